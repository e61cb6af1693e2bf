import { stableId } from "@/prisma/seed/stable-id";
import { demoUserIds } from "../support/api-client";
import { samplePdf } from "@/prisma/seed/sample-files";
import { storeDocument } from "../support/documents";
import { createApplication, createCancellationRequest, createEndorsement, createPolicy, createReinstatementRequest } from "../support/factories";
import { createApiKeyFor, createWebhookEndpointFor } from "../support/integrations";

/**
 * Who may call what: one row per exported method of every route handler under
 * app/api. The access-matrix test finds the routes on disk, so a route without
 * a row here fails it.
 *
 * Identities: anonymous (no session), otherAgency (an agent of another agency
 * than the object's), owner (the agent of the object's agency, by cookie),
 * underwriter, and stale (signed in, then removed or given another role: its
 * sessions are over, so always 401).
 */
export type Identity = "anonymous" | "otherAgency" | "owner" | "underwriter";

export interface MatrixRequest {
  /** The concrete path, ids filled in. */
  url: string;
  params?: Record<string, string | string[]>;
  body?: unknown;
  /** A multipart upload instead of a JSON body. */
  form?: FormData;
}

export interface MatrixRow {
  /** The object a request acts on; built afresh for every call, so one identity's write never stales another's. */
  request: () => Promise<MatrixRequest>;
  expect: Record<Identity, number>;
}

/** Routes another library answers (next-auth's own endpoints, with their own CSRF protection). */
export const delegatedRoutes: Record<string, string> = {
  "GET /api/auth/[...nextauth]": "next-auth's sign-in, session and CSRF endpoints",
  "POST /api/auth/[...nextauth]": "next-auth's sign-in and sign-out, guarded by its CSRF token",
};

const seededApp = stableId("application:sunrise-bound");
const acme = stableId("agency:acme");
const seededSubmission = stableId("submission:sunrise-carpentry");

async function freshApplication(options: Parameters<typeof createApplication>[0] = {}) {
  return createApplication({ answers: "complete", ...options });
}

const insured = {
  insuredType: "company",
  companyName: "Matrix Insured LLC",
  firstName: "Morgan",
  lastName: "Matrix",
  emailAddress: "morgan@example.com",
  phoneNumber: "5125550188",
  entityType: "llc",
  dateBusinessStarted: "2015-04-01",
  yearsOfExp: 9,
  description: "Carpentry.",
  physicalAddress: { streetAddress: "500 W 2nd St", city: "Austin", state: "TX", zip: "78701" },
  isMailingSameAsPhysical: true,
  selectedIndustryIDs: [stableId("industry:construction")],
};

/** A note on the owner agency's application by the MGA underwriter, the one author whose notes an underwriter may manage. */
async function mgaNote() {
  const { appID } = await freshApplication();
  const { db } = await import("@/server/db");
  const note = await db.note.create({
    data: {
      submissionId: (await db.application.findUniqueOrThrow({ where: { id: appID } })).submissionId,
      applicationId: appID,
      entityType: "Application",
      entityId: appID,
      category: "PreBindApplication",
      content: "Matrix note.",
      authorId: stableId("user:mga"),
    },
  });
  return note;
}

/** Two fresh submissions of one insured (the same FEIN), of two agencies: a clearance match. */
async function duplicatePair(): Promise<[string, string]> {
  const { db } = await import("@/server/db");
  const fein = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
  const ids: string[] = [];
  for (const agency of ["acme", "beacon"]) {
    const { submissionId } = await createApplication({ agency: agency as "acme" | "beacon" });
    await db.submission.update({ where: { id: submissionId }, data: { feinSsnNumber: fein } });
    ids.push(submissionId);
  }
  return [ids[0], ids[1]];
}

const everyoneSignedIn = { anonymous: 401, otherAgency: 200, owner: 200, underwriter: 200 };
const agencyOwned = { anonymous: 401, otherAgency: 404, owner: 200, underwriter: 200 };

export const accessMatrix: Record<string, MatrixRow> = {
  "GET /api/applications/[appID]": {
    request: async () => ({ url: `/api/applications/${seededApp}`, params: { appID: seededApp } }),
    expect: agencyOwned,
  },
  "PATCH /api/applications/[appID]": {
    request: async () => {
      const { appID, updatedDate } = await freshApplication();
      return { url: `/api/applications/${appID}`, params: { appID }, body: { updatedDate, priceIndicationSeen: true } };
    },
    expect: agencyOwned,
  },
  "GET /api/applications/[appID]/questions": {
    request: async () => ({ url: `/api/applications/${seededApp}/questions`, params: { appID: seededApp } }),
    expect: agencyOwned,
  },
  "POST /api/applications/[appID]/renewal": {
    request: async () => {
      const { appID } = await freshApplication({ product: "excess_surplus_gl", status: "Bound" });
      return { url: `/api/applications/${appID}/renewal`, params: { appID } };
    },
    expect: agencyOwned,
  },
  "PATCH /api/applications/[appID]/renewal-link": {
    // Linking renewals is the underwriter's.
    request: async () => {
      const original = await createPolicy();
      const { appID, updatedDate } = await freshApplication({ submissionId: original.submissionId });
      return { url: `/api/applications/${appID}/renewal-link`, params: { appID }, body: { renewedFromAppID: original.appID, updatedDate } };
    },
    expect: { anonymous: 401, otherAgency: 403, owner: 403, underwriter: 200 },
  },
  "DELETE /api/applications/[appID]/renewal-link": {
    request: async () => {
      const original = await createPolicy();
      const { appID } = await freshApplication({ submissionId: original.submissionId });
      const { db } = await import("@/server/db");
      const linked = await db.application.update({ where: { id: appID }, data: { renewedFromAppId: original.appID }, select: { updatedAt: true } });
      return { url: `/api/applications/${appID}/renewal-link`, params: { appID }, body: { updatedDate: linked.updatedAt.toISOString() } };
    },
    expect: { anonymous: 401, otherAgency: 403, owner: 403, underwriter: 200 },
  },
  "PATCH /api/applications/[appID]/submission-link": {
    // Linking renewals across submissions is the underwriter's too.
    request: async () => {
      const original = await createPolicy();
      const { appID, updatedDate } = await freshApplication();
      return {
        url: `/api/applications/${appID}/submission-link`,
        params: { appID },
        body: { submissionID: original.submissionId, renewedFromAppID: original.appID, updatedDate },
      };
    },
    expect: { anonymous: 401, otherAgency: 403, owner: 403, underwriter: 200 },
  },
  "DELETE /api/applications/[appID]/submission-link": {
    request: async () => {
      const original = await createPolicy();
      const { appID } = await freshApplication();
      const { db } = await import("@/server/db");
      const linked = await db.application.update({ where: { id: appID }, data: { renewedFromAppId: original.appID }, select: { updatedAt: true } });
      return { url: `/api/applications/${appID}/submission-link`, params: { appID }, body: { updatedDate: linked.updatedAt.toISOString() } };
    },
    expect: { anonymous: 401, otherAgency: 403, owner: 403, underwriter: 200 },
  },
  "GET /api/audit": {
    // The insurer's record of who changed what: underwriters only.
    request: async () => ({ url: `/api/audit?entityType=Application&entityID=${seededApp}` }),
    expect: { anonymous: 401, otherAgency: 403, owner: 403, underwriter: 200 },
  },
  "GET /api/auth/user": {
    request: async () => ({ url: "/api/auth/user" }),
    expect: everyoneSignedIn,
  },
  "DELETE /api/auth/sessions": {
    // Each caller ends only their own sessions; the matrix signs its callers in afresh for this row.
    request: async () => ({ url: "/api/auth/sessions" }),
    expect: everyoneSignedIn,
  },
  "GET /api/appetite": {
    // Appetite is no agency's data: every signed-in user may ask.
    request: async () => ({ url: `/api/appetite?productID=${stableId("product:general_liability")}&state=TX&classCodes=238350` }),
    expect: everyoneSignedIn,
  },
  "GET /api/dashboard": {
    // Each caller's own book: an agent their agency's figures, an underwriter every agency's (tested in dashboard.test.ts).
    request: async () => ({ url: "/api/dashboard" }),
    expect: everyoneSignedIn,
  },
  "GET /api/dashboard/export": {
    request: async () => ({ url: "/api/dashboard/export?table=funnel" }),
    expect: everyoneSignedIn,
  },
  "GET /api/business-types": {
    request: async () => ({ url: "/api/business-types?search=carpentry" }),
    expect: everyoneSignedIn,
  },
  "GET /api/renewals-due": {
    // A list: everyone gets 200, filtered to what they may see (tested in renewals-due.test.ts).
    request: async () => ({ url: "/api/renewals-due" }),
    expect: everyoneSignedIn,
  },
  "GET /api/cancellations": {
    // A list: everyone gets 200, filtered to what they may see (tested in policy-records.test.ts).
    request: async () => ({ url: "/api/cancellations" }),
    expect: everyoneSignedIn,
  },
  "POST /api/cancellations": {
    // The agent requests, the underwriter cancels outright.
    request: async () => {
      const { appID, updatedDate } = await createPolicy();
      return { url: "/api/cancellations", body: { appID, updatedDate, cancellationDate: "2026-06-01", reason: "Matrix" } };
    },
    expect: { anonymous: 401, otherAgency: 404, owner: 201, underwriter: 201 },
  },
  "GET /api/cancellations/[id]": {
    request: async () => {
      const { cancellation } = await createCancellationRequest();
      return { url: `/api/cancellations/${cancellation.id}`, params: { id: cancellation.id } };
    },
    expect: agencyOwned,
  },
  "PATCH /api/cancellations/[id]": {
    // Decisions are the underwriter's.
    request: async () => {
      const { cancellation } = await createCancellationRequest();
      return {
        url: `/api/cancellations/${cancellation.id}`,
        params: { id: cancellation.id },
        body: { status: "CancellationDenied", updatedDate: cancellation.updatedAt.toISOString() },
      };
    },
    expect: { anonymous: 401, otherAgency: 403, owner: 403, underwriter: 200 },
  },
  "GET /api/cancellations/[id]/status-history": {
    request: async () => {
      const { cancellation } = await createCancellationRequest();
      return { url: `/api/cancellations/${cancellation.id}/status-history`, params: { id: cancellation.id } };
    },
    expect: agencyOwned,
  },
  "GET /api/endorsements": {
    // A list: everyone gets 200, filtered to what they may see (tested in endorsements.test.ts).
    request: async () => ({ url: "/api/endorsements" }),
    expect: everyoneSignedIn,
  },
  "GET /api/endorsements/counts": {
    // Counts of what each caller may see: an agent their agency's, an underwriter every agency's (tested in endorsements.test.ts).
    request: async () => ({ url: "/api/endorsements/counts" }),
    expect: everyoneSignedIn,
  },
  "POST /api/endorsements": {
    request: async () => {
      const { appID, submissionId } = await createPolicy();
      const endorsements = [{ effectiveDate: "2026-06-01", companyInfo: { phoneNumber: { value: "5125550199", prevValue: null } } }];
      return { url: "/api/endorsements", body: { submissionID: submissionId, appID, endorsements } };
    },
    // Endorsing is the agent's; an underwriter's Modify (modifiesEndorsementID) is tested in endorsements.test.ts.
    expect: { anonymous: 401, otherAgency: 404, owner: 201, underwriter: 403 },
  },
  "GET /api/endorsements/[id]": {
    request: async () => {
      const { endorsement } = await createEndorsement();
      return { url: `/api/endorsements/${endorsement.id}`, params: { id: endorsement.id } };
    },
    expect: agencyOwned,
  },
  "PATCH /api/endorsements/[id]/status": {
    // Approving is the underwriter's; the agent's own actions are tested in endorsements.test.ts.
    request: async () => {
      const { endorsement } = await createEndorsement({ priced: true });
      return {
        url: `/api/endorsements/${endorsement.id}/status`,
        params: { id: endorsement.id },
        body: { status: "EndorsementApproved", updatedDate: endorsement.updatedAt.toISOString() },
      };
    },
    expect: { anonymous: 401, otherAgency: 404, owner: 403, underwriter: 200 },
  },
  "PATCH /api/endorsements/[id]/pricing": {
    request: async () => {
      const { endorsement } = await createEndorsement();
      const body = { totalPremium: 100, stateTax: 5, underwriterFee: 25, totalCost: 130, updatedDate: endorsement.updatedAt.toISOString() };
      return { url: `/api/endorsements/${endorsement.id}/pricing`, params: { id: endorsement.id }, body };
    },
    expect: { anonymous: 401, otherAgency: 403, owner: 403, underwriter: 200 },
  },
  "GET /api/endorsements/[id]/status-history": {
    request: async () => {
      const { endorsement } = await createEndorsement();
      return { url: `/api/endorsements/${endorsement.id}/status-history`, params: { id: endorsement.id } };
    },
    expect: agencyOwned,
  },
  "GET /api/applications/[appID]/as-of": {
    request: async () => {
      const { appID } = await createPolicy();
      return { url: `/api/applications/${appID}/as-of?date=2026-06-01`, params: { appID } };
    },
    expect: agencyOwned,
  },
  "GET /api/applications/[appID]/timeline": {
    request: async () => {
      const { appID } = await createPolicy();
      return { url: `/api/applications/${appID}/timeline`, params: { appID } };
    },
    expect: agencyOwned,
  },
  "GET /api/applications/[appID]/summary.pdf": {
    request: async () => ({ url: `/api/applications/${seededApp}/summary.pdf`, params: { appID: seededApp } }),
    expect: agencyOwned,
  },
  "GET /api/openapi.json": {
    // The API's description: it describes and grants nothing, so a build may fetch it without signing in.
    request: async () => ({ url: "/api/openapi.json" }),
    expect: { anonymous: 200, otherAgency: 200, owner: 200, underwriter: 200 },
  },
  "GET /api/reinstatements": {
    request: async () => ({ url: "/api/reinstatements" }),
    expect: everyoneSignedIn,
  },
  "POST /api/reinstatements": {
    // Agents request reinstatement of a cancelled policy; underwriters reinstate one directly.
    request: async () => {
      const { appID, updatedDate } = await createPolicy({ status: "PolicyCancelled" });
      return { url: "/api/reinstatements", body: { appID, updatedDate, reason: "Matrix" } };
    },
    expect: { anonymous: 401, otherAgency: 404, owner: 201, underwriter: 201 },
  },
  "GET /api/reinstatements/[id]": {
    request: async () => {
      const { reinstatement } = await createReinstatementRequest();
      return { url: `/api/reinstatements/${reinstatement.id}`, params: { id: reinstatement.id } };
    },
    expect: agencyOwned,
  },
  "PATCH /api/reinstatements/[id]": {
    request: async () => {
      const { reinstatement } = await createReinstatementRequest();
      return {
        url: `/api/reinstatements/${reinstatement.id}`,
        params: { id: reinstatement.id },
        body: { status: "PolicyReinstated", updatedDate: reinstatement.updatedAt.toISOString() },
      };
    },
    expect: { anonymous: 401, otherAgency: 403, owner: 403, underwriter: 200 },
  },
  "GET /api/reinstatements/[id]/status-history": {
    request: async () => {
      const { reinstatement } = await createReinstatementRequest();
      return { url: `/api/reinstatements/${reinstatement.id}/status-history`, params: { id: reinstatement.id } };
    },
    expect: agencyOwned,
  },
  "GET /api/documents": {
    request: async () => ({ url: `/api/documents?applicationID=${seededApp}` }),
    expect: agencyOwned,
  },
  "POST /api/documents": {
    // Each role uploads as itself: the agent's upload sent by an underwriter is 403.
    request: async () => {
      const { appID } = await freshApplication();
      const form = new FormData();
      for (const [name, value] of Object.entries({ appID, filename: "matrix.pdf", category: "upload_view_upload", uploaderType: "Agent" }))
        form.append(name, value);
      form.append("file", new Blob([new Uint8Array(samplePdf(["Matrix"]))]), "matrix.pdf");
      return { url: "/api/documents", form };
    },
    expect: { anonymous: 401, otherAgency: 404, owner: 201, underwriter: 403 },
  },
  "PATCH /api/documents/[documentID]": {
    // Hide and show are the underwriter's (spec 2 §6).
    request: async () => {
      const { appID } = await freshApplication();
      const doc = await storeDocument({ appID });
      return { url: `/api/documents/${doc.id}`, params: { documentID: doc.id }, body: { exclusiveToUnderwriter: true } };
    },
    expect: { anonymous: 401, otherAgency: 403, owner: 403, underwriter: 200 },
  },
  "DELETE /api/documents/[documentID]": {
    request: async () => {
      const { appID } = await freshApplication();
      const doc = await storeDocument({ appID });
      return { url: `/api/documents/${doc.id}`, params: { documentID: doc.id } };
    },
    expect: agencyOwned,
  },
  "GET /api/documents/[documentID]/file": {
    request: async () => {
      const { appID } = await freshApplication();
      const doc = await storeDocument({ appID });
      return { url: `/api/documents/${doc.id}/file`, params: { documentID: doc.id } };
    },
    expect: agencyOwned,
  },
  "GET /api/flags": {
    request: async () => ({ url: "/api/flags" }),
    expect: everyoneSignedIn,
  },
  "GET /api/identities/[id]": {
    // Only one's own identity: the owner agent's, which nobody else may read.
    request: async () => ({ url: `/api/identities/${demoUserIds.agent}`, params: { id: demoUserIds.agent } }),
    expect: { anonymous: 401, otherAgency: 404, owner: 200, underwriter: 404 },
  },
  "POST /api/identities": {
    // Each caller writes their own traits; naming another identity is 404.
    request: async () => ({ url: "/api/identities", body: { identityID: demoUserIds.agent, traits: [{ key: "matrix.trait", value: "1" }] } }),
    expect: { anonymous: 401, otherAgency: 404, owner: 200, underwriter: 404 },
  },
  "GET /api/industries": {
    request: async () => ({ url: "/api/industries" }),
    expect: everyoneSignedIn,
  },
  "GET /api/industries/[id]": {
    request: async () => ({ url: `/api/industries/${stableId("industry:construction")}`, params: { id: stableId("industry:construction") } }),
    expect: everyoneSignedIn,
  },
  "POST /api/submission": {
    // Any agent creates submissions for their own agency; underwriters never do.
    request: async () => ({ url: "/api/submission", body: { companyInfo: insured, coverages: [stableId("product:general_liability")] } }),
    expect: { anonymous: 401, otherAgency: 201, owner: 201, underwriter: 403 },
  },
  "GET /api/notes": {
    request: async () => ({ url: `/api/notes?submissionID=${seededSubmission}` }),
    expect: agencyOwned,
  },
  "POST /api/notes": {
    request: async () => {
      const { submissionId } = await freshApplication();
      return { url: "/api/notes", body: { entityType: "Submission", entityID: submissionId, content: "Matrix note." } };
    },
    expect: { anonymous: 401, otherAgency: 404, owner: 201, underwriter: 201 },
  },
  "PUT /api/notes/[noteID]": {
    // Visibility is the underwriter's, on notes by the MGA underwriter (spec 3 §6).
    request: async () => {
      const note = await mgaNote();
      return { url: `/api/notes/${note.id}`, params: { noteID: note.id }, body: { isInternal: true, updatedDate: note.updatedAt.toISOString() } };
    },
    expect: { anonymous: 401, otherAgency: 404, owner: 403, underwriter: 200 },
  },
  "DELETE /api/notes/[noteID]": {
    request: async () => {
      const note = await mgaNote();
      return { url: `/api/notes/${note.id}`, params: { noteID: note.id } };
    },
    expect: { anonymous: 401, otherAgency: 404, owner: 403, underwriter: 200 },
  },
  "GET /api/notifications": {
    // Each caller's own.
    request: async () => ({ url: "/api/notifications" }),
    expect: everyoneSignedIn,
  },
  "POST /api/notifications/read": {
    request: async () => ({ url: "/api/notifications/read", body: {} }),
    expect: everyoneSignedIn,
  },
  "GET /api/notifications/settings": {
    // Each caller's own.
    request: async () => ({ url: "/api/notifications/settings" }),
    expect: everyoneSignedIn,
  },
  "PATCH /api/notifications/settings": {
    // Notes are a kind every role receives; turning their e-mail on leaves the demo users as seeded.
    request: async () => ({ url: "/api/notifications/settings", body: { kind: "note", email: true } }),
    expect: everyoneSignedIn,
  },
  "GET /api/submission/[submissionID]": {
    request: async () => ({ url: `/api/submission/${seededSubmission}`, params: { submissionID: seededSubmission } }),
    expect: agencyOwned,
  },
  "PUT /api/submission/[submissionID]": {
    request: async () => {
      const { submissionId } = await freshApplication();
      const { db } = await import("@/server/db");
      const row = await db.submission.findUniqueOrThrow({ where: { id: submissionId }, select: { updatedAt: true } });
      return {
        url: `/api/submission/${submissionId}`,
        params: { submissionID: submissionId },
        body: { updatedDate: row.updatedAt.toISOString(), companyInfo: insured },
      };
    },
    expect: agencyOwned,
  },
  "GET /api/submissions": {
    // A list: everyone gets 200, filtered to what they may see (tested in submission-list.test.ts).
    request: async () => ({ url: "/api/submissions" }),
    expect: everyoneSignedIn,
  },
  "GET /api/submission/[submissionID]/clearance": {
    // Every agency's submissions of the insured: underwriters only, an agent of the very agency included.
    request: async () => ({ url: `/api/submission/${seededSubmission}/clearance`, params: { submissionID: seededSubmission } }),
    expect: { anonymous: 401, otherAgency: 403, owner: 403, underwriter: 200 },
  },
  "PUT /api/submission/[submissionID]/clearance/[matchID]": {
    request: async () => {
      const [first, second] = await duplicatePair();
      return {
        url: `/api/submission/${first}/clearance/${second}`,
        params: { submissionID: first, matchID: second },
        body: { decision: "cleared", reason: "A different risk." },
      };
    },
    expect: { anonymous: 401, otherAgency: 403, owner: 403, underwriter: 200 },
  },
  "GET /api/submissions/duplicates": {
    // The caller's own agency's submissions only (tested in clearance.test.ts).
    request: async () => ({ url: "/api/submissions/duplicates?companyName=Sunrise%20Carpentry" }),
    expect: everyoneSignedIn,
  },
  "GET /api/work-queue": {
    // The underwriter's working list: agents are refused.
    request: async () => ({ url: "/api/work-queue" }),
    expect: { anonymous: 401, otherAgency: 403, owner: 403, underwriter: 200 },
  },
  "GET /api/work-queue/requests": {
    // The underwriter's working list of requests after bind: agents are refused.
    request: async () => ({ url: "/api/work-queue/requests?kind=cancellation" }),
    expect: { anonymous: 401, otherAgency: 403, owner: 403, underwriter: 200 },
  },
  "GET /api/work-queue/counts": {
    request: async () => ({ url: "/api/work-queue/counts" }),
    expect: { anonymous: 401, otherAgency: 403, owner: 403, underwriter: 200 },
  },
  "GET /api/agencies": {
    // Each caller's own view: an agent their agency, an underwriter all (tested in work-queue.test.ts).
    request: async () => ({ url: "/api/agencies" }),
    expect: everyoneSignedIn,
  },
  // An agency's systems: keys are the underwriters' to manage; webhook endpoints the agency's own and the underwriters'.
  "GET /api/agencies/[agencyID]/api-keys": {
    request: async () => ({ url: `/api/agencies/${acme}/api-keys`, params: { agencyID: acme } }),
    expect: { anonymous: 401, otherAgency: 403, owner: 403, underwriter: 200 },
  },
  "POST /api/agencies/[agencyID]/api-keys": {
    request: async () => ({ url: `/api/agencies/${acme}/api-keys`, params: { agencyID: acme }, body: { name: "Matrix AMS" } }),
    expect: { anonymous: 401, otherAgency: 403, owner: 403, underwriter: 201 },
  },
  "DELETE /api/agencies/[agencyID]/api-keys/[keyID]": {
    request: async () => {
      const key = await createApiKeyFor(acme);
      return { url: `/api/agencies/${acme}/api-keys/${key.id}`, params: { agencyID: acme, keyID: key.id } };
    },
    expect: { anonymous: 401, otherAgency: 403, owner: 403, underwriter: 200 },
  },
  "GET /api/agencies/[agencyID]/webhook-endpoints": {
    request: async () => ({ url: `/api/agencies/${acme}/webhook-endpoints`, params: { agencyID: acme } }),
    expect: { anonymous: 401, otherAgency: 404, owner: 200, underwriter: 200 },
  },
  "POST /api/agencies/[agencyID]/webhook-endpoints": {
    request: async () => ({
      url: `/api/agencies/${acme}/webhook-endpoints`,
      params: { agencyID: acme },
      body: { url: "https://hooks.example.com/matrix", events: ["policy.bound"] },
    }),
    expect: { anonymous: 401, otherAgency: 404, owner: 201, underwriter: 201 },
  },
  "DELETE /api/agencies/[agencyID]/webhook-endpoints/[endpointID]": {
    request: async () => {
      const endpoint = await createWebhookEndpointFor(acme);
      return { url: `/api/agencies/${acme}/webhook-endpoints/${endpoint.id}`, params: { agencyID: acme, endpointID: endpoint.id } };
    },
    expect: { anonymous: 401, otherAgency: 404, owner: 200, underwriter: 200 },
  },
  "GET /api/agencies/[agencyID]/webhook-endpoints/[endpointID]/deliveries": {
    request: async () => {
      const endpoint = await createWebhookEndpointFor(acme);
      return { url: `/api/agencies/${acme}/webhook-endpoints/${endpoint.id}/deliveries`, params: { agencyID: acme, endpointID: endpoint.id } };
    },
    expect: { anonymous: 401, otherAgency: 404, owner: 200, underwriter: 200 },
  },
  "GET /api/zip-codes/[zip]": {
    request: async () => ({ url: "/api/zip-codes/78701", params: { zip: "78701" } }),
    expect: everyoneSignedIn,
  },
};
