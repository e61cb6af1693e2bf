import { describe, expect, it, vi } from "vitest";
import { announceDataChange, announceWhenSettled, onDataChange } from "./data-changes";

describe("data changes", () => {
  it("reach the listeners of their kind only, until they unsubscribe", () => {
    const notes = vi.fn();
    const notifications = vi.fn();
    const stopNotes = onDataChange("notes", notes);
    const stopNotifications = onDataChange("notifications", notifications);

    announceDataChange("notifications");
    expect(notifications).toHaveBeenCalledTimes(1);
    expect(notes).not.toHaveBeenCalled();

    stopNotifications();
    announceDataChange("notifications");
    announceDataChange("notes");
    expect(notifications).toHaveBeenCalledTimes(1);
    expect(notes).toHaveBeenCalledTimes(1);
    stopNotes();
  });

  it("are announced once a write has settled, taken or refused, each kind once", async () => {
    const notes = vi.fn();
    const notifications = vi.fn();
    const stops = [onDataChange("notes", notes), onDataChange("notifications", notifications)];

    await expect(announceWhenSettled(Promise.resolve("saved"), "notes", "notifications")).resolves.toBe("saved");
    expect([notes.mock.calls.length, notifications.mock.calls.length]).toEqual([1, 1]);

    const refused = new Error("409");
    await expect(announceWhenSettled(Promise.reject(refused), "notes")).rejects.toBe(refused);
    expect([notes.mock.calls.length, notifications.mock.calls.length]).toEqual([2, 1]);
    for (const stop of stops) stop();
  });
});
