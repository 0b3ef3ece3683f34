/**
 * Global's panels are data, not Lua: the build composes them in Node (src/tts/lib/panelsXml.ts) and
 * stores them in the table object's memo, which Global reads at load (src/tts/lib/ui.ts). On the
 * BUILT save in the TTS fake.
 */
import { replay } from "../../src/core/rules";
import type { Colour } from "../../src/core/data/vocabulary";
import { globalUiXml } from "../../src/tts/lib/panelsXml";
import { GLOBAL_GUID, TtsTable } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import { builtSave } from "../support/builtSave";
import { coreState, loadTable, setupLog } from "../support/scenario";
import { dropCard, zone } from "../support/campaignEvents";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];

test("at load Global shows the build's composed panels, read from the table object's memo", () => {
  const table = loadTable(SEATS);
  table.settle();
  const surface = table.find((o) => o.tags.includes("table-surface"));
  expect(surface).toHaveLength(1);
  expect(surface[0].data.Memo).toBe(globalUiXml());
  expect(table.ui().xml).toBe(globalUiXml());
  for (const id of ["turnBar", "arcsSetup", "arcsBattlePanel", "arcsScoringPanel", "arcsEvent", "arcsInterm"]) expect(table.ui().ids()).toContain(id);
  expect(table.scriptErrors).toEqual([]);
});

test("Global's Lua carries none of the panels' markup: only its two one-line notices (scripts stopped, panels missing)", () => {
  const lua = builtSave().save.LuaScript;
  for (const tag of ["<VerticalLayout", "<HorizontalLayout", "<Dropdown", "<Toggle", "<Button"]) expect(lua).not.toContain(tag);
  expect(lua.split("<Panel ").length - 1).toBe(2);
  expect(lua).toContain('<Panel id="arcsStopped"');
  expect(lua).toContain('<Panel id="arcsNoPanels"');
});

test("with the table object's memo gone (a host's edit) Global shows a one-line notice, and a card play is still checked and kept through a save", () => {
  const log = setupLog({ seats: SEATS, setupCard: "3SETUP01", seed: 5 });
  const r = replay(log);
  const state = JSON.stringify({ format: "arcs-tts", version: 2, state: { game: r.state, log, loads: 0 } });
  const save = builtSave().save as unknown as SaveFile;
  const objects = save.ObjectStates.map((o) => ((o.Tags as string[] | undefined) ?? []).includes("table-surface") ? { ...o, Memo: undefined } : o);
  const table = new TtsTable({ ...save, ObjectStates: objects, LuaScriptState: state }, { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
  table.settle();
  table.callScript(GLOBAL_GUID, "arcsSetupArrange");
  table.settle();
  expect(table.ui().ids()).toEqual(["arcsNoPanels"]);
  expect(table.ui().xml).toContain("the panels are missing");

  const leader = r.state.initiative;
  const card = r.state.players.find((p) => p.colour === leader)!.hand[0];
  dropCard(table, leader, card, zone(table, "lead-slot"));
  expect(coreState(table)!.round!.plays[0]).toMatchObject({ player: leader, card, mode: "lead" });
  const again = new TtsTable(table.save(), { seats: SEATS.map((color) => ({ color, host: color === "Red" })) });
  again.settle();
  expect(coreState(again)!.round!.plays[0]).toMatchObject({ player: leader, card, mode: "lead" });
  expect(again.ui().ids()).toEqual(["arcsNoPanels"]);
  expect(table.scriptErrors).toEqual([]);
  expect(again.scriptErrors).toEqual([]);
});
