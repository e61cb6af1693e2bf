import { bandCenters, labelStride, type Frame } from "./chart-geometry";

// Room under the plot for about this many labels side by side.
const MOST_LABELS = 8;

/** The names of an upright chart's bands under the plot, every so many when there are too many to fit. */
export function BandLabels({ frame, labels }: { frame: Frame; labels: readonly string[] }) {
  const centers = bandCenters(labels.length, frame);
  const stride = labelStride(labels.length, MOST_LABELS);
  const y = frame.height - frame.bottom + 20;
  return (
    <g>
      {labels.map((label, i) =>
        i % stride === 0 ? (
          <text key={label} x={centers[i]} y={y} textAnchor="middle" className="fill-slate-600">
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}
