import "server-only";
import { applicationSummaryContent } from "@/lib/domain/generated-documents";
import { fileNamePart } from "@/lib/domain/documents";
import { statusLabel } from "@/lib/domain/statuses";
import { utcToday } from "@/lib/questionnaire/dates";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";
import { notFound } from "../errors";
import { applicationAccess } from "../services/access";
import { applicationFacts } from "./generated-facts";
import { renderPdf } from "./pdf-render";

/** GET /api/applications/{appID}/summary.pdf: the agency's agents and underwriters; anyone else finds no such application. */
export async function applicationSummaryPdf(viewer: Pick<SessionUser, "role" | "agencyId">, appID: string): Promise<{ bytes: Buffer; filename: string }> {
  const reachable = await db.application.findFirst({ where: { id: appID, ...applicationAccess(viewer) }, select: { id: true } });
  const facts = reachable ? await applicationFacts(appID) : null;
  if (!facts) throw notFound("Application");
  const content = applicationSummaryContent({
    parties: facts.parties,
    insured: facts.insured,
    status: statusLabel(facts.status),
    requestedEffectiveDate: facts.requestedEffectiveDate,
    businessTypes: facts.businessTypes,
    sections: facts.sections,
    printedOn: utcToday(),
  });
  const bytes = await renderPdf(content, { createdAt: new Date() });
  const insured = fileNamePart(facts.insured.name).slice(0, 80);
  return { bytes, filename: `Application summary ${insured || facts.parties.productName}.pdf` };
}
