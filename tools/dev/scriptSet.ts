/**
 * What `npm run dev` pushes: Global and every object of objects/ that carries a script or UI, under
 * the GUID the save is built with, each `$script` compiled as `npm run build` compiles it (same
 * compiler, same Lua 5.2 and MoonSharp gates). Unlike the build it renders no asset and writes no
 * save, and after a change it recompiles only the bundles whose program holds a changed file.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import type * as ts from "typescript";
import { bundleProblems, collectEntries, luaFileName, shippedLua } from "../lib/build";
import { BuildError, Json, ObjectSource, readTable } from "../lib/objects";
import { CompileError, compileLuaBundle } from "../lib/tstl";
import { expandFill } from "../table/expand";
import type { ScriptState } from "./protocol";

/** One object as the dev loop pushes it: where its script and UI come from. */
export interface ScriptedObject {
  guid: string;
  name: string;
  /** objects/ file that declares it */
  file: string;
  /** `$script`: the TS entry whose bundle is its LuaScript */
  entry?: string;
  /** `$xml`: the file whose text is its XmlUI */
  xml?: string;
  /** a LuaScript / XmlUI written in the object file itself */
  script?: string;
  ui?: string;
}

const str = (v: Json | undefined): string | undefined => (typeof v === "string" ? v : undefined);

function describe(guid: string, name: string, file: string, data: { [k: string]: Json }): ScriptedObject {
  return { guid, name, file, entry: str(data["$script"]), xml: str(data["$xml"]), script: str(data.LuaScript), ui: str(data.XmlUI) };
}

/** `$fill` copies are part of the save (they could carry a `$script`); the other expansions add no script. */
function withFills(objects: ObjectSource[], problems: string[]): ObjectSource[] {
  return objects.map((o) => {
    const filled = o.data["$fill"] !== undefined ? expandFill(o, problems) : o;
    return { ...filled, contents: withFills(filled.contents, problems) };
  });
}

/**
 * Global ("-1") first, then every object, contents after their container, in the save's order,
 * that has a script or a UI (an object with neither is not pushed: TTS leaves it alone).
 */
export function scriptedObjects(root: string, objectsDir = "objects"): { objects: ScriptedObject[]; entries: Map<string, string[]> } {
  const table = readTable(root, objectsDir);
  const problems: string[] = [];
  const objects = withFills(table.objects, problems);
  if (problems.length > 0) throw new BuildError(problems);
  const out: ScriptedObject[] = [describe("-1", "Global", table.saveFile, table.save)];
  const visit = (o: ObjectSource) => {
    const d = describe(String(o.data.GUID), str(o.data.Nickname) || str(o.data.Name) || "", o.file, o.data);
    if (d.entry !== undefined || d.xml !== undefined || (d.script ?? "") !== "" || (d.ui ?? "") !== "") out.push(d);
    o.contents.forEach(visit);
  };
  objects.forEach(visit);
  return { objects: out, entries: collectEntries(table.saveFile, table.save, objects) };
}

/** What a compile gives the builder (compileLuaBundle; tests pass a fake). */
export interface CompiledBundle {
  lua: string;
  /** absolute paths of every file the bundle was compiled from */
  sources: string[];
  program?: ts.Program;
}
export type CompileFn = (entry: string, root: string, reuse?: ts.Program) => CompiledBundle;

export interface ScriptSetOptions {
  root: string;
  objectsDir?: string;
  /** Also write each recompiled bundle here (as `npm run build` does into build/lua/). */
  luaOutDir?: string;
  validators?: (() => string[])[];
  compile?: CompileFn;
}

export interface Rebuilt {
  /** what to push: every scripted object, both keys set */
  states: ScriptState[];
  /** the entries compiled this time (the others were unchanged) */
  compiled: string[];
}

interface Cached {
  lua: string;
  sources: Set<string>;
  program?: ts.Program;
}

export class ScriptSet {
  private readonly bundles = new Map<string, Cached>();
  private readonly compile: CompileFn;

  constructor(private readonly options: ScriptSetOptions) {
    this.compile = options.compile ?? compileLuaBundle;
  }

  /** Whether `entry` must be compiled again after `changed` (absolute paths; undefined: all). */
  private stale(entry: string, changed: string[] | undefined): boolean {
    const cached = this.bundles.get(entry);
    if (cached === undefined || changed === undefined) return true;
    // A declaration file under src/ is part of every program, even a new one.
    return changed.some((f) => cached.sources.has(path.resolve(f)) || f.endsWith(".d.ts"));
  }

  /**
   * Rebuild after `changed` files (absolute paths; undefined: compile everything). Returns the states
   * to push, or the problems that refuse this build (the previous bundles stay cached).
   */
  build(changed?: string[]): Rebuilt | { problems: string[] } {
    const root = this.options.root;
    const problems: string[] = [];
    for (const v of this.options.validators ?? []) problems.push(...v());
    if (problems.length > 0) return { problems };
    let table: ReturnType<typeof scriptedObjects>;
    try {
      table = scriptedObjects(root, this.options.objectsDir);
    } catch (e) {
      if (e instanceof BuildError) return { problems: e.problems };
      throw e;
    }
    const compiled: string[] = [];
    for (const [entry, usedBy] of table.entries) {
      if (!this.stale(entry, changed)) continue;
      const luaFile = path.join("build", "lua", luaFileName(entry)).split(path.sep).join("/");
      try {
        const bundle = this.compile(entry, root, this.bundles.get(entry)?.program);
        const refused = bundleProblems(entry, bundle.lua, luaFile);
        if (refused.length > 0) throw new CompileError(refused.join("\n"));
        // What TTS runs is the compact form, as `npm run build` ships it.
        const shipped = shippedLua(entry, bundle.lua, luaFile);
        if (shipped.lua === undefined) throw new CompileError(shipped.problems.join("\n"));
        this.bundles.set(entry, { lua: shipped.lua, sources: new Set(bundle.sources.map((s) => path.resolve(s))), program: bundle.program });
        compiled.push(entry);
        if (this.options.luaOutDir !== undefined) {
          fs.mkdirSync(this.options.luaOutDir, { recursive: true });
          fs.writeFileSync(path.join(this.options.luaOutDir, luaFileName(entry)), shipped.lua);
        }
      } catch (e) {
        if (!(e instanceof CompileError)) throw e;
        this.bundles.delete(entry); // compiled again after any change
        problems.push(`${usedBy[0]}: field $script: ${e.message}`);
      }
    }
    const states: ScriptState[] = [];
    for (const o of table.objects) {
      let ui = o.ui ?? "";
      if (o.xml !== undefined) {
        const xmlPath = path.resolve(root, o.xml);
        if (fs.existsSync(xmlPath)) ui = fs.readFileSync(xmlPath, "utf8");
        else problems.push(`${o.file}: field $xml: ${o.xml} does not exist`);
      }
      const script = o.entry !== undefined ? (this.bundles.get(o.entry)?.lua ?? "") : (o.script ?? "");
      states.push({ guid: o.guid, name: o.name, script, ui });
    }
    if (problems.length > 0) return { problems };
    return { states, compiled };
  }
}
