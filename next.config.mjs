import { PHASE_DEVELOPMENT_SERVER } from "next/constants.js";
import { assetSecurityHeaders, staticSecurityHeaders } from "./lib/security-headers.mjs";
import { brotliAssetHeaders, brotliAssetRewrites, compressStaticAssets } from "./server/brotli-assets.mjs";

/**
 * Next.js loads this file with node alone, so what it imports is plain JavaScript too.
 * @param {string} phase
 */
export default function nextConfig(phase) {
  // `next dev` serves its files as it builds them, without Brotli copies.
  const brotli = phase !== PHASE_DEVELOPMENT_SERVER;
  /** @type {import('next').NextConfig} */
  const config = {
    // The container image runs the standalone server; `next start` needs the regular output.
    output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
    poweredByHeader: false,
    // `npm test` type-checks these files, the routes' generated types included (`npm run typecheck`), in a stage of its
    // own before it builds; its build does not check them a second time (about 45 s of a core).
    typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === "1" },
    // The app's own server compresses every answer (server/http/compress.mjs); Next's misses the API's.
    compress: false,
    // Every answer, API included; pages also get their Content-Security-Policy from proxy.ts. The build's
    // own files get nosniff only (lib/security-headers.mjs), and their Brotli copies where the browser takes them.
    async headers() {
      return [
        { source: "/:path((?!_next/static/).*)", headers: [...staticSecurityHeaders] },
        { source: "/_next/static/:path*", headers: [...assetSecurityHeaders] },
        ...(brotli ? brotliAssetHeaders : []),
      ];
    },
    async rewrites() {
      return { beforeFiles: brotli ? brotliAssetRewrites : [], afterFiles: [], fallback: [] };
    },
    compiler: {
      // Every build writes the Brotli copies its rewrites point to.
      async runAfterProductionCompile({ distDir }) {
        compressStaticAssets(`${distDir}/static`);
      },
    },
    // pdfkit reads its own files from node_modules at run time.
    serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@launchdarkly/node-server-sdk", "zipcodes", "pdfkit"],
    // The generated documents' font, read as files by server/documents/pdf-render.ts: kept in the standalone output.
    outputFileTracingIncludes: { "/**": ["./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf", "./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"] },
  };
  return config;
}
