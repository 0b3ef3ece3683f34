/** Builds throwaway `objects/` trees in a temp folder for build-tool tests. */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

export interface Fixture {
  dir: string;
  objectsDir: string;
  outDir: string;
  write(relPath: string, data: unknown): void;
  writeText(relPath: string, text: string): void;
  remove(relPath: string): void;
}

export function transform(x = 0, z = 0) {
  return { posX: x, posY: 1, posZ: z, rotX: 0, rotY: 180, rotZ: 0, scaleX: 1, scaleY: 1, scaleZ: 1 };
}

export const SAVE = {
  SaveName: "Fixture",
  GameMode: "Arcs",
  Table: "Table_RPG",
  $script: "src/tts/global/main.ts",
};

export const NOTE = {
  GUID: "a7c01e",
  Name: "Notecard",
  Nickname: "Welcome",
  Transform: transform(),
  $script: "src/tts/objects/welcomeNote.ts",
};

export function card(guid: string, nickname: string, cardId: number) {
  return { GUID: guid, Name: "Card", Nickname: nickname, CardID: cardId, Transform: transform() };
}

export const SHEET = {
  "1": { FaceURL: "file:///faces.png", BackURL: "file:///back.png", NumWidth: 10, NumHeight: 7, BackIsHidden: true, UniqueBack: false, Type: 0 },
};

/**
 * A save with the welcome note and a 3-card deck. `globalScript` gives Global another script than
 * the game's: a test of objects/ and the save (unpack) need not compile and check Global's 2 MB
 * bundle at every build.
 */
export function makeFixture(options: { globalScript?: string } = {}): Fixture {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-objects-"));
  const objectsDir = path.join(dir, "objects");
  const outDir = path.join(dir, "out");
  fs.mkdirSync(objectsDir, { recursive: true });
  const f: Fixture = {
    dir,
    objectsDir,
    outDir,
    write: (rel, data) => f.writeText(rel, JSON.stringify(data, null, 2)),
    writeText: (rel, text) => {
      const p = path.join(objectsDir, rel);
      fs.mkdirSync(path.dirname(p), { recursive: true });
      fs.writeFileSync(p, text);
    },
    remove: (rel) => fs.rmSync(path.join(objectsDir, rel), { recursive: true, force: true }),
  };
  f.write("_save.json", options.globalScript === undefined ? SAVE : { ...SAVE, $script: options.globalScript });
  f.write("Welcome.a7c01e.json", NOTE);
  f.write("Action Deck.d00001.json", { GUID: "d00001", Name: "DeckCustom", Nickname: "Action Deck", Transform: transform(5), CustomDeck: SHEET, $contents: ["Two.c00002", "One.c00001", "Three.c00003"] });
  f.write("Action Deck.d00001/One.c00001.json", card("c00001", "One", 100));
  f.write("Action Deck.d00001/Two.c00002.json", card("c00002", "Two", 101));
  f.write("Action Deck.d00001/Three.c00003.json", card("c00003", "Three", 102));
  return f;
}
