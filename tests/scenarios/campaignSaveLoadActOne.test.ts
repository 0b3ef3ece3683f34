/**
 * A campaign's Act I on the table survives a save/load after EVERY event, and every campaign painter
 * draws from state after every command exactly what a fresh full draw shows (issue 30 items 3 and
 * 5; tests/support/everyEvent.ts): the host starts Act I from the panel (the dice rolled and read),
 * each player keeps a Fate in secret, the six guided placements (BR p.6), objective markers moved
 * (BR p.8: the label said "not set" until a reload), a round of play and everyone passing to the
 * chapter end (p.18: the discarded hands leave the hand zones at once).
 */
import { openStartPlanets } from "../../src/core/campaign/actOneSetup";
import { isEventCard } from "../../src/core/campaign/fates/actionDeck";
import type { Colour } from "../../src/core/data/vocabulary";
import type { TtsTable } from "../../tools/ttsFake/table";
import { loadTable } from "../support/scenario";
import type { Step } from "../support/everyEvent";
import { boardCity, campaignDie, fatesInHand, game, objectiveMarker, playTwice, systemCentre } from "../support/everyEvent";

const SEATS = ["Red", "Blue", "Yellow"];
const HOST = "Red";

function zoneOf(t: TtsTable, tag: string, gm?: string) {
  return t.find((o) => o.isZone && o.tags.includes(tag) && (gm === undefined || o.data.GMNotes === gm))[0];
}

function settleClick(t: TtsTable, colour: string, id: string): void {
  t.clickUi(colour, id);
  t.settle();
}

/** The player to act drops a card of their hand (not an Event) into their slot: the lead face up, a follow face down (Copy). */
function playCard(t: TtsTable): void {
  const r = game(t).round!;
  const who = r.order[r.turn] as Colour;
  const id = game(t).players.find((p) => p.colour === who)!.hand.find((x) => !isEventCard(x))!;
  const card = t.find((o) => o.isCard && o.data.GMNotes === id)[0];
  const leading = r.turn === 0;
  const slot = leading ? zoneOf(t, "lead-slot") : zoneOf(t, "follow-slot", who);
  card.rotation = { x: 0, y: 180, z: leading ? 0 : 180 };
  t.drop(who, card, { ...slot.position, y: slot.position.y + 0.5 });
  t.settle();
}

function endTurn(t: TtsTable): void {
  const r = game(t).round!;
  settleClick(t, r.order[r.turn], "endTurnButton");
}

function pass(t: TtsTable): void {
  const r = game(t).round!;
  settleClick(t, r.order[r.turn], "passButton");
}

function steps(): Step[] {
  const out: Step[] = [
    ["the host starts Act I (dice rolled and read, Fates dealt)", (t) => {
      t.queueRoll(campaignDie(t, "number"), "number-2");
      t.queueRoll(campaignDie(t, "event"), "edict-crescent");
      settleClick(t, HOST, "arcsCampaignNew");
    }],
    ["Blue presses Keep on Red's Fate (refused)", (t) => {
      t.clickButton("Blue", fatesInHand(t, "Red")[0], "Keep");
      t.settle();
    }],
  ];
  for (const c of SEATS) {
    out.push([`${c} keeps a Fate`, (t) => {
      t.clickButton(c, fatesInHand(t, c)[c === "Blue" ? 1 : 0], "Keep");
      t.settle();
    }]);
  }
  for (let i = 0; i < 6; i++) {
    out.push([`placement ${i + 1} (BR p.6)`, (t) => {
      const s = game(t);
      const due = s.campaign!.setup!.order[i];
      t.drop(due, boardCity(t, due), systemCentre(t, openStartPlanets(s)[i % 2 === 0 ? 0 : openStartPlanets(s).length - 1]));
      t.settle();
    }]);
  }
  for (const [c, n] of [["Red", 2], ["Blue", 1]] as [string, number][]) {
    for (let k = 0; k < n; k++) {
      out.push([`${c} moves the objective marker up (BR p.8)`, (t) => {
        t.clickButton(c, objectiveMarker(t, c), "+");
        t.settle();
      }]);
    }
  }
  out.push(["Yellow presses Red's objective marker (refused)", (t) => {
    t.clickButton("Yellow", objectiveMarker(t, "Red"), "-");
    t.settle();
  }]);
  for (let k = 0; k < 3; k++) {
    out.push([`play ${k + 1}`, (t) => playCard(t)]);
    out.push([`end of turn ${k + 1}`, (t) => endTurn(t)]);
  }
  for (let k = 0; k < 3; k++) out.push([`pass ${k + 1}`, (t) => pass(t)]);
  return out;
}

describe("save and load after every event: Act I from the host's panel", () => {
  test("the Fate choice, the placements, the objective markers, a round and the chapter end play the same with a reload after each event", () => {
    const { a, b } = playTwice(loadTable(SEATS, { host: HOST }), loadTable(SEATS, { host: HOST }), steps(), SEATS, HOST);
    for (const t of [a, b]) {
      const s = game(t);
      expect(s.campaign!.act).toBe("I");
      expect(s.campaign!.players.map((p) => p.objective)).toEqual(s.seats.map((c) => (c === "Red" ? 2 : c === "Blue" ? 1 : undefined)));
      expect(objectiveMarker(t, "Red").buttons[0].label).toBe("Red objective: 2");
      expect(s.phase).toBe("scoring");
      for (const c of SEATS) expect(t.world.handObjects(c).filter((o) => o.isCard)).toEqual([]);
      expect(t.scriptErrors).toEqual([]);
    }
  });
});
