import {
  cityDestroyedOutsideBattle,
  destroyedCityConsequences,
  raid,
  raidInBattle,
  resolveNextCity,
  startBattle,
} from "../../../src/core/battle/flow";
import { conservationErrors } from "../../../src/core/court/court";
import { trophiesOf } from "../../../src/core/court/types";
import { giveCard, player, setResources, tableWith } from "../court/fixtures";
import { dice, example, exampleTable, faces, mikahsChoice } from "./rulebookExample";

describe("destroying a city (p.16 + FAQ 'Destroying a City')", () => {
  test("p.16 example: Mikah discards her Relics and Relic Guild cards and covers her Relic Outrage icon", () => {
    const b = startBattle(exampleTable(), example, dice, faces, mikahsChoice);
    if (!b.ok) throw new Error(b.reason);
    const c = resolveNextCity(b.value.table, b.value.flow);
    if (!c.ok) throw new Error(c.reason);
    const red = player(c.value.table, "Red");
    expect(c.value.discardedResources).toEqual(["relic", "relic"]);
    expect(red.resources).toEqual(["empty", "fuel", "empty", "empty", "empty", "empty"]); // no rearranging (FAQ C22)
    expect(c.value.discardedCards).toEqual(["BC23"]);
    expect(red.guildCards).toEqual(["BC21", "BC06", "BC17"]); // Loyal Keepers kept; Farseers ransacked
    expect(red.outrage).toEqual(["relic"]);
    expect(c.value.table.court.discard).toEqual(["BC23"]);
  });

  test("p.16 example: the Ransack takes the card where Lotus has 1 agent; all 3 Rival agents become Trophies; the slot refills", () => {
    const t = exampleTable();
    const b = startBattle(t, example, dice, faces, mikahsChoice);
    if (!b.ok) throw new Error(b.reason);
    const c = resolveNextCity(b.value.table, b.value.flow);
    if (!c.ok) throw new Error(c.reason);
    expect(c.value.ransacked).toBe("BC17");
    expect(c.value.trophies).toEqual({ Blue: 1, Yellow: 2 });
    const red = player(c.value.table, "Red");
    expect(trophiesOf(red.trophies, "Blue")).toEqual({ ships: 0, agents: 1, cities: 1, starports: 0 });
    expect(trophiesOf(red.trophies, "Yellow").agents).toBe(2);
    expect(red.captives).toEqual({});
    // Mikah's own agent returned: 10 - 2 on the row - 1 Outrage icon + 1 back
    expect(red.agentSupply).toBe(8);
    expect(c.value.table.court.row[1].card).toBe(t.court.deck[0]);
    expect(conservationErrors(c.value.table)).toEqual([]);
  });

  test("p.16 example: 2 keys steal 1 Material and 1 Weapon; 3 keys would steal the Relic instead", () => {
    const b = startBattle(exampleTable(), example, dice, faces, mikahsChoice);
    if (!b.ok) throw new Error(b.reason);
    const c = resolveNextCity(b.value.table, b.value.flow);
    if (!c.ok) throw new Error(c.reason);
    const r = raidInBattle(c.value.table, c.value.flow, [
      { kind: "resource", slot: 1 },
      { kind: "resource", slot: 2 },
    ]);
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.stolenResources).toEqual(["material", "weapon"]);
    expect(r.value.keysLost).toBe(0);
    expect(player(r.value.table, "Blue").resources).toEqual(["relic", "empty", "empty", "empty", "empty", "empty"]);
    expect(player(r.value.table, "Red").resources.slice(0, 3)).toEqual(["material", "fuel", "weapon"]);
    const relic = raidInBattle(c.value.table, c.value.flow, [{ kind: "resource", slot: 0 }]);
    expect(relic).toEqual({ ok: false, reason: "Stealing Relic (slot 1, 3 keys) costs 3 key(s); you have 2 left" });
    const three = raid(c.value.table, "Red", "Blue", 3, true, [{ kind: "resource", slot: 0 }]);
    expect(three.ok).toBe(true);
    expect(conservationErrors(r.value.table)).toEqual([]);
  });

  test("FAQ order Outrage -> Ransack -> raid: the ransacked Relic card and the raided Relic are kept", () => {
    const t = exampleTable();
    // put a Relic Guild card (Relic Fence, BC24) under Lotus's agent instead of Farseers
    t.court.row[1] = { card: "BC24", agents: { Blue: 1 } };
    t.court.deck = t.court.deck.filter((id) => id !== "BC24").concat(["BC17"]);
    t.players[2].agentSupply += 2; // Yellow's 2 agents left with Farseers
    t.players[0].agentSupply += 1; // and Red's 1
    expect(conservationErrors(t)).toEqual([]);
    const b = startBattle(t, example, dice, faces, mikahsChoice);
    if (!b.ok) throw new Error(b.reason);
    const raidFirst = raidInBattle(b.value.table, b.value.flow, []);
    expect(raidFirst.ok).toBe(false); // the city's Outrage and Ransack come before the raid
    const c = resolveNextCity(b.value.table, b.value.flow);
    if (!c.ok) throw new Error(c.reason);
    const r = raid(c.value.table, "Red", "Blue", 3, true, [{ kind: "resource", slot: 0 }]);
    if (!r.ok) throw new Error(r.reason);
    const red = player(r.value.table, "Red");
    expect(red.guildCards).toContain("BC24");
    expect(red.resources).toContain("relic");
    expect(red.outrage).toEqual(["relic"]);
    expect(conservationErrors(r.value.table)).toEqual([]);
  });

  test("p.16: already Outraged of that type: everything except placing the agent", () => {
    const t = exampleTable();
    t.players[0].outrage = ["relic"];
    t.players[0].agentSupply -= 1;
    const r = destroyedCityConsequences(t, "Red", "Blue", "relic", 1);
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.discardedResources).toEqual(["relic", "relic"]);
    expect(player(r.value.table, "Red").outrage).toEqual(["relic"]);
    expect(conservationErrors(r.value.table)).toEqual([]);
  });

  test("p.16/p.22: no agent in supply -> a placeholder covers the icon until an agent returns", () => {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: { Red: 10, Blue: 1 } }]);
    const r = destroyedCityConsequences(t, "Red", "Blue", "fuel");
    if (!r.ok) throw new Error(r.reason);
    const red = player(r.value.table, "Red");
    // the Ransack of BC02 returned Red's 10 agents: one replaced the placeholder
    expect(red.outrage).toEqual(["fuel"]);
    expect(red.outragePlaceholders).toEqual([]);
    expect(red.agentSupply).toBe(9);
    expect(conservationErrors(r.value.table)).toEqual([]);
  });

  test("p.16: a city destroyed outside battle is a Trophy and still provokes Outrage and a Ransack", () => {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: { Blue: 2 } }, { card: "BC03", agents: {} }, { card: "BC04", agents: {} }]);
    const r = cityDestroyedOutsideBattle(t, "Red", "Blue", "material");
    if (!r.ok) throw new Error(r.reason);
    expect(trophiesOf(player(r.value.table, "Red").trophies, "Blue")).toEqual({ ships: 0, agents: 2, cities: 1, starports: 0 });
    expect(player(r.value.table, "Red").outrage).toEqual(["material"]);
  });

  test("Ransack with several candidate cards asks the destroyer to choose", () => {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: { Blue: 1 } }, { card: "BC03", agents: { Blue: 3 } }, { card: "BC04", agents: {} }]);
    const r = destroyedCityConsequences(t, "Red", "Blue", "material");
    expect(r).toEqual({
      ok: false,
      reason: "Choose the card to ransack: slot 1 Mining Interest (BC02, Material Guild), slot 2 Material Cartel (BC03, Material Guild)",
    });
    expect(destroyedCityConsequences(t, "Red", "Blue", "material", 2).ok).toBe(false);
    expect(destroyedCityConsequences(t, "Red", "Blue", "material", 0).ok).toBe(true);
  });
});

describe("raiding (p.16-17)", () => {
  function raidTable() {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: {} }]);
    setResources(t, "Blue", ["relic", "material", "weapon", "fuel"]);
    return t;
  }

  test("p.17: a Guild card costs its printed raid cost; keys left over are lost", () => {
    const t = raidTable();
    giveCard(t, "Blue", "BC07"); // Loyal Pilots, 3 keys
    const r = raid(t, "Red", "Blue", 4, true, [{ kind: "guild", card: "BC07" }]);
    if (!r.ok) throw new Error(r.reason);
    expect(player(r.value.table, "Red").guildCards).toEqual(["BC07"]);
    expect(r.value.keysLost).toBe(1);
    expect(raid(t, "Red", "Blue", 2, true, [{ kind: "guild", card: "BC07" }]).ok).toBe(false);
  });

  test("L13 Ancient Holdings 'one resource slot with a raid cost of 4 keys' (FAQ erratum p.17: held resources are stolen only where a card allows it)", () => {
    const t = raidTable();
    // Blue's Ancient Holdings holds a Psionic (from the supply).
    t.supply.psionic -= 1;
    player(t, "Blue").held = [{ card: "L13", resource: "psionic" }];
    expect(conservationErrors(t)).toEqual([]);
    const before = JSON.stringify(t);
    expect(raid(t, "Red", "Blue", 3, true, [{ kind: "held", card: "L13" }])).toEqual({ ok: false, reason: "Stealing the Psionic on Ancient Holdings (L13) costs 4 key(s); you have 3 left" });
    const r = raid(t, "Red", "Blue", 5, true, [{ kind: "held", card: "L13" }]);
    if (!r.ok) throw new Error(r.reason);
    expect(JSON.stringify(t)).toBe(before);
    expect(player(r.value.table, "Blue").held).toEqual([]);
    expect(player(r.value.table, "Red").resources).toContain("psionic");
    expect(r.value.keysLost).toBe(1);
    expect(conservationErrors(r.value.table)).toEqual([]);
    // Nothing left there; a card that holds no stealable resource; Sworn Guardians guard it too.
    expect(raid(r.value.table, "Red", "Blue", 5, true, [{ kind: "held", card: "L13" }])).toEqual({ ok: false, reason: "Blue holds no resource on Ancient Holdings (L13)" });
    expect(raid(t, "Red", "Blue", 5, true, [{ kind: "held", card: "BC03" }])).toEqual({ ok: false, reason: "Resources held on BC03 cannot be stolen (FAQ erratum p.17)" });
    giveCard(t, "Blue", "BC22");
    expect(raid(t, "Red", "Blue", 5, true, [{ kind: "held", card: "L13" }]).ok).toBe(false);
  });

  test("BC22 Sworn Guardians: nothing else can be stolen; stealing it first buries it, then keys go on", () => {
    const t = raidTable();
    giveCard(t, "Blue", "BC22");
    giveCard(t, "Blue", "BC11");
    const blocked = raid(t, "Red", "Blue", 5, true, [{ kind: "resource", slot: 1 }]);
    expect(blocked.ok).toBe(false);
    if (!blocked.ok) expect(blocked.reason).toMatch(/Sworn Guardians/);
    expect(raid(t, "Red", "Blue", 5, true, [{ kind: "guild", card: "BC11" }]).ok).toBe(false);
    const r = raid(t, "Red", "Blue", 4, true, [
      { kind: "guild", card: "BC22" },
      { kind: "resource", slot: 1 },
      { kind: "guild", card: "BC11" },
    ]);
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.table.court.deck[r.value.table.court.deck.length - 1]).toBe("BC22"); // buried
    expect(player(r.value.table, "Red").guildCards).toEqual(["BC11"]);
    expect(player(r.value.table, "Red").resources[0]).toBe("material");
    expect(conservationErrors(r.value.table)).toEqual([]);
  });

  test("p.21: Lore has no raid cost and cannot be stolen", () => {
    const r = raid(raidTable(), "Red", "Blue", 6, true, [{ kind: "guild", card: "L07" }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/Lore cannot be stolen/);
  });

  test("p.16: no attacking ship left means no raid", () => {
    const r = raid(raidTable(), "Red", "Blue", 2, false, [{ kind: "resource", slot: 1 }]);
    expect(r).toEqual({ ok: false, reason: "No attacking ships remain: you cannot raid (p.16)" });
  });

  test("p.17: a full attacker may rearrange and keep the stolen token; by default the stolen token is discarded", () => {
    const t = raidTable();
    t.players[0].citiesOnBoard = 5;
    setResources(t, "Red", ["fuel", "fuel"]);
    const byDefault = raid(t, "Red", "Blue", 1, true, [{ kind: "resource", slot: 1 }]);
    if (!byDefault.ok) throw new Error(byDefault.reason);
    expect(byDefault.value.discarded).toEqual(["material"]);
    expect(player(byDefault.value.table, "Red").resources.slice(0, 2)).toEqual(["fuel", "fuel"]);
    const chosen = raid(t, "Red", "Blue", 1, true, [{ kind: "resource", slot: 1 }], ["material", "fuel", "empty", "empty", "empty", "empty"]);
    if (!chosen.ok) throw new Error(chosen.reason);
    expect(chosen.value.discarded).toEqual(["fuel"]);
    expect(conservationErrors(chosen.value.table)).toEqual([]);
  });
});
