import "server-only";
import { day } from "../db/sql-values";
import { entityTypeLabels, formatPhone, insuredDisplayName, isEntityType } from "@/lib/domain/insured";
import type { InsuredFacts, PolicyParties } from "@/lib/domain/generated-documents";
import { requestedEffectiveDate } from "@/lib/domain/policy-term";
import type { MoneyStyle } from "@/lib/questionnaire/format";
import { answeredSections, coverageTerms, pricingLines } from "@/lib/questionnaire/printed-answers";
import type { AnswerGroup } from "@/lib/schemas/application";
import type { Prisma } from "../generated/prisma/client";
import { db, sqlIn, type Tx } from "../db";
import { productDefinition } from "../services/product-definitions";
import { answerContext, evaluateAnswers } from "../services/questionnaire-answers";

/** What every generated document of an application reads: the application, its insured, agency, agent, product and carrier. */
const applicationFactsSelect = {
  id: true,
  productId: true,
  productVersion: true,
  submissionId: true,
  status: true,
  answerGroups: true,
  pricingAnswers: true,
  totalCostCents: true,
  policyNo: true,
  effectiveDate: true,
  expirationDate: true,
  quoteValidUntil: true,
  product: { select: { label: true } },
  selectedCarrier: { select: { name: true } },
  submission: {
    select: {
      companyName: true,
      dba: true,
      firstName: true,
      lastName: true,
      emailAddress: true,
      phoneNumber: true,
      entityType: true,
      feinSsnNumber: true,
      agency: { select: { name: true } },
      agent: { select: { firstName: true, lastName: true } },
      addresses: { select: { kind: true, streetAddress: true, aptSuite: true, city: true, state: true, zip: true } },
      businessTypes: { select: { percentage: true, businessType: { select: { title: true } } }, orderBy: { percentage: "desc" } },
    },
  },
} satisfies Prisma.ApplicationSelect;

type FactsRow = Prisma.ApplicationGetPayload<{ select: typeof applicationFactsSelect }>;
type AddressRow = FactsRow["submission"]["addresses"][number];

const fullName = (person: { firstName: string | null; lastName: string | null }) => `${person.firstName ?? ""} ${person.lastName ?? ""}`.trim();
const addressText = (a: AddressRow | undefined) => (a ? [a.streetAddress, a.aptSuite, a.city, `${a.state} ${a.zip}`].filter(Boolean).join(", ") : null);

function insuredOf(row: FactsRow): InsuredFacts {
  const s = row.submission;
  return {
    name: insuredDisplayName(s),
    dba: s.dba,
    contactName: fullName(s) || null,
    email: s.emailAddress,
    phone: s.phoneNumber ? formatPhone(s.phoneNumber) : null,
    entityType: s.entityType && isEntityType(s.entityType) ? entityTypeLabels[s.entityType] : s.entityType,
    feinSsn: s.feinSsnNumber,
    physicalAddress: addressText(s.addresses.find((a) => a.kind === "physical")),
    mailingAddress: addressText(s.addresses.find((a) => a.kind === "mailing")),
  };
}

/**
 * An application's facts for its documents, read in `tx` (the worker's) or on
 * their own; null when it is gone. Documents print amounts to the cent; a
 * summary on screen asks for whole dollars.
 */
export async function applicationFacts(appID: string, tx: Tx = db, money: MoneyStyle = "cents") {
  const row = await tx.application.findUnique({ where: { id: appID }, select: applicationFactsSelect });
  if (!row) return null;
  const definition = await productDefinition(row.productId, row.productVersion, tx);
  const answerGroups = row.answerGroups as AnswerGroup[];
  const answers = evaluateAnswers(definition.questionnaire, answerGroups, await answerContext(sqlIn(tx), row.submissionId));
  const sections = answeredSections(definition.questionnaire, answers, money);
  const parties: PolicyParties = {
    productName: row.product.label,
    carrierName: row.selectedCarrier?.name ?? null,
    agencyName: row.submission.agency.name,
    agentName: fullName(row.submission.agent),
  };
  return {
    appID: row.id,
    status: row.status,
    parties,
    insured: insuredOf(row),
    sections,
    coverageTerms: coverageTerms(sections),
    pricing: pricingLines(definition.pricing, row.pricingAnswers as { answers: { source: string; value: unknown }[] }[], money),
    totalCostCents: row.totalCostCents,
    policyNumber: row.policyNo,
    effectiveDate: day(row.effectiveDate),
    expirationDate: day(row.expirationDate),
    quoteValidUntil: day(row.quoteValidUntil),
    requestedEffectiveDate: day(row.effectiveDate) ?? requestedEffectiveDate(answerGroups),
    businessTypes: row.submission.businessTypes.map((b) => ({ title: b.businessType.title, percentage: `${b.percentage.toString()}%` })),
  };
}

export type ApplicationFacts = NonNullable<Awaited<ReturnType<typeof applicationFacts>>>;
