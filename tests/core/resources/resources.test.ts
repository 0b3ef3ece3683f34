import {
  canSpendForPrelude,
  gainResources,
  openSlotCount,
  provokeOutrage,
  returnCityToBoard,
  slotRaidCost,
  spendResource,
} from "../../../src/core/resources/resources";
import { conservationErrors } from "../../../src/core/court/court";
import { giveCard, player, setResources, tableWith } from "../court/fixtures";

function table(cities = 4) {
  return tableWith(["Red", "Blue"], [{ card: "BC02", agents: {} }, { card: "BC03", agents: {} }, { card: "BC04", agents: {} }], cities);
}

describe("resource slots (p.7, p.17, game-data.md §6)", () => {
  test("game-data §6: open slots 2/3/4/6/6/6 with 5..0 cities on the board; raid costs 3,1,1,2,1,3", () => {
    const t = table();
    expect([5, 4, 3, 2, 1, 0].map((n) => openSlotCount({ ...t.players[0], citiesOnBoard: n }))).toEqual([2, 3, 4, 6, 6, 6]);
    expect([0, 1, 2, 3, 4, 5].map(slotRaidCost)).toEqual([3, 1, 1, 2, 1, 3]);
  });

  test("p.17: gaining fills the leftmost empty open slot; gaps left by removals stay", () => {
    const t = table(4);
    setResources(t, "Red", [undefined, "fuel"]);
    const r = gainResources(t, "Red", ["relic"]);
    if (!r.ok) throw new Error(r.reason);
    expect(player(r.value.table, "Red").resources).toEqual(["relic", "fuel", "empty", "empty", "empty", "empty"]);
    expect(r.value.table.supply.relic).toBe(4);
  });

  test("p.17: a full player may rearrange and keep the new resource; default discards the newcomer", () => {
    const t = table(5);
    setResources(t, "Red", ["fuel", "material"]);
    const def = gainResources(t, "Red", ["relic"]);
    if (!def.ok) throw new Error(def.reason);
    expect(def.value.discarded).toEqual(["relic"]);
    expect(player(def.value.table, "Red").resources.slice(0, 2)).toEqual(["fuel", "material"]);
    expect(def.value.table.supply.relic).toBe(5);
    const chosen = gainResources(t, "Red", ["relic"], ["relic", "fuel", "empty", "empty", "empty", "empty"]);
    if (!chosen.ok) throw new Error(chosen.reason);
    expect(chosen.value.discarded).toEqual(["material"]);
    expect(conservationErrors(chosen.value.table)).toEqual([]);
    // you may only discard what you cannot hold
    const t2 = table(4);
    setResources(t2, "Red", ["fuel"]);
    const greedy = gainResources(t2, "Red", ["relic"], ["relic", "empty", "empty", "empty", "empty", "empty"]);
    expect(greedy.ok).toBe(false);
    // covered slots cannot hold resources
    expect(gainResources(t, "Red", ["relic"], ["fuel", "material", "relic", "empty", "empty", "empty"]).ok).toBe(false);
  });

  test("glossary Gain: nothing is gained from an empty supply", () => {
    const t = table();
    t.supply.weapon = 0;
    t.players[1].resources = ["weapon", "weapon", "weapon", "empty", "empty", "empty"];
    t.players[0].resources = ["weapon", "weapon", "empty", "empty", "empty", "empty"];
    const r = gainResources(t, "Red", ["weapon", "fuel"]);
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.notGained).toEqual(["weapon"]);
    expect(player(r.value.table, "Red").resources.slice(0, 3)).toEqual(["weapon", "weapon", "fuel"]);
  });

  test("FAQ C22: removing a resource (spent) never rearranges", () => {
    const t = table(2);
    setResources(t, "Red", ["fuel", "material", "relic"]);
    const r = spendResource(t, "Red", 0, true);
    if (!r.ok) throw new Error(r.reason);
    expect(player(r.value.table, "Red").resources).toEqual(["empty", "material", "relic", "empty", "empty", "empty"]);
    expect(r.value.table.supply.fuel).toBe(5);
  });

  test("p.17: a city returning to the board covers a slot: rearrange, discard what cannot be held", () => {
    const t = table(3);
    setResources(t, "Red", ["fuel", "empty", "material", "relic"].map((x) => (x === "empty" ? undefined : x)));
    const r = returnCityToBoard(t, "Red");
    if (!r.ok) throw new Error(r.reason);
    // 4 -> 3 open slots: the Relic from slot 4 moves into the gap in slot 2
    expect(player(r.value.table, "Red").resources).toEqual(["fuel", "relic", "material", "empty", "empty", "empty"]);
    expect(r.value.discarded).toEqual([]);
    const full = table(4);
    setResources(full, "Red", ["fuel", "material", "relic"]);
    const r2 = returnCityToBoard(full, "Red", ["relic", "fuel", "empty", "empty", "empty", "empty"]);
    if (!r2.ok) throw new Error(r2.reason);
    expect(r2.value.discarded).toEqual(["material"]);
    expect(conservationErrors(r2.value.table)).toEqual([]);
    const noSlot = table(5);
    expect(returnCityToBoard(noSlot, "Red").ok).toBe(false);
  });
});

describe("Outrage (p.16 + FAQ)", () => {
  test("p.16: an Outraged resource cannot be spent for its Prelude action; FAQ: it can always be spent for no effect", () => {
    const t = table();
    setResources(t, "Red", ["relic", "relic"]);
    const o = provokeOutrage(t, "Red", "fuel");
    if (!o.ok) throw new Error(o.reason);
    const o2 = provokeOutrage(o.value.table, "Red", "relic");
    if (!o2.ok) throw new Error(o2.reason);
    expect(o2.value.discardedResources).toEqual(["relic", "relic"]);
    const t3 = o2.value.table;
    setResources(t3, "Red", ["relic"]);
    expect(spendResource(t3, "Red", 0, true)).toEqual({
      ok: false,
      reason: "Your Relic is Outraged: you cannot spend it for its Prelude action (only for no effect)",
    });
    expect(spendResource(t3, "Red", 0, false).ok).toBe(true);
    expect(player(t3, "Red").outrage).toEqual(["fuel", "relic"]);
  });

  test("p.16: you can still hold (and tax into) Outraged resources; Loyal Keepers ignores Relic Outrage for its Prelude action", () => {
    const t = table();
    const o = provokeOutrage(t, "Red", "relic");
    if (!o.ok) throw new Error(o.reason);
    const g = gainResources(o.value.table, "Red", ["relic"]);
    if (!g.ok) throw new Error(g.reason);
    expect(player(g.value.table, "Red").resources[0]).toBe("relic");
    expect(canSpendForPrelude(player(g.value.table, "Red"), "relic")).toBe(false);
    giveCard(g.value.table, "Red", "BC21");
    expect(canSpendForPrelude(player(g.value.table, "Red"), "relic")).toBe(true);
    expect(canSpendForPrelude(player(g.value.table, "Red"), "fuel")).toBe(true);
  });
});
