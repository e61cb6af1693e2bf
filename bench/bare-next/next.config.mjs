// Loaded with tsx's loader (bench/page-weight.ts starts it so), to share the app's own TypeScript module.
import { brotliAssetHeaders, brotliAssetRewrites, compressStaticAssets } from "../../server/brotli-assets.ts";

/** Served as the app serves its own build files (server/brotli-assets.ts), so the two weigh alike. */
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
