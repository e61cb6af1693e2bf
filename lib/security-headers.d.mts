export declare const assetSecurityHeaders: readonly { key: string; value: string }[];
export declare const staticSecurityHeaders: readonly { key: string; value: string }[];
export declare const HSTS: string;
export declare function contentSecurityPolicy(options: { nonce: string; dev: boolean; places: boolean }): string;
