/**
 * The "A" Fates' Act II and Act III Setup sides (seed 003 F112A, F122A ... F820A, F829A; BR p.7
 * step F: "Each player sets up using the Setup side of their objective card"), for a player who
 * kept their "A" Fate at the Intermission (BR p.29 step F). Done by the same module and in the same
 * shape as the "B" and "C" Fates' (laterSetups.ts): gains, a card to each player (F212A's Member
 * titles), the rules booklet's adds, scraps and tucks, a card shuffled into the Court deck (F712A),
 * and the side a two-sided card is tucked on (F325A's Economy, F820A's Doctrine), said for the table.
 * The Sponsored token is laid on the First Regent tile (F122A, fates/setupTokens.ts); markers, Monopoly
 * cards and reminder copies stay the players'.
 */
import type { Act } from "../../data/campaign/fateTypes";
import type { BookletChange, LaterFateSetup } from "./fateTypes";

export const add = (card: string): BookletChange => ({ action: "add", card });
const scrap = (card: string): BookletChange => ({ action: "scrap", card });

/** A setup: its Fate, Act and card, the Fate-set cards it gains, its booklet changes, then the rest it does. */
export function setupEntry(fate: string, act: Act, card: string, gain: readonly string[], booklet: readonly BookletChange[], more: Partial<LaterFateSetup> = {}): LaterFateSetup {
  return { fate, act, card, gain, booklet, ...more };
}

export const KEPT_SETUPS: readonly LaterFateSetup[] = [
  setupEntry("FATE01", "II", "F112A", [], [add("F113")], { whole: true }),
  setupEntry("FATE01", "III", "F122A", [], [add("F123"), scrap("AID03"), scrap("AID04"), scrap("AID05"), add("F124"), add("F125"), add("F126")], { tokensAt: [{ kind: "f1-sponsored", place: "first-regent-tile" }] }),
  setupEntry("FATE02", "II", "F212A", ["F213"], [add("F214"), add("F215"), add("F222")], { giveEach: ["F218", "F219", "F220", "F221"] }),
  setupEntry("FATE02", "III", "F225A", ["F227"], [scrap("F215"), add("F226")], { whole: true }),
  setupEntry("FATE03", "II", "F312A", [], [add("F318"), add("F319"), add("F320")]),
  setupEntry("FATE03", "III", "F325A", [], [add("F327")], { tuckSide: { when: "regent", yes: "F326A", no: "F326B" } }),
  setupEntry("FATE04", "II", "F412A", [], [add("F413"), add("F414")], { whole: true }),
  setupEntry("FATE04", "III", "F423A", ["F424"], [add("F425")]),
  setupEntry("FATE05", "II", "F512A", ["F513"], [add("F514")], { awakenGolems: true, whole: true }),
  setupEntry("FATE05", "III", "F520A", [], [add("F521")], { awakenGolems: true, whole: true }),
  setupEntry("FATE06", "II", "F615A", ["F617"], [add("F616")]),
  setupEntry("FATE06", "III", "F624A", ["F625"], [], { whole: true }),
  setupEntry("FATE07", "II", "F712A", [], [], { courtShuffle: ["F713"], whole: true }),
  setupEntry("FATE07", "III", "F719A", [], [add("F720")]),
  setupEntry("FATE08", "II", "F820A", [], [add("F821"), scrap("F814"), add("F823")], { tuckSide: { when: "initiative", yes: "F822A", no: "F822B" } }),
  setupEntry("FATE08", "III", "F829A", [], [{ action: "add", card: "F830", inFrontOf: "F823" }, add("F831")]),
];
