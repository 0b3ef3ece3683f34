/**
 * Imperial Sponsor (seed 003 F123, Edict; added by the Steward's Act III setup F122A; BR p.20: an
 * edict resolves in its slot's turn in the Edicts; src/core/campaign/fates/fateEdicts.ts):
 * "The First Regent must place the Sponsored token on an undeclared ambition box. (If it's already
 * placed, they may keep it on its current ambition box.) Then, they may add 1 resource they have to
 * the Imperial Trust. When a player declares the Sponsored ambition, they must take 1 resource from
 * the Imperial Trust, gain the Power for second place on the placed ambition marker, and return the
 * Sponsored token to the First Regent tile. If they are an Outlaw, they become a Regent."
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { CampaignState } from "../../../src/core/campaign/types";
import { apply } from "../../../src/core/rules";
import { refusal, run } from "../game/helpers";
import { edictDue, judgeSeated } from "./edictFixtures";
import { redLeadsToDeclare } from "./oathFixtures";

const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const powerOf = (s: GameState, colour: Colour) => s.players.filter((p) => p.colour === colour)[0].power;
const camp = (s: GameState) => s.campaign as CampaignState;
const edict = (player: string, box?: string, adds?: string) => ({ type: "edictDone", card: "F123", player, box, adds }) as unknown as Command;
const REFUSED = "the First Regent places the Sponsored token on an undeclared ambition (F123)";

describe("seed 003 F123 Imperial Sponsor, its Edict (BR p.20): the First Regent places the Sponsored token and may add 1 resource to the Trust", () => {
  test("'must place the Sponsored token on an undeclared ambition box': Blue (First Regent) places it on Tyrant and adds a Fuel; Red's press, a declared box, no box and a bad resource are refused", () => {
    const s = edictDue("F123", { trust: ["relic"] });
    const keeper = { ...s, markers: s.markers.map((m) => (m.id === "marker-5-3" ? { ...m, at: "keeper" as const } : m)) };
    expect(refusal(s, edict("Red", "tyrant"))).toBe(REFUSED);
    expect(refusal(keeper, edict("Blue", "keeper"))).toBe(REFUSED);
    expect(refusal(s, edict("Blue"))).toBe(REFUSED);
    expect(refusal(s, edict("Blue", "glory"))).toBe(REFUSED);
    expect(refusal(s, edict("Blue", "tyrant", "gold"))).toBe(REFUSED);
    const done = run(keeper, edict("Blue", "tyrant", "fuel"));
    expect(camp(done).sponsored).toBe("tyrant");
    expect(camp(done).trust).toEqual(["relic", "fuel"]);
    expect(camp(done).edictQueue).toBeUndefined();
    expect(texts(done)).toContain("edict F123 resolved: Sponsored tyrant, 1 fuel to the Trust");
    // "they may add": none added.
    expect(camp(run(s, edict("Blue", "empath"))).trust).toEqual(["relic"]);
  });

  test("'If it's already placed, they may keep it on its current ambition box', even once that box is declared; moving it to another declared box is refused", () => {
    const s = edictDue("F123", { sponsored: "keeper" });
    const keeper = { ...s, markers: s.markers.map((m) => (m.id === "marker-5-3" ? { ...m, at: "keeper" as const } : m)) };
    expect(camp(run(keeper, edict("Blue", "keeper"))).sponsored).toBe("keeper");
    expect(camp(run(keeper, edict("Blue", "warlord"))).sponsored).toBe("warlord");
    const two = { ...keeper, markers: keeper.markers.map((m) => (m.id === "marker-3-2" ? { ...m, at: "tycoon" as const } : m)) };
    expect(refusal(two, edict("Blue", "tycoon"))).toBe(REFUSED);
  });

  test("no First Regent: nobody places the token, whoever closes the edict", () => {
    const done = run(edictDue("F123", { firstRegent: undefined }), { type: "edictDone", card: "F123" } as Command);
    expect(camp(done).sponsored).toBeUndefined();
    expect(texts(done)).toContain("edict F123 resolved");
  });
});

describe("seed 003 F123: 'When a player declares the Sponsored ambition, they must take 1 resource from the Imperial Trust, gain the Power for second place ..., return the Sponsored token ... If they are an Outlaw, they become a Regent.'", () => {
  /** The initiative holder, an Outlaw, has led a card declaring Tycoon; the Sponsored token on `box`, the Trust holding `trust`. */
  const sponsoredOn = (box: string, trust: string[]): GameState => {
    const s = redLeadsToDeclare("tycoon", false);
    const c = camp(s);
    return { ...s, campaign: { ...c, firstRegent: "Blue", sponsored: box, trust, players: c.players.map((p) => (p.colour === s.initiative ? { ...p, title: "outlaw" as const } : p)) } } as GameState;
  };

  test("the Outlaw leader declares Tycoon, the Sponsored box, with the 5/3 marker: takes the Trust's oldest resource (Fuel), gains 3 Power, becomes a Regent; the token is back on the First Regent tile", () => {
    const s = sponsoredOn("tycoon", ["fuel", "relic"]);
    const lead = s.initiative as Colour;
    const before = JSON.stringify(s);
    const r = apply(s, { type: "declare", player: lead, ambition: "tycoon" } as Command);
    if (!r.ok) throw new Error(r.reason);
    // The state before is untouched (the campaign is shared by a declare, copy.ts).
    expect(JSON.stringify(s)).toBe(before);
    const after = r.value;
    expect(after.markers.filter((m) => m.at === "tycoon").map((m) => m.id)).toEqual(["marker-5-3"]);
    expect(powerOf(after, lead)).toBe(powerOf(s, lead) + 3);
    expect(camp(after).trust).toEqual(["relic"]);
    expect(camp(after).sponsored).toBeUndefined();
    expect(camp(after).players.find((p) => p.colour === lead)!.title).toBe("regent");
    expect(texts(after)).toContain(`${lead} declares the Sponsored ambition (F123): +3 Power, fuel from the Trust`);
  });

  test("another ambition declared changes nothing of the Sponsor's; an empty Trust gives nothing, the Power and the token still follow", () => {
    const other = run(sponsoredOn("warlord", ["fuel"]), { type: "declare", player: sponsoredOn("warlord", []).initiative, ambition: "tycoon" } as Command);
    expect(camp(other).sponsored).toBe("warlord");
    expect(camp(other).trust).toEqual(["fuel"]);
    const s = sponsoredOn("tycoon", []);
    const empty = run(s, { type: "declare", player: s.initiative, ambition: "tycoon" } as Command);
    expect(camp(empty).sponsored).toBeUndefined();
    expect(powerOf(empty, s.initiative as Colour)).toBe(powerOf(s, s.initiative as Colour) + 3);
    expect(texts(empty)).toContain("nothing from the Trust");
  });

  test("Judge Sets Agenda (F2405) declaring the Sponsored ambition: the Judge loses its second place and gains it back, takes the Relic", () => {
    const s = judgeSeated(edictDue("F2405", { sponsored: "warlord", trust: ["relic"] }));
    const done = run(s, { type: "edictDone", card: "F2405", player: "Yellow", declare: { ambition: "warlord", marker: "marker-5-3" } } as Command);
    expect(powerOf(done, "Yellow")).toBe(10);
    expect(camp(done).trust).toEqual([]);
    expect(camp(done).sponsored).toBeUndefined();
  });
});
