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
import type { BookletChange, ResolutionDone } from "./fateTypes";
import { fateOf, listed, named } from "./setupWords";
import { setupBooklet } from "./laterSetups";

/**
 * One side of a Resolution card, as its cards' numbers in the Fate Set ("05" of F104 is F105): c added
 * to the Court deck, g gained, b added to the rules booklet, s scrapped, h placed behind the next
 * Resolution card; r names the steps left to the players.
 */
export interface ResolutionSide {
  c?: readonly number[];
  g?: readonly number[];
  b?: readonly number[];
  s?: readonly number[];
  h?: readonly number[];
  r?: string;
}

/** Each Resolution card's completed side, then its failed side (seed 003's texts; tests/core/campaign/fateResolutions.test.ts). */
export const RESOLUTIONS: { readonly [card: string]: readonly [ResolutionSide, ResolutionSide] } = {
  F104: [{ c: [5, 6, 7], b: [8], s: [9, 10, 11] }, { s: [5, 6, 7, 8], c: [9, 10, 11, 3] }],
  F114: [{ c: [15, 16, 17], s: [18, 19, 20, 21] }, { s: [15, 16, 17], c: [18, 19, 20, 21] }],
  F203: [{ g: [4], c: [5, 6, 7], h: [8, 9, 10, 11] }, { s: [4, 5, 6, 7], c: [8, 9, 10, 11] }],
  F223: [{ g: [24], s: [8, 9, 10, 11] }, { s: [24, 13], c: [8, 9, 10, 11], r: "the Commonwealth Ambition marker" }],
  F303: [{ c: [4, 5, 6], h: [7, 8, 9, 10, 11], r: "step 3" }, { s: [4, 5, 6], c: [7, 8, 9, 10, 11] }],
  F321: [{ g: [22], s: [7, 8, 9, 10, 11, 23, 24], r: "step 3" }, { s: [22], c: [23, 24], r: "the Monopolies and Cartels, steps 1-2" }],
  F404: [{ c: [3, 5, 6, 7, 8, 9, 10], s: [11] }, { c: [3, 11], s: [10], r: "the Liaisons, step 2" }],
  F415: [{ c: [16, 17, 18, 19, 20, 21], s: [22] }, { s: [16, 17, 18, 19, 20, 21, 13], c: [22] }],
  F507: [{ s: [2], c: [8, 9, 10, 11], r: "the Golems and lore, steps 2-3" }, { s: [2], c: [4], r: "the Golems and Unstables, steps 3-4" }],
  F516: [{ c: [17, 18, 19] }, { s: [17, 18, 19], r: "step 2" }],
  F604: [{ c: [5, 6, 7, 8, 9], g: [10], s: [11, 12, 13, 14] }, { s: [5, 6, 7, 8, 9, 3], c: [10, 11, 12, 13, 14], r: "your Outrage" }],
  F618: [{ b: [19], c: [20, 21], s: [22, 23] }, { s: [19, 20, 21], c: [22, 23] }],
  F704: [{ g: [5], c: [6, 7, 8, 9], s: [10, 11] }, { s: [3, 5, 6, 7], c: [8, 9, 10, 11] }],
  F714: [{ s: [15, 16], c: [17, 18] }, { c: [15, 16], s: [17, 18] }],
  F815: [{ g: [16], c: [17], s: [3, 18, 19], r: "the Faithful stack, step 4" }, { s: [3, 16, 17], c: [18, 19], r: "the Faithful stack, step 3" }],
  F824: [{ s: [26, 27, 28], r: "the Ideals' record, step 1" }, { s: [25, 21, 23], c: [26], b: [27, 28], r: "the Ideals, step 1" }],
  F904: [{ c: [5], s: [6], r: "the Flagship, step 3" }, { s: [5, 2, 3], c: [6], r: "the Portal and Clue tokens" }],
  F1005: [{ g: [6], c: [7, 8], s: [9, 10] }, { s: [6], c: [7, 8, 9, 10], r: "the Banners, step 3" }],
  F1110: [{ s: [11], r: "step 2" }, { c: [11], s: [4], r: "steps 2-3" }],
  F1204: [{ g: [5], s: [6, 7], r: "the Hoard, step 3" }, { c: [3, 5, 6, 7], r: "the Hoard, step 2" }],
  F1303: [{ g: [4], c: [5, 6, 7, 8, 9], s: [10, 11] }, { s: [4, 5, 6, 7, 8], c: [9, 10, 11] }],
  F1404: [{ s: [2, 5, 6, 7], r: "the Witnesses, step 3" }, { s: [2], c: [5, 6, 7], r: "the Witnesses, step 3" }],
  F1504: [{ c: [5, 6] }, { s: [2], r: "Arsenal Keepers, step 2" }],
  F1611: [{ g: [12], c: [13, 14], s: [15, 16] }, { s: [2, 12, 13, 14], c: [15, 16], r: "the Seats and Lords, steps 1-2" }],
};

/** The Resolution card of a Fate's Set for the Act ending (an "A" Fate has Act I's then Act II's; a "B" Fate Act II's). */
export function resolutionCardOf(fate: string, act: string): string | undefined {
  const f = fateOf(fate);
  const rs = f === undefined ? [] : FATE_SETS[f.set - 1].filter((c) => c.type === "Resolution");
  const card = rs[act === "I" ? 0 : rs.length - 1];
  return card && card.id;
}

/** Does every player's Resolution side, in seat order; a refusal leaves the working copy to be discarded. */
export function doResolutions(s: GameState): string | undefined {
  const campaign = s.campaign as CampaignState;
  const done: ResolutionDone[] = [];
  for (const p of campaign.players) {
    const card = resolutionCardOf(p.fate, campaign.act);
    const both = card === undefined ? undefined : RESOLUTIONS[card];
    if (card === undefined || both === undefined) continue;
    const yes = p.objectiveCompleted === true;
    const side = both[yes ? 0 : 1];
    const ids = (ns: readonly number[] | undefined) => (ns === undefined ? [] : ns.map((n) => `${card.slice(0, card.length - 2)}${n < 10 ? "0" : ""}${n}`));
    const changes: BookletChange[] = ids(side.s).map((id) => ({ action: "scrap", card: id }) as BookletChange).concat(ids(side.b).map((id) => ({ action: "add", card: id })));
    const said: string[] = [];
    const r = setupBooklet(s, p.colour, changes, said);
    if (r !== undefined) return r;
    const entry: ResolutionDone = { player: p.colour, card, completed: yes, court: ids(side.c), gain: ids(side.g), scrap: ids(side.s) };
    const say = (verb: string, list: string[]) => {
      if (list.length > 0) said.push(`${verb} ${listed(list.map((id) => named(id)))}`);
    };
    say("gains", entry.gain);
    say("adds to the Court deck", entry.court);
    say("scraps", entry.scrap);
    say("keeps behind the next Resolution card", ids(side.h));
    if (side.r !== undefined) said.push(`left to the players: ${side.r}`);
    done.push(entry);
    s.events.push({ kind: "chapterAdvanced", player: p.colour, text: `${p.colour} resolves ${named(card)}, ${yes ? "completed" : "failed"} (BR p.28): ${said.join("; ")}` });
  }
  campaign.resolutions = done;
  return undefined;
}
