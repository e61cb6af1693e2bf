import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The import graph of the project's own modules, type-only and dynamic imports
 * included, and the one check of circles: ESLint's import/no-cycle skipped type imports, through which a lazy
 * wrapper and its loaded part (or a loader and its row type) used to circle.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIPPED = new Set(["node_modules", ".next", "generated", "test-results", "playwright-report", ".git", ".data"]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") && !entry.name.endsWith(".d.mts") ? [full] : [];
  });
}

function importGraph(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const options = config!.options;
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
  const files = sourceFiles(ROOT);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) return [];
      // A declaration file stands for the .mjs beside it.
      const target = path.resolve(resolved.resolvedFileName.replace(/\.d\.mts$/, ".mjs"));
      return known.has(target) ? [target] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one module (or a module importing itself): Tarjan's algorithm. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(path.relative(ROOT, member));
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("the import graph", () => {
  const graph = importGraph();

  it("reads the imports of every kind", () => {
    const imports = (file: string) => graph.get(path.join(ROOT, file))!.map((f) => path.relative(ROOT, f));
    // A static value import, a type-only import and a dynamic import each make an edge.
    expect(imports("components/ui/dialog.tsx")).toEqual(expect.arrayContaining(["components/ui/dialog-props.ts", "components/ui/dialog-impl.tsx"]));
    expect(imports("server/services/application-read.ts")).toContain("server/services/application-row.ts");
    expect(imports("app/api/openapi.json/route.ts")).toContain("app/api/openapi.json/routes.ts");
  });

  it("has no circle", () => {
    expect(circles(graph)).toEqual([]);
  });
});
