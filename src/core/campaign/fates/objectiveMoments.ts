/**
 * Objective lines the core counts at the moment their card names (issue 35), as a Fate rule module
 * standing in front of the campaign's rules: it lets the command through (`next`), then looks at what
 * the command did and advances the holder's objective marker (towards 0, complete at 0, BR p.8).
 * The lines counted after a chapter's scoring are fates/objectives.ts's. Texts: seed 003.
 * - F301B (Magnate, Act I), first line: "In Summit Negotiations, advance 2 each time a Rival gives
 *   you a Favor or resource, except one that you gave them during this Summit" (a Rival's Promise
 *   Favor to the Magnate, BR p.17, never one the Magnate gave them; a Rival's Transfer Asset of a
 *   resource, or of a Favor (by its agent's colour), to the Magnate beyond those of its type the
 *   Magnate gave that Rival in this Summit, the Summit's gifts, summit.ts); second: "advance 2 each
 *   time you choose to discard 3 resources" (every third of the Magnate's `exportResource` in it).
 * - F401B (Advocate, Act I): "While you have Guild Overseers, advance 3 each time you use the Prelude
 *   action of a Guild card that discards itself" (courtPowers.ts discardsItself) and "... advance 2
 *   each time you take the Recover action of your Guild Investigators": the Advocate's `cardAction`
 *   whose table shows Guild Overseers (F403) among their Guild cards (fates/overseers.ts).
 * - F601B (Partisan, Act I), first line: "Advance 1 each time you get the initiative marker in any
 *   way" (the initiative changes hands to the Partisan: a round's end, a seize by card, an event).
 * - F615B (Partisan, Act II), first line: "Advance 1 each time you play an action card while you
 *   have the initiative" (a lead or a follow by the Partisan holding the initiative marker); second:
 *   "When you return Outrage using People's Hero, advance 1 for each Guild card you have" (the Guild
 *   cards of the boards the People's Hero command carries, fates/outrage.ts).
 * - F312B (Magnate, Act II), first line: "Advance 1 each time you gain a Monopoly card from the
 *   supply": each Monopoly the Gain Monopolies edict (F318) gives the Magnate from the supply at its
 *   Edict done, as `monopolyTakes` (fates/monopolies.ts) reckons it from that command's counts, as
 *   the edict did; one taken from a Rival is not from the supply.
 * - F512B (Caretaker, Act II), first line: "Advance 2 each time you secure a lore card."; second:
 *   "In Summit Negotiations, advance 1 each time a Rival gives you a lore card using Transfer Lore,
 *   unless you gave them that lore card during the same Summit" (the Summit's gifts, summit.ts).
 * - F701B (Admiral, Act I), first line: "While you're a Regent and winning an ambition, advance 1 for
 *   each Imperial ship that anyone places on the map" (its note: "placed with the Use Imperial
 *   Foundries and Govern the Imperial Reach (Policy of Escalation) edicts": each F703 replacement,
 *   and the Escalation Imperial Action's 2, or 4 Governing with Authority; "winning" is an untied first
 *   place in a declared ambition by the counts the command carries, as the scoring preview reads
 *   them); second line: "While you're a Regent, advance 1 for each Trophy you take in battle with
 *   attacking Imperial ships" (the Admiral attacks with Imperial ships, BR p.11).
 * - F712B (Admiral, Act II), second and third lines: "While you're a Regent, advance 2 for each
 *   Outlaw piece you take as a Trophy in battle"; "... advance 2 for each Regent agent you capture"
 *   (a secure's Captives, p.13, a tax's, p.12, and a card power's that says "capture": Court Enforcers'
 *   Abduct, BC14, and Gate Ports, L08, decided again from the command's table; Summit transfers do
 *   not count, the card's note).
 * - F1101B (Planet Breaker, Act II), first line: "Advance 1 for each Hammer Fragment you take from
 *   the map" (its holder's Repair Hammer accepted on the map, F1103A: fates/mapCards.ts); second line:
 *   "Advance 6 when you use the Break World action of the Planet Hammer and flip a Hammer token to its
 *   Broken World side" (its holder's `breakWorld` that broke the planet, `broke:F1104@`: fates/breakWorld.ts).
 * - F1301B (Blight Speaker, Act II), second line: "Advance 1 each time you place Blight on the map
 *   using your Spore Ships card" (its holder's Spawn accepted on the map, F1302: fates/blightCards.ts;
 *   none when the table read no Blight to place, `blight: 0`: supply and Trophies empty, BR p.19).
 * - F1401B (Pacifist, Act II), second line: "Advance 1 for each Psionic you spend in your Prelude
 *   while Empath is declared" (the Pacifist's `spendResource` of a Psionic, always a Prelude's, p.17,
 *   with an ambition marker in Empath's box).
 * - F1801B (Survivalist, Act III), second line: "Advance 1 each time a Blight Crisis happens at a
 *   planet with a Bunker" (the Crises step's Blight Crises, in the systems where the Crises' map,
 *   `resolveCrises`, shows a Bunker token).
 * - F831 (Breaking the Faith, a Law added by the Believer's Act III setup): "When a Rival of the
 *   Believer destroys a Loyal city of the Believer, the destroying player may remove 1 Ideal token
 *   from an undeclared ambition": while it is in the rules booklet, an attacker's battle step that
 *   takes the Believer's cities as Trophies tells that Rival so and grants them one removal a city for
 *   the rest of the turn (fates/breakingFaith.ts).
 * Trophies taken in a battle step are the difference between the Trophies of the table the step
 * was taken on and the table after it (the hits, p.14; a Ransack's agents, p.16).
 * The campaign's state is replaced whole, never changed in place: a card play, a battle or a Court
 * step shares it with the state before (engine.ts copyForCommand, campaign/copy.ts).
 */
import type { Colour } from "../../data/vocabulary";
import { COLOURS, NON_PLAYER_OWNERS } from "../../data/vocabulary";
import type { Command, CountsByType, GameState, ScoringSnapshot } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import type { TableState, TrophyCounts } from "../../court/types";
import { count, playerIndex } from "../../court/types";
import type { CampaignPlayer, CampaignState } from "../types";
import { discardsItself, powerCardName } from "../../powers/courtPowers";
import { holdsOverseers } from "./overseers";
import { monopolyTakes } from "./monopolies";
import { logEvent } from "../../game/util";
import { fateHolder } from "./setupWords";
import { isAuthority } from "./governAuthority";
import { scoreAmbition, snapshotRefusal } from "../../game/scoring";
import { AMBITIONS } from "../../data/vocabulary";
import { cardActionOutcome } from "../../powers/cardActions";
import { believerCities, citiesDestroyed } from "./breakingFaith";

/** The Fates whose objective has a line counted here, by Act. */
const ACT_I: readonly string[] = ["FATE03", "FATE04", "FATE06", "FATE07"];
const ACT_II: readonly string[] = ["FATE03", "FATE05", "FATE06", "FATE07", "FATE11", "FATE13", "FATE14"];
const ACT_III: readonly string[] = ["FATE08", "FATE18"];

/** In force while one of those Fates is held in its Act. A restored state may be damaged (the validator asks every module): never trusted. */
function watched(s: GameState): boolean {
  const campaign = s.campaign;
  if (typeof campaign !== "object" || campaign === undefined || campaign.stage !== "act" || !Array.isArray(campaign.players)) return false;
  const fates = campaign.act === "I" ? ACT_I : campaign.act === "II" ? ACT_II : ACT_III;
  for (const p of campaign.players) if (typeof p === "object" && p !== undefined && fates.indexOf(p.fate) >= 0) return true;
  return false;
}

/**
 * Says how `p`'s objective marker moves `by` towards 0 (back when negative, F2304; at most to the
 * Power track's end, the state's 30) and returns its new space; undefined, said too, with no marker yet.
 */
export function markerMoved(s: GameState, p: CampaignPlayer, card: string, what: string, by: number): number | undefined {
  if (p.objective === undefined) {
    logEvent(s, "scored", p.colour, `${p.colour}'s objective (${card}) would advance ${by} for ${what}: place the objective marker first (BR p.6)`);
    return undefined;
  }
  const space = p.objective - by < 0 ? 0 : p.objective - by > 30 ? 30 : p.objective - by;
  logEvent(s, "scored", p.colour, `${p.colour}'s objective ${by < 0 ? "goes back" : "advances"} ${by < 0 ? -by : by} for ${what} (${card}): marker ${p.objective} -> ${space}${space === 0 ? ": the objective is complete (BR p.8)" : ""}`);
  return space;
}

/** Moves `p`'s objective marker `by` towards 0 and says so; the campaign and the player's record are replaced whole. */
export function advance(s: GameState, p: CampaignPlayer, card: string, what: string, by: number): void {
  if (by <= 0) return;
  const campaign = s.campaign as CampaignState;
  const space = markerMoved(s, p, card, what, by);
  if (space === undefined) return;
  const players = campaign.players.map((x) => (x.colour === p.colour ? { ...x, objective: space } : x));
  s.campaign = { ...campaign, players };
}

/** Whose pieces may be Trophies: the players' and the owners who are not players (a fixed list: no key order is relied on). */
const TROPHY_OWNERS: readonly string[] = (COLOURS as readonly string[]).concat(NON_PLAYER_OWNERS);

/** Trophy pieces held of `owners` (all owners when undefined); `cities`: their cities only. */
function trophyPieces(t: TrophyCounts, owners: readonly string[] | undefined, cities?: boolean): number {
  let n = 0;
  for (const owner of owners === undefined ? TROPHY_OWNERS : owners) {
    const p = t[owner];
    if (p !== undefined) n += cities === true ? p.cities : p.ships + p.agents + p.cities + p.starports + (p.bunkers === undefined ? 0 : p.bunkers);
  }
  return n;
}

function trophiesIn(table: TableState | undefined, colour: Colour, owners: readonly string[] | undefined, cities?: boolean): number | undefined {
  if (table === undefined || !Array.isArray(table.players)) return undefined;
  const i = playerIndex(table, colour);
  return i < 0 ? undefined : trophyPieces(table.players[i].trophies, owners, cities);
}

/** The battle step just taken's table before and after it (a hits step, a Ransack's), if it was one. */
export function stepTables(s: GameState, c: Command): TableState[] {
  if (c.type !== "battle" || s.battle === undefined || typeof c.action !== "object" || c.action === undefined) return [];
  const a = c.action;
  const last = s.battle.last;
  if (a.kind === "hits" && last.kind === "hits") return [a.court, last.table];
  if (a.kind === "ransack" && last.kind === "city") return [a.court, last.city.table];
  return [];
}

/** Trophies `colour` took in the battle step just taken (of `owners`, or any; `cities`: cities only), from the step's table before and after. */
function trophiesTaken(s: GameState, c: Command, colour: Colour, owners: readonly string[] | undefined, cities?: boolean): number {
  const t = stepTables(s, c);
  const was = trophiesIn(t[0], colour, owners, cities);
  const now = trophiesIn(t[1], colour, owners, cities);
  return was === undefined || now === undefined || now <= was ? 0 : now - was;
}

/** Rival agents `colour` captured by the command: a secure's Captives (p.13), a tax's (p.12). */
function captured(s: GameState, c: Command, colour: Colour, securedBefore: unknown): Colour[] {
  const out: Colour[] = [];
  if (c.type === "court" && s.secure !== undefined && s.secure !== securedBefore && s.secure.colour === colour && s.secure.last.kind === "secured") {
    const taken = s.secure.last.outcome.taken;
    for (const owner of COLOURS) {
      const n = taken[owner];
      if (n !== undefined) for (let i = 0; i < n; i++) out.push(owner);
    }
  }
  if (c.type === "mapAction") {
    for (const e of s.events) if (e.player === colour && e.map !== undefined && e.map.captive !== undefined) out.push(e.map.captive);
  }
  const a = c.type === "cardAction" && c.player === colour ? c.action : undefined;
  const r = a !== undefined && (a.kind === "abduct" || a.kind === "gatePorts") ? cardActionOutcome(colour, a) : undefined;
  if (a !== undefined && r !== undefined && r.ok) {
    const was = a.court.players[playerIndex(a.court, colour)].captives;
    const now = r.value.players[playerIndex(r.value, colour)].captives;
    for (const owner of COLOURS) for (let i = count(was, owner); i < count(now, owner); i++) out.push(owner);
  }
  return out;
}

/** F701B: the Imperial ships an accepted command placed on the map (see the header); `edict`: the edict due before it. */
function imperialPlaced(s: GameState, c: Command, edict: string | undefined): number {
  if (c.type === "edictDone" && c.card === "F703" && c.replace !== undefined) return 1;
  const escalation = c.type === "govern" && c.demands !== undefined && (s.campaign as CampaignState).policy === "escalation";
  return escalation && edict !== undefined ? (isAuthority(edict) ? 4 : 2) : 0;
}

/** F701B "winning an ambition": an untied first place in a declared ambition, by the table's counts (p.18). */
function winning(s: GameState, snap: ScoringSnapshot | undefined, colour: Colour): boolean {
  if (snap === undefined) return false;
  for (const a of AMBITIONS) if (scoreAmbition(s, snap, a)?.first === colour) return true;
  return false;
}

function afterCommand(s: GameState, c: Command, initiativeBefore: Colour, securedBefore: unknown, edictBefore?: string): void {
  const campaign = s.campaign as CampaignState;
  // Each Fate's holder as the command left them (an advance replaces only its own holder's record).
  const holder = (fate: string) => fateHolder(campaign, fate);
  const partisan = holder("FATE06");
  if (campaign.act === "I") {
    const magnate = holder("FATE03");
    if (magnate !== undefined && c.type === "summit" && c.action === "promiseFavor" && c.rival === magnate.colour && c.player !== magnate.colour) {
      advance(s, magnate, "F301B", `a Favor ${c.player} gives you in Summit Negotiations`, 2);
    }
    const gifts = (campaign.eventPhase && campaign.eventPhase.gifts) || [];
    const times = (g: string) => gifts.filter((x) => x === g).length;
    const asset = c.type === "summit" && c.card === "favor" ? `favor:${String(c.from)}` : c.type === "summit" ? c.card : undefined;
    if (magnate !== undefined && c.type === "summit" && c.action === "transferAsset" && c.rival === magnate.colour && c.player !== magnate.colour && times(`${c.player}>${c.rival}:${asset}`) > times(`${c.rival}>${c.player}:${asset}`)) {
      advance(s, magnate, "F301B", `${c.card === "favor" ? "a Favor" : `a ${c.card}`} ${c.player} gives you in Summit Negotiations`, 2);
    }
    if (magnate !== undefined && c.type === "summit" && c.action === "exportResource" && c.player === magnate.colour && gifts.filter((x) => x.indexOf(`${c.player}>supply:`) === 0).length % 3 === 0) {
      advance(s, magnate, "F301B", "3 resources discarded to Export to the Galactic Core", 2);
    }
    const advocate = holder("FATE04");
    if (advocate !== undefined && c.type === "cardAction" && c.player === advocate.colour && holdsOverseers(c.action.court, c.player)) {
      const a = c.action;
      if (a.kind === "recover") advance(s, advocate, "F401B", "the Recover action of your Guild Investigators", 2);
      if (a.kind === "prelude" && discardsItself(a.choice.card)) advance(s, advocate, "F401B", `the Prelude of ${powerCardName(a.choice.card)}, which discards itself`, 3);
    }
    if (partisan !== undefined && s.initiative === partisan.colour && initiativeBefore !== partisan.colour) {
      advance(s, partisan, "F601B", "getting the initiative marker", 1);
    }
  }
  if (campaign.act === "II") {
    if (partisan !== undefined && (c.type === "lead" || c.type === "follow") && c.player === partisan.colour && initiativeBefore === partisan.colour) {
      advance(s, partisan, "F615B", "an action card played while you have the initiative", 1);
    }
    if (partisan !== undefined && c.type === "outrageCard" && c.card === "F617" && c.player === partisan.colour) {
      const n = c.court.players[playerIndex(c.court, c.player)].guildCards.length;
      advance(s, partisan, "F615B", `${n} Guild card(s), clearing Outrage`, n);
    }
    const magnate = holder("FATE03");
    if (magnate !== undefined && c.type === "edictDone" && c.card === "F318") {
      const n = monopolyTakes(s, c.snapshot as ScoringSnapshot, c.supply as CountsByType).filter((t) => t.to === magnate.colour && t.from === undefined).length;
      advance(s, magnate, "F312B", `${n} Monopoly card(s) gained from the supply`, n);
    }
    const caretaker = holder("FATE05");
    if (caretaker !== undefined && c.type === "court" && s.secure !== undefined && s.secure !== securedBefore && s.secure.colour === caretaker.colour && s.secure.last.kind === "secured") {
      const lore = s.secure.last.outcome.lore;
      const n = lore === undefined ? 0 : lore.length;
      advance(s, caretaker, "F512B", `${n} lore card(s) secured`, 2 * n);
    }
    const ep = campaign.eventPhase;
    if (caretaker !== undefined && c.type === "summit" && c.action === "transferLore" && c.rival === caretaker.colour && ep !== undefined && (ep.gifts ?? []).indexOf(`${c.rival}>${c.player}:${c.card}`) < 0) {
      advance(s, caretaker, "F512B", `a lore card ${c.player} gives you`, 1);
    }
    const breaker = holder("FATE11");
    if (breaker !== undefined && c.type === "mapAction" && c.player === breaker.colour && c.action.kind === "card" && c.action.card === "F1103A") {
      advance(s, breaker, "F1101B", "a Hammer Fragment taken from the map", 1);
    }
    // The holder's accepted `breakWorld` closes the turn's Breaking Worlds: "broke:F1104@<planet>" when it broke one.
    const acts = s.actions?.mapActs ?? [""];
    if (breaker !== undefined && c.type === "breakWorld" && c.player === breaker.colour && acts[acts.length - 1].indexOf("@") > 0) {
      advance(s, breaker, "F1101B", "Break World flipping a Hammer token to Broken World", 6);
    }
    const speaker = holder("FATE13");
    if (speaker !== undefined && c.type === "mapAction" && c.player === speaker.colour && c.action.kind === "card" && c.action.card === "F1302" && c.action.blight !== 0) {
      advance(s, speaker, "F1301B", "Blight placed with Spore Ships", 1);
    }
    const pacifist = holder("FATE14");
    if (pacifist !== undefined && c.type === "spendResource" && c.player === pacifist.colour && c.resource === "psionic" && s.markers.some((m) => m.at === "empath")) {
      advance(s, pacifist, "F1401B", "a Psionic spent in the Prelude with Empath declared", 1);
    }
  }
  const survivalist = holder("FATE18");
  const tokens = c.type === "resolveCrises" ? c.map.fateTokens : undefined;
  if (campaign.act === "III" && survivalist !== undefined && tokens !== undefined && campaign.lastCrises !== undefined) {
    const n = campaign.lastCrises.blight.filter((b) => tokens.some((t) => t.system === b.system && t.token === "Bunker")).length;
    advance(s, survivalist, "F1801B", `${n} Blight Crisis(es) at a planet with a Bunker`, n);
  }
  // F831 Breaking the Faith: a Rival's battle step that takes the Believer's cities as Trophies (a destroyed city, p.14), or their Breaking Gates Catapult (F2203 step 3: the gate's buildings destroyed), tells the Rival what they may do.
  const believer = holder("FATE08");
  const rival = s.battle && s.battle.attacker;
  if (believer !== undefined && rival !== undefined) citiesDestroyed(s, rival, trophiesTaken(s, c, rival, [believer.colour], true), "battle");
  const g = c.type === "mapAction" && c.action.kind === "move" && c.action.breaking === true ? c.action.groups[0] : undefined;
  if (g !== undefined && c.type === "mapAction") citiesDestroyed(s, c.player, believerCities(s, c.map, g.to), "action");
  const admiral = holder("FATE07");
  if (admiral === undefined || admiral.title !== "regent") return;
  const placed = campaign.act === "I" ? imperialPlaced(s, c, edictBefore) : 0;
  if (placed > 0 && winning(s, (c as { snapshot?: ScoringSnapshot }).snapshot, admiral.colour)) advance(s, admiral, "F701B", `${placed} Imperial ship(s) placed while you win an ambition`, placed);
  if (campaign.act === "I" && c.type === "battle" && s.battle !== undefined && s.battle.attacker === admiral.colour) {
    const rules = s.battle.snapshot.rules;
    const imperial = rules === undefined || rules.attackingImperial === undefined ? 0 : rules.attackingImperial.fresh + rules.attackingImperial.damaged;
    if (imperial > 0) {
      const n = trophiesTaken(s, c, admiral.colour, undefined);
      advance(s, admiral, "F701B", `${n} Trophy(ies) taken in battle with attacking Imperial ships`, n);
    }
  }
  if (campaign.act === "II") {
    const outlaws = campaign.players.filter((p) => p.title === "outlaw").map((p) => p.colour as string);
    const n = outlaws.length === 0 ? 0 : trophiesTaken(s, c, admiral.colour, outlaws);
    advance(s, admiral, "F712B", `${n} Outlaw piece(s) taken as Trophies in battle`, 2 * n);
    const regents = captured(s, c, admiral.colour, securedBefore).filter((colour) => colour !== admiral.colour && campaign.players.some((p) => p.colour === colour && p.title === "regent"));
    advance(s, admiral, "F712B", `${regents.length} Regent agent(s) captured`, 2 * regents.length);
  }
}

export const fateObjectiveMoments: RuleModule<Command> = {
  id: "fate objectives (moments)",
  inForce: (s: GameState) => watched(s),
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    const initiativeBefore = s.initiative;
    const securedBefore: unknown = s.secure;
    const edictBefore = ((s.campaign as CampaignState).edictQueue ?? [])[0];
    // F701B's counts, read before the command applies: a snapshot the rules cannot read is refused.
    const snap = c.type === "govern" || (c.type === "edictDone" && c.card === "F703") ? c.snapshot : undefined;
    const bad = snap !== undefined ? snapshotRefusal(s, snap) : undefined;
    if (bad !== undefined) return bad;
    const r = next(s, c);
    if (r !== undefined) return r;
    if (watched(s)) afterCommand(s, c, initiativeBefore, securedBefore, edictBefore);
    return undefined;
  },
};
