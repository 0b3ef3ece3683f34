/**
 * The Fates' Resolution cards (seed 003 F104, F114 ... F1611; BR p.28 step A: "each player resolves
 * the Resolution card of their Fate Set for the current Act", its "completed" or "failed" side), done
 * by the Fate setups' rule module (setups.ts) once `intermission` step A has decided who completed
 * their objective. In seat order, each side's steps the core holds or the table can see:
 * - the cards it adds to or scraps from the rules booklet, changed by the core for the holder with
 *   the `booklet` command's rules (a card "scrapped" that lies in the booklet leaves it);
 * - the cards it adds to the Court deck, gains into the holder's play area and scraps, listed for the
 *   table (`campaign.resolutions`), which lays them on the Court deck (the next Act's deal reads it,
 *   BR p.7 step B), in the play area and on the Scrapped spot; cards placed behind the next
 *   Resolution card stay in the Fate Set, said.
 * A side's other steps (tokens, markers, Flagship pieces, the Court discard, choices and conditions)
 * are named in the log as the players' (docs/fate-powers.md).
 */
import type { GameState } from "../../game/types";
import { FATE_SETS } from "../../data/campaign/fateSets";
import type { CampaignState } from "../types";
import type { ResolutionDone } from "./fateTypes";
import { bookletCommand, findInBooklet, rulesBookletOf } from "../booklet";
import { fateOf, listed, named } from "./setupWords";
import { asciiDigits } from "../../util/ascii";

/**
 * One side of a Resolution card, as the card ids it moves: c added to the Court deck, g gained, b
 * added to the rules booklet, s scrapped, h placed behind the next Resolution card; r, the steps left
 * to the players (their tokens, markers, Flagship, the Court discard, the lore deck, the Faithful
 * stack, the log sheet, cards chosen by a condition: docs/fate-powers*.md).
 */
export interface ResolutionSide {
  c: string[];
  g: string[];
  b: string[];
  s: string[];
  h: string[];
  r?: string;
}

/**
 * Each Resolution card's completed side, then its failed side (seed 003's texts, held to them by
 * tests/core/campaign/fateResolutions.test.ts), as the numbers of its cards in the Fate Set ("5" of
 * F104 is F105), grouped by the letters of ResolutionSide ("c5-7 b8": F105-F107 to the Court deck,
 * F108 to the booklet; "5-7" a run), then "|" and the steps left to the players.
 */
export const RESOLUTIONS: { readonly [card: string]: readonly [string, string] } = {
  F104: ["c5-7 b8 s9-11", "s5-8 c9-11,3"],
  F114: ["c15-17 s18-21", "s15-17 c18-21"],
  F203: ["g4 c5-7 h8-11", "s4-7 c8-11"],
  F223: ["g24 s8-11", "s24,13 c8-11|2"],
  F303: ["c4-6 h7-11|3", "s4-6 c7-11"],
  F321: ["g22 s7-11,23-24|3", "s22 c23-24|1-2"],
  F404: ["c3,5-10 s11", "c3,11 s10|2"],
  F415: ["c16-21 s22", "s16-21,13 c22"],
  F507: ["s2 c8-11|2-3", "s2 c4|3-4"],
  F516: ["c17-19", "s17-19|2"],
  F604: ["c5-9 g10 s11-14", "s5-9,3 c10-14|3"],
  F618: ["b19 c20-21 s22-23", "s19-21 c22-23"],
  F704: ["g5 c6-9 s10-11", "s3,5-7 c8-11"],
  F714: ["s15-16 c17-18", "c15-16 s17-18"],
  F815: ["g16 c17 s3,18-19|4", "s3,16-17 c18-19|3"],
  F824: ["s26-28|1 and the Ideals' record", "s25,21,23 c26 b27-28|1 and the Ideals' record"],
  F904: ["c5 s6|3", "s5,2-3 c6|3-4"],
  F1005: ["g6 c7-8 s9-10", "s6 c7-10|3"],
  F1110: ["s11|2", "c11 s4|2-3"],
  F1204: ["g5 s6-7|3", "c3,5-7|2"],
  F1303: ["g4 c5-9 s10-11", "s4-8 c9-11"],
  F1404: ["s2,5-7|3", "s2 c5-7|3"],
  F1504: ["c5-6", "s2|2"],
  F1611: ["g12 c13-14 s15-16", "s2,12-14 c15-16|1-2"],
};

/** The Resolution card of a Fate's Set for the Act ending (an "A" Fate has Act I's then Act II's; a "B" Fate Act II's). */
export function resolutionCardOf(fate: string, act: string): string | undefined {
  const f = fateOf(fate);
  const rs = f === undefined ? [] : FATE_SETS[f.set - 1].filter((c) => c.type === "Resolution");
  const card = rs[act === "I" ? 0 : rs.length - 1];
  return card && card.id;
}

/** A Resolution card's side as the ids it moves (RESOLUTIONS' notation read). */
export function resolutionSide(card: string, completed: boolean): ResolutionSide {
  // No destructuring: a multi-name local in a loop body is a MoonSharp hazard (tts-notes.md), values or not.
  const parts = RESOLUTIONS[card][completed ? 0 : 1].split("|");
  const out: ResolutionSide = { c: [], g: [], b: [], s: [], h: [], r: parts[1] };
  for (const group of parts[0].split(" ")) {
    const ids = out[group.charAt(0) as "c"];
    for (const run of group.substring(1).split(",")) {
      const ends = run.split("-");
      const from = asciiDigits(ends[0]);
      const to = ends.length > 1 ? asciiDigits(ends[1]) : from;
      for (let n = from; n <= to; n++) ids.push(`${card.slice(0, card.length - 2)}${n < 10 ? "0" : ""}${n}`);
    }
  }
  return out;
}

/** Does every player's Resolution side, in seat order. */
export function doResolutions(s: GameState): undefined {
  const campaign = s.campaign as CampaignState;
  const done: ResolutionDone[] = [];
  for (const p of campaign.players) {
    const card = resolutionCardOf(p.fate, campaign.act);
    if (card === undefined || RESOLUTIONS[card] === undefined) continue;
    const yes = p.objectiveCompleted === true;
    const side = resolutionSide(card, yes);
    // The booklet's changes, each logged by the booklet's rules; a card already added stays once.
    for (const id of side.s) if (findInBooklet(rulesBookletOf(campaign), id) !== undefined) bookletCommand(s, { type: "booklet", player: p.colour, action: "scrap", card: id });
    for (const id of side.b) bookletCommand(s, { type: "booklet", player: p.colour, action: "add", card: id });
    const said: string[] = [];
    const entry: ResolutionDone = { player: p.colour, card, completed: yes, court: side.c, gain: side.g, scrap: side.s };
    const say = (verb: string, list: string[]) => {
      if (list.length > 0) said.push(`${verb} ${listed(list.map((id) => named(id)))}`);
    };
    say("gains", entry.gain);
    say("adds to the Court deck", entry.court);
    say("scraps", entry.scrap);
    say("keeps behind the next Resolution card", side.h);
    if (side.r !== undefined) said.push(`step ${side.r}: the players'`);
    done.push(entry);
    s.events.push({ kind: "chapterAdvanced", player: p.colour, text: `${p.colour} resolves ${named(card)}, ${yes ? "completed" : "failed"} (BR p.28): ${said.join("; ")}` });
  }
  campaign.resolutions = done;
  return undefined;
}
