/** @type {import('next').NextConfig} */
const nextConfig = {
  // The container image runs the standalone server; `next start` needs the regular output.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  poweredByHeader: false,
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@launchdarkly/node-server-sdk",
    "zipcodes",
  ],
};

export default nextConfig;
