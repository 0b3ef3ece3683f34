/**
 * Setup (rulebook pp.4-5, p.21 Leaders & Lore; FAQ errata p.5 step Q, p.21; FAQ "Setup").
 * Everything random arrives in the `setup` command: the setup card (or an index to draw), the
 * shuffled action deck and Court deck, and in Leaders & Lore mode the face-up leader and lore rows.
 */
import type { Colour, ResourceType } from "../data/vocabulary";
import { COLOURS } from "../data/vocabulary";
import { actionDeckFor } from "../data/actionCards";
import { courtRowSize, MAX_PLAYERS, MIN_PLAYERS } from "../data/ambitions";
import { system } from "../data/map";
import { coveredPlanets, setupCard, SetupCard, setupCardsFor, startingResources, thirdPlayerResources } from "../data/setupCards";
import { leader, leaderBox } from "../data/leaders";
import { loreCard } from "../data/lore";
import { setupAbilityText } from "../data/prose";
import type { DraftCommand, GameState, Placement, PlayerState, SetupBox, SetupCommand } from "./types";
import { dealHands } from "./deal";
import { playerState } from "./rounds";
import { hasDuplicates, isPermutationOf, logEvent, stringList, turnOrderFrom } from "./util";

const BOXES: readonly SetupBox[] = ["A", "B", "C"];

function systemsOf(card: SetupCard, position: number, box: SetupBox): string[] {
  const pos = card.positions[position];
  if (box === "A") return [pos.A];
  if (box === "B") return [pos.B];
  return pos.C.slice();
}

/** Standard placements (p.5 step N): A 3 ships + city, B 3 ships + starport, C 2 ships (each C system with 2 players). */
export function standardPlacements(card: SetupCard, seats: readonly Colour[]): Placement[] {
  const out: Placement[] = [];
  for (let i = 0; i < seats.length; i++) {
    for (const box of BOXES) {
      for (const sys of systemsOf(card, i, box)) {
        if (box === "A") out.push({ player: seats[i], box, system: sys, ships: 3, building: "city" });
        else if (box === "B") out.push({ player: seats[i], box, system: sys, ships: 3, building: "starport" });
        else out.push({ player: seats[i], box, system: sys, ships: 2 });
      }
    }
  }
  return out;
}

/** Leaders & Lore placements (p.21): the boxes of the player's leader card in the setup card's systems. */
export function leaderPlacements(card: SetupCard, seats: readonly Colour[], leaders: readonly string[]): Placement[] {
  const out: Placement[] = [];
  // No `continue` in an indexed loop: MoonSharp's label bug (docs/core-guidelines.md).
  seats.forEach((seat, i) => {
    const l = leader(leaders[i]);
    if (l === undefined) return;
    for (const box of BOXES) {
      const b = leaderBox(l, box);
      for (const sys of systemsOf(card, i, box)) {
        const p: Placement = { player: seat, box, system: sys, ships: b.ships };
        if (b.building !== undefined) p.building = b.building;
        out.push(p);
      }
    }
  });
  return out;
}

export function setup(s: GameState, c: SetupCommand): string | undefined {
  if (s.phase !== "setup") return "the game is already set up";
  if (!stringList(c.seats)) return "list the players' colours in clockwise order";
  const n = c.seats.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) return `Arcs is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${n}`;
  for (const colour of c.seats) if (COLOURS.indexOf(colour) < 0) return `${colour} is not a player colour`;
  if (hasDuplicates(c.seats)) return "each colour can only sit once";
  const mode = c.mode === undefined ? "standard" : c.mode;
  if (mode !== "standard" && mode !== "leadersAndLore") return `${typeof mode === "string" ? mode : "that"} is not a game mode`;

  // p.4 step I: the setup card, chosen or drawn.
  const ids = setupCardsFor(n);
  let cardId: string;
  if (c.setupCard !== undefined) {
    if (typeof c.setupCard !== "string" || ids.indexOf(c.setupCard) < 0) {
      return `${typeof c.setupCard === "string" ? c.setupCard : "that"} is not a setup card for ${n} players (use one of ${ids.join(", ")})`;
    }
    cardId = c.setupCard;
  } else if (c.setupCardIndex !== undefined) {
    const i = c.setupCardIndex;
    if (typeof i !== "number" || Math.floor(i) !== i || i < 0 || i >= ids.length) {
      return `the setup card to draw must be a number from 0 to ${ids.length - 1}`;
    }
    cardId = ids[i];
  } else {
    return "choose a setup card or give the index of the one drawn";
  }
  const card = setupCard(cardId) as SetupCard;

  // p.4 steps C-D: the action deck.
  const deck = actionDeckFor(n);
  if (!stringList(c.actionDeck) || !isPermutationOf(c.actionDeck, deck)) {
    return `the shuffled action deck must hold exactly the ${deck.length} action cards for ${n} players`;
  }
  // p.4 step H: the Court deck and row.
  const rowSize = courtRowSize(n) as number;
  if (!stringList(c.courtDeck) || c.courtDeck.length < rowSize) return `the Court deck needs at least ${rowSize} cards`;
  if (hasDuplicates(c.courtDeck)) return "the Court deck lists a card twice";

  if (mode === "leadersAndLore") {
    if (!stringList(c.leaderRow) || c.leaderRow.length !== n + 1) return `lay out ${n + 1} leader cards (players + 1, p.21)`;
    if (!stringList(c.loreRow) || c.loreRow.length !== n + 1) return `lay out ${n + 1} lore cards (players + 1, p.21)`;
    for (const id of c.leaderRow) if (leader(id) === undefined) return `${id} is not a leader card`;
    for (const id of c.loreRow) if (loreCard(id) === undefined) return `${id} is not a lore card`;
    if (hasDuplicates(c.leaderRow) || hasDuplicates(c.loreRow)) return "a leader or lore row lists a card twice";
  }

  s.mode = mode;
  s.playerCount = n;
  s.seats = c.seats.slice();
  s.initiative = c.seats[0];
  s.setupCard = cardId;
  s.outOfPlayClusters = card.outOfPlay.slice();
  s.actionCards = deck;
  s.deck = c.actionDeck.slice();
  s.discard = [];
  s.court = { row: c.courtDeck.slice(0, rowSize), deck: c.courtDeck.slice(rowSize) };
  s.chapter = 1;
  s.players = [];
  for (let i = 0; i < n; i++) {
    const p: PlayerState = { colour: c.seats[i], power: 0, hand: [], startingResources: [], lore: [] };
    if (mode === "standard") p.startingResources = startingResources(card.positions[i]);
    s.players.push(p);
  }
  if (n === 2) {
    const boxes = thirdPlayerResources(card);
    const tokens: ResourceType[] = [];
    for (const id of coveredPlanets(card)) {
      const sys = system(id);
      if (sys !== undefined && sys.resource !== undefined) tokens.push(sys.resource);
    }
    s.thirdPlayer = { tokens, tycoon: boxes.tycoon, warlord: boxes.warlord, keeper: boxes.keeper, empath: boxes.empath };
  }
  logEvent(s, "setUp", undefined, `${n}-player game set up with ${card.name} (${cardId}); ${s.initiative} has the initiative`);
  if (mode === "standard") {
    s.placements = standardPlacements(card, s.seats);
    dealHands(s);
  } else {
    // p.21: reverse turn order, from the player right of the initiative holder, counter-clockwise,
    // until each player has one leader and one lore: two picks each.
    const reverse: Colour[] = [];
    for (let i = n - 1; i >= 0; i--) reverse.push(s.seats[i]);
    s.draft = { leaderRow: (c.leaderRow as string[]).slice(), loreRow: (c.loreRow as string[]).slice(), order: reverse.concat(reverse), pick: 0 };
    s.placements = [];
    s.phase = "draft";
  }
  return undefined;
}

export function draft(s: GameState, c: DraftCommand): string | undefined {
  const d = s.draft;
  if (s.phase !== "draft" || d === undefined) return "there is no leader and lore draft now";
  const picker = d.order[d.pick];
  if (c.player !== picker) return `it is ${picker}'s pick, not ${c.player}'s`;
  const p = playerState(s, c.player) as PlayerState;
  if (typeof c.card !== "string") return "pick a leader or lore card";
  if (d.leaderRow.indexOf(c.card) >= 0) {
    if (p.leader !== undefined) return `${c.player} already has a leader (${leaderName(p.leader)}): take a lore card`;
    p.leader = c.card;
    d.leaderRow = d.leaderRow.filter((x) => x !== c.card);
  } else if (d.loreRow.indexOf(c.card) >= 0) {
    if (p.lore.length > 0) return `${c.player} already has a lore card: take a leader`;
    p.lore.push(c.card);
    d.loreRow = d.loreRow.filter((x) => x !== c.card);
  } else {
    return `${c.card} is not in the leader or lore row`;
  }
  s.events.push({ kind: "drafted", player: c.player, card: c.card, text: `${c.player} takes ${draftName(c.card)}` });
  d.pick += 1;
  if (d.pick < d.order.length) return undefined;

  // Draft over: placements from the leader cards, resources in printed order (p.21, FAQ C1).
  const card = setupCard(s.setupCard) as SetupCard;
  const leaders: string[] = [];
  for (const colour of s.seats) leaders.push((playerState(s, colour) as PlayerState).leader as string);
  s.placements = leaderPlacements(card, s.seats, leaders);
  for (const pl of s.players) {
    const l = leader(pl.leader as string);
    pl.startingResources = l === undefined ? [] : l.resources.slice();
  }
  s.draft = undefined;
  // FAQ erratum p.21: leaders' extra setup steps, in turn order, after drafting everything.
  for (const colour of turnOrderFrom(s.seats, s.initiative)) {
    const l = leader((playerState(s, colour) as PlayerState).leader as string);
    if (l === undefined) continue;
    for (const a of l.abilities) {
      const text = setupAbilityText(a.text);
      if (text !== undefined) logEvent(s, "drafted", colour, `${colour} (${l.name}, ${a.name}): ${text}`);
    }
  }
  dealHands(s);
  return undefined;
}

function leaderName(id: string): string {
  const l = leader(id);
  return l === undefined ? id : l.name;
}

function draftName(id: string): string {
  const l = leader(id);
  if (l !== undefined) return `the ${l.name} (${id})`;
  const lore = loreCard(id);
  return lore === undefined ? id : `${lore.name} (${id})`;
}
