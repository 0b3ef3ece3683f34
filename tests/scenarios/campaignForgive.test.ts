/**
 * Reconcile with the Outraged's Forgive (seed 003 F1411: "In Summits, you can take a new Negotiation
 * action, Forgive: Take a Rival's Outrage as a Favor.") on the BUILT save's Global in the TTS fake
 * (issue 35; src/tts/campaign/eventPhase/transferLore.ts): in a Summit's Negotiations (BR pp.16-17)
 * a Rival's agent picked up off an Outrage icon of their board and dropped into the mover's play
 * area, where Favors lie (BR p.16 "Rival agents on your Fate card are Favors"), is the mover's Favor
 * in the core too; without F1411 in the rules booklet it goes back, and the mover alone is told.
 */
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import type { CampaignState } from "../../src/core/campaign/types";
import { loadWithGame } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState } from "../support/scenario";
import { inArea, dropInArea } from "../support/fateTable";
import { summitWithLore } from "../core/campaign/transferLoreFixtures";
import { localToWorld } from "../../tools/table/geometry";

const save = () => builtSave().save as unknown as SaveFile;
const favors = (table: TtsTable) => (coreState(table)!.campaign as CampaignState).players.map((p) => p.favors);
const to = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text);

/** One of `colour`'s agents out of their supply onto the Outrage icon of `type` on their board (BR p.16: Provoked Outrage). */
function outrageAgent(table: TtsTable, colour: string, type: string): FakeObject {
  const b = table.find((o) => o.tags.includes("player-board") && o.tags.includes(colour))[0];
  const p = (b.data.AttachedSnapPoints as { Position: { x: number; y: number; z: number }; Tags: string[] }[]).find((x) => x.Tags.includes(`outrage-${type}`))!.Position;
  const at = localToWorld({ posX: b.position.x, posY: b.position.y, posZ: b.position.z, rotX: 0, rotY: b.rotation.y, rotZ: 0, scaleX: b.scale.x, scaleY: b.scale.y, scaleZ: b.scale.z }, p.x, p.y, p.z);
  const agents = table.find((o) => o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(colour))[0];
  const agent = table.playerTake(agents, { position: { ...at, y: 1.5 } })!;
  table.settle();
  return agent;
}


describe("seed 003 F1411 Forgive on the table (BR pp.16-17)", () => {
  test("Yellow takes Red's Fuel Outrage agent off Red's board into Yellow's play area: Yellow holds Red's Favor in the core, and Red's board no longer shows Fuel Outrage", () => {
    const table = loadWithGame(save(), summitWithLore(["F1411"]), "Red");
    const agent = outrageAgent(table, "Red", "fuel");
    dropInArea(table, "Yellow", agent, "Yellow");
    expect(inArea(table, agent, "Yellow")).toBe(true);
    expect(favors(table)).toEqual([[], [], ["Red"], []]);
    expect(table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ")).toContain("Yellow Forgives Red: their Outrage agent is now Yellow's Favor (F1411)");
    expect(table.scriptErrors).toEqual([]);
  });

  test("without Reconcile with the Outraged in the rules booklet the drop is refused to Yellow alone, the agent goes back onto Red's Outrage icon, no Favor is held", () => {
    const table = loadWithGame(save(), summitWithLore(["F514"]), "Red");
    const agent = outrageAgent(table, "Red", "fuel");
    const at = { ...agent.position };
    dropInArea(table, "Yellow", agent, "Yellow");
    expect(to(table, "Yellow")).toContain("Reconcile with the Outraged (F1411) is not in the rules booklet");
    expect(to(table, "Red")).toEqual([]);
    expect(agent.position.x).toBeCloseTo(at.x, 4);
    expect(agent.position.z).toBeCloseTo(at.z, 4);
    expect(favors(table)).toEqual([[], [], [], []]);
    expect(table.scriptErrors).toEqual([]);
  });
});
