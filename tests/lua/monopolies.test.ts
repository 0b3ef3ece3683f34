/**
 * Issue 35 in Lua: the Magnate's Monopolies as the table reads them (src/core/campaign/fates/monopolies.ts,
 * fates/laws.ts) give the same answers in Lua as in Node: Closed Economy (F326A / F327, BR p.9)
 * refusing and allowing a Regent's tax, Prospectors (F322) building a city without a Loyal piece, and
 * at a chapter's end the Fate-set Cartels' cleanup (F309-F311) and F312B's count of Monopolies.
 */
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import type { Colour } from "../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import type { CampaignState, Title } from "../../src/core/campaign/types";
import { monopoliesOf } from "../../src/core/campaign/fates/monopolies";
import type { MapSnapshot } from "../../src/core/map/snapshot";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { redLeads } from "../core/campaign/mapFixtures";
import { mapAction, mapOf } from "../core/map/fixtures";

const lua = loadCoreModuleInLua("src/core/index.ts");
const fates = loadCoreModuleInLua("src/core/campaign/fates/monopolies.ts");

/** The command in both VMs: the same result; the Node state when it applied, the refusal otherwise. */
function both(s: GameState, c: Command): GameState | string {
  const node = apply(s, c);
  expect(lua.call("apply", s, c)).toEqual(normalise(node));
  return node.ok ? node.value : node.reason;
}

function economy(suit: "administration" | "construction", magnate: Colour, title: Title, redTitle: Title): GameState {
  const s = redLeads(suit, redTitle);
  const c = s.campaign as CampaignState;
  const players = c.players.map((p) => ({ ...p, fate: p.colour === magnate ? "FATE03" : p.fate === "FATE03" ? "FATE01" : p.fate, title: p.colour === magnate ? title : p.title }));
  return { ...s, campaign: { ...c, players, rulesBooklet: { edicts: c.rulesBooklet?.edicts ?? [], laws: [["F327"]] } } } as GameState;
}

const withCards = (map: MapSnapshot, cards: string[]): MapSnapshot => ({ ...map, playAreas: [{ colour: "Red", cards }] });

test("seed 003 F326A Closed Economy: a Regent's tax of an Empire-controlled city refused without the matching Monopoly, taken with it, in Lua too", () => {
  const map = mapOf({ "1.2": { Red: { city: [1, 0], ship: [1, 0] }, empire: { ship: [1, 0] } } });
  const closed = economy("administration", "Yellow", "regent", "regent");
  const tax = (m: MapSnapshot) => mapAction("Red", { kind: "tax", system: "1.2", owner: "Red" } as never, m);
  expect(both(closed, tax(withCards(map, ["F313"])))).toMatch(/^Closed Economy \(F326A\).*Red has no Fuel Monopoly$/);
  expect((both(closed, tax(withCards(map, ["F314"]))) as GameState).actions?.taken).toEqual(["tax"]);
  expect((both(economy("administration", "Yellow", "outlaw", "regent"), tax(map)) as GameState).actions?.taken).toEqual(["tax"]);
});

test("seed 003 F322 Prospectors: a city on a planet without a Loyal piece, not with its Monopoly, in Lua too", () => {
  const map = mapOf({ "1.3": { Blue: { ship: [1, 0] } } });
  const s = economy("construction", "Yellow", "regent", "outlaw");
  const build = (m: MapSnapshot) => mapAction("Red", { kind: "build", system: "1.3", piece: "city" } as never, m);
  expect((both(s, build(withCards(map, ["F322"]))) as GameState).actions?.taken).toEqual(["build"]);
  expect(both(s, build(withCards(map, ["F322", "F313"])))).toBe("you build in a system with a Loyal piece (p.12): Red has no piece in 1.3");
  expect(both(s, { ...build(map), map: { ...map, playAreas: [{ colour: "Red", cards: [7] }] } } as never)).toBe("the play areas' cards are listed by id under each colour");
});

test("chapter end: F309's cleanup line and F312B's Monopolies counted, and monopoliesOf, in Lua too", () => {
  const seats: Colour[] = ["Red", "Blue", "Yellow"];
  let s = apply(initialState(), {
    type: "startAct", actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    record: {
      version: 2, nextAct: "II", seats, initiative: "Red", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
      rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [] },
      players: seats.map((colour, i) => ({ colour, fate: ["FATE03", "FATE13", "FATE14"][i], power: 3, title: "regent", favors: [] })),
    },
  } as Command);
  if (!s.ok) throw new Error(s.reason);
  let t = s.value;
  for (const colour of seats) t = both(t, { type: "setObjective", player: colour, space: 20 } as Command) as GameState;
  t = { ...t, round: undefined, phase: "scoring", markers: t.markers.map((m, i) => (i === 0 ? { ...m, at: "tycoon" as never } : m)), players: t.players.map((p) => ({ ...p, hand: [] })) };
  const blank = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
  const snap = { players: seats.map((colour) => ({ colour, resources: blank, guildCards: blank, captives: 0, trophies: 0, citiesOnBoard: 4, cards: colour === "Red" ? ["F313", "F309", "F316"] : [] })) };
  const scored = both(t, { type: "score", snapshot: snap } as Command) as GameState;
  expect(scored.lastScoring?.instructions).toContain("Red's Rivals discard all Weapons (Weapon Cartel (F309))");
  expect((scored.campaign as CampaignState).players[0].objective).toBe(18);
  expect(fates.call("monopoliesOf", snap, "Red")).toEqual(normalise(monopoliesOf(snap as never, "Red")));
});
