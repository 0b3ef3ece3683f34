/**
 * The Founder's Parade Fleets (seed 003 F202, Guild, protected): "When you declare an ambition, you
 * may place 2 fresh ships at a Free city. Then, if you are a Regent, you may become an Outlaw."
 * (src/core/campaign/fates/paradeFleets.ts). The title change is the Summit's Leave the Empire
 * (BR p.16: the First Regent tile to the Regent with the most Power, else the Imperial Trust returns).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { refusal, run } from "../game/helpers";
import { SEATS, redLeadsToDeclare } from "./oathFixtures";

const campaign = (s: GameState) => s.campaign as CampaignState;
const FREE: MapSnapshot = { systems: [{ system: "1.1", pieces: [{ owner: "free", kind: "city", fresh: 1, damaged: 0 }] }, { system: "1.2", pieces: [] }] } as MapSnapshot;

/** The leader has led and declared Tycoon; they hold F202 (the table sends it with each press). */
function declared(): { s: GameState; who: string } {
  const led = redLeadsToDeclare("tycoon", false);
  const who = led.initiative as string;
  return { s: run(led, { type: "declare", player: who, ambition: "tycoon" } as Command), who };
}
const parade = (who: string, extra: object = {}) => ({ type: "paradeFleets", player: who, playArea: ["F202"], ...extra }) as Command;

describe("seed 003 F202 Parade Fleets", () => {
  test("'Then, if you are a Regent, you may become an Outlaw': the First Regent's tile goes to the Regent with the most Power (BR p.16 Leave the Empire)", () => {
    const { s, who } = declared();
    const first = { ...s, campaign: { ...campaign(s), firstRegent: who } } as GameState;
    const after = run(first, parade(who));
    const me = campaign(after).players.find((p) => p.colour === who)!;
    expect(me.title).toBe("outlaw");
    expect(campaign(after).firstRegent).not.toBe(who);
    expect(campaign(after).players.find((p) => p.colour === campaign(after).firstRegent)!.title).toBe("regent");
    expect(after.events[after.events.length - 1].text).toContain(`${who} Leaves the Empire and becomes an Outlaw; the First Regent tile and the Imperial Trust go to`);
    expect(refusal(after, parade(who))).toBe(`${who} is already an Outlaw`);
  });

  test("'When you declare an ambition': refused before a declare, to another player, or without the card in the play area", () => {
    const led = redLeadsToDeclare("tycoon", false);
    const who = led.initiative as string;
    expect(refusal(led, parade(who))).toBe("Parade Fleets (F202): on your turn, once you declared an ambition");
    const { s } = declared();
    const other = SEATS.find((c) => c !== who)!;
    expect(refusal(s, parade(other))).toBe("Parade Fleets (F202): on your turn, once you declared an ambition");
    expect(refusal(s, { ...parade(who), playArea: [] } as Command)).toBe("Parade Fleets (F202) is not in your play area");
  });

  test("'place 2 fresh ships at a Free city': one ship each, both at one Free city, no action spent, a third refused", () => {
    const { s, who } = declared();
    expect(refusal(s, parade(who, { system: "1.2", map: FREE }))).toBe("Parade Fleets (F202): 2 fresh ships at a Free city, and 1.2 shows none");
    const one = run(s, parade(who, { system: "1.1", map: FREE }));
    expect(one.actions!.mapActs).toEqual(["parade@1.1"]);
    expect(one.actions!.taken).toEqual([]);
    expect(refusal(one, parade(who, { system: "1.3", map: { systems: [{ system: "1.3", pieces: [{ owner: "free", kind: "city", fresh: 0, damaged: 1 }] }] } }))).toBe("Parade Fleets (F202): both ships go to one Free city, 1.1");
    const two = run(one, parade(who, { system: "1.1", map: FREE }));
    expect(refusal(two, parade(who, { system: "1.1", map: FREE }))).toBe("Parade Fleets (F202): its 2 ships are placed");
  });
});
