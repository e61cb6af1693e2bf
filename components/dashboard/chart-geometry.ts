/**
 * The geometry of the dashboard's charts, in the units of an SVG viewBox:
 * scales, bars and lines as numbers, so the components only draw them.
 */

/** A chart's drawing area and the margins around its plot (axis labels live in the margins). */
export interface Frame {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface Scale {
  /** The value at the far end of the axis: a round number at or above the largest value. */
  max: number;
  /** Tick values from 0 to max, evenly spaced. */
  ticks: number[];
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

// Coordinates to a hundredth of a unit: finer than a pixel, and stable in tests.
const round = (value: number) => Math.round(value * 100) / 100;

const plotWidth = (frame: Frame) => frame.width - frame.left - frame.right;
const plotHeight = (frame: Frame) => frame.height - frame.top - frame.bottom;

/**
 * A scale from 0 to a round maximum (1, 2 or 5 times a power of ten per
 * step) with at most `steps` steps; whole steps only when `whole` (counts).
 */
export function niceScale(largest: number, steps = 4, whole = false): Scale {
  if (!(largest > 0)) return { max: 0, ticks: [0] };
  const raw = largest / steps;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  let step = (residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10) * magnitude;
  if (whole) step = Math.max(1, Math.ceil(step));
  const count = Math.ceil(largest / step - 1e-9);
  const ticks = Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { max: ticks[ticks.length - 1], ticks };
}

/** Where a value falls on the vertical axis (0 at the bottom of the plot). */
export function yOf(value: number, frame: Frame, scale: Scale): number {
  const share = scale.max > 0 ? value / scale.max : 0;
  return round(frame.top + plotHeight(frame) * (1 - share));
}

/** The middle of each of `count` equal bands across the plot, left to right. */
export function bandCenters(count: number, frame: Frame): number[] {
  const band = plotWidth(frame) / count;
  return Array.from({ length: count }, (_, i) => round(frame.left + band * (i + 0.5)));
}

/** Upright bars, one per value in equal bands, each `fill` of its band wide, rising from the bottom of the plot (none below it). */
export function columns(values: readonly number[], frame: Frame, scale: Scale, fill = 0.6): Rect[] {
  const band = plotWidth(frame) / values.length;
  const width = band * fill;
  const bottom = frame.top + plotHeight(frame);
  return values.map((value, i) => {
    const y = yOf(Math.max(0, value), frame, scale);
    return { x: round(frame.left + band * i + (band - width) / 2), y, width: round(width), height: round(bottom - y) };
  });
}

/** Lying bars, one per value in equal rows top to bottom, each `fill` of its row high, growing from the left of the plot (none left of it). */
export function bars(values: readonly number[], frame: Frame, scale: Scale, fill = 0.6): Rect[] {
  const row = plotHeight(frame) / values.length;
  const height = row * fill;
  return values.map((value, i) => ({
    x: frame.left,
    y: round(frame.top + row * i + (row - height) / 2),
    width: round(scale.max > 0 ? (plotWidth(frame) * Math.max(0, value)) / scale.max : 0),
    height: round(height),
  }));
}

/** A frame as tall as `rows` rows of `rowHeight` between its margins. */
export function framedRows(rows: number, rowHeight: number, margins: Omit<Frame, "height">): Frame {
  return { ...margins, height: margins.top + rows * rowHeight + margins.bottom };
}

/**
 * The path of a line through the values in equal bands, broken where a value
 * is missing: each run of values is a segment of its own ("M … L …").
 */
export function linePath(values: readonly (number | null)[], frame: Frame, scale: Scale): string {
  const xs = bandCenters(values.length, frame);
  let path = "";
  let drawing = false;
  values.forEach((value, i) => {
    if (value === null) {
      drawing = false;
      return;
    }
    path += `${path ? " " : ""}${drawing ? "L" : "M"}${xs[i]} ${yOf(value, frame, scale)}`;
    drawing = true;
  });
  return path;
}

/** Every how many bands a label is written so that at most `most` labels show. */
export function labelStride(count: number, most: number): number {
  return Math.max(1, Math.ceil(count / most));
}

/** The `count` rows of largest value, largest first (ties in their given order). */
export function topRows<T>(rows: readonly T[], count: number, value: (row: T) => number): T[] {
  return [...rows].sort((a, b) => value(b) - value(a)).slice(0, count);
}
