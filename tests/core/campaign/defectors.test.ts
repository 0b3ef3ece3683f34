/**
 * F710/F711/F715/F716 Imperial Defectors' Crisis (seed 003: "In the rolled cluster, replace all
 * Imperial ships with ships of the Outlaw earliest in turn order. Bury this card."), applied by
 * `resolveCrises` in the Court Crises' order (BR p.18; src/core/campaign/fates/defectors.ts): turn
 * order from the initiative (base p.22), a replaced piece keeps its damage (base p.22 "Replace"), no
 * replacing from an empty supply (seed 002 FAQ "Replace"), after the Blight Crises (BR p.18).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { CampaignState, CrisesRead } from "../../../src/core/campaign/types";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { refusal, run } from "../game/helpers";
import { startCampaign } from "./fixtures";

const seats: Colour[] = ["Red", "Blue", "Yellow"];

/** Crises due after an Event rolled cluster 5; Blue holds the initiative; `outlaws` are Outlaws. */
function crisesDue(outlaws: Colour[]): GameState {
  const s = startCampaign({
    type: "startCampaign", seats, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE03", "FATE02", "FATE01"],
  });
  const c = s.campaign as CampaignState;
  const campaign: CampaignState = {
    ...c, crisesDue: true, lastEvent: { event: "crisis", planet: "arrow", cluster: 5, resolve: "Crises" },
    players: c.players.map((p) => (outlaws.indexOf(p.colour) >= 0 ? { ...p, title: "outlaw" } : p)),
  };
  return { ...s, campaign, initiative: "Blue" };
}

const imperial = (fresh: number, damaged: number) => ({ owner: "empire" as const, kind: "ship" as const, fresh, damaged });
/** Cluster 5: 2 fresh and 1 damaged Imperial ships in its gate, 1 fresh beside a fresh Blight on 5.1, 1 damaged on 5.3; 1 in 4.1. */
const map: MapSnapshot = {
  systems: [
    { system: "5.0", pieces: [imperial(2, 1)] },
    { system: "5.1", pieces: [imperial(1, 0), { owner: "blight", kind: "blight", fresh: 1, damaged: 0 }] },
    { system: "5.3", pieces: [imperial(0, 1)] },
    { system: "4.1", pieces: [imperial(1, 0)] },
  ],
};
const reads = (ships: number): CrisesRead[] => seats.map((colour) => ({ colour, agents: 5, blight: 0, ships }));
const crises = (court: { card: string; attached?: string }[], players?: CrisesRead[]) => ({ type: "resolveCrises", map, court, players } as Command);
const moves = (s: GameState) => (s.campaign as CampaignState).lastCrises!.pieces;
const texts = (s: GameState) => s.events.map((e) => e.text);

test("seed 003 F710 Imperial Defectors' Crisis: the Outlaw earliest in turn order from the initiative (base p.22) replaces every Imperial ship of the rolled cluster, damaged ones by damaged ships (base p.22 Replace), after the Blight hits (BR p.18)", () => {
  // Blue has the initiative: Blue, Yellow, Red. Yellow is the first Outlaw, though Red sits first.
  const after = run(crisesDue(["Red", "Yellow"]), crises([{ card: "F710" }], reads(10)));
  // 5.1's fresh Blight hits its Imperial ship twice first: none is left there to replace; 4.1 is not rolled.
  expect(moves(after)).toEqual([
    { colour: "Yellow", defect: { system: "5.0", fresh: 2, damaged: 1 } },
    { colour: "Yellow", defect: { system: "5.3", fresh: 0, damaged: 1 } },
  ]);
  expect(texts(after)).toContain("Imperial Defectors: Yellow replaces 4 Imperial ships in cluster 5 (2 damaged)");
  // It buries itself (BR p.18): its slot's removal is listed.
  expect((after.campaign as CampaignState).lastCrises!.court[0].leaves).toEqual({ slot: 0, refill: true });
});

test("seed 002 FAQ Replace: with the Outlaw's ship supply short, fresh ones first in map order, the rest of the Imperial ships stay; a second Defectors (F711) finds what the first left", () => {
  const short = run(crisesDue(["Red"]), crises([{ card: "F715" }], reads(2)));
  expect(moves(short)).toEqual([{ colour: "Red", defect: { system: "5.0", fresh: 2, damaged: 0 } }]);
  expect(texts(short)).toContain("Imperial Defectors: Red replaces 2 Imperial ships in cluster 5 (0 damaged); 2 stay (no ship left in supply)");
  const twice = run(crisesDue(["Red"]), crises([{ card: "F710" }, { card: "F711" }], reads(10)));
  expect(moves(twice)).toHaveLength(2);
  expect(texts(twice)).toContain("Imperial Defectors: Red replaces 0 Imperial ships in cluster 5 (0 damaged)");
});

test("seed 003 F716 with no Outlaw: no ship replaces the Imperial ships; the card still leaves (Bury this card)", () => {
  const after = run(crisesDue([]), crises([{ card: "F716" }], reads(10)));
  expect(moves(after)).toEqual([]);
  expect(texts(after)).toContain("Imperial Defectors: no Outlaw replaces 0 Imperial ships in cluster 5 (0 damaged)");
  expect((after.campaign as CampaignState).lastCrises!.court[0].leaves).toBeDefined();
});

test("BR p.18: Imperial Defectors in the Court needs each seat's ships in supply; the refusal leaves the Crises waiting", () => {
  const s = crisesDue(["Red"]);
  const why = "read each player's agents in supply and Blight Trophies, ships in supply";
  expect(refusal(s, crises([{ card: "F710" }]))).toBe(why);
  expect(refusal(s, crises([{ card: "F710" }], seats.map((colour) => ({ colour, agents: 5, blight: 0 }))))).toBe(why);
  expect((s.campaign as CampaignState).crisesDue).toBe(true);
});

test("BR p.18 Court Crises left to right: a Mass Uprising (F717, 'Destroy every damaged ship') before Defectors leaves it only the fresh Imperial ships; one after it does not destroy the ships Defectors replaced (the reading recorded in rules-decisions-campaign.md)", () => {
  const wrecks = (s: GameState) => (s.campaign as CampaignState).lastCrises!.wrecks!.map((w) => `${w.system} ${w.owner} ${w.destroyed}`);
  const first = run(crisesDue(["Red"]), crises([{ card: "F717" }, { card: "F710" }], reads(10)));
  expect(wrecks(first)).toEqual(["5.0 empire 1", "5.3 empire 1"]);
  expect(moves(first)).toEqual([{ colour: "Red", defect: { system: "5.0", fresh: 2, damaged: 0 } }]);
  const after = run(crisesDue(["Red"]), crises([{ card: "F710" }, { card: "F717" }], reads(10)));
  expect(moves(after)).toEqual([
    { colour: "Red", defect: { system: "5.0", fresh: 2, damaged: 1 } },
    { colour: "Red", defect: { system: "5.3", fresh: 0, damaged: 1 } },
  ]);
  expect(wrecks(after)).toEqual([]);
});
