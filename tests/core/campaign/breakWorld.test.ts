/**
 * The Planet Breaker's Break World (src/core/campaign/fates/breakWorld.ts; its first step a map card
 * action, fates/mapCards.ts). Card texts: seed 003's card reference, F1104 Planet Hammer ("Break
 * World (Battle): If you did not Prepare this turn, resolve the Breaking Worlds card."), F1103B
 * Breaking Worlds, F1101B's second line; control on a player's turn BR p.10; Provoke Outrage base p.16.
 */
import type { Colour } from "../../../src/core/data/vocabulary";
import type { Command, GameState } from "../../../src/core/game/types";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { TableState } from "../../../src/core/court/types";
import { newPlayerHoldings } from "../../../src/core/court/types";
import type { BreakWorldCommand } from "../../../src/core/campaign/fateCommandTypes";
import { breakStep } from "../../../src/core/campaign/fates/breakWorld";
import { refusal, run } from "../game/helpers";
import { mapAction, mapOf } from "../map/fixtures";
import { redLeads } from "./mapFixtures";

const W = "Breaking Worlds (F1103B)";
const B = "Break World (Planet Hammer, F1104)";
const hammerAt = (id: string, faceDown = false) => [{ system: id, token: "Hammer Fragment", ...(faceDown ? { faceDown } : {}) }];
// 2.1 (Psionic): Red's 2 fresh ships, Blue's city; Red holds the Planet Hammer; the Hammer token there.
const map = (red = 2, tokens = hammerAt("2.1")): MapSnapshot => ({
  ...mapOf({ "2.1": { Red: { ship: [red, 0] }, Blue: { ship: [1, 0], city: [1, 0] } }, "2.2": { Red: { ship: [1, 0] } } }),
  playAreas: [{ colour: "Red", cards: ["F1104"] }], fateTokens: tokens,
} as MapSnapshot);
const breakWorld = (m = map()) => mapAction("Red", { kind: "card", card: "F1104" } as never, m);

/** The boards: Blue holds 2 Psionic and Silver Tongues (CC08, Psionic); the Court: Lattice Spies (CC07, Psionic), Mining Interest (CC01), Silver Tongues (CC08). */
function boards(): TableState {
  const players = (["Red", "Blue", "Yellow"] as Colour[]).map((c) => newPlayerHoldings(c, 4));
  players[1].resources = ["psionic", "psionic", "empty", "empty", "empty", "empty"];
  players[1].guildCards = ["CC08"];
  const row: TableState["court"]["row"] = [{ card: "CC07", agents: { Red: 1 } }, { card: "CC01", agents: {} }, { card: "CC08", agents: { Blue: 2 } }];
  return { players, court: { deck: [], row, discard: [] }, supply: { material: 5, fuel: 5, weapon: 5, relic: 5, psionic: 3 } };
}
const press = (player: Colour, m = map(), loyal?: Colour[]): Command => ({ type: "breakWorld", player, map: m, court: boards(), ...(loyal ? { loyal } : {}) }) as Command;

/** Red holds the Planet Breaker in Act II, objective marker on 12. */
const breaker = (s: GameState): GameState => {
  const campaign = s.campaign as CampaignState;
  return { ...s, campaign: { ...campaign, act: "II", players: campaign.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE11", letter: "B" as const, objective: 12 } : p)) } };
};
const texts = (s: GameState) => s.events.map((e) => e.text);

describe("seed 003 F1104 'Break World (Battle): If you did not Prepare this turn, resolve the Breaking Worlds card.'", () => {
  test("a Battle action (an Aggression card) at the face-up Hammer token's planet: the turn's record keeps it, the Rivals' chance told", () => {
    const after = run(redLeads("aggression"), breakWorld());
    expect(after.actions?.taken).toEqual(["battle"]);
    expect(after.actions?.mapActs).toEqual(["battle:F1104"]);
    expect(texts(after)).toEqual([`Red takes ${B} at 2.1: it harms all buildings there; each Rival in turn may battle Red there, then presses After the battles`]);
  });

  test("refused: after a Prepare this turn, with no Hammer token face up (a Broken World is none), without the card, with no Battle action", () => {
    const prepared = run(redLeads("construction"), mapAction("Red", { kind: "build", system: "2.2", piece: "hammer" } as never, map()));
    expect(refusal(prepared, breakWorld())).toBe(`${B}: Red Prepared this turn`);
    const s = redLeads("aggression");
    expect(refusal(s, breakWorld(map(2, hammerAt("2.1", true))))).toBe(`${B}: no Hammer token lies face up`);
    expect(refusal(s, breakWorld({ ...map(), playAreas: [{ colour: "Red", cards: ["F1103A"] }] }))).toBe(`${B}: the card is not in Red's play area`);
    expect(refusal(redLeads("construction"), breakWorld())).toMatch(/^Red cannot battle/);
  });
});

describe("seed 003 F1103B 'In turn order, each Rival may choose to battle you at the planet with the Hammer token. After these battles, if you control the planet, flip the Hammer token to its Broken World side and resolve this.'", () => {
  const announced = () => run(breaker(redLeads("aggression")), breakWorld());

  test("the Rivals in turn order (Blue, then Yellow), then the holder: out of order and before Break World refused", () => {
    const s = announced();
    expect(refusal(breaker(redLeads("aggression")), press("Blue"))).toBe(`${W}: no Break World (F1104) waits`);
    expect(refusal(s, press("Yellow"))).toBe(`${W}: in turn order, Blue chooses now`);
    expect(refusal(s, press("Red"))).toBe(`${W}: in turn order, Blue chooses now`);
    const blue = run(s, press("Blue"));
    expect(texts(blue).slice(-1)).toEqual([`Blue is done (${W})`]);
    expect(refusal(blue, press("Red"))).toBe(`${W}: in turn order, Yellow chooses now`);
    const both = run(blue, press("Yellow"));
    expect(both.actions?.mapActs).toEqual(["battle:F1104", "pass:Blue", "pass:Yellow"]);
    expect(refusal(both, press("Blue"))).toBe(`${W}: in turn order, Red chooses now`);
  });

  test("'1. All players Provoke Outrage of this planet type' (base p.16: resources and Guild cards of the type discarded, an agent on the icon); step 4's Court Guild cards of the type; F1101B 'Advance 6 when you use the Break World action ... and flip a Hammer token to its Broken World side'", () => {
    const s = run(announced(), press("Blue"), press("Yellow"));
    const r = breakStep(s, press("Red") as BreakWorldCommand);
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.system).toBe("2.1");
    expect(r.value.type).toBe("psionic");
    const last = r.value.tables[2];
    expect(last.players.map((p) => p.outrage)).toEqual([["psionic"], ["psionic"], ["psionic"]]);
    expect(last.players[1].resources).toEqual(["empty", "empty", "empty", "empty", "empty", "empty"]);
    expect(last.court.discard).toEqual(["CC08"]);
    expect(last.supply.psionic).toBe(5);
    expect(r.value.guild).toEqual(["Lattice Spies (CC07)", "Silver Tongues (CC08)"]);
    const after = run(s, press("Red"));
    expect(after.actions?.mapActs?.slice(-1)).toEqual(["broke:F1104@2.1"]);
    expect(texts(after).slice(-2)).toEqual([
      `Red breaks 2.1 (${W}): everyone Provokes Psionic Outrage; its buildings onto the card (no Trophies, no Ransack); Heartworld Refugees (F1109) atop the Court deck; scrap the Court's Psionic Guild cards (agents home): Lattice Spies (CC07), Silver Tongues (CC08); refill the Court`,
      "Red's objective advances 6 for Break World flipping a Hammer token to Broken World (F1101B): marker 12 -> 6",
    ]);
    // Guild Loyalty (F424) in Blue's play area: "When you Provoke Outrage, you do not discard Guild cards".
    const loyal = breakStep(s, press("Red", map(), ["Blue"]) as BreakWorldCommand);
    expect(loyal.ok && loyal.value.tables[2].players[1].guildCards).toEqual(["CC08"]);
    // Done: nothing waits any more.
    expect(refusal(after, press("Red"))).toBe(`${W}: no Break World (F1104) waits`);
  });

  test("after the battles Red does not control 2.1 (Blue's 2 fresh ships to Red's 1, BR p.10): the Hammer token stays, no Outrage, no objective", () => {
    const s = run(announced(), press("Blue"), press("Yellow"));
    const lost = { ...map(1), systems: map(1).systems.map((x) => (x.system === "2.1" ? { ...x, pieces: x.pieces.map((p) => (p.owner === "Blue" && p.kind === "ship" ? { ...p, fresh: 2 } : p)) } : x)) };
    const after = run(s, press("Red", lost));
    expect(after.actions?.mapActs?.slice(-1)).toEqual(["broke:F1104"]);
    expect(texts(after).slice(-1)).toEqual([`Red does not control 2.1 (${W})`]);
    expect((after.campaign as CampaignState).players.filter((p) => p.colour === "Red")[0].objective).toBe(12);
  });
});
