/**
 * The source tree as the shape gates read it (tests/tools/rooms.test.ts, coreShape.test.ts,
 * coreState.test.ts): the TypeScript files under a folder, their relative imports resolved to
 * files, and the import circles among them.
 */
import * as fs from "node:fs";
import * as path from "node:path";

/** Every .ts file under `dir` (not .d.ts), in a fixed order. */
export function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...tsFiles(p));
    else if (e.name.endsWith(".ts") && !e.name.endsWith(".d.ts")) out.push(p);
  }
  return out.sort();
}

const VALUE_IMPORT = /^import (?!type )[^;]*?from "(\.[^"]+)";/gms;
const ANY_IMPORT = /^(?:import|export)\b[^;]*?\bfrom "(\.[^"]+)";/gms;

function resolved(file: string, pattern: RegExp): string[] {
  const src = fs.readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of src.matchAll(pattern)) {
    const base = path.resolve(path.dirname(file), m[1]);
    const hit = [`${base}.ts`, path.join(base, "index.ts")].find((c) => fs.existsSync(c));
    if (hit !== undefined) out.push(hit);
  }
  return out;
}

/** Value imports (not `import type`) of a file, resolved to files: what TSTL's `require` runs. */
export function valueImports(file: string): string[] {
  return resolved(file, VALUE_IMPORT);
}

/** Every relative import or re-export of a file, `import type` included, resolved to files. */
export function allImports(file: string): string[] {
  return resolved(file, ANY_IMPORT);
}

/** Every import circle among `files` by `importsOf`, as the chain of files relative to `root`. */
export function importCircles(files: string[], root: string, importsOf: (file: string) => string[] = allImports): string[] {
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const state = new Map<string, 1 | 2>();
  const stack: string[] = [];
  const circles = new Set<string>();
  const visit = (f: string) => {
    state.set(f, 1);
    stack.push(f);
    for (const g of graph.get(f) ?? []) {
      if (!graph.has(g)) continue;
      if (state.get(g) === 1) circles.add(stack.slice(stack.indexOf(g)).concat(g).map((x) => path.relative(root, x)).join(" -> "));
      else if (state.get(g) === undefined) visit(g);
    }
    stack.pop();
    state.set(f, 2);
  };
  for (const f of graph.keys()) if (state.get(f) === undefined) visit(f);
  return [...circles].sort();
}
