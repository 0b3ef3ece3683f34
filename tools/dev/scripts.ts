/** The scripts and UI of a built save, as the External Editor API carries them, and back to files. */
import * as fs from "node:fs";
import * as path from "node:path";
import type { ScriptState } from "./protocol";

interface SaveObject {
  GUID?: string;
  Nickname?: string;
  Name?: string;
  LuaScript?: string;
  XmlUI?: string;
  ContainedObjects?: SaveObject[];
}

/**
 * What a built save carries for the External Editor API: Global ("-1") and every object that has a
 * script or UI, with BOTH keys set (TTS deletes the script or UI of a listed object whose key is
 * missing, "Save & Play"). `npm run dev` pushes the same from objects/ (scriptSet.ts, checked
 * against this by tests/tools/devScripts.test.ts).
 */
export function scriptStatesOf(save: { LuaScript?: string; XmlUI?: string; ObjectStates?: SaveObject[] }): ScriptState[] {
  const out: ScriptState[] = [{ guid: "-1", name: "Global", script: save.LuaScript ?? "", ui: save.XmlUI ?? "" }];
  const visit = (o: SaveObject) => {
    if ((o.LuaScript ?? "") !== "" || (o.XmlUI ?? "") !== "") {
      out.push({ guid: String(o.GUID), name: o.Nickname || o.Name || "", script: o.LuaScript ?? "", ui: o.XmlUI ?? "" });
    }
    for (const c of o.ContainedObjects ?? []) visit(c);
  };
  for (const o of save.ObjectStates ?? []) visit(o);
  return out;
}

/** A file name safe on every OS for an object's name. */
function safe(name: string): string {
  const s = name.replace(/[\\/:*?"<>|\s]+/g, "_").replace(/^_+|_+$/g, "");
  return s === "" ? "Object" : s;
}

/** Writes `<Name>.<guid>.lua` and `.xml` per object (only what it has); returns the files written. */
export function writeScriptStates(states: ScriptState[], outDir: string): string[] {
  fs.mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  for (const s of states) {
    const base = `${safe(s.name ?? (s.guid === "-1" ? "Global" : "Object"))}.${s.guid}`;
    if (s.script !== undefined && s.script !== "") {
      fs.writeFileSync(path.join(outDir, `${base}.lua`), s.script);
      written.push(`${base}.lua`);
    }
    if (s.ui !== undefined && s.ui !== "") {
      fs.writeFileSync(path.join(outDir, `${base}.xml`), s.ui);
      written.push(`${base}.xml`);
    }
  }
  return written;
}
