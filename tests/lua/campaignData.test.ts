/**
 * The Blighted Reach data reads identically in Lua (TSTL, Lua 5.2) and in Node, but for the printed
 * text the Lua build leaves out (tools/lib/luaProse.ts: only the paragraphs the rules read). Its
 * validation is the build's, in Node.
 */
import { AID_CARDS, CAMPAIGN_COURT_CARDS, FATES, FATE_SETS, chaptersInAct, validateCampaignData } from "../../src/core/data/campaign/index";
import { paragraphAsRead, paragraphReadByRules } from "../../src/core/data/prose";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/data/campaign/index.ts");

describe("Blighted Reach data in Lua", () => {
  test("validateCampaignData finds no problem (in Node: the build's check)", () => {
    expect(validateCampaignData()).toEqual([]);
  });

  test("BR p.8: chapters per Act in Lua", () => {
    expect(["I", "II", "III"].map((a) => lua.call("chaptersInAct", a))).toEqual([3, 3, 4]);
    expect(chaptersInAct("III")).toBe(4);
  });

  test("the tables come through unchanged but for the prose no rule reads (and the part of a When Secured no rule reads) (Fates, Fate Sets, Court, aid cards)", () => {
    const tables = lua.call("campaignCardTables") as Record<string, unknown>;
    // A field left with no text is not in the Lua at all (no `text={}`, no `flavour=""`).
    const without = <T extends object>(o: T, field: string): T => Object.fromEntries(Object.entries(o).filter(([k]) => k !== field)) as T;
    const read = <T extends { name: string; text: string[] }>(c: T): T => {
      const kept = c.text.filter(paragraphReadByRules).map((p) => paragraphAsRead(c.name, p));
      return kept.length > 0 ? { ...c, text: kept } : without(c, "text");
    };
    expect(tables.fates).toEqual(normalise(FATES.map((f) => ({ ...without(f, "flavour"), paths: f.paths.map((p) => without(p, "text")) }))));
    expect(tables.fateSets).toEqual(normalise(FATE_SETS.map((set) => set.map(read))));
    expect(tables.court).toEqual(normalise(CAMPAIGN_COURT_CARDS.map(read)));
    expect(tables.aid).toEqual(normalise(AID_CARDS.map((c) => without(c, "text"))));
  });
});
