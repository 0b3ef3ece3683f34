/**
 * Peace Accords' Broker Peace at the table (seed 003 F1511; src/tts/campaign/brokerPeace.ts, the
 * core's fates/brokerPeace.ts) on the BUILT save's Global in the TTS fake: in a Summit (BR pp.16-17)
 * a player turns a Ceasefire token from War (face down) to Peace by hand; the core checks the map
 * read once it rests. Accepted, it is logged for everyone; refused, the token turns back to War and
 * the player alone is told why.
 */
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState } from "../support/scenario";
import { summitWithLore } from "../core/campaign/transferLoreFixtures";
import { redLeads } from "../core/campaign/mapFixtures";
import { rulesBookletOf } from "../../src/core/campaign/booklet";
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { ceasefireAt, nextActRecord, recordImported } from "../support/fateTable";

const save = () => builtSave().save as unknown as SaveFile;
const to = (table: TtsTable, colour: string) => table.messagesTo(colour).map((m) => m.text).join("\n");
const told = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
const faceDown = (o: FakeObject) => Math.abs(o.rotation.z - 180) < 1;

/** A chapter under way, Red having led, Peace Accords in the booklet (no Summit). */
function chapter(): GameState {
  const s = redLeads("aggression");
  const c = s.campaign as CampaignState;
  return { ...s, campaign: { ...c, rulesBooklet: { ...rulesBookletOf(c), laws: [["F1511"]] } } };
}

/** A Summit in session with `laws` in the booklet (or `state`); a Ceasefire at War on gate 3.0; Red's ships at 3.1 and, with `blue`, Blue's at 3.2. */
function table(laws: string[], blue: boolean, state: GameState = summitWithLore(laws)): { t: TtsTable; token: FakeObject } {
  const t = loadWithGame(save(), state, "Red");
  const token = ceasefireAt(t, "3.0", true);
  takePieces(t, "ship", "Red", 2, zoneOf(t, "system", "3.1"));
  if (blue) takePieces(t, "ship", "Blue", 1, zoneOf(t, "system", "3.2"));
  t.settle();
  t.messages.length = 0;
  return { t, token };
}

describe("seed 003 F1511 Broker Peace on the table", () => {
  test("Red and Blue control 3.1 and 3.2: Yellow turns the Ceasefire to Peace; the core logs it for everyone and the token stays at Peace", () => {
    const { t, token } = table(["F1511"], true);
    t.flip("Yellow", token);
    t.settle();
    expect(faceDown(token)).toBe(false);
    expect(told(t)).toContain("Yellow Brokers Peace: cluster 3's Ceasefire turns to Peace, with the consent of players controlling 2 systems there, given at the table (F1511)");
    expect(t.scriptErrors).toEqual([]);
  });

  test("only Red controls a system there: refused to Yellow alone in the card's words; the token turns back to War; the core's state is as it was", () => {
    const { t, token } = table(["F1511"], false);
    const before = JSON.stringify(coreState(t));
    t.flip("Yellow", token);
    t.settle();
    expect(to(t, "Yellow")).toContain("Broker Peace needs the consent of players who control at least 2 systems in cluster 3, and its players control 1 (F1511)");
    expect(t.messages.filter((m) => m.to !== "Yellow")).toEqual([]);
    expect(faceDown(token)).toBe(true);
    expect(JSON.stringify(coreState(t))).toBe(before);
    expect(t.scriptErrors).toEqual([]);
  });

  test("without Peace Accords in the booklet, or turned by a spectator: refused to the turner alone, the token back at War", () => {
    const a = table(["F514"], true);
    a.t.flip("Blue", a.token);
    a.t.settle();
    expect(to(a.t, "Blue")).toContain("Peace Accords (F1511) is not in the rules booklet");
    expect(faceDown(a.token)).toBe(true);
    const b = table(["F1511"], true);
    b.t.flip("Grey", b.token);
    b.t.settle();
    expect(to(b.t, "Grey")).toContain("only a seated player Brokers Peace");
    expect(faceDown(b.token)).toBe(true);
    expect(a.t.scriptErrors.concat(b.t.scriptErrors)).toEqual([]);
  });

  test("during the chapter, no Summit called: Yellow's turn is refused to Yellow alone and the token goes back to War", () => {
    const { t, token } = table(["F1511"], true, chapter());
    t.flip("Yellow", token);
    t.settle();
    expect(to(t, "Yellow")).toContain("Broker Peace is a Negotiation action: no Summit is in session (F1511, BR p.16)");
    expect(t.messages.filter((m) => m.to !== "Yellow")).toEqual([]);
    expect(faceDown(token)).toBe(true);
    expect(t.scriptErrors).toEqual([]);
  });

  test("before the Act's first card (the setup's tokens, laid by hand without a map read, F1507A): a turn to Peace is left alone, nothing said", () => {
    const rec = nextActRecord("III", ["FATE15", "FATE20", "FATE24"]);
    rec.rulesBooklet = { edicts: rec.rulesBooklet!.edicts, laws: [["F1511"]] };
    const t = recordImported(rec, 4);
    const token = ceasefireAt(t, "3.0", true);
    t.messages.length = 0;
    t.flip("Red", token);
    t.settle();
    expect(faceDown(token)).toBe(false);
    expect(t.messages).toEqual([]);
    expect(t.scriptErrors).toEqual([]);
  });
});
