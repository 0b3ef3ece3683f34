/**
 * The Planet Breaker's Break World (seed 003): F1104 Planet Hammer (Lore) "Break World (Battle): If
 * you did not Prepare this turn, resolve the Breaking Worlds card." F1103B Breaking Worlds: "This
 * action harms all buildings on the planet. In turn order, each Rival may choose to battle you at the
 * planet with the Hammer token. After these battles, if you control the planet, flip the Hammer token
 * to its Broken World side and resolve this. 1. All players Provoke Outrage of this planet type.
 * 2. Destroy all buildings on the planet, placing them here, not in Trophies. Nobody Ransacks the
 * Court. 3. Untuck the Refugee card (05-09) of this planet type from here. Place it on top of the
 * Court deck. 4. Scrap all Guild cards in the Court of the planet type. Return all agents from them."
 * On the holder's turn, in steps the turn's record keeps (`TurnActions.mapActs`):
 * - Break World: a map card action (`kind: "card"`, card F1104, fates/mapCards.ts) paid with a Battle
 *   action; refused after a Prepare this turn (`build:hammer@<planet>`) or with no Hammer token face
 *   up (a Hammer Fragment token: F1103A). Kept as `battle:F1104` (another starts the Rivals' choices
 *   over). Its harm is the players'.
 * - Each Rival in turn order (the round's, p.8) then sends `breakWorld` once they battled the holder
 *   there or declined (`pass:<colour>`): their battles are the players' (the base battle is fought on
 *   the attacker's own turn, tableActions.ts).
 * - Last the holder's `breakWorld`, on the map after the battles (BR p.10 control on their turn): not
 *   in control, nothing more (`broke:F1104`); in control (`broke:F1104@<planet>`), everyone's Outrage of
 *   the planet's type (base provokeOutrage, p.16, in turn order; Guild Loyalty F424 keeps the Guild
 *   cards), which the table acts out and flips the Hammer token, and the rest told (Global's size
 *   budget): the buildings onto the card, the Refugee card (F1105 Material .. F1109 Psionic) on top
 *   of the Court deck, the Court's Guild cards of the type by name, scrapped with their agents home.
 * Planet-Eater Loose's Crisis (F1111, crisesCourt.ts) breaks the event's rolled planet the same way,
 * told (planetEater below).
 */
import type { Colour, ResourceType, SystemId } from "../../data/vocabulary";
import { RESOURCE_TYPES } from "../../data/vocabulary";
import { system } from "../../data/map";
import type { GameState, RoundState } from "../../game/types";
import type { Result } from "../../result";
import { ok, refuse } from "../../result";
import type { TableState } from "../../court/types";
import { resourceName } from "../../court/types";
import type { CardActOutcome } from "../../map/actionTypes";
import type { MapSnapshot } from "../../map/snapshot";
import { provokeOutrage } from "../../resources/resources";
import { turnActions } from "../../game/actions";
import { playerInTurn } from "../../game/legal";
import { logEvent } from "../../game/util";
import { campaignCourtCardName, campaignCourtCards } from "../courtCards";
import { controllerOf, mapSnapshotRefusal } from "../mapControl";
import { empireFactsFor } from "./empireCards";
import { named } from "./setupWords";
import type { CampaignState } from "../types";
import type { BreakWorldCommand } from "../fateCommandTypes";
import { believerCities, citiesDestroyed } from "./breakingFaith";

const BREAK = "battle:F1104";
const NAME = "Breaking Worlds (F1103B)";

/** Where the Hammer token lies face up (Prepare puts it on a planet, planetHammer.ts), if it does. */
export function hammerAt(map: MapSnapshot): SystemId | undefined {
  for (const t of map.fateTokens ?? []) if (t.token === "Hammer Fragment" && t.faceDown !== true) return t.system;
  return undefined;
}

/** The Rivals who chose since the turn's Break World, while its Breaking Worlds waits. */
function chosen(acts: readonly string[]): string[] | undefined {
  let out: string[] | undefined = undefined;
  for (const k of acts) {
    if (k === BREAK) out = [];
    else if (k.indexOf("broke:") === 0) out = undefined;
    else if (out !== undefined && k.indexOf("pass:") === 0) out.push(k.slice(5));
  }
  return out;
}

/** Break World (F1104) as a map card action (`acts`: the turn's record), or why not. */
export function breakAct(map: MapSnapshot, player: Colour, acts: readonly string[], name: string): string | CardActOutcome {
  const id = hammerAt(map);
  if (acts.join().indexOf("build:hammer@") >= 0) return `${name}: ${player} Prepared this turn`;
  if (id === undefined) return `${name}: no Hammer token lies face up`;
  return { text: `${player} takes ${name} at ${id}: it harms all buildings there; each Rival in turn may battle ${player} there, then presses After the battles`, paid: "battle", map: {} };
}

/** What `c` does: a Rival's choice (no `system`), the holder's without control (no `type`), or the break and each player's Outrage in turn (`tables`); or why not. */
export interface BreakStep {
  holder: Colour;
  system?: SystemId;
  type?: ResourceType;
  tables: TableState[];
  guild: string[];
}

export function breakStep(s: GameState, c: BreakWorldCommand): Result<BreakStep> {
  const holder = playerInTurn(s);
  const done = holder === undefined ? undefined : chosen(turnActions(s, holder).mapActs ?? []);
  if (holder === undefined || done === undefined) return refuse(`${NAME}: no Break World (F1104) waits`);
  const next = (s.round as RoundState).order.find((p) => p !== holder && done.indexOf(p) < 0);
  const out: BreakStep = { holder, tables: [], guild: [] };
  if (c.player !== holder || next !== undefined) return next === c.player ? ok(out) : refuse(`${NAME}: in turn order, ${next ?? holder} chooses now`);
  const map = c.map;
  const t = c.court;
  const bad = mapSnapshotRefusal(map, s.seats) ?? (Array.isArray(t?.players) ? undefined : "send the boards");
  const id = bad === undefined ? hammerAt(map) : undefined;
  if (id === undefined) return refuse(bad ?? `${NAME}: no Hammer token lies face up`);
  out.system = id;
  if (controllerOf(map, id, s.seats, empireFactsFor(s.campaign as CampaignState)(map), { turnOf: holder }) !== holder) return ok(out);
  const type = system(id)?.resource as ResourceType;
  out.type = type;
  let now = t;
  for (const p of t.players) {
    const r = provokeOutrage(now, p.colour, type, campaignCourtCards, (c.loyal ?? []).indexOf(p.colour) >= 0);
    if (!r.ok) return r;
    now = r.value.table;
    out.tables.push(now);
  }
  for (const slot of t.court.row) if (campaignCourtCards(slot.card as string)?.suit === type) out.guild.push(campaignCourtCardName(slot.card as string));
  return ok(out);
}

/** The `breakWorld` command (fates/outrage.ts hands it here). */
export function breakWorld(s: GameState, c: BreakWorldCommand): string | undefined {
  const r = breakStep(s, c);
  if (!r.ok) return r.reason;
  const b = r.value;
  const t = turnActions(s, b.holder);
  const id = b.system;
  const type = b.type;
  s.actions = { ...t, mapActs: (t.mapActs ?? []).concat([id === undefined ? `pass:${c.player}` : `broke:F1104${type === undefined ? "" : "@" + id}`]) };
  logEvent(s, "cardAction", c.player, id === undefined ? `${c.player} is done (${NAME})` : type === undefined ? `${b.holder} does not control ${id} (${NAME})` : `${b.holder} breaks ${id} (${NAME}): ${breakingSteps(type)}: ${b.guild.length === 0 ? "none" : b.guild.join(", ")}; refill the Court`);
  // Step 2 destroys the Believer's cities there too (F831 Breaking the Faith).
  if (id !== undefined && type !== undefined) citiesDestroyed(s, b.holder, believerCities(s, c.map, id), "cardAction");
  return undefined;
}

/** Breaking Worlds' steps 1-4 at a broken planet of `type` (F1103B), told for the table. */
export function breakingSteps(type: ResourceType): string {
  const T = resourceName(type);
  return `everyone Provokes ${T} Outrage; its buildings onto the card (no Trophies, no Ransack); ${named(`F110${5 + RESOURCE_TYPES.indexOf(type)}`)} atop the Court deck; scrap the Court's ${T} Guild cards (agents home)`;
}

/**
 * Planet-Eater Loose's Crisis (F1111): "Roll the event die again. If you roll the same symbol, place a
 * Broken World token on the rolled planet. Resolve the Breaking Worlds card." `again`: the event die
 * the table threw again at the Crises press (the map's `eventDie`), `rolled`: the event's roll.
 */
export function planetEater(again: string, rolled: string, planet: SystemId): string {
  const type = system(planet)?.resource as ResourceType;
  return again !== rolled ? `Planet-Eater Loose rolls ${again}, not ${rolled}: no world breaks` : `Planet-Eater Loose rolls ${rolled} again: a Broken World token on ${planet}; ${NAME} there: ${breakingSteps(type)}; refill the Court`;
}
