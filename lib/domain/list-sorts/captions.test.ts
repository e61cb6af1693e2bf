import { describe, expect, it } from "vitest";
import { documentListOrder } from "@/lib/domain/list-sorts/documents";
import { endorsementListOrder } from "@/lib/domain/list-sorts/endorsements";
import { cancellationListSortKeys, cancellationSortKeysFor, recordListOrder } from "@/lib/domain/list-sorts/records";
import { renewalsDueOrder } from "@/lib/domain/list-sorts/renewals";
import { submissionListOrder } from "@/lib/domain/list-sorts/submissions";
import { workQueueOrder } from "@/lib/domain/list-sorts/work-queue";

describe("the cancellations' sorts", () => {
  it("leave what each is due to to who may see it", () => {
    expect(cancellationSortKeysFor(true)).toEqual([...cancellationListSortKeys]);
    expect(cancellationSortKeysFor(false)).toEqual(cancellationListSortKeys.filter((key) => key !== "dueTo"));
    expect(cancellationSortKeysFor(false)).not.toContain("dueTo");
  });
});

describe("list captions", () => {
  it("say the Renewals due list's order in its caption", () => {
    expect(renewalsDueOrder({ key: "expiration", direction: "asc" })).toBe("soonest first");
    expect(renewalsDueOrder({ key: "expiration", direction: "desc" })).toBe("latest first");
    expect(renewalsDueOrder({ key: "insured", direction: "asc" })).toBe("by insured, A to Z");
    expect(renewalsDueOrder({ key: "agency", direction: "desc" })).toBe("by agency, Z to A");
    expect(renewalsDueOrder({ key: "status", direction: "asc" })).toBe("by status, A to Z");
    expect(renewalsDueOrder({ key: "renewal", direction: "desc" })).toBe("by renewal, Z to A");
    expect(renewalsDueOrder({ key: "premium", direction: "desc" })).toBe("highest premium first");
    expect(renewalsDueOrder({ key: "premium", direction: "asc" })).toBe("lowest premium first");
  });

  it("say the work queue's order in its caption", () => {
    expect(workQueueOrder({ key: "waiting", direction: "desc" })).toBe("longest waiting first");
    expect(workQueueOrder({ key: "waiting", direction: "asc" })).toBe("latest arrivals first");
    expect(workQueueOrder({ key: "insured", direction: "asc" })).toBe("by insured, A to Z");
    expect(workQueueOrder({ key: "insured", direction: "desc" })).toBe("by insured, Z to A");
    expect(workQueueOrder({ key: "agency", direction: "asc" })).toBe("by agency, A to Z");
    expect(workQueueOrder({ key: "policy", direction: "desc" })).toBe("by policy number, Z to A");
    expect(workQueueOrder({ key: "review", direction: "desc" })).toBe("flagged for manual review first");
    expect(workQueueOrder({ key: "review", direction: "asc" })).toBe("not flagged first");
  });

  it("say App Central's list's order in its caption", () => {
    expect(submissionListOrder({ key: "updated", direction: "desc" })).toBe("most recently updated first");
    expect(submissionListOrder({ key: "updated", direction: "asc" })).toBe("least recently updated first");
    expect(submissionListOrder({ key: "insured", direction: "asc" })).toBe("by insured, A to Z");
    expect(submissionListOrder({ key: "insured", direction: "desc" })).toBe("by insured, Z to A");
  });

  it("say the documents list's order in its caption", () => {
    expect(documentListOrder({ key: "uploaded", direction: "desc" })).toBe("newest first");
    expect(documentListOrder({ key: "uploaded", direction: "asc" })).toBe("oldest first");
    expect(documentListOrder({ key: "file", direction: "asc" })).toBe("by file name, A to Z");
    expect(documentListOrder({ key: "file", direction: "desc" })).toBe("by file name, Z to A");
    expect(documentListOrder({ key: "product", direction: "asc" })).toBe("by product, A to Z");
    expect(documentListOrder({ key: "uploader", direction: "desc" })).toBe("by uploader, Z to A");
    expect(documentListOrder({ key: "classification", direction: "asc" })).toBe("by classification, A to Z");
  });

  it("say the endorsement history's order in its caption", () => {
    expect(endorsementListOrder({ key: "created", direction: "desc" })).toBe("newest first");
    expect(endorsementListOrder({ key: "created", direction: "asc" })).toBe("oldest first");
    expect(endorsementListOrder({ key: "cost", direction: "desc" })).toBe("highest cost first");
    expect(endorsementListOrder({ key: "cost", direction: "asc" })).toBe("lowest cost first");
    expect(endorsementListOrder({ key: "insured", direction: "asc" })).toBe("by insured, A to Z");
    expect(endorsementListOrder({ key: "product", direction: "desc" })).toBe("by product, Z to A");
    expect(endorsementListOrder({ key: "policy", direction: "asc" })).toBe("by policy number, A to Z");
    expect(endorsementListOrder({ key: "updatedBy", direction: "asc" })).toBe("by who updated it, A to Z");
    expect(endorsementListOrder({ key: "bound", direction: "desc" })).toBe("by bound date, latest first");
    expect(endorsementListOrder({ key: "bound", direction: "asc" })).toBe("by bound date, earliest first");
  });

  it("say the cancellations' and reinstatements' order in their captions", () => {
    expect(recordListOrder({ key: "requested", direction: "desc" })).toBe("newest first");
    expect(recordListOrder({ key: "requested", direction: "asc" })).toBe("oldest first");
    expect(recordListOrder({ key: "insured", direction: "asc" })).toBe("by insured, A to Z");
    expect(recordListOrder({ key: "insured", direction: "desc" })).toBe("by insured, Z to A");
    expect(recordListOrder({ key: "status", direction: "asc" })).toBe("by status, A to Z");
    expect(recordListOrder({ key: "cancellation", direction: "desc" })).toBe("by cancellation date, latest first");
    expect(recordListOrder({ key: "cancellation", direction: "asc" })).toBe("by cancellation date, earliest first");
    expect(recordListOrder({ key: "return", direction: "desc" })).toBe("highest return premium first");
    expect(recordListOrder({ key: "lapse", direction: "asc" })).toBe("shortest lapse first");
    expect(recordListOrder({ key: "dueTo", direction: "asc" })).toBe("by what it is due to, A to Z");
  });
});
