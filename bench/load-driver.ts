/**
 * The load of `npm run bench:load`: virtual users, each one agent working on
 * their own application in a loop (list submissions, open their submission,
 * read the application, save an answer), every request sent to the next app
 * server in turn. Each request is kept (call, server, status, latency, start),
 * and each save carries a value no other save has, so the database can be
 * checked afterwards for exactly the saves that were accepted.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { percentile } from "./timing";

export const CALLS = ["GET /api/submissions", "GET /api/submission/{id}", "GET /api/applications/{appID}", "PATCH /api/applications/{appID}"] as const;
export type Call = (typeof CALLS)[number];

export interface Sample {
  call: Call;
  server: number;
  /** 0: no answer (the connection failed). */
  status: number;
  ms: number;
  /** Milliseconds from the start of the run. */
  startedAt: number;
  error?: string;
  resent?: boolean;
}

export interface Workspace {
  submissionID: string;
  appID: string;
}

export interface Save {
  appID: string;
  value: string;
  status: number;
}

export interface LoadResult {
  samples: Sample[];
  saves: Save[];
  seconds: number;
}

interface Answer {
  status: number;
  body: string;
  /** Why there was no answer (status 0): the socket error's code. */
  error?: string;
  /** Sent again once because the server had just closed the kept-alive connection it went out on. */
  resent?: boolean;
}

type Answers = { source: string; value: unknown }[];
type AnswerGroups = { sectionGroupID: string; answers: Answers }[];

/** The question every save writes: free text of 10 to 500 characters in the first group. */
export const SAVED_GROUP = "gl-operations";
export const SAVED_QUESTION = "operations_description";

function client(base: string, connections: number, token: string) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const send = (method: string, path: string, payload: string | undefined, resent: boolean) =>
    new Promise<Answer>((resolve) => {
      const req = http.request(
        // The second attempt goes out on a connection of its own: another kept-alive one may be closing too.
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent: resent ? false : agent,
          headers: { authorization: `Bearer ${token}`, ...(payload && { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), resent }));
          res.on("error", (error: NodeJS.ErrnoException) => resolve({ status: 0, body: "", error: error.code ?? error.message, resent }));
        },
      );
      req.on("error", (error: NodeJS.ErrnoException) => {
        // A server closes a kept-alive connection idle for its keep-alive timeout (Node's 5 s), and a request may go out on
        // it just then; browsers and proxies send such a request again on a new connection (Node's documentation of reusedSocket).
        if (req.reusedSocket && error.code === "ECONNRESET" && !resent) resolve(send(method, path, payload, true));
        else resolve({ status: 0, body: "", error: error.code ?? error.message, resent });
      });
      req.end(payload);
    });
  return (method: string, path: string, body?: unknown) => send(method, path, body === undefined ? undefined : JSON.stringify(body), false);
}

/** The saved group with this save's value in place of the previous one; the rest of the group as read. */
function savedGroup(application: { answerGroups?: AnswerGroups }, value: string): AnswerGroups {
  const answers = application.answerGroups?.find((g) => g.sectionGroupID === SAVED_GROUP)?.answers ?? [];
  return [{ sectionGroupID: SAVED_GROUP, answers: [...answers.filter((a) => a.source !== SAVED_QUESTION), { source: SAVED_QUESTION, value }] }];
}

function parse<T>(body: string): T | null {
  try {
    return JSON.parse(body) as T;
  } catch {
    return null;
  }
}

/** `during` runs beside the load (a database restart, say), told the milliseconds since the start on each call of `elapsed`. */
export async function runLoad(options: {
  bases: string[];
  token: string;
  workspaces: Workspace[];
  seconds: number;
  label: string;
  during?: (elapsed: () => number) => Promise<void>;
}): Promise<LoadResult> {
  const { bases, workspaces, seconds } = options;
  const send = bases.map((base) => client(base, workspaces.length, options.token));
  const samples: Sample[] = [];
  const saves: Save[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  let turn = 0;

  async function timed(call: Call, method: string, path: string, body?: unknown): Promise<Answer> {
    const server = turn++ % bases.length;
    const startedAt = performance.now();
    const answer = await send[server](method, path, body);
    samples.push({
      call,
      server,
      status: answer.status,
      ms: performance.now() - startedAt,
      startedAt: startedAt - start,
      error: answer.error,
      resent: answer.resent,
    });
    return answer;
  }

  async function user(index: number, { submissionID, appID }: Workspace) {
    for (let round = 1; performance.now() < end; round++) {
      await timed("GET /api/submissions", "GET", "/api/submissions");
      await timed("GET /api/submission/{id}", "GET", `/api/submission/${submissionID}`);
      const read = await timed("GET /api/applications/{appID}", "GET", `/api/applications/${appID}`);
      const application = read.status === 200 ? parse<{ updatedDate: string; answerGroups: AnswerGroups }>(read.body) : null;
      if (!application) continue;
      const value = `${options.label} save ${index}.${round}: framing and finish carpentry`;
      const saved = await timed("PATCH /api/applications/{appID}", "PATCH", `/api/applications/${appID}`, {
        updatedDate: application.updatedDate,
        answers: savedGroup(application, value),
      });
      saves.push({ appID, value, status: saved.status });
    }
  }

  const elapsed = () => performance.now() - start;
  await Promise.all([...workspaces.map((w, i) => user(i, w)), options.during?.(elapsed)]);
  return { samples, saves, seconds: (performance.now() - start) / 1000 };
}

/** One row per call (and per server when there are several): counts by outcome, req/s, p50 and p99 in ms. */
export function summarize(result: LoadResult, serverNames: string[]): Record<string, string | number>[] {
  const rows: Record<string, string | number>[] = [];
  for (const [server, name] of serverNames.entries()) {
    for (const call of CALLS) {
      const mine = result.samples.filter((s) => s.call === call && s.server === server);
      const ms = mine.map((s) => s.ms).sort((a, b) => a - b);
      rows.push({
        server: name,
        call,
        requests: mine.length,
        "req/s": Math.round(mine.length / result.seconds),
        ok: mine.filter((s) => s.status >= 200 && s.status < 300).length,
        "503s": mine.filter((s) => s.status === 503).length,
        "other 5xx": mine.filter((s) => s.status >= 500 && s.status !== 503).length,
        "4xx": mine.filter((s) => s.status >= 400 && s.status < 500).length,
        "no answer": mine.filter((s) => s.status === 0).length,
        resent: mine.filter((s) => s.resent).length,
        "p50 ms": Math.round(percentile(ms, 50)),
        "p99 ms": Math.round(percentile(ms, 99)),
      });
    }
  }
  return rows;
}
