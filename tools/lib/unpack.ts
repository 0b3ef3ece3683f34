/**
 * A TTS save back into `objects/` files (the reverse of the build), so a modder can move things in
 * TTS, save, unpack and build again. Each value is compared with what the current `objects/` builds
 * to: a field the source writes plainly takes the save's value (a moved piece keeps its new place);
 * a field the build derives (a `$script`'s LuaScript, a `$asset:` URL, a `$deck`'s cards...) keeps
 * its source form when TTS left it alone, and is REPORTED, not silently lost, when it was changed in
 * TTS. Objects the expansions make are not written (the build makes them again).
 *
 * With `base` (the built save the TTS save was made from: tools/lib/buildHistory.ts) the merge is
 * three-way: a value the save still has from its build was not changed in TTS, so when the source
 * changed it since, the source's value is kept and the change is listed as the source's
 * (`sourceChanges`), not as a conflict; an object added to the source since is kept, not taken for
 * one deleted in TTS. An object whose merged fields equal its source file keeps that file's text
 * byte for byte (its formatting, `1.0`, one-line arrays), so unpacking an unedited build changes no file.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { Json, JsonObject, ObjectSource, SAVE_FILE, TableSource } from "./objects";

export interface UnpackResult {
  written: string[];
  /** Changes made in TTS that cannot be kept (the build makes the field), or that the source changed too. */
  conflicts: string[];
  /** What the source changed since the save's build (with `base`): the source's values are kept. */
  sourceChanges: string[];
  /** Objects added in TTS (new files). */
  added: string[];
}

export interface UnpackOptions {
  /** The repository root the source's file paths are relative to (for their original text). */
  root?: string;
  /** The built save the TTS save was made from, when known. */
  base?: JsonObject;
}

type SaveObj = JsonObject & { GUID?: Json; ContainedObjects?: Json };

/** A content-hashed asset URL, wherever it lives (build/assets, the installed copy): its file name. */
function normal(v: Json): Json {
  if (typeof v === "string") {
    const m = /^file:\/\/\/.*\/([^/]+\.[0-9a-f]{10}\.[a-z]+)$/.exec(v);
    return m ? m[1] : v;
  }
  if (Array.isArray(v)) return v.map(normal);
  if (v !== null && typeof v === "object") {
    const o: JsonObject = {};
    for (const k of Object.keys(v).sort()) o[k] = normal(v[k]);
    return o;
  }
  return v;
}

function same(a: Json | undefined, b: Json | undefined): boolean {
  return JSON.stringify(normal(a ?? null)) === JSON.stringify(normal(b ?? null));
}

function stemOf(o: JsonObject): string {
  const name = String(o.Nickname || o.Name || "Object").replace(/[\\/:*?"<>|.]/g, "_");
  return `${name}.${String(o.GUID)}`;
}

function index<T>(list: T[], children: (t: T) => T[], guid: (t: T) => string | undefined, into = new Map<string, T>()): Map<string, T> {
  for (const t of list) {
    const g = guid(t);
    if (g) into.set(g, t);
    index(children(t), children, guid, into);
  }
  return into;
}

const savedChildren = (o: SaveObj): SaveObj[] => (Array.isArray(o.ContainedObjects) ? (o.ContainedObjects as SaveObj[]) : []);
const saveGuid = (o: SaveObj): string | undefined => (typeof o.GUID === "string" ? o.GUID : undefined);

interface Notes {
  conflicts: string[];
  sourceChanges: string[];
}

/**
 * Fields of one object: the source's plain fields take the save's values, derived ones keep their
 * source form (conflict when TTS changed them). `base` is the object in the save's own build, when
 * known: a field equal to it there was not touched in TTS. `where` names the object in messages.
 */
function mergeFields(saved: JsonObject, built: JsonObject | undefined, base: JsonObject | undefined, src: JsonObject | undefined, skip: string[], where: string, notes: Notes): JsonObject {
  const out: JsonObject = {};
  const fromSource: string[] = [];
  const keys = [...Object.keys(src ?? {}), ...Object.keys(saved).filter((k) => !src || !(k in src))];
  for (const key of keys) {
    if (skip.includes(key)) continue;
    if (key.startsWith("$")) {
      out[key] = src![key];
      continue;
    }
    if (!(key in saved)) continue; // TTS dropped it
    const sv = saved[key];
    // Untouched in TTS: the save still holds what its own build made.
    const untouched = base !== undefined && key in base && same(sv, base[key]);
    const sourceMoved = untouched && !same(base![key], built?.[key]);
    if (!src) {
      out[key] = sv;
    } else if (key in src && same(src[key], built?.[key])) {
      // A plain field: the save's value, unless TTS left it alone and the source changed it since.
      if (sourceMoved) {
        out[key] = src[key];
        fromSource.push(key);
      } else {
        if (base !== undefined && key in base && !untouched && !same(base[key], built?.[key])) {
          notes.conflicts.push(`${where}: field ${key} was changed in TTS and in the source since this save was built; the TTS value is kept`);
        }
        out[key] = sv;
      }
    } else if (!(key in src) && (built === undefined || !(key in built))) {
      if (untouched) fromSource.push(key); // the source dropped a field the save's build had
      else out[key] = sv; // a field TTS added (or a modder set in TTS)
    } else if (same(sv, built?.[key]) || untouched) {
      if (key in src) out[key] = src[key];
      if (sourceMoved) fromSource.push(key);
    } else {
      notes.conflicts.push(`${where}: field ${key} was changed in TTS, but the build makes it (from a $ field or an expansion); the change is not kept`);
      if (key in src) out[key] = src[key];
    }
  }
  if (fromSource.length > 0) notes.sourceChanges.push(`${where}: changed in the source since this save was built (the source's value is kept): ${fromSource.join(", ")}`);
  return out;
}

/** Keys in a fixed order, for comparing two JSON values whatever their key order. */
function canonical(v: Json): string {
  const sortKeys = (x: Json): Json => {
    if (Array.isArray(x)) return x.map(sortKeys);
    if (x !== null && typeof x === "object") {
      const o: JsonObject = {};
      for (const k of Object.keys(x).sort()) o[k] = sortKeys(x[k]);
      return o;
    }
    return x;
  };
  return JSON.stringify(sortKeys(v));
}

export function unpackSave(source: TableSource, built: JsonObject, saved: JsonObject, outDir: string, options: UnpackOptions = {}): UnpackResult {
  const notes: Notes = { conflicts: [], sourceChanges: [] };
  const written: string[] = [];
  const added: string[] = [];
  const base = options.base;
  const sources = index(source.objects, (s) => s.contents, (s) => (typeof s.data.GUID === "string" ? s.data.GUID : undefined));
  const builtObjs = index((built.ObjectStates ?? []) as SaveObj[], savedChildren, saveGuid);
  const baseObjs = base === undefined ? undefined : index((base.ObjectStates ?? []) as SaveObj[], savedChildren, saveGuid);
  const seen = new Set<string>();

  /** Writes `data`; the source file's own text when it holds the same JSON (no formatting churn). */
  const write = (file: string, data: JsonObject, src?: { file: string; data: JsonObject }) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const original = src !== undefined && options.root !== undefined ? path.join(options.root, src.file) : undefined;
    if (original !== undefined && fs.existsSync(original) && canonical(data) === canonical(src!.data)) fs.writeFileSync(file, fs.readFileSync(original));
    else fs.writeFileSync(file, JSON.stringify(data, null, 2) + "\n");
    written.push(path.relative(outDir, file).split(path.sep).join("/"));
  };

  /** Writes one saved object (and its kept contents) into `dir`; returns its stem, or undefined when the build makes it. */
  const unpackObject = (o: SaveObj, dir: string, inside: string): string | undefined => {
    const guid = String(o.GUID);
    const src: ObjectSource | undefined = sources.get(guid);
    const b = builtObjs.get(guid);
    const was = baseObjs?.get(guid);
    const label = `${String(o.Nickname || o.Name)} (${guid})${inside}`;
    seen.add(guid);
    if (!src && b) {
      if (!same(o, b) && !(was !== undefined && same(o, was))) notes.conflicts.push(`${label}: made by a build-time expansion ($deck, $fill, $zones); its changes in TTS are not kept`);
      return undefined;
    }
    if (!src && was !== undefined && same(o, was)) {
      notes.sourceChanges.push(`${label}: removed from the source since this save was built; not written`);
      return undefined;
    }
    const inlineContents = src !== undefined && "ContainedObjects" in src.data;
    const data = mergeFields(o, b, was, src?.data, inlineContents ? [] : ["ContainedObjects"], src ? src.file : label, notes);
    const stem = stemOf({ ...o, ...data });
    if (!inlineContents) {
      const stems: string[] = [];
      for (const child of savedChildren(o)) {
        const s = unpackObject(child, path.join(dir, stem), ` in ${String(o.Nickname || o.Name)}`);
        if (s) stems.push(s);
      }
      if (src?.data.$contents !== undefined || (!src && stems.length > 1)) data.$contents = stems;
    }
    if (!src) added.push(`${label}: added in TTS, written as ${path.relative(outDir, path.join(dir, stem + ".json")).split(path.sep).join("/")}`);
    write(path.join(dir, stem + ".json"), data, src);
    return stem;
  };

  for (const o of (saved.ObjectStates ?? []) as SaveObj[]) unpackObject(o, outDir, "");
  const top = mergeFields(saved, built, base, source.save, ["ObjectStates"], source.saveFile, notes);
  write(path.join(outDir, SAVE_FILE), top, { file: source.saveFile, data: source.save });
  const objectsRoot = options.root === undefined ? undefined : path.dirname(path.join(options.root, source.saveFile));
  for (const [guid, s] of sources) {
    if (seen.has(guid)) continue;
    if (baseObjs !== undefined && !baseObjs.has(guid) && objectsRoot !== undefined) {
      // Not in the save because the save's build did not have it yet: the source's file stays.
      const to = path.join(outDir, path.relative(objectsRoot, path.join(options.root!, s.file)));
      write(to, s.data, s);
      notes.sourceChanges.push(`${s.file}: added to the source since this save was built; kept`);
    } else {
      notes.conflicts.push(`${s.file}: not in the save (deleted in TTS?); not written`);
    }
  }
  return { written, conflicts: notes.conflicts, sourceChanges: notes.sourceChanges, added };
}
