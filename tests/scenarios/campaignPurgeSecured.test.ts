/**
 * F1307 Blight Purge's When Secured on the BUILT save's Global in the TTS fake (issue 35;
 * src/core/campaign/fates/purgeSecured.ts): the secure's Court snapshot carries the Blight in each
 * Trophies box (src/tts/lib/supply.ts), the core gives the securer 2 Power per Blight Trophy and tells
 * the Rivals how many Blight Trophies they return. Seed 003 F1307: "When Secured: Gain 2 Power per
 * Blight Trophy you have. Return all Blight Trophies of Rivals to the supply. Discard this card."
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { SaveFile } from "../../tools/ttsFake/table";
import type { TableState } from "../../src/core/court/types";
import { loadWithGame, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { campaignBattleState } from "../../tools/bench/campaignBattleScenario";
import { builtSave } from "../support/builtSave";
import { coreState, tableLog } from "../support/scenario";
import { takeCard } from "../support/faithfulTable";
import { bag } from "../support/battleTable";

describe("seed 003 F1307 Blight Purge's When Secured on the table", () => {
  test("Red secures it with 2 Blight in its Trophies: +4 Power; Blue is told to return its 1 Blight Trophy; the snapshot carries them", () => {
    const table = loadWithGame(builtSave().save as unknown as SaveFile, campaignBattleState(), "Red");
    const game = (): GameState => coreState(table)!;
    const slot = zoneOf(table, "court-slot", "2");
    for (const c of table.world.objectsIn(slot).filter((o) => o.isCard || o.isDeck)) table.world.move(c, { x: 80, y: 1, z: 80 });
    const card = takeCard(table, "F1307", { ...slot.position, y: slot.position.y + 0.3 });
    takePieces(table, "agent", "Red", 2, slot);
    for (const [colour, n] of [["Red", 2], ["Blue", 1]] as const) {
      const z = zoneOf(table, "trophies", colour);
      for (let i = 0; i < n; i++) table.playerTake(bag(table, "blight-supply"), { position: { x: z.position.x + i * 0.4, y: 2, z: z.position.z } });
    }
    table.settle();
    const before = game().players.find((p) => p.colour === "Red")!.power;
    table.clickButton("Red", card, "Secure (Red)");
    table.settle();
    expect(game().players.find((p) => p.colour === "Red")!.power).toBe(before + 4);
    expect(table.messages.some((m) => m.text.includes("Blight Purge: Red +4 Power; Rivals return their Blight Trophies to the supply: Blue 1"))).toBe(true);
    const sent = tableLog(table).commands.filter((c) => c.type === "court").pop() as Extract<Command, { type: "court" }>;
    const players = (sent.action as { court: TableState }).court.players;
    expect(players.filter((p) => p.trophies.blight !== undefined).map((p) => [p.colour, p.trophies.blight.ships])).toEqual([["Red", 2], ["Blue", 1]]);
    expect(table.scriptErrors).toEqual([]);
  });
});
