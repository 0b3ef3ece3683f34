/**
 * Step F on the table (BR p.29 "Choose Fate"): each player who completed their objective draws 1 new
 * Fate ("B" after Act I, "C" after Act II) and chooses between it and their current Fate; each who
 * failed draws 2 and chooses one. The draws are the oracle's (here), dealt into the hands -- the
 * current Fate too, so the choice is made in the hand, unseen -- with Keep buttons only the holder
 * may press (fates.ts). The choices stay in this room's session until everyone chose; then
 * `chooseFates` reveals them together and the table follows: the chosen Fate into the play area, the
 * others back face down, a switched player's unused Fate Set scrapped, Favors returned, the new Fate
 * Set dealt.
 */
import type { Colour } from "../../../core/data/vocabulary";
import type { GameState } from "../../../core/game/types";
import type { CampaignState, ChooseFatesCommand } from "../../../core/campaign/types";
import { FATES } from "../../../core/data/campaign/fates";
import { campaignPlayer, fateName, fateOf } from "../../../core/campaign/fates/setupWords";
import { tell } from "../../lib/chat";
import { objectsIn } from "../../lib/pieceTags";
import { returnToSupply } from "../../lib/place";
import { find, zoneOf } from "../../lib/table";
import { shuffled } from "../../setup/oracle";
import { dealFateSets, dealFates, revealFates } from "../layout";
import type { FateDraw } from "./session";
import { findBy } from "../../../core/util/byId";

/** The letter of the Fates drawn after this Act (BR p.29). */
export function nextLetter(c: CampaignState): "B" | "C" {
  return c.act === "I" ? "B" : "C";
}

/** The oracle's draw: 1 card for a completed objective, 2 for a failed one, from the next letter's Fates. */
export function drawFates(c: CampaignState): FateDraw[] {
  const inUse = c.players.map((p) => p.fate);
  const letter = nextLetter(c);
  const pool = shuffled(FATES.filter((f) => f.letter === letter && inUse.indexOf(f.id) < 0).map((f) => f.id));
  let k = 0;
  return c.players.map((p) => {
    const completed = p.objectiveCompleted === true;
    const drawn = pool.slice(k, k + (completed ? 1 : 2));
    k += drawn.length;
    return { player: p.colour, drawn, fates: completed ? drawn.concat([p.fate]) : drawn.slice() };
  });
}

/** Deal the draws into the hands (a completed player's current Fate joins them) and tell each player theirs alone. */
export function dealDraws(c: CampaignState, draws: readonly FateDraw[]): void {
  dealFates(draws);
  for (const d of draws) {
    const p = campaignPlayer(c, d.player);
    const mine = d.drawn.map((id) => fateName(id)).join(" and ");
    tell(d.player, p !== undefined && p.objectiveCompleted === true
      ? `You drew ${mine}: keep it or your current Fate, ${fateName(p.fate)} (both in hand; BR p.29).`
      : `You drew ${mine}: keep one (BR p.29); your Fate returns to the box.`);
  }
}

/** The command once every choice is made, in seat order. */
export function chooseFatesCommand(c: CampaignState, draws: readonly FateDraw[]): ChooseFatesCommand | undefined {
  const choices: ChooseFatesCommand["choices"] = [];
  for (const p of c.players) {
    const d = findBy(draws, "player", p.colour)!;
    if (d === undefined || d.chosen === undefined) return undefined;
    choices.push({ player: p.colour, drawn: d.drawn.slice(), chosen: d.chosen });
  }
  return { type: "chooseFates", choices };
}

function fateOfPlayer(s: GameState, colour: Colour): string | undefined {
  const c = s.campaign;
  if (c === undefined) return undefined;
  for (const p of c.players) if (p.colour === colour) return p.fate;
  return undefined;
}

function setNotes(fate: string): string | undefined {
  const f = fateOf(fate);
  return f && `campaign-fate-set-${f.set < 10 ? "0" : ""}${f.set}`;
}

/**
 * The table after the reveal: chosen Fates into the play areas, every other card of the draw (and a
 * replaced Fate) back face down in the Fate deck; a player with a new Fate has the rest of the old
 * Fate Set scrapped (what is in play stays), the Rival agents on their Fate card (Favors) returned,
 * and takes the new Fate Set (BR p.29).
 */
export function afterFatesChosen(before: GameState, after: GameState, draws: readonly FateDraw[]): string {
  const reveal: { player: Colour; fates: string[]; chosen?: string }[] = [];
  const switched: Colour[] = [];
  for (const d of draws) {
    const old = fateOfPlayer(before, d.player);
    const now = fateOfPlayer(after, d.player);
    const all = old === undefined || d.fates.indexOf(old) >= 0 ? d.fates.slice() : d.fates.concat([old]);
    reveal.push({ player: d.player, fates: all, chosen: now });
    if (old !== undefined && old !== now) {
      switched.push(d.player);
      const notes = setNotes(old);
      const set = notes === undefined ? undefined : find("fate-set-deck", notes);
      if (set !== undefined) set.destruct();
      for (const o of objectsIn(zoneOf("play-area", d.player))) if (o.hasTag("agent") && !o.hasTag(d.player)) returnToSupply(o);
    }
  }
  revealFates(reveal);
  if (after.campaign !== undefined) dealFateSets(after.campaign);
  return switched.length === 0
    ? "Every player keeps their Fate."
    : `${switched.join(", ")} ${switched.length === 1 ? "takes a new Fate" : "take new Fates"}: old Fate boxed, its set scrapped, Favors returned, the new Fate Set dealt. Do your objective card's Setup side, then flip it (BR p.7).`;
}
