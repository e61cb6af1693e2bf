import "server-only";
import { insuredDisplayName } from "@/lib/domain/insured";
import { canSeeNote, noteDisplayContent, noteExcerpt, noteHref } from "@/lib/domain/notes";
import { decisionHref, noticeSubject, noticeTitle, type DecisionKind } from "@/lib/domain/notices";
import { can } from "@/lib/domain/permissions";
import type { Role } from "@/lib/domain/roles";
import type { ApiNotification } from "@/lib/schemas/notifications";
import type { Prisma } from "../generated/prisma/client";

const person = { select: { firstName: true, lastName: true } } as const;
const insured = { select: { companyName: true, firstName: true, lastName: true, agencyId: true } } as const;
const applicationFacts = {
  select: { id: true, submissionId: true, status: true, policyNo: true, product: { select: { label: true } }, submission: insured },
} as const;

/** What a notification is read with, for the bell and the e-mail alike. */
export const notificationInclude = {
  actor: person,
  application: applicationFacts,
  note: { include: { author: person, submission: insured, application: applicationFacts } },
} satisfies Prisma.NotificationInclude;

export type NotificationRow = Prisma.NotificationGetPayload<{ include: typeof notificationInclude }>;

const fullName = (p: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}`.trim() : "");

/**
 * A notification as its reader sees it, or null when they may no longer see
 * what it is about: a note since made internal, another agency's
 * record once an agent has moved. The bell's query already leaves those out;
 * the mailer, which reads rows written earlier, asks again here.
 */
export function notificationView(
  reader: { role: Role; agencyId: string | null },
  n: NotificationRow,
): Omit<ApiNotification, "id" | "createdDate" | "readDate"> | null {
  const seesAgency = (agencyId: string) => can(reader.role, "seeEveryAgency") || reader.agencyId === agencyId;
  if (n.kind === "note") {
    const note = n.note;
    if (!note || !canSeeNote(reader.role, note) || !seesAgency(note.submission.agencyId)) return null;
    const app = note.application;
    return {
      kind: "note",
      title: noticeTitle("note", null),
      subject: app
        ? noticeSubject({ productName: app.product.label, insuredName: insuredDisplayName(note.submission), policyNo: app.policyNo })
        : insuredDisplayName(note.submission) || "A submission",
      actorName: fullName(note.author),
      excerpt: noteExcerpt(noteDisplayContent(note)),
      href: noteHref(reader.role, { id: note.id, submissionID: note.submissionId, applicationID: note.applicationId, applicationStatus: app?.status ?? null }),
      appID: note.applicationId,
      noteID: note.id,
    };
  }
  const app = n.application;
  if (!app || !seesAgency(app.submission.agencyId)) return null;
  return {
    kind: n.kind,
    title: noticeTitle(n.kind, n.decision),
    subject: noticeSubject({ productName: app.product.label, insuredName: insuredDisplayName(app.submission), policyNo: app.policyNo }),
    actorName: fullName(n.actor),
    excerpt: null,
    href: decisionHref(n.kind as DecisionKind, { appID: app.id, submissionID: app.submissionId, status: app.status, policyNo: app.policyNo }, n.decision),
    appID: app.id,
    noteID: null,
  };
}
