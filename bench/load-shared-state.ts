/**
 * What two app servers must share, checked across them before the load: a
 * session started on one works on the other, failed sign-ins counted on both
 * add up, and a document uploaded to one is read from the other.
 */
import { samplePdf } from "@/prisma/seed/sample-files";
import { sessionCookie } from "./app-server";

export interface SharedStateCheck {
  what: string;
  ok: boolean;
  detail: string;
}

// Five failures per account and address lock the account there (server/auth/throttle.ts).
const ACCOUNT_ADDRESS_LIMIT = 5;

async function sessionAcross(first: string, second: string): Promise<SharedStateCheck> {
  const cookie = await sessionCookie(first, "agent@example.com");
  const res = await fetch(`${second}/api/auth/user`, { headers: { cookie } });
  const body = (await res.json().catch(() => ({}))) as { user?: { email?: string } };
  return {
    what: "session",
    ok: res.status === 200 && body.user?.email === "agent@example.com",
    detail: `signed in on the first, GET /api/auth/user on the second: ${res.status}`,
  };
}

async function throttleAcross(first: string, second: string): Promise<SharedStateCheck> {
  const email = "agent2@example.com";
  const refused = async (base: string, password: string) =>
    sessionCookie(base, email, password).then(
      () => false,
      () => true,
    );
  const failures: boolean[] = [];
  for (let i = 0; i < ACCOUNT_ADDRESS_LIMIT; i++) failures.push(await refused(i % 2 ? second : first, "wrong password"));
  // Neither server saw five failures by itself: only a shared count refuses the right password now.
  const locked = await refused(first, "demo");
  return {
    what: "sign-in throttling",
    ok: failures.every(Boolean) && locked,
    detail: `${ACCOUNT_ADDRESS_LIMIT} wrong passwords spread over both servers, then the right one: ${locked ? "refused (counts shared)" : "accepted (counts not shared)"}`,
  };
}

async function documentAcross(first: string, second: string, token: string, appID: string): Promise<SharedStateCheck> {
  const bytes = samplePdf(["Uploaded to one app server, read from the other"]);
  const form = new FormData();
  for (const [k, v] of Object.entries({ appID, filename: "shared-storage-check.pdf", category: "upload_view_upload", uploaderType: "Agent" })) form.set(k, v);
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "shared-storage-check.pdf");
  const auth = { authorization: `Bearer ${token}` };
  const upload = await fetch(`${first}/api/documents`, { method: "POST", headers: auth, body: form });
  const document = (await upload.json()) as { url?: string };
  const file = document.url ? await fetch(`${second}${document.url}`, { headers: auth }) : null;
  const same = file?.status === 200 && Buffer.from(await file.arrayBuffer()).equals(bytes);
  return {
    what: "document files",
    ok: upload.status === 201 && same,
    detail: `uploaded to the first: ${upload.status}; read from the second: ${file?.status ?? "-"}${same ? ", same bytes" : ""}`,
  };
}

export async function checkSharedState(first: string, second: string, token: string, appID: string): Promise<SharedStateCheck[]> {
  return [await sessionAcross(first, second), await throttleAcross(first, second), await documentAcross(first, second, token, appID)];
}
