/**
 * What a seat may see of the campaign's own commands (game/seatView.ts is the base game's): the
 * chosen Fates and the Govern cards are public, the action deck (every hand) and the Court deck
 * below the row stay hidden, a Fate drawn and not chosen is seen by its drawer alone, the hand cards
 * given and taken by Spy and Manipulate (fates/handCards.ts) by their two players alone.
 */
import { courtRowSize } from "../data/ambitions";
import type { Command } from "../game/types";
import type { SeatCommand, Viewer } from "../game/seatView";
import type { Colour } from "../data/vocabulary";
import type { HandCardCommand } from "./handCardTypes";

/** The campaign's commands as a seat sees them (merged into game/seatView.ts's SeatCommand). */
export type CampaignSeatCommand =
  | { type: "startCampaign"; seats: Colour[]; fates: string[]; numberDie: number; eventDiePlanet: string; governOrder: string[]; courtRow: string[] }
  | { type: "startAct"; record: unknown; courtRow: string[] }
  | { type: "chooseFates"; choices: { player: Colour; chosen: string; drawn?: string[] }[] }
  | HandCardCommand;

declare module "../game/seatView" {
  interface ModuleSeatCommands { campaign: CampaignSeatCommand }
}

/** The Court row dealt face up from a shuffled Court deck (the rest stays hidden); campaign rows lead with the Imperial Council. */
function courtRowOf(deck: readonly string[], seats: number): string[] {
  const rowSize = courtRowSize(seats);
  return typeof rowSize === "number" ? deck.slice(0, rowSize) : [];
}

/** A campaign command as `viewer` may see it; undefined for any other command (a ModuleSeatView). */
export function campaignSeatCommand(this: void, c: Command, viewer: Viewer): SeatCommand | undefined {
  switch (c.type) {
  case "startCampaign":
    // BR p.6: the chosen Fates are revealed together; the Govern cards lie face up in the booklet
    // (BR p.5 step M). The action deck (every hand) and the Court deck below the row stay hidden.
    return {
      type: "startCampaign", seats: c.seats.slice(), fates: c.fates.slice(), numberDie: c.numberDie, eventDiePlanet: c.eventDiePlanet,
      governOrder: c.governOrder.slice(), courtRow: courtRowOf(c.courtDeck, c.seats.length),
    };
  case "startAct":
    return { type: "startAct", record: c.record, courtRow: courtRowOf(c.courtDeck, c.record.seats.length) };
  case "chooseFates":
    // BR p.29 step F: the choices are revealed; the Fates not chosen return unseen (only their drawer saw them).
    return {
      type: "chooseFates",
      choices: c.choices.map((x) => (x.player === viewer ? { player: x.player, chosen: x.chosen, drawn: x.drawn.slice() } : { player: x.player, chosen: x.chosen })),
    };
  case "court": {
    // Plot to Kidnap (F817): the searched action discard pile's new order is its searcher's alone.
    const a = c.action;
    return viewer === c.player || a.kind !== "answer" || !a.answer.discardOrder ? undefined : { ...c, action: { ...a, answer: { ...a.answer, discardOrder: [] } } };
  }
  case "handCardAction":
    return viewer === c.player || viewer === c.rival ? c : { type: c.type, player: c.player, card: c.card, rival: c.rival, court: c.court, snapshot: c.snapshot };
    default:
      return undefined;
  }
}
