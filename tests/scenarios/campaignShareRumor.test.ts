/**
 * Sharing Rumors' Share Rumor at the table (seed 003 F1212; src/tts/campaign/shareRumor.ts, the core's
 * fates/shareRumor.ts) on the BUILT save's Global in the TTS fake: in a Summit (BR pp.16-17) a Rival
 * of the Pirate drops their agent on a Rumor token that has another Rival's agent. Accepted, it is
 * logged for everyone (never the token's face); refused, the agent goes back where it was picked up
 * and the mover alone is told why.
 */
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject, Vec } from "../../tools/ttsFake/world";
import { loadWithGame, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState } from "../support/scenario";
import { pirateSummit } from "../core/campaign/transferLoreFixtures";
import { redLeads } from "../core/campaign/mapFixtures";
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";

const save = () => builtSave().save as unknown as SaveFile;
const to = (table: TtsTable, colour: string) => table.messagesTo(colour).map((m) => m.text).join("\n");
const told = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");

/** A False Rumor from the Fate-set tokens' bag, face down on planet `id`. */
function rumorAt(table: TtsTable, id: string): FakeObject {
  const outer = table.withTag("fate-token-bag")[0];
  const inner = outer.contents.find((o) => o.GMNotes === "f12-false-rumor")!;
  const bag = table.playerTake(outer, { guid: inner.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  const at = zoneOf(table, "system", id).position;
  const token = table.playerTake(bag, { position: { x: at.x, y: 1.2, z: at.z }, rotation: { x: 0, y: 180, z: 180 } })!;
  table.settle();
  return token;
}

const onTop = (token: FakeObject): Vec => ({ x: token.position.x, y: token.position.y + 0.4, z: token.position.z });

/** A Summit (or `state`) with Yellow the Pirate; a face-down Rumor on 2.1 with Red's agent on it; one agent of Blue's, Yellow's and White's lying off the map. */
function table(state: GameState = pirateSummit()): { t: TtsTable; rumor: FakeObject; agents: { [c: string]: FakeObject } } {
  const t = loadWithGame(save(), state, "Red");
  const rumor = rumorAt(t, "2.1");
  const red = takePieces(t, "agent", "Red", 1, zoneOf(t, "system", "2.1"))[0];
  t.world.move(red, onTop(rumor));
  const agents: { [c: string]: FakeObject } = { Red: red };
  ["Blue", "Yellow", "White"].forEach((c, i) => {
    const a = takePieces(t, "agent", c as "Blue", 1, zoneOf(t, "system", "2.1"))[0];
    t.world.move(a, { x: 30 + 2 * i, y: 1.2, z: -16 });
    agents[c] = a;
  });
  t.settle();
  t.messages.length = 0;
  return { t, rumor, agents };
}

describe("seed 003 F1212 Share Rumor on the table", () => {
  test("Blue drops their agent on the Rumor that has Red's: the core logs Red sharing it with Blue for everyone, no face named; the agent stays", () => {
    const { t, rumor, agents } = table();
    t.drop("Blue", agents.Blue, onTop(rumor));
    t.settle();
    expect(told(t)).toContain("Red Shares the Rumor in 2.1 with Blue: Blue's agent goes on it, consent given at the table (F1212)");
    expect(agents.Blue.position.x).toBeCloseTo(rumor.position.x, 5);
    expect(JSON.stringify(t.messages) + JSON.stringify(coreState(t))).not.toMatch(/False Rumor|True Rumor/);
    expect(t.scriptErrors).toEqual([]);
  });

  test("the Pirate's agent, or Blue's moved there by White: refused to the mover alone in the card's words; the agent goes back; the core's state is as it was", () => {
    const { t, rumor, agents } = table();
    const before = JSON.stringify(coreState(t));
    const home = { ...agents.Yellow.position };
    t.drop("Yellow", agents.Yellow, onTop(rumor));
    t.settle();
    expect(to(t, "Yellow")).toContain("only a Rival of the Pirate places their agent on a Rumor to share it (F1212)");
    expect(agents.Yellow.position).toMatchObject({ x: home.x, z: home.z });
    t.drop("White", agents.Blue, onTop(rumor));
    t.settle();
    expect(to(t, "White")).toContain("only Blue or Red, whose agent is on that Rumor, places Blue's agent there (F1212)");
    expect(agents.Blue.position.x).not.toBeCloseTo(rumor.position.x, 1);
    expect(t.messages.filter((m) => m.to !== "Yellow" && m.to !== "White")).toEqual([]);
    expect(JSON.stringify(coreState(t))).toBe(before);
    expect(t.scriptErrors).toEqual([]);
  });

  test("without Sharing Rumors in the booklet: refused; during the chapter (no Summit) an agent dropped on a Rumor is left alone", () => {
    const a = table(pirateSummit(["F514"]));
    a.t.drop("Blue", a.agents.Blue, onTop(a.rumor));
    a.t.settle();
    expect(to(a.t, "Blue")).toContain("Sharing Rumors (F1212) is not in the rules booklet");
    const s = redLeads("aggression");
    const b = table({ ...s, campaign: { ...(s.campaign as CampaignState), rulesBooklet: pirateSummit().campaign!.rulesBooklet } });
    b.t.drop("Blue", b.agents.Blue, onTop(b.rumor));
    b.t.settle();
    expect(b.t.messages).toEqual([]);
    expect(b.agents.Blue.position.x).toBeCloseTo(b.rumor.position.x, 5);
    expect(a.t.scriptErrors.concat(b.t.scriptErrors)).toEqual([]);
  });
});
