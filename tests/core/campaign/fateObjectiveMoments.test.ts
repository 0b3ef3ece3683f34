/**
 * Issue 35: objective lines the core counts at the moment their card names (src/core/campaign/fates/objectiveMoments.ts):
 * the initiative gained, a card played with the initiative, a lore card secured, Trophies taken in
 * battle and Regent agents captured (BR p.8: the marker moves towards 0). Card texts: seed 003 F601B
 * (Act I), F615B, F512B (Act II), F701B (Act I), F712B (Act II).
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import type { BattleState } from "../../../src/core/battle/machine";
import type { TableState } from "../../../src/core/court/types";
import { campaignBattleState, nextCommand } from "../../../tools/bench/campaignBattleScenario";
import { campaignTable, secureCommand } from "./campaignCourtCards";
import { eventPhaseState } from "../../../tools/bench/campaignScenarios";
import { startCampaign } from "./fixtures";
import { FOUNDRY_MAP, admiralAtEscalation, edictDue, keeperDeclared, supplyOf } from "./edictFixtures";
import { blankPlayer, refusal, run, snapshot } from "../game/helpers";
import { setResources } from "../court/fixtures";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);

const objectiveOf = (s: GameState, colour: Colour) => (s.campaign as CampaignState).players.filter((p) => p.colour === colour)[0].objective;
const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");

/** A campaign Act starts with its hands dealt (BR p.4 step P, p.7); the rest of the deck is shuffled into the discard (step Q). */
function dealt(s: GameState): GameState {
  const r = s.phase === "shuffleDiscard" ? run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command) : s;
  expect(r.phase).toBe("play");
  return r;
}

function actII(fates: string[]): GameState {
  const record: CampaignRecord = {
    version: 1, nextAct: "II", seats: SEATS, initiative: "Red", firstRegent: "Red", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
    players: SEATS.map((colour, i) => ({ colour, fate: fates[i], power: 3, title: "regent" as const, favors: [] })),
  };
  const s = run(initialState(), { type: "startAct", record, actionDeck: campaignActionDeck(3), courtDeck: COURT } as Command);
  return run(s, ...SEATS.map((colour) => ({ type: "setObjective", player: colour, space: 20 }) as Command));
}

/** The first card of `colour`'s hand that is an action card (not an Event). */
function actionCard(s: GameState, colour: Colour): string {
  return s.players.filter((p) => p.colour === colour)[0].hand.filter((c) => c.indexOf("EVENT") !== 0)[0];
}

describe("the Partisan's initiative (F601B, F615B)", () => {
  test("seed 003 F601B 'Sow Division in the Reach': advance 1 each time you get the initiative marker in any way (here Red passes it on, base p.8)", () => {
    let s = startCampaign({
      type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: COURT, governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE06", "FATE03"],
    });
    s = run(s, { type: "setObjective", player: "Blue", space: 12 } as Command);
    s = dealt(s);
    expect(s.initiative).toBe("Red");
    s = run(s, { type: "pass", player: "Red" } as Command);
    expect(s.initiative).toBe("Blue");
    expect(objectiveOf(s, "Blue")).toBe(11);
    expect(texts(s)).toContain("Blue's objective advances 1 for getting the initiative marker (F601B): marker 12 -> 11");
    // Blue holds it already: leading keeps it, no advance.
    s = run(s, { type: "lead", player: "Blue", card: actionCard(s, "Blue") } as Command);
    expect(objectiveOf(s, "Blue")).toBe(11);
  });

  test("seed 003 F615B 'Show Your Leadership': advance 1 each time you play an action card while you have the initiative; not a Rival's play, not the Partisan's without it", () => {
    let s = dealt(actII(["FATE06", "FATE09", "FATE10"]));
    expect(s.initiative).toBe("Red");
    const before = s;
    s = run(s, { type: "lead", player: "Red", card: actionCard(s, "Red") } as Command);
    expect(objectiveOf(s, "Red")).toBe(19);
    expect(texts(s)).toContain("Red's objective advances 1 for an action card played while you have the initiative (F615B): marker 20 -> 19");
    // The state before is untouched (the campaign is replaced whole, not changed in place).
    expect(objectiveOf(before, "Red")).toBe(20);
    // Another Fate-holder's lead: Blue the Partisan, Red holding the initiative: no advance.
    let t = dealt(actII(["FATE09", "FATE06", "FATE10"]));
    t = run(t, { type: "lead", player: "Red", card: actionCard(t, "Red") } as Command);
    expect(objectiveOf(t, "Blue")).toBe(20);
  });
});

describe("the Magnate's Summit deals (F301B)", () => {
  test("seed 003 F301B 'Close Deals with Rivals': advance 2 each time a Rival gives you a Favor in Summit Negotiations (Promise Favor, BR p.17); a Favor the Magnate gives, or one to another player, does not", () => {
    const base = eventPhaseState(); // Red calls the event phase; a Summit is in session below
    const campaign = base.campaign as CampaignState;
    let s: GameState = {
      ...base,
      campaign: { ...campaign, act: "I", eventPhase: { player: "Red", step: "inSummit", summit: true }, players: campaign.players.map((p) => (p.colour === "Blue" ? { ...p, fate: "FATE03", objective: 10 } : p.colour === "Red" ? { ...p, fate: "FATE02" } : p)) },
    };
    s = run(s, { type: "summit", player: "Yellow", action: "promiseFavor", rival: "Blue" } as Command);
    expect(objectiveOf(s, "Blue")).toBe(8);
    expect(texts(s)).toContain("Blue's objective advances 2 for a Favor Yellow gives you in Summit Negotiations (F301B): marker 10 -> 8");
    s = run(s, { type: "summit", player: "Blue", action: "promiseFavor", rival: "Yellow" } as Command, { type: "summit", player: "Red", action: "promiseFavor", rival: "Yellow" } as Command);
    expect(objectiveOf(s, "Blue")).toBe(8);
  });
});

describe("the Magnate's Summit resources (F301B)", () => {
  /** Act I, a Summit in session (called by Red), Blue the Magnate with the marker on 10. */
  const summit = (fate = "FATE03", act: "I" | "II" = "I"): GameState => {
    const base = eventPhaseState();
    const campaign = base.campaign as CampaignState;
    // Blue takes `fate`; whoever held it takes Blue's.
    const blue = campaign.players.filter((p) => p.colour === "Blue")[0].fate;
    const swapped = (p: { colour: string; fate: string }) => (p.colour === "Blue" ? fate : p.fate === fate ? blue : p.fate);
    return { ...base, campaign: { ...campaign, act, eventPhase: { player: "Red", step: "inSummit", summit: true }, players: campaign.players.map((p) => ({ ...p, fate: swapped(p), objective: p.colour === "Blue" ? 10 : p.objective })) } };
  };
  const give = (player: Colour, rival: Colour, card: string) => ({ type: "summit", player, action: "transferAsset", rival, card }) as Command;
  const discard = (player: Colour, card: string) => ({ type: "summit", player, action: "exportResource", card }) as Command;

  test("seed 003 F301B 'Close Deals with Rivals': advance 2 each time a Rival gives you a resource (Transfer Asset, BR p.17), except one that you gave them during this Summit", () => {
    let s = run(summit(), give("Yellow", "Blue", "fuel"));
    expect(objectiveOf(s, "Blue")).toBe(8);
    expect(texts(s)).toContain("Yellow gives 1 fuel to Blue (Transfer Asset, BR p.17)");
    expect(texts(s)).toContain("Blue's objective advances 2 for a fuel Yellow gives you in Summit Negotiations (F301B): marker 10 -> 8");
    // Blue gives Red a relic; Red gives it back: not counted. A second relic from Red is.
    s = run(s, give("Blue", "Red", "relic"), give("Red", "Blue", "relic"));
    expect(objectiveOf(s, "Blue")).toBe(8);
    s = run(s, give("Red", "Blue", "relic"));
    expect(objectiveOf(s, "Blue")).toBe(6);
    // The relic Blue gave Red came back from Red, not from Yellow: Yellow's relic counts. A gift between Rivals does not.
    s = run(s, give("Yellow", "Blue", "relic"), give("Yellow", "Red", "weapon"));
    expect(objectiveOf(s, "Blue")).toBe(4);
    expect((s.campaign as CampaignState).eventPhase?.gifts).toEqual(["Yellow>Blue:fuel", "Blue>Red:relic", "Red>Blue:relic", "Red>Blue:relic", "Yellow>Blue:relic", "Yellow>Red:weapon"]);
  });

  test("seed 003 F301B: a Favor a Rival gives the Magnate with Transfer Asset (BR p.17) advances 2, except one the Magnate gave them in this Summit (Promise Favor); the Favors move in the core, the receiver's own agent back to their supply", () => {
    const favor = (player: Colour, rival: Colour, colour: string) => ({ type: "summit", player, action: "transferAsset", rival, card: "favor", from: colour }) as Command;
    const base = summit();
    const c = base.campaign as CampaignState;
    // Red holds a Favor of Yellow's and one of White's.
    const s0: GameState = { ...base, campaign: { ...c, players: c.players.map((p) => (p.colour === "Red" ? { ...p, favors: ["Yellow", "White"] } : p)) } };
    let s = run(s0, favor("Red", "Blue", "Yellow"));
    expect(objectiveOf(s, "Blue")).toBe(8);
    expect(texts(s)).toContain("Red gives Yellow's Favor to Blue (Transfer Asset, BR p.17)");
    const fav = (x: GameState, colour: Colour) => (x.campaign as CampaignState).players.filter((p) => p.colour === colour)[0].favors;
    expect([fav(s, "Red"), fav(s, "Blue")]).toEqual([["White"], ["Yellow"]]);
    // Blue Promises Red a Favor (Blue's agent), Red gives it back: Blue's supply, no advance.
    s = run(s, { type: "summit", player: "Blue", action: "promiseFavor", rival: "Red" } as Command, favor("Red", "Blue", "Blue"));
    expect(texts(s)).toContain("Red gives Blue's Favor to Blue, back to their supply (Transfer Asset, BR p.17)");
    expect(objectiveOf(s, "Blue")).toBe(8);
    expect([fav(s, "Red"), fav(s, "Blue")]).toEqual([["White"], ["Yellow"]]);
    // A Favor Red does not hold is refused, the state untouched.
    expect(refusal(s, favor("Red", "Blue", "Yellow"))).toBe("Red holds no Favor of Yellow");
    expect(refusal(s, favor("Red", "Blue", "Green"))).toBe("Red holds no Favor of Green");
  });

  test("seed 003 F301B 'Export to the Galactic Core': advance 2 each time the Magnate chooses to discard 3 resources in Summit Negotiations; only the Magnate, only in a Summit, only a resource", () => {
    let s = run(summit(), discard("Blue", "fuel"), discard("Blue", "fuel"));
    expect(objectiveOf(s, "Blue")).toBe(10);
    expect(texts(s)).toContain("Blue discards 1 fuel to Export to the Galactic Core (F301B): 2 of 3");
    s = run(s, discard("Blue", "relic"));
    expect(objectiveOf(s, "Blue")).toBe(8);
    expect(texts(s)).toContain("Blue's objective advances 2 for 3 resources discarded to Export to the Galactic Core (F301B): marker 10 -> 8");
    s = run(s, discard("Blue", "weapon"), discard("Blue", "weapon"), discard("Blue", "material"));
    expect(objectiveOf(s, "Blue")).toBe(6);
    // Refused, the state untouched: a Rival, the Magnate in Act II, no Summit, not a resource.
    expect(refusal(summit(), discard("Yellow", "fuel"))).toBe("only the Magnate discards resources in a Summit, to Export to the Galactic Core (F301B)");
    expect(refusal(summit("FATE03", "II"), discard("Blue", "fuel"))).toBe("only the Magnate discards resources in a Summit, to Export to the Galactic Core (F301B)");
    expect(refusal(summit("FATE02"), discard("Blue", "fuel"))).toBe("only the Magnate discards resources in a Summit, to Export to the Galactic Core (F301B)");
    expect(refusal(summit(), discard("Blue", "gold"))).toBe("gold is not a resource");
    expect(refusal(summit(), give("Yellow", "Blue", "gold"))).toBe("gold is not a resource");
    expect(refusal(summit(), give("Yellow", "Yellow", "fuel"))).toBe("name the Rival the action affects");
    const closed = summit();
    (closed.campaign as CampaignState).eventPhase!.step = "roll";
    expect(refusal(closed, discard("Blue", "fuel"))).toBe("no Summit is in session (BR p.16)");
    expect(refusal(closed, give("Yellow", "Blue", "fuel"))).toBe("no Summit is in session (BR p.16)");
  });
});

describe("the Admiral's Imperial ships (F701B, first line)", () => {
  /** The Relics each seat holds, as the table reads them (Keeper counts Relics, base p.18). */
  const relics = (s: GameState, ...n: number[]) => snapshot(s.seats.map((colour, i) => blankPlayer(colour, { resources: { material: 0, fuel: 0, weapon: 0, relic: n[i] ?? 0, psionic: 0 } })));
  const escalation = admiralAtEscalation;
  const govern = (s: GameState, snap?: ReturnType<typeof relics>) =>
    ({ type: "govern", player: "Red", demands: [{ player: "Red", gives: "weapon" }, { player: "Blue", gives: "fuel" }, { player: "Yellow", gives: "fuel" }], snapshot: snap }) as Command;

  test("seed 003 F701B 'Prove Yourself as a New Admiral': the Escalation Imperial Action's 2 Imperial ships (BR p.21) advance the Admiral 2 while they are a Regent winning an ambition (Keeper, the most Relics)", () => {
    const s = escalation();
    const won = run(s, govern(s, relics(s, 1, 3, 2)));
    expect(texts(won)).toContain("place 2 fresh Imperial ships");
    expect(objectiveOf(won, "Blue")).toBe(8);
    expect(texts(won)).toContain("Blue's objective advances 2 for 2 Imperial ship(s) placed while you win an ambition (F701B): marker 10 -> 8");
    // Tied for the most (both second place, p.18), behind, without the counts, or an Outlaw: no advance.
    for (const t of [run(s, govern(s, relics(s, 3, 3, 0))), run(s, govern(s, relics(s, 3, 1, 0))), run(s, govern(s)), run(escalation(undefined, "outlaw"), govern(s, relics(s, 0, 3, 0)))]) expect(objectiveOf(t, "Blue")).toBe(10);
    // Counts the rules cannot read are refused, the state untouched.
    expect(refusal(s, govern(s, snapshot([blankPlayer("Red")])))).toBe("the scoring snapshot lists 1 players, but 3 are playing");
  });

  test("seed 003 F701B: Governing with Authority under Escalation places 4 (F125); a Policy changed places none", () => {
    const s = escalation(["F125", "F124", "F126"]);
    expect(objectiveOf(run(s, govern(s, relics(s, 0, 1, 0))), "Blue")).toBe(6);
    const changed = run(escalation(), { type: "govern", player: "Red", replaceWith: "peace", snapshot: relics(s, 0, 1, 0) } as Command);
    expect(objectiveOf(changed, "Blue")).toBe(10);
  });

  test("seed 003 F701B and F703 Use Imperial Foundries ('If you're the Admiral, remember to advance your objective if you're winning an ambition!'): 1 per ship replaced while winning", () => {
    const due = edictDue("F703");
    const c = due.campaign as CampaignState;
    const s = keeperDeclared({ ...due, campaign: { ...c, act: "I", players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE07", objective: 10 } : p)) } });
    const replace = (snap: ReturnType<typeof relics>) => ({ type: "edictDone", card: "F703", player: "Red", replace: "1.1", imperial: 5, map: FOUNDRY_MAP, snapshot: snap }) as Command;
    const won = run(s, replace(relics(s, 2, 1, 0)));
    expect(texts(won)).toContain("Red's objective advances 1 for 1 Imperial ship(s) placed while you win an ambition (F701B): marker 10 -> 9");
    expect(objectiveOf(run(s, replace(relics(s, 1, 1, 0))), "Red")).toBe(10);
    // Edict done without a replacement places nothing.
    expect(objectiveOf(run(s, { type: "edictDone", card: "F703", player: "Red", snapshot: relics(s, 2, 1, 0) } as Command), "Red")).toBe(10);
  });
});

describe("the Magnate's Monopolies (F312B)", () => {
  const material = (colour: Colour, material: number, fuel: number, cards?: string[]) => blankPlayer(colour, { resources: { material, fuel, weapon: 0, relic: 0, psionic: 0 }, cards });
  /** Act II, Red the Magnate (marker on 10), Gain Monopolies (F318) the next edict (BR p.20). */
  const due = () => {
    const s = edictDue("F318");
    const c = s.campaign as CampaignState;
    return { ...s, campaign: { ...c, act: "II" as const, players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE03", letter: "A" as const, objective: 10 } : p)) } };
  };
  const done = (s: GameState, players: ReturnType<typeof material>[], supply: ReturnType<typeof supplyOf>) => run(s, { type: "edictDone", card: "F318", snapshot: snapshot(players), supply } as Command);

  test("seed 003 F312B 'Corner the Market...': advance 1 each time you gain a Monopoly card from the supply, as the Gain Monopolies edict (F318) gives it (BR p.20)", () => {
    // 3 of 5 Material and 3 of 5 Fuel: Red takes both Monopolies from the supply, one advance each.
    const s = done(due(), [material("Red", 3, 3), material("Blue", 0, 0), material("Yellow", 0, 0)], supplyOf(2, 2));
    expect(texts(s)).toContain("edict F318 resolved: Red takes the Material Monopoly (F313) from the supply; Red takes the Fuel Monopoly (F314) from the supply");
    expect(objectiveOf(s, "Red")).toBe(8);
    expect(texts(s)).toContain("Red's objective advances 2 for 2 Monopoly card(s) gained from the supply (F312B): marker 10 -> 8");
    // A refused Edict done moves nothing (the supply bags not sent).
    expect(refusal(due(), { type: "edictDone", card: "F318", snapshot: snapshot([material("Red", 3, 3)]) } as Command)).toBe("send the supply bags' counts (F318)");
  });

  test("seed 003 F312B: a Monopoly Red takes from a Rival is not from the supply, and one a Rival takes from the supply is not Red's: no advance", () => {
    const fromYellow = done(due(), [material("Red", 3, 0), material("Blue", 0, 0), material("Yellow", 1, 0, ["F313"])], supplyOf(1, 0));
    expect(texts(fromYellow)).toContain("edict F318 resolved: Red takes the Material Monopoly (F313) from Yellow");
    expect(objectiveOf(fromYellow, "Red")).toBe(10);
    const blue = done(due(), [material("Red", 0, 0), material("Blue", 3, 0), material("Yellow", 0, 0)], supplyOf(2, 0));
    expect(texts(blue)).toContain("Blue takes the Material Monopoly (F313) from the supply");
    expect(objectiveOf(blue, "Red")).toBe(10);
  });
});

describe("the Caretaker's lore (F512B)", () => {
  test("seed 003 F512B 'Collect the Galaxy's Knowledge': advance 2 each time you secure a lore card (base p.13 secure; BR p.5 lore in the Court); a Guild card secured does not", () => {
    // The bench's campaign state (Act II, Red's turn after an Aggression lead), Red holding the Caretaker.
    const base = campaignBattleState();
    const campaign = base.campaign as CampaignState;
    const s = { ...base, campaign: { ...campaign, players: campaign.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE05", objective: 9 } : p.colour === "Blue" ? { ...p, fate: "FATE09" } : p)) } };
    const lore = run(s, secureCommand(1, campaignTable([{ card: "CC01", agents: {} }, { card: "L03", agents: { Red: 2 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }])));
    expect(objectiveOf(lore, "Red")).toBe(7);
    expect(texts(lore)).toContain("Red's objective advances 2 for 1 lore card(s) secured (F512B): marker 9 -> 7");
    const guild = run(s, secureCommand(0, campaignTable([{ card: "CC01", agents: { Red: 2 } }, { card: "L03", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }])));
    expect(objectiveOf(guild, "Red")).toBe(9);
  });
});

/** Plays the bench's battle from `s` (its roll replaced by `roll`): the state after, and the table after its hits. */
function fight(s: GameState, roll: Command): { after: GameState; hits: TableState } {
  let hits: TableState | undefined = undefined;
  for (let i = 0; i < 20; i++) {
    const c = i === 0 ? roll : nextCommand(s, i);
    if (c === undefined) break;
    const r = apply(s, c);
    if (!r.ok) throw new Error(`${JSON.stringify(c).slice(0, 80)}: ${r.reason}`);
    s = r.value;
    const b = s.battle as BattleState;
    if (b.last.kind === "hits") hits = b.last.table;
    if (b.step === "over") break;
  }
  return { after: s, hits: hits as TableState };
}

/** The bench's roll command, to change its snapshot's sides. */
type RollCommand = { type: "battle"; player: string; map: unknown; action: { kind: "roll"; snapshot: Record<string, unknown> } & Record<string, unknown> };

function trophyPieces(t: TableState, colour: Colour, owner: string): number {
  const p = t.players.filter((x) => x.colour === colour)[0].trophies[owner];
  return p === undefined ? 0 : p.ships + p.agents + p.cities + p.starports;
}

describe("the Admiral's Trophies and captures (F701B, F712B)", () => {
  test("seed 003 F712B 'Crush the Empire's Foes': a Regent Admiral defending against an Outlaw advances 2 per Outlaw piece taken as a Trophy (p.14: the defender keeps destroyed attacking ships)", () => {
    const base = campaignBattleState(); // Red, an Outlaw, attacks Blue, a Regent, in Act II
    const campaign = base.campaign as CampaignState;
    const s: GameState = { ...base, campaign: { ...campaign, players: campaign.players.map((p) => (p.colour === "Blue" ? { ...p, fate: "FATE07", objective: 30 } : p)) } };
    let hitsTable: TableState | undefined = undefined;
    let after: GameState = s;
    for (let i = 0; i < 20; i++) {
      const c = nextCommand(after, i);
      if (c === undefined) break;
      after = run(after, c);
      const b = after.battle as BattleState;
      if (b.last.kind === "hits") hitsTable = b.last.table;
      if (b.step === "over") break;
    }
    const taken = trophyPieces(hitsTable as TableState, "Blue", "Red");
    expect(taken).toBeGreaterThan(0);
    expect(objectiveOf(after, "Blue")).toBe(30 - 2 * taken);
    expect(objectiveOf(s, "Blue")).toBe(30);
  });

  test("seed 003 F712B 'While you're a Regent': an Outlaw Admiral who takes Trophies in battle does not advance", () => {
    const base = campaignBattleState();
    const campaign = base.campaign as CampaignState;
    const outlaw = { ...base, campaign: { ...campaign, players: campaign.players.map((p) => (p.colour === "Blue" ? { ...p, fate: "FATE07", title: "outlaw" as const, objective: 30 } : p)) } };
    // Blue is no Regent now: the Imperial ships are not Blue's to defend with (BR p.11); the battle is Red's against Blue's Loyal ships.
    const roll = nextCommand(outlaw, 0) as unknown as RollCommand;
    const loyalOnly = { ...roll, action: { ...roll.action, snapshot: { ...roll.action.snapshot, defendingShips: { fresh: 10, damaged: 5 } } } } as Command;
    const { after, hits } = fight(outlaw, loyalOnly);
    expect(trophyPieces(hits, "Blue", "Red")).toBeGreaterThan(0);
    expect(objectiveOf(after, "Blue")).toBe(30);
  });

  test("seed 003 F701B 'Demonstrate the Navy's Might': in Act I a Regent Admiral attacking with Imperial ships advances 1 per Trophy taken (BR p.11: a Regent may add Imperial ships)", () => {
    const base = campaignBattleState();
    const campaign = base.campaign as CampaignState;
    const s = {
      ...base,
      campaign: { ...campaign, act: "I" as const, players: campaign.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE07", title: "regent" as const, objective: 40 } : p.colour === "Blue" ? { ...p, title: "outlaw" as const } : p)) },
    };
    const roll = nextCommand(s, 0) as unknown as RollCommand;
    // Red's 15 Loyal ships (the Flagship among them) and the 3 Imperial ships there attack Blue's Loyal ships, buildings.
    const withImperial = { ...roll, action: { ...roll.action, snapshot: { ...roll.action.snapshot, attackingShips: { fresh: 17, damaged: 1 }, defendingShips: { fresh: 10, damaged: 5 } } } } as Command;
    const rolled = apply(s, withImperial);
    if (!rolled.ok) throw new Error(rolled.reason);
    expect((rolled.value.battle as BattleState).snapshot.rules?.attackingImperial).toEqual({ fresh: 2, damaged: 1 });
    let after = rolled.value;
    let taken = 0;
    for (let i = 1; i < 20; i++) {
      const c = nextCommand(after, i);
      if (c === undefined) break;
      const a = (c as { action: { kind: string; court?: TableState } }).action;
      const before = a.court === undefined ? 0 : trophyPieces(a.court, "Red", "Blue");
      after = run(after, c);
      const b = after.battle as BattleState;
      const table = b.last.kind === "hits" ? b.last.table : b.last.kind === "city" ? b.last.city.table : undefined;
      if (table !== undefined) taken += trophyPieces(table, "Red", "Blue") - before;
      if (b.step === "over") break;
    }
    expect(taken).toBeGreaterThan(0);
    expect(objectiveOf(after, "Red")).toBe(40 - taken);
  });

  test("seed 003 F712B 'Dominate Rival Regents': advance 2 per Regent agent captured by a secure (p.13); an Outlaw's agent does not count", () => {
    const base = campaignBattleState();
    const campaign = base.campaign as CampaignState;
    // Red (the Admiral, a Regent here) secures a card holding 2 of Blue's agents (a Regent) and 1 of Yellow's (an Outlaw).
    const s = {
      ...base,
      campaign: { ...campaign, players: campaign.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE07", title: "regent" as const, objective: 10 } : p.colour === "Yellow" ? { ...p, title: "outlaw" as const } : p)) },
    };
    const after = run(s, secureCommand(0, campaignTable([{ card: "CC01", agents: { Red: 4, Blue: 2, Yellow: 1 } }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }])));
    expect(objectiveOf(after, "Red")).toBe(6);
    expect(texts(after)).toContain("Red's objective advances 4 for 2 Regent agent(s) captured (F712B): marker 10 -> 6");
  });

  test("seed 003 F712B 'Dominate Rival Regents': a card power's capture counts too (Court Enforcers BC14 'Capture all Rival agents from a card', base card reference); an Outlaw's agent does not", () => {
    const base = campaignBattleState();
    const campaign = base.campaign as CampaignState;
    const s = {
      ...base,
      campaign: { ...campaign, players: campaign.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE07", title: "regent" as const, objective: 10 } : p.colour === "Yellow" ? { ...p, title: "outlaw" as const } : p)) },
    };
    // Red leads Aggression (a Battle action, taken as Abduct, p.20) and holds the Admiral's Court Enforcers (F708, BC14's reprint) and 4 Weapons: 4 icons > 3 Rival agents.
    const t = campaignTable([{ card: "CC01", agents: { Blue: 2, Yellow: 1 } }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
    t.players[0].guildCards.push("F708");
    setResources(t, "Red", ["weapon", "weapon", "weapon", "weapon"]);
    const after = run(s, { type: "cardAction", player: "Red", action: { kind: "abduct", slot: 0, court: t } } as Command);
    expect(objectiveOf(after, "Red")).toBe(6);
    expect(texts(after)).toContain("Red's objective advances 4 for 2 Regent agent(s) captured (F712B): marker 10 -> 6");
    // Only Yellow's (an Outlaw's) agents on the card: captured, no advance.
    const outlaws = campaignTable([{ card: "CC01", agents: { Yellow: 2 } }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
    outlaws.players[0].guildCards.push("F708");
    setResources(outlaws, "Red", ["weapon", "weapon", "weapon", "weapon"]);
    const none = run(s, { type: "cardAction", player: "Red", action: { kind: "abduct", slot: 0, court: outlaws } } as Command);
    expect(texts(none)).toContain("Red Abducts 2 Rival agent(s)");
    expect(objectiveOf(none, "Red")).toBe(10);
  });
});
