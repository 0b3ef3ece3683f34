/**
 * The saves `npm run build` made lately, kept so that `npm run unpack` can tell what TTS changed
 * from what the source changed since (a three-way merge): a save installed from an older build,
 * edited in TTS and unpacked, differs from today's build in both ways. Each built save is kept
 * (gzipped, ~1 MB) under build/.history/, named by its fingerprint: the hash of Global's script,
 * which a game saved in TTS carries unchanged unless Global's script was edited there. The newest
 * KEEP entries stay.
 */
import * as crypto from "node:crypto";
import * as fs from "node:fs";
import * as path from "node:path";
import * as zlib from "node:zlib";
import type { JsonObject } from "./objects";

const KEEP = 12;

export function historyDir(buildDir: string): string {
  return path.join(buildDir, ".history");
}

/** A save's fingerprint: its Global script's hash (16 hex), or undefined when it has none. */
export function saveFingerprint(save: JsonObject): string | undefined {
  const lua = save.LuaScript;
  if (typeof lua !== "string" || lua === "") return undefined;
  // Line ends as a Windows TTS may write them back do not make another save.
  return crypto.createHash("sha256").update(lua.replace(/\r\n/g, "\n")).digest("hex").slice(0, 16);
}

/** Keeps the built save at `savePath` in the history of `buildDir` (and drops the oldest). */
export function recordBuiltSave(buildDir: string, savePath: string): void {
  const text = fs.readFileSync(savePath, "utf8");
  const key = saveFingerprint(JSON.parse(text) as JsonObject);
  if (key === undefined) return;
  const dir = historyDir(buildDir);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${key}.json.gz`);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, zlib.gzipSync(text));
  fs.renameSync(tmp, file);
  const now = new Date();
  fs.utimesSync(file, now, now);
  const entries = fs
    .readdirSync(dir)
    .filter((n) => n.endsWith(".json.gz"))
    .map((n) => ({ n, at: fs.statSync(path.join(dir, n)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const e of entries.slice(KEEP)) fs.rmSync(path.join(dir, e.n), { force: true });
}

/** The built save `saved` was made from, when the history still has it. */
export function builtSaveOf(buildDir: string, saved: JsonObject): JsonObject | undefined {
  const key = saveFingerprint(saved);
  if (key === undefined) return undefined;
  const file = path.join(historyDir(buildDir), `${key}.json.gz`);
  if (!fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString("utf8")) as JsonObject;
  } catch {
    return undefined;
  }
}
