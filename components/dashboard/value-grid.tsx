import { yOf, type Frame, type Scale } from "./chart-geometry";

/** The value axis of an upright chart: a line across the plot at each tick, its value at the left. */
export function ValueGrid({ frame, scale, format }: { frame: Frame; scale: Scale; format: (value: number) => string }) {
  return (
    <g>
      {scale.ticks.map((tick) => {
        const y = yOf(tick, frame, scale);
        return (
          <g key={tick}>
            <line x1={frame.left} x2={frame.width - frame.right} y1={y} y2={y} className={tick === 0 ? "stroke-slate-400" : "stroke-slate-200"} />
            <text x={frame.left - 8} y={y} dy="0.32em" textAnchor="end" className="fill-slate-600">
              {format(tick)}
            </text>
          </g>
        );
      })}
    </g>
  );
}
