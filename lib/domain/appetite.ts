/**
 * Appetite (docs/decisions/2026-11-27-appetite.md): whether the carriers of a
 * coverage want a risk, read from their rules as data, before anything is
 * quoted. A rule names some of: the insured's state, a NAICS prefix or an ISO
 * CGL code, a window of days; it matches a risk when every condition it names
 * holds. A risk no rule of a carrier matches is one the carrier writes: rules
 * are the exceptions to a carrier's offer of the coverage.
 *
 * A carrier is out when a matching rule declines, a referral when one refers,
 * else in; a `writes` rule is a carrier's yes on record and never hides a
 * decline. The coverage is in when one carrier is, a referral when the best is
 * one, out when every carrier declines or none offers it.
 */

import { NO_CARRIER_REASON, type AppetiteVerdict } from "./appetite-display";

export type AppetiteRuleDecision = "writes" | "refers" | "declines";

export interface AppetiteRule {
  /** Two-letter state; null: every state. */
  state: string | null;
  /** A NAICS code or its first digits; null: any. */
  naicsPrefix: string | null;
  /** An ISO CGL code, whole; null: any. */
  isoCglCode: string | null;
  decision: AppetiteRuleDecision;
  /** The sentence users read. */
  reason: string;
  /** YYYY-MM-DD, both days included; null: open-ended. */
  effectiveFrom: string | null;
  effectiveTo: string | null;
}

export interface AppetiteCarrier {
  id: string;
  name: string;
  /** This carrier's rules for the coverage. */
  rules: readonly AppetiteRule[];
}

/** The class codes of a risk: its business types' NAICS and ISO CGL codes. */
export interface RiskClassCodes {
  naics: readonly string[];
  isoCgl: readonly string[];
}

export interface AppetiteRisk {
  /** The insured's physical state; null when not known yet (no state rule matches it). */
  state: string | null;
  classCodes: RiskClassCodes;
  /** YYYY-MM-DD: the day the rules are read for. */
  date: string;
}

export interface CarrierAppetite {
  carrierID: string;
  name: string;
  decision: AppetiteVerdict;
  /** Why it is out or a referral (the matching rules' sentences); empty when in. */
  reasons: string[];
}

export interface Appetite {
  decision: AppetiteVerdict;
  /** Out: every carrier's reasons; a referral: the referring carriers'; in: none. */
  reasons: string[];
  carriers: CarrierAppetite[];
}

const rank: Record<AppetiteVerdict, number> = { in: 0, refer: 1, out: 2 };

/** The class codes of a risk's business types. */
export function classCodesOf(businessTypes: readonly { naicsCode: string; isoCglCode: string }[]): RiskClassCodes {
  return { naics: businessTypes.map((b) => b.naicsCode), isoCgl: businessTypes.map((b) => b.isoCglCode) };
}

export function ruleMatches(rule: AppetiteRule, risk: AppetiteRisk): boolean {
  if (rule.state !== null && rule.state.toUpperCase() !== risk.state?.toUpperCase()) return false;
  const naics = rule.naicsPrefix;
  if (naics !== null && !risk.classCodes.naics.some((code) => code.startsWith(naics))) return false;
  if (rule.isoCglCode !== null && !risk.classCodes.isoCgl.includes(rule.isoCglCode)) return false;
  if (rule.effectiveFrom !== null && risk.date < rule.effectiveFrom) return false;
  if (rule.effectiveTo !== null && risk.date > rule.effectiveTo) return false;
  return true;
}

const unique = (reasons: string[]) => [...new Set(reasons)];

export function carrierAppetite(carrier: AppetiteCarrier, risk: AppetiteRisk): CarrierAppetite {
  const matching = carrier.rules.filter((rule) => ruleMatches(rule, risk));
  const reasonsOf = (decision: AppetiteRuleDecision) => unique(matching.filter((r) => r.decision === decision).map((r) => r.reason));
  const declines = reasonsOf("declines");
  if (declines.length) return { carrierID: carrier.id, name: carrier.name, decision: "out", reasons: declines };
  const refers = reasonsOf("refers");
  if (refers.length) return { carrierID: carrier.id, name: carrier.name, decision: "refer", reasons: refers };
  return { carrierID: carrier.id, name: carrier.name, decision: "in", reasons: [] };
}

/** The coverage's appetite for the risk, and each carrier's, in the order the carriers are given. */
export function evaluateAppetite(carriers: readonly AppetiteCarrier[], risk: AppetiteRisk): Appetite {
  if (carriers.length === 0) return { decision: "out", reasons: [NO_CARRIER_REASON], carriers: [] };
  const each = carriers.map((c) => carrierAppetite(c, risk));
  const decision = each.reduce<AppetiteVerdict>((best, c) => (rank[c.decision] < rank[best] ? c.decision : best), "out");
  const reasons = decision === "in" ? [] : unique(each.filter((c) => c.decision === decision).flatMap((c) => c.reasons));
  return { decision, reasons, carriers: each };
}

/**
 * Whether a carrier may be chosen on Carrier & Pricing: one that writes or
 * refers the risk; any, once the appetite is overridden; and the one already
 * chosen, whose saved price stays (the rules may have changed since).
 */
export function mayChooseCarrier(decision: AppetiteVerdict, args: { alreadyChosen: boolean; overridden: boolean }): boolean {
  return decision !== "out" || args.alreadyChosen || args.overridden;
}
