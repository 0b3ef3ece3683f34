/**
 * A TTS save back into `objects/` files (the reverse of the build), so a modder can move things in
 * TTS, save, unpack and build again. Each value is compared with what the current `objects/` builds
 * to: a field the source writes plainly takes the save's value (a moved piece keeps its new place);
 * a field the build derives (a `$script`'s LuaScript, a `$asset:` URL, a `$deck`'s cards...) keeps
 * its source form when TTS left it alone, and is REPORTED, not silently lost, when it was changed in
 * TTS. Objects the expansions make are not written (the build makes them again).
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { Json, JsonObject, ObjectSource, SAVE_FILE, TableSource } from "./objects";

export interface UnpackResult {
  written: string[];
  conflicts: string[];
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

/**
 * Fields of one object: the source's plain fields take the save's values, derived ones keep their
 * source form (conflict when TTS changed them). `where` names the object in messages.
 */
function mergeFields(saved: JsonObject, built: JsonObject | undefined, src: JsonObject | undefined, skip: string[], where: string, conflicts: string[]): JsonObject {
  const out: JsonObject = {};
  const keys = [...Object.keys(src ?? {}), ...Object.keys(saved).filter((k) => !src || !(k in src))];
  for (const key of keys) {
    if (skip.includes(key)) continue;
    if (key.startsWith("$")) {
      out[key] = src![key];
      continue;
    }
    if (!(key in saved)) continue; // TTS dropped it
    const sv = saved[key];
    if (!src) {
      out[key] = sv;
    } else if (key in src && same(src[key], built?.[key])) {
      out[key] = sv;
    } else if (!(key in src) && (built === undefined || !(key in built))) {
      out[key] = sv; // a field TTS added (or a modder set in TTS)
    } else if (same(sv, built?.[key])) {
      if (key in src) out[key] = src[key];
    } else {
      conflicts.push(`${where}: field ${key} was changed in TTS, but the build makes it (from a $ field or an expansion); the change is not kept`);
      if (key in src) out[key] = src[key];
    }
  }
  return out;
}

export function unpackSave(source: TableSource, built: JsonObject, saved: JsonObject, outDir: string): UnpackResult {
  const conflicts: string[] = [];
  const written: string[] = [];
  const sources = index(source.objects, (s) => s.contents, (s) => (typeof s.data.GUID === "string" ? s.data.GUID : undefined));
  const builtObjs = index((built.ObjectStates ?? []) as SaveObj[], savedChildren, (o) => (typeof o.GUID === "string" ? o.GUID : undefined));
  const seen = new Set<string>();

  const write = (file: string, data: JsonObject) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(data, null, 2) + "\n");
    written.push(path.relative(outDir, file).split(path.sep).join("/"));
  };

  /** Writes one saved object (and its kept contents) into `dir`; returns its stem, or undefined when the build makes it. */
  const unpackObject = (o: SaveObj, dir: string, inside: string): string | undefined => {
    const guid = String(o.GUID);
    const src: ObjectSource | undefined = sources.get(guid);
    const b = builtObjs.get(guid);
    const label = `${String(o.Nickname || o.Name)} (${guid})${inside}`;
    seen.add(guid);
    if (!src && b) {
      if (!same(o, b)) conflicts.push(`${label}: made by a build-time expansion ($deck, $fill, $zones); its changes in TTS are not kept`);
      return undefined;
    }
    const inlineContents = src !== undefined && "ContainedObjects" in src.data;
    const data = mergeFields(o, b, src?.data, inlineContents ? [] : ["ContainedObjects"], src ? src.file : label, conflicts);
    const stem = stemOf({ ...o, ...data });
    if (!inlineContents) {
      const stems: string[] = [];
      for (const child of savedChildren(o)) {
        const s = unpackObject(child, path.join(dir, stem), ` in ${String(o.Nickname || o.Name)}`);
        if (s) stems.push(s);
      }
      if (src?.data.$contents !== undefined || (!src && stems.length > 1)) data.$contents = stems;
    }
    write(path.join(dir, stem + ".json"), data);
    return stem;
  };

  for (const o of (saved.ObjectStates ?? []) as SaveObj[]) unpackObject(o, outDir, "");
  const top = mergeFields(saved, built, source.save, ["ObjectStates"], source.saveFile, conflicts);
  write(path.join(outDir, SAVE_FILE), top);
  for (const [guid, s] of sources) if (!seen.has(guid)) conflicts.push(`${s.file}: not in the save (deleted in TTS?); not written`);
  return { written, conflicts };
}
