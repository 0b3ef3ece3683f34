/**
 * The property names TTS's API declares (the typings package the sources are checked against,
 * @typed-tabletop-simulator/declaration): `guid`, `resting`, `seated`, `is_face_down`...
 *
 * Why the compact form needs them (luaCompactStrings.ts): in MoonSharp, `obj.resting` and
 * `obj["resting"]` differ on a userdata whose .NET type has an indexer: a bracketed index calls the
 * indexer (MoonSharp 2.0.0.0, DispatchingUserDataDescriptor.Index, `isDirectIndexing` false) where a
 * dotted one reads the member. TTS's objects and players are userdata of closed-source types, so a
 * field read that could be one of theirs stays dotted. Every property of every declared type counts
 * (the save's JSON data types too: more than needed, never less).
 */
import * as fs from "node:fs";
import * as path from "node:path";
import type * as TS from "typescript";
import { REPO_ROOT } from "./repo";

export const TTS_TYPINGS = path.join(REPO_ROOT, "node_modules", "@typed-tabletop-simulator", "declaration", "src");

let names: ReadonlySet<string> | undefined;

/** Every property name (not a method's) declared in the TTS typings; read once per process. */
export function ttsPropertyNames(): ReadonlySet<string> {
  if (names !== undefined) return names;
  // TypeScript is loaded here, not on import: every test file that reads the built save imports the
  // compactor through the build, and loading TypeScript costs ~0.2 s of CPU in each.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ts = require("typescript") as typeof TS;
  const out = new Set<string>();
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".d.ts")) {
        const source = ts.createSourceFile(p, fs.readFileSync(p, "utf8"), ts.ScriptTarget.Latest, false);
        const visit = (n: TS.Node): void => {
          if ((ts.isPropertySignature(n) || ts.isPropertyDeclaration(n)) && (ts.isIdentifier(n.name) || ts.isStringLiteral(n.name))) out.add(n.name.text);
          ts.forEachChild(n, visit);
        };
        visit(source);
      }
    }
  };
  walk(TTS_TYPINGS);
  if (out.size === 0) throw new Error(`ttsProperties: no property declared under ${TTS_TYPINGS}`);
  names = out;
  return out;
}
