/**
 * A disk cache of TSTL's Lua per module (the tests only: tstlCache.ts hands it a folder), shared by
 * every bundle and every checkout: Global, the parity bundle (tests/support/lua.ts) and the README
 * modding copy's programs hold mostly the same modules, and TSTL translates a module the same
 * whatever bundle holds it. A module's slot is keyed by CONTENT, never by path on disk: its
 * root-relative path and text, the root-relative path and INTERFACE of every file its imports reach
 * (transitively: the types it is translated and checked with), the ambient declarations, the
 * tsconfigs, package-lock.json (TypeScript's and TSTL's versions) and the compiler code. A module
 * found there is neither checked nor translated again: its diagnostics are those of the same
 * closure (a module is only stored from a compile without errors), and its Lua is TSTL's for it;
 * the bundle is then assembled by TSTL from every module's Lua as always.
 *
 * A file's interface (`interfaceOf`) is what another module's Lua and diagnostics can depend on:
 * - when the file passes isolatedDeclarations (every exported type written out, so TypeScript's
 *   own `transpileDeclaration` makes its declarations from its text alone), its declaration output
 *   and every JSDoc block with a tag (TSTL's annotations: `@noSelf`, `@customName`...). Its bodies
 *   and initializers are not in it: the README modding copy's pasted cards change `COURT_CARDS`'s
 *   initializer, not its type `readonly CourtCard[]`, so only the three pasted files are translated.
 *   A written type is what an importer sees (TypeScript's checker reads the annotation, never the
 *   body), and the signature TSTL reads a call's `self` from is then written in the declarations
 *   (a method or a property, a `this` parameter, overloads) or in another file of the closure;
 * - otherwise its whole text: a declaration file, a file with an inferred export type (the type,
 *   or the function TSTL reads `self` from, may come from a body: `export const f = obj.method`),
 *   one whose declarations hold a `private` or `#` member (its type is not printed, and `x["p"]`
 *   reads it) and one with an ambient statement (`declare ...`: `declare const enum` and a plain
 *   one print alike, and `declare global`/`declare module` change other files' types).
 * The names such declarations use resolve in the file's imports, which are in the same closure.
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
  const h = crypto.createHash("sha256").update("tstl-module-v2\0");
  for (const f of ["tsconfig.json", "tsconfig.base.json", "package-lock.json"]) h.update(f).update("\0").update(readOr(path.join(root, f))).update("\0");
  for (const f of ["tstl.ts", "tstlModules.ts", "tstlTruthy.ts", "luaProse.ts"]) h.update(f).update("\0").update(readOr(path.join(toolsRoot, "tools", "lib", f))).update("\0");
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
export function moduleKeys(ts: typeof TS, program: TS.Program, root: string, base: string, entryAbs: string, ifaceDir?: string): Map<string, string> | undefined {
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
  const interfaces = new Map<string, string>();
  const iface = (file: string): string => {
    let known = interfaces.get(file);
    if (known === undefined) interfaces.set(file, (known = interfaceOf(ts, byName.get(file)!, rel(root, file), base, program.getCompilerOptions(), ifaceDir)));
    return known;
  };
  for (const [file, sf] of byName) {
    if (sf.isDeclarationFile) continue; // emits no Lua
    const closure = closureOf([file, ...globals]);
    const h = crypto.createHash("sha256").update(base).update(file === entryAbs ? "entry\0" : "module\0").update(rel(root, file)).update("\0").update(sha(sf.text)).update("\0");
    for (const f of [...closure].filter((c) => c !== file).map((c) => [rel(root, c), c] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
      h.update(f[0]).update("\0").update(iface(f[1])).update("\0");
    }
    keys.set(file, h.digest("hex"));
  }
  return keys;
}

/** Per process: a file's interface by its key (the parity bundle's program, after Global's, asks for most of them again). */
const interfaceMemo = new Map<string, string>();

/** Whether `sf` has a top-level ambient statement (`declare ...`, a namespace or module block). */
function hasAmbient(ts: typeof TS, sf: TS.SourceFile): boolean {
  return sf.statements.some((s) => ts.isModuleDeclaration(s) || (ts.canHaveModifiers(s) && (ts.getModifiers(s) ?? []).some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)));
}

/**
 * What a module importing `sf` is translated and checked with, as a string (see the top): "dts:"
 * and a hash of its isolated declarations and tagged JSDoc, or "text:" and a hash of its text.
 * A function of its path and text (and the base: TypeScript's version, the settings): kept in
 * `dir` by that key, so each file's declarations are made once.
 */
export function interfaceOf(ts: typeof TS, sf: TS.SourceFile, relPath: string, base: string, options: TS.CompilerOptions, dir?: string): string {
  const text = "text:" + sha(sf.text);
  if (sf.isDeclarationFile || hasAmbient(ts, sf)) return text;
  const key = sha(`iface-v1\0${base}\0${relPath}\0${sha(sf.text)}`);
  const memo = interfaceMemo.get(key);
  if (memo !== undefined) return memo;
  const slot = dir === undefined ? undefined : path.join(dir, key);
  let found: string | undefined;
  try {
    found = slot === undefined ? undefined : fs.readFileSync(slot, "utf8");
  } catch {
    found = undefined;
  }
  if (found === undefined || !/^(dts|text):[0-9a-f]{64}$/.test(found)) {
    const d = ts.transpileDeclaration(sf.text, { fileName: relPath, compilerOptions: declarationOptions(options), reportDiagnostics: true });
    if (d.diagnostics !== undefined && d.diagnostics.length > 0) found = text;
    else if (/\bprivate\b|#/.test(d.outputText)) found = text;
    else found = "dts:" + sha([d.outputText, ...(sf.text.match(/\/\*\*[\s\S]*?\*\//g) ?? []).filter((c) => /@\w/.test(c))].join("\0"));
    if (slot !== undefined) writeAtomically(slot, found);
  }
  interfaceMemo.set(key, found);
  return found;
}

/** The program's settings that can change a declaration's meaning or print (the tsconfigs: in the base key). */
const DECLARATION_OPTIONS = ["target", "module", "moduleResolution", "strict", "strictNullChecks", "exactOptionalPropertyTypes", "noImplicitOverride", "useDefineForClassFields", "experimentalDecorators", "removeComments", "stripInternal", "isolatedModules"] as const;

function declarationOptions(options: TS.CompilerOptions): TS.CompilerOptions {
  const out: TS.CompilerOptions = {};
  for (const k of DECLARATION_OPTIONS) if (options[k] !== undefined) (out as Record<string, unknown>)[k] = options[k];
  return out;
}

function writeAtomically(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

export function readModule(dir: string, key: string): string | undefined {
  try {
    return fs.readFileSync(path.join(dir, key + ".lua"), "utf8");
  } catch {
    return undefined;
  }
}

export function storeModule(dir: string, key: string, lua: string): void {
  writeAtomically(path.join(dir, key + ".lua"), lua);
}
