/**
 * The Act I Fates' Setup sides (seed 003 F101A, F201A ... F801A; BR p.6 step C: "Each player sets
 * up based on the Setup side of their objective card -- the first card in their Fate Set -- then
 * flips the card to its Objective side"), as a rule module in front of the campaign's start: once
 * `startCampaign` has revealed the Fates (the campaign module), each setup's effects the core can
 * do are done, in seat order:
 * - the Fate-set cards it gains, listed for the table (`campaign.setup.fateSetups`), which lays them
 *   face up in their holder's play area;
 * - the cards it adds to the rules booklet, added by the core for the Fate's holder (the `booklet`
 *   command's rules), so the Edicts call a setup's edict from the first chapter on;
 * - the Caretaker's Sleeping Golems (F501A step 2): the gates of the clusters without Imperial
 *   ships, listed for the table, which shuffles the 4 tokens and lays one on each;
 * - the First Regent tile (F101A step 2, F701A step 3), read by `actOneFirstRegent` (flow.ts).
 * What a setup says that the core cannot see stays the table's (the Believer's Faithful stack, laid
 * by src/tts/campaign/layout.ts) or the players' (docs/fate-powers.md). The same module does the "B" and "C"
 * Fates' setups at the start of Acts II and III (laterSetups.ts).
 */
import type { Colour } from "../../data/vocabulary";
import type { Command, GameState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import type { CampaignState } from "../types";
import type { BookletChange, FateSetupDone, LaterFateSetup } from "./fateTypes";
import { readSetup } from "./keptSetups";
import { bookletCommand } from "../booklet";
import { fateName, listed, named } from "./setupWords";
import { doLaterActSetups } from "./laterSetups";
import { doResolutions } from "./resolutions";

export interface FateSetup {
  fate: string;
  /** The Setup side's card id. */
  card: string;
  /** Fate-set cards the setup gains ("Gain X (02)"), into its holder's play area. */
  gain: readonly string[];
  /** Cards it adds to the rules booklet ("Add X (05) to the rules booklet"), in the card's order. */
  booklet: readonly string[];
  /** Gains the First Regent tile; the first such setup in play wins (F701A: "unless the Steward is in play"). */
  firstRegent?: boolean;
  /** F501A step 2: a Sleeping Golem at each gate of the clusters without Imperial ships. */
  golemsAtGates?: boolean;
}

/** The eight "A" Fates' Act I setups, in Fate order (which is also the First Regent's priority), as keptSetups.ts's lines. */
export const ACT_ONE_SETUPS: readonly FateSetup[] = ["101 I g2-3 F", "201 I g2", "301 I g2", "401 I g2-3", "501 I g2-4 b5-6 O", "601 I g2-3", "701 I g2 b3 F", "801 I g2-3 b13-14"].map((l) => {
  const f = readSetup(l) as LaterFateSetup & FateSetup;
  return { fate: f.fate, card: f.card, gain: f.gain, booklet: (f.booklet as readonly BookletChange[]).map((b) => b.card), firstRegent: f.firstRegent, golemsAtGates: f.golemsAtGates };
});

export function actOneSetupOf(fate: string): FateSetup | undefined {
  for (const f of ACT_ONE_SETUPS) if (f.fate === fate) return f;
  return undefined;
}

/** The gates of the clusters without Imperial ships (Act I: every cluster but the two Imperial ones, BR p.5 step N). */
export function gatesWithoutImperialShips(imperialClusters: readonly number[]): string[] {
  const out: string[] = [];
  for (let n = 1; n <= 6; n++) if (imperialClusters.indexOf(n) < 0) out.push(`${String(n)}.0`);
  return out;
}

/** Does every Act I setup of the revealed Fates, in seat order; a refusal leaves the working copy to be discarded. */
function doActOneSetups(s: GameState): string | undefined {
  const campaign = s.campaign as CampaignState;
  const setup = campaign.setup;
  if (setup === undefined) return undefined;
  const done: FateSetupDone[] = [];
  for (const p of campaign.players) {
    const f = actOneSetupOf(p.fate);
    if (f === undefined) continue;
    for (const id of f.booklet) {
      const r = bookletCommand(s, { type: "booklet", player: p.colour, action: "add", card: id });
      if (r !== undefined) return r;
    }
    const golems = f.golemsAtGates === true ? gatesWithoutImperialShips(setup.imperialClusters) : [];
    const entry: FateSetupDone = { player: p.colour, card: f.card, gain: f.gain.slice() };
    if (golems.length > 0) entry.golems = golems;
    done.push(entry);
    s.events.push({ kind: "setUp", player: p.colour, card: f.card, text: setupLine(p.colour, f, golems, campaign.firstRegent) });
  }
  setup.fateSetups = done;
  return undefined;
}

function setupLine(colour: Colour, f: FateSetup, golems: readonly string[], firstRegent: Colour | undefined): string {
  const parts: string[] = [`gains ${listed(f.gain.map((id) => named(id)))}`];
  if (f.booklet.length > 0) parts.push(`adds ${listed(f.booklet.map((id) => named(id)))} to the rules booklet: explain ${f.booklet.length === 1 ? "it" : "them"} to everyone`);
  if (golems.length > 0) parts.push(`places a shuffled Sleeping Golem at each gate of clusters without Imperial ships: ${golems.join(", ")}`);
  if (f.firstRegent === true) parts.push(firstRegent === colour ? "gains the First Regent tile" : "does not gain the First Regent tile: the Steward is in play");
  return `${colour} sets up the ${fateName(f.fate)} (${f.card}, BR p.6): ${parts.join("; ")}; then flips it to its objective`;
}

/**
 * The Fates' setups stand in front of the starts of the Acts: in force while no campaign exists yet
 * (the same states as the campaign's start module) and during an Intermission, they act on
 * `startCampaign` (Act I, above), `startAct` (Acts II-III: laterSetups.ts) and the Intermission's
 * step A (the Resolution cards: resolutions.ts) alone.
 */
export const fateSetups: RuleModule<Command> = {
  id: "fate setups",
  inForce: (s: GameState) => (s.campaign === undefined ? s.phase === "setup" : s.campaign.stage === "intermission"),
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    const r = next(s, c);
    if (r !== undefined) return r;
    if (c.type === "startCampaign") return doActOneSetups(s);
    if (c.type === "startAct") return doLaterActSetups(s, c.map, c.record);
    // BR p.28 step A: the Resolution cards (resolutions.ts), once the core decided who completed.
    if (c.type === "intermission" && c.step === "A") return doResolutions(s);
    return undefined;
  },
};
