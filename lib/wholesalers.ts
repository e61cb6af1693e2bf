/**
 * The two wholesaler programs. A user's agency names its parent agency, and
 * that id selects the program whose login, home and handoff secret apply
 * (spec 1 §6). The first program is the default only for where a user is sent
 * back to, never for whom a program may sign in.
 */
export interface WholesalerProgram {
  key: string;
  name: string;
  parentAgencyId: string;
  /** Prefix of the program's environment variables (_LOGIN_URL, _HOME_URL, _HANDOFF_SECRET). */
  envPrefix: string;
  /** The one tenant whose external coverages open the market form's alternate URL (spec 1 §2). */
  usesAlternateMarketForms?: boolean;
}

export const wholesalerPrograms: readonly WholesalerProgram[] = [
  { key: "summit", name: "Summit Wholesale", parentAgencyId: "wholesaler-summit", envPrefix: "WHOLESALER_SUMMIT" },
  { key: "harbor", name: "Harbor Brokerage", parentAgencyId: "wholesaler-harbor", envPrefix: "WHOLESALER_HARBOR", usesAlternateMarketForms: true },
];

/** The program of exactly this parent agency, if any. */
export function programForParentAgency(parentAgencyId: string | null | undefined): WholesalerProgram | undefined {
  return parentAgencyId ? wholesalerPrograms.find((p) => p.parentAgencyId === parentAgencyId) : undefined;
}

/** The program whose login and home a user returns to: their own, else the first (spec 1 §6). */
export function homeProgram(parentAgencyId: string | null | undefined): WholesalerProgram {
  return programForParentAgency(parentAgencyId) ?? wholesalerPrograms[0];
}

export function programByKey(key: string | null | undefined): WholesalerProgram | undefined {
  return wholesalerPrograms.find((p) => p.key === key);
}

export interface ProgramEndpoints {
  loginUrl: string;
  homeUrl: string;
  handoffSecret: string | undefined;
}

/** The environment variables of a program's endpoints, e.g. WHOLESALER_SUMMIT_LOGIN_URL. */
export type ProgramVariable = `${string}_${"LOGIN_URL" | "HOME_URL" | "HANDOFF_SECRET"}`;

/** The program's addresses from the environment; without them the app's own login and home stand in. */
export function programEndpoints(program: WholesalerProgram, env: Partial<Record<ProgramVariable, string>>): ProgramEndpoints {
  return {
    loginUrl: env[`${program.envPrefix}_LOGIN_URL` as const] || "/login",
    homeUrl: env[`${program.envPrefix}_HOME_URL` as const] || "/app-central",
    handoffSecret: env[`${program.envPrefix}_HANDOFF_SECRET` as const] || undefined,
  };
}

/** The wholesaler login URL with the way back and system=mp (spec 1 §2, 401). */
export function programLoginRedirect(loginUrl: string, back: string, origin: string): URL {
  const url = new URL(loginUrl, origin);
  url.searchParams.set("redirect", back);
  url.searchParams.set("system", "mp");
  return url;
}
