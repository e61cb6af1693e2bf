import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/notes/route";
import { GET as NOTIFICATIONS } from "@/app/api/notifications/route";
import { deliverDueEmails, type MailSettings } from "@/server/notifications/mailer";
import { stableId } from "@/prisma/seed/stable-id";
import { db } from "@/server/db";
import { call, demoUserIds } from "../support/api-client";
import { createApplication, createCancellationRequest, newAgentOf, underwriterDecides } from "../support/factories";

/** A real SMTP server on 127.0.0.1 that keeps what it receives, and can refuse one notification's message. */
const received: { to: string; raw: string }[] = [];
// By notification: a run also delivers what other tests left due, in no set order, so "the next message" may be theirs.
let refuseMessageOf: string | null = null;
let server: SMTPServer;
let settings: MailSettings;
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk) => (raw += chunk));
      stream.on("end", () => {
        if (refuseMessageOf && raw.includes(`notification-${refuseMessageOf}@`)) {
          refuseMessageOf = null;
          return callback(Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 }));
        }
        // Quoted-printable folds long lines; unfold them to read the text.
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw: raw.replace(/=\r?\n/g, "") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  settings = {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Coverage Marketplace <notifications@example.com>",
    outboxDir,
    appUrl: "https://marketplace.example.com",
  };
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

const quiet = () => vi.spyOn(process.stdout, "write").mockImplementation(() => true);
const messagesFor = (notificationId: string) => received.filter((m) => m.raw.includes(`notification-${notificationId}@`));

async function noteToProducer(content: string) {
  const { appID } = await createApplication({});
  const res = await call(POST, "/api/notes", {
    as: "underwriter",
    method: "POST",
    body: { entityType: "Application", entityID: appID, content, notify: ["Producer"] },
  });
  expect(res.status).toBe(201);
  return { appID, notification: await db.notification.findFirstOrThrow({ where: { noteId: res.json.id, userId: demoUserIds.agent } }) };
}

describe("notification e-mail", () => {
  // Notes written by other test files leave e-mails due in the shared outbox; each test here delivers only its own.
  // Other files may also have turned kinds of e-mail off for the demo agent (the generated-input test's valid settings
  // changes go through): each test here starts from the agent receiving every kind.
  beforeEach(async () => {
    await db.notification.updateMany({ where: { emailStatus: "pending" }, data: { emailStatus: "skipped" } });
    await db.user.update({ where: { id: demoUserIds.agent }, data: { emailOffKinds: [] } });
  });

  it("delivers a note to the producer once, with a link to it", async () => {
    const { appID, notification } = await noteToProducer("Please send the signed packet.");
    await deliverDueEmails({ settings });
    const [message, ...more] = messagesFor(notification.id);
    expect(more).toEqual([]);
    expect(message.to).toBe("agent@example.com");
    expect(message.raw).toContain("Please send the signed packet.");
    expect(message.raw).toContain(`https://marketplace.example.com/coverage/${appID}`);
    expect(await db.notification.findUniqueOrThrow({ where: { id: notification.id } })).toMatchObject({ emailStatus: "sent", emailAttempts: 1 });
    await deliverDueEmails({ settings, now: new Date(Date.now() + 3_600_000) });
    expect(messagesFor(notification.id)).toHaveLength(1);
  });

  it("retries after a failure, later, and still sends it only once", async () => {
    const { notification } = await noteToProducer("Retry me.");
    refuseMessageOf = notification.id;
    const log = quiet();
    await deliverDueEmails({ settings });
    log.mockRestore();
    expect(messagesFor(notification.id)).toEqual([]);
    const waiting = await db.notification.findUniqueOrThrow({ where: { id: notification.id } });
    expect(waiting).toMatchObject({ emailStatus: "pending", emailAttempts: 1 });
    expect(waiting.emailLastError).toContain("Mailbox temporarily unavailable");
    expect(waiting.emailNextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: nothing happens.
    await deliverDueEmails({ settings });
    expect(messagesFor(notification.id)).toEqual([]);
    await deliverDueEmails({ settings, now: new Date(Date.now() + 60_000) });
    expect(messagesFor(notification.id)).toHaveLength(1);
    expect(await db.notification.findUniqueOrThrow({ where: { id: notification.id } })).toMatchObject({ emailStatus: "sent", emailAttempts: 2 });
  });

  it("never e-mails an internal note to a producer, whatever the outbox holds", async () => {
    const { appID } = await createApplication({});
    const res = await call(POST, "/api/notes", {
      as: "underwriter",
      method: "POST",
      body: { entityType: "Application", entityID: appID, content: "INTERNAL ONLY", isInternal: true },
    });
    const stray = await db.notification.create({ data: { userId: demoUserIds.agent, noteId: res.json.id } });
    await deliverDueEmails({ settings });
    expect(received.some((m) => m.raw.includes("INTERNAL ONLY"))).toBe(false);
    expect(await db.notification.findUniqueOrThrow({ where: { id: stray.id } })).toMatchObject({ emailStatus: "skipped" });
  });

  it("never e-mails an agency's note to an agent who has moved to another agency since", async () => {
    const { appID } = await createApplication({ agency: "acme" });
    const mover = await db.user.create({
      data: { email: `mover-${appID}@example.com`, passwordHash: "x", firstName: "Mo", lastName: "Ver", roles: ["Agent"], agencyId: stableId("agency:acme") },
    });
    const res = await call(POST, "/api/notes", {
      as: "underwriter",
      method: "POST",
      body: { entityType: "Application", entityID: appID, content: "FOR ACME ONLY", notify: ["Producer"] },
    });
    const notification = await db.notification.findFirstOrThrow({ where: { noteId: res.json.id, userId: mover.id } });
    await db.user.update({ where: { id: mover.id }, data: { agencyId: stableId("agency:beacon") } });
    await deliverDueEmails({ settings });
    expect(messagesFor(notification.id)).toEqual([]);
    expect(await db.notification.findUniqueOrThrow({ where: { id: notification.id } })).toMatchObject({ emailStatus: "skipped" });
  });

  it("without SMTP settings, writes the message to the outbox folder", async () => {
    const { notification } = await noteToProducer("Read me from the folder.");
    await deliverDueEmails({ settings: { ...settings, smtpUrl: undefined } });
    const file = path.join(outboxDir, `${notification.id}.eml`);
    expect(fs.readFileSync(file, "utf8")).toContain("Read me from the folder.");
  });

  it("e-mails a decision: what happened, to which policy, and a link to where the reader acts", async () => {
    const { appID, cancellation } = await createCancellationRequest();
    expect((await underwriterDecides(cancellation, "CancellationDenied")).status).toBe(200);
    const notification = await db.notification.findFirstOrThrow({ where: { applicationId: appID, userId: demoUserIds.agent } });
    await deliverDueEmails({ settings });
    const [message] = messagesFor(notification.id);
    expect(message.to).toBe("agent@example.com");
    // Long headers fold onto the next line.
    expect(message.raw.replace(/\r?\n[ \t]+/g, " ")).toMatch(/Subject: Cancellation denied: General Liability for Test Insured [0-9a-f]{8}, policy POL-/);
    expect(message.raw).toContain("Cancellation denied by Uma Underwriter");
    expect(message.raw).toContain(`https://marketplace.example.com/coverage/${appID}/summary`);
  });

  it("does not e-mail a kind its reader turned off, which the bell still shows", async () => {
    const reader = await newAgentOf("acme");
    await db.user.update({ where: { id: reader.id }, data: { emailOffKinds: ["cancellationDecided"] } });
    const { appID, cancellation } = await createCancellationRequest();
    expect((await underwriterDecides(cancellation, "PolicyCancelled")).status).toBe(200);
    const muted = await db.notification.findFirstOrThrow({ where: { applicationId: appID, userId: reader.id } });
    const told = await db.notification.findFirstOrThrow({ where: { applicationId: appID, userId: demoUserIds.agent } });
    await deliverDueEmails({ settings });
    expect(messagesFor(muted.id)).toEqual([]);
    expect(await db.notification.findUniqueOrThrow({ where: { id: muted.id } })).toMatchObject({ emailStatus: "skipped", readAt: null });
    expect(messagesFor(told.id)).toHaveLength(1);
    const bell = await call(NOTIFICATIONS, "/api/notifications", { as: reader });
    expect(bell.json.notifications.map((n: { id: string }) => n.id)).toContain(muted.id);
  });
});
