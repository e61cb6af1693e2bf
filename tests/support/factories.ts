import { randomUUID } from "node:crypto";
import { statusId, type ApplicationStatus } from "@/lib/domain/statuses";
import { utcToday } from "@/lib/questionnaire/dates";
import { products } from "@/prisma/fixtures/catalog";
import { answeredColumns } from "@/prisma/seed/sample-answers";
import { stableId } from "@/prisma/seed/stable-id";
import { db } from "@/server/db";
import { storeDocument } from "./documents";

/** Valid answers to every group ("complete") or the first one, with the statuses the engine gives them. */
function answered(productIdentifier: string, answers: "complete" | "first") {
  const questionnaire = products.find((p) => p.identifier === productIdentifier)?.questionnaire;
  if (!questionnaire) throw new Error(`${productIdentifier} has no questionnaire`);
  return answeredColumns(questionnaire, { today: utcToday(), groupCount: answers === "first" ? 1 : undefined }).columns;
}

/** A fresh submission with one application, so a test can change it without touching others. */
export async function createApplication(options: {
  agency?: "acme" | "beacon";
  product?: string;
  status?: ApplicationStatus;
  agentDocument?: boolean;
  /** An underwriter's quote document, as approving a quote needs. */
  quoteDocument?: boolean;
  answers?: "complete" | "first";
  yearsOfExp?: number;
}) {
  const agency = options.agency ?? "acme";
  const submissionId = randomUUID();
  const appID = randomUUID();
  await db.submission.create({
    data: {
      id: submissionId,
      agencyId: stableId(`agency:${agency}`),
      agentId: stableId(`user:${agency === "acme" ? "agent" : "agent2"}`),
      companyName: `Test Insured ${appID.slice(0, 8)}`,
      firstName: "Test",
      lastName: "Insured",
      yearsOfExp: options.yearsOfExp ?? 10,
      addresses: { create: { kind: "physical", streetAddress: "401 Congress Ave", city: "Austin", state: "TX", zip: "78701" } },
    },
  });
  const status = options.status ?? "InProgress";
  await db.application.create({
    data: {
      id: appID,
      submissionId,
      productId: stableId(`product:${options.product ?? "general_liability"}`),
      productVersion: 1,
      status,
      statusId: statusId(status),
      ...(options.answers ? answered(options.product ?? "general_liability", options.answers) : {}),
    },
  });
  if (options.agentDocument) await storeDocument({ appID });
  if (options.quoteDocument) await storeDocument({ appID, filename: "quote.pdf", uploaderType: "Underwriter", category: "upload_finalize_quote" });
  return { appID, submissionId, updatedDate: await updatedDate(appID) };
}

export async function updatedDate(appID: string): Promise<string> {
  const row = await db.application.findUniqueOrThrow({ where: { id: appID }, select: { updatedAt: true } });
  return row.updatedAt.toISOString();
}

export async function applicationState(appID: string) {
  const row = await db.application.findUniqueOrThrow({ where: { id: appID } });
  const history = await db.applicationStatusHistory.findMany({ where: { applicationId: appID }, orderBy: { createdAt: "asc" } });
  return { row, history };
}
