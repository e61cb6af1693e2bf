import { describe, expect, it } from "vitest";
import {
  canReplyTo,
  canSeeNote,
  normalizeNoteDraft,
  noteActionsFor,
  noteCategory,
  noteDisplayContent,
  noteHref,
  REMOVED_NOTE_TEXT,
  replyInternalRule,
} from "./notes";

describe("noteCategory on a submission (spec 3 §4)", () => {
  it.each([
    ["InProgress", "PreBindSubmission"],
    ["Completed", "PostBindSubmission"],
    [undefined, "PreBindSubmission"],
  ] as const)("submission %s → %s", (submissionStatus, expected) => {
    expect(noteCategory({ entityType: "Submission", submissionStatus })).toBe(expected);
  });

  it("the endorsement view does not change a submission note", () => {
    expect(noteCategory({ entityType: "Submission", submissionStatus: "Completed", endorsementViewActive: true })).toBe("PostBindSubmission");
  });
});

describe("noteCategory on an application, outside the endorsement view", () => {
  it.each([
    ["Renewal", "Renewal"],
    ["Bound", "PostBindApplication"],
    ["PolicyCancelled", "PostBindApplication"],
    ["CancellationRequested", "PostBindApplication"],
    ["ReinstatementRequested", "PostBindApplication"],
    ["CancellationDenied", "PostBindApplication"],
    ["RequestedRenewal", "PostBindApplication"],
    ["PolicyReinstated", "PostBindApplication"],
    ["ReinstatementDenied", "PostBindApplication"],
    ["NotStarted", "PreBindApplication"],
    ["InProgress", "PreBindApplication"],
    ["ApprovalRequested", "PreBindApplication"],
    ["QuoteApproved", "PreBindApplication"],
    ["Quoted", "PreBindApplication"],
    ["PendingBind", "PreBindApplication"],
    ["Submitted", "PreBindApplication"],
    ["UnderwritingDeclined", "PreBindApplication"],
    ["UnderwritingBindReview", "PreBindApplication"],
    ["IncompleteBind", "PreBindApplication"],
  ] as const)("%s → %s", (applicationStatus, expected) => {
    expect(noteCategory({ entityType: "Application", applicationStatus })).toBe(expected);
  });
});

describe("noteCategory, Endorsement", () => {
  it.each([
    ["Bound", true, false, "Endorsement"],
    ["Bound", true, undefined, "Endorsement"],
    ["Bound", true, true, "PostBindApplication"],
    ["Bound", false, false, "PostBindApplication"],
    ["PolicyCancelled", true, true, "PostBindApplication"],
    ["CancellationRequested", true, true, "PostBindApplication"],
  ] as const)("%s, view %s, cancellation/reinstatement %s → %s", (applicationStatus, endorsementViewActive, hasCancellationOrReinstatement, expected) => {
    expect(noteCategory({ entityType: "Application", applicationStatus, endorsementViewActive, hasCancellationOrReinstatement })).toBe(expected);
  });
});

describe("canSeeNote (non-underwriters never see internal notes)", () => {
  it.each([
    ["Underwriter", true, true],
    ["Underwriter", false, true],
    ["Agent", true, false],
    ["Agent", false, true],
    ["Admin", true, false],
    ["Admin", false, true],
  ] as const)("%s, internal %s → %s", (role, isInternal, expected) => {
    expect(canSeeNote(role, { isInternal })).toBe(expected);
  });
});

describe("noteActionsFor (spec 3 §6)", () => {
  it.each([
    ["Agent", "MGAUnderwriter", { reply: false, toggleVisibility: false, delete: false }],
    ["Agent", "Underwriter", { reply: false, toggleVisibility: false, delete: false }],
    ["Agent", "Agent", { reply: false, toggleVisibility: false, delete: false }],
    ["Underwriter", "MGAUnderwriter", { reply: true, toggleVisibility: true, delete: true }],
    ["Underwriter", "MGA Underwriter", { reply: true, toggleVisibility: true, delete: true }],
    ["Underwriter", "Underwriter", { reply: true, toggleVisibility: false, delete: false }],
    ["Underwriter", "Agent", { reply: true, toggleVisibility: false, delete: false }],
    ["Underwriter", "Producer", { reply: true, toggleVisibility: false, delete: false }],
    ["Admin", "MGAUnderwriter", { reply: true, toggleVisibility: true, delete: true }],
    ["Admin", "Admin", { reply: true, toggleVisibility: false, delete: false }],
  ] as const)("viewer %s, author %s → %j", (viewerRole, authorRole, expected) => {
    expect(noteActionsFor({ viewerRole, authorRole })).toEqual(expected);
  });
});

describe("normalizeNoteDraft (spec 3 §5)", () => {
  it.each([
    [
      { content: "Hello", notify: [], isInternal: false },
      { ok: true, draft: { content: "Hello", notify: [], isInternal: false } },
    ],
    [
      { content: "Hello", notify: [], isInternal: true },
      { ok: true, draft: { content: "Hello", notify: [], isInternal: true } },
    ],
    [
      { content: "Hello", notify: ["Underwriter"], isInternal: true },
      { ok: true, draft: { content: "Hello", notify: ["Underwriter"], isInternal: true } },
    ],
    [
      { content: "Hello", notify: ["Producer"], isInternal: true },
      { ok: true, draft: { content: "Hello", notify: ["Producer"], isInternal: false } },
    ],
    [
      { content: "Hello", notify: ["Producer", "Underwriter"], isInternal: true },
      { ok: true, draft: { content: "Hello", notify: ["Producer", "Underwriter"], isInternal: false } },
    ],
    [
      { content: "  Hello  ", notify: ["Producer", "Producer"], isInternal: false },
      { ok: true, draft: { content: "Hello", notify: ["Producer"], isInternal: false } },
    ],
    [
      { content: "", notify: [], isInternal: false },
      { ok: false, message: "Please enter a note." },
    ],
    [
      { content: "   \n\t ", notify: ["Producer"], isInternal: false },
      { ok: false, message: "Please enter a note." },
    ],
  ])("%j → %j", (draft, expected) => {
    expect(normalizeNoteDraft(draft)).toEqual(expected);
  });
});

describe("replyInternalRule (a reply to an internal parent stays internal)", () => {
  it.each([
    [true, false, true],
    [true, true, true],
    [false, true, true],
    [false, false, false],
  ])("parent %s, reply %s → %s", (parent, reply, expected) => {
    expect(replyInternalRule(parent, reply)).toBe(expected);
  });
});

describe("canReplyTo (the parent must be visible)", () => {
  it.each([
    ["Underwriter", true, true, true],
    ["Underwriter", true, false, true],
    ["Underwriter", false, false, false],
    ["Agent", true, false, true],
    ["Agent", true, true, false],
    ["Agent", false, false, false],
  ] as const)("%s, active %s, internal %s → %s", (role, isActive, isInternal, expected) => {
    expect(canReplyTo(role, { isActive, isInternal })).toBe(expected);
  });
});

describe("removed notes", () => {
  it("text", () => expect(REMOVED_NOTE_TEXT).toBe("Note has been removed."));
  it.each([
    [true, "Call me", "Call me"],
    [false, "Call me", "Note has been removed."],
  ])("active %s, %j → %j", (isActive, content, expected) => {
    expect(noteDisplayContent({ isActive, content })).toBe(expected);
  });
});

describe("noteHref (where a notification opens a note)", () => {
  const note = { id: "n1", submissionID: "s1", applicationID: "a1", applicationStatus: "QuoteApproved" };
  it("opens an agent's application note on the questionnaire before bind and on the policy summary after it, at the note", () => {
    expect(noteHref("Agent", note)).toBe("/coverage/a1#note-n1");
    expect(noteHref("Agent", { ...note, applicationStatus: "Bound" })).toBe("/coverage/a1/summary#note-n1");
    expect(noteHref("Agent", { ...note, applicationStatus: "PolicyReinstated" })).toBe("/coverage/a1/summary#note-n1");
  });

  it("opens an underwriter's application note in the underwriting steps", () => {
    expect(noteHref("Underwriter", { ...note, applicationStatus: "Bound" })).toBe("/submission/s1/coverage/a1/review#note-n1");
  });

  it("opens a submission's note on the submission's page of App Central for either role: the underwriter's submission overview has no notes", () => {
    expect(noteHref("Agent", { ...note, applicationID: null, applicationStatus: null })).toBe("/app-central?submissionID=s1#note-n1");
    expect(noteHref("Underwriter", { ...note, applicationID: null, applicationStatus: null })).toBe("/app-central?submissionID=s1#note-n1");
  });
});
