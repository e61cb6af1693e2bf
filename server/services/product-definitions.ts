import "server-only";
import type { PricingDefinition, Questionnaire, RatingDefinition } from "@/lib/schemas/product-definition";
import { db, type Tx } from "../db";

/** A product version's questionnaire, pricing and rating, as its applications are answered, priced and rated. */
export interface ProductDefinition {
  questionnaire: Questionnaire;
  pricing: PricingDefinition;
  rating: RatingDefinition | null;
}

// A product version never changes once published (a change is a new version), so each is read once per process.
const definitions = new Map<string, Promise<ProductDefinition>>();

async function readProductDefinition(productId: string, version: number, tx: Tx): Promise<ProductDefinition> {
  const row = await tx.productVersion.findUnique({ where: { productId_version: { productId, version } } });
  return {
    questionnaire: (row?.questionnaire ?? { sectionGroups: [] }) as unknown as Questionnaire,
    pricing: (row?.pricing ?? { groups: [] }) as unknown as PricingDefinition,
    rating: (row?.rating ?? null) as unknown as RatingDefinition | null,
  };
}

export function productDefinition(productId: string, version: number, tx: Tx = db): Promise<ProductDefinition> {
  const key = `${productId}:${version}`;
  let definition = definitions.get(key);
  if (!definition) {
    definition = readProductDefinition(productId, version, tx);
    definitions.set(key, definition);
    // A failed read is not remembered.
    definition.catch(() => definitions.delete(key));
  }
  return definition;
}
