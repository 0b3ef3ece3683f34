/**
 * Act I's start before the core knows the campaign (BR pp.4-6): the host presses "Campaign: new",
 * the script rolls the number and event dice on the table and reads them like the battle dice, deals
 * each player 2 "A" Fates into their hand, and waits for each secret choice (a Keep button on the
 * card, pressed only by the card's holder). When everyone has chosen, the choices are revealed
 * together in `startCampaign`. Until then the draws and choices live only here (saved with the
 * table, never announced): the public hears "Red has chosen a Fate", nothing more.
 */
import type { Colour } from "../../core/data/vocabulary";
import type { PlanetSymbol } from "../../core/data/map";
import { PLANET_SYMBOLS } from "../../core/data/map";
import { FATES } from "../../core/data/campaign/fates";
import { fateLetter } from "../../core/campaign/fates/setupWords";
import { GOVERN_EDICTS } from "../../core/data/campaign/aidCards";
import { CAMPAIGN_COURT_CARDS } from "../../core/data/campaign/campaignCourt";
import { LORE_CARDS } from "../../core/data/lore";
import { courtRowSize } from "../../core/data/ambitions";
import { campaignActionDeck } from "../../core/campaign/flow";
import type { StartCampaignCommand } from "../../core/campaign/types";
import { randomIndex, seatsFrom, shuffled } from "../setup/oracle";
import { find } from "../lib/table";
import type { GameState } from "../../core/game/types";
import { COLOURS } from "../../core/data/vocabulary";

/** The Act I start in progress (a saved feature section). */
export interface ActOneStart {
  /** "rolling": the two dice are on their way; "fates": the Fates are dealt and being chosen */
  stage: "rolling" | "fates";
  /** clockwise from the initiative player (BR p.4 step B: a random player) */
  seats: Colour[];
  numberDie?: number;
  eventDiePlanet?: PlanetSymbol;
  /** SECRET until startCampaign: each player's two Fates and their choice */
  drawn: { player: Colour; fates: string[]; chosen?: string }[];
}

/** The oracle's part: first player and each player's 2 "A" Fates (BR p.4 step B, p.6). */
export function drawActOne(seated: readonly Colour[]): ActOneStart {
  const first = seated[randomIndex(seated.length)];
  const seats = seatsFrom(seated, first);
  const pool = shuffled(FATES.filter((f) => f.letter === "A").map((f) => f.id));
  return { stage: "rolling", seats, drawn: seats.map((player, i) => ({ player, fates: [pool[2 * i], pool[2 * i + 1]] })) };
}

/** The startCampaign command once every Fate is chosen, with the shuffles drawn here (oracle). */
export function startCommand(st: ActOneStart): StartCampaignCommand | undefined {
  if (st.numberDie === undefined || st.eventDiePlanet === undefined) return undefined;
  const fates: string[] = [];
  for (const d of st.drawn) {
    if (d.chosen === undefined) return undefined;
    fates.push(d.chosen);
  }
  const n = st.seats.length;
  const rowSize = courtRowSize(n) as number;
  // BR p.4 steps I-J: deal the row from the shuffled campaign Court, then shuffle 1 lore per player into the rest.
  const court = shuffled(CAMPAIGN_COURT_CARDS.map((c) => c.id));
  const lore = shuffled(LORE_CARDS.map((l) => l.id)).slice(0, n);
  return {
    type: "startCampaign",
    seats: st.seats.slice(),
    actionDeck: shuffled(campaignActionDeck(n)),
    courtDeck: court.slice(0, rowSize).concat(shuffled(court.slice(rowSize).concat(lore))),
    governOrder: shuffled(GOVERN_EDICTS.slice()),
    fates,
    numberDie: st.numberDie,
    eventDiePlanet: st.eventDiePlanet,
  };
}

// ---- the dice ----------------------------------------------------------------------------------

export function campaignDie(kind: "number" | "event"): TTSObject | undefined {
  return find("campaign-die", kind);
}

/** "number-4" -> 4 (the number die's RotationValues, docs/table-contract.md). */
export function readNumberDie(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  for (let n = 1; n <= 6; n++) if (value === `number-${n}`) return n;
  return undefined;
}

/** "edict-crescent" -> "crescent": the event die's planet symbol (BR p.5 step O). */
export function readEventDiePlanet(value: unknown): PlanetSymbol | undefined {
  if (typeof value !== "string") return undefined;
  for (const p of PLANET_SYMBOLS) if (value === `crisis-${p}` || value === `edict-${p}`) return p;
  return undefined;
}

/**
 * Roll both dice where they lie and read them once they rest (as the battle dice are read).
 * `done` gets the faces, or a reason when a die is missing or shows no face the table knows.
 */
export function rollSetupDice(done: (numberDie: number | undefined, planet: PlanetSymbol | undefined, problem?: string) => void): void {
  const numberDie = campaignDie("number");
  const eventDie = campaignDie("event");
  if (numberDie === undefined || eventDie === undefined) {
    done(undefined, undefined, "the number die or the event die is not on the table");
    return;
  }
  numberDie.randomize();
  eventDie.randomize();
  Wait.condition(
    () => {
      const n = readNumberDie(numberDie.getRotationValue());
      const p = readEventDiePlanet(eventDie.getRotationValue());
      done(n, p, n === undefined || p === undefined ? "a campaign die shows no face the table can read: roll again" : undefined);
    },
    () => numberDie.resting && eventDie.resting,
    10,
    () => done(undefined, undefined, "the campaign dice did not come to rest: roll again"),
  );
}

/** Whose draw holds this Fate card (undefined: not part of the Act I draw). */
export function drawHolding(st: ActOneStart, fate: string): ActOneStart["drawn"][number] | undefined {
  for (const d of st.drawn) if (d.fates.indexOf(fate) >= 0) return d;
  return undefined;
}

export function waitingFor(st: ActOneStart): Colour[] {
  return st.drawn.filter((d) => d.chosen === undefined).map((d) => d.player);
}

/** A saved section read back: the shape checked field by field (a bad one starts over). */
export function restoreActOne(data: unknown): ActOneStart | string {
  const d = data as ActOneStart;
  if (typeof d !== "object" || (d.stage !== "rolling" && d.stage !== "fates") || !Array.isArray(d.seats) || !Array.isArray(d.drawn)) {
    return "the campaign start in progress is not readable";
  }
  for (const x of d.drawn) {
    if (typeof x !== "object" || typeof x.player !== "string" || !Array.isArray(x.fates) || x.fates.length !== 2) return "a Fate draw is not readable";
  }
  return d;
}

function isAFate(id: unknown): boolean {
  return fateLetter(id) === "A";
}

/**
 * A saved Act I start checked against the restored game (BR pp.4-6): a table still being set up, the
 * seats each once, one draw per seat of 2 different "A" Fates (no Fate in two draws), a choice among
 * its draw, and the dice read once the Fates are dealt. The host reads these: they name no Fate.
 */
export function actOneProblems(data: unknown, g: GameState | undefined): string[] {
  const shape = restoreActOne(data);
  if (typeof shape === "string") return [shape];
  const out: string[] = [];
  if (g !== undefined && (g.phase !== "setup" || g.campaign !== undefined)) out.push("an Act I start is saved beside a game already set up");
  const seats = shape.seats as unknown[];
  if (seats.length < 2 || seats.length > 4) out.push(`the Act I start seats ${seats.length} players, not 2 to 4`);
  seats.forEach((c, i) => {
    if (COLOURS.indexOf(c as Colour) < 0) out.push(`seat ${i + 1} is not a player colour`);
    else if (seats.indexOf(c) !== i) out.push(`${String(c)} is seated twice`);
  });
  if (shape.drawn.length !== seats.length) out.push("the Fate draws are not one per seat");
  const all: string[] = [];
  shape.drawn.forEach((d, i) => {
    if (d.player !== seats[i]) out.push(`Fate draw ${i + 1} is not for the seat in that place`);
    const fates = d.fates as string[];
    if (!isAFate(fates[0]) || !isAFate(fates[1])) out.push(`${String(d.player)}'s Fate draw holds a card that is not an "A" Fate`);
    for (const f of fates) {
      if (all.indexOf(f) >= 0) out.push(`${String(d.player)}'s Fate draw holds a Fate dealt twice`);
      all.push(f);
    }
    if (d.chosen !== undefined && fates.indexOf(d.chosen) < 0) out.push(`${String(d.player)}'s Fate choice is not among their draw`);
  });
  if (shape.stage === "fates" && (readNumberDie(`number-${String(shape.numberDie)}`) === undefined || PLANET_SYMBOLS.indexOf(shape.eventDiePlanet as PlanetSymbol) < 0)) {
    out.push("the Fates are dealt but the dice read are missing");
  }
  return out;
}
