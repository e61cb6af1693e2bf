/**
 * The first floor of `npm run bench:api`: the reads and the write of
 * bench/bare-api.ts served by bare `node:http`, no framework.
 *
 * Run by bench/api.ts: `tsx bench/bare-server.ts <port>` with DATABASE_URL
 * and NEXTAUTH_SECRET set.
 */
import http from "node:http";
import { application, authenticate, found, saveAnswers, submission, submissions, unauthorized, type BareAnswer } from "./bare-api";

async function readBody(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

function send(res: http.ServerResponse, { status, body }: BareAnswer) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

async function answer(req: http.IncomingMessage): Promise<BareAnswer> {
  const viewer = await authenticate(req.headers.authorization ?? null, req.socket.remoteAddress ?? "");
  if (!viewer) return unauthorized;
  const url = new URL(req.url ?? "/", "http://localhost");
  let match: RegExpExecArray | null;
  if ((match = /^\/api\/applications\/([0-9a-f-]{36})$/.exec(url.pathname)))
    return req.method === "PATCH" ? saveAnswers(viewer, match[1], (await readBody(req)) as never) : found(await application(viewer, match[1]), "Application");
  if (url.pathname === "/api/submissions") return found(await submissions(viewer), "Submissions");
  if ((match = /^\/api\/submission\/([0-9a-f-]{36})$/.exec(url.pathname))) return found(await submission(viewer, match[1]), "Submission");
  return found(null, "Page");
}

const server = http.createServer(async (req, res) => {
  try {
    send(res, await answer(req));
  } catch (error) {
    // A client that hung up mid-request (the load generator stopping at the end of a run) is nobody to answer.
    if (req.destroyed || res.destroyed) return;
    console.error(error);
    send(res, { status: 500, body: { error: { code: "internal", message: "Something went wrong, please try again later." } } });
  }
});

server.listen(Number(process.argv[2] || 3700), "127.0.0.1");
