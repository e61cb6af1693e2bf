import { BandLabels } from "./band-labels";
import { ChartSvg } from "./chart-svg";
import { columns, niceScale, type Frame } from "./chart-geometry";
import { ValueGrid } from "./value-grid";

const frame: Frame = { width: 520, height: 220, top: 12, right: 8, bottom: 30, left: 72 };

export interface ColumnChartProps {
  id: string;
  title: string;
  description: string;
  labels: readonly string[];
  values: readonly number[];
  /** A value as the axis writes it. */
  format: (value: number) => string;
  /** Counts: the axis steps by whole numbers. */
  whole?: boolean;
}

/** Upright bars, one per label, over a value axis. */
export function ColumnChart({ id, title, description, labels, values, format, whole }: ColumnChartProps) {
  const scale = niceScale(Math.max(...values), 4, whole);
  return (
    <ChartSvg id={id} title={title} description={description} frame={frame}>
      <ValueGrid frame={frame} scale={scale} format={format} />
      {columns(values, frame, scale).map((rect, i) => (
        <rect key={labels[i]} {...rect} rx={2} className="fill-brand-600" />
      ))}
      <BandLabels frame={frame} labels={labels} />
    </ChartSvg>
  );
}
