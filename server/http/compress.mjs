/**
 * Compresses what the app answers, for clients that take it: Brotli (quality
 * 4) where asked, else gzip, from 1 kB up, on pages and API answers alike,
 * streams flushed as they go. The build's scripts and styles already carry
 * their Brotli copies (server/brotli-assets.mjs) and pass as they are.
 *
 * Next.js's own compression (next.config's `compress`) is off: it misses every
 * Route Handler's answer, whose headers Next copies as lists, and a
 * Content-Type that is a list is not recognised as compressible
 * (vercel/next.js#98007). Here the first type of such a list is taken.
 *
 * Plain JavaScript, since the container runs it with node alone.
 */
import { Duplex } from "node:stream";
import compression from "compression";

const compressor = compression({
  filter(req, res) {
    const type = res.getHeader("Content-Type");
    if (Array.isArray(type)) res.setHeader("Content-Type", type[0]);
    return compression.filter(req, res);
  },
});

const noop = () => {};

/**
 * A client that goes away before the end leaves the compressor's stream
 * unended, holding its memory: it is destroyed (as Next's own server does).
 * @param {import("node:http").ServerResponse} res
 */
function releaseOnClose(res) {
  res.once("close", () => {
    if (res.writableFinished) return;
    const stream = res.on("drain", noop);
    res.off("drain", noop);
    if (stream !== res && stream instanceof Duplex) stream.destroy();
  });
}

/**
 * Runs `next` with `res` compressing what it writes, as the request asks.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {() => void} next
 */
export function compress(req, res, next) {
  releaseOnClose(res);
  compressor(/** @type {any} */ (req), /** @type {any} */ (res), next);
}
