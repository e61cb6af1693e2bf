/** The second floor of `npm run bench:api`: a Next.js app with no configuration of its own. */
const config = {
  poweredByHeader: false,
  // The repository's `tsc` checks these files with the app's; the build need not again.
  typescript: { ignoreBuildErrors: true },
};

export default config;
