/**
 * Every feature flag the product knows, with its stable key (spec 1 §6,
 * spec 2 §6, spec 3 §6). Values come from LaunchDarkly, or offline from
 * flags/flags.json; a flag missing there takes its default (flagDefault).
 */
export const flagKeys = {
  policyHistoryEndorsements: "policy-history-endorsements",
  policyHistoryCancellations: "policy-history-cancellations",
  policyHistoryReinstatements: "policy-history-reinstatements",
  renewalAction: "renewal-action",
  endorsementAction: "endorsement-action",
  cancellationAction: "cancellation-action",
  reinstatementAction: "reinstatement-action",
  agentToUnderwriterShortcut: "agent-to-underwriter-shortcut",
  goToAgentLinks: "go-to-agent-links",
  landingPagePreferences: "landing-page-preferences",
  appStatusShortcut: "app-status-shortcut",
  proceedToBind: "proceed-to-bind",
  allowEveryStatus: "allow-every-status",
  priceIndication: "price-indication",
  marketplaceNotes: "marketplace-notes",
  generatedQuoteSatisfiesApproval: "generated-quote-satisfies-approval",
} as const;

export type FlagName = keyof typeof flagKeys;
export type FlagKey = (typeof flagKeys)[FlagName];
export type Flags = Record<FlagName, boolean>;

export const flagNames = Object.keys(flagKeys) as FlagName[];

export function flagNameForKey(key: string): FlagName | undefined {
  return flagNames.find((name) => flagKeys[name] === key);
}

/**
 * Flags that let a user do more than the rules otherwise allow. A missing or
 * unreadable flag must never widen permissions, so these are off unless the
 * flag source turns them on; every other flag (a feature of the product) is on.
 */
export const permissionWideningFlags: readonly FlagName[] = [
  "allowEveryStatus",
  "proceedToBind",
  "agentToUnderwriterShortcut",
  "appStatusShortcut",
  // Approving a quote without an uploaded quote document relaxes the spec's rule: only where turned on.
  "generatedQuoteSatisfiesApproval",
];

export function flagDefault(name: FlagName): boolean {
  return !permissionWideningFlags.includes(name);
}
