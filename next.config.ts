import type { NextConfig } from "next";
import { assetSecurityHeaders, staticSecurityHeaders } from "./lib/security-headers";

const nextConfig: NextConfig = {
  // The container image runs the standalone server; `next start` needs the regular output.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  poweredByHeader: false,
  // Every answer, API included; pages also get their Content-Security-Policy from proxy.ts. The build's
  // own files get nosniff only (lib/security-headers.ts).
  async headers() {
    return [
      { source: "/:path((?!_next/static/).*)", headers: [...staticSecurityHeaders] },
      { source: "/_next/static/:path*", headers: [...assetSecurityHeaders] },
    ];
  },
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@launchdarkly/node-server-sdk", "zipcodes"],
};

export default nextConfig;
