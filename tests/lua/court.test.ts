/**
 * Parity: the Court and resource rules, compiled by TSTL and run in the Lua VM, give exactly the
 * Node results (refusal reasons included). Sequences run as two chains, each VM on its own
 * outputs, compared after every step.
 */
import * as court from "../../src/core/court";
import type { TableState } from "../../src/core/court/types";
import { courtDeck } from "../../src/core/data/court";
import { COLOURS, RESOURCE_TYPES } from "../../src/core/data/vocabulary";
import { giveCard, setResources, tableWith } from "../core/court/fixtures";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/court/index.ts");
const node = court as unknown as Record<string, (...args: unknown[]) => unknown>;

type R = { ok: boolean; value?: { table?: unknown } & Record<string, unknown>; reason?: string };

/** Two chains of state: `n` (Node) and `l` (Lua). */
interface Pair {
  n: unknown;
  l: unknown;
}

/** Apply the same command to each chain's own state; require identical results. */
function step(name: string, s: Pair, ...args: unknown[]): { n: R; l: R } {
  const n = node[name](s.n, ...args) as R;
  const l = lua.call(name, s.l, ...args) as R;
  expect(l).toEqual(normalise(n));
  return { n, l };
}

function tableOf(r: R): unknown {
  const v = r.value as Record<string, unknown>;
  return v.table !== undefined ? v.table : v;
}

describe("court parity (Node vs Lua)", () => {
  // The court table's validation is the build's, in Node (tests/core/data): the Lua copy of the data
  // holds no printed text (tools/lib/luaProse.ts) and Global holds no validator (luaCompactShake.ts).
  test("data: courtDeck and the Court's setup match in Lua", () => {
    expect(lua.call("courtDeck")).toEqual(courtDeck());
    expect(lua.call("setupCourt", courtDeck().reverse(), 3)).toEqual(normalise(node.setupCourt(courtDeck().reverse(), 3)));
  });

  test("p.13 secure, FAQ legal target, ransack, empty deck: same results and reasons in Lua", () => {
    const t = tableWith(["Red", "Blue", "Yellow"], [
      { card: "BC02", agents: { Red: 2, Blue: 2 } },
      { card: "BC03", agents: { Red: 3, Blue: 2, Yellow: 1 } },
      { card: "BC04", agents: { Blue: 1 } },
      { card: "BC05", agents: {} },
    ]);
    const s: Pair = { n: t, l: t };
    step("secure", s, "Red", 0);
    step("secure", s, "Yellow", 3);
    const ok = step("secure", s, "Red", 1);
    expect(ok.n.ok).toBe(true);
    step("ransack", s, "Red", "Blue", 2);
    const empty = { ...t, court: { ...t.court, deck: [], discard: t.court.deck } };
    step("secure", { n: empty, l: empty }, "Red", 1);
    step("influence", s, "Red", 3);
  });

  test("every Vox card: When Secured prompt, answer, destination and refill agree", () => {
    const answers: Record<string, unknown> = {
      BC26: { cluster: 2 },
      BC27: { ambition: "tyrant" },
      BC28: { outrageType: "fuel" },
      BC30: { steal: { from: "Blue", card: "BC22" } },
      BC31: {},
    };
    for (const card of ["BC26", "BC27", "BC28", "BC29", "BC30", "BC31"]) {
      const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: {} }, { card, agents: { Red: 1 } }, { card: "BC04", agents: {} }]);
      setResources(t, "Blue", ["fuel", "material"]);
      giveCard(t, "Blue", "BC22");
      giveCard(t, "Blue", "BC06");
      t.players[1].citiesOnBoard = 3;
      const s = step("secure", { n: t, l: t }, "Red", 1);
      if (card === "BC31") continue;
      const pend: Pair = { n: tableOf(s.n), l: tableOf(s.l) };
      const nt = pend.n as TableState;
      let answer = answers[card] as Record<string, unknown>;
      if (card === "BC29") answer = { returnCity: { owner: "Blue", system: "2.2" }, seize: true, deckOrder: nt.court.deck.concat([card]).reverse() };
      if (card === "BC30") answer = { ...answer, deckOrder: nt.court.deck.concat(["BC22"]) };
      const a = step("answerWhenSecured", pend, answer);
      expect(a.n.ok).toBe(true);
      step("answerWhenSecured", pend, { cluster: 9, deckOrder: [] });
    }
  });

  test("p.17 + FAQ C22 resources: gain, rearrange, overflow, spend, Outrage, returning city agree", () => {
    const t = tableWith(["Red", "Blue"], [{ card: "BC02", agents: {} }, { card: "BC03", agents: {} }, { card: "BC04", agents: {} }], 4);
    setResources(t, "Red", ["fuel", "material", "relic"]);
    const s: Pair = { n: t, l: t };
    step("gainResources", s, "Red", ["weapon"]);
    step("gainResources", s, "Red", ["weapon"], ["weapon", "fuel", "relic", "empty", "empty", "empty"]);
    step("gainResources", s, "Red", ["weapon"], ["weapon", "weapon", "relic", "empty", "empty", "empty"]);
    step("spendResource", s, "Red", 1, true);
    step("returnCityToBoard", s, "Red");
    const o = step("provokeOutrage", s, "Red", "relic");
    const after: Pair = { n: tableOf(o.n), l: tableOf(o.l) };
    step("spendResource", after, "Red", 2, true);
    step("spendResource", after, "Red", 2, false);
  });

  test("seeded random Court sequences run identically in Node and Lua, step by step", () => {
    let seed = 99;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * n);
    };
    const deck = courtDeck();
    for (let i = deck.length - 1; i > 0; i--) {
      const j = rand(i + 1);
      [deck[i], deck[j]] = [deck[j], deck[i]];
    }
    const setup = node.setupCourt(deck, 3) as { value: TableState["court"] };
    const start: TableState = {
      players: ["Red", "Blue", "Yellow"].map((c) => node.newPlayerHoldings(c, 3) as TableState["players"][number]),
      court: setup.value,
      supply: { material: 5, fuel: 5, weapon: 5, relic: 5, psionic: 5 },
    };
    let s: Pair = { n: start, l: start };
    let applied = 0;
    for (let i = 0; i < 250; i++) {
      const nt = s.n as TableState;
      const colour = nt.players[rand(3)].colour;
      const slot = rand(4);
      let r: { n: R; l: R };
      if (nt.pending !== undefined) {
        const card = nt.pending.card;
        const a: Record<string, unknown> = {};
        if (card === "BC26") a.cluster = 1 + rand(6);
        if (card === "BC28") a.outrageType = RESOURCE_TYPES[rand(5)];
        if (card === "BC29") a.deckOrder = nt.court.deck.concat([card]);
        if (card === "BC30") a.deckOrder = nt.court.deck.concat(nt.court.discard.filter((id) => (node.courtCard(id) as { kind: string }).kind === "guild"));
        r = step("answerWhenSecured", s, a);
      } else {
        const op = rand(6);
        if (op <= 2) r = step("influence", s, colour, slot);
        else if (op === 3) r = step("secure", s, colour, slot);
        else if (op === 4) r = step("ransack", s, colour, COLOURS[rand(3)], slot);
        else r = step("gainResources", s, colour, [RESOURCE_TYPES[rand(5)]]);
      }
      if (r.n.ok) {
        s = { n: tableOf(r.n), l: tableOf(r.l) };
        applied++;
        expect(node.conservationErrors(s.n)).toEqual([]);
        expect(lua.call("conservationErrors", s.l)).toEqual([]);
      }
    }
    expect(applied).toBeGreaterThan(100);
  });
});

describe("the Court machine (Node vs Lua)", () => {
  test("p.13 + BC26: a secure waiting for its When Secured, its refusals and its answer are identical in Lua", () => {
    const t = tableWith(["Red", "Blue", "Yellow"], [
      { card: "BC02", agents: { Red: 2, Blue: 1 } },
      { card: "BC26", agents: { Red: 1 } },
      { card: "BC11", agents: { Blue: 1 } },
      { card: "BC13", agents: {} },
    ]);
    const both = (...args: unknown[]) => {
      const n = node.stepCourt(...args);
      const l = lua.call("stepCourt", ...args);
      expect(l).toEqual(normalise(n));
      return n as { ok: boolean; value: { last: { outcome: { table: unknown } } } };
    };
    both(undefined, "Red", { kind: "secure", slot: 0, court: t });
    both(undefined, "Yellow", { kind: "secure", slot: 0, court: t });
    const waiting = both(undefined, "Red", { kind: "secure", slot: 1, court: t }).value;
    both(waiting, "Red", { kind: "secure", slot: 0, court: t });
    both(waiting, "Blue", { kind: "answer", answer: { cluster: 2 }, court: t });
    both(waiting, "Red", { kind: "answer", answer: { cluster: 9 }, court: t });
    both(waiting, "Red", { kind: "answer", answer: { cluster: 2 }, court: waiting.last.outcome.table });
  });
});

test("BR p.27: attached cards are secured with their card, and refused where the Court cannot show them, in Lua too", () => {
  const seats = ["Red", "Blue", "Yellow"] as const;
  const guild = tableWith(seats.slice(), [{ card: "BC02", agents: { Red: 2, Blue: 1 }, attached: "BC13" }, { card: "BC11", agents: {} }, { card: "BC26", agents: {} }]);
  const vox = tableWith(seats.slice(), [{ card: "BC02", agents: { Blue: 1 }, attached: "BC31" }, { card: "BC11", agents: {} }, { card: "BC13", agents: {} }]);
  const empty = tableWith(seats.slice(), [{ agents: {}, attached: "BC13" }, { card: "BC11", agents: { Red: 1 } }, { card: "BC02", agents: {} }]);
  const a = step("secure", { n: guild, l: guild }, "Red", 0);
  expect(a.n.ok).toBe(true);
  expect(a.n.value?.attached).toBe("BC13");
  expect(step("secure", { n: vox, l: vox }, "Blue", 0).n.ok).toBe(true);
  expect(step("secure", { n: empty, l: empty }, "Red", 1).n.ok).toBe(false);
});
