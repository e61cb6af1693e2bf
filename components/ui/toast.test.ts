import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

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
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  // The files of a worker share its globals: the clock goes back for the next file.
  afterEach(() => vi.useRealTimers());

  it.each(["success", "error", "info"] as const)("%s in a group updates the group's toast in place while it surely stays up", async (kind) => {
    vi.setSystemTime(new Date("2026-11-28T10:00:00Z"));
    await toast[kind]("Error saving preferences", { groupKey: `preferences-${kind}` });
    vi.setSystemTime(new Date("2026-11-28T10:00:03.900Z"));
    await toast[kind]("Error saving preferences again", { groupKey: `preferences-${kind}` });
    const ids = sonner[kind].mock.calls.map((call) => ((call as unknown[])[1] as { id: string }).id);
    expect(ids).toEqual([expect.stringMatching(new RegExp(`^preferences-${kind}-`)), ids[0]]);
    expect(sonner.dismiss).not.toHaveBeenCalled();
  });

  it.each(["success", "error", "info"] as const)(
    "%s in a group whose toast may be closing replaces it: that one is dismissed, the new one has an id of its own",
    async (kind) => {
      vi.setSystemTime(new Date("2026-11-28T10:00:00Z"));
      await toast[kind]("Document hidden successfully", { groupKey: `visibility-${kind}` });
      // Updated in place, the toast's time starts again.
      vi.setSystemTime(new Date("2026-11-28T10:00:03Z"));
      await toast[kind]("Document shown successfully", { groupKey: `visibility-${kind}` });
      vi.setSystemTime(new Date("2026-11-28T10:00:07.500Z"));
      await toast[kind]("Document hidden successfully", { groupKey: `visibility-${kind}` });
      const ids = sonner[kind].mock.calls.map((call) => ((call as unknown[])[1] as { id: string }).id);
      expect(ids[1]).toBe(ids[0]);
      // One merged into a toast as it closed would close with it, never seen.
      expect(ids[2]).not.toBe(ids[0]);
      expect(ids[2]).toMatch(new RegExp(`^visibility-${kind}-`));
      expect(sonner.dismiss).toHaveBeenCalledWith(ids[0]);
    },
  );

  it.each(["success", "error", "info"] as const)("%s without a group key lets sonner pick a fresh id", async (kind) => {
    await toast[kind]("Saved");
    const options = (sonner[kind].mock.calls[0] as unknown[])[1] as Record<string, unknown>;
    expect(options).not.toHaveProperty("id");
  });

  it("different group keys stay separate", async () => {
    await toast.error("A", { groupKey: "a" });
    await toast.error("B", { groupKey: "b" });
    const ids = sonner.error.mock.calls.map((call) => ((call as unknown[])[1] as { id?: string }).id);
    expect(ids).toEqual([expect.stringMatching(/^a-/), expect.stringMatching(/^b-/)]);
    expect(sonner.dismiss).not.toHaveBeenCalledWith(ids[0]);
  });

  it("auto-closes after 5000 ms", async () => {
    await toast.info("Hello");
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(sonner.info).toHaveBeenCalledWith("Hello", { duration: 5000 });
  });

  it("a title becomes the heading and the message its description", async () => {
    await toast.success("Your changes are saved.", { title: "Saved", groupKey: "save" });
    expect(sonner.success).toHaveBeenCalledWith("Saved", {
      duration: 5000,
      id: expect.stringMatching(/^save-/),
      onDismiss: expect.any(Function),
      onAutoClose: expect.any(Function),
      description: "Your changes are saved.",
    });
  });

  it("a group's toast that closed, on its own or by a user, is not updated: the next one of the group is new", async () => {
    vi.setSystemTime(new Date("2026-11-28T10:00:00Z"));
    await toast.error("Could not save", { groupKey: "closing" });
    const first = (sonner.error.mock.calls[0] as unknown[])[1] as { id: string; onAutoClose: () => void; onDismiss: () => void };
    first.onAutoClose();
    await toast.error("Could not save", { groupKey: "closing" });
    const second = (sonner.error.mock.calls[1] as unknown[])[1] as { id: string; onDismiss: () => void };
    expect(second.id).not.toBe(first.id);
    second.onDismiss();
    await toast.error("Could not save", { groupKey: "closing" });
    const third = (sonner.error.mock.calls[2] as unknown[])[1] as { id: string };
    expect(third.id).not.toBe(second.id);
    expect(sonner.dismiss).not.toHaveBeenCalled();
  });
});
