/**
 * The 12 setup cards (rulebook p.3-5 steps I-O; game-data.md §2). Their layouts are printed on the
 * cards only: game-data.md §2 is the baseline. Positions: P1 = the player with initiative, then
 * clockwise (p.5 step N). A = 3 ships + 1 city, B = 3 ships + 1 starport, C = 2 ships; with 2
 * players there are two C systems with 2 ships in each (game-data.md §2).
 */
import { nestedShapeProblems, recordName, shapeProblems } from "./shape";
import { Ambition, ResourceType, SystemId } from "./vocabulary";
import { CLUSTERS, MapSystem, SYSTEMS } from "./map";
import { FieldRule, Validator, checkCount, checkRecords, fieldError, intBetween, listOf, nonEmptyText, oneOf, rule } from "./fieldCheck";
import { findById } from "../util/byId";

export const SETUP_CARDS_FILE = "src/core/data/setupCards.ts";

export interface SetupPosition {
  /** 3 ships + 1 city (the leftmost city on the player board); its planet's resource -> slot 1. */
  A: SystemId;
  /** 3 ships + 1 starport; its planet's resource -> slot 2. */
  B: SystemId;
  /** 2 ships in each: one system with 3-4 players, two with 2 players. */
  C: SystemId[];
}

export interface SetupCard {
  id: string;
  name: string;
  playerCount: number;
  /** Clusters covered by path + out-of-play markers (p.4 step J): 2 with 2-3 players, 1 with 4. */
  outOfPlay: number[];
  /** Index 0 = P1 (initiative), then clockwise; one per player. */
  positions: SetupPosition[];
}

function pos(A: SystemId, B: SystemId, ...C: SystemId[]): SetupPosition {
  return { A, B, C };
}

export const SETUP_CARDS: readonly SetupCard[] = [
  { id: "2SETUP01", name: "Frontiers", playerCount: 2, outOfPlay: [1, 6], positions: [pos("5.3", "4.3", "3.0", "3.3"), pos("3.1", "5.1", "5.0", "4.1")] },
  { id: "2SETUP02", name: "Mix Up 1", playerCount: 2, outOfPlay: [2, 5], positions: [pos("4.2", "3.2", "1.0", "6.1"), pos("6.3", "3.3", "4.0", "1.2")] },
  { id: "2SETUP03", name: "Homelands", playerCount: 2, outOfPlay: [1, 4], positions: [pos("5.1", "6.1", "5.0", "5.3"), pos("3.3", "3.1", "3.0", "2.1")] },
  { id: "2SETUP04", name: "Mix Up 2", playerCount: 2, outOfPlay: [1, 4], positions: [pos("5.2", "2.1", "3.0", "6.2"), pos("2.2", "6.1", "5.0", "3.3")] },
  { id: "3SETUP01", name: "Mix Up", playerCount: 3, outOfPlay: [1, 4], positions: [pos("3.3", "5.2", "2.0"), pos("5.3", "2.1", "3.0"), pos("2.3", "3.1", "5.0")] },
  { id: "3SETUP02", name: "Frontiers", playerCount: 3, outOfPlay: [2, 3], positions: [pos("1.3", "4.3", "6.0"), pos("5.3", "1.2", "5.0"), pos("4.2", "6.1", "1.0")] },
  { id: "3SETUP03", name: "Homelands", playerCount: 3, outOfPlay: [5, 6], positions: [pos("2.3", "3.2", "3.0"), pos("1.3", "2.1", "2.0"), pos("1.1", "4.3", "4.0")] },
  { id: "3SETUP04", name: "Core Conflict", playerCount: 3, outOfPlay: [3, 6], positions: [pos("1.3", "2.2", "1.0"), pos("2.3", "1.2", "2.0"), pos("1.1", "2.1", "4.0")] },
  { id: "4SETUP01", name: "Mix Up 1", playerCount: 4, outOfPlay: [3], positions: [pos("4.1", "6.3", "1.0"), pos("4.3", "5.3", "6.0"), pos("5.1", "1.3", "4.0"), pos("6.1", "1.1", "5.0")] },
  { id: "4SETUP02", name: "Mix Up 2", playerCount: 4, outOfPlay: [4], positions: [pos("5.3", "3.1", "2.0"), pos("3.3", "5.2", "1.0"), pos("2.3", "1.3", "3.0"), pos("1.1", "2.1", "5.0")] },
  { id: "4SETUP03", name: "Frontiers", playerCount: 4, outOfPlay: [5], positions: [pos("1.3", "3.2", "2.0"), pos("2.3", "6.3", "3.0"), pos("4.2", "2.1", "6.0"), pos("1.1", "6.1", "4.0")] },
  { id: "4SETUP04", name: "Mix Up 3", playerCount: 4, outOfPlay: [6], positions: [pos("3.3", "5.2", "1.0"), pos("1.1", "3.1", "2.0"), pos("1.3", "4.3", "3.0"), pos("4.1", "2.2", "5.0")] },
];

export function setupCard(id: string): SetupCard | undefined {
  return findById(SETUP_CARDS, id);
}

/** The setup card ids for a player count, in id order (p.4 step I: shuffle these, draw 1). */
export function setupCardsFor(playerCount: number): string[] {
  const out: string[] = [];
  for (const c of SETUP_CARDS) {
    if (c.playerCount === playerCount) out.push(c.id);
  }
  return out;
}

/** The planets covered by out-of-play markers (p.4 step J), in map order. */
export function coveredPlanets(card: SetupCard): SystemId[] {
  const out: SystemId[] = [];
  for (const s of SYSTEMS) {
    if (s.kind === "planet" && card.outOfPlay.includes(s.cluster)) out.push(s.id);
  }
  return out;
}

/** Resource tokens per ambition box; every ambition present (Tyrant always 0). */
export interface AmbitionBoxResources {
  tycoon: number;
  tyrant: number;
  warlord: number;
  keeper: number;
  empath: number;
}

/** The ambition box a covered planet's resource goes on in 2-player setup (p.4 step K). */
export function ambitionBoxFor(resource: ResourceType): Ambition {
  if (resource === "material" || resource === "fuel") return "tycoon";
  if (resource === "weapon") return "warlord";
  if (resource === "relic") return "keeper";
  return "empath";
}

/**
 * 2 players only (p.4 step K, p.19 "Two-Player Scoring"): the 6 resources matching the planets
 * covered by out-of-play markers go on the ambition boxes and count as a third player's for
 * scoring: Material and Fuel on Tycoon, Weapons on Warlord (as Trophies), Relics on Keeper,
 * Psionics on Empath. E.g. 2SETUP01 (out 1, 6): Tycoon 4, Warlord 1, Keeper 0, Empath 1.
 * For 3-4 player cards every box is 0.
 */
export function thirdPlayerResources(card: SetupCard): AmbitionBoxResources {
  const boxes: AmbitionBoxResources = { tycoon: 0, tyrant: 0, warlord: 0, keeper: 0, empath: 0 };
  if (card.playerCount !== 2) return boxes;
  for (const id of coveredPlanets(card)) {
    const s = findById(SYSTEMS, id);
    if (s === undefined || s.resource === undefined) continue;
    boxes[ambitionBoxFor(s.resource)] += 1;
  }
  return boxes;
}

/** The two starting resources of a position (p.5 step O): A's planet type to slot 1, B's to slot 2. */
export function startingResources(position: SetupPosition): ResourceType[] {
  const out: ResourceType[] = [];
  for (const id of [position.A, position.B]) {
    const s = findById(SYSTEMS, id);
    if (s !== undefined && s.resource !== undefined) out.push(s.resource);
  }
  return out;
}

/**
 * The distinct out-of-play configurations the cards can produce, plus "none out of play" (in card
 * order). validate.ts checks map adjacency for exactly these at load.
 */
export function outOfPlayConfigurations(cards: readonly SetupCard[] = SETUP_CARDS): number[][] {
  const out: number[][] = [[]];
  for (const c of cards) {
    let seen = false;
    for (const o of out) {
      if (o.length === c.outOfPlay.length && c.outOfPlay.every((x) => o.includes(x))) seen = true;
    }
    if (!seen) out.push([...c.outOfPlay]);
  }
  return out;
}

// ---- validation --------------------------------------------------------------------------------

/** Built when the check runs (in Node): the Lua, which never runs the data checks, leaves it out with them. */
const setupRules = (): readonly FieldRule<SetupCard>[] => [
  rule("name", (c: SetupCard) => c.name, nonEmptyText),
  rule("playerCount", (c: SetupCard) => c.playerCount, intBetween(2, 4)),
  rule("outOfPlay", (c: SetupCard) => c.outOfPlay, listOf(1, 2, oneOf(CLUSTERS, "cluster (1..6)"))),
];

/**
 * Checks setup cards against a map (the real ones by default): id = `${playerCount}SETUP0n`,
 * out-of-play cluster count for the player count, one position per player, A and B on in-play
 * planets, C on in-play systems (two with 2 players), no system used twice.
 */
export function validateSetupCards(
  cards: readonly SetupCard[] = SETUP_CARDS,
  systems: readonly MapSystem[] = SYSTEMS,
): string[] {
  const shape = shapeProblems(SETUP_CARDS_FILE, cards, [
    { field: "id", type: "string" },
    { field: "name", type: "string" },
    { field: "playerCount", type: "number" },
    { field: "outOfPlay", type: "numbers" },
    { field: "positions", type: "list" },
  ], "id", "SETUP_CARDS");
  if (shape.length > 0) return shape;
  let nested: string[] = [];
  cards.forEach((c, i) =>
    c.positions.forEach((p, k) => {
      nested = nested.concat(nestedShapeProblems(SETUP_CARDS_FILE, recordName(c, i), `positions[${k}]`, p, [
        { field: "A", type: "string" },
        { field: "B", type: "string" },
        { field: "C", type: "strings" },
      ]));
    }),
  );
  if (nested.length > 0) return nested;
  const errors = checkRecords(SETUP_CARDS_FILE, cards, (c) => c.id, setupRules(), (card, id) => {
    const out: string[] = [];
    const err = (field: string, problem: string): void => {
      out.push(fieldError(SETUP_CARDS_FILE, id, field, problem));
    };
    const p = card.playerCount;
    const wellFormed =
      typeof card.id === "string" &&
      card.id.length === 8 &&
      ["2", "3", "4"].includes(card.id.slice(0, 1)) &&
      card.id.slice(1, 7) === "SETUP0" &&
      ["1", "2", "3", "4"].includes(card.id.slice(7, 8));
    if (!wellFormed) err("id", `"${card.id}" is not of the form <players>SETUP0<1..4>`);
    else if (card.id.slice(0, 1) !== `${p}`) err("playerCount", `${p} does not match the id ${card.id}`);
    const expectedOut = p === 4 ? 1 : 2;
    if (card.outOfPlay.length !== expectedOut) err("outOfPlay", `${p} players need ${expectedOut} out-of-play clusters`);
    for (let i = 0; i < card.outOfPlay.length; i++) {
      if (card.outOfPlay.indexOf(card.outOfPlay[i]) !== i) err("outOfPlay", `cluster ${card.outOfPlay[i]} listed twice`);
    }
    if (card.positions.length !== p) err("positions", `has ${card.positions.length} positions, expected ${p}`);
    const used: SystemId[] = [];
    const checkSystem = (field: string, sid: SystemId, mustBePlanet: boolean): void => {
      const s = findById(systems, sid);
      if (s === undefined) {
        err(field, `unknown system ${sid}`);
        return;
      }
      if (card.outOfPlay.includes(s.cluster)) err(field, `system ${sid} is in out-of-play cluster ${s.cluster}`);
      if (mustBePlanet && s.kind !== "planet") err(field, `system ${sid} is not a planet (a building goes here)`);
      if (used.includes(sid)) err(field, `system ${sid} is used twice on this card`);
      used.push(sid);
    };
    for (let i = 0; i < card.positions.length; i++) {
      const position = card.positions[i];
      const name = `P${i + 1}`;
      checkSystem(`${name}.A`, position.A, true);
      checkSystem(`${name}.B`, position.B, true);
      const expectedC = p === 2 ? 2 : 1;
      if (position.C.length !== expectedC) err(`${name}.C`, `has ${position.C.length} systems, expected ${expectedC}`);
      for (let j = 0; j < position.C.length; j++) checkSystem(`${name}.C`, position.C[j], false);
    }
    return out;
  });
  errors.push(...checkCount(SETUP_CARDS_FILE, "setup cards", cards.length, 12));
  for (const p of [2, 3, 4]) {
    let n = 0;
    for (const c of cards) if (c.playerCount === p) n++;
    errors.push(...checkCount(SETUP_CARDS_FILE, `${p}-player setup cards`, n, 4));
  }
  return errors;
}

export const validateSetupCardsData: Validator = () => validateSetupCards();
