/**
 * Court card actions that move Captives and Rival agents (seed 003 card reference), decided on the
 * table as read (a TableState) like every Court rule: Court Enforcers BC14 "Abduct (Battle)" and
 * Prison Wardens BC12 "Pressgang (Build)" and "Execute (Influence)". Each is a new action taken with
 * a pip of its standard action (FAQ "Action"); counting the pip is the action count's job, not this
 * module's. Pure: the input table is never changed.
 */
import type { Colour, ResourceType } from "../data/vocabulary";
import { COLOURS } from "../data/vocabulary";
import { courtCardName } from "../data/court";
import type { ColourCounts, SlotContent, TableState } from "../court/types";
import { addCount, addTrophies, cloneTable, count, playerIndex } from "../court/types";
import { returnAgentsToSupply } from "../court/agents";
import { gainResources, isResourceType } from "../resources/resources";
import type { Result } from "../result";
import { ok, refuse } from "../result";
import { weaponIcons } from "./battlePowers";
import { baseCardOf } from "./courtPowers";

/** The card in `colour`'s play area with the rules of base card `base` (a campaign copy counts). */
function holding(t: TableState, colour: Colour, base: string): string | undefined {
  const pi = playerIndex(t, colour);
  if (pi < 0) return undefined;
  for (const id of t.players[pi].guildCards) if (baseCardOf(id) === base) return id;
  return undefined;
}

function rivalAgents(agents: ColourCounts, colour: Colour): number {
  let n = 0;
  for (const c of COLOURS) if (c !== colour) n += count(agents, c);
  return n;
}

/**
 * Court Enforcers (BC14) Abduct (Battle): "Capture all Rival agents from a card in the Court that
 * has fewer Rival agents than your total Weapon icons from resources and cards."
 */
export function abduct(table: TableState, colour: Colour, slot: number): Result<TableState> {
  const pi = playerIndex(table, colour);
  if (pi < 0) return refuse(colour + " is not playing");
  const card = holding(table, colour, "BC14");
  if (card === undefined) return refuse(colour + " does not hold " + courtCardName("BC14") + ": only its owner may Abduct");
  if (Math.floor(slot) !== slot || slot < 0 || slot >= table.court.row.length) return refuse("The Court has no slot " + (slot + 1));
  const row = table.court.row[slot];
  const name = row.card === undefined ? "the empty Court slot " + (slot + 1) : courtCardName(row.card);
  const rivals = rivalAgents(row.agents, colour);
  if (rivals === 0) return refuse("There are no Rival agents on " + name + " to Abduct");
  const icons = weaponIcons(table.players[pi]);
  if (rivals >= icons) {
    return refuse(courtCardName(card) + ": " + name + " has " + rivals + " Rival agent(s); you Abduct only below your " + icons + " Weapon icon(s)");
  }
  const t = cloneTable(table);
  const me = t.players[pi];
  for (const c of COLOURS) {
    const n = c === colour ? 0 : count(row.agents, c);
    if (n > 0) me.captives = addCount(me.captives, c, n);
  }
  const kept: ColourCounts = {};
  if (count(row.agents, colour) > 0) kept[colour] = count(row.agents, colour);
  t.court.row[slot].agents = kept;
  return ok(t);
}

export interface CaptiveCount {
  colour: Colour;
  count: number;
}

function checkCaptives(t: TableState, pi: number, list: CaptiveCount[], verb: string): string | undefined {
  if (!Array.isArray(list) || list.length === 0) return "Choose the Captives to " + verb;
  const seen: string[] = [];
  for (const e of list) {
    if (typeof e !== "object" || e === undefined || COLOURS.indexOf(e.colour) < 0) return "Name each Captive's colour";
    if (seen.indexOf(e.colour) >= 0) return "Name " + e.colour + " once";
    seen.push(e.colour);
    if (typeof e.count !== "number" || Math.floor(e.count) !== e.count || e.count < 1) return "Choose a whole number of " + e.colour + " Captives";
    const have = count(t.players[pi].captives, e.colour);
    if (e.count > have) return "You have " + have + " " + e.colour + " Captive(s), not " + e.count;
  }
  return undefined;
}

/** How many Captives the counts come to. */
export function total(list: CaptiveCount[]): number {
  let n = 0;
  for (const e of list) n += e.count;
  return n;
}

/**
 * Prison Wardens (BC12) Pressgang (Build): "Return any number of your Captives to gain any 1
 * resource for each." Captives go back to their owners' supplies; an empty supply gives nothing
 * (p.23 "Gain"), and a resource with no room is discarded unless `arrangement` keeps it.
 */
export function pressgang(table: TableState, colour: Colour, captives: CaptiveCount[], gains: ResourceType[], arrangement?: SlotContent[]): Result<TableState> {
  const pi = playerIndex(table, colour);
  if (pi < 0) return refuse(colour + " is not playing");
  const card = holding(table, colour, "BC12");
  if (card === undefined) return refuse(colour + " does not hold " + courtCardName("BC12") + ": only its owner may Pressgang");
  const bad = checkCaptives(table, pi, captives, "return");
  if (bad !== undefined) return refuse(bad);
  if (!Array.isArray(gains) || gains.length !== total(captives)) return refuse(courtCardName(card) + ": choose 1 resource for each Captive you return (" + total(captives) + ")");
  for (const r of gains) if (!isResourceType(r)) return refuse("There is no resource called " + r);
  const t = cloneTable(table);
  for (const e of captives) {
    t.players[pi].captives = addCount(t.players[pi].captives, e.colour, -e.count);
    const oi = playerIndex(t, e.colour);
    if (oi >= 0) t.players[oi] = returnAgentsToSupply(t.players[oi], e.count);
  }
  const g = gainResources(t, colour, gains, arrangement);
  if (!g.ok) return refuse(g.reason);
  return ok(g.value.table);
}

/** Prison Wardens (BC12) Execute (Influence): "Move any number of your Captives to your Trophies." */
export function execute(table: TableState, colour: Colour, captives: CaptiveCount[]): Result<TableState> {
  const pi = playerIndex(table, colour);
  if (pi < 0) return refuse(colour + " is not playing");
  const card = holding(table, colour, "BC12");
  if (card === undefined) return refuse(colour + " does not hold " + courtCardName("BC12") + ": only its owner may Execute");
  const bad = checkCaptives(table, pi, captives, "execute");
  if (bad !== undefined) return refuse(bad);
  const t = cloneTable(table);
  for (const e of captives) {
    t.players[pi].captives = addCount(t.players[pi].captives, e.colour, -e.count);
    t.players[pi].trophies = addTrophies(t.players[pi].trophies, e.colour, { agents: e.count });
  }
  return ok(t);
}
