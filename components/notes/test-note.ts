import type { ApiNote } from "@/lib/api/notes";

/** A note as the API answers it, for the notes panel's tests: an underwriter's application note, changed by `over`. */
export const testNote = (over: Partial<ApiNote> = {}): ApiNote => ({
  id: "n1",
  entityType: "Application",
  entityID: "a1",
  submissionID: "s1",
  applicationID: "a1",
  cancellationID: null,
  reinstatementID: null,
  category: "PreBindApplication",
  content: "Loss runs checked",
  notify: [],
  isInternal: false,
  isActive: true,
  parentNoteID: null,
  createdDate: "2026-01-02T10:00:00.000Z",
  updatedDate: "2026-01-02T10:00:00.000Z",
  author: { id: "u1", firstName: "Morgan", lastName: "Gale", role: "MGAUnderwriter" },
  actions: { reply: true, toggleVisibility: true, delete: true },
  replies: [],
  ...over,
});
