/**
 * The campaign's map actions (BR pp.10-11, 15, 19, 22): the campaign rule module hands the base
 * `mapAction` step these rules, decided from the campaign's state (titles), never from the table.
 * - Control on a player's turn is the Empire's where it has fresh Imperial ships, a Regent's there
 *   with Loyal pieces (the Presence Law, BR p.10), else the base rule (mapControl.ts controllerOf).
 * - Catapult moves: Blight in a gate ends them (BR p.19), not those of Spore Ships' holder (F1302,
 *   fates/blightCards.ts, as Blight Reapers' Harvest, F1306); Empire control of gates ends an Outlaw's;
 *   a Regent's control ends an Outlaw's and a Rival Regent's alone, not one with Imperial ships;
 *   an Outlaw's control ends everyone's (BR p.10). Free starports you control Catapult and build
 *   ships (BR p.15).
 * - Imperial ships move only with a Regent's Loyal ships (Commanding the Imperial Fleet, the
 *   Movement Law: src/core/map/move.ts), and a Regent with Loyal pieces there repairs them.
 * - Taxes: a Free city in a system you control, no Captive (BR p.15); the Truce Law: a Regent
 *   never taxes a Rival Regent in a system with Imperial ships (BR p.11); the Tax Limit lifted by
 *   F327's Open Economy while it is in the rules booklet, and its Closed Economy's Monopolies (fates/laws.ts).
 * - Imperial Officers (F702), Rogue Admirals (F706-F707), Martial Law (F720) and the Commonwealth's
 *   Members (F218-F222) change the Empire's Laws and the Free States' for one player (fates/empireCards.ts).
 * - Prospectors (F322, in the play area the map shows): a city on a planet without a Loyal piece
 *   there when its holder lacks that planet's Monopoly (fates/monopolies.ts).
 * - Imperial Authority (F102), Pirate Smugglers (F1205) and the Ires (F1902, F2003), in the taxer's
 *   play area the map shows, change whose cities they tax (fates/taxCards.ts); while Feudal Law (F1610)
 *   is in the rules booklet, a Lord taxes any city of their Fief, the map's Seats (fates/fiefs.ts).
 * - The Survivalist's Bunkers (F1803, fates/bunkers.ts): a Build on a planet, max 1 per planet; the
 *   Planet Hammer's Prepare (F1104) and the Refugees' Resettle (F1105-F1109) at a planet you control
 *   (fates/planetHammer.ts).
 * - A Flagship (BR p.22): its player builds no Loyal city or starport on the map (lore outside the
 *   slots aside), and up to 1 ship at the Flagship per turn (2 with Ship Crane, BR p.25); with
 *   Control Array (BR p.25, AID10A) in its cluster's gate, its player taxes the cluster's cities like
 *   Loyal ones (no Captive); with Slipstream Drive (BR p.25, AID10A) once per turn in the Prelude it
 *   Catapults, spending no action, either alone or other ships from its system.
 * - Blight Fury (F1304) and Blight Society (F2102): their holder moves and repairs Blight they control (fates/blightCards.ts).
 * - Happy Hosts' Pacify (F1012) and Freedom Fighters' Incite Revolt (F227), in the actor's play area
 *   the map shows: damaged Rival and Imperial ships captured or destroyed (fates/mapCards.ts).
 * - The Gate Wraith's Twisted Passage (F2205, while in the rules booklet), Catapult Overdrive (F2202)
 *   and Breaking Gates (F2203) in its holder's play area, Passage Storms' free moves (F2206) (fates/twistedPassage.ts).
 */
import { bannerLinked } from "./fates/banners";
import type { Colour, Owner, SystemId } from "../data/vocabulary";
import type { GameState } from "../game/types";
import type { MapActionCommand, MoveAction } from "../map/actionTypes";
import type { MapRules, TaxAllowed } from "../map/mapRules";
import { baseTax } from "../map/mapRules";
import { mapActionUnder } from "../map/mapAction";
import type { FlagshipBoard, MapSnapshot } from "../map/snapshot";
import { system } from "../data/map";
import { hasUpgrade } from "./battleRules";
import { countPieces, empireControls, hasLoyalPieces, piecesIn, playerControlling } from "../map/pieces";
import { commands, controllerOf, inList } from "./mapControl";
import type { EmpireFacts } from "./mapControl";
import type { CampaignState } from "./types";
import { closedEconomy, lawInForce, taxLimitUnderLaws } from "./fates/laws";
import { FEUDAL_LAW, lordAt } from "./fates/fiefs";
import { prospects } from "./fates/monopolies";
import { imperialAuthority, ireRefusal, smuggles } from "./fates/taxCards";
import { empireFactsFor, empireFactsOn, MARTIAL_LAW_WORDS, MEMBER_WORDS } from "./fates/empireCards";
import { blightMover, harvestOutcome, sporeShips } from "./fates/blightCards";
import { cardActOutcome } from "./fates/mapCards";
import { LEVY, levyOutcome } from "./fates/levy";
import { bunkerRefusal } from "./fates/bunkers";
import { hammerBuild } from "./fates/planetHammer";
import { turnActions } from "../game/actions";
import { breakGate, overdrive, passageAround, passageExitRefusal, PASSAGES_LAW, STORMS, stormsAround, stormsRefusal, TWISTED_PASSAGE } from "./fates/twistedPassage";
import { logEvent } from "../game/util";

function flagshipOnMap(map: MapSnapshot, player: Colour): boolean {
  for (const sp of map.systems) if (countPieces(sp.pieces, player, "flagship", "fresh") > 0) return true;
  return false;
}

function catapultStop(map: MapSnapshot, id: SystemId, player: Colour, withImperial: boolean, seats: readonly Colour[], facts: EmpireFacts): string | undefined {
  const here = piecesIn(map, id);
  if (countPieces(here, "blight", "blight", "any") > 0 && !sporeShips(map, player)) return `Blight in gate ${id} ends Catapult moves (BR p.19)`;
  const regent = facts.regents.indexOf(player) >= 0;
  if (countPieces(here, "empire", "ship", "fresh") > 0) {
    if (inList(facts.noCommand, player)) return `the Empire controls gate ${id}: under ${MARTIAL_LAW_WORDS} it ends your Catapult move`;
    return regent ? undefined : `the Empire controls gate ${id}: it ends an Outlaw's Catapult moves (BR p.10)`;
  }
  const q = playerControlling(map, id, seats);
  if (q === undefined || q === player) return undefined;
  if (facts.regents.indexOf(q) < 0) return `${q}, an Outlaw, controls gate ${id}: it ends Regent and Imperial Catapult moves (BR p.10)`;
  if (!regent) return `${q}, a Regent, controls gate ${id}: it ends an Outlaw's Catapult moves (BR p.10)`;
  return withImperial ? undefined : `${q}, a Regent, controls gate ${id}: it ends a Rival Regent's Catapult moves without Imperial ships (BR p.10)`;
}

/** The slots of `player`'s Flagship board as the map shows it (none when it sends no board). */
function boardSlotsOf(map: MapSnapshot, player: Colour): FlagshipBoard["slots"] {
  if (Array.isArray(map.flagships)) for (const b of map.flagships) if (b.owner === player && Array.isArray(b.slots)) return b.slots;
  return [];
}

/**
 * Control Array (AID10A): "While your Flagship is in a gate, you may tax any cities in its cluster
 * like they are Loyal. (Don't take Captives.)": `player`'s Flagship in the gate of `id`'s cluster, its
 * board holding the Upgrade (fresh or damaged: "Damaged Upgrades still give benefits").
 */
function controlArrayReaches(map: MapSnapshot, id: SystemId, player: Colour): boolean {
  const where = system(id);
  if (where === undefined) return false;
  const gate = `${where.cluster}.0` as SystemId;
  return countPieces(piecesIn(map, gate), player, "flagship", "any") > 0 && hasUpgrade({ slots: boardSlotsOf(map, player) }, "Control Array");
}

/** The Truce Law (BR p.11) forbids Regent `player` taxing Rival Regent `owner` in `id`: it has Imperial ships, and `player` does not ignore the Law. */
function truceBinds(map: MapSnapshot, id: SystemId, player: Colour, owner: Owner, facts: EmpireFacts): string | undefined {
  return facts.regents.indexOf(player) >= 0 && facts.regents.indexOf(owner as Colour) >= 0 && !inList(facts.noTruce, player) && countPieces(piecesIn(map, id), "empire", "ship", "any") > 0
    ? `Truce Law: Regents cannot tax Rival Regents where there are Imperial ships, as in ${id} (BR p.11)`
    : undefined;
}

/** `player` takes actions with the Free buildings in `id` like Loyal ones: a Member of the Commonwealth, where the Empire does not control it (F222). */
function freeAsLoyal(map: MapSnapshot, id: SystemId, player: Colour, facts: EmpireFacts): boolean {
  return inList(facts.freeAsLoyal, player) && !empireControls(map, id);
}

/**
 * Slipstream Drive (AID10A): "Prelude: Once per turn, you may Catapult move either your Flagship
 * alone or other ships from your Flagship." The board holds the Upgrade (a damaged one too) and the
 * move leaves the Flagship's system with the Flagship alone or without it (the base step checks the
 * Prelude and once per turn).
 */
function slipstreamRefusal(map: MapSnapshot, a: MoveAction, player: Colour): string | undefined {
  if (!hasUpgrade({ slots: boardSlotsOf(map, player) }, "Slipstream Drive")) return `${player}'s Flagship board has no Slipstream Drive Upgrade (BR p.25)`;
  if (countPieces(piecesIn(map, a.from), player, "flagship", "fresh") === 0) return `Slipstream Drive Catapults from your Flagship: it is not in ${a.from} (BR p.25)`;
  let flagship = false;
  let others = false;
  for (const g of Array.isArray(a.groups) ? a.groups : []) {
    if (typeof g === "object" && g !== undefined) {
      if (g.flagship === true) flagship = true;
      if (typeof g.ships === "object" && g.ships.fresh + g.ships.damaged > 0) others = true;
      if (typeof g.imperial === "object" && g.imperial.fresh + g.imperial.damaged > 0) others = true;
    }
  }
  return flagship && others ? "Slipstream Drive Catapults your Flagship or ships from it, not both (BR p.25)" : undefined;
}

function campaignTax(map: MapSnapshot, id: SystemId, player: Colour, owner: Owner, seats: readonly Colour[], facts: EmpireFacts, feudal: boolean): string | TaxAllowed {
  // Imperial Authority (F102): like a Loyal city, ignoring the Presence and Truce Laws, no Captive.
  if (owner !== player && imperialAuthority(map, id, player, facts.regents.indexOf(player) >= 0)) return {};
  if (owner !== player && controlArrayReaches(map, id, player)) {
    // Like a Loyal city: no control asked, no Captive; the Truce Law still holds (only Imperial Authority, F102, ignores it).
    return truceBinds(map, id, player, owner, facts) ?? {};
  }
  // Feudal Law (F1610): a Lord taxes any city in their Fief ignoring control; a Rival's city there is a Vassal's: a Captive.
  if (feudal && owner !== player && lordAt(map, id) === player && (owner === "free" || seats.indexOf(owner as Colour) >= 0)) {
    return truceBinds(map, id, player, owner, facts) ?? (owner === "free" ? {} : { captive: owner as Colour });
  }
  const controller = controllerOf(map, id, seats, facts, { turnOf: player });
  if (owner === "free") {
    if (controller === player || freeAsLoyal(map, id, player, facts)) return {};
    return `you tax a Free city only in a system you control (BR p.15): ${controller === undefined ? "nobody controls" : `${controller === "empire" ? "the Empire" : controller} controls`} ${id}`;
  }
  if (owner === player) return controller === player ? {} : ireRefusal(map, id, player) ?? {};
  if (seats.indexOf(owner as Colour) < 0) return baseTax(map, id, player, owner, seats);
  // Pirate Smugglers (F1205): with Loyal ships there, ignoring control; no Captive where you do not control.
  const smuggled = controller !== player && smuggles(map, id, player);
  if (controller !== player && !smuggled) return `${owner}'s city in ${id} is a Rival city: you tax it only in a system you control (p.12; BR p.10)`;
  return truceBinds(map, id, player, owner, facts) ?? (smuggled ? {} : { captive: owner as Colour });
}

function campaignRepair(map: MapSnapshot, id: SystemId, player: Colour, owner: Owner, piece: string, seats: readonly Colour[], facts: EmpireFacts): string | undefined {
  if (owner === player) return undefined;
  if (owner === "empire" && piece === "ship") {
    if (inList(facts.noCommand, player)) return `under ${MARTIAL_LAW_WORDS} you cannot Command the Imperial Fleet: repair no Imperial ships`;
    return commands(facts, player, hasLoyalPieces(map, id, player)) ? undefined : "only a Regent with Loyal pieces there repairs Imperial ships (Presence Law, BR p.10)";
  }
  if (owner === "free") return controllerOf(map, id, seats, facts, { turnOf: player }) === player || freeAsLoyal(map, id, player, facts) ? undefined : "you repair Free buildings only in a system you control (BR p.15)";
  return "you repair only Loyal pieces: a damaged ship or building of your colour (p.13)";
}

/** The campaign's MapRules in this state (titles from the campaign). */
export function campaignMapRules(s: GameState): MapRules {
  const seats = s.seats;
  const factsOn = empireFactsFor(s.campaign as CampaignState);
  const closed = closedEconomy(s.campaign as CampaignState);
  const feudal = lawInForce(s.campaign as CampaignState, FEUDAL_LAW);
  const passage = lawInForce(s.campaign as CampaignState, PASSAGES_LAW);
  // Who controls `id` on `player`'s turn (BR p.10).
  const ctl = (map: MapSnapshot, id: SystemId, player: Colour) => controllerOf(map, id, seats, factsOn(map), { turnOf: player });
  // A Free starport works for you in a system you control, or as a Member's where the Empire does not control it (BR p.15, F222).
  const freePort = (map: MapSnapshot, id: SystemId, player: Colour) => ctl(map, id, player) === player || freeAsLoyal(map, id, player, factsOn(map));
  return {
    seats,
    controller: ctl,
    // F2202: into the Twisted Passage its holder's Catapult goes on, ignoring control and Blight.
    catapultStop: (map, id, player, withImperial) => (id === TWISTED_PASSAGE && overdrive(map, player) ? undefined : catapultStop(map, id, player, withImperial, seats, factsOn(map))),
    catapultFrom: (map, id, player) => {
      const here = piecesIn(map, id);
      if (countPieces(here, player, "starport", "any") > 0) return true;
      // F2202: Rival starports its holder controls.
      if (overdrive(map, player) && seats.some((c) => c !== player && countPieces(here, c, "starport", "any") > 0) && ctl(map, id, player) === player) return true;
      return countPieces(here, "free", "starport", "any") > 0 && freePort(map, id, player);
    },
    shipyards: (map, id, player, at) => {
      if (at === "loyal") return countPieces(piecesIn(map, id), player, "starport", "any");
      return freePort(map, id, player) ? countPieces(piecesIn(map, id), "free", "starport", "any") : 0;
    },
    tax: (map, id, player, owner) => {
      const r = campaignTax(map, id, player, owner, seats, factsOn(map), feudal);
      return typeof r === "string" || closed === undefined ? r : closed(map, id, player) ?? r;
    },
    repair: (map, id, player, owner, piece) => campaignRepair(map, id, player, owner, piece, seats, factsOn(map)),
    fleetAnywhere: (map, player) => inList(factsOn(map).everywhere, player),
    freeAsLoyal: (map, id, player) => (freeAsLoyal(map, id, player, factsOn(map)) ? MEMBER_WORDS : undefined),
    taxLimit: taxLimitUnderLaws(s.campaign as CampaignState),
    cityWithoutLoyal: prospects,
    imperialMoves: true,
    nonPlayers: true,
    buildsOnMap: (map, player) => !flagshipOnMap(map, player),
    flagshipOf: flagshipOnMap,
    flagshipShips: (map, player) => (hasUpgrade({ slots: boardSlotsOf(map, player) }, "Ship Crane") ? 2 : 1),
    slipstream: slipstreamRefusal,
    linked: bannerLinked,
    centre: passage ? TWISTED_PASSAGE : undefined,
    around: passage ? passageAround : undefined,
    breakGate,
    cardBuild: (map, a, player) => (a.piece === "bunker" ? bunkerRefusal(s.campaign, map, a, player) ?? { name: "Bunker" } : hammerBuild(map, a, player, ctl(map, a.system, player))),
    blight: blightMover,
    harvest: (map, a, player) => harvestOutcome(map, a, player, ctl(map, a.system, player)),
    cardAct: (map, a, player, acts) => {
      if (a.card === LEVY) return levyOutcome(map, a, player, seats, lawInForce(s.campaign as CampaignState, "F1609"));
      const facts = factsOn(map);
      return cardActOutcome(map, a, player, (id) => controllerOf(map, id, seats, facts, { turnOf: player }), acts, turnActions(s, player).taken.length);
    },
  };
}

/** A map action under the campaign's rules; only a Regent Commands the Imperial Fleet (BR p.10). */
export function campaignMapAction(s: GameState, c: MapActionCommand): string | undefined {
  const a = c.action;
  if (typeof a === "object" && a !== undefined && a.kind === "move" && Array.isArray(a.groups)) {
    const facts = empireFactsOn(s.campaign as CampaignState, c.map);
    for (const g of a.groups) {
      const imp = typeof g === "object" && g !== undefined ? g.imperial : undefined;
      if (imp !== undefined && typeof imp === "object" && imp.fresh + imp.damaged > 0) {
        if (facts.regents.indexOf(c.player) < 0) return "an Outlaw moves no Imperial ships: only Regents Command the Imperial Fleet (BR p.10)";
        if (inList(facts.noCommand, c.player)) return `under ${MARTIAL_LAW_WORDS} you cannot Command the Imperial Fleet: move no Imperial ships`;
      }
    }
  }
  // F2206: a Passage Storms move, free, to any planet.
  const storms = typeof a === "object" && a !== undefined && a.kind === "move" && a.storms !== undefined && Array.isArray(a.groups);
  const no = storms ? stormsRefusal(s, c.player, a as MoveAction) : undefined;
  if (no !== undefined) return no;
  // F2205: out of the Twisted Passage to planets of the event die's symbol; then the table rerolls it.
  const exit = !storms && typeof a === "object" && a !== undefined && a.kind === "move" && a.from === TWISTED_PASSAGE && Array.isArray(a.groups) && lawInForce(s.campaign as CampaignState, PASSAGES_LAW);
  if (exit) for (const g of a.groups) {
    const no = typeof g === "object" && g !== undefined ? passageExitRefusal(c.map, g.to) : undefined;
    if (no !== undefined) return no;
  }
  const rules = campaignMapRules(s);
  const r = mapActionUnder(s, c, storms && rules.around !== undefined ? { ...rules, around: stormsAround, freeMove: STORMS } : rules);
  if (r === undefined && exit) logEvent(s, "action", c.player, "reroll the event die (F2205)");
  return r;
}

