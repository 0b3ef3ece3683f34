/**
 * The campaign Court's cards secured and ransacked (BR p.27) decide the same in Lua: the engine's
 * `apply` with the campaign module in front, on Node and Lua states side by side.
 */
import { apply } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { campaignBattleState } from "../../tools/bench/campaignBattleScenario";
import { battleOnCourt, campaignTable, secureCommand } from "../core/campaign/campaignCourtCards";
import type { CampaignState } from "../../src/core/campaign/types";
import { rulesBookletOf } from "../../src/core/campaign/booklet";
import { mapOf } from "../core/map/fixtures";

const lua = loadCoreModuleInLua("src/core/index.ts");

function same(s: GameState, inLua: unknown, c: Command): { node: GameState; lua: unknown } | undefined {
  const n = apply(s, c);
  const l = lua.call("apply", inLua, c) as { ok: boolean; value?: unknown };
  expect(l).toEqual(normalise(n));
  return n.ok ? { node: n.value, lua: l.value } : undefined;
}

test("BR p.27: secures of a CC Guild, a CC Vox, a Fate-set Guild card (with an attached card) and a refused one agree in Lua", () => {
  const start = campaignBattleState();
  const rows: { slot: number; row: { card: string; agents: { [c: string]: number }; attached?: string }[] }[] = [
    { slot: 0, row: [{ card: "CC01", agents: { Red: 2, Blue: 1 } }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }] },
    { slot: 1, row: [{ card: "CC01", agents: {} }, { card: "CC11", agents: { Red: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }] },
    { slot: 2, row: [{ card: "CC01", agents: {} }, { card: "CC11", agents: {} }, { card: "F202", agents: { Red: 1 }, attached: "CC02" }, { card: "CC03", agents: {} }] },
    { slot: 0, row: [{ card: "CC01", agents: { Red: 1, Blue: 1 } }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }] },
  ];
  let accepted = 0;
  for (const r of rows) if (same(start, normalise(start), secureCommand(r.slot, campaignTable(r.row))) !== undefined) accepted += 1;
  expect(accepted).toBe(3);
});

test("base p.16 with BR p.27: a campaign battle ransacking a CC Guild card agrees in Lua at every step", () => {
  const court = campaignTable([{ card: "CC03", agents: { Blue: 2, Red: 1 } }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  // Weapon Outrage discards the campaign Weapon Guild cards but a Loyal one (p.16).
  court.players[0].guildCards = ["CC06", "F607", "F612", "CC01"];
  let node = campaignBattleState();
  let inLua: unknown = normalise(node);
  const kinds: string[] = [];
  for (let i = 0; i < 20; i++) {
    const c = battleOnCourt(node, i, court);
    if (c === undefined) break;
    kinds.push((c as { action: { kind: string } }).action.kind);
    const next = same(node, inLua, c);
    if (next === undefined) throw new Error(`step ${i} refused`);
    node = next.node;
    inLua = next.lua;
  }
  // Blue has no resources to raid: the battle ends after the Ransack.
  expect(kinds).toEqual(["roll", "read", "hits", "ransack", "end"]);
  const city = node.battle?.last;
  expect(city?.kind).toBe("ended");
});

test("BR p.5, p.14, p.27: a lore card secured (and one attached), the Imperial Council refused, Vox cards buried, kept in the Court or shuffled agree in Lua", () => {
  const start = campaignBattleState();
  const rows: { slot: number; row: { card: string; agents: { [c: string]: number }; attached?: string }[] }[] = [
    { slot: 1, row: [{ card: "CC01", agents: {} }, { card: "L03", agents: { Red: 2, Blue: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }] },
    { slot: 0, row: [{ card: "CC01", agents: { Red: 1 }, attached: "L07" }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }] },
    { slot: 0, row: [{ card: "AID01", agents: { Red: 2 } }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }] },
    { slot: 1, row: [{ card: "CC01", agents: {} }, { card: "CC11", agents: { Red: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }] },
    { slot: 1, row: [{ card: "CC01", agents: {} }, { card: "F2206", agents: { Red: 2, Blue: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }] },
    { slot: 0, row: [{ card: "CC01", agents: { Red: 1 }, attached: "CC14" }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }] },
  ];
  let accepted = 0;
  for (const r of rows) if (same(start, normalise(start), secureCommand(r.slot, campaignTable(r.row))) !== undefined) accepted += 1;
  expect(accepted).toBe(5);
});

test("BR p.14 with p.16: a campaign battle whose defender has agents on the Imperial Council and a CC card ransacks the CC card, alike in Lua", () => {
  const court = campaignTable([{ card: "AID01", agents: { Blue: 2 } }, { card: "CC11", agents: {} }, { card: "CC03", agents: { Blue: 1 } }, { card: "CC02", agents: {} }]);
  let node = campaignBattleState();
  let inLua: unknown = normalise(node);
  for (let i = 0; i < 20; i++) {
    const c = battleOnCourt(node, i, court);
    if (c === undefined) break;
    const next = same(node, inLua, c);
    if (next === undefined) throw new Error(`step ${i} refused`);
    node = next.node;
    inLua = next.lua;
    const last = node.battle?.last;
    if (last !== undefined && last.kind === "city") expect(last.city.ransacked).toBe("CC03");
  }
});

test("seed 003 F1618 Feudal Courts: a secure of a card with a Court token by an outsider (refused), a Vassal and the Lord (its Vassal's agents returned) agree in Lua", () => {
  const base = campaignBattleState();
  const c = base.campaign as CampaignState;
  const start = { ...base, campaign: { ...c, rulesBooklet: { edicts: rulesBookletOf(c).edicts, laws: [["F1618"]] } } } as GameState;
  const fief = (lord: string, vassal: string) => {
    const map = mapOf({ "1.1": { [lord]: { city: [1, 0] } }, "1.2": { [vassal]: { city: [1, 0] } } });
    return { token: "Court 1st", map: { ...map, fateTokens: [{ system: "1.1", token: "Seat 1st", on: lord }] } };
  };
  const court = campaignTable([{ card: "CC01", agents: { Red: 2, Blue: 1, Yellow: 1 } }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  const results = [fief("Blue", "White"), fief("Blue", "Red"), fief("Red", "Blue")].map((f) => same(start, normalise(start), { ...secureCommand(0, court), fief: f } as Command));
  expect(results.map((r) => r !== undefined)).toEqual([false, true, true]);
  const lord = results[2]?.node.secure?.last;
  expect(lord?.kind === "secured" && lord.outcome.taken).toEqual({ Yellow: 1 });
});

test("seed 003 F1618 Feudal Courts: a Ransack in cluster 1 of a card with cluster 2's Court token (none) and with cluster 1's (taken) agrees in Lua at every step", () => {
  const base = campaignBattleState();
  const c = base.campaign as CampaignState;
  const start = { ...base, campaign: { ...c, rulesBooklet: { edicts: rulesBookletOf(c).edicts, laws: [["F1618"]] } } } as GameState;
  const court = campaignTable([{ card: "CC03", agents: { Blue: 2, Red: 1 } }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  const ransacked = ["Court 2nd", "Court 1st"].map((token) => {
    let node = start;
    let inLua: unknown = normalise(start);
    for (let i = 0; i < 20; i++) {
      const cmd = battleOnCourt(node, i, court);
      if (cmd === undefined) break;
      const a = (cmd as { action: { kind: string } }).action;
      const next = same(node, inLua, a.kind === "ransack" ? ({ ...cmd, action: { ...a, tokens: [token, "", "", ""] } } as Command) : cmd);
      if (next === undefined) throw new Error(`step ${i} refused`);
      if (a.kind === "ransack") return next.node.battle?.last.kind === "city" ? next.node.battle.last.city.ransacked : "no city";
      node = next.node;
      inLua = next.lua;
    }
    return "no ransack";
  });
  expect(ransacked).toEqual([undefined, "CC03"]);
});

test("base p.13 with seed 003: the campaign's reprints of base Vox cards (F717, CC11, F411, CC14) wait for their securer's answer and go where their text says, the same in Lua", () => {
  const start = campaignBattleState();
  const answers: { card: string; answer: object; discard?: string[] }[] = [
    { card: "F717", answer: { cluster: 3 } },
    { card: "CC11", answer: { ambition: "warlord" } },
    { card: "F411", answer: { steal: { from: "Blue", card: "CC04" }, deckOrder: ["CC05", "CC03", "CC06"] }, discard: ["CC03", "F205"] },
    { card: "CC14", answer: { deckOrder: ["CC14", "CC06", "CC05"] } },
  ];
  for (const a of answers) {
    const court = campaignTable([{ card: "CC01", agents: {} }, { card: a.card, agents: { Red: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
    court.court.discard = a.discard ?? [];
    court.players[1].guildCards = ["CC04"];
    const secured = same(start, normalise(start), secureCommand(1, court))!;
    const t = (secured.node.secure as { last: { outcome: { table: object } } }).last.outcome.table;
    // Blue may not answer Red's When Secured; Red's answer is taken.
    expect(same(secured.node, secured.lua, { type: "court", player: "Blue", action: { kind: "answer", answer: a.answer, court: t } } as Command)).toBeUndefined();
    expect(same(secured.node, secured.lua, { type: "court", player: "Red", action: { kind: "answer", answer: a.answer, court: t } } as Command)).toBeDefined();
  }
});
