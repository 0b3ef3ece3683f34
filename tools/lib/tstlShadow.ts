/**
 * TSTL names a module's import local after the imported file (`local ____table =
 * require("src.tts.court.table")`) and renames a binding named like a Lua global with the same prefix
 * (`import { table } from "./session"` becomes `local ____table = ____session.table`). Two such
 * locals of one module share a name, and Lua reads the last one declared: a function of the module
 * that calls session's `table()` then calls the Court's module table instead (a Lua error on the next
 * move drop, met in session 19; any VM, not only MoonSharp). The import locals TSTL reads right away
 * (`local x = ____m.x`, the lines after its `require`) are safe; any other read of a name the module
 * declares twice at its top is refused here, on the readable bundle (build.ts bundleProblems): rename
 * the import (`import { table as tableState }`) or the export.
 */

export interface ShadowHazard {
  module: string;
  name: string;
  /** 1-based line of the bundle where the read is */
  line: number;
}

const MODULE_HEAD = /^\["([^"]+)"\] = function\(\.\.\.\)/;
const TOP_LOCAL = /^local (____[A-Za-z0-9_]+) = /;

/** The reads, in a readable (TSTL-printed) bundle, of a top-level `____` local its module declares more than once, other than the alias lines right after a declaration. */
export function findShadowedImports(bundle: string): ShadowHazard[] {
  const lines = bundle.split("\n");
  const out: ShadowHazard[] = [];
  let start = -1;
  let name = "";
  const flush = (end: number) => {
    if (start >= 0) checkModule(lines, start, end, name, out);
  };
  lines.forEach((l, i) => {
    const m = MODULE_HEAD.exec(l);
    if (m === null) return;
    flush(i);
    start = i + 1;
    name = m[1];
  });
  flush(lines.length);
  return out;
}

function checkModule(lines: string[], from: number, to: number, module: string, out: ShadowHazard[]): void {
  const declared = new Map<string, number>();
  for (let i = from; i < to; i++) {
    const m = TOP_LOCAL.exec(lines[i]);
    if (m !== null) declared.set(m[1], (declared.get(m[1]) ?? 0) + 1);
  }
  for (const [local, count] of declared) {
    if (count < 2) continue;
    const read = new RegExp(`(^|[^A-Za-z0-9_])${local}([^A-Za-z0-9_]|$)`);
    const alias = new RegExp(`^local [A-Za-z0-9_]+ = ${local}\\.[A-Za-z0-9_]+$`);
    // An alias line belongs to the declaration above it while only alias lines (or other imports) come between.
    let inImports = false;
    for (let i = from; i < to; i++) {
      const l = lines[i];
      const own = TOP_LOCAL.exec(l);
      if (own !== null && own[1] === local) {
        inImports = true;
        const rhs = l.slice(own[0].length);
        if (read.test(rhs)) out.push({ module, name: local, line: i + 1 });
        continue;
      }
      if (inImports && alias.test(l)) continue;
      if (!/^local [A-Za-z0-9_]+ = (require\(|____[A-Za-z0-9_]+\.[A-Za-z0-9_]+$)/.test(l)) inImports = false;
      if (read.test(l)) out.push({ module, name: local, line: i + 1 });
    }
  }
}

export function describeShadowHazard(luaFile: string, h: ShadowHazard): string {
  return `${luaFile}:${h.line}: module ${h.module} reads ${h.name}, a local it declares twice at its top (TSTL names an import after its file and a binding named like a Lua global the same way; Lua reads the last one): rename the import or the export (tools/lib/tstlShadow.ts)`;
}
