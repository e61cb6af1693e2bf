import { BandLabels } from "./band-labels";
import { ChartSvg } from "./chart-svg";
import { bandCenters, linePath, niceScale, yOf, type Frame } from "./chart-geometry";
import { ValueGrid } from "./value-grid";

const frame: Frame = { width: 520, height: 220, top: 12, right: 8, bottom: 30, left: 72 };

export interface LineChartProps {
  id: string;
  title: string;
  description: string;
  labels: readonly string[];
  /** One value per label; null leaves a gap in the line. */
  values: readonly (number | null)[];
  format: (value: number) => string;
}

/** A line through the values of the bands, broken where one has none; a dot marks each value, so a lone one shows too. */
export function LineChart({ id, title, description, labels, values, format }: LineChartProps) {
  const scale = niceScale(Math.max(0, ...values.filter((v): v is number => v !== null)));
  const centers = bandCenters(values.length, frame);
  return (
    <ChartSvg id={id} title={title} description={description} frame={frame}>
      <ValueGrid frame={frame} scale={scale} format={format} />
      <path d={linePath(values, frame, scale)} fill="none" strokeWidth={2} strokeLinejoin="round" className="stroke-brand-600" />
      {values.map((value, i) =>
        value === null ? null : <circle key={labels[i]} cx={centers[i]} cy={yOf(value, frame, scale)} r={4} className="fill-brand-600" />,
      )}
      <BandLabels frame={frame} labels={labels} />
    </ChartSvg>
  );
}
