type HeaderCondition = { type: "header"; key: string; value: string };

export declare const ACCEPTS_BROTLI: string;
export declare const brotliAssetRewrites: { source: string; has: HeaderCondition[]; destination: string }[];
export declare const brotliAssetHeaders: { source: string; has: HeaderCondition[]; headers: { key: string; value: string }[] }[];
/** Writes `<file>.br` beside every script and style under `staticDir` that lacks an up-to-date one; answers the sizes before and after. */
export declare function compressStaticAssets(staticDir: string): { files: number; bytes: number; compressedBytes: number };
