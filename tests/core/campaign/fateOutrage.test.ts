/**
 * Issue 35: Fate-set cards about Outrage (src/core/campaign/fates/outrage.ts, objectives.ts, edicts.ts).
 * Outrage is the table's read of each board (base p.16 Provoke Outrage, p.22 placeholders). Card texts:
 * seed 003 F603/F616 Partisan Seizing, F424 Guild Loyalty, F601B, F1701B, F1703 Reach Rejects Overlord.
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { apply, initialState } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import type { TableState } from "../../../src/core/court/types";
import { newPlayerHoldings } from "../../../src/core/court/types";
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import { seizeOutrage } from "../../../src/core/campaign/fates/outrage";
import type { SeizeByOutrageCommand } from "../../../src/core/campaign/fateCommandTypes";
import { blankPlayer, run, snapshot } from "../game/helpers";
import { startCampaign } from "./fixtures";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);
const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const refusal = (s: GameState, c: Command) => {
  const r = apply(s, c);
  return r.ok ? "accepted" : r.reason;
};
const objectiveOf = (s: GameState, colour: Colour) => (s.campaign as CampaignState).players.filter((p) => p.colour === colour)[0].objective;
const powerOf = (s: GameState, colour: Colour) => s.players.filter((p) => p.colour === colour)[0].power;

function dealt(s: GameState): GameState {
  return s.phase === "shuffleDiscard" ? run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command) : s;
}

function actionCard(s: GameState, colour: Colour, n = 0): string {
  return s.players.filter((p) => p.colour === colour)[0].hand.filter((c) => c.indexOf("EVENT") !== 0)[n];
}

/** Act I, Blue the Partisan; Red leads, and it is Blue's turn with a card played face down (a Copy). */
function blueHasPlayed(fates = ["FATE01", "FATE06", "FATE03"]): GameState {
  let s = startCampaign({ type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: COURT, governOrder: ["AID04", "AID03", "AID05"], fates });
  s = dealt(s);
  expect(s.initiative).toBe("Red");
  s = run(s, { type: "lead", player: "Red", card: actionCard(s, "Red") } as Command, { type: "endTurn", player: "Red" } as Command);
  return run(s, { type: "follow", player: "Blue", card: actionCard(s, "Blue"), mode: "copy" } as Command);
}

/** The boards: Blue holds 2 Weapons and a Material, Arms Union (BC11, Weapon) and Loyal Marines (BC15, Weapon, Loyal); Blue is Outraged of Fuel. */
function boards(): TableState {
  const players = SEATS.map((c) => newPlayerHoldings(c, 4));
  const blue = players[1];
  blue.resources = ["weapon", "material", "weapon", "empty", "empty", "empty"];
  blue.guildCards = ["BC11", "BC15"];
  blue.outrage = ["fuel"];
  blue.agentSupply = 6;
  return { players, court: { deck: [], row: [], discard: [] }, supply: { material: 4, fuel: 5, weapon: 3, relic: 5, psionic: 5 } };
}

const seizeBy = (player: Colour, outrage: string, cards?: string[]): Command => ({ type: "seizeByOutrage", player, outrage, court: boards(), ...(cards === undefined ? {} : { cards }) }) as Command;

describe("Partisan Seizing (F603, F616)", () => {
  test("seed 003 F603: the Partisan cannot seize by discarding a second action card (base p.10)", () => {
    const s = blueHasPlayed();
    expect(refusal(s, { type: "seize", player: "Blue", card: actionCard(s, "Blue") } as Command)).toBe(
      "Partisan Seizing (F603): you cannot seize by discarding a card; Provoke Outrage instead",
    );
  });

  test("seed 003 F603: the Partisan seizes when playing a card by Provoking Outrage of a non-Outraged resource: its resources and non-Loyal Guild cards go, an agent covers the icon", () => {
    const s = run(blueHasPlayed(), seizeBy("Blue", "weapon"));
    expect(s.initiative).toBe("Blue");
    expect(s.round!.seizedBy).toBe("Blue");
    expect(s.round!.seizeCards).toEqual([]);
    expect(texts(s)).toContain("Blue Provokes Weapon Outrage and seizes the initiative (Partisan Seizing (F603))");
    const o = seizeOutrage(seizeBy("Blue", "weapon") as SeizeByOutrageCommand);
    if (!o.ok) throw new Error(o.reason);
    expect(o.value.discardedResources).toEqual(["weapon", "weapon"]);
    expect(o.value.discardedCards).toEqual(["BC11"]);
    expect(o.value.newlyOutraged).toBe(true);
    const blue = o.value.table.players[1];
    expect(blue.outrage).toEqual(["fuel", "weapon"]);
    expect(blue.agentSupply).toBe(5);
    // Once seized, no second seize this round ("you can't seize the initiative if you have it or it has been seized").
    expect(refusal(s, seizeBy("Blue", "relic"))).toBe("the initiative holder cannot seize the initiative");
  });

  test("F603: refused with an Outraged resource, before the card is played, by a Rival who is not the Partisan, by the initiative holder", () => {
    const s = blueHasPlayed();
    expect(refusal(s, seizeBy("Blue", "fuel"))).toBe("Blue is Outraged of Fuel: choose a non-Outraged resource");
    expect(refusal(s, seizeBy("Yellow", "relic"))).toBe("Partisan Seizing is not in play");
    let before = startCampaign({ type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: COURT, governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE06", "FATE01", "FATE03"] });
    before = dealt(before);
    expect(refusal(before, { ...(seizeBy("Red", "relic") as object), player: "Red" } as Command)).toBe("the initiative holder cannot seize the initiative");
    const notPlayed = run(dealt(startCampaign({ type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: COURT, governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE06", "FATE03"] })), { type: "lead", player: "Red", card: actionCard(dealt(before), "Red") } as Command);
    expect(refusal(run(notPlayed, { type: "endTurn", player: "Red" } as Command), seizeBy("Blue", "relic"))).toBe("Partisan Seizing (F603): play your card first");
  });

  test("F603 binds only the Partisan: without F616 in the rules booklet a Rival seizes with a second card as usual", () => {
    const s = blueHasPlayed(["FATE01", "FATE03", "FATE06"]);
    const seized = run(s, { type: "seize", player: "Blue", card: actionCard(s, "Blue") } as Command);
    expect(seized.initiative).toBe("Blue");
  });

  test("seed 003 F616 (Law, BR p.9): in the rules booklet it binds every player: no seize by a second card, a seize by Outrage instead", () => {
    const s = blueHasPlayed(["FATE01", "FATE03", "FATE06"]);
    const booklet = { type: "booklet", player: "Yellow", action: "add", card: "F616" } as Command;
    const law = run(s, booklet);
    expect(refusal(law, { type: "seize", player: "Blue", card: actionCard(law, "Blue") } as Command)).toBe(
      "Partisan Seizing (F616, in the rules booklet): you cannot seize by discarding a card; Provoke Outrage instead",
    );
    expect(run(law, seizeBy("Blue", "relic")).initiative).toBe("Blue");
  });

  test("seed 003 F424 Guild Loyalty: when you Provoke Outrage you do not discard Guild cards (the seize's Outrage, read in the play area)", () => {
    const o = seizeOutrage(seizeBy("Blue", "weapon", ["F424"]) as SeizeByOutrageCommand);
    if (!o.ok) throw new Error(o.reason);
    expect(o.value.discardedCards).toEqual([]);
    expect(o.value.table.players[1].guildCards).toEqual(["BC11", "BC15"]);
    expect(o.value.discardedResources).toEqual(["weapon", "weapon"]);
  });
});

function atScoring(s: GameState, ambitions: string[]): GameState {
  const markers = s.markers.map((m, i) => (i < ambitions.length ? { ...m, at: ambitions[i] as never } : m));
  return { ...s, round: undefined, phase: "scoring", markers, players: s.players.map((p) => ({ ...p, hand: [] })) };
}

describe("the Partisan's and the Overlord's objectives", () => {
  const actI = () =>
    run(startCampaign({ type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: COURT, governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE06", "FATE01", "FATE03"] }), {
      type: "setObjective", player: "Red", space: 20,
    } as Command);

  test("seed 003 F601B 'Appeal to Your Supporters': advance 2 per ambition won without Outrage of the resource it counts; Weapon Outrage stops Warlord", () => {
    // Red wins Tycoon (3 Material), Warlord (2 Trophies) and Keeper (1 Relic), Outraged of Weapon.
    const snap = snapshot([blankPlayer("Red", { resources: { material: 3, fuel: 0, weapon: 0, relic: 1, psionic: 0 }, trophies: 2, outrage: ["weapon"] }), blankPlayer("Blue"), blankPlayer("Yellow")]);
    const s = run(atScoring(actI(), ["tycoon", "warlord", "keeper"]), { type: "score", snapshot: snap } as Command);
    expect(objectiveOf(s, "Red")).toBe(16);
    expect(texts(s)).toContain("Red's objective advances 2 for tycoon won without its Outrage (F601B)");
    expect(texts(s)).not.toContain("warlord won without its Outrage");
    // Material Outrage stops Tycoon (it counts Material and Fuel); no Outrage read: told, not moved.
    const material = run(atScoring(actI(), ["tycoon"]), { type: "score", snapshot: snapshot([{ ...snap.players[0], outrage: ["material"] }, blankPlayer("Blue"), blankPlayer("Yellow")]) } as Command);
    expect(objectiveOf(material, "Red")).toBe(20);
    const unread = run(atScoring(actI(), ["tycoon"]), { type: "score", snapshot: snapshot([blankPlayer("Red", { resources: { material: 3, fuel: 0, weapon: 0, relic: 0, psionic: 0 } }), blankPlayer("Blue"), blankPlayer("Yellow")]) } as Command);
    expect(objectiveOf(unread, "Red")).toBe(20);
    expect(texts(unread)).toContain("Red's objective (F601B): no Outrage read, advance it by hand");
  });

  function actIII(): GameState {
    const record: CampaignRecord = {
      version: 1, nextAct: "III", seats: SEATS, initiative: "Red", firstRegent: "Blue", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
      players: SEATS.map((colour, i) => ({ colour, fate: ["FATE17", "FATE21", "FATE22"][i], power: 12, title: "regent" as const, favors: [] })),
    };
    const s = run(initialState(), { type: "startAct", record, actionDeck: campaignActionDeck(3), courtDeck: COURT } as Command);
    return run(s, { type: "setObjective", player: "Red", space: 20 } as Command);
  }

  test("seed 003 F1701B 'Rule by Fear Alone', 'Control by Fear Alone': at chapter end 1 per resource type you have matching your Outrage, 2 per planet type you control matching it", () => {
    // Red, Outraged of Weapon, Relic and Psionic, has Weapons and Relics (not Psionic) and controls the Weapon planets 1.1 and 5.1 and the Relic planet 4.1.
    const ships = (system: string) => ({ system, pieces: [{ owner: "Red", kind: "ship", fresh: 1, damaged: 0 }] });
    const map = { systems: [ships("1.1"), ships("5.1"), ships("4.1")] } as MapSnapshot;
    const snap = snapshot([blankPlayer("Red", { resources: { material: 0, fuel: 0, weapon: 2, relic: 1, psionic: 0 }, outrage: ["weapon", "relic", "psionic"] }), blankPlayer("Blue"), blankPlayer("Yellow")]);
    const grand = { type: "grandAmbitions", results: [] } as Command;
    const s = run(atScoring(actIII(), []), grand, { type: "score", snapshot: snap, map } as Command);
    expect(texts(s)).toContain("Red's objective advances 2 for 2 resource type(s) matching your Outrage (F1701B)");
    expect(texts(s)).toContain("Red's objective advances 4 for 2 planet type(s) controlled matching your Outrage (F1701B): marker 18 -> 14");
    expect(objectiveOf(s, "Red")).toBe(14);
    // Without the Outrage read, the lines are told, the marker stays.
    const unread = run(atScoring(actIII(), []), grand, { type: "score", snapshot: snapshot([blankPlayer("Red"), blankPlayer("Blue"), blankPlayer("Yellow")]), map } as Command);
    expect(objectiveOf(unread, "Red")).toBe(20);
    expect(texts(unread)).toContain("Red's objective (F1701B): no Outrage read, advance it by hand");
  });

  test("seed 003 F1703 Reach Rejects Overlord (Edict, BR p.20): the Overlord loses 1, 3, 6, 8 or 10 Power for 1-5 Outrage when the edict is resolved", () => {
    const base = actIII();
    const c = base.campaign as CampaignState;
    const s: GameState = { ...base, campaign: { ...c, edictQueue: ["F1703"] } };
    expect(refusal(s, { type: "edictDone", card: "F1703" } as Command)).toBe("send Red's Outrage (F1703)");
    const two = run(s, { type: "edictDone", card: "F1703", outrage: ["weapon", "fuel"] } as Command);
    expect(powerOf(two, "Red")).toBe(powerOf(s, "Red") - 3);
    expect(texts(two)).toContain("edict F1703 resolved: Red, the Overlord, loses 3 Power for their Outrage");
    const five = run(s, { type: "edictDone", card: "F1703", outrage: ["material", "fuel", "weapon", "relic", "psionic"] } as Command);
    expect(powerOf(five, "Red")).toBe(powerOf(s, "Red") - 10);
    expect(powerOf(run(s, { type: "edictDone", card: "F1703", outrage: [] } as Command), "Red")).toBe(powerOf(s, "Red"));
  });
});
