/**
 * `npm run build`: objects/ + compiled scripts -> build/<SaveName>.json, the save a player loads.
 * Every failure is a BuildError listing each problem with file and field; nothing is written then.
 */
import { MEMOS } from "./memos";
import * as fs from "node:fs";
import * as path from "node:path";
import { BuildError, Json, JsonObject, ObjectSource, readTable } from "./objects";
import { validateTable } from "./validateObjects";
import { CompileError, REPO_ROOT, compileLuaBundle } from "./tstl";
import { compileLuaCached } from "./tstlCache";
import { ShippedForm, shippedCached } from "./shippedCache";
import { checkLua52 } from "./luaGate";
import { describeMoonSharpHazard, findMoonSharpHazards } from "./moonsharpGates";
import { originalLine } from "./sourceMapLine";
import { compactLua } from "./luaCompact";
import { withProseWords } from "./luaCompactProse";
import { joinLuaLines, tokenTexts } from "./luaJoin";
import { bundleModuleNames } from "./luaCompactImports";
import { describeConcatHazard, findConcatHazards } from "./moonsharpConcat";
import { describeShadowHazard, findShadowedImports } from "./tstlShadow";
import { EXPANSION_FIELDS, expandTable, usesExpansions } from "../table/expand";
import { TableAssets, planAssets, startTableRender, writeAssets } from "../table/assets";
import { notebookTabs } from "../table/notebook";
import { CAMPAIGN_TAG } from "../table/campaignTag";
import { writePreview } from "../render/contactSheet";
import { pngInfo } from "../render/raster";
import { ViewSource, writeTableViews } from "../render/tableView";
import { TABLE_TOP, objBounds } from "../table/footprint";
import type { PlacedObject } from "../table/footprint";
import type { Asset } from "../table/assets";

export interface BuildOptions {
  root: string;
  objectsDir?: string;
  outDir?: string;
  /** Extra validators (e.g. game data) whose problems fail the build. */
  validators?: (() => string[])[];
  /**
   * Base URL the assets will be served from (e.g. https://example.org/arcs/assets/); default:
   * `file:///` URLs of <outDir>/assets (they work on the machine that built the save).
   */
  assetBaseUrl?: string;
  /** Renders the table's assets (default renderTableAssets); tests pass a spy or a cached render. */
  render?: () => TableAssets;
  /** Write <outDir>/preview (the contact sheet of every rendered texture); default true. */
  preview?: boolean;
}

export interface ScriptReport {
  entry: string;
  luaFile: string;
  luaBytes: number;
  compileMs: number;
  usedBy: string[];
}

export interface BuildReport {
  saveName: string;
  savePath: string;
  saveBytes: number;
  objectCount: number;
  scripts: ScriptReport[];
  /** Asset files written to <outDir>/assets and their total bytes (0 when nothing was rendered). */
  assetFiles: string[];
  assetBytes: number;
  /**
   * Milliseconds: render (including "scripts during render", the compile, check and compaction that overlap it), expand,
   * scripts (what was left to compile), write, total.
   */
  timings: Record<string, number>;
}

/**
 * What the pictures of the table (tools/render/tableView.ts) need to know of the assets: each URL's
 * asset as the preview names its file, a PNG's pixel size, a mesh's bounds.
 */
export function viewSource(assets: Map<string, Asset>, urls: Map<string, string>): ViewSource {
  const byUrl = new Map<string, string>();
  for (const [name, url] of urls) byUrl.set(url, name);
  const asset = (url: string) => {
    const name = byUrl.get(url);
    return name === undefined ? undefined : { name, a: assets.get(name)! };
  };
  return {
    image: (url) => {
      const f = asset(url);
      if (f === undefined || f.a.ext !== "png") return undefined;
      const i = pngInfo(f.a.bytes);
      return { file: `${f.name}.png`, w: i.width, h: i.height };
    },
    sizes: {
      image: (url) => {
        const f = asset(url);
        if (f === undefined || f.a.ext !== "png") return undefined;
        const i = pngInfo(f.a.bytes);
        return { w: i.width, h: i.height };
      },
      mesh: (url) => {
        const f = asset(url);
        return f === undefined || f.a.ext !== "obj" ? undefined : objBounds(f.a.bytes.toString("utf8"));
      },
    },
  };
}

/** The pictures of the table in build/preview/ (tools/render/tableView.ts), as index.html links them. */
const VIEWS = [
  { file: "table", caption: "The whole table from above: every object where the save lays it, zones outlined by role" },
  { file: "play-area", caption: "The play area, closer: the map, the player boards, the play mat and the supplies, each zone named" },
];

const BUILD_ONLY_FIELDS = ["$script", "$xml", "$memo", "$contents", "$notebook", ...EXPANSION_FIELDS];

export function luaFileName(entry: string): string {
  return entry.replace(/^src\//, "").replace(/\.ts$/, "").split("/").join(".") + ".lua";
}

function saveFileName(saveName: string): string {
  return saveName.replace(/[\\/:*?"<>|]/g, "_") + ".json";
}

/** Collect every `$script` with the files that reference it, in a stable order. */
export function collectEntries(saveFile: string, save: JsonObject, objects: ObjectSource[]): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  const add = (entry: Json | undefined, file: string) => {
    if (typeof entry !== "string") return;
    const list = entries.get(entry) ?? [];
    list.push(file);
    entries.set(entry, list);
  };
  add(save["$script"], saveFile);
  const walk = (os: ObjectSource[]) => {
    for (const o of os) {
      add(o.data["$script"], o.file);
      walk(o.contents);
    }
  };
  walk(objects);
  return new Map([...entries.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Why a compiled bundle must not reach TTS: it does not parse as Lua 5.2, it still has a shape
 * MoonSharp 2.0.0.0 runs wrongly (moonsharpGates.ts), it joins a fractional number literal with
 * `..` (tts-notes.md), or a module reads an import local TSTL declared twice there (tstlShadow.ts). `luaFile` names it in the messages; a MoonSharp hazard also names the
 * TypeScript line it came from (the entry compiled again with TSTL's source map: only on this path).
 * Empty when it is fine.
 */
export function bundleProblems(entry: string, lua: string, luaFile: string, root?: string, moduleNames: readonly string[] = []): string[] {
  const syntax = checkLua52(lua);
  if (syntax) return [`${luaFile} (from ${entry}): does not parse as Lua 5.2 at line ${syntax.line}: ${syntax.message}`];
  const hazards = findMoonSharpHazards(lua, moduleNames);
  let tsLine: (line: number) => string | undefined = () => undefined;
  if (hazards.length > 0) {
    try {
      const mapped = compileLuaBundle(entry, root, undefined, true);
      // The step keeps every line where it was: the map holds for any bundle of the same lines.
      if (mapped.sourceMap && mapped.lua.split("\n").length === lua.split("\n").length) {
        tsLine = (line) => repoRelative(originalLine(mapped.sourceMap!, line), root ?? REPO_ROOT);
      }
    } catch {
      // The refusal below still names the bundle line, module and function.
    }
  }
  return hazards
    .map((h) => `${describeMoonSharpHazard(luaFile, h, tsLine(h.line))} (from ${entry})`)
    .concat(findConcatHazards(lua).map((h) => `${describeConcatHazard(luaFile, h)} (from ${entry})`))
    .concat(findShadowedImports(lua).map((h) => `${describeShadowHazard(luaFile, h)} (from ${entry})`));
}

/**
 * What TTS gets of a bundle that passed bundleProblems: its compact form (luaCompact.ts: short
 * local names, no spaces Lua does not need, every line where it was), checked again by the same
 * gates. `lua` is undefined when the compact form is refused (a fault of the compactor: a message).
 */
export function shippedLua(entry: string, lua: string, luaFile: string, root?: string): { lua?: string; positions?: number[][]; problems: string[] } {
  const compact = withProseWords(compactLua(lua));
  const problems = bundleProblems(entry, compact, luaFile, root, bundleModuleNames(lua)).map((p) => `${p} (in the compact form: tools/lib/luaCompact.ts)`);
  if (problems.length > 0) return { problems };
  // The gates above named compact lines (= readable lines); joining changes no token, checked here.
  const joined = joinLuaLines(compact);
  const before = tokenTexts(compact);
  const after = tokenTexts(joined.lua);
  const differs = before.findIndex((t, i) => after[i] !== t);
  if (differs >= 0 || after.length !== before.length) {
    return { problems: [`${luaFile} (from ${entry}): joining its lines changed token ${differs >= 0 ? differs + 1 : before.length + 1} (a fault of tools/lib/luaJoin.ts)`] };
  }
  return { lua: joined.lua, positions: joined.positions, problems };
}

/** TSTL's map names sources relative to its output folder: the shortest tail that is a file of the repo. */
export function repoRelative(where: string | undefined, root: string): string | undefined {
  if (where === undefined) return undefined;
  let rest = where;
  while (rest.startsWith("../")) {
    const file = rest.replace(/:\d+$/, "");
    if (fs.existsSync(path.join(root, file))) break;
    rest = rest.slice(3);
  }
  return rest;
}

function withoutBuildFields(data: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(data)) if (!BUILD_ONLY_FIELDS.includes(k)) out[k] = v;
  return out;
}

/**
 * The tag every object and zone of the table carries. TTS lets a zone (scripting or hand) that has
 * tags see only objects sharing at least one of them (kb.tabletopsimulator.com "Object Tags"), and
 * our zones carry role tags (`system`, `lead-slot`...) that scripts find them by: one shared tag on
 * both sides keeps every zone seeing the table's objects (docs/tts-behaviour.md).
 */
export const SHARED_TAG = "arcs";

export { CAMPAIGN_TAG };

/**
 * The tag of our table (objects/Table.*.json): it carries no shared tag, so no zone ever sees the
 * table under every zone (docs/table-contract.md).
 */
export const TABLE_TAG = "table-surface";

function withSharedTag(tags: unknown, name: unknown): string[] {
  const list = Array.isArray(tags) ? (tags as string[]).slice() : [];
  if (list.indexOf(TABLE_TAG) >= 0) return list;
  if (name !== "ScriptingTrigger" && list.indexOf(CAMPAIGN_TAG) >= 0) return list;
  if (list.indexOf(SHARED_TAG) < 0) list.push(SHARED_TAG);
  return list;
}

function assembleObject(root: string, src: ObjectSource, lua: Map<string, string>): JsonObject {
  const out = withoutBuildFields(src.data);
  out.Tags = withSharedTag(out.Tags, out.Name);
  const script = src.data["$script"];
  if (typeof script === "string") out.LuaScript = lua.get(script) ?? "";
  const xml = src.data["$xml"];
  if (typeof xml === "string") out.XmlUI = fs.readFileSync(path.resolve(root, xml), "utf8");
  const memo = src.data["$memo"];
  if (typeof memo === "string" && MEMOS[memo] !== undefined) out.Memo = MEMOS[memo]();
  if (src.contents.length > 0) {
    out.ContainedObjects = src.contents.map((c) => assembleObject(root, c, lua));
    if (out.Name === "Deck" || out.Name === "DeckCustom") {
      if (out.DeckIDs === undefined) out.DeckIDs = src.contents.map((c) => c.data.CardID as number);
    }
  }
  return out;
}

type Checked = { bundle: ReturnType<typeof compileLuaCached>; problems: string[]; shipped?: ShippedForm };
type Compiled = Checked | { thrown: unknown };

function scriptLuaFile(entry: string): string {
  return path.join("build", "lua", luaFileName(entry)).split(path.sep).join("/");
}

/** Compiles, checks and compacts each entry (tests reuse a clean result: shippedCache.ts), or keeps what its compile threw. */
function compileEntries(entries: Map<string, string[]>, root: string): Map<string, Compiled> {
  const out = new Map<string, Compiled>();
  for (const entry of entries.keys()) {
    try {
      const bundle = compileLuaCached(entry, root);
      const luaFile = scriptLuaFile(entry);
      const checked = shippedCached(bundle.lua, () => {
        const problems = bundleProblems(entry, bundle.lua, luaFile, root);
        if (problems.length > 0) return { problems };
        const s = shippedLua(entry, bundle.lua, luaFile, root);
        return s.lua === undefined ? { problems: s.problems } : { problems: [], shipped: { lua: s.lua, positions: s.positions ?? [] } };
      });
      out.set(entry, { bundle, ...checked });
    } catch (e) {
      out.set(entry, { thrown: e });
    }
  }
  return out;
}

/** The bundle and its problems from earlier (throwing what its compile threw), else compiled and checked now. */
function compiledOrNow(compiled: Map<string, Compiled>, entry: string, root: string): Checked {
  const c = compiled.get(entry) ?? compileEntries(new Map([[entry, []]]), root).get(entry)!;
  if ("thrown" in c) throw c.thrown;
  return c;
}

export function buildSave(options: BuildOptions): BuildReport {
  const started = Date.now();
  const timings: Record<string, number> = {};
  const root = options.root;
  const outDir = path.resolve(root, options.outDir ?? "build");
  const raw = readTable(root, options.objectsDir ?? "objects");

  // Game data first: a malformed card refuses the build before anything is rendered.
  const problems: string[] = [];
  for (const v of options.validators ?? []) problems.push(...v());
  if (problems.length > 0) throw new BuildError(problems);

  let table = raw;
  let assetFiles: string[] = [];
  let assetBytes = 0;
  let writeRendered = (_objects: readonly PlacedObject[]) => {};
  // The scripts compile on this thread while the render's helper threads rasterise (rasterPool.ts);
  // each result (or failure) is used, and reported, where the build always took it.
  let compiled = new Map<string, Compiled>();
  if (usesExpansions(raw)) {
    const t0 = Date.now();
    let rendered: TableAssets;
    if (options.render) rendered = options.render();
    else {
      const finishRender = startTableRender();
      const t = Date.now();
      compiled = compileEntries(collectEntries(raw.saveFile, raw.save, raw.objects), root);
      timings["scripts during render"] = Date.now() - t;
      rendered = finishRender();
    }
    timings.render = Date.now() - t0;
    if (rendered.warnings.length > 0) throw new BuildError(rendered.warnings.map((w) => `render: ${w}`));
    const assetsDir = path.join(outDir, "assets");
    const written = planAssets(rendered.assets, assetsDir, options.assetBaseUrl || undefined);
    assetFiles = written.files;
    assetBytes = written.bytes;
    writeRendered = (objects) => {
      writeAssets(rendered.assets, assetsDir, options.assetBaseUrl || undefined);
      if (options.preview ?? true) {
        const layouts = { mapBoard: rendered.rendered.mapBoard.layout, playerBoard: rendered.rendered.playerBoards.Red.layout };
        const dir = path.join(outDir, "preview");
        writePreview(dir, rendered.assets, rendered.warnings, layouts, VIEWS);
        const t = Date.now();
        writeTableViews(dir, objects, viewSource(rendered.assets, written.urls), TABLE_TOP);
        timings["table views"] = Date.now() - t;
      }
    };
    const t1 = Date.now();
    table = expandTable(raw, { urls: written.urls, layouts: rendered.layouts, decks: rendered.decks }, problems);
    timings.expand = Date.now() - t1;
    if (problems.length > 0) throw new BuildError(problems);
  }
  // validateTable repeats a few checks the expansion made (duplicate GUIDs): say each once.
  for (const p of validateTable(root, table)) if (problems.indexOf(p) < 0) problems.push(p);
  if (typeof raw.save["$notebook"] === "string") table.save.TabStates = notebookTabs(root, raw.save["$notebook"], problems, raw.saveFile);
  if (problems.length > 0) throw new BuildError(problems);
  const t2 = Date.now();

  const entries = collectEntries(table.saveFile, table.save, table.objects);
  const lua = new Map<string, string>();
  const readable = new Map<string, string>();
  const positions = new Map<string, number[][]>();
  const scripts: ScriptReport[] = [];
  for (const [entry, usedBy] of entries) {
    let checked: Checked;
    try {
      checked = compiledOrNow(compiled, entry, root);
    } catch (e) {
      if (e instanceof CompileError) {
        problems.push(`${usedBy[0]}: field $script: ${e.message}`);
        continue;
      }
      throw e;
    }
    const { bundle, shipped } = checked;
    const luaFile = scriptLuaFile(entry);
    if (shipped === undefined) {
      problems.push(...checked.problems);
      continue;
    }
    lua.set(entry, shipped.lua);
    readable.set(entry, bundle.lua);
    positions.set(entry, shipped.positions);
    scripts.push({ entry, luaFile, luaBytes: Buffer.byteLength(shipped.lua), compileMs: bundle.compileMs, usedBy });
  }
  if (problems.length > 0) throw new BuildError(problems);
  timings.scripts = Date.now() - t2;

  const saveName = table.save.SaveName as string;
  const save = withoutBuildFields(table.save);
  const globalEntry = table.save["$script"];
  save.LuaScript = typeof globalEntry === "string" ? (lua.get(globalEntry) ?? "") : "";
  if (typeof table.save["$xml"] === "string") save.XmlUI = fs.readFileSync(path.resolve(root, table.save["$xml"]), "utf8");
  save.ObjectStates = table.objects.map((o) => assembleObject(root, o, lua));

  const t3 = Date.now();
  writeRendered(save.ObjectStates as unknown as PlacedObject[]);
  fs.mkdirSync(path.join(outDir, "lua"), { recursive: true });
  // build/lua/ holds what TTS runs (lines joined); build/lua/readable/ the same Lua as TSTL printed it,
  // and build/lua/positions/ where each readable line is in the shipped one (`npm run where` reads it:
  // an error TTS reports at (line,col) names its readable and TypeScript line).
  fs.mkdirSync(path.join(outDir, "lua", "readable"), { recursive: true });
  fs.mkdirSync(path.join(outDir, "lua", "positions"), { recursive: true });
  for (const s of scripts) {
    fs.writeFileSync(path.join(outDir, "lua", path.basename(s.luaFile)), lua.get(s.entry)!);
    fs.writeFileSync(path.join(outDir, "lua", "readable", path.basename(s.luaFile)), readable.get(s.entry)!);
    fs.writeFileSync(path.join(outDir, "lua", "positions", path.basename(s.luaFile).replace(/\.lua$/, ".json")), JSON.stringify({ entry: s.entry, positions: positions.get(s.entry) }) + "\n");
  }
  const text = JSON.stringify(save, null, 2) + "\n";
  const savePath = path.join(outDir, saveFileName(saveName));
  fs.writeFileSync(savePath, text);
  let objectCount = 0;
  const count = (os: ObjectSource[]) => os.forEach((o) => { objectCount++; count(o.contents); });
  count(table.objects);
  timings.write = Date.now() - t3;
  timings.total = Date.now() - started;
  return { saveName, savePath, saveBytes: Buffer.byteLength(text), objectCount, scripts, assetFiles, assetBytes, timings };
}
