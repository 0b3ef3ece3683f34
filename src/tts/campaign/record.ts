/**
 * Continuing a campaign another day (BR p.30 "Packing Up"): the host exports the campaign record
 * (the core's `exportCampaignRecord`: seats, Power, Fates, titles, Favors, lore, booklet, Policy -- all
 * public once the Act is over -- and the campaign Court deck and the log sheet's Fate details read from the table: logSheet.ts) into a Notebook tab, and imports it into a fresh table from a
 * Notebook tab named RECORD_TAB. A record that does not parse or does not validate is refused with
 * every problem and the field it sits in; the table is left as it was. When the fresh table's map
 * already holds pieces (laid out from the packed-up Act), the next Act is set up from it as on the
 * same table (intermission/nextAct.ts: the dice rolled, the map read); otherwise steps C-E of BR p.7
 * are left to the players.
 */
import { asciiLower } from "../../core/util/ascii";
import { exportCampaignRecord } from "../../core/campaign/flow";
import { importCampaignRecord } from "../../core/campaign/record";
import { actActionDeck, lastActCards } from "../../core/campaign/flow";
import type { StartActCommand } from "../../core/campaign/types";
import { refuseTo, tell } from "../lib/chat";
import { isHost, seatedColours } from "../lib/seats";
import { shuffled } from "../setup/oracle";
import { game, submit } from "../session/session";
import { beginNextAct, nextActRolling } from "./intermission/intermission";
import { courtDeckFor, mapHasPieces, tableCourtDeck } from "./intermission/nextAct";
import { withLogSheet } from "./logSheet";

export const RECORD_TAB = "Arcs campaign record";
export const EXPORT_COMMAND = "!arcs campaign export";
export const IMPORT_COMMAND = "!arcs campaign import";

/** The host's export: the record into a Notebook tab only the host reads. */
export function exportRecord(requester: string): void {
  if (!isHost(requester)) {
    refuseTo(requester, "only the host exports the campaign record");
    return;
  }
  const s = game();
  if (s === undefined || s.campaign === undefined) {
    refuseTo(requester, "there is no campaign on this table to export");
    return;
  }
  const c = s.campaign;
  const done = c.stage === "intermission" && c.intermissionStep === "done";
  if (!done) {
    refuseTo(requester, c.act === "III" || c.stage === "over"
      ? "the campaign is over: there is no next Act to record"
      : `the record is taken after the Intermission (BR p.30); Act ${c.act} ${c.stage === "intermission" ? "is in it" : "is being played"}`);
    return;
  }
  const rec = exportCampaignRecord(s);
  if (rec === undefined) {
    refuseTo(requester, "there is no next Act to record");
    return;
  }
  // Version 3: the campaign Court deck as the table shows it (BR p.30), read here (the core does not track it).
  rec.courtDeck = tableCourtDeck(s);
  Notes.addNotebookTab({ title: RECORD_TAB, body: JSON.encode(withLogSheet(rec, s)), color: requester as PlayerColor });
  tell(requester, `The campaign record for Act ${rec.nextAct} is in your Notebook tab "${RECORD_TAB}". Keep its text; on a fresh table paste it in a Notebook tab of that title and type ${IMPORT_COMMAND}.`);
}

/** The text of the Notebook tab holding a record to import (the last one with that title). */
function recordText(): string | undefined {
  let body: string | undefined;
  // Typed by hand on a fresh table: the title's case and surrounding spaces do not matter.
  const wanted = asciiLower(RECORD_TAB);
  for (const t of Notes.getNotebookTabs()) if (typeof t.title === "string" && asciiLower(t.title.trim()) === wanted) body = t.body;
  return body;
}

/** JSON text -> value, or a reason (TTS's JSON.decode may raise on malformed text: guarded). */
function parseRecord(text: string): { value?: unknown; problem?: string } {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.charAt(0) !== "{") return { problem: "the text is not a campaign record (it must start with {)" };
  const [okDecode, value] = pcall(() => JSON.decode(trimmed));
  if (!okDecode || value === undefined || typeof value !== "object") return { problem: "the text is not valid JSON (a missing bracket, comma or quote?)" };
  return { value };
}

/** The seated colours the record's seats are not, and the reverse: [] when they are the same. */
function seatMismatch(seats: readonly string[]): string | undefined {
  const seated = seatedColours();
  const absent = seats.filter((c) => seated.indexOf(c as never) < 0);
  const extra = seated.filter((c) => seats.indexOf(c) < 0);
  if (absent.length === 0 && extra.length === 0) return undefined;
  const parts: string[] = [];
  if (absent.length > 0) parts.push(`${absent.join(", ")} ${absent.length === 1 ? "is" : "are"} not seated`);
  if (extra.length > 0) parts.push(`${extra.join(", ")} ${extra.length === 1 ? "is" : "are"} seated but not in the record`);
  return `the record's players are ${seats.join(", ")}: ${parts.join("; ")}. Seat the record's colours, then import again`;
}

/**
 * The host's import: a fresh table starts the recorded Act (BR p.7) with its decks shuffled here.
 * `busy` says what is in progress on the table that an import would leave behind (Act I's start).
 */
export function importRecord(requester: string, busy?: string): boolean {
  if (!isHost(requester)) {
    refuseTo(requester, "only the host imports a campaign record");
    return false;
  }
  if (busy !== undefined) {
    refuseTo(requester, `campaign record refused: ${busy}`);
    return false;
  }
  const s = game();
  if (s !== undefined && s.campaign !== undefined && s.campaign.stage === "intermission") {
    refuseTo(requester, `campaign record refused: finish Act ${s.campaign.act}'s Intermission and the next Act starts here (BR p.28)`);
    return false;
  }
  if (s !== undefined && s.phase !== "setup") {
    refuseTo(requester, "import a campaign record on a fresh table, not in a game");
    return false;
  }
  if (nextActRolling()) {
    refuseTo(requester, "the dice for the imported Act are rolling");
    return false;
  }
  const text = recordText();
  if (text === undefined) {
    refuseTo(requester, `paste the record into a Notebook tab titled "${RECORD_TAB}" first`);
    return false;
  }
  const parsed = parseRecord(text);
  if (parsed.problem !== undefined) {
    refuseTo(requester, `campaign record refused: ${parsed.problem}`);
    return false;
  }
  const rec = importCampaignRecord(parsed.value);
  if (!rec.ok) {
    refuseTo(requester, `campaign record refused (Notebook tab "${RECORD_TAB}"): ${rec.reason}`);
    return false;
  }
  const record = rec.value;
  const seats = seatMismatch(record.seats);
  if (seats !== undefined) {
    refuseTo(requester, `campaign record refused: ${seats}`);
    return false;
  }
  // A map laid out on the table (the pieces carried over, BR p.30): the script rolls and reads it (BR p.7).
  if (mapHasPieces()) {
    beginNextAct(record);
    return true;
  }
  const command: StartActCommand = {
    type: "startAct",
    record,
    actionDeck: shuffled(actActionDeck(record, lastActCards(s))),
    courtDeck: courtDeckFor(undefined, record, true),
  };
  const r = submit(command);
  if (!r.ok) {
    refuseTo(requester, `campaign record refused: ${r.reason}`);
    return false;
  }
  return true;
}
