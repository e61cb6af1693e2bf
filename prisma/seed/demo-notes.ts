import type { NoteCategory } from "@/lib/domain/notes";
import type { PrismaClient } from "../../server/generated/prisma/client";
import { stableId } from "./stable-id";

interface DemoNote {
  key: string;
  submission: string;
  application?: string;
  /** Written from this cancellation's record dialog (keyed by its application). */
  cancellation?: string;
  category: NoteCategory;
  author: "agent" | "agent2" | "underwriter" | "mga";
  content: string;
  notify?: string[];
  isInternal?: boolean;
  replyTo?: string;
  daysAgo: number;
}

/** A conversation on the demo book: every category, internal notes among them, and replies. */
export const demoNotes: readonly DemoNote[] = [
  {
    key: "sunrise:1",
    submission: "sunrise-carpentry",
    category: "PreBindSubmission",
    author: "agent",
    notify: ["Underwriter"],
    daysAgo: 6,
    content: "Insured asked whether the equipment floater covers rented tools.",
  },
  {
    key: "sunrise:2",
    submission: "sunrise-carpentry",
    category: "PreBindSubmission",
    author: "underwriter",
    notify: ["Producer"],
    replyTo: "sunrise:1",
    daysAgo: 5,
    content: "Rented tools are covered up to $10,000 per item under the floater.",
  },
  {
    key: "sunrise-gl:1",
    submission: "sunrise-carpentry",
    application: "sunrise-gl-inprogress",
    category: "PreBindApplication",
    author: "agent",
    notify: ["Underwriter"],
    daysAgo: 4,
    content: "Payroll figures are from last year's return; this year's are about 10% higher.",
  },
  {
    key: "sunrise-quoted:1",
    submission: "sunrise-carpentry",
    application: "sunrise-quoted",
    category: "PreBindApplication",
    author: "underwriter",
    isInternal: true,
    daysAgo: 3,
    content: "Loss runs show one small claim in 2023; priced with the standard credit removed.",
  },
  {
    key: "sunrise-quoted:2",
    submission: "sunrise-carpentry",
    application: "sunrise-quoted",
    category: "PreBindApplication",
    author: "mga",
    isInternal: true,
    replyTo: "sunrise-quoted:1",
    daysAgo: 3,
    content: "Agreed. Keep the deductible at $1,000.",
  },
  {
    key: "sunrise-bound:1",
    submission: "sunrise-carpentry",
    application: "sunrise-bound",
    category: "PostBindApplication",
    author: "mga",
    notify: ["Producer"],
    daysAgo: 2,
    content: "Policy documents were sent to the insured by mail as well.",
  },
  {
    key: "sunrise-bound:2",
    submission: "sunrise-carpentry",
    application: "sunrise-bound",
    category: "Endorsement",
    author: "agent",
    notify: ["Underwriter"],
    daysAgo: 1,
    content: "Insured will add a second vehicle next month; an endorsement request will follow.",
  },
  {
    key: "sunrise-bound:3",
    submission: "sunrise-carpentry",
    application: "sunrise-bound",
    category: "Document",
    author: "agent",
    daysAgo: 1,
    content: "Uploaded the signed vehicle schedule.",
  },
  {
    key: "granite:1",
    submission: "granite-builders",
    category: "PostBindSubmission",
    author: "underwriter",
    notify: ["Producer"],
    daysAgo: 8,
    content: "All three policies are in force; renewal reviews start 60 days before expiration.",
  },
  {
    key: "granite-renewal:1",
    submission: "granite-builders",
    application: "granite-gl-renewal-1",
    category: "Renewal",
    author: "agent",
    notify: ["Underwriter"],
    daysAgo: 7,
    content: "No changes in operations for the renewal term.",
  },
  {
    key: "granite-cancel:1",
    submission: "granite-builders",
    application: "granite-cancel-requested",
    cancellation: "granite-cancel-requested",
    category: "PostBindApplication",
    author: "agent",
    notify: ["Underwriter"],
    daysAgo: 9,
    content: "The insured sold this line of work; the bill of sale is attached to the request.",
  },
  {
    key: "granite-cancel:2",
    submission: "granite-builders",
    application: "granite-cancel-requested",
    cancellation: "granite-cancel-requested",
    category: "PostBindApplication",
    author: "underwriter",
    notify: ["Producer"],
    replyTo: "granite-cancel:1",
    daysAgo: 8,
    content: "Received, thank you. We will confirm the cancellation date shortly.",
  },
  {
    key: "granite-cancel:3",
    submission: "granite-builders",
    application: "granite-cancel-requested",
    cancellation: "granite-cancel-requested",
    category: "PostBindApplication",
    author: "underwriter",
    isInternal: true,
    daysAgo: 8,
    content: "Check for open claims before the return premium is issued.",
  },
  {
    key: "beacon:1",
    submission: "beacon-bakery",
    application: "bakery-bound",
    category: "PostBindApplication",
    author: "agent2",
    notify: ["Underwriter"],
    daysAgo: 4,
    content: "The bakery moved its ovens to the new kitchen; no change in square footage.",
  },
];

const day = 24 * 60 * 60 * 1000;

/** Creates the demo notes (parents before replies); part of the one-time demo book. */
export async function seedNotes(db: PrismaClient, now: Date): Promise<void> {
  for (const n of demoNotes) {
    const submissionId = stableId(`submission:${n.submission}`);
    const applicationId = n.application ? stableId(`application:${n.application}`) : null;
    const when = new Date(now.getTime() - n.daysAgo * day);
    await db.note.create({
      data: {
        id: stableId(`note:${n.key}`),
        submissionId,
        applicationId,
        entityType: applicationId ? "Application" : "Submission",
        entityId: applicationId ?? submissionId,
        category: n.category,
        content: n.content,
        notify: n.notify ?? [],
        isInternal: n.isInternal ?? false,
        parentNoteId: n.replyTo ? stableId(`note:${n.replyTo}`) : null,
        cancellationId: n.cancellation ? stableId(`cancellation:${n.cancellation}`) : null,
        authorId: stableId(`user:${n.author}`),
        createdAt: when,
        updatedAt: when,
      },
    });
  }
}
