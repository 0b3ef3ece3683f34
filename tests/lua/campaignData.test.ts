/** The Blighted Reach data reads and validates identically in Lua (TSTL, Lua 5.2) and in Node. */
import { AID_CARDS, CAMPAIGN_COURT_CARDS, FATES, FATE_SETS, chaptersInAct, validateCampaignData } from "../../src/core/data/campaign/index";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/data/campaign/index.ts");

describe("Blighted Reach data in Lua", () => {
  test("validateCampaignData finds no problem in Lua either", () => {
    expect(lua.call("validateCampaignData")).toEqual(normalise(validateCampaignData()));
    expect(validateCampaignData()).toEqual([]);
  });

  test("BR p.8: chapters per Act in Lua", () => {
    expect(["I", "II", "III"].map((a) => lua.call("chaptersInAct", a))).toEqual([3, 3, 4]);
    expect(chaptersInAct("III")).toBe(4);
  });

  test("the tables come through unchanged (Fates, Fate Sets, Court, aid cards)", () => {
    const tables = lua.call("campaignCardTables") as Record<string, unknown>;
    expect(tables.fates).toEqual(normalise(FATES));
    expect(tables.fateSets).toEqual(normalise(FATE_SETS));
    expect(tables.court).toEqual(normalise(CAMPAIGN_COURT_CARDS));
    expect(tables.aid).toEqual(normalise(AID_CARDS));
  });
});
