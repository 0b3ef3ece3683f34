/**
 * The event-die rolls the Act II and III setups owe for their tokens (seed 003; BR p.7 step F):
 * F907A step 4 "Collect the 6 Pilgrim tokens. Roll the event die and place 1 Pilgrim token at each
 * planet of the rolled symbol"; F1101A step 7 "Roll the event die. Place 1 Hammer Fragment token on
 * each planet of the rolled symbol". The planets of a symbol are the map's (BR p.18 "Planets of the
 * Rolled Symbol": each planet with the planet ID symbol rolled; crisesDice.ts), one per cluster.
 * `campaign.setupRolls` lists the rolls owed after `startAct`; the table throws the event die and
 * sends the face it read (`setupRoll`); the core names the planets in the entry and its log line,
 * and the table lays a token of the kind at each (src/tts/campaign/setupRolls.ts). A roll not owed,
 * a second one or a face that is no planet symbol is refused. The game is never held: once the
 * Act's first card is played, a roll not made is logged as left to the players and the list dropped.
 * Run by the setups' map steps module (mapSteps.ts), in front of the setups it reads.
 */
import type { GameState } from "../../game/types";
import type { PlanetSymbol } from "../../data/map";
import { PLANET_SYMBOLS } from "../../data/map";
import { logEvent } from "../../game/util";
import { rolledPlaces } from "../crisesDice";
import type { CampaignState } from "../types";
import type { SetupRollCommand, SetupRollOwed } from "../fateCommandTypes";

/** Each setup's step, its token kind and the token's name (seed 003). */
const ROLLS: { readonly [card: string]: readonly string[] } = { F907A: ["4", "f9-pilgrim", "Pilgrim"], F1101A: ["7", "f11-hammer-fragment", "Hammer Fragment"] };

const stepOf = (card: string): string => `${card} step ${ROLLS[card][0]}`;

/** A new campaign record with these rolls; set apart from the spread: in Lua `{ ...camp, setupRolls: nil }` keeps camp's. */
function setRolls(s: GameState, camp: CampaignState, rolls: SetupRollOwed[] | undefined): void {
  const out = { ...camp };
  out.setupRolls = rolls;
  s.campaign = out;
}

/** After the setups of `startAct`: the rolls they owe, in turn order (the setups' order). */
export function oweRolls(s: GameState): void {
  const c = s.campaign as CampaignState;
  const owed: SetupRollOwed[] = [];
  for (const f of c.actSetups ?? []) if (ROLLS[f.card] !== undefined) owed.push({ player: f.player, card: f.card, kind: ROLLS[f.card][1] });
  if (owed.length > 0) c.setupRolls = owed;
}

/** The Act's first card: a roll not made is left to the players. */
export function dropRolls(s: GameState, camp: CampaignState): void {
  for (const o of camp.setupRolls ?? []) if (o.planet === undefined) logEvent(s, "setUp", o.player, `${stepOf(o.card)} was not rolled at the table: left to the players`);
  setRolls(s, camp, undefined);
}

export function setupRoll(s: GameState, c: SetupRollCommand): string | undefined {
  const camp = s.campaign as CampaignState | undefined;
  const owed = camp?.setupRolls ?? [];
  const o = owed.filter((x) => x.player === c.player)[0];
  if (camp === undefined || o === undefined) return `${String(c.player)} owes no event-die roll (BR p.7 step F)`;
  const step = stepOf(o.card);
  if (o.planet !== undefined) return `${step}: the event die was rolled (${o.planet})`;
  if (PLANET_SYMBOLS.indexOf(c.planet) < 0) return `${step}: the event die shows arrow, crescent or hex`;
  const planets = rolledPlaces(c.planet as PlanetSymbol, 1).planetsOfRolledSymbol;
  setRolls(s, camp, owed.map((x) => (x === o ? { player: o.player, card: o.card, kind: o.kind, planet: c.planet, systems: planets } : x)));
  logEvent(s, "setUp", c.player, `${c.player} rolls ${c.planet} (${step}): 1 ${ROLLS[o.card][2]} token at each ${c.planet} planet, ${planets.join(", ")}`);
  return undefined;
}
