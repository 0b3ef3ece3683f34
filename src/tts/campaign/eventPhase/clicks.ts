/**
 * The event phase panel's buttons (BR pp.13-21). Every press checks who clicked against what the
 * state asks of whom (the same questions the painter asks, panel.ts); a wrong clicker is told
 * privately and nothing happens. The rules are the core's: each press is one command, refused with
 * the core's reason.
 */
import type { Colour, ResourceType } from "../../../core/data/vocabulary";
import type { Command, GameState } from "../../../core/game/types";
import type { CampaignState, DemandGift, GovernCommand, SummitActionCommand } from "../../../core/campaign/types";
import type { Policy } from "../../../core/data/campaign/aidCards";
import { announce, refuseTo, tell } from "../../lib/chat";
import { withOaths } from "../../lib/pieceTags";
import { occupiedCitySlots } from "../../lib/boards";
import { emptySlots } from "../../../core/resources/resources";
import { outlawTakesFromTrust } from "./trust";
import { redrawAll } from "../../session/redraw";
import { game, submit } from "../../session/session";
import { councilSecurer, crisesActor, crisesListed, edictActor, favorRivals, governDue } from "./panel";
import { giftOptions, outlawChoices } from "./gifts";
import { eventSession, giftOf, resetGifts, setGift } from "./session";
import { throwEventDice } from "./dice";
import { mapReadUnderWay, readMapOverFrames } from "../../lib/mapReading";
import type { MapSnapshot } from "../../../core/map/snapshot";
import { mapSnapshotRefusal } from "../../../core/campaign/mapControl";
import { guildCardsOf, playerHoldings, readCourtRowSnapshot } from "../../court/table";
import { swornGuardians } from "../../../core/court/guildCards";
import { HUNGER, hungerCard } from "../../lib/blightHunger";
import { asColour } from "../../lib/table";
import { crisesCommand } from "./crisesCommand";
import { isAuthority } from "../../../core/campaign/fates/governAuthority";
import { findByColour } from "../../../core/util/byId";
import { attachOwed } from "../../court/cards/fateGuildCards";
import { readScoringSnapshot } from "../../scoring/read";

/** The state and campaign when `clicker` is `expected`; otherwise a private refusal. */
export function asActor(clicker: string, expected: Colour | undefined, what: string): { s: GameState; c: CampaignState; me: Colour } | undefined {
  const s = game();
  const c = s && s.campaign;
  if (s === undefined || c === undefined || expected === undefined) {
    refuseTo(clicker, `there is nothing to ${what} now`);
    return undefined;
  }
  const me = asColour(clicker);
  if (me !== expected) {
    refuseTo(clicker, `only ${expected} may ${what} now`);
    return undefined;
  }
  return { s, c, me };
}

export function send(clicker: string, command: Command, redraw: "now" | "nextFrame" = "now"): boolean {
  const r = submit(command, redraw);
  if (!r.ok) {
    refuseTo(clicker, r.reason);
    redrawAll();
  }
  return r.ok;
}

/**
 * Reads the map over the next frames (lib/mapReading.ts), then submits the command `make` builds
 * from it, if the game is still the one pressed on (nothing applied meanwhile). A refusal goes to
 * the clicker, or to everyone for the script's own step (`clicker` undefined: the Council's dice).
 */
export function onMapRead(clicker: string | undefined, make: (map: MapSnapshot, s: GameState) => Command, done?: () => void): void {
  const pressedOn = game();
  const tell = (why: string): void => {
    if (clicker === undefined) announce(`Event phase: ${why}.`);
    else refuseTo(clicker, why);
  };
  const started = readMapOverFrames(
    (map) => {
      const s = game();
      return s === undefined ? "there is no game on the table" : mapSnapshotRefusal(map, s.seats);
    },
    (map) => {
      const s = game();
      if (s === undefined || s !== pressedOn) {
        tell("the game moved on while the map was read: press again");
        redrawAll();
        return;
      }
      const command = make(map, s);
      // The decision on a whole map fills this frame: the panels are drawn on the next.
      if (clicker !== undefined) {
        if (send(clicker, command, "nextFrame") && done !== undefined) done();
        return;
      }
      const r = submit(command, "nextFrame");
      // An applied command redrew everything (session.ts submit); a refused one changed nothing.
      if (!r.ok) {
        tell(r.reason);
        redrawAll();
      }
    },
    (why) => {
      tell(why);
      redrawAll();
    },
  );
  if (!started) tell("the script is reading the map: a moment");
}

function phaseHolder(step: string): Colour | undefined {
  const s = game();
  const ep = s && s.campaign && s.campaign.eventPhase;
  return ep !== undefined && ep.step === step ? ep.player : undefined;
}

export function onSummitCall(clicker: string, call: boolean): void {
  const a = asActor(clicker, phaseHolder("summit"), "decide on a Summit");
  if (a !== undefined) send(clicker, { type: "eventSummit", player: a.me, call });
}

export function onCallToOrder(clicker: string, action: SummitActionCommand["action"]): void {
  const a = asActor(clicker, phaseHolder("inSummit"), action === "end" ? "close the Summit" : "take the Summit's Call to Order actions");
  if (a !== undefined) send(clicker, { type: "summit", player: a.me, action });
}

export function onReturnFavor(clicker: string, index: number): void {
  const a = asActor(clicker, phaseHolder("inSummit"), "return Favors");
  if (a === undefined) return;
  const rival = favorRivals(a.c, a.me)[index - 1];
  if (rival === undefined) {
    refuseTo(clicker, "you hold no such Favor");
    return;
  }
  send(clicker, { type: "summit", player: a.me, action: "returnFavors", rival, count: 1 });
}

// ---- the dice --------------------------------------------------------------------------------

/** Throws the event and number dice for the event (`event`) or the Council's Crises (`crises`). */
export function rollFor(kind: "event" | "crises"): void {
  eventSession().rolling = kind;
  redrawAll();
  throwEventDice((roll, problem) => {
    if (eventSession().rolling !== kind) return;
    eventSession().rolling = undefined;
    const s = game();
    if (roll === undefined || s === undefined) {
      announce(`Event phase: ${problem === undefined ? "the dice could not be read" : problem}.`);
      redrawAll();
      return;
    }
    if (kind === "crises") {
      // The map is read over the next frames (a map in play is too large for one frame).
      onMapRead(undefined, (map, now) => crisesCommand(map, now, { planet: roll.planet, cluster: roll.cluster }));
      return;
    }
    const r = submit({ type: "rollEventDice", player: (phaseHolder("roll") ?? s.initiative), event: roll.event, planet: roll.planet, cluster: roll.cluster });
    // An applied command redrew everything (session.ts submit); a refused one changed only the session.
    if (!r.ok) {
      announce(`Event phase: ${r.reason}`);
      redrawAll();
    }
  });
}

export function onRoll(clicker: string): void {
  const a = asActor(clicker, phaseHolder("roll"), "roll the event dice");
  if (a === undefined) return;
  if (eventSession().rolling !== undefined) {
    refuseTo(clicker, "the dice are already rolling");
    return;
  }
  rollFor("event");
}

// ---- the Council, the Crises -------------------------------------------------------------------

/** BR p.14: the Council is secured like a Court card; its agents are moved at the table. */
export function onSecureCouncil(clicker: string): void {
  const s = game();
  const a = asActor(clicker, s && councilSecurer(s), "secure the Imperial Council");
  if (a !== undefined) send(clicker, { type: "secureCouncil", player: a.me });
}

export function onCouncil(clicker: string, resolve: "Crises" | "Edicts"): void {
  const a = asActor(clicker, phaseHolder("council"), "resolve the Imperial Council");
  if (a === undefined) return;
  const me = findByColour(a.c.players, a.me)!;
  // An Outlaw steals what fits into their empty resource slots (BR p.14): the open slots of their board as read.
  const holdings = me !== undefined && me.title === "outlaw" ? playerHoldings(a.me) : undefined;
  const room = holdings === undefined ? 0 : emptySlots(holdings);
  // The First Regent's Guild cards as they lie: Sworn Guardians stops the steal (BR p.27).
  const fr = a.c.firstRegent;
  const firstRegentGuildCards = fr === undefined ? [] : guildCardsOf(fr);
  const guarded = swornGuardians(firstRegentGuildCards) !== undefined;
  if (guarded && room > 0 && a.c.trust.length > 0) tell(clicker, `${fr} has Sworn Guardians: nothing is stolen from the Imperial Trust (BR p.27)`);
  const steal = guarded ? [] : a.c.trust.slice(0, room);
  // The stolen tokens leave the Trust area for the Outlaw's slots (trust.ts), as the core took them.
  if (send(clicker, { type: "resolveCouncil", player: a.me, steal, resolve, firstRegentGuildCards }) && holdings !== undefined) outlawTakesFromTrust(a.me, steal as ResourceType[], holdings);
}

export function onCrises(clicker: string): void {
  const s = game();
  const due = s !== undefined && s.campaign !== undefined && s.campaign.eventPhase === undefined && s.campaign.crisesDue === true;
  const a = asActor(clicker, due && s !== undefined ? crisesActor(s) : undefined, "resolve the Crises");
  if (a === undefined) return;
  if (eventSession().rolling !== undefined) {
    refuseTo(clicker, "the dice are already rolling");
    return;
  }
  if (mapReadUnderWay()) {
    refuseTo(clicker, "the script is reading the map: a moment");
    return;
  }
  const ev = a.c.lastEvent;
  // The Council's Crises have no event roll: the dice are rolled for them (BR p.18).
  if (ev === undefined || ev.council !== undefined || ev.planet === undefined) {
    rollFor("crises");
    return;
  }
  // Planet-Eater Loose (F1111) in the Court: "Roll the event die again": thrown first, its face sent with the map.
  if (readCourtRowSnapshot(a.s).some((r) => r.card === "F1111" || r.attached === "F1111")) {
    throwEventDice((roll, why) => (roll === undefined ? refuseTo(clicker, why as string) : onMapRead(clicker, (map, now) => crisesCommand({ ...map, eventDie: roll.planet }, now))), true);
    return;
  }
  onMapRead(clicker, (map, now) => crisesCommand(map, now));
}

/** BR p.18: the resolver of the Crises has the table carry out the Blight hits, once (the core keeps it). */
export function onCarryOutBlight(clicker: string): void {
  const s = game();
  const c = s && s.campaign;
  const a = asActor(clicker, s !== undefined && c !== undefined && crisesListed(c) ? crisesActor(s) : undefined, "carry out the Blight hits");
  // With Blight Hunger (F1313) where it lies: the core decides the destroyed pieces go there.
  if (a === undefined) return;
  onMapRead(clicker, (map, now) => {
    const held = now.seats.filter((x) => hungerCard(x) !== undefined).map((x) => ({ colour: x, cards: [HUNGER] }));
    return { type: "carryOutBlight", player: a.me, map: held.length === 0 ? map : { ...map, playAreas: held } };
  });
}

export function onCrisesDone(clicker: string): void {
  const s = game();
  const a = asActor(clicker, s !== undefined && s.campaign !== undefined && eventSession().crisesShown === true ? crisesActor(s) : undefined, "close the Crises list");
  if (a === undefined) return;
  const owed = attachOwed();
  if (owed !== undefined) return refuseTo(clicker, owed);
  eventSession().crisesShown = undefined;
  redrawAll();
}

// ---- Edicts ----------------------------------------------------------------------------------

export function onGive(clicker: string, colour: Colour, index: number): void {
  const s = game();
  const c = s && s.campaign;
  const a = asActor(clicker, governDue(c) ? colour : undefined, `choose ${colour}'s give to the Imperial Demand`);
  if (a === undefined) return;
  const g = giftOptions(a.c, a.me)[index - 1];
  if (g === undefined) {
    refuseTo(clicker, "that give is not offered");
    return;
  }
  setGift(a.me, g);
  redrawAll();
}

/**
 * The First Regent's toggle for a Rival Regent with nothing to give and no agents (BR p.20 "If they
 * have no agents, the First Regent may make them an Outlaw"): made an Outlaw, or spared.
 */
export function onSpare(clicker: string, index: number): void {
  const s = game();
  const c = s && s.campaign;
  const a = asActor(clicker, governDue(c) && c !== undefined ? c.firstRegent : undefined, "choose if a Regent giving nothing is made an Outlaw");
  if (a === undefined) return;
  const colour = outlawChoices(a.c)[index - 1];
  if (colour === undefined) {
    refuseTo(clicker, "no Regent with nothing to give waits for that choice");
    return;
  }
  setGift(colour, giftOf(colour) === "spared" ? "outlaw" : "spared");
  redrawAll();
}

export function onGovern(clicker: string, replaceWith?: Policy): void {
  const s = game();
  const c = s && s.campaign;
  const a = asActor(clicker, governDue(c) && s !== undefined ? edictActor(s) : undefined, "govern the Imperial Reach");
  if (a === undefined) return;
  if (a.c.firstRegent === undefined) {
    send(clicker, { type: "govern", player: a.me });
    return;
  }
  if (replaceWith !== undefined) {
    if (send(clicker, withOaths({ type: "govern", player: a.me, replaceWith }, a.me))) resetGifts();
    return;
  }
  const demands: DemandGift[] = [];
  const waiting: Colour[] = [];
  for (const p of a.c.players) {
    const g = giftOf(p.colour);
    // An Outlaw's give counts only where the Empire holds a Loyal city or Flagship of theirs (F124-F126): the core decides from the map.
    if (g !== undefined) demands.push({ player: p.colour, gives: g });
    else if (p.title === "regent") waiting.push(p.colour);
  }
  if (waiting.length > 0) {
    refuseTo(clicker, `waiting for the give of ${waiting.join(", ")} to the Imperial Demand (BR p.20)`);
    return;
  }
  const citiesOnBoard = a.c.players.filter((p) => p.title === "regent").map((p) => ({ player: p.colour, cities: occupiedCitySlots(p.colour).length }));
  const cmd: GovernCommand = { type: "govern", player: a.me, demands, citiesOnBoard };
  // Escalation places Imperial ships: the ambitions' counts, for the Admiral's "winning an ambition" (F701B).
  if (a.c.policy === "escalation") cmd.snapshot = readScoringSnapshot(a.s);
  withOaths(cmd, a.me);
  if (!isAuthority((a.c.edictQueue as string[])[0]) || !a.c.players.some((p) => p.title === "outlaw")) {
    if (send(clicker, cmd)) resetGifts();
  } else onMapRead(clicker, (map) => ({ ...cmd, map }), resetGifts);
}
