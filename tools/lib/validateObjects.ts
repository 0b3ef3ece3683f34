/**
 * Structural checks of the table's object files, each problem naming file and field, so a modder's
 * typo fails the build with a message that says where to look.
 */
import { MEMOS } from "./memos";
import * as fs from "node:fs";
import * as path from "node:path";
import type { Json, JsonObject, ObjectSource, TableSource } from "./objects";
import { isGenerated } from "../table/expand";

const GUID = /^[0-9a-f]{6}$/;
const TRANSFORM_FIELDS = ["posX", "posY", "posZ", "rotX", "rotY", "rotZ", "scaleX", "scaleY", "scaleZ"];
const DECK_NAMES = ["Deck", "DeckCustom"];
const CARD_NAMES = ["Card", "CardCustom"];
export const MAX_SHEET_COLUMNS = 10;
export const MAX_SHEET_ROWS = 7;

/** The nickname part of a file name: characters a file system refuses become "_". */
export function fileStemFor(data: JsonObject): string {
  const nick = typeof data.Nickname === "string" && data.Nickname !== "" ? data.Nickname : String(data.Name ?? "");
  return `${nick.replace(/[\\/:*?"<>|]/g, "_")}.${String(data.GUID)}`;
}

function isObject(v: Json | undefined): v is JsonObject {
  return v !== null && v !== undefined && typeof v === "object" && !Array.isArray(v);
}

function checkObject(root: string, src: ObjectSource, problems: string[], inDeck = false): void {
  const d = src.data;
  const at = (field: string, msg: string) => problems.push(`${src.file}: field ${field}: ${msg}`);

  if (typeof d.GUID !== "string") at("GUID", "missing (6 lowercase hex digits)");
  else if (!GUID.test(d.GUID)) at("GUID", `"${d.GUID}" is not 6 lowercase hex digits`);
  if (typeof d.Name !== "string" || d.Name === "") at("Name", "missing (the TTS object type, e.g. Notecard, Custom_Tile)");
  if (!isObject(d.Transform)) at("Transform", "missing (posX..scaleZ)");
  else {
    for (const f of TRANSFORM_FIELDS) {
      if (typeof d.Transform[f] !== "number") at(`Transform.${f}`, "missing or not a number");
    }
  }
  if (d.Nickname !== undefined && typeof d.Nickname !== "string") at("Nickname", "must be a string");
  if (d.Tags !== undefined && (!Array.isArray(d.Tags) || d.Tags.some((t) => typeof t !== "string"))) {
    at("Tags", "must be a list of strings");
  }
  if (typeof d.LuaScript === "string" && d.LuaScript !== "") {
    at("LuaScript", 'scripts are not pasted into object files; reference the entry with "$script"');
  }
  for (const f of ["$script", "$xml"]) {
    const v = d[f];
    if (v === undefined) continue;
    if (typeof v !== "string") at(f, "must be a repo-relative path");
    else if (!fs.existsSync(path.resolve(root, v))) at(f, `${v} does not exist`);
    else if (f === "$script" && !v.endsWith(".ts")) at(f, `${v} is not a TypeScript entry (.ts)`);
  }
  const memo = d["$memo"];
  if (memo !== undefined && (typeof memo !== "string" || MEMOS[memo] === undefined)) {
    at("$memo", `must name a text the build writes (${Object.keys(MEMOS).join(", ")})`);
  }
  if (memo !== undefined && d.Memo !== undefined) at("Memo", 'the build writes it from "$memo"; leave it out');
  const base = path.basename(src.file, ".json");
  if (!isGenerated(src) && typeof d.GUID === "string" && typeof d.Name === "string" && base !== fileStemFor(d)) {
    problems.push(`${src.file}: file name must be "${fileStemFor(d)}.json" (Nickname.GUID.json)`);
  }

  // A card inside a deck is checked by its deck, against the deck's sheets.
  if (typeof d.Name === "string" && (DECK_NAMES.includes(d.Name) || (CARD_NAMES.includes(d.Name) && !inDeck))) {
    checkDeckOrCard(src, problems);
  }
  const isDeck = typeof d.Name === "string" && DECK_NAMES.includes(d.Name);

  const seen = new Map<string, string>();
  for (const c of src.contents) {
    checkObject(root, c, problems, isDeck);
    const g = c.data.GUID;
    if (typeof g === "string") {
      if (seen.has(g)) problems.push(`${c.file}: field GUID: ${g} is also used by ${seen.get(g)} in the same container`);
      else seen.set(g, c.file);
    }
  }
}

function sheetOf(src: ObjectSource, deck: JsonObject | undefined, key: number): JsonObject | undefined {
  const own = src.data.CustomDeck;
  if (isObject(own) && isObject(own[String(key)])) return own[String(key)] as JsonObject;
  if (deck && isObject(deck.CustomDeck) && isObject(deck.CustomDeck[String(key)])) return deck.CustomDeck[String(key)] as JsonObject;
  return undefined;
}

function checkCard(card: ObjectSource, deck: JsonObject | undefined, problems: string[]): number | undefined {
  const at = (field: string, msg: string) => problems.push(`${card.file}: field ${field}: ${msg}`);
  const id = card.data.CardID;
  if (typeof id !== "number" || !Number.isInteger(id) || id < 100) {
    at("CardID", "missing or not deckKey*100 + index (an integer >= 100)");
    return undefined;
  }
  const key = Math.floor(id / 100);
  const index = id % 100;
  const sheet = sheetOf(card, deck, key);
  if (!sheet) {
    at("CardID", `${id} refers to sheet ${key}, which is not in CustomDeck`);
    return id;
  }
  const w = sheet.NumWidth;
  const h = sheet.NumHeight;
  const sheetField = `CustomDeck.${key}`;
  if (typeof w !== "number" || !Number.isInteger(w) || w < 1 || w > MAX_SHEET_COLUMNS) {
    at(`${sheetField}.NumWidth`, `must be 1..${MAX_SHEET_COLUMNS}`);
  } else if (typeof h !== "number" || !Number.isInteger(h) || h < 1 || h > MAX_SHEET_ROWS) {
    at(`${sheetField}.NumHeight`, `must be 1..${MAX_SHEET_ROWS}`);
  } else if (index >= w * h) {
    at("CardID", `${id}: index ${index} is outside the ${w}x${h} sheet ${key}`);
  }
  for (const f of ["FaceURL", "BackURL"]) {
    if (typeof sheet[f] !== "string" || sheet[f] === "") at(`${sheetField}.${f}`, "missing");
  }
  return id;
}

function checkDeckOrCard(src: ObjectSource, problems: string[]): void {
  const d = src.data;
  if (CARD_NAMES.includes(d.Name as string)) {
    checkCard(src, undefined, problems);
    return;
  }
  const ids: (number | undefined)[] = [];
  for (const c of src.contents) {
    if (!CARD_NAMES.includes(c.data.Name as string)) {
      problems.push(`${c.file}: field Name: a deck holds only cards, not ${String(c.data.Name)}`);
      continue;
    }
    ids.push(checkCard(c, d, problems));
  }
  if (src.contents.length < 2) problems.push(`${src.file}: a deck needs at least 2 cards (TTS turns a 1-card deck into a Card)`);
  if (d.DeckIDs !== undefined) {
    const given = JSON.stringify(d.DeckIDs);
    const actual = JSON.stringify(ids);
    if (given !== actual) problems.push(`${src.file}: field DeckIDs: ${given} does not equal the cards' CardIDs ${actual}`);
  }
}

export function validateTable(root: string, table: TableSource): string[] {
  const problems: string[] = [];
  const s = table.save;
  if (typeof s.SaveName !== "string" || s.SaveName === "") problems.push(`${table.saveFile}: field SaveName: missing`);
  if (s.ObjectStates !== undefined) problems.push(`${table.saveFile}: field ObjectStates: objects live in their own files under objects/`);
  if (typeof s.LuaScript === "string" && s.LuaScript !== "") {
    problems.push(`${table.saveFile}: field LuaScript: reference the Global entry with "$script"`);
  }
  for (const f of ["$script", "$xml"]) {
    const v = s[f];
    if (v !== undefined && (typeof v !== "string" || !fs.existsSync(path.resolve(root, v)))) {
      problems.push(`${table.saveFile}: field ${f}: ${String(v)} does not exist`);
    }
  }
  const topLevel = new Map<string, string>();
  for (const o of table.objects) {
    checkObject(root, o, problems);
    const g = o.data.GUID;
    if (typeof g !== "string") continue;
    if (topLevel.has(g)) problems.push(`${o.file}: field GUID: ${g} is also used by ${topLevel.get(g)}`);
    else topLevel.set(g, o.file);
  }
  return problems;
}
