import { ChartSvg } from "./chart-svg";
import { bars, framedRows, niceScale } from "./chart-geometry";

const ROW_HEIGHT = 34;
const margins = { width: 520, top: 4, right: 96, bottom: 4, left: 96 };

export interface BarChartProps {
  id: string;
  title: string;
  description: string;
  labels: readonly string[];
  values: readonly number[];
  /** A value as written at the end of its bar. */
  format: (value: number) => string;
}

/** Lying bars, one row per label, each with its value at its end. */
export function BarChart({ id, title, description, labels, values, format }: BarChartProps) {
  const frame = framedRows(values.length, ROW_HEIGHT, margins);
  const scale = niceScale(Math.max(...values));
  return (
    <ChartSvg id={id} title={title} description={description} frame={frame}>
      {bars(values, frame, scale).map((rect, i) => {
        const middle = rect.y + rect.height / 2;
        return (
          <g key={labels[i]}>
            <text x={frame.left - 8} y={middle} dy="0.32em" textAnchor="end" className="fill-slate-700">
              {labels[i]}
            </text>
            <rect {...rect} rx={2} className="fill-brand-600" />
            <text x={rect.x + rect.width + 6} y={middle} dy="0.32em" className="fill-slate-700">
              {format(values[i])}
            </text>
          </g>
        );
      })}
    </ChartSvg>
  );
}
