import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { ACCEPTS_BROTLI, compressStaticAssets } from "./brotli-assets.mjs";

// As Next.js matches a `has` condition on a header: the whole value against the pattern.
const takesBrotli = (acceptEncoding: string) => new RegExp(`^${ACCEPTS_BROTLI}$`).test(acceptEncoding);

describe("which browsers get the Brotli copies", () => {
  it("takes br wherever it stands in the list, with or without a weight", () => {
    for (const header of ["gzip, deflate, br, zstd", "br", "br;q=1.0, gzip;q=0.8", "gzip,br", "deflate, br;q=0.5"])
      expect(takesBrotli(header), header).toBe(true);
  });

  it("refuses a list without br, a br of weight zero and look-alike codings", () => {
    for (const header of ["gzip, deflate", "br;q=0", "gzip, br;q=0.0", "br; q=0, gzip", "brotli", "x-br, gzip", ""])
      expect(takesBrotli(header), header).toBe(false);
  });
});

describe("the build's Brotli copies", () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes one beside every script and style, holding the same bytes, and leaves other files alone", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-"));
    fs.mkdirSync(path.join(dir, "chunks"));
    const script = "globalThis.answer = 42;\n".repeat(200);
    fs.writeFileSync(path.join(dir, "chunks", "a.js"), script);
    fs.writeFileSync(path.join(dir, "chunks", "b.css"), "body { margin: 0 }\n".repeat(100));
    fs.writeFileSync(path.join(dir, "logo.woff2"), "font");

    const totals = compressStaticAssets(dir);

    expect(totals.files).toBe(2);
    expect(totals.compressedBytes).toBeLessThan(totals.bytes / 10);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "chunks", "a.js.br"))).toString()).toBe(script);
    expect(fs.existsSync(path.join(dir, "chunks", "b.css.br"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "logo.woff2.br"))).toBe(false);
  });

  it("makes a copy again when its file changed since", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-"));
    const file = path.join(dir, "a.js");
    fs.writeFileSync(file, "first();");
    compressStaticAssets(dir);
    fs.writeFileSync(file, "second();");
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));

    compressStaticAssets(dir);

    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe("second();");
  });
});
