import type { SectionGroupStatus } from "./evaluate";

/** Review mode (spec 1 §5, spec 2 §2): the reason Continue / Submit is disabled. */
export const REVIEW_INCOMPLETE_REASON = "Edit app and fill in required field.";

/** Continue / Submit stays disabled until every section group is Completed and edit mode is off. */
export function reviewContinueState(
  groups: readonly { status: SectionGroupStatus | string }[],
  editMode: boolean,
): { disabled: boolean; reason: string | null } {
  const complete = groups.length > 0 && groups.every((g) => g.status === "Completed");
  return complete && !editMode ? { disabled: false, reason: null } : { disabled: true, reason: REVIEW_INCOMPLETE_REASON };
}
