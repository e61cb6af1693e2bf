import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DOWNLOAD_STAGGER_MS, runStaggered } from "./staggered";

describe("runStaggered (spec 2 §9: downloads 500 ms apart)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs the first at once and each next one 500 ms after the one before", () => {
    const run = vi.fn();
    runStaggered(["a", "b", "c"], DOWNLOAD_STAGGER_MS, run);
    expect(run.mock.calls).toEqual([["a"]]);
    vi.advanceTimersByTime(499);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run.mock.calls).toEqual([["a"], ["b"]]);
    vi.advanceTimersByTime(500);
    expect(run.mock.calls).toEqual([["a"], ["b"], ["c"]]);
  });

  it("stops the ones not yet run when cancelled", () => {
    const run = vi.fn();
    const cancel = runStaggered([1, 2, 3], DOWNLOAD_STAGGER_MS, run);
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(run.mock.calls).toEqual([[1], [2]]);
  });

  it("does nothing for no items", () => {
    const run = vi.fn();
    runStaggered([], DOWNLOAD_STAGGER_MS, run)();
    expect(run).not.toHaveBeenCalled();
  });
});
