import { COURT_CARDS, courtCard, courtDeck, validateCourtCards, validateCourtData } from "../../../src/core/data/court";
import {
  answerWhenSecured,
  buryGuildCard,
  conservationErrors,
  discardGuildCard,
  influence,
  ransack,
  refillEmptySlots,
  secure,
  secureTargets,
  setupCourt,
  stealGuildCard,
} from "../../../src/core/court/court";
import { giveCard, player, setResources, tableWith } from "./fixtures";
import { BASE_GAME, baseCourt } from "../../support/baseGame";

describe("court card data (seed 003 card reference, game-data.md §7)", () => {
  test("the court table passes its own data checks", () => {
    expect(validateCourtData()).toEqual([]);
  });

  test("a bad field is reported with file, card id and field", () => {
    const bad = COURT_CARDS.map((c) => (c.id === "BC07" ? { ...c, raidCost: -1 } : c.id === "BC27" ? { ...c, whenSecured: undefined } : c));
    expect(validateCourtCards(bad)).toEqual([
      "src/core/data/court.ts: BC07 field raidCost: expected an integer 1..9, got -1",
      "src/core/data/court.ts: BC27 field whenSecured: a Vox card needs a When Secured",
    ]);
    expect(validateCourtCards(COURT_CARDS.slice(1))[0]).toBe("src/core/data/court.ts: BC02 field id: expected BC01, got BC02");
  });

  test("p.3: the box's 25 Guild + 6 Vox = 31 cards come first; courtDeck lists every card of the table", () => {
    expect(baseCourt().map((c) => c.id)).toEqual(Array.from({ length: 31 }, (_, i) => `BC${i < 9 ? "0" : ""}${i + 1}`));
    expect(baseCourt().filter((c) => c.kind === "guild").length).toBe(BASE_GAME.guild);
    expect(baseCourt().filter((c) => c.kind === "vox").map((c) => c.id)).toEqual(["BC26", "BC27", "BC28", "BC29", "BC30", "BC31"]);
    // a modder's cards (README "Modding: add a card") are in the deck too
    expect(courtDeck()).toEqual(COURT_CARDS.map((c) => c.id));
  });

  test("game-data §7: raid costs (Loyal X 3, Sworn Guardians 1, Galactic Bards 1, others 2) and the Loyal flags", () => {
    const costs: Record<string, number> = {};
    for (const c of baseCourt()) if (c.raidCost !== undefined) costs[c.id] = c.raidCost;
    expect(costs).toEqual({
      BC01: 3, BC02: 2, BC03: 2, BC04: 2, BC05: 2, BC06: 2, BC07: 3, BC08: 2, BC09: 2, BC10: 2, BC11: 2, BC12: 2, BC13: 2,
      BC14: 2, BC15: 3, BC16: 2, BC17: 2, BC18: 2, BC19: 3, BC20: 2, BC21: 3, BC22: 1, BC23: 2, BC24: 2, BC25: 1,
    });
    expect(baseCourt().filter((c) => c.loyal).map((c) => c.id)).toEqual(["BC01", "BC07", "BC15", "BC19", "BC21"]);
    expect(courtCard("BC29")!.afterSecured).toBe("shuffleIntoDeck");
    expect(courtCard("BC22")!.text[0]).toBe(
      "Rivals cannot steal your resources and other Guild cards. *(In battle they can steal this first and then spend [key].)*",
    );
  });
});

describe("setup, Influence and Secure (pp.4, 13 + FAQ)", () => {
  test("p.4 step 8: 4 cards face up with 3-4 players, 3 with 2 players, from the shuffled deck", () => {
    const order = courtDeck().reverse();
    const four = setupCourt(order, 4);
    expect(four.ok && four.value.row.map((s) => s.card)).toEqual(order.slice(0, 4));
    expect(four.ok && four.value.deck).toEqual(order.slice(4));
    const two = setupCourt(order, 2);
    expect(two.ok && two.value.row.length).toBe(3);
    expect(setupCourt(order.slice(1), 3).ok).toBe(false);
  });

  test("p.13 Influence: one agent from your supply onto a Court card", () => {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: {} }, { card: "BC03", agents: {} }, { card: "BC04", agents: {} }]);
    const r = influence(t, "Red", 1);
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.court.row[1].agents).toEqual({ Red: 1 });
    expect(player(r.value, "Red").agentSupply).toBe(9);
    t.players[0].agentSupply = 0;
    expect(influence(t, "Red", 1).ok).toBe(false);
  });

  test("p.13: secure needs strictly more agents than each Rival; a tie is not enough", () => {
    const t = tableWith(["Red", "Blue", "Yellow"], [
      { card: "BC02", agents: { Red: 2, Blue: 2 } },
      { card: "BC03", agents: { Red: 2, Blue: 1, Yellow: 1 } },
      { card: "BC04", agents: {} },
      { card: "BC05", agents: {} },
    ]);
    expect(secureTargets(t, "Red")).toEqual([1]);
    const tie = secure(t, "Red", 0);
    expect(tie).toEqual({
      ok: false,
      reason: "You cannot secure Mining Interest (BC02, Material Guild): you have 2 agent(s) there against Blue 2; you need more than each Rival",
    });
  });

  test("FAQ Secure: you need a legal target", () => {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: { Blue: 1 } }, { card: "BC03", agents: {} }, { card: "BC04", agents: {} }]);
    expect(secure(t, "Red", 1)).toEqual({ ok: false, reason: "You cannot secure: no Court card has more of your agents than each Rival's" });
  });

  test("p.13: securing returns your agents, captures Rival agents, takes the card and refills the SAME slot", () => {
    const t = tableWith(["Red", "Blue", "Yellow"], [
      { card: "BC02", agents: {} },
      { card: "BC03", agents: { Red: 3, Blue: 2, Yellow: 1 } },
      { card: "BC04", agents: {} },
      { card: "BC05", agents: {} },
    ]);
    const top = t.court.deck[0];
    const r = secure(t, "Red", 1);
    if (!r.ok) throw new Error(r.reason);
    const red = player(r.value.table, "Red");
    expect(red.guildCards).toEqual(["BC03"]);
    expect(red.agentSupply).toBe(10);
    expect(red.captives).toEqual({ Blue: 2, Yellow: 1 });
    expect(r.value.taken).toEqual({ Blue: 2, Yellow: 1 });
    expect(r.value.table.court.row[1]).toEqual({ card: top, agents: {} });
    expect(r.value.table.court.deck.length).toBe(t.court.deck.length - 1);
    expect(conservationErrors(r.value.table)).toEqual([]);
  });

  test("rules-digest §7.3 decision: an empty Court deck leaves the secured slot empty; an empty slot is no target", () => {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: { Red: 1 } }, { card: "BC03", agents: {} }, { card: "BC04", agents: {} }]);
    const parked = t.court.deck.slice();
    t.court.deck = [];
    t.court.discard = parked; // keep the 31 cards accounted for
    const r = secure(t, "Red", 0);
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.table.court.row[0]).toEqual({ agents: {} });
    expect(r.value.table.court.discard).toEqual(parked); // no reshuffle
    expect(influence(r.value.table, "Blue", 0).ok).toBe(false);
    expect(conservationErrors(r.value.table)).toEqual([]);
    // house rule (never automatic): once the deck has cards again, fill empty slots on request
    const buried = buryGuildCard(r.value.table, "Red", "BC02");
    if (!buried.ok) throw new Error(buried.reason);
    expect(buried.value.court.row[0].card).toBeUndefined();
    const filled = refillEmptySlots(buried.value);
    expect(filled.ok && filled.value.court.row[0].card).toBe("BC02");
  });

  test("p.16 Ransack: any card with the defender's agents, no majority needed; Rival agents become Trophies", () => {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: { Red: 1, Blue: 4 } }, { card: "BC03", agents: {} }, { card: "BC04", agents: {} }]);
    const r = ransack(t, "Red", "Blue", 0);
    if (!r.ok) throw new Error(r.reason);
    expect(player(r.value.table, "Red").captives).toEqual({});
    expect(player(r.value.table, "Red").trophies.Blue.agents).toBe(4);
    expect(ransack(t, "Red", "Blue", 1).ok).toBe(false);
  });

  test("glossary: bury puts a card on the bottom of the Court deck; Prelude discards go face up to the Court discard", () => {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: {} }, { card: "BC03", agents: {} }, { card: "BC04", agents: {} }]);
    giveCard(t, "Red", "BC16");
    giveCard(t, "Red", "BC20");
    const b = buryGuildCard(t, "Red", "BC16");
    expect(b.ok && b.value.court.deck[b.value.court.deck.length - 1]).toBe("BC16");
    const d = discardGuildCard(t, "Red", "BC20");
    expect(d.ok && d.value.court.discard).toEqual(["BC20"]);
    expect(discardGuildCard(t, "Blue", "BC20").ok).toBe(false);
  });
});

describe("Vox When Secured resolves before the refill (p.13, FAQ Secure)", () => {
  function voxTable(card: string) {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: {} }, { card, agents: { Red: 1, Blue: 0 } }, { card: "BC04", agents: {} }]);
    return t;
  }

  test("BC31 Call to Action resolves at once: draw from the bottom of the action discard, discard it, then refill", () => {
    const t = voxTable("BC31");
    const top = t.court.deck[0];
    const r = secure(t, "Red", 1);
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.effects).toEqual([{ kind: "drawBottomActionCard", colour: "Red" }]);
    expect(r.value.table.court.discard).toEqual(["BC31"]);
    expect(r.value.table.court.row[1].card).toBe(top);
    expect(player(r.value.table, "Red").guildCards).toEqual([]);
  });

  test("BC26 Mass Uprising: the prompt comes before the refill; the answer places ships, discards, then refills", () => {
    const t = voxTable("BC26");
    const top = t.court.deck[0];
    const r = secure(t, "Red", 1);
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.prompt).toMatch(/choose a cluster/);
    expect(r.value.table.court.row[1]).toEqual({ agents: {} }); // not refilled yet
    expect(r.value.table.court.deck[0]).toBe(top);
    expect(conservationErrors(r.value.table)).toEqual([]);
    expect(influence(r.value.table, "Blue", 0).ok).toBe(false); // the prompt must be answered first
    expect(answerWhenSecured(r.value.table, {}).ok).toBe(false);
    const a = answerWhenSecured(r.value.table, { cluster: 4 });
    if (!a.ok) throw new Error(a.reason);
    expect(a.value.effects).toEqual([{ kind: "placeShipsInCluster", colour: "Red", cluster: 4 }]);
    expect(a.value.table.court.discard).toEqual(["BC26"]);
    expect(a.value.table.court.row[1].card).toBe(top);
    expect(a.value.table.pending).toBeUndefined();
  });

  test("BC27 Populist Demands: may declare any ambition, or decline; discarded either way", () => {
    const r = secure(voxTable("BC27"), "Red", 1);
    if (!r.ok) throw new Error(r.reason);
    const yes = answerWhenSecured(r.value.table, { ambition: "keeper" });
    expect(yes.ok && yes.value.effects).toEqual([{ kind: "declareAmbition", colour: "Red", ambition: "keeper" }]);
    const no = answerWhenSecured(r.value.table, {});
    expect(no.ok && no.value.effects).toEqual([]);
    expect(no.ok && no.value.table.court.discard).toEqual(["BC27"]);
    expect(answerWhenSecured(r.value.table, { ambition: "regent" }).ok).toBe(false);
  });

  test("BC28 Outrage Spreads: every player, even the securer, Provokes Outrage of the chosen type", () => {
    const t = voxTable("BC28");
    setResources(t, "Red", ["fuel", "fuel"]);
    setResources(t, "Blue", ["material", "fuel"]);
    giveCard(t, "Blue", "BC06"); // Fuel Cartel: discarded
    giveCard(t, "Blue", "BC07"); // Loyal Pilots: kept
    const r = secure(t, "Red", 1);
    if (!r.ok) throw new Error(r.reason);
    const a = answerWhenSecured(r.value.table, { outrageType: "fuel" });
    if (!a.ok) throw new Error(a.reason);
    expect(player(a.value.table, "Red").outrage).toEqual(["fuel"]);
    expect(player(a.value.table, "Blue").outrage).toEqual(["fuel"]);
    expect(player(a.value.table, "Blue").resources.slice(0, 2)).toEqual(["material", "empty"]);
    expect(player(a.value.table, "Blue").guildCards).toEqual(["BC07"]);
    expect(a.value.table.court.discard).toEqual(["BC06", "BC28"]);
    expect(conservationErrors(a.value.table)).toEqual([]);
  });

  test("BC29 Song of Freedom: return a city (its owner readjusts), may seize, shuffled into the deck before the refill", () => {
    const t = voxTable("BC29");
    t.players[1].citiesOnBoard = 2;
    setResources(t, "Blue", ["relic", "fuel", "weapon", "material", "psionic", "relic"]);
    const r = secure(t, "Red", 1);
    if (!r.ok) throw new Error(r.reason);
    const newDeck = ["BC29"].concat(r.value.table.court.deck.slice().reverse());
    const a = answerWhenSecured(r.value.table, { returnCity: { owner: "Blue", system: "3.2" }, seize: true, deckOrder: newDeck });
    if (!a.ok) throw new Error(a.reason);
    expect(a.value.effects).toEqual([
      { kind: "returnCity", colour: "Red", owner: "Blue", system: "3.2" },
      { kind: "seizeInitiative", colour: "Red" },
    ]);
    const blue = player(a.value.table, "Blue");
    expect(blue.citiesOnBoard).toBe(3);
    expect(blue.resources).toEqual(["relic", "fuel", "weapon", "material", "empty", "empty"]);
    expect(a.value.table.court.row[1].card).toBe("BC29"); // the shuffle put it on top: it comes straight back
    expect(conservationErrors(a.value.table)).toEqual([]);
    expect(answerWhenSecured(r.value.table, { seize: true, deckOrder: newDeck }).ok).toBe(false);
    expect(answerWhenSecured(r.value.table, {}).ok).toBe(false); // the shuffle order is needed
  });

  test("BC30 Guild Struggle: steal a Guild card (Sworn Guardians respected), shuffle discarded Guild cards in, discard it", () => {
    const t = voxTable("BC30");
    giveCard(t, "Blue", "BC22");
    giveCard(t, "Blue", "BC13");
    t.court.discard = ["BC26", "BC20"];
    t.court.deck = t.court.deck.filter((id) => id !== "BC26" && id !== "BC20");
    const r = secure(t, "Red", 1);
    if (!r.ok) throw new Error(r.reason);
    const deckAfterBury = r.value.table.court.deck.concat(["BC22"]);
    expect(answerWhenSecured(r.value.table, { steal: { from: "Blue", card: "BC13" }, deckOrder: deckAfterBury.concat(["BC20"]) }).ok).toBe(false);
    const order = ["BC20"].concat(deckAfterBury);
    const a = answerWhenSecured(r.value.table, { steal: { from: "Blue", card: "BC22" }, deckOrder: order });
    if (!a.ok) throw new Error(a.reason);
    expect(player(a.value.table, "Red").guildCards).toEqual([]); // Sworn Guardians was buried
    expect(player(a.value.table, "Blue").guildCards).toEqual(["BC13"]);
    expect(a.value.table.court.discard).toEqual(["BC26", "BC30"]);
    expect(a.value.table.court.row[1].card).toBe("BC20");
    expect(conservationErrors(a.value.table)).toEqual([]);
    const noSteal = answerWhenSecured(r.value.table, { deckOrder: r.value.table.court.deck.concat(["BC20"]) });
    expect(noSteal.ok).toBe(true);
  });

  test("stealing respects Sworn Guardians and lands in the thief's play area", () => {
    const t = voxTable("BC30");
    giveCard(t, "Blue", "BC13");
    const s = stealGuildCard(t, "Red", "Blue", "BC13");
    expect(s.ok && player(s.value, "Red").guildCards).toEqual(["BC13"]);
    expect(stealGuildCard(t, "Red", "Red", "BC13").ok).toBe(false);
  });
});
