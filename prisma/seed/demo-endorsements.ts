import type { Prisma, PrismaClient } from "@/server/generated/prisma/client";
import { products } from "../fixtures/catalog";
import { stableId } from "./stable-id";

type Db = PrismaClient;
type EndorsementStatus = "ApprovalRequested" | "EndorsementApproved" | "BindRequested" | "Bound" | "Declined" | "Archived";
type Actor = "agent" | "underwriter";

/**
 * The demo endorsements of one Bound policy (Sunrise Carpentry's Commercial
 * Auto), one in every status, stored as the endorsements service stores them:
 * each change with its label and its previous value read from the seeded
 * policy. The Bound one is already applied (the policy holds its new values
 * and its cost); the others change fields of their own, so each can still be
 * bound: the Bind Requested one first, then the Approved one (endorsements
 * bind in effective-date order).
 */

const POLICY = "sunrise-bound";
const PRODUCT = "commercial_auto";
const GROUP = "ca-details";

interface DemoEndorsement {
  status: EndorsementStatus;
  /** Days after the policy's effective date. */
  effectiveAfterDays: number;
  /** The status steps, oldest first, each by whom, in days before the seed's reference day. */
  steps: [EndorsementStatus, Actor, number][];
  companyInfo?: Record<string, { label: string; value: Prisma.InputJsonValue | null }>;
  businessTypes?: { title: string; value: number | null }[];
  answers?: Record<string, Prisma.InputJsonValue>;
  /** Dollars: premium, state tax, underwriter fee. */
  price?: [number, number, number];
}

const demoEndorsements: DemoEndorsement[] = [
  {
    status: "Bound",
    effectiveAfterDays: 30,
    steps: [
      ["ApprovalRequested", "agent", 24],
      ["EndorsementApproved", "underwriter", 23],
      ["BindRequested", "agent", 22],
      ["Bound", "underwriter", 21],
    ],
    companyInfo: { dba: { label: "DBA", value: "Sunrise Cabinetry" } },
    answers: { vehicle_types: ["pickup", "van"] },
    price: [420, 21, 25],
  },
  {
    status: "Declined",
    effectiveAfterDays: 45,
    steps: [
      ["ApprovalRequested", "agent", 16],
      ["Declined", "underwriter", 15],
    ],
    companyInfo: { yearsOfExp: { label: "Years of Experience", value: 15 } },
  },
  {
    status: "BindRequested",
    effectiveAfterDays: 60,
    steps: [
      ["ApprovalRequested", "agent", 12],
      ["EndorsementApproved", "underwriter", 11],
      ["BindRequested", "agent", 10],
    ],
    companyInfo: {
      physicalAddress: {
        label: "Physical Address",
        value: { streetAddress: "2200 S Lamar Blvd", aptSuite: "Suite 4", city: "Austin", state: "TX", zip: "78704" },
      },
    },
    price: [0, 0, 25],
  },
  {
    status: "Archived",
    effectiveAfterDays: 75,
    steps: [
      ["ApprovalRequested", "agent", 9],
      ["Archived", "agent", 8],
    ],
    companyInfo: { description: { label: "Description", value: "Residential finish carpentry, cabinet installation and small remodels." } },
  },
  {
    status: "EndorsementApproved",
    effectiveAfterDays: 90,
    steps: [
      ["ApprovalRequested", "agent", 6],
      ["EndorsementApproved", "underwriter", 5],
    ],
    answers: { vehicle_count: 7 },
    price: [3300, 165, 25],
  },
  {
    status: "ApprovalRequested",
    effectiveAfterDays: 120,
    steps: [["ApprovalRequested", "agent", 2]],
    companyInfo: { phoneNumber: { label: "Phone Number", value: "5125550188" } },
    businessTypes: [
      { title: "Carpentry", value: 70 },
      { title: "Cabinet and Countertop Installation", value: 30 },
    ],
  },
];

const cents = (dollars: number) => Math.round(dollars * 100);
const daysBefore = (base: Date, days: number) => new Date(base.getTime() - days * 86_400_000);
const addDays = (day: Date, days: number) => new Date(day.getTime() + days * 86_400_000);

type AnswerGroup = { sectionGroupID: string; answers: { source: string; value: unknown }[] };

export async function seedEndorsements(db: Db, reference: Date): Promise<void> {
  const applicationId = stableId(`application:${POLICY}`);
  const app = await db.application.findUniqueOrThrow({
    where: { id: applicationId },
    include: { submission: { include: { addresses: true, businessTypes: { include: { businessType: true } } } } },
  });
  const insured = app.submission;
  const physical = insured.addresses.find((a) => a.kind === "physical");
  // The policy as the service reads it (server/services/endorsement-policy.ts), before any endorsement.
  const companyInfo: Record<string, unknown> = {
    dba: insured.dba,
    phoneNumber: insured.phoneNumber,
    yearsOfExp: insured.yearsOfExp,
    description: insured.description,
    physicalAddress: physical
      ? { streetAddress: physical.streetAddress, aptSuite: physical.aptSuite, city: physical.city, state: physical.state, zip: physical.zip }
      : null,
  };
  const shares = new Map(insured.businessTypes.map((b) => [b.businessType.title, Number(b.percentage)]));
  const answerGroups = app.answerGroups as AnswerGroup[];
  const answerOf = (source: string) => answerGroups.find((g) => g.sectionGroupID === GROUP)?.answers.find((a) => a.source === source)?.value ?? null;
  const questionnaire = products.find((p) => p.identifier === PRODUCT)!.questionnaire!;
  const group = questionnaire.sectionGroups.find((g) => g.id === GROUP)!;
  const question = (source: string) => group.sections.flatMap((s) => s.questions).find((q) => q.questionKey === source)!;
  const businessTypeRows = await db.businessType.findMany({
    where: { title: { in: demoEndorsements.flatMap((d) => d.businessTypes ?? []).map((b) => b.title) } },
  });
  const users = { agent: stableId("user:agent"), underwriter: stableId("user:underwriter") };

  for (const demo of demoEndorsements) {
    const id = stableId(`endorsement:${POLICY}:${demo.status}`);
    const companyInfoChanges = Object.fromEntries(
      Object.entries(demo.companyInfo ?? {}).map(([field, change]) => [field, { ...change, prevValue: companyInfo[field] ?? null }]),
    );
    const businessTypeChanges = (demo.businessTypes ?? []).map((change) => {
      const row = businessTypeRows.find((b) => b.title === change.title)!;
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        codes: [
          { code: row.naicsCode, label: "NAICS" },
          { code: row.isoCglCode, label: "ISO CGL" },
          { code: row.sicCode, label: "SIC" },
        ],
        value: change.value,
        prevValue: shares.get(change.title) ?? null,
      };
    });
    const answerEntries = Object.entries(demo.answers ?? {});
    const answerChanges = answerEntries.length
      ? [
          {
            sectionGroupID: GROUP,
            sectionGroupLabel: group.label,
            questions: answerEntries.map(([source, value]) => {
              const q = question(source);
              return { source, label: q.label, type: q.type, options: q.options ?? null, value, prevValue: answerOf(source) };
            }),
          },
        ]
      : [];
    const [premium, tax, fee] = demo.price ?? [];
    const last = demo.steps.at(-1)!;
    await db.endorsement.create({
      data: {
        id,
        applicationId,
        agencyId: insured.agencyId,
        status: demo.status,
        effectiveDate: addDays(app.effectiveDate!, demo.effectiveAfterDays),
        companyInfoChanges: companyInfoChanges as Prisma.InputJsonValue,
        businessTypeChanges: businessTypeChanges as Prisma.InputJsonValue,
        answerChanges: answerChanges as Prisma.InputJsonValue,
        totalPremiumCents: premium === undefined ? null : cents(premium),
        stateTaxCents: tax === undefined ? null : cents(tax),
        underwriterFeeCents: fee === undefined ? null : cents(fee),
        boundDate: demo.status === "Bound" ? daysBefore(reference, last[2]) : null,
        updatedById: users[last[1]],
        createdAt: daysBefore(reference, demo.steps[0][2]),
        updatedAt: daysBefore(reference, last[2]),
      },
    });
    for (const [status, actor, days] of demo.steps) {
      await db.endorsementStatusHistory.create({
        data: {
          id: stableId(`endorsement-history:${POLICY}:${demo.status}:${status}`),
          endorsementId: id,
          status,
          changedById: users[actor],
          createdAt: daysBefore(reference, days),
        },
      });
    }

    if (demo.status !== "Bound") continue;
    // Bound: the policy holds the new values and the cost grows by the endorsement's total, as binding does.
    const scalar = Object.fromEntries(Object.entries(demo.companyInfo ?? {}).map(([field, change]) => [field, change.value]));
    if (Object.keys(scalar).length) await db.submission.update({ where: { id: insured.id }, data: { ...scalar, updatedAt: insured.updatedAt } });
    const answered = answerGroups.map((g) =>
      g.sectionGroupID === GROUP
        ? { ...g, answers: g.answers.map((a) => (demo.answers && a.source in demo.answers ? { ...a, value: demo.answers[a.source] } : a)) }
        : g,
    );
    await db.application.update({
      where: { id: applicationId },
      data: {
        answerGroups: answered as Prisma.InputJsonValue,
        totalCostCents: (app.totalCostCents ?? 0) + cents(premium! + tax! + fee!),
        updatedAt: app.updatedAt,
      },
    });
    // Later endorsements read the policy as it is after this one.
    Object.assign(companyInfo, scalar);
    answerGroups.splice(0, answerGroups.length, ...(answered as AnswerGroup[]));
  }
}
