/**
 * Reads the table from `objects/`: one JSON file per object, named the way TTS modders know,
 * `Nickname.GUID.json`; a container's contents in a sibling folder `Nickname.GUID/`.
 * `objects/_save.json` holds the save's top level (everything but ObjectStates).
 *
 * Build-only fields (stripped from the save): `$script` (repo-relative path of the TS entry whose
 * Lua bundle becomes the object's LuaScript), `$xml` (a file whose text becomes XmlUI), `$memo` (a
 * text the build writes into Memo, tools/lib/memos.ts), and
 * `$contents` (explicit order of a container's contents by file stem; otherwise sorted by name).
 */
import * as fs from "node:fs";
import * as path from "node:path";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface ObjectSource {
  /** repo-relative path of the object's file */
  file: string;
  data: JsonObject;
  contents: ObjectSource[];
}

export interface TableSource {
  saveFile: string;
  save: JsonObject;
  objects: ObjectSource[];
}

export class BuildError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
  }
}

export const SAVE_FILE = "_save.json";
const OBJECT_FILE = /^(.*)\.([^.]*)\.json$/;

function rel(root: string, p: string): string {
  return path.relative(root, p).split(path.sep).join("/");
}

function readJson(root: string, file: string, problems: string[]): JsonObject | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (e) {
    problems.push(`${rel(root, file)}: cannot read (${(e as Error).message})`);
    return undefined;
  }
  try {
    const data = JSON.parse(text) as Json;
    if (data === null || typeof data !== "object" || Array.isArray(data)) {
      problems.push(`${rel(root, file)}: must hold a JSON object`);
      return undefined;
    }
    return data;
  } catch (e) {
    problems.push(`${rel(root, file)}: invalid JSON (${(e as Error).message})`);
    return undefined;
  }
}

function readFolder(root: string, dir: string, order: Json | undefined, problems: string[]): ObjectSource[] {
  const names = fs.readdirSync(dir).filter((n) => n.endsWith(".json") && n !== SAVE_FILE);
  const stray = fs
    .readdirSync(dir)
    .filter((n) => !n.endsWith(".json") && !fs.statSync(path.join(dir, n)).isDirectory() && !n.startsWith("."));
  for (const n of stray) problems.push(`${rel(root, path.join(dir, n))}: not an object file (expected Nickname.GUID.json)`);
  let stems = names.map((n) => n.slice(0, -".json".length)).sort();
  if (order !== undefined) {
    const where = rel(root, dir) + ".json";
    if (!Array.isArray(order) || order.some((s) => typeof s !== "string")) {
      problems.push(`${where}: field $contents must be a list of file stems (Nickname.GUID)`);
    } else {
      const listed = order as string[];
      for (const s of listed) if (!stems.includes(s)) problems.push(`${where}: field $contents names ${s}, which is not in ${rel(root, dir)}/`);
      for (const s of stems) if (!listed.includes(s)) problems.push(`${where}: field $contents does not list ${s}`);
      stems = listed.filter((s) => stems.includes(s));
    }
  }
  const out: ObjectSource[] = [];
  for (const stem of stems) {
    const file = path.join(dir, stem + ".json");
    if (!OBJECT_FILE.test(stem + ".json")) {
      problems.push(`${rel(root, file)}: file name must be Nickname.GUID.json`);
      continue;
    }
    const data = readJson(root, file, problems);
    if (!data) continue;
    const sub = path.join(dir, stem);
    const contents = fs.existsSync(sub) && fs.statSync(sub).isDirectory() ? readFolder(root, sub, data["$contents"], problems) : [];
    if (data.ContainedObjects !== undefined) {
      // A container's contents are files in its folder (one object per file, like the rest of objects/).
      problems.push(
        contents.length > 0
          ? `${rel(root, file)}: field ContainedObjects is also given by the folder ${rel(root, sub)}/; keep one`
          : `${rel(root, file)}: field ContainedObjects is not read: put each contained object in its own file in the folder ${rel(root, sub)}/ (Nickname.GUID.json)`,
      );
    }
    out.push({ file: rel(root, file), data, contents });
  }
  return out;
}

/** Read `objectsDir`; every problem found is collected and thrown together as a BuildError. */
export function readTable(root: string, objectsDir: string): TableSource {
  const problems: string[] = [];
  const dir = path.resolve(root, objectsDir);
  if (!fs.existsSync(dir)) throw new BuildError([`${objectsDir}: folder not found`]);
  const saveFile = path.join(dir, SAVE_FILE);
  if (!fs.existsSync(saveFile)) throw new BuildError([`${rel(root, saveFile)}: missing (the save's top level)`]);
  const save = readJson(root, saveFile, problems) ?? {};
  const objects = readFolder(root, dir, undefined, problems);
  if (problems.length > 0) throw new BuildError(problems);
  return { saveFile: rel(root, saveFile), save, objects };
}
