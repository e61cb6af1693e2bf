import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { effectiveRole } from "@/lib/domain/roles";
import { db } from "../db";
import { log } from "../log";
import { notificationInclude, notificationView } from "../services/notification-view";

/**
 * E-mail is the second reader of the notification outbox. Each due row is
 * claimed (so two app servers never pick the same one), sent, then marked
 * sent; a failure is retried with growing delays, up to MAX_ATTEMPTS. Without
 * SMTP settings the messages are written to a folder for developers to read.
 */
export const MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 30_000;
// Long enough for one slow SMTP conversation; a mailer that died mid-send frees its rows after it.
const CLAIM_MS = 2 * 60_000;

export interface MailSettings {
  /** smtp://user:password@host:port (smtps:// for TLS); without it, messages go to outboxDir. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  appUrl: string;
}

export function mailSettings(env: Record<string, string | undefined> = process.env): MailSettings {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || "Coverage Marketplace <notifications@coverage-marketplace.local>",
    outboxDir: path.resolve(/*turbopackIgnore: true*/ env.MAIL_OUTBOX_DIR || ".data/outbox"),
    appUrl: (env.NEXTAUTH_URL || "http://localhost:3000").replace(/\/$/, ""),
  };
}

const transports = new Map<string, Transporter>();
function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

interface Message {
  id: string;
  to: string;
  subject: string;
  text: string;
}

async function send(settings: MailSettings, message: Message): Promise<void> {
  const mail = {
    from: settings.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    // One id per notification, so a mail system can drop a copy sent again after a crash.
    messageId: `<notification-${message.id}@coverage-marketplace>`,
  };
  if (settings.smtpUrl) {
    await smtpTransport(settings.smtpUrl).sendMail(mail);
    return;
  }
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(mail);
  await fs.mkdir(settings.outboxDir, { recursive: true });
  await fs.writeFile(path.join(settings.outboxDir, `${message.id}.eml`), built.message as Buffer);
}

async function claimDue(now: Date, limit: number): Promise<string[]> {
  const claimUntil = new Date(now.getTime() + CLAIM_MS);
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE "Notification" SET "emailStatus" = 'sending', "emailClaimedUntil" = ${claimUntil}, "emailAttempts" = "emailAttempts" + 1
    WHERE "id" IN (
      SELECT "id" FROM "Notification"
      WHERE ("emailStatus" = 'pending' AND "emailNextAttemptAt" <= ${now}) OR ("emailStatus" = 'sending' AND "emailClaimedUntil" < ${now})
      ORDER BY "createdAt" LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id"`;
  return rows.map((r) => r.id);
}

function messageOf(settings: MailSettings, n: Awaited<ReturnType<typeof loadClaimed>>[number]): Message | null {
  // Nothing is e-mailed that its reader may no longer see (the bell's rule), nor a kind they turned off,
  // nor a note removed since it was written.
  if (n.user.emailOffKinds.includes(n.kind) || n.note?.isActive === false) return null;
  const view = notificationView({ role: effectiveRole(n.user.roles), agencyId: n.user.agencyId }, n);
  if (!view) return null;
  const who = view.actorName ? ` by ${view.actorName}` : "";
  const body =
    view.excerpt === null
      ? `${view.title}${who}: ${view.subject}.`
      : `${view.actorName || "Someone"} left a note on ${view.subject}:\n\n${n.note?.content ?? ""}`;
  return {
    id: n.id,
    to: n.user.email,
    subject: view.excerpt === null ? `${view.title}: ${view.subject}` : `New note on ${view.subject}`,
    text: `${body}\n\nOpen it: ${settings.appUrl}${view.href}\n`,
  };
}

function loadClaimed(ids: string[]) {
  return db.notification.findMany({
    where: { id: { in: ids } },
    include: { ...notificationInclude, user: { select: { email: true, roles: true, agencyId: true, emailOffKinds: true } } },
  });
}

/** Sends what is due now; answers how many were sent, will be retried, or gave up. */
export async function deliverDueEmails(options: { now?: Date; limit?: number; settings?: MailSettings } = {}) {
  const now = options.now ?? new Date();
  const settings = options.settings ?? mailSettings();
  const result = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  const ids = await claimDue(now, options.limit ?? 50);
  for (const n of await loadClaimed(ids)) {
    const message = messageOf(settings, n);
    try {
      if (message) await send(settings, message);
      await db.notification.update({
        where: { id: n.id },
        data: message ? { emailStatus: "sent", emailSentAt: new Date(), emailClaimedUntil: null } : { emailStatus: "skipped", emailClaimedUntil: null },
      });
      result[message ? "sent" : "skipped"]++;
    } catch (error) {
      const lastTry = n.emailAttempts >= MAX_ATTEMPTS;
      const delay = FIRST_RETRY_MS * 2 ** (n.emailAttempts - 1);
      await db.notification.update({
        where: { id: n.id },
        data: {
          emailStatus: lastTry ? "failed" : "pending",
          emailNextAttemptAt: new Date(now.getTime() + delay),
          emailClaimedUntil: null,
          emailLastError: String((error as Error)?.message ?? error).slice(0, 500),
        },
      });
      log.warn({ err: error, notificationId: n.id, attempt: n.emailAttempts }, lastTry ? "notification e-mail gave up" : "notification e-mail will be retried");
      result[lastTry ? "failed" : "retrying"]++;
    }
  }
  return result;
}

const POLL_MS = 15_000;

/** Runs the mailer in the background of an app server (instrumentation.ts, server/background-start.ts). */
export function startMailer(): void {
  const holder = globalThis as typeof globalThis & { __mailer?: NodeJS.Timeout };
  if (holder.__mailer) return;
  holder.__mailer = setInterval(() => {
    deliverDueEmails().catch((error) => log.error({ err: error }, "notification mailer failed"));
  }, POLL_MS);
  holder.__mailer.unref();
}
