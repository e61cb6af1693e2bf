export const roles = ["Agent", "Underwriter"] as const;
export type Role = (typeof roles)[number];

/** The effective role of a user: Underwriter when the identity says so, otherwise Agent (spec 1 §6). */
export function effectiveRole(roleNames: readonly string[] | null | undefined): Role {
  return roleNames?.some((r) => r.trim().toLowerCase() === "underwriter") ? "Underwriter" : "Agent";
}

/** A role as a refusal names it: "Only an underwriter may ...". */
export const roleWithArticle: Record<Role, string> = { Agent: "an agent", Underwriter: "an underwriter" };
