/**
 * The bench stages its handlers on the built table (tools/bench/*). Nothing else runs that staging,
 * so a rule change that makes a staged step illegal (the action count refused a battle after an
 * Administration lead) would only show when someone runs `npm run bench`: these keep it honest.
 */
import { stageThrownBattle } from "../../tools/bench/battleHandlers";
import { stageMidGameScoring } from "../../tools/bench/courtScoringHandlers";
import { GLOBAL_GUID } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import { builtSave } from "../support/builtSave";

const save = () => JSON.parse(JSON.stringify(builtSave().save)) as SaveFile;

test("the battle bench stages a thrown battle (Red led an Aggression card, p.8)", () => {
  const table = stageThrownBattle(save());
  expect(table.callScript(GLOBAL_GUID, "arcsBattleStep")).toBe("rolling");
});

test("the scoring bench stages a chapter end whose preview shows", () => {
  const table = stageMidGameScoring(save());
  table.callScript(GLOBAL_GUID, "arcsScoringRecount");
  expect(table.ui().text("arcsScoringText") ?? "").toContain("Warlord");
});
