import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compress } from "./compress.mjs";

const big = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ id: i, insured: "Sunrise Carpentry LLC", status: "Bound" })) });
const small = JSON.stringify({ ok: true });

// Answers as Next.js sends a Route Handler's: its headers appended, so Content-Type is a list (vercel/next.js#98007).
const server = http.createServer((req, res) =>
  compress(req, res, () => {
    res.appendHeader("Content-Type", ["application/json"]);
    res.end(req.url === "/small" ? small : big);
  }),
);
let base = "";
beforeAll(
  () => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => ((base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`), resolve()))),
);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, acceptEncoding: string): Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], vary: res.headers.vary, body: Buffer.concat(parts) }));
      })
      .on("error", reject);
  });
}

describe("compress", () => {
  it("sends an API answer as Brotli where asked, else gzip, else as it is, the same JSON each way", async () => {
    const brotli = await get("/", "gzip, deflate, br");
    const gzip = await get("/", "gzip, deflate");
    const plain = await get("/", "identity");
    expect([brotli.encoding, gzip.encoding, plain.encoding]).toEqual(["br", "gzip", undefined]);
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(big);
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(big);
    expect(plain.body.toString()).toBe(big);
    expect(brotli.body.length).toBeLessThan(big.length / 5);
    expect(brotli.vary).toContain("Accept-Encoding");
  });

  it("leaves an answer under 1 kB as it is", async () => {
    const answer = await get("/small", "gzip, br");
    expect(answer.encoding).toBeUndefined();
    expect(answer.body.toString()).toBe(small);
  });
});
