import type { ReactNode } from "react";
import type { Frame } from "./chart-geometry";

export interface ChartSvgProps {
  /** Unique on the page: the title's and description's ids are made from it. */
  id: string;
  title: string;
  /** What the chart shows in words, for those who do not see it. */
  description: string;
  frame: Frame;
  children: ReactNode;
}

/** A chart as one image to assistive technology, named by its title and described by its description. */
export function ChartSvg({ id, title, description, frame, children }: ChartSvgProps) {
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      className="h-auto w-full"
      fontSize={13}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}
