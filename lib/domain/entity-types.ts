/** The insured's entity types and their labels (spec 1 §5): a module of their own, so screens that only name a type load nothing else. */

export const entityTypes = [
  "corporation",
  "individual-sole-proprietor",
  "join-venture",
  "llc",
  "partnership",
  "subchapter-corp",
  "trust",
  "unincorporated-association",
  "other",
] as const;
export type EntityType = (typeof entityTypes)[number];

export const entityTypeLabels: Record<EntityType, string> = {
  corporation: "Corporation",
  "individual-sole-proprietor": "Individual / Sole Proprietor",
  "join-venture": "Joint Venture",
  llc: "Limited Liability Company (LLC)",
  partnership: "Partnership",
  "subchapter-corp": "Subchapter S Corporation",
  trust: "Trust",
  "unincorporated-association": "Unincorporated Association",
  other: "Other",
};

export function isEntityType(value: unknown): value is EntityType {
  return typeof value === "string" && (entityTypes as readonly string[]).includes(value);
}
