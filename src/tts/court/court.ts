/**
 * The Court on the table (rulebook p.13 + FAQ "Secure"): each Court card shows the agents lying on
 * its slot per colour, refreshed on zone enter/leave; a "Secure" button is offered when a player
 * has strictly the most agents there (the core decides). Securing, on the securer's turn: own
 * agents back to the supply bag, Rival agents to the securer's Captives, the card to their play area
 * (Guild) or, for a Vox card, its When Secured resolved through the core with choice buttons on the
 * card, then the card to its destination; finally THE SAME slot is refilled from the Court deck by
 * identity (the core says which card; an empty deck leaves the slot empty).
 *
 * Vox effects the game engine tracks go through session.submit: Populist Demands `declareByCard`
 * (the marker into its box), Song of Freedom `seizeByCard` (asked after the city is chosen, only
 * when the engine allows it; bookkeeping lays the initiative marker down at the seizer), Call to
 * Action `drawFromDiscardBottom` (the engine's bottom card moved into the hand by identity, named to
 * its new holder only). A pending choice is plain data saved with the table ("court" feature).
 */
import { ownerZone } from "../lib/assumptions";
import type { Ambition, Colour } from "../../core/data/vocabulary";
import { AMBITIONS, COLOURS, RESOURCE_TYPES } from "../../core/data/vocabulary";
import { courtCard, courtCardName } from "../../core/data/court";
import { answerWhenSecured, secure, secureTargets } from "../../core/court/court";
import type { WhenSecuredAnswer } from "../../core/court/court";
import type { TableEffect, TableState } from "../../core/court/types";
import { count, resourceName } from "../../core/court/types";
import { apply } from "../../core/game/engine";
import { awaiting, legalCommands } from "../../core/game/legal";
import type { Command, GameState } from "../../core/game/types";
import { cardName } from "../../core/game/util";
import { announce, refuseTo, tell } from "../lib/chat";
import { moveCard } from "../lib/cards";
import { on } from "../lib/events";
import { exposeGlobal } from "../lib/globals";
import { playingColour } from "../lib/seats";
import { above, find, tagged, zoneOf, zonesTagged } from "../lib/table";
import {
  agentsIn,
  citySlotNumber,
  colourOf,
  courtCardsIn,
  courtDeckIds,
  courtDeckObject,
  courtSlotZones,
  objectsIn,
  placeAt,
  readCourtRowOnly,
  readCourtTable,
  resourceType,
  returnToSupply,
  rightmostEmptyCitySlot,
  slotIndexOf,
  spotInZone,
} from "./table";
import { installCardButtons } from "./spies";
import { handSpot } from "../setup/places";
import { controlsSystem } from "../scoring/systemControl";
import { game, registerSavedFeature, submit } from "../session/session";
import { onRedraw, onResume } from "../session/redraw";

const MAX_CHOICES = 30;
const CARD_FACE_UP = Vector(0, 180, 0);

interface Choice {
  label: string;
  answer: WhenSecuredAnswer;
}

/**
 * A secured Vox card lying in its slot while its player chooses (the core's `pending`). Plain data:
 * saved with the table (registerSavedFeature "court"), so a load continues the choice exactly.
 */
interface PendingVox {
  card: string;
  colour: Colour;
  slot: number;
  prompt: string;
  choices: Choice[];
  /** Song of Freedom, second question: the city is chosen (`answer`), now whether to seize */
  stage?: "seize";
  answer?: WhenSecuredAnswer;
}

let pending: PendingVox | undefined;

function capitalised(a: string): string {
  return a.substring(0, 1).toUpperCase() + a.substring(1);
}

function cardTitle(id: string): string {
  return `${courtCardName(id)}`;
}

// ---- labels and Secure buttons --------------------------------------------------------------------

function countsText(zone: TTSObject): string {
  const agents = agentsIn(zone);
  const parts: string[] = [];
  for (const c of COLOURS) if (count(agents, c) > 0) parts.push(`${c} ${count(agents, c)}`);
  return parts.length === 0 ? "No agents" : `Agents: ${parts.join(", ")}`;
}

/** Who could secure slot `i` now (strictly more agents than each Rival): at most one colour. */
function securerOf(s: GameState, i: number): Colour | undefined {
  const t = readCourtRowOnly(s);
  for (const c of s.seats) if (secureTargets(t, c).indexOf(i) >= 0) return c;
  return undefined;
}

/** The loose court card lying in a slot zone (not one stacked into a deck). */
function looseCardIn(zone: TTSObject): { id: string; obj: TTSObject } | undefined {
  for (const c of courtCardsIn(zone)) if (c.inDeck === undefined) return { id: c.id, obj: c.obj };
  return undefined;
}

/** Redraw the label (agents per colour) and the Secure button of one slot's card. */
export function refreshSlot(i: number): void {
  if (pending !== undefined && pending.slot === i) return;
  const zone = courtSlotZones()[i];
  if (zone === undefined) return;
  const card = looseCardIn(zone);
  if (card === undefined) return;
  card.obj.clearButtons();
  card.obj.createButton({
    click_function: "arcsCourtNoop",
    function_owner: Global,
    label: countsText(zone),
    position: Vector(0, 0.3, -1.2),
    width: 0,
    height: 0,
    font_size: 110,
    font_color: [1, 1, 1],
  });
  const s = game();
  if (s === undefined || s.phase !== "play") return;
  const who = securerOf(s, i);
  if (who === undefined) return;
  card.obj.createButton({
    click_function: `arcsCourtSecure_${i + 1}`,
    function_owner: Global,
    label: `Secure (${who})`,
    tooltip: `${who} has the most agents here and may Secure this card on their turn (p.13)`,
    position: Vector(0, 0.3, 1.2),
    width: 900,
    height: 200,
    font_size: 110,
  });
}

export function refreshCourt(): void {
  const zones = courtSlotZones();
  for (let i = 0; i < zones.length; i++) refreshSlot(i);
}

// ---- securing ---------------------------------------------------------------------------------------

function describeTaken(taken: { [colour: string]: number }): string {
  const parts: string[] = [];
  for (const c of COLOURS) if (taken[c] !== undefined && taken[c] > 0) parts.push(`${c} ${taken[c]}`);
  return parts.length === 0 ? "" : `; captures ${parts.join(", ")} as Captives`;
}

/** Own agents back to the supply bag, Rival agents to the securer's Captives zone. */
function moveAgents(zone: TTSObject, colour: Colour): number {
  const captives = zoneOf("captives", colour);
  let own = 0;
  let n = 0;
  for (const o of objectsIn(zone)) {
    if (!o.hasTag("agent")) continue;
    const c = colourOf(o);
    if (c === undefined) continue;
    if (c === colour) {
      own += 1;
      returnToSupply(o);
    } else if (captives !== undefined) {
      o.setPositionSmooth(spotInZone(captives, n), false, true);
      n += 1;
    }
  }
  return own;
}

/** Draw `id` from the Court deck, by identity, face up into slot zone `zone`. */
function drawIntoSlot(id: string, zone: TTSObject): void {
  const deck = courtDeckObject();
  if (deck === undefined) return;
  const at = above(zone, 0.6);
  if (deck.type !== "Deck") {
    if (deck.getGMNotes() === id) {
      deck.setRotation(CARD_FACE_UP);
      deck.setPositionSmooth(at, false, true);
    }
    return;
  }
  for (const c of deck.getObjects() as ContainedObjectInfo[]) {
    if (c.gm_notes === id) {
      deck.takeObject({ guid: c.guid, position: at, rotation: CARD_FACE_UP, smooth: false });
      return;
    }
  }
}

/** Refill slot `i` with what the core drew (or leave it empty: the Court deck ran out). */
function refill(after: TableState, i: number): void {
  const zone = courtSlotZones()[i];
  const next = after.court.row[i];
  if (zone === undefined || next === undefined) return;
  if (next.card === undefined) {
    announce(`The Court deck is empty: Court slot ${i + 1} stays empty`);
    return;
  }
  drawIntoSlot(next.card, zone);
  announce(`${cardTitle(next.card)} is drawn into Court slot ${i + 1}`);
}

function toDiscard(card: TTSObject): void {
  const discard = find("court-discard");
  card.clearButtons();
  if (discard !== undefined) placeAt(card, above(discard, 0), false);
}

function toPlayArea(card: TTSObject, colour: Colour): void {
  const area = zoneOf("play-area", colour);
  card.clearButtons();
  if (area === undefined) return;
  // Side by side, three to a row, two rows; more cards overlap the first ones a little higher up.
  const n = courtCardsIn(area).length;
  const c = above(area, 0.5);
  const col = n % 3;
  const row = Math.floor(n / 3) % 2;
  const layer = Math.floor(n / 6);
  placeAt(card, { x: c.x + (col - 1) * 2.4, y: c.y, z: c.z - 1.65 + row * 3.3 + layer * 0.3 }, false, 0.2 * layer);
}

/** A click on "Secure" of slot `slot` (1-based). */
export function onSecureClicked(slot: number, clicker: string): void {
  const s = game();
  if (s === undefined || s.phase !== "play") {
    refuseTo(clicker, "cards in the Court are secured during a chapter, on your turn");
    return;
  }
  const colour = playingColour(clicker, s.seats);
  if (colour === undefined) {
    refuseTo(clicker, "only a seated player of this game can secure");
    return;
  }
  if (pending !== undefined) {
    refuseTo(clicker, `first ${pending.colour} finishes the When Secured of ${cardTitle(pending.card)}: ${pending.prompt}`);
    return;
  }
  const a = awaiting(s);
  if (a.kind !== "player" || a.player !== colour) {
    refuseTo(clicker, a.player !== undefined ? `it is ${a.player}'s turn, not yours: you secure on your own turn` : "you cannot secure now");
    return;
  }
  if (s.round === undefined || !s.round.played) {
    refuseTo(clicker, "play your action card first: Secure is an action (p.13), taken with its pips or a Relic in your Prelude");
    return;
  }
  const i = slot - 1;
  const zone = courtSlotZones()[i];
  const before = readCourtTable(s);
  const r = secure(before, colour, i);
  if (!r.ok) {
    refuseTo(clicker, r.reason);
    return;
  }
  const out = r.value;
  const cardObj = zone === undefined ? undefined : looseCardIn(zone);
  const own = zone === undefined ? 0 : moveAgents(zone, colour);
  const name = cardTitle(out.card);
  announce(`${colour} secures ${name} from Court slot ${slot}: ${own} own agent(s) back to supply${describeTaken(out.taken)}`);
  const def = courtCard(out.card);
  if (def !== undefined && def.kind === "guild") {
    if (cardObj !== undefined) toPlayArea(cardObj.obj, colour);
    refill(out.table, i);
  } else if (out.prompt === undefined) {
    if (cardObj !== undefined) toDiscard(cardObj.obj);
    applyEffects(out.effects, undefined);
    refill(out.table, i);
  } else {
    const p: PendingVox = { card: out.card, colour, slot: i, prompt: out.prompt, choices: choicesFor(s, out.card, colour, out.table) };
    pending = p;
    announce(`When Secured of ${name}: ${colour}, ${out.prompt}. ${colour} chooses with the buttons on the card.`);
    if (cardObj !== undefined) showChoices(cardObj.obj, p);
  }
  refreshCourt();
}

// ---- Vox cards: When Secured choices ----------------------------------------------------------------

function systemOf(o: TTSObject): string | undefined {
  const z = ownerZone(o, zonesTagged(o, "system"));
  return z === undefined ? undefined : z.getGMNotes();
}

function choicesFor(s: GameState, card: string, colour: Colour, t: TableState): Choice[] {
  const def = courtCard(card);
  const ws = def === undefined ? undefined : def.whenSecured;
  const out: Choice[] = [];
  const decline: Choice = { label: "Decline", answer: {} };
  if (ws === "massUprising") {
    for (let n = 1; n <= 6; n++) {
      if (s.outOfPlayClusters.indexOf(n) < 0) out.push({ label: `Cluster ${n}`, answer: { cluster: n } });
    }
    return out;
  }
  if (ws === "populistDemands") {
    // The engine says which declarations are legal now (a marker must be Available).
    for (const a of AMBITIONS) {
      if (cardCommandFor(s, card, colour, "declareByCard", a) !== undefined) out.push({ label: `Declare ${capitalised(a)}`, answer: { ambition: a } });
    }
    out.push(decline);
    return out;
  }
  if (ws === "outrageSpreads") {
    for (const r of RESOURCE_TYPES) out.push({ label: `Outrage: ${resourceName(r)}`, answer: { outrageType: r } });
    out.push(decline);
    return out;
  }
  if (ws === "songOfFreedom") {
    // BC29: "return any one city you control": only cities in systems the securer controls.
    const controlled: { [system: string]: boolean } = {};
    for (const city of tagged("city")) {
      const owner = colourOf(city);
      const system = systemOf(city);
      if (owner === undefined || system === undefined) continue;
      if (controlled[system] === undefined) controlled[system] = controlsSystem(colour, system);
      if (!controlled[system]) continue;
      out.push({ label: `Return ${owner} city (${system})`, answer: { returnCity: { owner, system } } });
    }
    out.push(decline);
    return out;
  }
  if (ws === "guildStruggle") {
    for (const p of t.players) {
      if (p.colour === colour) continue;
      for (const id of p.guildCards) out.push({ label: `Steal ${courtCardName(id)} from ${p.colour}`, answer: { steal: { from: p.colour, card: id } } });
    }
    out.push(decline);
    return out;
  }
  out.push(decline);
  return out;
}

/** The engine command `card` offers `colour` now (legalCommands with the card), if legal. */
function cardCommandFor(s: GameState, card: string, colour: Colour, type: Command["type"], ambition?: string): Command | undefined {
  for (const c of legalCommands(s, { cards: [card] })) {
    if (c.type !== type || !("player" in c) || c.player !== colour) continue;
    if (c.type === "declareByCard" && c.ambition !== ambition) continue;
    return c;
  }
  return undefined;
}

/** Song of Freedom's second question (BC29 card text: "If you do, you may seize the initiative"). */
function seizeChoices(): Choice[] {
  return [
    { label: "Seize the initiative", answer: { seize: true } },
    { label: "Do not seize", answer: { seize: false } },
  ];
}

/** The engine command a Vox answer sends (Populist Demands declares, Song of Freedom seizes). */
function engineCommandFor(card: string, colour: Colour, answer: WhenSecuredAnswer): Command | undefined {
  const def = courtCard(card);
  const ws = def === undefined ? undefined : def.whenSecured;
  if (ws === "populistDemands" && answer.ambition !== undefined) {
    return { type: "declareByCard", player: colour, ambition: answer.ambition as Ambition, card };
  }
  if (ws === "songOfFreedom" && answer.returnCity !== undefined && answer.seize === true) return { type: "seizeByCard", player: colour, card };
  return undefined;
}

function showChoices(card: TTSObject, p: PendingVox): void {
  card.clearButtons();
  const n = p.choices.length < MAX_CHOICES ? p.choices.length : MAX_CHOICES;
  for (let k = 0; k < n; k++) {
    card.createButton({
      click_function: `arcsCourtChoice_${k + 1}`,
      function_owner: Global,
      label: p.choices[k].label,
      tooltip: `${p.colour} chooses for ${cardTitle(p.card)}`,
      position: Vector(0, 0.3, -1.3 + k * 0.28),
      width: 1300,
      height: 120,
      font_size: 80,
    });
  }
}

/**
 * The table's part of the core's effects. Ships are placed by hand (said publicly); a declaration,
 * a seize and the Call to Action draw go through the game engine (session.submit), which announces
 * them, and the table follows: the marker into its box, the initiative marker laid down at the
 * seizer (bookkeeping.ts, on the engine's "seized" event), the drawn card into the hand.
 */
function applyEffects(effects: TableEffect[], command: Command | undefined): void {
  for (const e of effects) {
    if (e.kind === "placeShipsInCluster") announce(`${e.colour} places 1 ship in each system of cluster ${e.cluster} (Mass Uprising)`);
    if (e.kind === "returnCity") announce(`${e.owner}'s city in system ${e.system} returns to ${e.owner}'s player board (Song of Freedom)`);
    if (e.kind === "drawBottomActionCard") drawFromDiscardBottomOnTable(e.colour);
  }
  if (command !== undefined) submitCardCommand(command);
}

/** Submit a Vox card's engine command (already checked) and move what the engine moved. */
function submitCardCommand(command: Command): void {
  const before = game();
  const r = submit(command);
  if (!r.ok || before === undefined) {
    if (!r.ok) announce(`The game could not take it: ${r.reason}`);
    return;
  }
  if (command.type === "declareByCard") placeMarkerByCard(before, r.value, command.ambition);
}

/** Populist Demands: the marker the engine moved goes into the ambition's box (no zero marker). */
function placeMarkerByCard(before: GameState, after: GameState, ambition: string): void {
  for (const m of after.markers) {
    const was = before.markers.find((b) => b.id === m.id);
    if (m.at !== ambition || was === undefined || was.at === ambition) continue;
    const marker = find("ambition-marker", m.id);
    const box = find("ambition-box", ambition);
    if (marker !== undefined && box !== undefined) placeAt(marker, above(box, 0), marker.is_face_down);
  }
}

/**
 * Call to Action: the engine takes the bottom card of the action discard pile into the hand; the
 * table moves that card by identity. Only its new holder is told which card it is.
 */
function drawFromDiscardBottomOnTable(colour: Colour): void {
  const s = game();
  if (s === undefined) return;
  const command: Command = { type: "drawFromDiscardBottom", player: colour, card: "BC31" };
  const trial = apply(s, command);
  if (!trial.ok) {
    announce(`Call to Action draws nothing: ${trial.reason}`);
    return;
  }
  const id = s.discard[s.discard.length - 1];
  const r = submit(command);
  if (!r.ok) return;
  const spot = handSpot(colour);
  if (spot !== undefined) moveCard("action-card", id, { position: spot.position, faceDown: false, yaw: spot.yaw });
  tell(colour, `Call to Action: you drew ${cardName(id)} from the bottom of the action discard pile.`);
}

/** Put a court card into the Court deck (or onto the deck zone when the deck ran out). */
function intoCourtDeck(card: TTSObject): void {
  card.clearButtons();
  const deck = courtDeckObject();
  if (deck !== undefined && deck !== card) {
    card.setRotation(Vector(0, 180, 180));
    deck.putObject(card);
    return;
  }
  const zone = find("court-deck-zone");
  if (zone !== undefined) placeAt(card, above(zone, 0), true);
}

/** Shuffle the physical Court deck and read its new order (top first). */
function shuffledDeckIds(): string[] {
  const deck = courtDeckObject();
  if (deck !== undefined && deck.type === "Deck") deck.shuffle();
  return courtDeckIds();
}

/** The card object with id `id` lying loose in one of `zones` (for moves between play areas and discard). */
function looseCardObject(id: string, zone: TTSObject | undefined): { obj: TTSObject; inDeck?: string } | undefined {
  for (const c of courtCardsIn(zone)) if (c.id === id) return { obj: c.obj, inDeck: c.inDeck };
  return undefined;
}

/** Take a card out of wherever it lies (loose, or out of a stacked deck). */
function liftCard(found: { obj: TTSObject; inDeck?: string }): TTSObject {
  if (found.inDeck === undefined) return found.obj;
  const p = found.obj.getPosition();
  return found.obj.takeObject({ guid: found.inDeck, position: Vector(p.x, p.y + 1, p.z), smooth: false });
}

function outrageSpreadsOnTable(before: TableState, after: TableState, type: string): void {
  const discard = find("court-discard");
  for (const p of after.players) {
    const was = before.players.find((x) => x.colour === p.colour);
    if (was === undefined) continue;
    for (const id of was.guildCards) {
      if (p.guildCards.indexOf(id) >= 0) continue;
      const found = looseCardObject(id, zoneOf("play-area", p.colour));
      if (found !== undefined && discard !== undefined) placeAt(liftCard(found), above(discard, 0), false);
    }
    for (const token of objectsIn(zoneOf("resources-zone", p.colour))) {
      if (!token.hasTag("resource") || resourceType(token) !== type) continue;
      for (const bag of tagged("resource-supply")) if (bag.hasTag(type)) bag.putObject(token);
    }
  }
  announce(`Outrage Spreads: each player Provokes Outrage of ${capitalised(type)}: place an agent from your supply on that Outrage icon of your board`);
}

/** Why `owner`'s city in `system` cannot be returned by `colour` now (BC29: "any one city you control"). */
function cityNoLongerReturnable(colour: Colour, owner: Colour, system: string): string | undefined {
  let there = false;
  for (const city of tagged("city")) if (colourOf(city) === owner && systemOf(city) === system) there = true;
  if (!there) return `there is no ${owner} city in system ${system} any more: choose again`;
  if (!controlsSystem(colour, system)) {
    return `you no longer control system ${system} (strictly more fresh ships than each other player, p.7): Song of Freedom returns a city you control`;
  }
  return undefined;
}

function songOfFreedomOnTable(answer: WhenSecuredAnswer): void {
  const rc = answer.returnCity;
  if (rc === undefined) return;
  for (const city of tagged("city")) {
    if (colourOf(city) !== rc.owner || systemOf(city) !== rc.system) continue;
    const spot = rightmostEmptyCitySlot(rc.owner, []);
    if (spot !== undefined && citySlotNumber(spot) > 0) placeAt(city, spot, false, 0.3);
    return;
  }
}

function guildStruggleOnTable(answer: WhenSecuredAnswer, thief: Colour): void {
  const st = answer.steal;
  if (st !== undefined) {
    const found = looseCardObject(st.card, zoneOf("play-area", st.from));
    if (found !== undefined) {
      const card = liftCard(found);
      const def = courtCard(st.card);
      if (def !== undefined && def.buryIfStolen === true) intoCourtDeck(card);
      else toPlayArea(card, thief);
    }
  }
  for (const c of courtCardsIn(find("court-discard"))) {
    const def = courtCard(c.id);
    if (def !== undefined && def.kind === "guild") intoCourtDeck(liftCard(c));
  }
}

/** A click on a When Secured choice button (1-based). */
export function onChoiceClicked(k: number, clicker: string): void {
  const p = pending;
  const s = game();
  if (p === undefined || s === undefined) {
    refuseTo(clicker, "no When Secured is waiting for a choice");
    return;
  }
  const colour = playingColour(clicker, s.seats);
  if (colour !== p.colour) {
    refuseTo(clicker, `${p.colour} secured ${cardTitle(p.card)} and makes this choice, not you`);
    return;
  }
  const choice = p.choices[k - 1];
  if (choice === undefined) return;
  const zone = courtSlotZones()[p.slot];
  const before = readCourtTable(s, p.card);
  before.pending = { card: p.card, colour: p.colour, slot: p.slot, prompt: p.prompt };
  const def = courtCard(p.card);
  const ws = def === undefined ? undefined : def.whenSecured;
  const answer: WhenSecuredAnswer = p.stage === "seize" && p.answer !== undefined ? { ...p.answer, ...choice.answer } : { ...choice.answer };
  // A trial with the deck order as it stands, so a refusal leaves the table untouched.
  if (ws === "songOfFreedom") answer.deckOrder = before.court.deck.concat([p.card]);
  if (ws === "guildStruggle") answer.deckOrder = guildStrugglePool(before, answer);
  // Song of Freedom: the table may have changed since the choices were offered.
  if (ws === "songOfFreedom" && answer.returnCity !== undefined) {
    const why = cityNoLongerReturnable(colour, answer.returnCity.owner, answer.returnCity.system);
    if (why !== undefined) {
      refuseTo(clicker, why);
      return;
    }
  }
  const trial = answerWhenSecured(before, answer);
  if (!trial.ok) {
    refuseTo(clicker, trial.reason);
    return;
  }
  // Song of Freedom: a city is returned; "If you do, you may seize the initiative" when the engine allows it.
  if (ws === "songOfFreedom" && p.stage === undefined && answer.returnCity !== undefined) {
    if (cardCommandFor(s, p.card, colour, "seizeByCard") !== undefined) {
      p.stage = "seize";
      p.answer = { returnCity: answer.returnCity };
      p.prompt = "you may seize the initiative";
      p.choices = seizeChoices();
      announce(`${colour} chooses for ${cardTitle(p.card)}: ${choice.label}. ${colour} may now seize the initiative.`);
      const vox = zone === undefined ? undefined : looseCardIn(zone);
      if (vox !== undefined) showChoices(vox.obj, p);
      return;
    }
  }
  // The engine's part is checked before anything on the table moves.
  const command = engineCommandFor(p.card, colour, answer);
  if (command !== undefined) {
    const check = apply(s, command);
    if (!check.ok) {
      refuseTo(clicker, check.reason);
      return;
    }
  }
  let result = trial.value;
  const voxCard = zone === undefined ? undefined : looseCardIn(zone);
  pending = undefined;
  if (voxCard !== undefined) voxCard.obj.clearButtons();
  announce(`${colour} chooses for ${cardTitle(p.card)}: ${choice.label}`);
  if (ws === "outrageSpreads" && answer.outrageType !== undefined) outrageSpreadsOnTable(before, result.table, answer.outrageType);
  if (ws === "songOfFreedom") {
    songOfFreedomOnTable(answer);
    if (voxCard !== undefined) intoCourtDeck(voxCard.obj);
  }
  if (ws === "guildStruggle") guildStruggleOnTable(answer, colour);
  if (ws === "songOfFreedom" || ws === "guildStruggle") {
    // The real shuffle: the core takes the physical deck's new order.
    const real = answerWhenSecured(before, { ...answer, deckOrder: shuffledDeckIds() });
    if (real.ok) result = real.value;
  }
  if (ws !== "songOfFreedom" && voxCard !== undefined) toDiscard(voxCard.obj);
  applyEffects(result.effects, command);
  refill(result.table, p.slot);
  refreshCourt();
}

/** Guild Struggle's deck after the steal and the shuffle-in, in the order the cards now lie. */
function guildStrugglePool(t: TableState, answer: WhenSecuredAnswer): string[] {
  const pool = t.court.deck.slice();
  const st = answer.steal;
  if (st !== undefined) {
    const def = courtCard(st.card);
    if (def !== undefined && def.buryIfStolen === true) pool.push(st.card);
  }
  for (const id of t.court.discard) {
    const def = courtCard(id);
    if (def !== undefined && def.kind === "guild") pool.push(id);
  }
  return pool;
}

/** The Vox card waiting for a choice, if any (for tests and the bench). */
export function pendingVox(): { card: string; colour: Colour; slot: number } | undefined {
  return pending === undefined ? undefined : { card: pending.card, colour: pending.colour, slot: pending.slot };
}

// ---- save and load: a pending choice continues after a load ------------------------------------------

function isChoice(c: unknown): boolean {
  const x = c as { label?: unknown; answer?: unknown };
  return typeof c === "object" && typeof x.label === "string" && typeof x.answer === "object";
}

/** Check a saved pending choice (plain data from the save); a string says what is wrong. */
function pendingFrom(data: unknown): PendingVox | string {
  const d = data as { card?: unknown; colour?: unknown; slot?: unknown; prompt?: unknown; choices?: unknown; stage?: unknown; answer?: unknown };
  if (typeof data !== "object") return "the pending When Secured is not an object";
  const def = typeof d.card === "string" ? courtCard(d.card) : undefined;
  if (def === undefined || def.whenSecured === undefined) return "the pending When Secured names no Vox card";
  if (typeof d.colour !== "string" || COLOURS.indexOf(d.colour as Colour) < 0) return "the pending When Secured has no player colour";
  if (typeof d.slot !== "number" || d.slot < 0 || d.slot > 3 || Math.floor(d.slot) !== d.slot) return "the pending When Secured has no Court slot";
  if (typeof d.prompt !== "string" || typeof d.choices !== "object") return "the pending When Secured has no choices";
  const choices = d.choices as unknown[];
  for (const c of choices) if (!isChoice(c)) return "a choice of the pending When Secured is unreadable";
  const p: PendingVox = { card: d.card as string, colour: d.colour as Colour, slot: d.slot, prompt: d.prompt, choices: choices as Choice[] };
  if (d.stage === "seize") {
    if (typeof d.answer !== "object") return "the pending Song of Freedom seize has no chosen city";
    p.stage = "seize";
    p.answer = d.answer as WhenSecuredAnswer;
  }
  return p;
}

function saveCourt(): unknown {
  return pending === undefined ? undefined : { ...pending };
}

function restoreCourt(data: unknown): string | undefined {
  pending = undefined;
  if (data === undefined) return undefined;
  const s = game();
  if (s === undefined || s.phase !== "play") return "a When Secured choice, but no chapter is being played";
  const p = pendingFrom(data);
  if (typeof p === "string") return p;
  pending = p;
  return undefined;
}

/** The pending choice's card, if it still lies in its slot. */
function pendingCard(p: PendingVox): TTSObject | undefined {
  const zone = courtSlotZones()[p.slot];
  const card = zone === undefined ? undefined : looseCardIn(zone);
  return card === undefined || card.id !== p.card ? undefined : card.obj;
}

/**
 * The Court's painter: each slot's agent counts and Secure button, and a pending choice's buttons.
 * After a command only when the phase or the player to act changed (a card play changes neither).
 */
let courtKey = "";
export function paintCourt(full: boolean): void {
  const s = game();
  const who = s === undefined ? undefined : awaiting(s).player;
  const key = s === undefined ? "" : `${s.phase}:${who === undefined ? "" : who}`;
  if (!full && key === courtKey) return;
  courtKey = key;
  refreshCourt();
  const p = pending;
  if (full && p !== undefined) {
    const card = pendingCard(p);
    if (card !== undefined) showChoices(card, p);
  }
}

/** After a load: say where a pending choice stands. */
function resumePendingChoice(): void {
  const p = pending;
  if (p === undefined) return;
  if (pendingCard(p) === undefined) {
    announce(`${cardTitle(p.card)} is no longer in Court slot ${p.slot + 1}: put it back to finish its When Secured (${p.colour}: ${p.prompt})`);
    return;
  }
  announce(`When Secured of ${cardTitle(p.card)} continues: ${p.colour}, ${p.prompt}.`);
}

// ---- install ----------------------------------------------------------------------------------------

function onZoneChange(zone: TTSObject, obj: TTSObject, left: boolean): void {
  if (!zone.hasTag("court-slot")) return;
  if (left && obj.hasTag("court-card") && (pending === undefined || obj.getGMNotes() !== pending.card)) obj.clearButtons();
  const i = slotIndexOf(zone);
  // The pending Vox card put back into its slot gets its choices again.
  if (!left && pending !== undefined && i === pending.slot && obj.hasTag("court-card") && obj.getGMNotes() === pending.card) showChoices(obj, pending);
  if (i >= 0) refreshSlot(i);
}

export function installCourt(): void {
  exposeGlobal("arcsCourtNoop", () => undefined);
  for (let n = 1; n <= 4; n++) {
    const slot = n;
    exposeGlobal(`arcsCourtSecure_${n}`, (_card: TTSObject, colour: string) => onSecureClicked(slot, colour));
  }
  for (let k = 1; k <= MAX_CHOICES; k++) {
    const index = k;
    exposeGlobal(`arcsCourtChoice_${k}`, (_card: TTSObject, colour: string) => onChoiceClicked(index, colour));
  }
  registerSavedFeature("court", { save: () => saveCourt(), restore: (data) => restoreCourt(data) });
  on("objectEnterZone", (zone, obj) => onZoneChange(zone, obj, false));
  on("objectLeaveZone", (zone, obj) => onZoneChange(zone, obj, true));
  onRedraw("court", (full) => paintCourt(full));
  onResume("court", () => resumePendingChoice());
  installCardButtons();
}
