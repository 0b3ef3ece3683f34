/**
 * Staging for the Believer's Faithful cards (seed 003 F8..): Act II started with the Believer (Red,
 * holding the initiative: F820A tucks the Doctrine on its Zeal side and adds Doctrinal Faith F823),
 * the discard shuffled, Red to lead. Faithful cards are put in hands in place of base-deck cards (as
 * a secure from the Court puts them there, F813), the game's action cards changed to match. Shared by
 * the Node tests and the Lua parity test.
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { newPlayerHoldings } from "../../../src/core/court/types";
import type { CourtSlot, TableState } from "../../../src/core/court/types";

const GOVERN = ["AID04", "AID03", "AID05"];

function ok(s: GameState, c: Command): GameState {
  const r = apply(s, c);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

export function believerChapter(): GameState {
  const s = ok(initialState(), {
    type: "startAct", actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id), map: { systems: [] }, eventDiePlanet: "arrow",
    record: {
      version: 2, nextAct: "II", seats: ["Red", "Blue", "Yellow"], initiative: "Red", booklet: GOVERN, rulesBooklet: { edicts: [GOVERN], laws: [["F813"], ["F814"]] }, policy: "peace",
      players: [
        { colour: "Red", fate: "FATE08", power: 3, title: "regent", favors: [] },
        { colour: "Blue", fate: "FATE09", power: 0, title: "outlaw", favors: [] },
        { colour: "Yellow", fate: "FATE01", power: 2, title: "regent", favors: [] },
      ],
    },
  } as Command);
  return ok(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
}

/** Each named player's first base-deck cards replaced by these Faithful cards (hand and the game's action cards). */
export function withFaithful(s: GameState, cards: { [colour: string]: string[] }): GameState {
  let actionCards = s.actionCards.slice();
  const players = s.players.map((p) => {
    const faithful = cards[p.colour] ?? [];
    const hand = p.hand.slice();
    faithful.forEach((id, i) => {
      const k = hand.findIndex((x, j) => j >= i && x.indexOf("-") > 0);
      actionCards = actionCards.filter((x) => x !== hand[k]).concat([id]);
      hand[k] = id;
    });
    return { ...p, hand };
  });
  return { ...s, players, actionCards };
}

/** The Court as read: `holds` lists each player's Guild cards in their play area. */
export function courtWith(s: GameState, holds: { [colour: string]: string[] }): TableState {
  return {
    players: s.seats.map((colour) => ({ ...newPlayerHoldings(colour, 5), guildCards: holds[colour] ?? [] })),
    court: { deck: [], row: [{ card: "CC01", agents: {} }, { card: "CC03", agents: {} }, { card: "CC04", agents: {} }], discard: [] },
    supply: { material: 4, fuel: 4, weapon: 4, relic: 4, psionic: 5 },
  };
}

export function beside(s: GameState, player: string, card: string, played: string, hand: string[], holds?: { [colour: string]: string[] }): Command {
  return { type: "cardAction", player, action: { kind: "prelude", choice: { card, played, hand }, court: courtWith(s, holds ?? { [player]: [card] }) } } as Command;
}

export const handOf = (s: GameState, colour: string) => s.players.find((p) => p.colour === colour)!.hand;
export const baseCard = (s: GameState, colour: string) => handOf(s, colour).find((id) => id.indexOf("-") > 0) as string;
const c = (x: object) => x as Command;

/** Red leads Faithful 5 (F808) on the Doctrine's Zeal side (F823); Blue Copies with Faithful 3 (F806) face down; Yellow Pivots with a base card. */
export function faithfulRound(): GameState {
  let s = withFaithful(believerChapter(), { Red: ["F808"], Blue: ["F806"] });
  for (const x of [{ type: "lead", player: "Red", card: "F808", side: "zeal" }, { type: "endTurn", player: "Red" }, { type: "follow", player: "Blue", card: "F806", mode: "copy" }, { type: "endTurn", player: "Blue" }]) s = ok(s, c(x));
  return ok(s, c({ type: "follow", player: "Yellow", card: baseCard(s, "Yellow"), mode: "pivot" }));
}

export const STACK = ["F804", "F805", "F806", "F807", "F808", "F809", "F810", "F811", "F812"];
/** Mining Interest (Material), Gatekeepers (Fuel, a card attached above it), Song of Freedom (Vox), Elder Broker (Relic). */
export const ROW: CourtSlot[] = [{ card: "CC01", agents: {} }, { card: "CC03", agents: {}, attached: "CC05" }, { card: "CC14", agents: {} }, { card: "CC10", agents: { Blue: 1 } }];

/** `player` Teaches on Court slot `slot` (0-based), their cities in `cities` (1.3 Material, 1.2 Fuel, 1.1 Weapon, 2.3 Relic...). */
export function teach(player: string, slot: number, cities: string[], playArea: string[] = ["F803"].concat(STACK)): Command {
  return c({ type: "teach", player, slot, row: ROW, playArea, cities });
}

/** `card` (Set Doctrine F821, Set Lay Doctrine F827) the next edict in the Believer's chapter (`s`, by default believerChapter: the Doctrine tucked on Zeal). */
export function doctrineDue(card: string, s: GameState = believerChapter()): GameState {
  return { ...s, campaign: { ...s.campaign!, edictQueue: [card] } };
}
