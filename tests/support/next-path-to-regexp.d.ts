// The path-to-regexp Next.js compiles its proxy matchers with, which it ships without types.
declare module "next/dist/compiled/path-to-regexp" {
  export function pathToRegexp(path: string, keys?: unknown[], options?: { delimiter?: string; sensitive?: boolean; strict?: boolean }): RegExp;
}
