import { brotliAssetHeaders, brotliAssetRewrites, compressStaticAssets } from "../../server/brotli-assets.mjs";

/** Served as the app serves its own build files (server/brotli-assets.mjs), so the two weigh alike. */
const config = {
  poweredByHeader: false,
  async headers() {
    return brotliAssetHeaders;
  },
  async rewrites() {
    return { beforeFiles: brotliAssetRewrites, afterFiles: [], fallback: [] };
  },
  compiler: {
    async runAfterProductionCompile({ distDir }) {
      compressStaticAssets(`${distDir}/static`);
    },
  },
};

export default config;
