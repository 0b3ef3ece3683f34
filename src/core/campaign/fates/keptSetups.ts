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
import type { BookletChange, LaterFateSetup } from "./fateTypes";

const add = (card: string): BookletChange => ({ action: "add", card });
const scrap = (card: string): BookletChange => ({ action: "scrap", card });

export const KEPT_SETUPS: readonly LaterFateSetup[] = [
  { fate: "FATE01", act: "II", card: "F112A", gain: [], booklet: [add("F113")], whole: true },
  {
    fate: "FATE01", act: "III", card: "F122A", gain: [],
    booklet: [add("F123"), scrap("AID03"), scrap("AID04"), scrap("AID05"), add("F124"), add("F125"), add("F126")],
    tokensAt: [{ kind: "f1-sponsored", place: "first-regent-tile" }],
  },
  { fate: "FATE02", act: "II", card: "F212A", gain: ["F213"], giveEach: ["F218", "F219", "F220", "F221"], booklet: [add("F214"), add("F215"), add("F222")] },
  { fate: "FATE02", act: "III", card: "F225A", gain: ["F227"], booklet: [scrap("F215"), add("F226")], whole: true },
  { fate: "FATE03", act: "II", card: "F312A", gain: [], booklet: [add("F318"), add("F319"), add("F320")] },
  { fate: "FATE03", act: "III", card: "F325A", gain: [], booklet: [add("F327")], tuckSide: { when: "regent", yes: "F326A", no: "F326B" } },
  { fate: "FATE04", act: "II", card: "F412A", gain: [], booklet: [add("F413"), add("F414")], whole: true },
  { fate: "FATE04", act: "III", card: "F423A", gain: ["F424"], booklet: [add("F425")] },
  { fate: "FATE05", act: "II", card: "F512A", gain: ["F513"], booklet: [add("F514")], awakenGolems: true, whole: true },
  { fate: "FATE05", act: "III", card: "F520A", gain: [], booklet: [add("F521")], awakenGolems: true, whole: true },
  { fate: "FATE06", act: "II", card: "F615A", gain: ["F617"], booklet: [add("F616")] },
  { fate: "FATE06", act: "III", card: "F624A", gain: ["F625"], booklet: [], whole: true },
  { fate: "FATE07", act: "II", card: "F712A", gain: [], booklet: [], courtShuffle: ["F713"], whole: true },
  { fate: "FATE07", act: "III", card: "F719A", gain: [], booklet: [add("F720")] },
  {
    fate: "FATE08", act: "II", card: "F820A", gain: [], booklet: [add("F821"), scrap("F814"), add("F823")],
    tuckSide: { when: "initiative", yes: "F822A", no: "F822B" },
  },
  { fate: "FATE08", act: "III", card: "F829A", gain: [], booklet: [{ action: "add", card: "F830", inFrontOf: "F823" }, add("F831")] },
];
