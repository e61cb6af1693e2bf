import { beforeEach, describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => ({
  success: vi.fn(() => "generated"),
  error: vi.fn(() => "generated"),
  info: vi.fn(() => "generated"),
  dismiss: vi.fn(),
}));
vi.mock("sonner", () => ({ toast: sonner }));

import { toast, TOAST_DURATION_MS } from "@/components/ui/toast";

describe("toast", () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it.each(["success", "error", "info"] as const)("%s passes the group key as sonner's id so repeats merge", async (kind) => {
    await toast[kind]("Error saving preferences", { groupKey: "preferences" });
    await toast[kind]("Error saving preferences", { groupKey: "preferences" });
    expect(sonner[kind]).toHaveBeenCalledTimes(2);
    const ids = sonner[kind].mock.calls.map((call) => (call as unknown[])[1] as { id?: string }).map((o) => o.id);
    expect(ids).toEqual(["preferences", "preferences"]);
  });

  it.each(["success", "error", "info"] as const)("%s without a group key lets sonner pick a fresh id", async (kind) => {
    await toast[kind]("Saved");
    const options = (sonner[kind].mock.calls[0] as unknown[])[1] as Record<string, unknown>;
    expect(options).not.toHaveProperty("id");
  });

  it("different group keys stay separate", async () => {
    await toast.error("A", { groupKey: "a" });
    await toast.error("B", { groupKey: "b" });
    const ids = sonner.error.mock.calls.map((call) => ((call as unknown[])[1] as { id?: string }).id);
    expect(ids).toEqual(["a", "b"]);
  });

  it("auto-closes after 5000 ms", async () => {
    await toast.info("Hello");
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(sonner.info).toHaveBeenCalledWith("Hello", { duration: 5000 });
  });

  it("a title becomes the heading and the message its description", async () => {
    await toast.success("Your changes are saved.", { title: "Saved", groupKey: "save" });
    expect(sonner.success).toHaveBeenCalledWith("Saved", { duration: 5000, id: "save", description: "Your changes are saved." });
  });

  it("dismiss forwards the key", async () => {
    await toast.dismiss("save");
    expect(sonner.dismiss).toHaveBeenCalledWith("save");
  });
});
