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
import { GOVERN_EDICTS } from "../../core/data/campaign/aidCards";
import { CAMPAIGN_COURT_CARDS } from "../../core/data/campaign/campaignCourt";
import { LORE_CARDS } from "../../core/data/lore";
import { courtRowSize } from "../../core/data/ambitions";
import { campaignActionDeck } from "../../core/campaign/flow";
import type { StartCampaignCommand } from "../../core/campaign/types";
import { randomIndex, seatsFrom, shuffled } from "../setup/oracle";
import { find } from "../lib/table";

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
