/**
 * Issue 35: the Believer's objectives the core counts after a chapter's scoring
 * (src/core/campaign/fates/objectives.ts), from the scoring report and what the table read:
 * the Faithful stack's top card (`faithfulTop`) and the Ideal markers in the ambition boxes (`ideals`).
 * F831 (Breaking the Faith) is told at the battle step that destroys the Believer's city (fates/objectiveMoments.ts).
 * Card texts: seed 003 F801B, F820B, F831; BR p.8 (the marker advances towards 0; "win" is an untied first place).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { ScoringSnapshot } from "../../../src/core/game/scoringTypes";
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { blankPlayer, run, snapshot } from "../game/helpers";
import { startCampaign } from "./fixtures";
import type { BattleState } from "../../../src/core/battle/machine";
import { campaignBattleState, nextCommand } from "../../../tools/bench/campaignBattleScenario";
import { SEATS, act, atScoring } from "./objectiveFixtures";

const objectives = (s: GameState) => (s.campaign as CampaignState).players.map((p) => p.objective);
const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const material = (n: number) => ({ resources: { material: n, fuel: 0, weapon: 0, relic: 0, psionic: 0 } });

/** Act I with the Believer (Red), its marker on 20. */
function actI(): GameState {
  const s = startCampaign({
    type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id), governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE08", "FATE02", "FATE03"],
  });
  return run(s, { type: "setObjective", player: "Red", space: 20 } as Command);
}

/** Red wins Tycoon (3 Material, 1 city left on the board: bonus city Power) and Keeper is Blue's. */
function snap(extra: Partial<ScoringSnapshot>): ScoringSnapshot {
  const relic = { resources: { material: 0, fuel: 0, weapon: 0, relic: 2, psionic: 0 } };
  return { ...snapshot([blankPlayer("Red", { ...material(3), citiesOnBoard: 1 }), blankPlayer("Blue", relic), blankPlayer("Yellow")]), ...extra };
}

describe("seed 003 F801B 'Spread the Good Word' (Act I)", () => {
  test("'If the stack is empty, advance 10 instead', for each ambition won: Tycoon won, Keeper lost", () => {
    const s = run(atScoring(actI(), ["tycoon", "keeper"]), { type: "score", snapshot: snap({ faithfulTop: "" }) } as Command);
    expect(s.lastScoring!.ambitions.map((a) => a.first)).toEqual(["Red", "Blue"]);
    expect(objectives(s)[0]).toBe(10);
    expect(texts(s)).toContain("Red's objective advances 10 for tycoon won, the Faithful stack empty (F801B): marker 20 -> 10");
  });

  test("a card on top: its pips are not printed in the rules sources (a data gap), so the win is told and the marker stays; no stack read: told too", () => {
    const s = run(atScoring(actI(), ["tycoon"]), { type: "score", snapshot: snap({ faithfulTop: "F811" }) } as Command);
    expect(objectives(s)[0]).toBe(20);
    const told = "Red's objective (F801B): tycoon won: advance 1 per pip of the top Faithful card";
    expect(texts(s)).toContain(told);
    const none = run(atScoring(actI(), ["tycoon"]), { type: "score", snapshot: snap({}) } as Command);
    expect(objectives(none)[0]).toBe(20);
    expect(texts(none)).toContain(told);
  });

  test("no ambition won: nothing, whatever the stack", () => {
    const s = run(atScoring(actI(), ["keeper"]), { type: "score", snapshot: snap({ faithfulTop: "" }) } as Command);
    expect(objectives(s)[0]).toBe(20);
    expect(texts(s)).not.toContain("F801B");
  });
});

describe("seed 003 F820B 'Develop the Ideals of your Faith' (Act II)", () => {
  test("an ambition won that has an Ideal marker: 1 per Power gained, bonus city Power included (the card's example); one without an Ideal: nothing", () => {
    const base = act("II", ["FATE08", "FATE09", "FATE10"]);
    const s = run(atScoring(base, ["tycoon", "keeper"]), { type: "score", snapshot: snap({ ideals: ["tycoon", "empath"] }) } as Command);
    const award = s.lastScoring!.ambitions[0].awards.filter((a) => a.player === "Red" && a.place === "first")[0];
    expect(award.bonus).toBeGreaterThan(0);
    expect(objectives(s)[0]).toBe(20 - award.power);
    expect(texts(s)).toContain(`Red's objective advances ${award.power} for tycoon won with an Ideal (${award.power} Power) (F820B): marker 20 -> ${20 - award.power}`);
    const bare = run(atScoring(base, ["tycoon"]), { type: "score", snapshot: snap({ ideals: ["keeper"] }) } as Command);
    expect(objectives(bare)[0]).toBe(20);
  });

  test("no Ideals read, none counted; a Rival's win with an Ideal moves nothing", () => {
    const base = act("II", ["FATE08", "FATE09", "FATE10"]);
    const s = run(atScoring(base, ["tycoon"]), { type: "score", snapshot: snap({}) } as Command);
    expect(objectives(s)[0]).toBe(20);
    expect(texts(s)).not.toContain("F820B");
    const rival = run(atScoring(base, ["keeper"]), { type: "score", snapshot: snap({ ideals: ["keeper"] }) } as Command);
    expect(objectives(rival)[0]).toBe(20);
  });
});

describe("seed 003 F831 'Breaking the Faith': 'When a Rival of the Believer destroys a Loyal city of the Believer, the destroying player may remove 1 Ideal token from an undeclared ambition'", () => {
  /** Red (an Outlaw) attacks Blue, here the Believer in Act III, and destroys Blue's city (tools/bench/campaignBattleScenario.ts); `law`: F831 in the rules booklet. */
  function battle(law: boolean): GameState {
    const base = campaignBattleState();
    const c = base.campaign as CampaignState;
    let s: GameState = { ...base, campaign: { ...c, act: "III", players: c.players.map((p) => (p.colour === "Blue" ? { ...p, fate: "FATE08" } : p)) } };
    if (law) s = run(s, { type: "booklet", player: "Blue", action: "add", card: "F831" } as Command);
    const said: string[] = [];
    for (let i = 0; i < 20; i++) {
      const next = nextCommand(s, i);
      if (next === undefined) break;
      s = run(s, next);
      for (const e of s.events) said.push(e.text);
      if ((s.battle as BattleState).step === "over") break;
    }
    return { ...s, events: said.map((text) => ({ kind: "battle", player: "Red", text })) } as GameState;
  }

  test("with Breaking the Faith in the booklet, Red's destroying Blue's city tells Red they may remove 1 Ideal from an undeclared ambition (the Ideal tokens are the players')", () => {
    const s = battle(true);
    expect(texts(s)).toContain("Red destroyed 1 of Blue's cities: they may remove 1 Ideal(s) from undeclared ambitions (F831)");
  });

  test("without it in the booklet nothing is said", () => {
    expect(texts(battle(false))).not.toContain("F831");
  });
});
