/** Crises (BR p.18, p.24) decide the same hits and lists in Lua (TSTL) as in Node. */
import * as node from "../../src/core/campaign/crises";
import { randomMapSnapshot } from "../../src/core/campaign/randomMap";
import type { MapSnapshot } from "../../src/core/campaign/mapControl";
import { makeRng } from "../../src/core/game/driver";
import type { Colour } from "../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { mapSnapshotRefusal } from "../../src/core/campaign/mapControl";
import { startCampaign } from "../core/campaign/fixtures";

const lua = loadCoreModuleInLua("src/core/campaign/crises.ts");
const seats: Colour[] = ["Red", "Blue", "Yellow", "White"];
const mapRefusal = (map: MapSnapshot) => mapSnapshotRefusal(map, seats);

test("fuzz BR p.18: Blight Crises on random maps give the same hits in Lua", () => {
  const rng = makeRng(5);
  for (let i = 0; i < 25; i++) {
    const map = randomMapSnapshot(rng, seats);
    for (const sp of map.systems) expect(lua.call("blightCrisis", map, sp.system, seats)).toEqual(normalise(node.blightCrisis(map, sp.system, seats)));
  }
});

test("fuzz BR p.18: every system's Blight Crises in map order from a map listed in any order, and every roll's dice phrases, the same in Lua", () => {
  const rng = makeRng(9);
  for (let i = 0; i < 15; i++) {
    const map = randomMapSnapshot(rng, seats);
    const reversed = { ...map, systems: map.systems.slice().reverse() };
    expect(lua.call("blightCrises", reversed, seats)).toEqual(normalise(node.blightCrises(reversed, seats)));
    expect(lua.call("blightCrises", map, seats)).toEqual(normalise(node.blightCrises(map, seats)));
  }
  for (const cluster of [1, 2, 3, 4, 5, 6, 0]) {
    for (const symbol of ["arrow", "crescent", "hex"] as const) expect(lua.call("rolledPlaces", symbol, cluster)).toEqual(normalise(node.rolledPlaces(symbol, cluster)));
  }
});

test("BR p.24 and p.18: Flagship hits, the Court and Fate Crises and the dice phrases, in Lua too", () => {
  const part = (damaged: boolean) => ({ building: "starport", damaged });
  const map = {
    systems: [
      { system: "2.2", pieces: [{ owner: "blight", kind: "blight", fresh: 2, damaged: 1 }, { owner: "Red", kind: "flagship", fresh: 1, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: 1, damaged: 2 }, { owner: "empire", kind: "ship", fresh: 1, damaged: 1 }] },
    ],
    flagships: [{ owner: "Red", slots: [{ upgrade: part(false), armor: part(false) }, {}, { upgrade: part(true) }, {}, {}, {}] }],
  } as MapSnapshot;
  expect(lua.call("blightCrisis", map, "2.2", seats)).toEqual(normalise(node.blightCrisis(map, "2.2", seats)));
  const s = startCampaign({
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3),
    courtDeck: ["CC14", "CC01", "CC15", "CC11"].concat(CAMPAIGN_COURT_CARDS.map((c) => c.id).filter((id) => !["CC14", "CC01", "CC15", "CC11"].includes(id))),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE03", "FATE02", "FATE04"],
  });
  const row = [{ card: "AID01", attached: "F205" }, { card: "CC14" }, { card: "CC01", attached: "CC11" }, { card: "CC15" }, { card: "F302" }];
  for (const [symbol, cluster] of [["arrow", 1], ["crescent", 4], ["hex", 6]] as const) {
    expect(lua.call("crisesFor", s, map, symbol, cluster, row)).toEqual(normalise(node.crisesFor(s, map, symbol, cluster, row)));
  }
  for (const bad of [row, [{ card: "CC14" }, { card: "CC14" }], [{ attached: "CC12" }], "x"]) {
    expect(lua.call("courtRowRefusal", bad)).toEqual(normalise(node.courtRowRefusal(bad)));
  }
});

test("BR p.18 and p.27: Fate Crises with missing texts marked and Librarians' attach targets (Forced Attach too), in Lua too", () => {
  const s = startCampaign({
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3),
    courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id), governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE05", "FATE01", "FATE03"],
  });
  const rows = [
    [{ card: "AID01", attached: "CC11" }, { card: "CC14" }, { card: "F105" }],
    [{ card: "AID01", attached: "CC11" }, { card: "CC14", attached: "CC12" }],
    [{ card: "CC14", attached: "F513" }],
  ];
  for (const row of rows) {
    const r = node.crisesFor(s, { systems: [] }, "hex", 2, row);
    expect(r.fate.length).toBeGreaterThan(0);
    expect(lua.call("crisesFor", s, { systems: [] }, "hex", 2, row)).toEqual(normalise(r));
    expect(lua.call("crisesLines", r)).toEqual(normalise(node.crisesLines(r)));
  }
});

test("BR p.18 and p.27: Court Crises that remove their card, with and without an attached card, in Lua too", () => {
  const s = startCampaign({
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: campaignActionDeck(3),
    courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id), governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE03", "FATE02", "FATE04"],
  });
  const row = [{ card: "CC15", attached: "CC11" }, { card: "CC14", attached: "CC13" }, { card: "CC12" }];
  const r = node.crisesFor(s, { systems: [] }, "arrow", 5, row);
  expect(r.court.filter((c) => c.leaves !== undefined)).toHaveLength(3);
  expect(lua.call("crisesFor", s, { systems: [] }, "arrow", 5, row)).toEqual(normalise(r));
  expect(lua.call("crisesLines", r)).toEqual(normalise(node.crisesLines(r)));
});

test("BR p.18 and p.27: the Court row's check and the map's supply limits refuse the same things in the same words in Lua", () => {
  const rows: unknown[] = [
    [], [{}, {}], [{ card: "CC14", attached: "CC14" }], [{ card: "CC14", attached: "CC12" }, { card: "CC12" }],
    [{ card: "CC14" }, { card: 7, attached: "CC14" }], [{ card: "CC14", attached: 7 }], [{ card: "CC14" }, "CC12"],
    [{}, { attached: "CC12" }], [{ card: "AID01", attached: "CC11" }, { card: "CC14" }, { card: "F105" }],
  ];
  for (const row of rows) expect(lua.call("courtRowRefusal", row) ?? "none").toBe(node.courtRowRefusal(row) ?? "none");
  const limits = loadCoreModuleInLua("src/core/campaign/mapControl.ts");
  const maps: MapSnapshot[] = [
    { systems: [] },
    { systems: [{ system: "2.0", pieces: [] }, { system: "2.1", pieces: [{ owner: "Blue", kind: "ship", fresh: 0, damaged: 0 }] }] },
    { systems: [{ system: "2.0", pieces: [{ owner: "blight", kind: "blight", fresh: 25, damaged: 0 }] }] },
    { systems: [{ system: "2.1", pieces: [{ owner: "Red", kind: "ship", fresh: 10, damaged: 6 }, { owner: "empire", kind: "ship", fresh: 99, damaged: 0 }] }] },
    { systems: [{ system: "2.1", pieces: [{ owner: "empire", kind: "ship", fresh: 99, damaged: 0 }] }, { system: "3.1", pieces: [{ owner: "White", kind: "ship", fresh: 16, damaged: 0 }] }] },
  ];
  for (const map of maps) expect(limits.call("mapSnapshotRefusal", map, seats) ?? "none").toBe(mapRefusal(map) ?? "none");
});
