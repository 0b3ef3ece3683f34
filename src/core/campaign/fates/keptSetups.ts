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
import { asciiDigits } from "../../util/ascii";

/** A setup line's lists (below) by their letter: lower case lists cards, upper case words. */
const LISTS: { readonly [letter: string]: keyof LaterFateSetup } = {
  g: "gain", r: "giveRight", e: "giveEach", t: "courtTop", u: "courtShuffle", T: "tokensToHolder", R: "tokensToRight", B: "boxesReturn",
};
const FLAGS: { readonly [letter: string]: string } = { W: "whole", G: "awakenGolems", V: "witnessesAtWeaponPlanets", C: "ceasefires", F: "firstRegent", O: "golemsAtGates" };

/**
 * A setup written as a line (seed 003's card texts, held to them by tests/core/campaign/keptFateSetups.test.ts
 * and laterFateSetups.test.ts): its card's number ("901" is F901A, of Fate Set 9, FATE09) and Act,
 * then groups, each a letter and a comma list. A card is its number in the Fate Set ("2" is F902,
 * "03A" F1103A; "8-11" a run; "AID03" itself). g, r, e, t, u: the cards gained, given to the right,
 * given to each player, put on top of the Court deck, shuffled into it; b: the booklet's changes in
 * the card's order ("!" scraps, "30<23" tucks F830 in front of F823); T, R: the token kinds collected
 * and given to the right ("clue" is f9-clue); @: a kind and its place; B: the resources off the
 * ambition boxes; Y: the tucked side's condition, yes and no cards; W, G, V, C: whole, awakenGolems,
 * witnessesAtWeaponPlanets, ceasefires; Act I's (setups.ts) F, O: firstRegent, golemsAtGates.
 */
export function readSetup(line: string): LaterFateSetup {
  const parts = line.split(" ");
  const set = parts[0].slice(0, parts[0].length - 2);
  // A card number starts with a digit (code 48-57); anything else is an id as it stands.
  const card = (x: string): string => (x.charCodeAt(0) > 57 ? x : `F${set}${x.length < 2 ? "0" : ""}${x}`);
  const cards = (xs: string[]): string[] => {
    const out: string[] = [];
    for (const x of xs) {
      const ends = x.split("-");
      for (let n = asciiDigits(ends[0]); ends.length > 1 && n <= asciiDigits(ends[1]); n++) out.push(card(String(n)));
      if (ends.length < 2) out.push(card(x));
    }
    return out;
  };
  const out = { fate: `FATE${set.length < 2 ? "0" : ""}${set}`, act: parts[1] as Act, card: `F${parts[0]}A`, gain: [], booklet: [] } as { [k: string]: unknown };
  for (const group of parts.slice(2)) {
    const k = group.charAt(0);
    const xs = group.substring(1).split(",");
    const booklet = out.booklet as BookletChange[];
    if (FLAGS[k] !== undefined) out[FLAGS[k]] = true;
    else if (k === "b") {
      for (const x of xs) {
        const tuck = x.split("<");
        if (x.charAt(0) === "!") booklet.push({ action: "scrap", card: card(x.substring(1)) });
        else if (tuck.length > 1) booklet.push({ action: "add", card: card(tuck[0]), inFrontOf: card(tuck[1]) });
        else for (const id of cards([x])) booklet.push({ action: "add", card: id });
      }
    } else if (k === "@") out.tokensAt = [{ kind: `f${set}-${xs[0]}`, place: xs[1] }];
    else if (k === "Y") out.tuckSide = { when: xs[0], yes: card(xs[1]), no: card(xs[2]) };
    else out[LISTS[k]] = k === "B" ? xs : k.charCodeAt(0) < 97 ? xs.map((x) => `f${set}-${x}`) : cards(xs);
  }
  return out as unknown as LaterFateSetup;
}

export const KEPT_SETUPS: readonly LaterFateSetup[] = [
  "112 II b13 W",
  "122 III b23,!AID03,!AID04,!AID05,24-26 @sponsored,first-regent-tile",
  "212 II g13 b14-15,22 e18-21 W",
  "225 III g27 b!15,26 W",
  "312 II b18-20 @war-profiteer,warlord W",
  "325 III b27 Yregent,26A,26B @war-profiteer,warlord W",
  "412 II b13-14 W",
  "423 III g24 b25 W",
  "512 II g13 b14 G W",
  "520 III b21 G W",
  "615 II g17 b16 W",
  "624 III g25 W",
  "712 II u13 W",
  "719 III b20 W",
  "820 II b21,!14,23 Tideal Yinitiative,22A,22B W",
  "829 III b30<23,31",
].map((l) => readSetup(l));
