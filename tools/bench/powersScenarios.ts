/**
 * Card-power handler timings for `npm run bench` (section "powers"): the same handler applied with
 * and without the power in play, so the difference is what the card-power checks add (issue 15:
 * <= 0.3 ms per handler). Pure: each call applies one command to a state built once.
 */
import { actionDeckFor } from "../../src/core/data/actionCards";
import { courtDeck } from "../../src/core/data/court";
import type { Colour } from "../../src/core/data/vocabulary";
import type { TableState } from "../../src/core/court/types";
import { newPlayerHoldings } from "../../src/core/court/types";
import { apply } from "../../src/core/rules";
import { replay } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import type { BattleSnapshot } from "../../src/core/battle/battle";
import type { GatePieces } from "../../src/core/powers/gatePowers";

const FOUR: Colour[] = ["Red", "Blue", "Yellow", "White"];
const HANDS = [
  ["construction-4", "construction-1", "aggression-7", "administration-2", "mobilization-1", "administration-1"],
  ["aggression-4", "construction-5", "construction-7", "mobilization-3", "administration-5", "aggression-1"],
  ["construction-6", "construction-3", "mobilization-7", "administration-4", "aggression-2", "aggression-3"],
  ["construction-2", "mobilization-6", "administration-7", "aggression-6", "mobilization-4", "administration-6"],
];

function stateAfter(commands: Command[]): GameState {
  const used: string[] = [];
  for (const h of HANDS) for (const id of h) used.push(id);
  const deck = used.slice();
  for (const id of actionDeckFor(4)) if (used.indexOf(id) < 0) deck.push(id);
  const setup: Command[] = [
    { type: "setup", seats: FOUR, setupCard: "4SETUP01", actionDeck: deck, courtDeck: courtDeck() },
    { type: "shuffleDiscard", order: deck.slice(24) },
  ];
  return replay({ version: 1, commands: setup.concat(commands) }).state;
}

function withLeader(s: GameState, colour: Colour, leader: string): GameState {
  return { ...s, players: s.players.map((p) => (p.colour === colour ? { ...p, leader } : p)) };
}

function withLore(s: GameState, colour: Colour, lore: string[]): GameState {
  return { ...s, players: s.players.map((p) => (p.colour === colour ? { ...p, lore } : p)) };
}

/** A battle in gate 3.0: Red's 3 fresh ships against Blue's damaged ship, or (Gate Stations, L11) Blue's damaged gate city. */
const GATE_SHIPS: BattleSnapshot = {
  attacker: "Red",
  defender: "Blue",
  attackingShips: { fresh: 3, damaged: 0 },
  defendingShips: { fresh: 0, damaged: 1 },
  defendingCities: { fresh: 0, damaged: 0 },
  defendingStarports: { fresh: 0, damaged: 0 },
  defenderHasBuildingsElsewhere: true,
  inGate: true,
  attackerGuildCards: [],
};
const GATE_CITY: BattleSnapshot = { ...GATE_SHIPS, defendingShips: { fresh: 0, damaged: 0 }, defendingCities: { fresh: 0, damaged: 1 }, gateCityTypes: ["material", "weapon"], defenderLore: ["L11"] };
const gateRoll = (snapshot: BattleSnapshot): Command => ({ type: "battle", player: "Red", action: { kind: "roll", system: "3.0", defender: "Blue", dice: { skirmish: 3, assault: 0, raid: 0 }, snapshot } });

/** Gate 3.0: Blue's fresh Loyal starport and 2 fresh ships; Red's 3 ships have moved in (Gate Ports, L08). */
function gatePieces(): GatePieces[] {
  const at = (colour: Colour, ships: number, starports: number) => ({ colour, ships: { fresh: ships, damaged: 0 }, starports: { fresh: starports, damaged: 0 } });
  return [
    { system: "1.0", pieces: [at("Red", 1, 0)] },
    { system: "3.0", pieces: [at("Blue", 2, 1), at("Red", 3, 0)] },
  ];
}

function table(): TableState {
  const deck = courtDeck().filter((id) => id !== "BC02" && id !== "BC05" && id !== "BC26" && id !== "BC27" && id !== "BC28" && id !== "BC29");
  const players = FOUR.map((c) => newPlayerHoldings(c, 2));
  players[0].guildCards = ["BC02", "BC05"];
  players[0].resources = ["fuel", "weapon", "empty", "empty", "empty", "empty"];
  players[1].resources = ["material", "relic", "empty", "empty", "empty", "empty"];
  return {
    players,
    court: { deck, row: [{ card: "BC26", agents: {} }, { card: "BC27", agents: { Blue: 1 } }, { card: "BC28", agents: {} }, { card: "BC29", agents: {} }], discard: [] },
    supply: { material: 2, fuel: 4, weapon: 4, relic: 4, psionic: 5 },
  };
}

interface Case {
  state: GameState;
  command: Command;
}

let cases: { [name: string]: Case } | undefined = undefined;

function allCases(): { [name: string]: Case } {
  if (cases !== undefined) return cases;
  const redLed = stateAfter([{ type: "lead", player: "Red", card: "construction-4" }]);
  const aggressionCopied = stateAfter([{ type: "lead", player: "Red", card: "aggression-7" }, { type: "endTurn", player: "Red" }, { type: "follow", player: "Blue", card: "construction-5", mode: "copy" }]);
  const adminLed = stateAfter([{ type: "lead", player: "Red", card: "administration-2" }]);
  const aggressionLed = stateAfter([{ type: "lead", player: "Red", card: "aggression-7" }]);
  const roundEnd = stateAfter([
    { type: "lead", player: "Red", card: "construction-4" },
    { type: "endTurn", player: "Red" },
    { type: "follow", player: "Blue", card: "construction-5", mode: "surpass" },
    { type: "endTurn", player: "Blue" },
    { type: "follow", player: "Yellow", card: "construction-6", mode: "surpass" },
    { type: "endTurn", player: "Yellow" },
    { type: "follow", player: "White", card: "construction-2", mode: "copy" },
  ]);
  const unionLaid = apply(roundEnd, { type: "cardAction", player: "White", action: { kind: "prelude", choice: { card: "BC05", played: "construction-4" }, court: whiteUnion() } });
  cases = {
    spendPlain: { state: redLed, command: { type: "spendResource", player: "Red", resource: "material", outrage: [] } },
    spendAsLoyal: { state: redLed, command: { type: "spendResource", player: "Red", resource: "fuel", outrage: ["material"], as: "material", guildCards: ["BC01", "BC02", "BC05", "BC13"] } },
    influencePlain: { state: adminLed, command: { type: "takeAction", player: "Red", action: "influence" } },
    influenceCharismatic: { state: withLeader(aggressionCopied, "Blue", "LEAD07"), command: { type: "takeAction", player: "Blue", action: "influence" } },
    declarePlain: { state: redLed, command: { type: "declare", player: "Red", ambition: "warlord" } },
    declareGenerous: { state: withLeader(redLed, "Red", "LEAD07"), command: { type: "declare", player: "Red", ambition: "warlord" } },
    roundEndPlain: { state: roundEnd, command: { type: "endTurn", player: "White" } },
    roundEndUnion: { state: unionLaid.ok ? unionLaid.value : roundEnd, command: { type: "endTurn", player: "White" } },
    buildPlain: { state: redLed, command: { type: "takeAction", player: "Red", action: "build" } },
    manufacture: { state: redLed, command: { type: "cardAction", player: "Red", action: { kind: "gain", card: "BC02", court: table() } } },
    rollGateShips: { state: aggressionLed, command: gateRoll(GATE_SHIPS) },
    rollGateCity: { state: withLore(aggressionLed, "Blue", ["L11"]), command: gateRoll(GATE_CITY) },
    gatePortsCapture: { state: withLore(aggressionLed, "Blue", ["L08"]), command: { type: "cardAction", player: "Blue", action: { kind: "gatePorts", rival: "Red", gates: gatePieces(), court: table() } } },
    preludeInterest: { state: redLed, command: { type: "cardAction", player: "Red", action: { kind: "prelude", choice: { card: "BC02" }, court: table() } } },
  };
  return cases;
}

function whiteUnion(): TableState {
  const t = table();
  t.players[0].guildCards = [];
  t.players[3].guildCards = ["BC05"];
  return t;
}

/** Applies the named case once; true when the engine accepted it (the bench checks they all are). */
export function benchPowerCase(name: string): boolean {
  const c = allCases()[name];
  return apply(c.state, c.command).ok;
}

/** Applies the named case `n` times in one call (the time of a call from Node is then the handler's, not the crossing's). */
export function benchPowerCaseTimes(name: string, n: number): number {
  const c = allCases()[name];
  let accepted = 0;
  for (let i = 0; i < n; i++) if (apply(c.state, c.command).ok) accepted++;
  return accepted;
}

/** The pairs measured: the handler without the power, with it. */
export const POWER_PAIRS: readonly { what: string; plain: string; power: string }[] = [
  { what: "spendResource: Loyal 'spend as' + Outrage ignored (BC01)", plain: "spendPlain", power: "spendAsLoyal" },
  { what: "takeAction influence: Feastbringer Charismatic source (LEAD07)", plain: "influencePlain", power: "influenceCharismatic" },
  { what: "declare: Leader reminders (LEAD07 Generous)", plain: "declarePlain", power: "declareGenerous" },
  { what: "endTurn ending a round: a Union draws the card (BC05)", plain: "roundEndPlain", power: "roundEndUnion" },
  { what: "Manufacture (BC02) vs a plain build", plain: "buildPlain", power: "manufacture" },
  { what: "Mining Interest Prelude (BC02) vs a plain resource spend", plain: "spendPlain", power: "preludeInterest" },
  { what: "roll in a gate: a gate city defends (L11) vs a ship", plain: "rollGateShips", power: "rollGateCity" },
  { what: "Gate Ports capture (L08) vs a plain influence action", plain: "influencePlain", power: "gatePortsCapture" },
];
