/**
 * A choice being made over several presses on one Court card (Elder Broker's Trade, Prison Wardens'
 * Execute and Pressgang, the steal Preludes): one per family at a time, on one card (its id) by that
 * card's owner. It is saved with the table under the family's name and checked on the way back in
 * (a reason string refuses it and the family starts clean), so a load draws the same step again;
 * the family's "Cancel" button drops it, for the card's owner only. The family's buttons draw from
 * it (cardButtons.ts); each press is checked here for who clicked (cards/captiveCards.ts `ownerClicking`).
 */
import type { Colour } from "../../core/data/vocabulary";
import type { TableState } from "../../core/court/types";
import { refuseTo } from "../lib/chat";
import { exposeGlobal } from "../lib/globals";
import { registerSavedFeature } from "../session/session";
import type { CardButtons } from "./cardButtons";
import { redrawCard } from "./cardButtons";
import { ownerClicking } from "./cards/captiveCards";
import { gmNotes } from "../lib/table";

/** What every choice names: the card (its id) and the owner making it. */
export interface Choosing {
  card: string;
  colour: Colour;
}

/** A press on a step of a choice: the clicking owner, the Court as read, and the choice in progress. */
export interface Pressed<C> {
  colour: Colour;
  before: TableState;
  choice: C;
}

export interface CardChoice<C extends Choosing> {
  /** The choice in progress on `card` by `owner`, if any. */
  on(this: void, card: TTSObject, owner: Colour): C | undefined;
  /**
   * A press on a button of a step under way: the clicking owner (with the Court as read) and the
   * choice in progress on this card; undefined when the clicker is not the owner (told why) or no
   * choice is in progress there (told `none`, when given).
   */
  pressed(this: void, card: TTSObject, clicker: string, none?: string): Pressed<C> | undefined;
  /** The choice in progress is now `c` (undefined: none); the caller redraws what changed. */
  set(this: void, c: C | undefined): void;
  /**
   * Saves it with the table as `feature` (`parse` checks it on the way back in) and exposes the
   * family's Cancel (`cancel`, its click function), which drops it and redraws the card's buttons.
   */
  install<S>(this: void, feature: string, parse: (data: unknown) => C | string, cancel: string, buttons: CardButtons<S>): void;
}

export function choiceBeingMade<C extends Choosing>(): CardChoice<C> {
  let now: C | undefined = undefined;
  const choiceOn = (card: TTSObject, owner: Colour): C | undefined => (now !== undefined && now.card === gmNotes(card) && now.colour === owner ? now : undefined);
  return {
    on: (card, owner) => choiceOn(card, owner),
    pressed: (card, clicker, none) => {
      const who = ownerClicking(card, clicker);
      if (who === undefined) return undefined;
      const choice = choiceOn(card, who.colour);
      if (choice === undefined) {
        if (none !== undefined) refuseTo(clicker, none);
        return undefined;
      }
      return { colour: who.colour, before: who.before, choice };
    },
    set: (c) => {
      now = c;
    },
    install: (feature, parse, cancel, buttons) => {
      registerSavedFeature(feature, {
        save: () => now,
        restore: (data) => {
          now = undefined;
          if (data === undefined) return undefined;
          const c = parse(data);
          if (typeof c === "string") return c;
          now = c;
          return undefined;
        },
      });
      exposeGlobal(cancel, (card: TTSObject, clicker: string) => {
        if (ownerClicking(card, clicker) === undefined) return;
        now = undefined;
        redrawCard(buttons, card);
      });
    },
  };
}
