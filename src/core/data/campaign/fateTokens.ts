/**
 * The punchboard tokens Fate Sets add (BR p.2 "Fate Sets", p.27 "Tokens"), as their Fate-set cards
 * name and count them in seed 003. Only tokens whose count a card states are listed. `sides` names both faces when a
 * card names them (a Rumor's back says only "Rumor": it lies face down, unread); otherwise both
 * faces show the token's name. The table renders them
 * (tools/render/campaign.ts) and tests/render/campaign.test.ts checks each name and count against
 * its set's card texts; validateFateTokens (validateCampaign.ts) checks counts and labels.
 */
import { asciiLower } from "../../util/ascii";
import { GOLEM_NAMES } from "./golemNames";

export interface FateToken {
  /** The Fate Set number (FATE_SETS index + 1). */
  set: number;
  name: string;
  count: number;
  /** Front / back names, when the cards name both sides. */
  sides?: readonly [string, string];
  /** Printed labels, one per copy, when the cards say they are labelled (e.g. "1st".."6th"). */
  labels?: readonly string[];
  /**
   * The labels are printed on the second side only, the first side alike on every copy (the Golems:
   * shuffled Sleeping side up, F501A; named when Awake, F505 "Its Awake side is public if a player
   * holds it"). Each token carries its label in its Memo (read by script only, never shown: not even
   * the GM's notes tell a Sleeping Golem), its GM notes the kind's name as its alike copies.
   */
  labelledBack?: true;
  /** The card (and words) the count comes from. */
  source: string;
}

const ORDINALS = ["1st", "2nd", "3rd", "4th", "5th", "6th"];

export const FATE_TOKENS: readonly FateToken[] = [
  { set: 1, name: "Sponsored", count: 1, source: "F1: \"Place the Sponsored token on the First Regent tile\"" },
  { set: 3, name: "War Profiteer", count: 1, source: "F312A: \"Place the War Profiteer marker on the Warlord ambition box\"" },
  // F506 Golem Actions names the four (F508-F511 are their Unstable cards), in its order.
  { set: 5, name: "Sleeping Golem", count: 4, sides: ["Sleeping", "Awake"], labels: GOLEM_NAMES, labelledBack: true, source: "F5: \"Shuffle the 4 Sleeping Golem tokens\"; \"They have Sleeping and Awake sides\"; F506: \"Warrior:\" ... \"Harvester:\"" },
  // F822A/B: "place an Ideal marker in its ambition box on the Zeal side" / "... on the Wisdom side".
  { set: 8, name: "Ideal", count: 5, sides: ["Zeal", "Wisdom"], source: "F8: \"Collect the 5 Ideal markers\"" },
  { set: 9, name: "Clue", count: 6, sides: ["Check", "X"], source: "F9: \"6 Clue tokens, and the Portal token\"; \"its \\\"Check\\\" side\" / \"its \\\"X\\\" side\"" },
  { set: 9, name: "Portal", count: 1, source: "F9: \"6 Clue tokens, and the Portal token\"" },
  { set: 9, name: "Pilgrim", count: 6, source: "F9: \"Collect the 6 Pilgrim tokens\"" },
  { set: 10, name: "Banner", count: 8, source: "F10: \"Collect the 8 Banner tokens\"" },
  { set: 11, name: "Hammer Fragment", count: 6, sides: ["Hammer Fragment", "Broken World"], source: "F11: \"Collect the 6 Hammer Fragment tokens\"; \"flip a Hammer token to its Broken World side\"" },
  // F1211: "The True Rumors saying \"Cluster Correct\" and \"Symbol Correct\"": one label each, one shared back.
  { set: 12, name: "True Rumor", count: 2, sides: ["True Rumor", "Rumor"], labels: ["Cluster Correct", "Symbol Correct"], source: "F12: \"Place the 2 True Rumor and 2 False Rumor tokens each face down\"" },
  { set: 12, name: "False Rumor", count: 2, sides: ["False Rumor", "Rumor"], source: "F12: \"Place the 2 True Rumor and 2 False Rumor tokens each face down\"" },
  { set: 14, name: "Witness", count: 4, source: "F14: \"Collect the 4 Witness tokens\"" },
  { set: 15, name: "Ceasefire", count: 6, sides: ["Peace", "War"], source: "F15: \"Place 1 Ceasefire token near each cluster\" (6 clusters); \"its Peace side\" / \"its War side\"" },
  { set: 16, name: "Seat", count: 6, labels: ORDINALS, source: "F16: \"Collect the 6 Seat tokens. (They are labeled 1st through 6th.)\"" },
  { set: 16, name: "Court", count: 6, labels: ORDINALS, source: "F16: \"Collect the 6 Court tokens ... (They are labeled 1st through 6th.)\"" },
  { set: 18, name: "Bunker", count: 9, source: "F18: \"collect the 9 Bunker tokens on it\"" },
  // F2004 / F2104: a declared Fate ambition's marker lies on its tile (fateAmbitions.ts).
  { set: 20, name: "Edenguard Ambition", count: 1, source: "F2001A: \"Place the Edenguard Ambition tile by the Tycoon ambition box\"" },
  { set: 21, name: "Blightkin Ambition", count: 1, source: "F2101A: \"Place the Blightkin Ambition tile by the Empath ambition box\"" },
  { set: 22, name: "Passage", count: 6, source: "F22: \"Collect the 6 Passage tokens\"" },
  // Each shows its player colour face up; face down all show "Conspiracy" (F2303 "place a Conspiracy ... facedown").
  { set: 23, name: "Conspiracy", count: 8, sides: ["Conspiracy", "Conspiracy"], labels: ["Red", "Red", "Blue", "Blue", "Yellow", "Yellow", "White", "White"], source: "F23: \"Collect the 8 Conspiracy tokens--2 per player color\"" },
];

/** A token kind's name on the table (its bag's GM notes, docs/table-contract.md): `f<set>-<name>`, e.g. `f15-ceasefire`. */
export function fateTokenKind(t: FateToken): string {
  return `f${String(t.set)}-${asciiLower(t.name).split(" ").join("-")}`;
}

/** The token of a kind (`f10-banner`), if the data holds it. */
export function fateTokenOf(kind: string): FateToken | undefined {
  for (const t of FATE_TOKENS) if (fateTokenKind(t) === kind) return t;
  return undefined;
}
