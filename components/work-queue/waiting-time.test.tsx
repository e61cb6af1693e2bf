// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WaitingTime } from "./waiting-time";

describe("WaitingTime", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-29T12:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("counts on while the queue stays open, rather than from when it was opened", () => {
    render(<WaitingTime since="2026-11-29T11:00:30Z" />);
    expect(screen.getByText("59 min").getAttribute("dateTime")).toBe("2026-11-29T11:00:30Z");
    act(() => void vi.advanceTimersByTime(31_000));
    expect(screen.getByText("1 h")).toBeTruthy();
    // Two days on: the system clock jumps, then the page's clock ticks once (ticking each second of them is 170,000 renders).
    act(() => {
      vi.setSystemTime(new Date("2026-12-01T12:00:31Z"));
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByText("2 d")).toBeTruthy();
  });
});
