/**
 * F909-F911 Seek the Portal, When Secured (seed 003): "If you control the Portal token, scrap any
 * number of ***any*** ships in its system. Gain 2 Power per ship scrapped. Shuffle this card into the
 * Court deck." Its answer (court/whenSecured.ts, kind "seekPortal") lists the ships scrapped, by owner
 * and side, with the Portal's system as the table read it before them. Checked here on that map: the
 * securer controls the Portal's system on their turn (BR p.10, as Against Hegemony's Banners) and it
 * holds those ships, any player's or Imperial (a Flagship is no "ship" of the map's, BR p.22; Blight
 * is no ship); accepted, the securer gains 2 Power a ship. The table takes them out of the game
 * (BR glossary "Scrap: Make out of play permanently").
 */
import type { GameState } from "../../game/types";
import type { CourtCommand } from "../../game/commands";
import type { WhenSecuredAnswer } from "../../court/whenSecured";
import { logEvent } from "../../game/util";
import { waitingWhenSecured } from "../../court/machine";
import { countIn, mapSnapshotRefusal } from "../mapControl";
import { bannersControlled } from "./banners";
import { COUNCIL_DECIDED, IMPERIAL_COUNCIL } from "../../data/campaign/aidCards";
import type { CampaignState } from "../types";
import { campaignPlayer } from "./setupWords";

const SEEK: readonly string[] = ["F909", "F910", "F911"];

/** `c`'s answer when it answers the waiting When Secured of one of `cards`, by its securer. */
export function answering(s: GameState, c: CourtCommand, cards: readonly string[]): WhenSecuredAnswer | undefined {
  const a = c.action;
  const w = waitingWhenSecured(s.secure);
  return typeof a === "object" && a.kind === "answer" && w && w.colour === c.player && cards.indexOf(w.card) >= 0 ? a.answer : undefined;
}

/** A `court` command `run`, with Seek the Portal's scraps checked before and their Power after. */
export function seekPortal(s: GameState, c: CourtCommand, run: () => string | undefined): string | undefined {
  const answer = answering(s, c, SEEK);
  const ships = (answer && answer.scrap) || [];
  const map = answer && answer.map;
  const n = ships.length;
  const at = map && mapSnapshotRefusal(map, s.seats) === undefined ? bannersControlled(s, c.player, map, "Portal")[0] : undefined;
  if (n > 0 && at === undefined) return "Seek the Portal: you do not control the Portal token";
  for (const x of ships) {
    const side = x.damaged ? "damaged" : "fresh";
    if (ships.filter((y) => y.owner === x.owner && y.damaged === x.damaged).length > countIn(map!, at!, x.owner, "ship", side)) return `Seek the Portal: no more ${side} ${x.owner} ships in ${at}`;
  }
  const r = run();
  if (r === undefined && n > 0) {
    // A Court step shares the state's fields with the state before (engine.ts): the players are replaced.
    s.players = s.players.map((p) => (p.colour === c.player ? { ...p, power: p.power + 2 * n } : p));
    logEvent(s, "secured", c.player, `Seek the Portal: ${c.player} scraps ${n} ships in ${at}, +${2 * n} Power`);
  }
  return r;
}

/*
 * F713 Command Chaos, When Secured (seed 003): "Influence once. You may become a Regent. Shuffle this
 * card into the Court deck." Its answer (court/whenSecured.ts, kind "commandChaos") names the Court
 * card influenced, which the Court places, and whether its securer, an Outlaw, becomes a Regent: set
 * here once the Court took the answer (as the Sponsored ambition's "they become a Regent", F123).
 * A Decided Imperial Council takes no agent (BR p.14). Kept with Seek the Portal: one module less in Global.
 */
/** A `court` command `run`, with Command Chaos's answer checked before and its Regent made after. */
export function commandChaos(s: GameState, c: CourtCommand, run: () => string | undefined): string | undefined {
  const a = c.action;
  const w = waitingWhenSecured(s.secure);
  const answer = typeof a === "object" && a.kind === "answer" && w && w.colour === c.player && w.card === "F713" ? a.answer : undefined;
  const campaign = s.campaign as CampaignState;
  const me = campaignPlayer(campaign, c.player);
  if (answer && answer.influence === IMPERIAL_COUNCIL && campaign.council !== "inSession") return COUNCIL_DECIDED;
  // A Regent already stays one.
  const regent = answer && answer.regent === true && me && me.title === "outlaw" ? me : undefined;
  const r = run();
  if (r === undefined && regent) {
    regent.title = "regent";
    logEvent(s, "secured", c.player, `Command Chaos (F713): ${c.player} becomes a Regent`);
  }
  return r;
}
