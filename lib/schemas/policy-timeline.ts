import { z } from "zod";
import { timelineKinds } from "@/lib/domain/policy-timeline";

const labelledValueSchema = z.object({ label: z.string(), value: z.string() });

export const timelineEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(timelineKinds),
  /** What happened: "Quote approved", "Endorsement bound", "Document added". */
  title: z.string(),
  /** What it was about: an endorsement's effective date, a cancellation's date, a file's name, a note's opening words. */
  detail: z.string().nullable(),
  /** Who did it; "System" for what the app did on its own (a quote expiring, a scheduled cancellation). */
  actorName: z.string(),
  /** Where the entry's record is read; null when it is this page. */
  href: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** The policy at a glance, from its answers and price, and everything that happened to it, newest first. */
export const policyTimelineSchema = z.object({
  appID: z.string(),
  insuredName: z.string(),
  carrierName: z.string().nullable(),
  agencyName: z.string(),
  /** Limits and deductibles as answered. */
  coverageTerms: z.array(labelledValueSchema),
  /** The price as the underwriter entered it, each line but the total. */
  pricing: z.array(labelledValueSchema),
  entries: z.array(timelineEntrySchema),
});
export type PolicyTimeline = z.infer<typeof policyTimelineSchema>;
