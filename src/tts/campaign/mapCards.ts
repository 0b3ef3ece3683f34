/**
 * The Fate-set Guild cards whose own action takes damaged ships off the map (seed 003; the core's
 * campaign/fates/mapCards.ts), by buttons on the card in its holder's play area during a chapter;
 * only the holder presses (anyone else is refused). Happy Hosts (F1012) carries "Pacify (Secure)";
 * Freedom Fighters (F227) "Incite Revolt (Battle)", which asks the system: one button per system where
 * a Free city lies, and Cancel. A press sends `mapAction` (`kind: "card"`) with the whole map and the
 * holder's play area as read; the core decides (control, a fresh Free city, the action of the turn).
 * Accepted, the ships its event names go: Pacify's into the holder's Captives, Incite Revolt's back to
 * their supplies (no Trophies). Song of the Banner (F1004) carries "Call Spirits (Tax)" and "Call
 * Bodies (Build)", which ask the Banner: one button per system where a Banner lies, and Cancel; the
 * press's map carries the Fate tokens (withFateTokens). Accepted, Call Spirits' resources of the planet's
 * type go from their supply bag to the holder's empty resource slots (as many as the bag has and the
 * slots hold, map/tax.ts gain), Call Bodies' fresh ships from the holder's supply bag into that
 * system (as many as the bag has, p.22). Hammer Fragments (F1103A) carries "Repair Hammer (Repair)",
 * which asks the planet (a button per system where a Hammer Fragment lies face up); accepted, that
 * token goes onto the card and 1 fresh ship from the holder's supply where it lay. Planet Hammer (F1104)
 * carries "Break World (Battle)" (its holder's map card action) and "After the battles", which any
 * seated player presses (afterBattles). Parade Fleets (F202) carries "Become an Outlaw":
 * `paradeFleets`, which the core takes after the holder's declare that turn. Spore Ships (F1302)
 * carries "Spawn (Build)", which asks the system (a button per system with a fresh Blight); accepted,
 * one fresh Blight there turns damaged and a damaged one comes from the Blight supply, else from the
 * Trophies of the player with the most Blight Trophies (ties: turn order, p.22; BR p.19). Warden's Levy
 * (F1612) carries "Levy (Tax)", which asks the Rival (a button per colour); the press sends the
 * Rival's ships lying on the card (the core's cap, campaign/fates/levy.ts) and every Seat on the map;
 * accepted, 1 of the Rival's ships goes from their supply bag onto the card. Witnesses (F1402) carries
 * "Take a Witness (Prelude)", which asks the system (a button per system where a Witness lies), and
 * "Declare Empath (Prelude)"; accepted, the Witness flips to its Psionic side and goes, a Psionic
 * from then on, into the holder's resources; the declare's marker goes to Empath's box. Spore Guides
 * (F2103) carries "Seed (Build)": the table throws the number die where it lies and asks the
 * cluster (a button each; the holder picks once the die lands), then a system there with no Blight;
 * that press reads the die's face and sends it, the change to that cluster with fewest agents (one
 * Loyal agent per step, 6 wrapping to 1) and the holder's agents in the Court slots. Accepted, that
 * many agents go home from the Court (slot 1 first) and 1 damaged Blight is placed there as Spawn's.
 * Pilgrims (F908) carries "Use the Portal (Move)"; accepted, the Pilgrims of the Portal's system go
 * onto the holder's Fate card (pilgrims.ts). The card's system buttons (all but Song of the Banner's) share one global per system: `act` reads
 * the card's id from the card.
 */
import type { Colour, SystemId } from "../../core/data/vocabulary";
import { COLOURS } from "../../core/data/vocabulary";
import { LEVY } from "../../core/campaign/fates/levy";
import { piecesOnHunger } from "../lib/blightHunger";
import { SYSTEMS, system as clusterOf } from "../../core/data/map";
import { piecesIn } from "../../core/map/pieces";
import type { GameState } from "../../core/game/types";
import { turnOrderFrom } from "../../core/game/util";
import type { CardMapAction, ShipsTaken } from "../../core/map/actionTypes";
import { refuseTo } from "../lib/chat";
import { exposeGlobal } from "../lib/globals";
import { campaignSystemPieces, readCampaignMap } from "../lib/campaignMap";
import { setDamaged } from "../lib/pieces";
import { destroyedToSupply } from "../lib/supply";
import { above, find, tagged, zoneOf } from "../lib/table";
import { pieceSpot } from "../setup/places";
import { fateTokensOnMap, withFateTokens } from "../lib/fateTokensOnMap";
import { objectsIn, supplyBag } from "../lib/pieceTags";
import { submit } from "../session/session";
import { systemOf, withPlayArea } from "../map/read";
import { gain } from "../map/tax";
import { spotInZone } from "../lib/place";
import { systemZone } from "../lib/table";
import { chapterOwnerToDraw, installCardButtonsFor, ownerClick } from "../court/cardButtons";
import { hasButtonWhere, removeButtonsWhere, rowButton } from "../court/buttonKit";
import { moveInto } from "../court/cards/captiveCards";
import { placeMarkerByCard } from "../court/effects";
import { campaignDie, readNumberDie } from "./start";
import { courtSlotZones } from "../court/table";
import { colourOf } from "../lib/pieceTags";
import { returnToSupply } from "../lib/place";
import type { Command } from "../../core/game/types";
import type { BreakWorldCommand } from "../../core/campaign/fateCommandTypes";
import { GUILD_LOYALTY } from "../../core/campaign/fates/outrage";
import { breakStep } from "../../core/campaign/fates/breakWorld";
import { playingColour } from "../lib/seats";
import { fateCardsIn } from "../lib/pieceTags";
import { game } from "../session/session";
import { readBattleCourt } from "../battle/read";
import { outrageActedOut } from "../battle/moves";
import { toObjective } from "./pilgrims";
import type { CampaignState } from "../../core/campaign/types";

const FN = "arcsMapCard_";
const ours = (fn: string): boolean => fn.indexOf(FN) === 0;
const fnOf = (call: string, id: string): string => FN + call + "_" + id.split(".").join("_");

/** Each card's buttons: its global's name after FN, its label. */
const LABELS: { readonly [id: string]: readonly string[][] } = {
  F1012: [["pacify", "Pacify (Secure)"]],
  F227: [["revolt", "Incite Revolt (Battle)"]],
  F202: [["outlaw", "Become an Outlaw"]],
  F1004: [["spirits", "Call Spirits (Tax)"], ["bodies", "Call Bodies (Build)"]],
  F1103A: [["hammer", "Repair Hammer (Repair)"]],
  F1104: [["break", "Break World (Battle)"], ["broke", "After the battles"]],
  F1302: [["spawn", "Spawn (Build)"]],
  F1612: [["levy", "Levy (Tax)"]],
  F2103: [["seed", "Seed (Build)"]],
  F1402: [["witness", "Take a Witness (Prelude)"], ["empath", "Declare Empath (Prelude)"]],
  F2203: [["gate", "Break Gate"]],
  F908: [["portal", "Use the Portal (Move)"]],
};
const FRAGMENT = "Hammer Fragment";

/** A system's button for each choice that asks one: its label before the system's id. */
const PICKS: { readonly [call: string]: string } = { revolt: "Revolt in ", spirits: "Spirits of ", bodies: "Bodies at ", hammer: "Take from ", spawn: "Spawn in ", witness: "Witness in ", seed: "Seed in " };

function drawStart(card: TTSObject): void {
  LABELS[card.getGMNotes()].forEach((l, i) => rowButton(card, FN + l[0], l[1], "", i));
}

/** The card's own buttons again, as at the start (a choice cancelled or made; Break Gate's used). */
export function redrawStart(card: TTSObject): void {
  removeButtonsWhere(card, ours);
  drawStart(card);
}

/** `player`'s Breaking Gates (F2203) after its Break Gate press (its Cancel shown): their next ship let go on a gate is sent `breaking`. */
export function gateBreaker(player: Colour): TTSObject | undefined {
  return fateCardsIn(player, (i) => i === "F2203").filter((c) => hasButtonWhere(c, (f) => f === FN + "cancel"))[0];
}

function holder(card: TTSObject, clicker: string): { state: GameState; colour: Colour } | undefined {
  return ownerClick(card, clicker, () => card.getName(), "use it", "holder");
}

/** Ask the core; accepted, the ships it names leave the map; Repair Hammer's token goes onto the card and a fresh ship where it lay. */
function act(card: TTSObject, clicker: string, action: CardMapAction): void {
  const at = holder(card, clicker);
  if (at === undefined) return;
  const player = at.colour;
  const id = action.system;
  if (action.card === "F2103" && id !== undefined) {
    const d = readNumberDie(campaignDie("number")?.getRotationValue()) ?? 0;
    action.die = d;
    // The change to the cluster with fewest agents, one per step (-2..3; 6 wraps to 1).
    action.shift = (((clusterOf(id)?.cluster ?? 0) - d + 8) % 6) - 2;
    action.agents = agentsOf(player).length;
  }
  // Spawn: the Blight there is to place (supply, then Trophies, BR p.19); none, F1301B does not advance.
  if (action.card === "F1302") action.blight = (find("blight-supply")?.getQuantity() ?? 0) + mostBlightTrophies(at.state).length;
  const r = submit({ type: "mapAction", player, action, map: withFateTokens(withPlayArea(readCampaignMap(), at.state, player)) });
  redrawStart(card);
  if (!r.ok) return refuseTo(clicker, r.reason);
  if (action.call === "empath") placeMarkerByCard(at.state, r.value, "empath");
  for (const e of r.value.events) {
    const m = e.map ?? {};
    if (m.ships !== undefined) take(player, m.ships, m.captured === true);
    if (m.resource !== undefined && m.gain !== undefined) gain(player, m.resource, undefined, m.gain);
    if (m.placed !== undefined) place(player, m.placed.system, m.placed.fresh);
    // Seed's system has no Blight (the core's check), so Spawn's placing flips none there.
    for (const o of m.seed === undefined ? [] : agentsOf(player).slice(0, m.returned)) returnToSupply(o);
    const blight = m.spawn ?? m.seed;
    if (blight !== undefined) spawn(at.state, blight);
    if (m.levy !== undefined) levied(card, m.levy, action.held ?? 0);
    if (m.witness !== undefined) witnessTaken(player, m.witness);
    if (m.pilgrims !== undefined) toObjective(at.state.campaign as CampaignState, player, m.pilgrims);
  }
  if (action.card !== "F1103A" || id === undefined) return;
  const token = tokenAt(FRAGMENT, id);
  const spot = token === undefined ? pieceSpot(id, 6) : above(token, 0.5);
  if (token !== undefined) token.setPosition(above(card, 1));
  const bag = supplyBag("ship", player);
  if (bag !== undefined && spot !== undefined && bag.getQuantity() > 0) bag.takeObject({ position: spot, smooth: false });
}

/** The Fate token `name` lying face up in system `id`. */
function tokenAt(name: string, id?: string): TTSObject | undefined {
  return tagged("fate-token").filter((o) => o.getGMNotes() === name && !o.is_face_down && systemOf(o) === id)[0];
}

/**
 * Planet Hammer's "After the battles" (F1103B; the core's fates/breakWorld.ts): any seated player's
 * press sends `breakWorld` from their seat with the map (its Fate tokens), the boards as read and who
 * has Guild Loyalty (F424) in their play area; the core decides (each Rival in turn order, then the
 * holder). The holder's break, accepted: each player's Outrage acted out as the core decided
 * (resources and Guild cards of the type, an agent on the icon) and the Hammer token flipped to Broken
 * World; the event tells the players the rest, which they carry out (Global's size budget): the
 * planet's buildings onto the Breaking Worlds card, the Refugee card it names on top of the Court deck,
 * the Court's Guild cards it names scrapped with their agents home.
 */
function afterBattles(clicker: string): void {
  const s = game();
  const player = s && playingColour(clicker, s.seats);
  if (s === undefined || player === undefined) return refuseTo(clicker, "only a seated player presses");
  const c: BreakWorldCommand = { type: "breakWorld", player, map: withFateTokens(readCampaignMap()), court: readBattleCourt(s), loyal: s.seats.filter((p) => fateCardsIn(p, (id) => id === GUILD_LOYALTY).length > 0) };
  const b = breakStep(s, c);
  const r = submit(c as Command);
  if (!r.ok) return refuseTo(clicker, r.reason);
  const v = b.ok ? b.value : undefined;
  const type = v && v.type;
  if (v === undefined || type === undefined) return;
  let before = c.court;
  v.tables.forEach((t, i) => {
    outrageActedOut(before, t, t.players[i].colour, type);
    before = t;
  });
  tokenAt(FRAGMENT, v.system)?.setRotation(Vector(0, 180, 180));
}

/** F1402: the Witness in `id` flipped to its Psionic side, a Psionic resource from now on, into `player`'s resources (map/tax.ts gain). */
function witnessTaken(player: Colour, id: string): void {
  const token = tagged("fate-token").filter((o) => o.getGMNotes() === "Witness" && systemOf(o) === id)[0];
  if (token === undefined) return;
  token.setRotation(Vector(0, 180, 180));
  token.removeTag("fate-token");
  for (const tag of ["resource", "psionic", "arcs"]) token.addTag(tag);
  token.setGMNotes("psionic");
  gain(player, "psionic", token);
}

/** `n` of `player`'s ships from their supply bag into system `id`, as many as it has (p.22); a bag keeps its ships fresh (lib/supply.ts). */
function place(player: Colour, id: string, n: number): void {
  const bag = supplyBag("ship", player);
  const zone = systemZone(id);
  if (bag === undefined || zone === undefined) return;
  const k = objectsIn(zone).length;
  for (let i = 0; i < n; i++) if (bag.getQuantity() > 0) bag.takeObject({ position: spotInZone(zone, k + i), smooth: false });
}

/** Spawn: a fresh Blight in `id` turned damaged, a damaged one placed from the supply, else from the most Blight Trophies (turn order breaks a tie, p.22; BR p.19). */
function spawn(st: GameState, id: string): void {
  const fresh = campaignSystemPieces(id).filter((p) => p.kind === "blight" && !p.damaged)[0];
  if (fresh !== undefined) setDamaged(fresh.obj, true);
  const zone = systemZone(id);
  if (zone === undefined) return;
  const at = spotInZone(zone, objectsIn(zone).length);
  const bag = find("blight-supply");
  if (bag !== undefined && bag.getQuantity() > 0) {
    bag.takeObject({ position: at, rotation: Vector(0, 180, 180), smooth: false });
    return;
  }
  const most = mostBlightTrophies(st);
  if (most.length === 0) return;
  most[0].setPosition(at);
  setDamaged(most[0], true);
}

/** The most Blight Trophies a player has (turn order breaks a tie, p.22): where an empty supply's Blight comes from (BR p.19). */
function mostBlightTrophies(st: GameState): TTSObject[] {
  let most: TTSObject[] = [];
  for (const c of turnOrderFrom(st.seats, st.initiative)) {
    const b = objectsIn(zoneOf("trophies", c)).filter((o) => o.hasTag("blight"));
    if (b.length > most.length) most = b;
  }
  return most;
}

function take(player: Colour, ships: ShipsTaken[], captured: boolean): void {
  for (const t of ships) {
    const objs = campaignSystemPieces(t.system).filter((p) => p.kind === "ship" && p.owner === t.owner && p.damaged).slice(0, t.damaged);
    for (const p of objs) {
      setDamaged(p.obj, false);
      if (!captured) destroyedToSupply(p.obj, t.owner, "ship");
    }
    if (captured) moveInto(objs.map((p) => p.obj), zoneOf("captives", player));
  }
}

/** A choice's systems, a button each, and Cancel: Incite Revolt's where a Free city lies, Song of the Banner's where a Banner does, Repair Hammer's where a Hammer Fragment lies face up. */
function choose(card: TTSObject, clicker: string, call: string, cluster?: number): void {
  if (holder(card, clicker) === undefined) return;
  const hammer = call === "hammer";
  if (hammer && card.is_face_down) return refuseTo(clicker, "Repair Hammer: the card shows Breaking Worlds");
  // Seed: the number die thrown where it lies, and a button per cluster (picked once it lands; the press reads its face).
  const roll = call === "seed" && cluster === undefined;
  const ids: string[] = roll ? ["1", "2", "3", "4", "5", "6"] : [];
  const die = roll ? campaignDie("number") : undefined;
  if (roll && die === undefined) return refuseTo(clicker, "Seed: the number die is not on the table");
  if (die !== undefined) die.randomize();
  const spawning = call === "spawn";
  const map = readCampaignMap();
  for (const sys of SYSTEMS) if (sys.cluster === cluster && !piecesIn(map, sys.id).some((p) => p.owner === "blight")) ids.push(sys.id);
  if (call === "revolt" || spawning) for (const sp of map.systems) for (const p of sp.pieces) if ((spawning ? p.owner === "blight" && p.fresh > 0 : p.owner === "free" && p.kind === "city") && ids.indexOf(sp.system) < 0) ids.push(sp.system);
  const token = hammer ? FRAGMENT : call === "witness" ? "Witness" : "Banner";
  if (call !== "revolt" && !spawning && call !== "seed") for (const t of fateTokensOnMap()) if (t.token === token && t.faceDown !== true && ids.indexOf(t.system) < 0) ids.push(t.system);
  if (ids.length === 0) return refuseTo(clicker, `${cluster !== undefined ? `Seed: no system without Blight in cluster ${cluster}` : call === "revolt" ? "Incite Revolt: no Free city" : spawning ? "Spawn: no fresh Blight" : "no " + token} lies on the map`);
  removeButtonsWhere(card, ours);
  ids.forEach((id, i) => rowButton(card, fnOf(roll || card.getGMNotes() === "F1004" ? call : "at", id), (roll ? "Cluster " : PICKS[call]) + id, "", i));
  rowButton(card, FN + "cancel", "Cancel", "", ids.length);
}

/** Warden's Levy (F1612): a button per Rival, and Cancel; the core decides who is a Vassal. */
function levyAsk(card: TTSObject, clicker: string): void {
  const at = holder(card, clicker);
  if (at === undefined) return;
  const rivals = at.state.seats.filter((c) => c !== at.colour);
  removeButtonsWhere(card, ours);
  rivals.forEach((c, i) => rowButton(card, FN + "levy_" + c, "Levy " + c, "", i));
  rowButton(card, FN + "cancel", "Cancel", "", rivals.length);
}

/** The Levy of `v`: the press sends how many of `v`'s ships lie on the card. */
function levy(card: TTSObject, clicker: string, v: Colour): void {
  const at = holder(card, clicker);
  if (at !== undefined) act(card, clicker, { kind: "card", card: LEVY, vassal: v, held: piecesOnHunger(card, at.colour).filter((p) => p.kind === "ship" && p.owner === v).length });
}

/** 1 of `v`'s ships from their supply bag onto the card, above the `held` already there, if the bag has one. */
function levied(card: TTSObject, v: Colour, held: number): void {
  const bag = supplyBag("ship", v);
  if (bag !== undefined && bag.getQuantity() > 0) bag.takeObject({ position: above(card, 1 + held * 0.4), smooth: false });
}

/** The holder's Loyal agents in the Court, slot 1 first. */
function agentsOf(c: Colour): TTSObject[] {
  const out: TTSObject[] = [];
  for (const z of courtSlotZones()) for (const o of objectsIn(z)) if (o.hasTag("agent") && colourOf(o) === c) out.push(o);
  return out;
}

export function installMapCards(): void {
  exposeGlobal(FN + "pacify", (card: TTSObject, clicker: string) => act(card, clicker, { kind: "card", card: "F1012" }));
  for (const call of ["revolt", "spirits", "bodies", "hammer", "spawn", "witness", "seed"]) exposeGlobal(FN + call, (card: TTSObject, clicker: string) => choose(card, clicker, call));
  // Parade Fleets (F202) after its holder's declare: the Regent becomes an Outlaw (its ships: map/mapActions.ts onBuild).
  exposeGlobal(FN + "outlaw", (card: TTSObject, clicker: string) => {
    const at = holder(card, clicker);
    const r = at && submit({ type: "paradeFleets", player: at.colour, playArea: ["F202"] });
    if (r !== undefined && !r.ok) refuseTo(clicker, r.reason);
  });
  exposeGlobal(FN + "break", (card: TTSObject, clicker: string) => act(card, clicker, { kind: "card", card: "F1104" }));
  exposeGlobal(FN + "broke", (card: TTSObject, clicker: string) => afterBattles(clicker));
  exposeGlobal(FN + "empath", (card: TTSObject, clicker: string) => act(card, clicker, { kind: "card", card: "F1402", call: "empath" }));
  exposeGlobal(FN + "portal", (card: TTSObject, clicker: string) => act(card, clicker, { kind: "card", card: "F908", call: "portal" }));
  for (const c of [1, 2, 3, 4, 5, 6]) exposeGlobal(fnOf("seed", String(c)), (card: TTSObject, clicker: string) => choose(card, clicker, "seed", c));
  exposeGlobal(FN + "levy", levyAsk);
  for (const v of COLOURS) exposeGlobal(FN + "levy_" + v, (card: TTSObject, clicker: string) => levy(card, clicker, v));
  exposeGlobal(FN + "cancel", (card: TTSObject, clicker: string) => {
    if (holder(card, clicker) !== undefined) redrawStart(card);
  });
  // Breaking Gates (F2203): pressed, its holder's next ship let go on a gate is a Catapult that breaks it (map/mapActions.ts).
  exposeGlobal(FN + "gate", (card: TTSObject, clicker: string) => {
    if (holder(card, clicker) === undefined) return;
    removeButtonsWhere(card, ours);
    rowButton(card, FN + "cancel", "Cancel Break Gate", "", 0);
  });
  for (const sys of SYSTEMS) {
    const system = sys.id as SystemId;
    exposeGlobal(fnOf("at", system), (card: TTSObject, clicker: string) => act(card, clicker, { kind: "card", card: card.getGMNotes(), system }));
    for (const call of ["spirits", "bodies"] as const) exposeGlobal(fnOf(call, system), (card: TTSObject, clicker: string) => act(card, clicker, { kind: "card", card: "F1004", call, system }));
  }
  installCardButtonsFor({
    name: "Map cards",
    lore: true,
    shapeOf: (o) => (o.hasTag("fate-set-card") && LABELS[o.getGMNotes()] !== undefined ? true : undefined),
    draw: (card) => {
      if (chapterOwnerToDraw(card, ours) !== undefined) drawStart(card);
    },
  });
}
