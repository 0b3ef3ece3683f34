/**
 * The event and number dice in the event phase (BR p.13): the script throws both where they lie and
 * reads them once they rest, by rotation value (`crisis-hex`, `number-4`: docs/table-contract.md),
 * as Act I's setup does (campaign/start.ts).
 */
import type { EventSymbol } from "../../../core/data/campaign/campaignPieces";
import { EVENT_SYMBOLS } from "../../../core/data/campaign/campaignPieces";
import type { PlanetSymbol } from "../../../core/data/map";
import { campaignDie, readEventDiePlanet, readNumberDie } from "../start";

export interface EventRoll {
  event: EventSymbol;
  planet: PlanetSymbol;
  cluster: number;
}

/** "crisis-hex" -> "crisis". */
export function readEventSymbol(value: unknown): EventSymbol | undefined {
  if (typeof value !== "string") return undefined;
  for (const e of EVENT_SYMBOLS) if (value.indexOf(`${e}-`) === 0) return e;
  return undefined;
}

/** Throw both dice (the event die alone: `eventOnly`, Planet-Eater Loose's Crisis, F1111); `done` gets the faces, or a reason when a die is missing or unreadable. */
export function throwEventDice(done: (roll: EventRoll | undefined, problem?: string) => void, eventOnly?: boolean): void {
  const numberDie = campaignDie("number");
  const eventDie = campaignDie("event");
  if (numberDie === undefined || eventDie === undefined) {
    done(undefined, "the number die or the event die is not on the table");
    return;
  }
  if (eventOnly !== true) numberDie.randomize();
  eventDie.randomize();
  Wait.condition(
    () => {
      const face = eventDie.getRotationValue();
      const event = readEventSymbol(face);
      const planet = readEventDiePlanet(face);
      const cluster = readNumberDie(numberDie.getRotationValue());
      if (event === undefined || planet === undefined || cluster === undefined) done(undefined, "a campaign die shows no face the table can read: roll again");
      else done({ event, planet, cluster });
    },
    () => numberDie.resting && eventDie.resting,
    10,
    () => done(undefined, "the campaign dice did not come to rest: roll again"),
  );
}
