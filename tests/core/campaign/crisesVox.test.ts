/**
 * Fate-set Vox cards whose Crisis or When Secured changes what the core holds (issue 35;
 * src/core/campaign/crisesVox.ts; card texts seed 003): F205-F207 Political Intrigue's Favors (BR
 * pp.16-17: a Favor is a Rival's agent on your Fate card, given from your supply) and F1307-F1309
 * Blight Purge's Power, applied by `resolveCrises` in the Court Crises' order (BR p.18); Political
 * Intrigue's When Secured by the campaign's secure (BR p.27); F323/F324 Extortion's discards and
 * F1406/F1407 Itinerant Empaths' Psionic from the boards' reads (BR p.27 "Counting", base p.22 ties).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { CampaignState, CrisesRead } from "../../../src/core/campaign/types";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { apply } from "../../../src/core/rules";
import { refusal, run } from "../game/helpers";
import { startCampaign } from "./fixtures";
import { campaignBattleState } from "../../../tools/bench/campaignBattleScenario";
import { campaignTable, secureCommand } from "./campaignCourtCards";

const seats: Colour[] = ["Red", "Blue", "Yellow"];

/** Crises due after an Event rolled `planet` (Red, Blue, Yellow clockwise; Red holds a Favor of Blue's). */
function crisesDue(planet: "arrow" | "crescent" | "hex", players: Colour[] = seats): GameState {
  const s = startCampaign({
    type: "startCampaign", seats: players, actionDeck: campaignActionDeck(players.length), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE03", "FATE02", "FATE01"].slice(0, players.length),
  });
  const c = s.campaign as CampaignState;
  const campaign: CampaignState = {
    ...c, crisesDue: true, lastEvent: { event: "crisis", planet, cluster: 5, resolve: "Crises" },
    players: c.players.map((p) => (p.colour === "Red" ? { ...p, favors: ["Blue"] } : p)),
  };
  return { ...s, campaign, players: s.players.map((p) => ({ ...p, power: 3 })) };
}

const reads = (agents: number[], blight: number[], players: Colour[] = seats): CrisesRead[] => players.map((colour, i) => ({ colour, agents: agents[i], blight: blight[i] }));
const crises = (court: { card: string; attached?: string }[], players?: CrisesRead[], psionic?: number) =>
  ({ type: "resolveCrises", map: { systems: [] }, court, players, psionic } as Command);
const favors = (s: GameState) => (s.campaign as CampaignState).players.map((p) => p.favors.join("+"));
const texts = (s: GameState) => s.events.map((e) => e.text);

test("seed 003 F205 Political Intrigue's Crisis, [arrow] rolled: each player gives one Favor to the left (the next seat clockwise, BR p.6), an agent from their supply (BR p.17)", () => {
  const after = run(crisesDue("arrow"), crises([{ card: "AID01" }, { card: "F205" }], reads([4, 3, 2], [0, 0, 0])));
  // Red gives Blue, Blue gives Yellow, Yellow gives Red: Red's Favor of Blue stays.
  expect(favors(after)).toEqual(["Blue+Yellow", "Red", "Blue"]);
  expect(texts(after)).toContain("Political Intrigue: Favors Red to Blue, Blue to Yellow, Yellow to Red");
});

test("seed 003 F206 Political Intrigue, [hex] rolled: one Favor to the right; [moon] (the crescent): one each way, a giver with one agent gives it left", () => {
  const hex = run(crisesDue("hex"), crises([{ card: "F206" }], reads([4, 3, 2], [0, 0, 0])));
  expect(favors(hex)).toEqual(["Blue+Blue", "Yellow", "Red"]);
  const moon = run(crisesDue("crescent"), crises([{ card: "F207" }], reads([4, 1, 0], [0, 0, 0])));
  // Red gives Blue and Yellow; Blue's one agent goes left (Yellow); Yellow has none.
  expect(favors(moon)).toEqual(["Blue", "Red", "Red+Blue"]);
  expect(texts(moon)).toContain("Political Intrigue: Favors Red to Blue, Red to Yellow, Blue to Yellow, Blue has none for Red, Yellow has none for Red, Yellow has none for Blue");
});

test("seed 003 F205 with 2 players: left and right are the one Rival, who gets two Favors on [moon]; two Intrigues in the Court count the agents down", () => {
  const two: Colour[] = ["Red", "Blue"];
  const s = crisesDue("crescent", two);
  const after = run(s, crises([{ card: "F205" }, { card: "CC14", attached: "F206" }], reads([3, 2], [0, 0], two)));
  expect(favors(after)).toEqual(["Blue+Blue+Blue", "Red+Red+Red"]);
  // The Favors and the log are the step's: the state before is untouched.
  expect(favors(s)).toEqual(["Blue", ""]);
});

test("seed 003 F1307 Blight Purge's Crisis: each player gains 2 Power per Blight Trophy as the table reads them", () => {
  const s = crisesDue("arrow");
  const after = run(s, crises([{ card: "F1307" }], reads([1, 1, 1], [2, 0, 1])));
  expect(after.players.map((p) => p.power)).toEqual([7, 3, 5]);
  expect(texts(after)).toContain("Blight Purge: Power Red +4, Yellow +2");
  expect(s.players.map((p) => p.power)).toEqual([3, 3, 3]);
});

test("BR p.18: Political Intrigue and Blight Purge in the Court need each seat's reads; the refusal leaves the Crises waiting", () => {
  const s = crisesDue("arrow");
  const why = "read each player's agents in supply and Blight Trophies";
  expect(refusal(s, crises([{ card: "F1308" }]))).toBe(why);
  expect(refusal(s, crises([{ card: "F205" }], reads([1, 1], [0, 0], ["Red", "Blue"])))).toBe(why);
  expect(refusal(s, crises([{ card: "F205" }], reads([1, 1, -1], [0, 0, 0])))).toBe(why);
  expect(refusal(s, crises([{ card: "F205" }], reads([1, 1, 1], [0, 0.5, 0])))).toBe(why);
  // Without those cards no read is asked for.
  expect(apply(s, crises([{ card: "CC14" }])).ok).toBe(true);
});

test("seed 003 F205 Political Intrigue's When Secured: 'Take 1 Favor from each Rival', an agent from each Rival's supply (as the Imperial Demand, BR p.20); none from an empty supply", () => {
  const court = campaignTable([{ card: "CC01", agents: {} }, { card: "F205", agents: { Red: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  court.players[3].agentSupply = 0;
  const s = campaignBattleState();
  const r = apply(s, secureCommand(1, court));
  if (!r.ok) throw new Error(r.reason);
  const red = (x: GameState) => (x.campaign as CampaignState).players.filter((p) => p.colour === "Red")[0].favors;
  expect(red(r.value)).toEqual(red(s).concat(["Blue", "Yellow"]));
  expect(texts(r.value)).toContain("Political Intrigue: Red takes Favors from Blue, Yellow");
  // Another Vox card takes none.
  const other = apply(s, secureCommand(1, campaignTable([{ card: "CC01", agents: {} }, { card: "CC11", agents: { Red: 1 } }])));
  expect(other.ok && red(other.value)).toEqual(red(s));
});

type Slot = "material" | "fuel" | "weapon" | "relic" | "psionic" | "empty";
const ZERO = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
/** Each seat's board (open slots) and what it has: the board's tokens plus `more` (on cards, tiles). */
const boards = (slots: Slot[][], more: Partial<typeof ZERO>[] = []): CrisesRead[] =>
  seats.map((colour, i) => {
    const resources = { ...ZERO, ...(more[i] ?? {}) };
    for (const t of slots[i]) if (t !== "empty") resources[t] += 1;
    return { colour, agents: 5, blight: 0, board: slots[i], resources };
  });
const pieces = (s: GameState) => (s.campaign as CampaignState).lastCrises!.pieces;

test("seed 003 F323 Extortion's Crisis: 'For each resource type, the player with most of it, or the players tied for the most of it, must discard 1 resource of that type' (counted as BR p.27 counts: cards too)", () => {
  const s = crisesDue("arrow");
  // Material: Red and Blue tie at 2; Fuel: Red 1 on the board, Yellow 1 on a card (ties, nothing on Yellow's board to discard); Weapons: Blue alone; Relics, Psionic: nobody has any.
  const read = boards([["material", "material", "fuel", "empty"], ["material", "weapon", "material"], ["empty", "empty"]], [{}, {}, { fuel: 1 }]);
  const after = run(s, crises([{ card: "F323" }], read, 0));
  expect(pieces(after)).toEqual([
    { colour: "Red", discard: "material" }, { colour: "Blue", discard: "material" }, { colour: "Red", discard: "fuel" }, { colour: "Blue", discard: "weapon" },
  ]);
  expect(texts(after)).toContain("Extortion: discards Red 1 material, Blue 1 material, Red 1 fuel, Yellow has no fuel in its board's slots, Blue 1 weapon");
  // The reads are the command's: not changed.
  expect(read[0].board).toEqual(["material", "material", "fuel", "empty"]);
  // Nobody with a resource: nobody discards.
  const none = run(s, crises([{ card: "F324" }], boards([["empty"], [], ["empty", "empty"]]), 0));
  expect(texts(none)).toContain("Extortion: discards none (nobody has resources)");
});

test("seed 003 F1406 Itinerant Empaths' Crisis: 'The player with the least Power gains Psionic up to their number of empty resource slots'; a tie is broken in turn order from the initiative (base p.22); the Psionic supply caps it", () => {
  const s = { ...crisesDue("arrow"), initiative: "Yellow" as Colour };
  s.players = s.players.map((p) => ({ ...p, power: p.colour === "Red" ? 4 : 2 }));
  const read = boards([["empty", "empty"], ["empty", "weapon", "empty", "empty"], ["empty", "empty", "empty"]]);
  // Blue and Yellow tie at 2: Yellow holds the initiative, so Yellow gains, 3 empty slots, 5 in the supply.
  const after = run(s, crises([{ card: "F1406" }], read, 5));
  expect(pieces(after)).toEqual([{ colour: "Yellow", psionic: 3 }]);
  expect(texts(after)).toContain("Itinerant Empaths: Yellow (least Power) gains 3 Psionic");
  // Red first in turn order: Blue before Yellow; 2 Psionic left in the supply for 3 empty slots.
  const blue = run({ ...s, initiative: "Red" }, crises([{ card: "F1407" }], read, 2));
  expect(pieces(blue)).toEqual([{ colour: "Blue", psionic: 2 }]);
});

test("seed 003 F323 then F1407 in the Court (BR p.18, left to right): Extortion's discard empties a slot and its Psionic returns to the supply, for Itinerant Empaths after it", () => {
  const s = crisesDue("arrow");
  s.players = s.players.map((p) => ({ ...p, power: p.colour === "Blue" ? 0 : 3 }));
  const read = boards([["empty"], ["psionic", "psionic"], ["psionic"]]);
  const after = run(s, crises([{ card: "F323" }, { card: "F1407" }], read, 0));
  expect(pieces(after)).toEqual([{ colour: "Blue", discard: "psionic" }, { colour: "Blue", psionic: 1 }]);
});

test("BR p.18: Extortion or Itinerant Empaths in the Court need each seat's resources and board slots, and the Psionic supply; refused, the Crises wait", () => {
  const s = crisesDue("arrow");
  const why = "read each player's agents in supply and Blight Trophies, resources and board slots";
  expect(refusal(s, crises([{ card: "F324" }], reads([1, 1, 1], [0, 0, 0]), 3))).toBe(why);
  const read = boards([["empty"], ["fuel"], ["relic"]]);
  expect(refusal(s, crises([{ card: "CC14", attached: "F1406" }], read))).toBe("read the Psionic supply");
  const gold = read.map((r, i) => (i === 1 ? { ...r, board: ["gold"] } : r)) as CrisesRead[];
  expect(refusal(s, crises([{ card: "F323" }], gold, 3))).toBe(why);
  const half = read.map((r, i) => (i === 2 ? { ...r, resources: { ...r.resources!, relic: 0.5 } } : r));
  expect(refusal(s, crises([{ card: "F323" }], half, 3))).toBe(why);
  // Fewer Relics had than lie on the board: not a read of one table (BR p.27 counts the board).
  const fewer = read.map((r, i) => (i === 2 ? { ...r, resources: { ...r.resources!, relic: 0 } } : r));
  expect(refusal(s, crises([{ card: "F323" }], fewer, 3))).toBe(why);
  expect((s.campaign as CampaignState).crisesDue).toBe(true);
});

/** Boards with Outrage Spreads' reads: each seat's Outrage icons covered and Guild cards in play. */
const outraged = (read: CrisesRead[], outrage: ("weapon" | "relic")[][], guild: string[][], agents = [5, 5, 5]): CrisesRead[] =>
  read.map((r, i) => ({ ...r, agents: agents[i], outrage: outrage[i], guild: guild[i] }));

test("seed 003 F613 Outrage Spreads' Crisis: 'Each player Provokes Outrage of the rolled planet' (cluster 5 [arrow]: Weapons): as base p.16, all Weapons off the board, the Weapon Guild cards but Loyal ones ('If you Provoke Outrage, keep this card'), an agent on the icon unless already Outraged ('perform both steps except placing the agent')", () => {
  const s = crisesDue("arrow");
  const read = outraged(boards([["weapon", "fuel", "weapon"], ["weapon", "empty"], ["relic"]]), [[], ["weapon"], []], [["BC11", "BC15", "BC01"], ["BC12"], []], [5, 5, 0]);
  const after = run(s, crises([{ card: "AID01" }, { card: "F613" }], read, 0));
  expect(pieces(after)).toEqual([
    { colour: "Red", outrage: "weapon", cards: ["BC11"], agent: true },
    { colour: "Blue", outrage: "weapon", cards: ["BC12"], agent: false },
    { colour: "Yellow", outrage: "weapon", cards: [], agent: false },
  ]);
  expect(texts(after)).toContain("Outrage Spreads: each player Provokes weapon Outrage, discarding Red 2 weapon, BC11; Blue 1 weapon, BC12 (already Outraged); Yellow 0 weapon (no agent: a placeholder)");
  // The reads are the command's: not changed.
  expect(read[0].guild).toEqual(["BC11", "BC15", "BC01"]);
  expect(read[0].outrage).toEqual([]);
});

test("seed 003 F614 then F613 (BR p.18, left to right; [crescent] in cluster 5: Relics): the second Provokes on the first's result, so nobody places a second agent; Guild Loyalty (F424, 'you do not discard Guild cards') keeps the cards", () => {
  const s = crisesDue("crescent");
  const read = outraged(boards([["relic"], ["empty"], ["relic", "relic"]]), [[], [], ["relic"]], [["BC22"], ["BC22"], []]);
  read[1].loyal = true;
  const after = run(s, crises([{ card: "F614" }, { card: "F613" }], read, 0));
  expect(pieces(after)!.map((p) => `${p.colour} ${p.cards!.join("+")} ${p.agent}`)).toEqual(["Red BC22 true", "Blue  true", "Yellow  false", "Red  false", "Blue  false", "Yellow  false"]);
});

test("BR p.18: Outrage Spreads in the Court needs each seat's Outrage icons and Guild cards besides the boards; refused, the Crises wait", () => {
  const s = crisesDue("arrow");
  const read = boards([["empty"], ["fuel"], ["relic"]]);
  expect(refusal(s, crises([{ card: "F614" }], read, 0))).toBe("read each player's agents in supply and Blight Trophies, resources and board slots, Outrage and Guild cards");
  expect(refusal(s, crises([{ card: "F614" }], outraged(read, [["gold" as "relic"], [], []], [[], [], []]), 0))).toContain("Outrage and Guild cards");
  expect((s.campaign as CampaignState).crisesDue).toBe(true);
});
