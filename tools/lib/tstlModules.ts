/**
 * A disk cache of TSTL's Lua per module (the tests only: tstlCache.ts hands it a folder), shared by
 * every bundle and every checkout: Global, the parity bundle (tests/support/lua.ts) and the README
 * modding copy's programs hold mostly the same modules, and TSTL translates a module the same
 * whatever bundle holds it. A module's slot is keyed by CONTENT, never by path on disk: its
 * root-relative path and text, the root-relative path and text of every file its imports reach
 * (transitively: the types it is translated and checked with), the ambient declarations, the
 * tsconfigs, package-lock.json (TypeScript's and TSTL's versions) and the compiler code. A module
 * found there is neither checked nor translated again: its diagnostics are those of the same
 * closure (a module is only stored from a compile without errors), and its Lua is TSTL's for it;
 * the bundle is then assembled by TSTL from every module's Lua as always.
 *
 * A module augmentation changes types for modules that do not import it: a file declaring
 * `declare module "../game/state"` (and its closure) belongs to the closure of every module whose
 * closure holds game/state.ts; one declaring `declare global`, to every module's.
 * Off (every module translated) when a program has a file that is not a module (a script's
 * declarations are global), a type reference directive, or an import or reference path outside the program.
 */
import * as crypto from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import type * as TS from "typescript";

const sha = (data: string | Buffer) => crypto.createHash("sha256").update(data).digest("hex");

/** Compiler code and settings every module's Lua depends on (REPO_ROOT's tools, `root`'s settings). */
export function moduleKeyBase(root: string, toolsRoot: string, ambient: readonly string[]): string {
  const h = crypto.createHash("sha256").update("tstl-module-v1\0");
  for (const f of ["tsconfig.json", "tsconfig.base.json", "package-lock.json"]) h.update(f).update("\0").update(readOr(path.join(root, f))).update("\0");
  for (const f of ["tstl.ts", "tstlModules.ts", "luaProse.ts"]) h.update(f).update("\0").update(readOr(path.join(toolsRoot, "tools", "lib", f))).update("\0");
  for (const a of ambient) h.update(rel(root, a)).update("\0").update(readOr(a)).update("\0");
  return h.digest("hex");
}

function readOr(file: string): Buffer | string {
  try {
    return fs.readFileSync(file);
  } catch {
    return "missing";
  }
}

const rel = (root: string, f: string) => path.relative(root, path.resolve(f)).split(path.sep).join("/");

interface Internal {
  imports?: readonly TS.StringLiteralLike[];
  referencedFiles: readonly { fileName: string }[];
  moduleAugmentations?: readonly (TS.StringLiteral | TS.Identifier)[];
  typeReferenceDirectives: readonly unknown[];
}

/**
 * The key of each emitted module of `program` (file name -> key), or undefined when the program
 * has a file that could reach a module without an import (see above).
 */
export function moduleKeys(ts: typeof TS, program: TS.Program, root: string, base: string, entryAbs: string): Map<string, string> | undefined {
  const own = program.getSourceFiles().filter((f) => !program.isSourceFileFromExternalLibrary(f) && f.fileName.split("/").indexOf("node_modules") < 0);
  const byName = new Map(own.map((f) => [path.resolve(f.fileName), f]));
  const deps = new Map<string, string[]>();
  // An augmentation reaches modules that do not import it: `declare global` every module (it and its
  // closure join every closure), `declare module "../game/state"` every module whose closure holds
  // game/state (the augmenting file and its closure join it). The ambient files are in the base.
  const globals: string[] = [];
  const augmentedBy = new Map<string, string[]>();
  const resolver = program as unknown as { getResolvedModuleFromModuleSpecifier?(lit: TS.StringLiteralLike, sf: TS.SourceFile): { resolvedModule?: { resolvedFileName: string } } | undefined };
  if (typeof resolver.getResolvedModuleFromModuleSpecifier !== "function") return undefined;
  const resolve = (lit: TS.StringLiteralLike, sf: TS.SourceFile): string | undefined => {
    const target = resolver.getResolvedModuleFromModuleSpecifier!(lit, sf)?.resolvedModule?.resolvedFileName;
    return target === undefined ? undefined : path.resolve(target);
  };
  for (const sf of own) {
    const file = path.resolve(sf.fileName);
    if (sf.isDeclarationFile && !ts.isExternalModule(sf)) continue; // ambient: in the base key
    const inner = sf as unknown as Internal;
    if (!ts.isExternalModule(sf) || inner.imports === undefined || inner.typeReferenceDirectives.length > 0) return undefined;
    if (/\bdeclare\s+global\b/.test(sf.text)) globals.push(file);
    for (const name of inner.moduleAugmentations ?? []) {
      const target = ts.isStringLiteralLike(name) ? resolve(name, sf) : undefined;
      if (target === undefined) return undefined;
      augmentedBy.set(target, [...(augmentedBy.get(target) ?? []), file]);
    }
    const out: string[] = [];
    // `/// <reference path="../game/state.ts" />` (the augmenting files): a file of the closure like an import.
    for (const ref of inner.referencedFiles) {
      const abs = path.resolve(path.dirname(sf.fileName), ref.fileName);
      if (!byName.has(abs)) return undefined;
      out.push(abs);
    }
    for (const lit of inner.imports) {
      const abs = resolve(lit, sf);
      if (abs === undefined) return undefined;
      if (byName.has(abs)) out.push(abs); // a package's typings: package-lock.json is in the base
    }
    deps.set(file, out);
  }
  const closureOf = (start: readonly string[]): Set<string> => {
    const closure = new Set<string>(start);
    const todo = [...start];
    while (todo.length > 0) {
      const at = todo.pop()!;
      for (const d of [...(deps.get(at) ?? []), ...(augmentedBy.get(at) ?? [])]) if (!closure.has(d)) closure.add(d), todo.push(d);
    }
    return closure;
  };
  const keys = new Map<string, string>();
  for (const [file, sf] of byName) {
    if (sf.isDeclarationFile) continue; // emits no Lua
    const closure = closureOf([file, ...globals]);
    const h = crypto.createHash("sha256").update(base).update(file === entryAbs ? "entry\0" : "module\0").update(rel(root, file)).update("\0");
    for (const f of [...closure].map((c) => [rel(root, c), c] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
      h.update(f[0]).update("\0").update(sha(byName.get(f[1])!.text)).update("\0");
    }
    keys.set(file, h.digest("hex"));
  }
  return keys;
}

export function readModule(dir: string, key: string): string | undefined {
  try {
    return fs.readFileSync(path.join(dir, key + ".lua"), "utf8");
  } catch {
    return undefined;
  }
}

export function storeModule(dir: string, key: string, lua: string): void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, key + ".lua");
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  fs.writeFileSync(tmp, lua);
  fs.renameSync(tmp, file);
}
