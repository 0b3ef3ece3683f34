/**
 * TSTL lists a bundle's modules in the program's order, and the compact form numbers each by its
 * place in that list (luaCompactImports.ts `positionalModules`: `require(n)` calls the list's nth
 * function). Global calls `require(n)` ~2,400 times, and in the program's order its most required
 * modules had two- and three-digit numbers. This TSTL plugin (afterPrint, the last of them) lists
 * the modules most required first, so the nine most required are `c(1)`...`c(9)` and the next 90
 * have two digits: 1.3 KB of Global. A module no module requires (of types alone: TSTL drops a type's
 * import) comes last, the entry just before them, so the compact form leaves them out of the list's
 * end instead of writing a `nil` for each (luaCompactImports.ts).
 *
 * How often a module is required is counted in TSTL's own Lua, before its bundle: each
 * `require("<specifier>")` a module's Lua holds, resolved as TypeScript's relative imports are
 * (`./x`, `../y`: a file `.ts`, or a folder's `index.ts`); a specifier that names no file of the
 * bundle counts for none. Ties keep the program's order; the output is a function of the input
 * alone. The bundle's list is a table of functions run by `require` alone, in whatever order its
 * requires come: its order changes which number names a module, never what runs or when (the entry
 * is `require("main", ...)` as before, lualib's module first as TSTL puts it). TSTL builds the
 * bundle and its source map from this list, so the readable form, its source map and
 * `npm run where` follow it.
 */
import * as path from "node:path";
import type * as TSTL from "typescript-to-lua";

const REQUIRE = /\brequire\("([^"]+)"\)/g;

/**
 * `files` (TSTL's printed modules) most required first (see the header), ties in their order; the
 * bundle's entry (`entry`, its file) counts the bundle's own require of it.
 */
export function mostRequiredFirst<F extends { fileName: string; code: string }>(files: F[], entry?: string): F[] {
  const key = (f: string) => path.resolve(f).replace(/\.(d\.ts|tsx?|lua)$/, "");
  const index = new Map(files.map((f, i) => [key(f.fileName), i]));
  const counts = files.map((f) => (entry !== undefined && key(f.fileName) === key(entry) ? 1 : 0));
  for (const f of files) {
    const dir = path.dirname(path.resolve(f.fileName));
    for (const m of f.code.matchAll(REQUIRE)) {
      const spec = m[1];
      if (!spec.startsWith("./") && !spec.startsWith("../")) continue;
      const target = path.resolve(dir, spec);
      const at = index.get(target) ?? index.get(path.join(target, "index"));
      if (at !== undefined) counts[at]++;
    }
  }
  return files
    .map((f, i) => ({ f, i }))
    .sort((a, b) => counts[b.i] - counts[a.i] || a.i - b.i)
    .map((x) => x.f);
}

/** The plugin: TSTL's files reordered in place, after every other plugin's afterPrint. */
export const moduleOrderPlugin: TSTL.Plugin = {
  afterPrint: (_program, options, _host, files) => {
    files.splice(0, files.length, ...mostRequiredFirst(files, options.luaBundleEntry));
  },
};
