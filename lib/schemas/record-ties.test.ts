import { describe, expect, it } from "vitest";
import { submissionLinkSchema } from "./application";
import { documentUploadFieldsSchema } from "./documents";
import { NOTE_CONTENT_REQUIRED } from "@/lib/domain/notes";
import { noteBoxSchema, noteCreateSchema, notesQuerySchema, replyBoxSchema } from "./notes";
import { submissionListQuerySchema } from "./submission-list";

const id = "4f0c6a52-5e0b-4a8e-9b39-0b1c7f3d2a11";
const other = "9d7e1b20-3c4f-4e5a-8b6c-7d8e9f0a1b2c";

describe("a note tied to a cancellation or reinstatement", () => {
  const note = { entityType: "Application", entityID: id, content: "About the request." };
  it("takes one record id, on an application's note", () => {
    expect(noteCreateSchema.parse({ ...note, cancellationID: other })).toMatchObject({ cancellationID: other });
    expect(noteCreateSchema.parse({ ...note, reinstatementID: other })).toMatchObject({ reinstatementID: other });
    expect(noteCreateSchema.parse(note)).not.toHaveProperty("cancellationID");
  });
  it("refuses two records, a submission's note or an id that is not one", () => {
    expect(noteCreateSchema.safeParse({ ...note, cancellationID: other, reinstatementID: other }).success).toBe(false);
    expect(noteCreateSchema.safeParse({ ...note, entityType: "Submission", cancellationID: other }).success).toBe(false);
    expect(noteCreateSchema.safeParse({ ...note, cancellationID: "42" }).success).toBe(false);
  });
  it("lists by record only within an application's notes", () => {
    expect(notesQuerySchema.parse({ entityType: "Application", entityID: id, cancellationID: other })).toMatchObject({ cancellationID: other });
    expect(notesQuerySchema.parse({ entityType: "Application", entityID: id, cancellationID: "" }).cancellationID).toBeUndefined();
    expect(notesQuerySchema.safeParse({ submissionID: id, cancellationID: other }).success).toBe(false);
  });
});

describe("an upload supporting a request", () => {
  const fields = { appID: id, filename: "letter.pdf", category: "upload_view_upload", uploaderType: "Agent" };
  it("names one record at most; blank means none", () => {
    expect(documentUploadFieldsSchema.parse({ ...fields, reinstatementID: other })).toMatchObject({ reinstatementID: other });
    expect(documentUploadFieldsSchema.parse({ ...fields, cancellationID: "" }).cancellationID).toBeUndefined();
    const both = documentUploadFieldsSchema.safeParse({ ...fields, cancellationID: other, reinstatementID: other });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0].path).toEqual(["reinstatementID"]);
  });
});

describe("a renewal link across submissions", () => {
  const body = { submissionID: id, renewedFromAppID: other, updatedDate: "2026-11-23T10:00:00.000Z" };
  it("needs the submission, the policy and the updatedDate as read, and nothing else", () => {
    expect(submissionLinkSchema.parse(body)).toEqual(body);
    for (const key of Object.keys(body)) expect(submissionLinkSchema.safeParse({ ...body, [key]: undefined }).success).toBe(false);
    expect(submissionLinkSchema.safeParse({ ...body, status: "Bound" }).success).toBe(false);
  });
  it("the submission list narrows to the agency of a submission", () => {
    expect(submissionListQuerySchema.parse({ sameAgencyAs: id })).toMatchObject({ sameAgencyAs: id });
    expect(submissionListQuerySchema.parse({ sameAgencyAs: "" }).sameAgencyAs).toBeUndefined();
    expect(submissionListQuerySchema.safeParse({ sameAgencyAs: "x" }).success).toBe(false);
  });
});

describe("the note and reply boxes", () => {
  it("check their fields with the create route's rules", () => {
    expect(noteBoxSchema.safeParse({ content: "  " }).error?.issues[0].message).toBe(NOTE_CONTENT_REQUIRED);
    expect(noteBoxSchema.parse({ content: " Hello " })).toEqual({ content: "Hello", notify: [], isInternal: false });
    expect(replyBoxSchema.parse({ content: "Thanks" })).toEqual({ content: "Thanks" });
  });
});
