/**
 * Court cards that change declaring an ambition (rulebook p.9; seed 003 card reference):
 * Secret Order BC18 "When you declare Keeper or Empath, do not place the zero marker" and Galactic
 * Bards BC25 "When you Surpass or Pivot, before taking any actions, you may declare the ambition on
 * your played card if an ambition has not been declared yet this round. Do not place the zero marker."
 *
 * The engine does not hold the Court: the table sends a `declareByCard` naming the card and the
 * player's Guild cards as it shows them (`guildCards`), and the core checks the card is among them.
 * Handlers mutate the clone engine.ts made and return a refusal, or undefined when applied.
 */
import { actedThisTurn } from "../game/actions";
import { courtCardName } from "../data/court";
import { AMBITIONS } from "../data/vocabulary";
import type { Ambition, Colour } from "../data/vocabulary";
import type { DeclareByCardCommand, GameState, RoundState } from "../game/types";
import { highestAvailableMarker, markerFirst, markerSecond } from "../game/rounds";
import { capitalise, card, cardName } from "../game/util";
import { courtPower } from "./courtPowers";
import { pushDeclareReminders } from "./leaderTurnPowers";

/** Does `id` carry a declaring power this module takes? */
export function isDeclarePowerCard(id: unknown): boolean {
  if (typeof id !== "string") return false;
  const p = courtPower(id);
  return p !== undefined && (p.declaresWithoutZeroMarker !== undefined || p.declaresOnSurpassOrPivot === true);
}

/** Has any ambition been declared this round (with the lead card or by a card)? */
export function ambitionDeclaredThisRound(r: RoundState): boolean {
  return r.declared || r.leadDeclaredBy !== undefined || r.ambitionDeclared === true;
}

/**
 * A card's declare without the zero marker (Secret Order, Galactic Bards, Populist Demands, the
 * Liaisons F405-F409): the highest Available marker to the ambition's box. The markers and the round
 * are replaced whole, so a command whose copy shares them (engine.ts) may call it.
 */
export function declareWithoutZero(s: GameState, player: Colour, ambition: Ambition, how: string): string | undefined {
  const marker = highestAvailableMarker(s);
  if (marker === undefined || s.round === undefined) return "all ambition markers are already placed";
  s.markers = s.markers.map((m) => (m === marker ? { ...m, at: ambition } : m));
  s.round = { ...s.round, ambitionDeclared: true };
  s.events.push({
    kind: "declared",
    player,
    text: `${player} declares ${capitalise(ambition)} ${how}: the ${markerFirst(marker)}/${markerSecond(marker)} marker goes to its box (no zero marker)`,
  });
  pushDeclareReminders(s, player, ambition);
  return undefined;
}

function place(s: GameState, _r: RoundState, c: DeclareByCardCommand, how: string): string | undefined {
  return declareWithoutZero(s, c.player, c.ambition, how);
}

/** Why the played action card cannot declare `a` (p.9: its number's ambition, none for a 7), or undefined. */
function declaresRefusal(played: { id: string; number: number; declares: Ambition | "none" | "any" }, a: Ambition): string | undefined {
  if (played.declares === "none") return `a ${played.number} has no ambition to declare`;
  if (played.declares !== "any" && played.declares !== a) return `${cardName(played.id)} declares ${capitalise(played.declares)}, not ${capitalise(a)}`;
  return undefined;
}

/** BC18 / BC25 (and their campaign copies) through `declareByCard`. */
export function declareByPower(s: GameState, c: DeclareByCardCommand): string | undefined {
  const name = courtCardName(c.card);
  const power = courtPower(c.card);
  if (power === undefined) return `${name} does not declare an ambition`;
  if (!Array.isArray(c.guildCards)) return `${name}: the table must show ${c.player}'s Guild cards`;
  if (c.guildCards.indexOf(c.card) < 0) return `${c.player} does not hold ${name}`;
  if (s.phase !== "play" || s.round === undefined) return `${name} is used during a round`;
  const r = s.round;
  if (AMBITIONS.indexOf(c.ambition) < 0) return `${typeof c.ambition === "string" ? c.ambition : "that"} is not an ambition`;
  if (r.order[r.turn] !== c.player) return `it is ${r.order[r.turn]}'s turn, not ${c.player}'s`;
  if (!r.played) return `${c.player} must play a card first`;
  if (power.declaresWithoutZeroMarker !== undefined) return secretOrder(s, r, c, name, power.declaresWithoutZeroMarker);
  return bards(s, r, c, name);
}

function secretOrder(s: GameState, r: RoundState, c: DeclareByCardCommand, name: string, ambitions: Ambition[]): string | undefined {
  // The ordinary declare (p.9) with the lead card, without its zero marker.
  if (r.turn !== 0) return `${c.player} can no longer declare: the lead turn is over (p.9)`;
  const acted = actedThisTurn(s, c.player);
  if (acted !== undefined) return `${c.player} can no longer declare: it comes before any actions, Prelude ones too, and ${c.player} ${acted} (p.9, p.20)`;
  const lead = card(r.plays[0].card);
  if (lead === undefined) return "the lead card is unknown";
  if (r.declared || r.leadDeclaredBy !== undefined) return `an ambition was already declared with ${cardName(lead.id)}; a card cannot declare twice`;
  const cannot = declaresRefusal(lead, c.ambition);
  if (cannot !== undefined) return cannot;
  if (ambitions.indexOf(c.ambition) < 0) {
    return `${name} skips the zero marker only for ${ambitions.map((a) => capitalise(a)).join(" or ")}: declare ${capitalise(c.ambition)} as usual`;
  }
  r.leadDeclaredBy = c.card;
  return place(s, r, c, `with ${cardName(lead.id)} (${name}: the lead card keeps its number ${r.leadNumber})`);
}

function bards(s: GameState, r: RoundState, c: DeclareByCardCommand, name: string): string | undefined {
  let play = undefined;
  for (const p of r.plays) if (p.player === c.player) play = p;
  if (play === undefined || (play.mode !== "surpass" && play.mode !== "pivot")) return `${name} declares only when you Surpass or Pivot`;
  // Any action the turn's count holds (influence, build, ... as the table reported them), a Prelude
  // action, or a battle or secure under way.
  if (actedThisTurn(s, c.player) !== undefined || s.battle !== undefined || (s.secure !== undefined && s.secure.colour === c.player)) {
    return `${name} declares before any actions, and ${c.player} has acted`;
  }
  if (ambitionDeclaredThisRound(r)) return `an ambition was already declared this round`;
  const played = card(play.card);
  if (played === undefined) return "the played card is unknown";
  const cannot = declaresRefusal(played, c.ambition);
  if (cannot !== undefined) return cannot;
  return place(s, r, c, `with ${name} on ${cardName(played.id)}`);
}
