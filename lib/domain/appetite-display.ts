/**
 * What the screens say of a coverage's appetite (labels, notes, whether a
 * submit is held back), apart from the rules' evaluation in appetite.ts, so a
 * page showing a badge does not load the evaluation.
 */
import { isEditableStatus, type ApplicationStatus } from "./statuses";

export const appetiteVerdicts = ["in", "refer", "out"] as const;
export type AppetiteVerdict = (typeof appetiteVerdicts)[number];

export const NO_CARRIER_REASON = "No carrier offers this coverage.";

/** What the screens say of a coverage or carrier that is not in (user-visible texts). */
export const appetiteLabels = { out: "Out of appetite", refer: "Referral" } as const satisfies Record<Exclude<AppetiteVerdict, "in">, string>;

/** The refusal of a submit that no carrier wants (422). */
export function outOfAppetiteMessage(appetite: { reasons: readonly string[] }): string {
  return `No carrier writes this risk: ${appetite.reasons[0] ?? NO_CARRIER_REASON}`;
}

/** An out-of-appetite coverage is submitted only once an underwriter has overridden its appetite. */
export function appetiteBlocksSubmit(decision: AppetiteVerdict, overridden: boolean): boolean {
  return decision === "out" && !overridden;
}

/** What the screens say beside a coverage's "Out of appetite" or "Referral" (user-visible texts). */
export const appetiteNotes = {
  out: "No carrier writes this risk: it cannot be submitted unless an underwriter overrides the appetite.",
  overridden: "An underwriter has overridden the appetite: this coverage may be submitted.",
  refer: "A carrier refers this risk to its underwriters, who may ask more before quoting.",
} as const;

/**
 * Whether screens show a coverage's appetite: when it is not in, while the
 * application is still worked on (its editable statuses); a policy, or a
 * declined or archived application, is past the question.
 */
export function showsAppetite(decision: AppetiteVerdict, status: string): decision is Exclude<AppetiteVerdict, "in"> {
  return decision !== "in" && isEditableStatus(status as ApplicationStatus);
}

/** The note beside the label: why a referral is one, or whether an out-of-appetite coverage may still be submitted. */
export function appetiteNote(decision: Exclude<AppetiteVerdict, "in">, overridden: boolean): string {
  if (decision === "refer") return appetiteNotes.refer;
  return overridden ? appetiteNotes.overridden : appetiteNotes.out;
}
