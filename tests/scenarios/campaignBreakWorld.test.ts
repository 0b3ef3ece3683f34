/**
 * The Planet Breaker's Break World (F1104) and Breaking Worlds (F1103B) on the BUILT save's Global in
 * the TTS fake (issue 35; src/tts/campaign/mapCards.ts, the core's campaign/fates/breakWorld.ts).
 * Seed 003 F1104 Planet Hammer: "Break World (Battle): If you did not Prepare this turn, resolve the
 * Breaking Worlds card." F1103B: "In turn order, each Rival may choose to battle you at the planet with
 * the Hammer token. After these battles, if you control the planet, flip the Hammer token to its
 * Broken World side and resolve this. 1. All players Provoke Outrage of this planet type. ..."
 * F1101B: "Advance 6 when you use the Break World action of the Planet Hammer and flip a Hammer token
 * to its Broken World side." The card in its holder's play area carries "Break World (Battle)" (only
 * the holder) and "After the battles" (each Rival in turn order, then the holder; the core decides).
 */
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject, Vec } from "../../tools/ttsFake/world";
import { localToWorld } from "../../tools/table/geometry";
import { loadWithGame, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto } from "../support/fateTable";
import { coreState } from "../support/scenario";
import { redLeads } from "../core/campaign/mapFixtures";

const to = (table: TtsTable, colour: string) => table.messages.filter((m) => m.to === colour).map((m) => m.text).join(" ");
const publicText = (table: TtsTable) => table.messages.filter((m) => m.to === undefined).map((m) => m.text).join(" ");
const labels = (o: FakeObject) => o.buttons.map((b) => String(b.label));

function press(table: TtsTable, colour: string, o: FakeObject, label: string): void {
  table.messages.length = 0;
  table.clickButton(colour, o, label);
  table.settle();
}

function icon(table: TtsTable, colour: string, type: string): Vec {
  const b = table.find((o) => o.tags.includes("player-board") && o.tags.includes(colour))[0];
  const p = (b.data.AttachedSnapPoints as { Position: Vec; Tags: string[] }[]).find((s) => s.Tags.includes(`outrage-${type}`))!.Position;
  return localToWorld({ posX: b.position.x, posY: b.position.y, posZ: b.position.z, rotX: 0, rotY: b.rotation.y, rotZ: 0, scaleX: b.scale.x, scaleY: b.scale.y, scaleZ: b.scale.z }, p.x, p.y, p.z);
}
const agentOn = (table: TtsTable, colour: string, type: string) => {
  const at = icon(table, colour, type);
  return table.find((o) => o.tags.includes("agent") && o.tags.includes(colour) && Math.hypot(o.position.x - at.x, o.position.z - at.z) < 0.5).length;
};

/** A Hammer token (a Hammer Fragment token, F1103A) out of the Fate-set tokens bag, laid face up in `id`. */
function hammerIn(table: TtsTable, id: string): FakeObject {
  const outer = table.withTag("fate-token-bag")[0];
  const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f11-hammer-fragment")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  const z = zoneOf(table, "system", id);
  const token = table.playerTake(bag, { position: { x: z.position.x + 0.5, y: 2, z: z.position.z } })!;
  table.settle();
  return token;
}

describe("seed 003 F1104 Planet Hammer on the table: 'Break World (Battle)', then 'After the battles'", () => {
  test("Blue's Break World is refused to Blue alone; Red's takes a Battle action; the Rivals out of turn order and Red before them are refused to the presser alone; Blue, Yellow, then Red: Psionic 2.1 breaks, everyone's Outrage, the Hammer token face down, F1101B advances 6", () => {
    const s = redLeads("aggression");
    const c = s.campaign as CampaignState;
    const g: GameState = { ...s, campaign: { ...c, act: "II", players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE11", letter: "B" as const, objective: 12 } : p)) } };
    const table = loadWithGame(builtSave().save as unknown as SaveFile, g, "Red");
    takePieces(table, "ship", "Red", 2, zoneOf(table, "system", "2.1"));
    takePieces(table, "ship", "Blue", 1, zoneOf(table, "system", "2.1"));
    const hammer = hammerIn(table, "2.1");
    const card = fateSetCardInto(table, "F1104", "Red");
    expect(labels(card)).toEqual(["Break World (Battle)", "After the battles"]);

    press(table, "Blue", card, "Break World (Battle)");
    expect(to(table, "Blue")).toContain("only Red may use it");
    press(table, "Red", card, "After the battles");
    expect(to(table, "Red")).toContain("Breaking Worlds (F1103B): no Break World (F1104) waits");
    expect(coreState(table)!.actions).toBeUndefined();

    press(table, "Red", card, "Break World (Battle)");
    expect(coreState(table)!.actions?.taken).toEqual(["battle"]);
    expect(publicText(table)).toContain("Red takes Break World (Planet Hammer, F1104) at 2.1: it harms all buildings there; each Rival in turn may battle Red there, then presses After the battles");

    press(table, "Yellow", card, "After the battles");
    expect(to(table, "Yellow")).toContain("Breaking Worlds (F1103B): in turn order, Blue chooses now");
    expect(to(table, "Blue") + to(table, "Red") + publicText(table)).toBe("");
    press(table, "Blue", card, "After the battles");
    expect(publicText(table)).toContain("Blue is done (Breaking Worlds (F1103B))");
    press(table, "Yellow", card, "After the battles");
    expect(hammer.faceDown).toBe(false);

    press(table, "Red", card, "After the battles");
    expect(publicText(table)).toContain("Red breaks 2.1 (Breaking Worlds (F1103B)): everyone Provokes Psionic Outrage; its buildings onto the card (no Trophies, no Ransack); Heartworld Refugees (F1109) atop the Court deck; scrap the Court's Psionic Guild cards (agents home): ");
    expect(publicText(table)).toContain("Red's objective advances 6 for Break World flipping a Hammer token to Broken World (F1101B): marker 12 -> 6");
    expect(hammer.faceDown).toBe(true);
    expect(["Red", "Blue", "Yellow"].map((colour) => agentOn(table, colour, "psionic"))).toEqual([1, 1, 1]);
    expect(coreState(table)!.actions?.mapActs).toEqual(["battle:F1104", "pass:Blue", "pass:Yellow", "broke:F1104@2.1"]);
    expect(table.scriptErrors).toEqual([]);
  });
});
