/**
 * The campaign record (BR p.30 "Packing Up"): what the next Act needs, as plain JSON, versioned.
 * The table layer turns it into text and back; this module checks an imported value and names the
 * field path of every problem ("players[2].power: ..."), so a hand-edited record says where it broke.
 */
import { COLOURS } from "../data/vocabulary";
import { POLICIES, aidCard } from "../data/campaign/aidCards";
import { ok, refuse, Result } from "../result";
import type { CampaignRecord } from "./types";
import { CAMPAIGN_RECORD_VERSION } from "./types";
import { bookletCards, bookletProblems } from "./booklet";
import { loreCard } from "../data/lore";
import { campaignCourtCards } from "./courtCards";
import { fateLetter } from "./fates/setupWords";
import { fateSetCard } from "../data/campaign/fateSets";
import { isObj } from "../game/stateChecks";
import { logSheetProblems } from "./fates/logSheet";

function isColour(v: unknown): boolean {
  return typeof v === "string" && COLOURS.indexOf(v as never) >= 0;
}

function isWhole(v: unknown): boolean {
  return typeof v === "number" && Math.floor(v) === v;
}

function isEdict(id: unknown): boolean {
  if (typeof id !== "string") return false;
  const aid = aidCard(id);
  if (aid !== undefined) return aid.type === "Edict";
  const c = fateSetCard(id);
  return c !== undefined && c.type === "Edict";
}


/** A player's lore (version 3): lore card ids, each held by one player only. */
function loreProblems(v: unknown, at: string, held: string[]): string[] {
  if (!Array.isArray(v)) return [`${at}.lore: must be a list of lore cards`];
  const e: string[] = [];
  const list = v as unknown[];
  for (let j = 0; j < list.length; j++) {
    const id = list[j];
    if (typeof id !== "string" || loreCard(id) === undefined) e.push(`${at}.lore[${j}]: ${String(id)} is not a lore card`);
    else if (held.indexOf(id) >= 0) e.push(`${at}.lore[${j}]: ${id} is held twice`);
    else held.push(id);
  }
  return e;
}

/** The campaign Court deck (version 3): Court cards each once, never the Imperial Council nor a lore card a player holds. */
function courtDeckProblems(v: unknown, held: readonly string[]): string[] {
  if (!Array.isArray(v)) return ["courtDeck: must list the cards of the campaign Court deck"];
  const e: string[] = [];
  const list = v as unknown[];
  for (let i = 0; i < list.length; i++) {
    const id = list[i];
    if (typeof id !== "string" || campaignCourtCards(id) === undefined) e.push(`courtDeck[${i}]: ${String(id)} is not a campaign Court card`);
    else if (list.indexOf(id) !== i) e.push(`courtDeck[${i}]: ${id} is listed twice`);
    else if (held.indexOf(id) >= 0) e.push(`courtDeck[${i}]: ${id} is in a player's play area`);
  }
  return e;
}

/** Every problem of a record, each naming its field path (empty = valid). */
export function validateCampaignRecord(value: unknown): string[] {
  if (!isObj(value)) return ["record: is not a campaign record"];
  const e: string[] = [];
  // Version 1 (before the record carried the whole booklet) still loads: its booklet is the Edicts alone.
  if (value.version !== 1 && value.version !== 2 && value.version !== CAMPAIGN_RECORD_VERSION) e.push(`version: must be 1, 2 or ${CAMPAIGN_RECORD_VERSION}, found ${String(value.version)}`);
  const act = value.nextAct;
  if (act !== "II" && act !== "III") e.push(`nextAct: must be "II" or "III", found ${String(act)}`);
  const seats = value.seats;
  if (!Array.isArray(seats) || seats.length < 2 || seats.length > 4) e.push("seats: must list 2 to 4 colours");
  else {
    for (let i = 0; i < seats.length; i++) {
      if (!isColour(seats[i])) e.push(`seats[${i}]: ${String(seats[i])} is not a player colour`);
      else if (seats.indexOf(seats[i]) !== i) e.push(`seats[${i}]: ${String(seats[i])} sits twice`);
    }
  }
  const seatList = Array.isArray(seats) ? (seats as unknown[]) : [];
  if (seatList.indexOf(value.initiative) < 0) e.push(`initiative: ${String(value.initiative)} is not seated`);
  if (value.firstRegent !== undefined && seatList.indexOf(value.firstRegent) < 0) e.push(`firstRegent: ${String(value.firstRegent)} is not seated`);
  else if (value.firstRegent !== undefined && Array.isArray(value.players)) {
    // Everyone starts a Regent and one of them is First Regent (BR p.10): an Outlaw never holds the tile.
    for (const q of value.players as unknown[]) if (isObj(q) && q.colour === value.firstRegent && q.title !== "regent") e.push(`firstRegent: ${String(value.firstRegent)} is an Outlaw, not a Regent (BR p.10)`);
  }
  const players = value.players;
  // The lore cards the players hold, so none is held twice nor also in the Court deck.
  const held: string[] = [];
  if (!Array.isArray(players) || players.length !== seatList.length) e.push("players: must hold one entry per seat");
  else {
    // forEach, not `continue` in an indexed loop: MoonSharp's label bug (docs/core-guidelines.md).
    (players as unknown[]).forEach((p, i) => {
      const at = `players[${i}]`;
      if (!isObj(p)) {
        e.push(`${at}: is not a player record`);
        return;
      }
      if (p.colour !== seatList[i]) e.push(`${at}.colour: must be ${String(seatList[i])} (seat order), found ${String(p.colour)}`);
      const letter = fateLetter(p.fate);
      const twice = (players as unknown[]).findIndex((q) => isObj(q) && q.fate === p.fate);
      if (letter === undefined) e.push(`${at}.fate: ${String(p.fate)} is not a Fate`);
      else if (twice < i) e.push(`${at}.fate: ${String(p.fate)} is played by players[${twice}] too (BR p.6)`);
      else if (act === "II" && letter === "C") e.push(`${at}.fate: a "C" Fate is chosen only after Act II (BR p.29)`);
      if (!isWhole(p.power)) e.push(`${at}.power: ${String(p.power)} is not a whole number (BR p.9)`);
      if (p.title !== "regent" && p.title !== "outlaw") e.push(`${at}.title: must be "regent" or "outlaw", found ${String(p.title)}`);
      const lore = p.lore === undefined ? [] : loreProblems(p.lore, at, held);
      if (!Array.isArray(p.favors)) e.push(`${at}.favors: must be a list of Rival colours`);
      else {
        const favors = p.favors as unknown[];
        for (let j = 0; j < favors.length; j++) {
          if (seatList.indexOf(favors[j]) < 0 || favors[j] === p.colour) e.push(`${at}.favors[${j}]: ${String(favors[j])} is not a Rival`);
        }
      }
      for (const x of lore) e.push(x);
    });
  }
  if (!Array.isArray(value.booklet)) e.push("booklet: must list the edict cards in the rules booklet");
  else {
    const booklet = value.booklet as unknown[];
    for (let i = 0; i < booklet.length; i++) if (!isEdict(booklet[i])) e.push(`booklet[${i}]: ${String(booklet[i])} is not an edict card`);
  }
  if (value.version === 2 || value.version === CAMPAIGN_RECORD_VERSION || value.rulesBooklet !== undefined) {
    const problems = bookletProblems(value.rulesBooklet, "rulesBooklet");
    for (const p of problems) e.push(p);
    const whole = value.rulesBooklet as { edicts: string[][] };
    if (problems.length === 0 && Array.isArray(value.booklet) && bookletCards(whole.edicts).join(",") !== (value.booklet as unknown[]).map((x) => String(x)).join(",")) {
      e.push("booklet: must list the Edicts side of rulesBooklet, slot by slot");
    }
  }
  if (POLICIES.indexOf(value.policy as never) < 0) e.push(`policy: must be peace, escalation or war, found ${String(value.policy)}`);
  if (value.courtDeck !== undefined) for (const p of courtDeckProblems(value.courtDeck, held)) e.push(p);
  for (const p of logSheetProblems(value, seatList)) e.push(p);
  return e;
}

/** Imports a record (already parsed from text by the table layer): the record, or every problem. */
export function importCampaignRecord(value: unknown): Result<CampaignRecord> {
  const problems = validateCampaignRecord(value);
  if (problems.length > 0) return refuse(`the campaign record is not valid: ${problems.join("; ")}`);
  return ok(value as CampaignRecord);
}
