/**
 * Prison Wardens (BC12) at the table (seed 003 card reference: "Pressgang (Build): Return any number
 * of your Captives to gain any 1 resource for each. Execute (Influence): Move any number of your
 * Captives to your Trophies."), through the one Court card button mechanism (cardButtons.ts).
 *
 * On the card in its owner's play area during a chapter: "Execute all Captives" (one press), or a
 * choice over several presses, like Elder Broker's Trade: "Execute some Captives" / "Pressgang
 * Captives", then "+1 <Rival> Captive" as often as wanted (or "All Captives"), then "Execute N
 * Captive(s)" or, for a Pressgang, one "Gain <type>" per Captive returned (types may be mixed); the
 * last one sends the command. "Cancel" goes back. Only the owner may press them; the core's
 * `cardAction` decides (their turn, a card played, a Build / an Influence left, the Captives they
 * have) from the table as read, and the script moves the chosen Captives and resources. The choice
 * in progress is saved with the table ("wardens" feature), so a load draws the same step again.
 */
import type { Colour, ResourceType } from "../../../core/data/vocabulary";
import { COLOURS, RESOURCE_TYPES } from "../../../core/data/vocabulary";
import { baseCardOf } from "../../../core/powers/courtPowers";
import type { CaptiveCount } from "../../../core/powers/capturePowers";
import { total } from "../../../core/powers/capturePowers";
import type { CardActionStep } from "../../../core/powers/cardActions";
import { apply } from "../../../core/rules";
import { capitalise } from "../../../core/util/ascii";
import { refuseTo } from "../../lib/chat";
import { exposeGlobal } from "../../lib/globals";
import { zoneOf, gmNotes } from "../../lib/table";
import { colourOf, objectsIn } from "../../lib/pieceTags";
import { returnToSupply } from "../../lib/place";
import { game } from "../../session/session";
import type { Pressed } from "../cardChoice";
import { choiceBeingMade } from "../cardChoice";
import type { CardButtons } from "../cardButtons";
import { installCardButtonsFor, chapterOwner, playAreaOwner, isCourtCardObject, exposeCardClicks } from "../cardButtons";
import { decide, matchSlots, moveInto, ownerClicking, withStanding } from "./captiveCards";
import { removeButtonsWhere, rowButton } from "../buttonKit";

const WARDENS = "BC12";
const EXECUTE_ALL = "arcsCardExecute";
const START_EXECUTE = "arcsWardensExecute";
const START_PRESSGANG = "arcsWardensPressgang";
const PICK = "arcsWardensPick_";
const ALL = "arcsWardensAll";
const DONE = "arcsWardensDone";
const GAIN = "arcsWardensGain_";
const CANCEL = "arcsWardensCancel";

function ours(fn: string): boolean {
  return fn === EXECUTE_ALL || fn === START_EXECUTE || fn === START_PRESSGANG || fn.indexOf(PICK) === 0 || fn === ALL || fn === DONE || fn.indexOf(GAIN) === 0 || fn === CANCEL;
}

type Mode = "execute" | "pressgang";

/** The choice being made: on which card, by whom, which action, the Captives chosen, then the resources. */
interface WardensChoice {
  card: string;
  colour: Colour;
  mode: Mode;
  captives: CaptiveCount[];
  /** the Captives are chosen: a Pressgang now chooses one resource per Captive */
  gaining: boolean;
  gains: ResourceType[];
}

const WARDENS_CHOICE = choiceBeingMade<WardensChoice>();

function isWardens(o: TTSObject): boolean {
  return isCourtCardObject(o) && baseCardOf(gmNotes(o)) === WARDENS;
}

function chosenOf(list: CaptiveCount[], colour: Colour): number {
  for (const e of list) if (e.colour === colour) return e.count;
  return 0;
}

function refreshCard(card: TTSObject): void {
  removeButtonsWhere(card, ours);
  const at = chapterOwner(card);
  if (at === undefined) return;
  const { state: s, owner } = at;
  const c = WARDENS_CHOICE.on(card, owner);
  if (c === undefined) {
    rowButton(card, EXECUTE_ALL, "Execute all Captives", `Prison Wardens: ${owner} Executes all their Captives (Influence)`, 0);
    rowButton(card, START_EXECUTE, "Execute some Captives", `Prison Wardens, Execute (Influence): ${owner} chooses the Captives`, 1);
    rowButton(card, START_PRESSGANG, "Pressgang Captives", `Prison Wardens, Pressgang (Build): ${owner} returns Captives for 1 resource each`, 2);
    return;
  }
  let row = 0;
  const n = total(c.captives);
  if (c.gaining) {
    for (const r of RESOURCE_TYPES) {
      rowButton(card, GAIN + r, `Gain ${capitalise(r)} (${c.gains.length + 1} of ${n})`, `Pressgang: ${owner} gains 1 ${capitalise(r)} for a returned Captive`, row);
      row += 1;
    }
  } else {
    for (const rival of s.seats) {
      if (rival === owner) continue;
      rowButton(card, PICK + rival, `+1 ${rival} Captive (${chosenOf(c.captives, rival)})`, `Choose one more of ${owner}'s ${rival} Captives to ${c.mode === "execute" ? "Execute" : "Pressgang"}`, row);
      row += 1;
    }
    rowButton(card, ALL, "All Captives", `Choose every Captive ${owner} has`, row);
    row += 1;
    const done = c.mode === "execute" ? `Execute ${n} Captive(s)` : `Pressgang ${n}: choose resources`;
    rowButton(card, DONE, done, c.mode === "execute" ? `Move the chosen Captives to ${owner}'s Trophies (Influence)` : "Then choose 1 resource for each", row);
    row += 1;
  }
  rowButton(card, CANCEL, "Cancel", "Choose Execute or Pressgang again", row);
}

const BUTTONS: CardButtons<boolean> = { name: "Prison Wardens", shapeOf: isWardens, draw: refreshCard };

/** The agents lying in `colour`'s Captives zone, by their colour. */
function captivesOnTable(colour: Colour): CaptiveCount[] {
  const out: CaptiveCount[] = [];
  const objs = objectsIn(zoneOf("captives", colour));
  for (const c of COLOURS) {
    let n = 0;
    for (const o of objs) if (o.hasTag("agent") && colourOf(o) === c) n += 1;
    if (c !== colour && n > 0) out.push({ colour: c, count: n });
  }
  return out;
}

/** The chosen number of agents of each colour out of `colour`'s Captives zone. */
function chosenAgents(colour: Colour, list: CaptiveCount[]): TTSObject[] {
  const out: TTSObject[] = [];
  const left: { [c: string]: number } = {};
  for (const e of list) left[e.colour] = e.count;
  for (const o of objectsIn(zoneOf("captives", colour))) {
    if (!o.hasTag("agent")) continue;
    const c = colourOf(o);
    if (c === undefined || left[c] === undefined || left[c] <= 0) continue;
    left[c] = left[c] - 1;
    out.push(o);
  }
  return out;
}

function execute(card: TTSObject, clicker: string, captives: CaptiveCount[]): boolean {
  const who = ownerClicking(card, clicker);
  if (who === undefined) return false;
  const after = decide(clicker, who.colour, { kind: "execute", captives, court: who.before });
  if (after === undefined) return false;
  moveInto(chosenAgents(who.colour, captives), zoneOf("trophies", who.colour));
  return true;
}

export function onExecuteAllClicked(card: TTSObject, clicker: string): void {
  const owner = playAreaOwner(card);
  execute(card, clicker, owner === undefined ? [] : captivesOnTable(owner));
}

/** The clicking owner with the choice in progress on this card, or undefined (the clicker told why). */
function current(card: TTSObject, clicker: string): Pressed<WardensChoice> | undefined {
  return WARDENS_CHOICE.pressed(card, clicker, "Choose Execute or Pressgang first");
}

export function onStartClicked(card: TTSObject, clicker: string, mode: Mode): void {
  const who = ownerClicking(card, clicker);
  if (who === undefined) return;
  WARDENS_CHOICE.set({ card: gmNotes(card), colour: who.colour, mode, captives: [], gaining: false, gains: [] });
  refreshCard(card);
}

export function onPickClicked(card: TTSObject, clicker: string, rival: Colour): void {
  const cur = current(card, clicker);
  if (cur === undefined || cur.choice.gaining) return;
  const have = chosenOf(captivesOnTable(cur.colour), rival);
  const chosen = chosenOf(cur.choice.captives, rival);
  if (chosen >= have) {
    refuseTo(clicker, `${cur.colour} has ${have} ${rival} Captive(s), and ${chosen} are chosen already`);
    return;
  }
  const captives: CaptiveCount[] = [];
  for (const e of cur.choice.captives) if (e.colour !== rival) captives.push(e);
  captives.push({ colour: rival, count: chosen + 1 });
  WARDENS_CHOICE.set({ ...cur.choice, captives });
  refreshCard(card);
}

/** The step once the Captives are chosen: an Execute is sent; a Pressgang is checked, then chooses resources. */
function captivesChosen(card: TTSObject, clicker: string, cur: Pressed<WardensChoice>): void {
  const c = cur.choice;
  if (total(c.captives) === 0) {
    refuseTo(clicker, `Choose the Captives to ${c.mode === "execute" ? "Execute" : "Pressgang"} (${cur.colour} has ${total(captivesOnTable(cur.colour))})`);
    return;
  }
  if (c.mode === "execute") {
    if (execute(card, clicker, c.captives)) {
      WARDENS_CHOICE.set(undefined);
      refreshCard(card);
    }
    return;
  }
  // Asked ahead with any resources: a Pressgang the core refuses (no Build left...) stops here, before the resources are chosen.
  const s = game();
  if (s === undefined) return;
  const gains: ResourceType[] = [];
  for (let i = 0; i < total(c.captives); i++) gains.push("material");
  const action: CardActionStep = { kind: "pressgang", captives: c.captives, gains, court: cur.before };
  const check = apply(s, withStanding({ type: "cardAction", player: cur.colour, action }, cur.before));
  if (!check.ok) {
    refuseTo(clicker, check.reason);
    return;
  }
  WARDENS_CHOICE.set({ ...c, gaining: true, gains: [] });
  refreshCard(card);
}

export function onAllClicked(card: TTSObject, clicker: string): void {
  const cur = current(card, clicker);
  if (cur === undefined || cur.choice.gaining) return;
  const chosen = { ...cur, choice: { ...cur.choice, captives: captivesOnTable(cur.colour) } };
  WARDENS_CHOICE.set(chosen.choice);
  // Drawn now: a Pressgang the core refuses leaves every Captive chosen, to Cancel or to change.
  refreshCard(card);
  captivesChosen(card, clicker, chosen);
}

export function onDoneClicked(card: TTSObject, clicker: string): void {
  const cur = current(card, clicker);
  if (cur === undefined || cur.choice.gaining) return;
  captivesChosen(card, clicker, cur);
}

export function onGainClicked(card: TTSObject, clicker: string, type: ResourceType): void {
  const cur = current(card, clicker);
  if (cur === undefined || !cur.choice.gaining) return;
  const c = cur.choice;
  const gains = c.gains.concat([type]);
  if (gains.length < total(c.captives)) {
    WARDENS_CHOICE.set({ ...c, gains });
    refreshCard(card);
    return;
  }
  const after = decide(clicker, cur.colour, { kind: "pressgang", captives: c.captives, gains, court: cur.before });
  if (after === undefined) return;
  WARDENS_CHOICE.set(undefined);
  for (const o of chosenAgents(cur.colour, c.captives)) returnToSupply(o);
  matchSlots(cur.colour, after);
  refreshCard(card);
}

/** The choice being made as saved with the table, or why it is malformed. */
function parseWardensChoice(data: unknown): WardensChoice | string {
  const d = data as { card?: unknown; colour?: unknown; mode?: unknown; captives?: unknown; gaining?: unknown; gains?: unknown };
  if (typeof d !== "object" || typeof d.card !== "string" || COLOURS.indexOf(d.colour as Colour) < 0) return "the Prison Wardens choice is malformed";
  if (d.mode !== "execute" && d.mode !== "pressgang") return "the Prison Wardens action is neither Execute nor Pressgang";
  const captives: CaptiveCount[] = [];
  if (d.captives !== undefined) {
    if (!Array.isArray(d.captives)) return "the chosen Captives are not a list";
    for (const e of d.captives as { colour?: unknown; count?: unknown }[]) {
      if (typeof e !== "object" || COLOURS.indexOf(e.colour as Colour) < 0 || typeof e.count !== "number" || Math.floor(e.count) !== e.count || e.count < 1) return "a chosen Captive is malformed";
      captives.push({ colour: e.colour as Colour, count: e.count });
    }
  }
  const gains: ResourceType[] = [];
  if (d.gains !== undefined) {
    if (!Array.isArray(d.gains)) return "the chosen resources are not a list";
    for (const r of d.gains as unknown[]) {
      if (RESOURCE_TYPES.indexOf(r as ResourceType) < 0) return "a chosen resource is not a resource";
      gains.push(r as ResourceType);
    }
  }
  return { card: d.card, colour: d.colour as Colour, mode: d.mode, captives, gaining: d.gaining === true, gains };
}

export function installWardenCards(): void {
  exposeGlobal(EXECUTE_ALL, onExecuteAllClicked);
  exposeGlobal(START_EXECUTE, (card: TTSObject, colour: string) => onStartClicked(card, colour, "execute"));
  exposeGlobal(START_PRESSGANG, (card: TTSObject, colour: string) => onStartClicked(card, colour, "pressgang"));
  exposeCardClicks(PICK, COLOURS, onPickClicked);
  exposeGlobal(ALL, onAllClicked);
  exposeGlobal(DONE, onDoneClicked);
  exposeCardClicks(GAIN, RESOURCE_TYPES, onGainClicked);
  WARDENS_CHOICE.install("wardens", parseWardensChoice, CANCEL, BUTTONS);
  installCardButtonsFor(BUTTONS);
}
