import { describe, expect, it } from "vitest";
import {
  canSubmitNoteText,
  canWriteInternal,
  EMPTY_NOTE_DRAFT,
  hasUnsavedNote,
  noteRoleLabel,
  noteTextRows,
  notifyOptionsFor,
  shownNoteActions,
  visibilityToggleTarget,
  withInternal,
  withNotify,
} from "./note-panel-rules";

const all = { reply: true, toggleVisibility: true, delete: true };
const none = { reply: false, toggleVisibility: false, delete: false };
const note = (over: Partial<Parameters<typeof shownNoteActions>[1]> = {}) => ({
  isActive: true,
  isInternal: false,
  notify: [] as string[],
  author: { role: "MGAUnderwriter" },
  actions: all,
  ...over,
});

describe("note text area rows (spec 3 §9: 2 to 5)", () => {
  it.each([
    [0, 2],
    [20, 2],
    [40, 2],
    [60, 3],
    [80, 4],
    [100, 5],
    [400, 5],
    [41, 3],
  ])("%i px of text at 20 px a line → %i rows", (height, rows) => {
    expect(noteTextRows(height, 20)).toBe(rows);
  });

  it("falls back to the minimum when the line height cannot be read", () => {
    expect(noteTextRows(100, 0)).toBe(2);
    expect(noteTextRows(Number.NaN, 20)).toBe(2);
  });
});

describe("notify choices and internal (spec 3 §3, §5)", () => {
  it("start unselected", () => {
    expect(EMPTY_NOTE_DRAFT).toEqual({ content: "", notify: [], isInternal: false });
  });

  it("underwriters choose Producer and Underwriter; agents only Underwriter", () => {
    expect(notifyOptionsFor("Underwriter")).toEqual(["Producer", "Underwriter"]);
    expect(notifyOptionsFor("Agent")).toEqual(["Underwriter"]);
  });

  it("only underwriters write internal notes", () => {
    expect(canWriteInternal("Underwriter")).toBe(true);
    expect(canWriteInternal("Agent")).toBe(false);
  });

  it("choosing Producer clears internal", () => {
    const internal = withInternal(EMPTY_NOTE_DRAFT, true);
    expect(withNotify(internal, "Producer", true)).toEqual({ content: "", notify: ["Producer"], isInternal: false });
  });

  it("choosing Underwriter keeps internal", () => {
    expect(withNotify(withInternal(EMPTY_NOTE_DRAFT, true), "Underwriter", true)).toEqual({ content: "", notify: ["Underwriter"], isInternal: true });
  });

  it("marking internal drops Producer and keeps Underwriter", () => {
    const both = withNotify(withNotify(EMPTY_NOTE_DRAFT, "Producer", true), "Underwriter", true);
    expect(withInternal(both, true)).toEqual({ content: "", notify: ["Underwriter"], isInternal: true });
  });

  it("unticking removes the choice once, and ticking twice keeps one", () => {
    const twice = withNotify(withNotify(EMPTY_NOTE_DRAFT, "Underwriter", true), "Underwriter", true);
    expect(twice.notify).toEqual(["Underwriter"]);
    expect(withNotify(twice, "Underwriter", false).notify).toEqual([]);
  });
});

describe("submit and unsaved note", () => {
  it.each([
    ["", false],
    ["   ", false],
    ["\n\t", false],
    ["Hello", true],
    ["  x  ", true],
  ])("text %j may be submitted: %s", (text, ok) => {
    expect(canSubmitNoteText(text)).toBe(ok);
  });

  it("a note or any reply with text is unsaved; blank ones are not", () => {
    expect(hasUnsavedNote({ content: "" }, {})).toBe(false);
    expect(hasUnsavedNote({ content: "  " }, { a: " " })).toBe(false);
    expect(hasUnsavedNote({ content: "draft" }, {})).toBe(true);
    expect(hasUnsavedNote({ content: "" }, { a: "", b: "reply" })).toBe(true);
  });
});

describe("action icons (spec 3 §6)", () => {
  it("agents get none, whatever the answer says", () => {
    expect(shownNoteActions("Agent", note())).toEqual(none);
  });

  it("underwriters get every action on an MGA underwriter's note", () => {
    expect(shownNoteActions("Underwriter", note())).toEqual(all);
  });

  it("underwriters only reply to another underwriter's note", () => {
    expect(shownNoteActions("Underwriter", note({ author: { role: "Underwriter" } }))).toEqual({ reply: true, toggleVisibility: false, delete: false });
  });

  it("a removed note offers nothing", () => {
    expect(shownNoteActions("Underwriter", note({ isActive: false }))).toEqual(none);
  });

  it("never more than the server allows", () => {
    expect(shownNoteActions("Underwriter", note({ actions: none }))).toEqual(none);
  });
});

describe("visibility toggle", () => {
  it.each([
    ["visible, nobody notified → internal", { isInternal: false, notify: [] }, undefined, true],
    ["visible, Underwriter notified → internal", { isInternal: false, notify: ["Underwriter"] }, undefined, true],
    ["visible, Producer notified → refused", { isInternal: false, notify: ["Producer"] }, undefined, null],
    ["internal note → visible", { isInternal: true, notify: [] }, undefined, false],
    ["internal reply of a visible note → visible", { isInternal: true, notify: [] }, { isInternal: false }, false],
    ["internal reply of an internal note → refused", { isInternal: true, notify: [] }, { isInternal: true }, null],
  ] as const)("%s", (_name, shown, parent, target) => {
    expect(visibilityToggleTarget(shown, parent)).toBe(target);
  });
});

describe("author role label", () => {
  it.each([
    ["MGAUnderwriter", "MGA Underwriter"],
    ["Underwriter", "Underwriter"],
    ["Agent", "Agent"],
    ["mga-underwriter", "mga underwriter"],
  ])("%s → %s", (role, label) => {
    expect(noteRoleLabel(role)).toBe(label);
  });
});
