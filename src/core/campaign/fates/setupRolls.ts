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
 */
import type { Command, GameState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import type { PlanetSymbol } from "../../data/map";
import { PLANET_SYMBOLS } from "../../data/map";
import { logEvent } from "../../game/util";
import { rolledPlaces } from "../crisesDice";
import type { CampaignState } from "../types";
import type { SetupRollCommand, SetupRollOwed } from "../fateCommandTypes";

/** Each setup's step, its token kind and the token's name (seed 003). */
const ROLLS: { readonly [card: string]: readonly string[] } = { F907A: ["4", "f9-pilgrim", "Pilgrim"], F1101A: ["7", "f11-hammer-fragment", "Hammer Fragment"] };

/** The setup card's rolling step ("F907A step 4"), and the token's name. */
export function setupRollWords(card: string): { step: string; token: string } {
  const r = ROLLS[card] ?? ["?", "", "token"];
  return { step: `${card} step ${r[0]}`, token: r[2] };
}

/** A new campaign record with these rolls; set apart from the spread: in Lua `{ ...camp, setupRolls: nil }` keeps camp's. */
function setRolls(s: GameState, camp: CampaignState, rolls: SetupRollOwed[] | undefined): void {
  const out = { ...camp };
  out.setupRolls = rolls;
  s.campaign = out;
}

/** After the setups of `startAct`: the rolls they owe, in turn order (the setups' order). */
function owe(s: GameState): void {
  const c = s.campaign as CampaignState;
  const owed: SetupRollOwed[] = [];
  for (const f of c.actSetups ?? []) {
    const r = ROLLS[f.card];
    if (r === undefined) continue;
    owed.push({ player: f.player, card: f.card, kind: r[1] });
    logEvent(s, "setUp", f.player, `${f.player} owes ${setupRollWords(f.card).step}: the table rolls the event die`);
  }
  if (owed.length > 0) c.setupRolls = owed;
}

function setupRoll(s: GameState, c: SetupRollCommand): string | undefined {
  const camp = s.campaign as CampaignState | undefined;
  const owed = camp?.setupRolls ?? [];
  const o = owed.filter((x) => x.player === c.player)[0];
  if (camp === undefined || o === undefined) return `${String(c.player)} owes no event-die roll (BR p.7 step F)`;
  const w = setupRollWords(o.card);
  if (o.planet !== undefined) return `${w.step}: the event die was rolled (${o.planet})`;
  if (PLANET_SYMBOLS.indexOf(c.planet) < 0) return `${w.step}: the event die shows arrow, crescent or hex`;
  const planets = rolledPlaces(c.planet as PlanetSymbol, 1).planetsOfRolledSymbol;
  setRolls(s, camp, owed.map((x) => (x === o ? { player: o.player, card: o.card, kind: o.kind, planet: c.planet, systems: planets } : x)));
  logEvent(s, "setUp", c.player, `${c.player} rolls ${c.planet} (${w.step}): 1 ${w.token} token at each ${c.planet} planet, ${planets.join(", ")}`);
  return undefined;
}

/** In front of the Fates' setups (`startAct`), and while rolls are listed: `setupRoll`, and the Act's first card, which drops the list. */
export const fateSetupRolls: RuleModule<Command> = {
  id: "fate setup rolls",
  inForce: (s: GameState) => (s.campaign === undefined ? s.phase === "setup" : s.campaign.stage === "intermission" || s.campaign.setupRolls !== undefined),
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    if (c.type === "setupRoll") return setupRoll(s, c);
    const r = next(s, c);
    if (r !== undefined) return r;
    if (c.type === "startAct") owe(s);
    const camp = s.campaign;
    if (camp !== undefined && camp.setupRolls !== undefined && (s.round?.plays.length ?? 0) > 0) {
      for (const o of camp.setupRolls) if (o.planet === undefined) logEvent(s, "setUp", o.player, `${setupRollWords(o.card).step} was not rolled at the table: left to the players`);
      setRolls(s, camp, undefined);
    }
    return undefined;
  },
};
