/**
 * Fate edicts on the Court and the ambitions (BR p.20: called in their slot's turn in the Edicts;
 * seed 003 card texts), resolved by the core from what their Edict done carries:
 * - F619 Guilds Decry Terror: "If Diplomatic Fiasco is not in the Court, search the Court deck for it,
 *   attach it to the Imperial Council card, and flip the Imperial Council to its In Session side."
 *   (`court`, the row as the table shows it, attached cards too, and `deck`, the Court deck.) Either
 *   Diplomatic Fiasco counts (CC13, the Advocate's F410). Not in the deck, there is none to attach,
 *   but the Council still flips. A card already attached to the Council: Forced Attach (BR p.27)
 *   attaches it anyway, which the table, reading one attached card a slot, leaves to the players.
 * - F2405 Judge Sets Agenda: "The Judge may declare any ambition, placing any unplaced ambition
 *   marker. If they do, they lose Power for second place on the declared ambition marker." The Judge
 *   presses (`player`), with `declare` or without (they decline). "Then, return the Judge's Chosen card
 *   to the Judge. The Judge must give it to any Rival." is the players'.
 */
import { AMBITIONS } from "../../data/vocabulary";
import { IMPERIAL_COUNCIL } from "../../data/campaign/aidCards";
import type { GameState, PlayerState } from "../../game/types";
import { playerState } from "../../game/rounds";
import { markerFirst, markerSecond } from "../../game/markers";
import { ok, refuse } from "../../result";
import type { Result } from "../../result";
import { capitalise } from "../../util/ascii";
import type { CourtRowSnapshot } from "../resultTypes";
import type { CampaignState, EdictDoneCommand } from "../types";
import { courtRowRefusal } from "../crisesCourt";
import { fateHolder } from "./setupWords";

/** The two Diplomatic Fiascos: the campaign Court's and the Advocate's. */
const FIASCO = ["CC13", "F410"];

/** F619: the Imperial Council's slot (0-based) in the row, -1 if it is not shown. */
function councilSlot(row: readonly CourtRowSnapshot[]): number {
  for (let i = 0; i < row.length; i++) if (row[i].card === IMPERIAL_COUNCIL) return i;
  return -1;
}

/** F619 with no Diplomatic Fiasco in the Court: the one the deck holds (top first), and the Council's slot; undefined if none is to be laid. */
export function fiascoAttach(row: readonly CourtRowSnapshot[], deck: readonly string[]): { card: string; slot: number } | undefined {
  const slot = councilSlot(row);
  for (const x of row) if (FIASCO.indexOf(x.card ?? "") >= 0 || FIASCO.indexOf(x.attached ?? "") >= 0) return undefined;
  for (const id of deck) if (FIASCO.indexOf(id) >= 0 && slot >= 0 && row[slot].attached === undefined) return { card: id, slot };
  return undefined;
}

function decryTerror(c: CampaignState, cmd: EdictDoneCommand): Result<string> {
  const row = cmd.court;
  const deck = cmd.deck;
  let bad = courtRowRefusal(row);
  if (!Array.isArray(deck) || deck.some((id) => typeof id !== "string")) bad = "send the Court deck (F619)";
  if (bad !== undefined || row === undefined || deck === undefined) return refuse(bad as string);
  const slot = councilSlot(row);
  if (slot < 0) return refuse("the Court row shows no Imperial Council (BR p.14)");
  if (row.some((x) => FIASCO.indexOf(x.card ?? "") >= 0 || FIASCO.indexOf(x.attached ?? "") >= 0)) return ok(": Diplomatic Fiasco is in the Court: nothing happens");
  c.council = "inSession";
  const laid = fiascoAttach(row, deck);
  const inDeck = deck.filter((id) => FIASCO.indexOf(id) >= 0)[0];
  const what =
    laid !== undefined ? `Diplomatic Fiasco (${laid.card}) is attached to the Imperial Council from the Court deck`
    : inDeck === undefined ? "Diplomatic Fiasco is not in the Court deck"
    : `the Imperial Council has ${row[slot].attached as string} attached: attach Diplomatic Fiasco (${inDeck}) to it too by hand (Forced Attach, BR p.27)`;
  return ok(`: ${what}; the Imperial Council flips In Session`);
}

function setAgenda(s: GameState, c: CampaignState, cmd: EdictDoneCommand): Result<string> {
  const judge = fateHolder(c, "FATE24");
  if (judge === undefined) return ok(": there is no Judge");
  if (cmd.player !== judge.colour) return refuse(`only ${judge.colour}, the Judge, sets the agenda (F2405)`);
  const d = cmd.declare;
  if (d === undefined) return ok(`: ${judge.colour}, the Judge, declares nothing; they return Judge's Chosen to themselves and give it to a Rival`);
  if (AMBITIONS.indexOf(d.ambition) < 0) return refuse(`${String(d.ambition)} is not an ambition`);
  const m = s.markers.filter((x) => x.id === d.marker)[0];
  if (m === undefined || m.at !== "available") return refuse("place an unplaced ambition marker (F2405)");
  m.at = d.ambition;
  const lost = markerSecond(m);
  (playerState(s, judge.colour) as PlayerState).power -= lost;
  return ok(`: ${judge.colour}, the Judge, declares ${capitalise(d.ambition)} with the ${markerFirst(m)}/${lost} marker and loses ${lost} Power; they return Judge's Chosen to themselves and give it to a Rival`);
}

/** F619 and F2405: the words said once resolved, or why the Edict done is refused (then nothing changed); undefined for another card. */
export function agendaEdict(s: GameState, cmd: EdictDoneCommand): Result<string> | undefined {
  const c = s.campaign as CampaignState;
  if (cmd.card === "F619") return decryTerror(c, cmd);
  return cmd.card === "F2405" ? setAgenda(s, c, cmd) : undefined;
}
