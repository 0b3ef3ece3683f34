/**
 * The "B" and "C" Fates' Setup sides (seed 003 F901A ... F2401A; BR p.7 step F: "Each player sets
 * up using the Setup side of their objective card, then flips it to its Objective side"), done by
 * the Fate setups' rule module (setups.ts) once `startAct` has set the Act up (its steps A-E: the
 * Court dealt, the Blight and, at 2 players, the ambition boxes' resources). In turn order ("If
 * multiple players must make setup choices, resolve them in turn order"), each setup's effects the
 * core holds or can decide:
 * - the Fate-set cards it gains, listed for the table (`campaign.actSetups`), which lays them face up
 *   in their holder's play area; the cards it gives the player to its holder's right (F901A step 5);
 * - the cards it adds to, scraps from or tucks into the rules booklet, changed by the core for the
 *   Fate's holder with the `booklet` command's rules (a card already there is not added twice);
 * - the cards it places on top of the Court deck (the Court is dealt at step B, before the setups),
 *   and the cards it shuffles into it (F1208A): the table shuffles them into the rest of the deck
 *   it sends with `startAct` (`courtShuffledInBySetups`), the deal being the deck's first cards;
 * - at 2 players, the resources it returns from the ambition boxes (`thirdPlayer`, step E's);
 * - the Pacifist's Witnesses (F1401A step 3): the Weapon planets, listed for the table;
 * - the tokens it hands out and the Peacekeeper's Ceasefires (setupTokens.ts), listed for the table.
 * A kept "A" Fate's Act II or III setup (keptSetups.ts) is done the same way, with what only those
 * cards say: a card to each player (F212A), booklet scraps and a tuck in front of another card, and
 * the side of a two-sided card tucked by the card play area (F325A, F820A), said for the table.
 * What a setup says that the core does not see or hold (Flagship boards, Outrage, replenished fleets,
 * secret notes, tokens placed by choice and tucked cards) stays the players' (docs/fate-powers.md); the
 * event-die rolls for tokens (F907A, F1101A) are setupRolls.ts's.
 */
import type { Colour, ResourceType, SystemId } from "../../data/vocabulary";
import type { GameState } from "../../game/types";
import type { Act } from "../../data/campaign/fateTypes";
import { SYSTEMS } from "../../data/map";
import { logEvent, turnOrderFrom } from "../../game/util";
import type { CampaignRecord, CampaignState } from "../types";
import { logSheetSetup } from "./logSheet";
import type { BookletChange, FateSetupDone, LaterFateSetup } from "./fateTypes";
import { bookletCommand, findInBooklet, rulesBookletOf } from "../booklet";
import { campaignPlayer, fateName, listed, named } from "./setupWords";
import { KEPT_SETUPS, readSetup } from "./keptSetups";
import { setupTokens } from "./setupTokens";
import { setupPieceWords } from "./setupPieces";
import type { MapSnapshot } from "../mapControl";

/** The "B" and "C" Fates' setups, in Fate order (seed 003's card texts). */
export const LATER_SETUPS: readonly LaterFateSetup[] = [
  "901 II g2 r3 Rclue,portal",
  "907 III g8 t9 Tpilgrim",
  "1001 II g2,4 b3 Tbanner",
  "1011 III g12 W",
  "1101 II g2,03A Thammer-fragment",
  "1112 III",
  "1201 II g2-3",
  "1208 III b11-12 u9-10",
  "1301 II g2",
  "1312 III g13 W",
  "1401 II g2-3 V",
  "1408 III b9,11-12 W",
  "1501 II g2-3 Bweapon",
  "1507 III b8-11 Bweapon C",
  "1601 II g2 b9-10 Tseat",
  "1617 III b18-19 @court,court W",
  "1701 III g2 b3",
  "1801 III g2-3 b4-5 Tbunker",
  "1901 III g2 b3 t4 Brelic",
  "2001 III g2-3 b4 Bmaterial,fuel @edenguard-ambition,tycoon",
  "2101 III g2-3 b4 @blightkin-ambition,empath",
  "2201 III g2-3 b5 t6 Tpassage",
  "2301 III g2-3 b4-5 Tconspiracy",
  "2401 III g2-4 b5",
].map((l) => readSetup(l));

/** Every Act II and III setup: the "B" and "C" Fates' (above), then the kept "A" Fates' (keptSetups.ts). */
export const ACT_SETUPS: readonly LaterFateSetup[] = LATER_SETUPS.concat(KEPT_SETUPS);

export function laterSetupOf(fate: string, act: Act): LaterFateSetup | undefined {
  for (const f of ACT_SETUPS) if (f.fate === fate && f.act === act) return f;
  return undefined;
}

/**
 * The cards the new Act's setups shuffle into the Court deck (F1208A step 1), for the table that
 * shuffles the deck it sends with `startAct`: after the deal, into the rest (BR p.7 steps B, F).
 */
export function courtShuffledInBySetups(act: Act, fates: readonly string[]): string[] {
  const out: string[] = [];
  for (const fate of fates) {
    const f = laterSetupOf(fate, act);
    if (f !== undefined && f.courtShuffle !== undefined) for (const id of f.courtShuffle) out.push(id);
  }
  return out;
}

/** The player to `colour`'s right: the previous seat in turn order (turn order goes clockwise, BR p.6). */
export function playerToTheRight(seats: readonly Colour[], colour: Colour): Colour {
  const i = seats.indexOf(colour);
  return seats[(i + seats.length - 1) % seats.length];
}

/** F1401A step 3: the Weapon planets, in map order. */
export function weaponPlanets(): SystemId[] {
  const out: SystemId[] = [];
  for (const sys of SYSTEMS) if (sys.kind === "planet" && sys.resource === "weapon") out.push(sys.id);
  return out;
}

/**
 * The booklet changes, each skipped when already made (a card already there, or one not there to
 * scrap); a card tucked in front of one not there takes a slot of its own; the cards added go to
 * `added`, those scrapped to `scrapped`; a refusal is returned.
 */
function changeBooklet(s: GameState, colour: Colour, changes: readonly BookletChange[], added: string[], scrapped: string[], said: string[]): string | undefined {
  for (const ch of changes) {
    const there = findInBooklet(rulesBookletOf(s.campaign as CampaignState), ch.card) !== undefined;
    if (ch.action === "add" && there) {
      said.push(`${named(ch.card)} is already in the rules booklet`);
      continue;
    }
    if (ch.action === "scrap" && !there) continue;
    const front = ch.inFrontOf !== undefined && findInBooklet(rulesBookletOf(s.campaign as CampaignState), ch.inFrontOf) !== undefined ? ch.inFrontOf : undefined;
    if (ch.inFrontOf !== undefined && front === undefined) said.push(`${named(ch.inFrontOf)} is not in the rules booklet: ${named(ch.card)} takes a slot of its own`);
    const r = bookletCommand(s, front === undefined
      ? { type: "booklet", player: colour, action: ch.action, card: ch.card }
      : { type: "booklet", player: colour, action: ch.action, card: ch.card, inFrontOf: front });
    if (r !== undefined) return r;
    if (ch.action === "add") added.push(named(ch.card));
    else scrapped.push(named(ch.card));
  }
  return undefined;
}

/** Cards on top of the Court deck, in order (the last on top); a card already in the Court row stays there. */
function onTopOfCourtDeck(s: GameState, cards: readonly string[]): string[] {
  const placed: string[] = [];
  for (const id of cards) {
    if (s.court.row.indexOf(id) >= 0) continue;
    const deck = s.court.deck.filter((x) => x !== id);
    deck.splice(0, 0, id);
    s.court.deck = deck;
    placed.push(id);
  }
  return placed;
}

/**
 * Cards the setup shuffles into the Court deck: the deck `startAct` took holds them past the deal
 * (the table shuffled them in); one dealt into the Court is refused; a deck without them (a table
 * that does not send them) leaves the shuffle to the players, said in the line.
 */
function shuffledIn(s: GameState, cards: readonly string[], said: string[]): string | undefined {
  const inDeck: string[] = [];
  const missing: string[] = [];
  for (const id of cards) {
    if (s.court.row.indexOf(id) >= 0) return `${named(id)} is shuffled into the Court deck after the Court is dealt (BR p.7)`;
    if (s.court.deck.indexOf(id) >= 0) inDeck.push(named(id));
    else missing.push(named(id));
  }
  if (inDeck.length > 0) said.push(`shuffles ${listed(inDeck)} into the Court deck`);
  if (missing.length > 0) said.push(`shuffle ${listed(missing)} into the Court deck by hand: the deck sent does not hold ${missing.length === 1 ? "it" : "them"}`);
  return undefined;
}

const BOX_OF: { readonly [r: string]: "tycoon" | "warlord" | "keeper" | "empath" } = {
  material: "tycoon", fuel: "tycoon", weapon: "warlord", relic: "keeper", psionic: "empath",
};

/** 2 players: these resources off the ambition boxes (BR p.5 step Q puts them on); returns how many went. */
function returnFromBoxes(s: GameState, kinds: readonly ResourceType[]): number {
  const t = s.thirdPlayer;
  if (t === undefined) return 0;
  const kept = t.tokens.filter((r) => kinds.indexOf(r) < 0);
  const gone = t.tokens.length - kept.length;
  const next = { tokens: kept, tycoon: t.tycoon, warlord: t.warlord, keeper: t.keeper, empath: t.empath };
  for (const r of t.tokens) if (kinds.indexOf(r) >= 0) next[BOX_OF[r]] -= 1;
  s.thirdPlayer = next;
  return gone;
}

/** F212A: one card to each player, the holder first, then in turn order; said for the table. */
function givenEach(s: GameState, colour: Colour, cards: readonly string[], said: string[]): { player: Colour; card: string }[] {
  const out: { player: Colour; card: string }[] = [];
  const order = turnOrderFrom(s.seats, colour);
  for (let i = 0; i < order.length && i < cards.length; i++) out.push({ player: order[i], card: cards[i] });
  said.push(`gives ${out.map((g) => `${named(g.card)} to ${g.player}`).join(", ")}`);
  return out;
}

/** F325A, F820A: the side of a two-sided card tucked by the card play area, from its holder's title or the initiative (the Doctrine's kept). */
function tuckedSide(s: GameState, colour: Colour, tuck: NonNullable<LaterFateSetup["tuckSide"]>): string {
  const p = campaignPlayer(s.campaign as CampaignState, colour);
  const yes = tuck.when === "regent" ? p !== undefined && p.title === "regent" : s.initiative === colour;
  const why = tuck.when === "regent" ? (yes ? "is a Regent" : "is an Outlaw") : yes ? "holds the initiative" : "does not hold the initiative";
  const id = yes ? tuck.yes : tuck.no;
  // F820A: the Doctrine's side is the one Faithful cards are played on (fates/faithful.ts).
  if (id === "F822A" || id === "F822B") (s.campaign as CampaignState).doctrine = id === "F822A" ? "zeal" : "wisdom";
  return `tucks ${named(id)} by the card play area (${colour} ${why})`;
}

/** One setup's booklet changes, said; a refusal is returned. */
function setupBooklet(s: GameState, colour: Colour, f: LaterFateSetup, said: string[]): string | undefined {
  const adds: string[] = [];
  const scraps: string[] = [];
  const notes: string[] = [];
  const r = changeBooklet(s, colour, f.booklet, adds, scraps, notes);
  if (r !== undefined) return r;
  if (scraps.length > 0) said.push(`scraps ${listed(scraps)} from the rules booklet`);
  if (adds.length > 0) said.push(`adds ${listed(adds)} to the rules booklet: explain ${adds.length === 1 ? "it" : "them"} to everyone`);
  for (const line of notes) said.push(line);
  return undefined;
}

/**
 * Does every Act II or III setup of the new Act (the "B" and "C" Fates', a kept "A" Fate's), in turn
 * order; a refusal leaves the working copy to be discarded.
 */
export function doLaterActSetups(s: GameState, map: MapSnapshot | undefined, rec: CampaignRecord): string | undefined {
  const campaign = s.campaign as CampaignState;
  const done: FateSetupDone[] = [];
  // F1507A: a "C" Fate's Act III setup offers a Resettle, which the core does not see, before a later setup reads control.
  let resettled = false;
  for (const colour of turnOrderFrom(s.seats, s.initiative)) {
    const p = campaignPlayer(campaign, colour);
    const f = p && laterSetupOf(p.fate, campaign.act);
    if (p === undefined || f === undefined) continue;
    const said: string[] = [];
    if (f.gain.length > 0) said.push(`gains ${listed(f.gain.map((id) => named(id)))}`);
    const entry: FateSetupDone = { player: colour, card: f.card, gain: f.gain.slice() };
    if (f.giveRight !== undefined) {
      const right = playerToTheRight(s.seats, colour);
      entry.given = { player: right, cards: f.giveRight.slice() };
      said.push(`gives ${listed(f.giveRight.map((id) => named(id)))} to ${right}, the player to the right`);
    }
    if (f.giveEach !== undefined) entry.givenEach = givenEach(s, colour, f.giveEach, said);
    const r = setupBooklet(s, colour, f, said);
    if (r !== undefined) return r;
    if (f.courtShuffle !== undefined) {
      const r2 = shuffledIn(s, f.courtShuffle, said);
      if (r2 !== undefined) return r2;
    }
    const top = f.courtTop === undefined ? [] : onTopOfCourtDeck(s, f.courtTop);
    if (top.length > 0) said.push(`places ${listed(top.map((id) => named(id)))} on top of the Court deck`);
    const returned = f.boxesReturn === undefined ? 0 : returnFromBoxes(s, f.boxesReturn);
    if (returned > 0) said.push(`returns ${returned} resource${returned === 1 ? "" : "s"} (${listed((f.boxesReturn as readonly ResourceType[]).slice())}) from the ambition boxes to the supply`);
    if (f.witnessesAtWeaponPlanets === true) {
      entry.witnesses = weaponPlanets();
      said.push(`places 1 Witness, spyglass side up, at each Weapon planet: ${entry.witnesses.join(", ")}`);
    }
    setupTokens(s, colour, f, entry, said, map, playerToTheRight(s.seats, colour), resettled);
    setupPieceWords(f.card, said);
    if (f.tuckSide !== undefined) said.push(tuckedSide(s, colour, f.tuckSide));
    if (f.awakenGolems === true) {
      entry.awakenGolems = true;
      said.push("flips every Sleeping Golem to Awake");
    }
    const whole = logSheetSetup(campaign, f.card, rec, entry, said) || f.whole === true;
    if (p.letter === "C") resettled = true;
    done.push(entry);
    const doing = said.length === 0 ? "" : `: ${said.join("; ")}`;
    const rest = whole ? "" : "; the card's other steps are done at the table";
    s.events.push({ kind: "setUp", player: colour, card: f.card, text: `${colour} sets up the ${fateName(f.fate)} (${f.card}, BR p.7)${doing}${rest}; then flips it to its objective` });
  }
  // F320 War Profiteering "In Act II & III setup, place the War Profiteer marker on the Warlord ambition
  // box", while it is in the rules booklet (BR p.9), with the first setup's tokens when no setup laid it.
  const wp = "f3-war-profiteer";
  if (done.length > 0 && findInBooklet(rulesBookletOf(campaign), "F320") !== undefined && !done.some((f) => (f.tokens ?? []).some((t) => t.kind === wp))) {
    done[0].tokens = (done[0].tokens ?? []).concat([{ kind: wp, place: "warlord" }]);
    logEvent(s, "setUp", undefined, "the War Profiteer marker goes on the Warlord ambition box (War Profiteering, F320)");
  }
  campaign.actSetups = done;
  return undefined;
}
