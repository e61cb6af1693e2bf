import http from "node:http";
import zlib from "node:zlib";
import { expect, test } from "./support";

/** One raw GET, undecoded, with the given Accept-Encoding. */
function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on("error", reject);
  });
}

test.use({ scanEveryPage: false });

test("the build's scripts and styles come as Brotli to a browser that takes it, as gzip to one that does not, and the same bytes either way", async ({
  page,
  baseURL,
}) => {
  const encodings: string[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script") encodings.push(res.headers()["content-encoding"]);
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(encodings.length).toBeGreaterThan(3);
  expect(new Set(encodings)).toEqual(new Set(["br"]));

  const files = await page.evaluate(() => [
    ...[...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src")!),
    ...[...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute("href")!),
  ]);
  expect(files.some((f) => f.endsWith(".css"))).toBe(true);
  for (const file of files) {
    const url = new URL(file, baseURL).toString();
    const brotli = await rawGet(url, "gzip, deflate, br, zstd");
    const gzip = await rawGet(url, "gzip, deflate");
    const refused = await rawGet(url, "gzip, br;q=0");
    expect([brotli.status, gzip.status, refused.status], file).toEqual([200, 200, 200]);
    expect(brotli.headers["content-encoding"], file).toBe("br");
    // The app's compression (server/http/compress.mjs) leaves files under 1 kB as they are.
    const plain = gzip.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(gzip.body) : gzip.body;
    expect([gzip.headers["content-encoding"], refused.headers["content-encoding"]], file).toEqual(
      plain.length < 1024 ? [undefined, undefined] : ["gzip", "gzip"],
    );
    expect(brotli.headers["content-type"], file).toMatch(file.endsWith(".css") ? /^text\/css/ : /^application\/javascript/);
    expect(brotli.headers["cache-control"], file).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers["x-content-type-options"], file).toBe("nosniff");
    expect(brotli.headers.vary, file).toContain("Accept-Encoding");
    expect(zlib.brotliDecompressSync(brotli.body).equals(plain), file).toBe(true);
    expect(brotli.body.length, file).toBeLessThan(gzip.body.length);
  }
});

test("pages and API answers come as Brotli to a client that takes it, else as gzip, and the same bytes either way", async ({ baseURL }) => {
  for (const path of ["/api/openapi.json", "/login"]) {
    const url = `${baseURL}${path}`;
    const brotli = await rawGet(url, "gzip, deflate, br");
    const gzip = await rawGet(url, "gzip, deflate");
    const plain = await rawGet(url, "identity");
    expect([brotli.status, gzip.status, plain.status], path).toEqual([200, 200, 200]);
    expect([brotli.headers["content-encoding"], gzip.headers["content-encoding"], plain.headers["content-encoding"]], path).toEqual(["br", "gzip", undefined]);
    expect(brotli.headers.vary, path).toContain("Accept-Encoding");
    if (path.startsWith("/api/")) {
      expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body), path).toBe(true);
      expect(zlib.gunzipSync(gzip.body).equals(plain.body), path).toBe(true);
      expect(brotli.body.length, path).toBeLessThan(plain.body.length / 5);
    }
  }
});
