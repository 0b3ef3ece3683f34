/**
 * Court card actions on Captives and Court agents (seed 003 card reference): Court Enforcers BC14
 * Abduct, Prison Wardens BC12 Pressgang and Execute (src/core/powers/capturePowers.ts), and the
 * logged `cardAction` command that carries the table as read.
 */
import { abduct, execute, pressgang } from "../../../src/core/powers/capturePowers";
import { conservationErrors } from "../../../src/core/court/court";
import { provokeOutrage } from "../../../src/core/resources/resources";
import type { TableState } from "../../../src/core/court/types";
import { giveCard, player, setResources, tableWith } from "../court/fixtures";
import { end, follow, fourPlayerGame, lead, refusal, run } from "../game/helpers";

function must<T>(r: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/** Red holds Court Enforcers (1 Weapon icon) and 2 Weapon resources: 3 icons. */
function enforcers(): TableState {
  const t = tableWith(["Red", "Blue", "Yellow"], [
    { card: "BC02", agents: { Blue: 1, Yellow: 1, Red: 1 } },
    { card: "BC03", agents: { Blue: 3 } },
    { card: "BC04", agents: { Red: 2 } },
    { card: "BC05", agents: {} },
  ]);
  giveCard(t, "Red", "BC14");
  setResources(t, "Red", ["weapon", "weapon"]);
  return t;
}

describe("Court Enforcers (BC14): 'Abduct (Battle): Capture all Rival agents from a card in the Court that has fewer Rival agents than your total Weapon icons from resources and cards.'", () => {
  test("BC14: 2 Rival agents against 3 Weapon icons: all become Red's Captives; Red's own agent stays", () => {
    const t = must(abduct(enforcers(), "Red", 0));
    expect(t.court.row[0].agents).toEqual({ Red: 1 });
    expect(player(t, "Red").captives).toEqual({ Blue: 1, Yellow: 1 });
    expect(conservationErrors(t)).toEqual([]);
  });

  test("BC14: a card with as many Rival agents as your icons, a card without Rival agents, and a player without the card are refused", () => {
    expect(abduct(enforcers(), "Red", 1)).toEqual({
      ok: false,
      reason: "Court Enforcers (BC14, Weapon Guild): Material Cartel (BC03, Material Guild) has 3 Rival agent(s); you Abduct only below your 3 Weapon icon(s)",
    });
    expect(abduct(enforcers(), "Red", 2)).toEqual({ ok: false, reason: "There are no Rival agents on Admin Union (BC04, Material Guild) to Abduct" });
    expect(abduct(enforcers(), "Blue", 0)).toEqual({ ok: false, reason: "Blue does not hold Court Enforcers (BC14, Weapon Guild): only its owner may Abduct" });
  });
});

function wardens(): TableState {
  const t = tableWith(["Red", "Blue", "Yellow"], [
    { card: "BC02", agents: {} },
    { card: "BC03", agents: {} },
    { card: "BC04", agents: {} },
    { card: "BC05", agents: {} },
  ]);
  giveCard(t, "Red", "BC12");
  const red = player(t, "Red");
  red.captives = { Blue: 2, Yellow: 1 };
  player(t, "Blue").agentSupply -= 2;
  player(t, "Yellow").agentSupply -= 1;
  return t;
}

describe("Prison Wardens (BC12): Pressgang and Execute", () => {
  test("BC12 Pressgang (Build): 'Return any number of your Captives to gain any 1 resource for each'", () => {
    const t = must(pressgang(wardens(), "Red", [{ colour: "Blue", count: 2 }], ["relic", "psionic"]));
    expect(player(t, "Red").captives).toEqual({ Yellow: 1 });
    expect(player(t, "Blue").agentSupply).toBe(10);
    expect(player(t, "Red").resources.slice(0, 2)).toEqual(["relic", "psionic"]);
    expect(t.supply.relic).toBe(4);
    expect(conservationErrors(t)).toEqual([]);
  });

  test("BC12 Pressgang: one resource per Captive; no more Captives than you have; only the owner", () => {
    expect(pressgang(wardens(), "Red", [{ colour: "Blue", count: 2 }], ["relic"])).toEqual({
      ok: false,
      reason: "Prison Wardens (BC12, Weapon Guild): choose 1 resource for each Captive you return (2)",
    });
    expect(pressgang(wardens(), "Red", [{ colour: "Yellow", count: 2 }], ["relic", "relic"])).toEqual({ ok: false, reason: "You have 1 Yellow Captive(s), not 2" });
    expect(pressgang(wardens(), "Blue", [{ colour: "Red", count: 1 }], ["relic"]).ok).toBe(false);
  });

  test("BC12 Execute (Influence): 'Move any number of your Captives to your Trophies'", () => {
    const t = must(execute(wardens(), "Red", [{ colour: "Blue", count: 1 }, { colour: "Yellow", count: 1 }]));
    expect(player(t, "Red").captives).toEqual({ Blue: 1 });
    expect(player(t, "Red").trophies.Blue).toEqual({ ships: 0, agents: 1, cities: 0, starports: 0 });
    expect(player(t, "Red").trophies.Yellow).toEqual({ ships: 0, agents: 1, cities: 0, starports: 0 });
    expect(conservationErrors(t)).toEqual([]);
    expect(execute(wardens(), "Red", [])).toEqual({ ok: false, reason: "Choose the Captives to execute" });
  });
});

describe("the cardAction command logs a card's action with the table as read", () => {
  test("BC14 through the engine: applied on the player's turn after their card, refused off turn, with the same reasons", () => {
    // Abduct (Battle) is taken instead of a Battle action (p.20): Red leads an Aggression card.
    const s = run(fourPlayerGame(), lead("Red", "aggression-7"));
    const t = tableWith(["Red", "Blue", "Yellow", "White"], [
      { card: "BC02", agents: { Blue: 1 } },
      { card: "BC03", agents: {} },
      { card: "BC04", agents: {} },
      { card: "BC05", agents: {} },
    ]);
    giveCard(t, "Red", "BC14");
    setResources(t, "Red", ["weapon"]);
    const after = run(s, { type: "cardAction", player: "Red", action: { kind: "abduct", slot: 0, court: t } });
    expect(after.events.map((e) => e.text)).toEqual(["Red Abducts 1 Rival agent(s) from Mining Interest (BC02, Material Guild) with Court Enforcers (BC14, Weapon Guild)"]);
    expect(refusal(s, { type: "cardAction", player: "Blue", action: { kind: "abduct", slot: 0, court: t } })).toBe(
      "it is Red's turn, not Blue's",
    );
    expect(refusal(s, { type: "cardAction", player: "Red", action: { kind: "abduct", slot: 1, court: t } })).toBe("There are no Rival agents on Material Cartel (BC03, Material Guild) to Abduct");
    const blue = run(s, end("Red"));
    expect(refusal(blue, { type: "cardAction", player: "Blue", action: { kind: "execute", captives: [{ colour: "Red", count: 1 }], court: t } })).toMatch(/^Blue must play a card first/);
    // Execute (Influence) after a Mobilization Pivot: the action is there, Prison Wardens is not.
    expect(refusal(run(blue, follow("Blue", "mobilization-3", "pivot")), { type: "cardAction", player: "Blue", action: { kind: "execute", captives: [{ colour: "Red", count: 1 }], court: t } })).toMatch(/Prison Wardens/);
  });

  test("p.20 new actions: Abduct (Battle) spends a Battle action of the turn's count, and needs one", () => {
    const t = tableWith(["Red", "Blue", "Yellow", "White"], [
      { card: "BC02", agents: { Blue: 1 } },
      { card: "BC03", agents: { Yellow: 1 } },
      { card: "BC04", agents: {} },
      { card: "BC05", agents: {} },
    ]);
    giveCard(t, "Red", "BC14");
    setResources(t, "Red", ["weapon"]);
    const abduct = (slot: number) => ({ type: "cardAction" as const, player: "Red" as const, action: { kind: "abduct" as const, slot, court: t } });
    // A Construction card gives no Battle action: no Abduct either.
    expect(refusal(run(fourPlayerGame(), lead("Red", "construction-4")), abduct(0))).toMatch(/^Red cannot battle: the Construction card gives Construction actions/);
    // An Aggression 7 gives one action (p.8): the first Abduct takes it, the second finds none.
    const once = run(fourPlayerGame(), lead("Red", "aggression-7"), abduct(0));
    expect(once.actions?.taken).toEqual(["battle"]);
    expect(refusal(once, abduct(1))).toMatch(/^Red has no Aggression action left to battle/);
  });
});

describe("Loyal cards (BC01, BC07, BC15, BC19, BC21): 'If you Provoke Outrage, keep this card.'", () => {
  test("BC21 Loyal Keepers: its owner Provokes Relic Outrage and keeps it; Elder Broker (BC23, Relic) goes to the Court discard", () => {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: {} }, { card: "BC03", agents: {} }, { card: "BC04", agents: {} }]);
    giveCard(t, "Red", "BC21");
    giveCard(t, "Red", "BC23");
    const o = must(provokeOutrage(t, "Red", "relic"));
    expect(player(o.table, "Red").guildCards).toEqual(["BC21"]);
    expect(o.table.court.discard).toEqual(["BC23"]);
  });
});
