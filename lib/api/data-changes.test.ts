import { describe, expect, it, vi } from "vitest";
import { announceDataChange, onDataChange } from "./data-changes";

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
});
