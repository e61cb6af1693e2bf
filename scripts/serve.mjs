/**
 * The app's HTTP server: Next.js behind server/http/front-door.mjs, so the
 * client's address, host and scheme are the socket's and the Host header's
 * (or the trusted proxies'), never what a client claims, and behind
 * server/http/compress.mjs, which compresses pages and API answers alike. Every way the app is
 * served goes through here: `npm start` and `npm run dev` (scripts/start.ts),
 * `npm run serve`, the browser tests, the benchmarks and the container.
 *
 * `node scripts/serve.mjs [--dev]`; PORT (default 3000). Plain JavaScript, so
 * the container runs it with node alone, beside Next's standalone output.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { compress } from "../server/http/compress.mjs";
import { admit, markServedThroughFrontDoor, trustedProxyHops } from "../server/http/front-door.mjs";

const dev = process.argv.includes("--dev");
const dir = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT || 3000);
const hops = trustedProxyHops();

process.env.NODE_ENV = dev ? "development" : "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
process.chdir(dir);
// The standalone output (the container) has no next.config.mjs: it runs on the settings the build recorded, as Next's own server.js does.
const configured = ["next.config.ts", "next.config.mjs", "next.config.js"].some((name) => fs.existsSync(path.join(dir, name)));
if (!dev && !configured) {
  const { config } = JSON.parse(fs.readFileSync(path.join(dir, ".next/required-server-files.json"), "utf8"));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(config);
}

// Imported once the environment above is set, as Next.js reads it when it loads.
const { default: next } = await import("next");
markServedThroughFrontDoor();
const app = next({ dev, dir, port, hostname: "localhost" });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  admit(req, hops);
  compress(req, res, () =>
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }),
  );
});
// As Next's own server.js: KEEP_ALIVE_TIMEOUT (milliseconds) for a proxy whose idle timeout is longer than Node's 5 s.
const keepAlive = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? "", 10);
if (keepAlive >= 0) server.keepAliveTimeout = keepAlive;
server.listen(port, () =>
  console.log(`Listening on port ${port}${hops ? ` behind ${hops} trusted prox${hops === 1 ? "y" : "ies"}` : ""}${dev ? " (development)" : ""}.`),
);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close();
    app.close().finally(() => process.exit(0));
  });
}
