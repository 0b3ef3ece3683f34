/**
 * The Pathfinder's tables for the scenarios and the fuzz (seed 003 F901B-F903 Clues in Act II, F908
 * Pilgrims in Act III; tests/scenarios/campaignClues.test.ts, campaignPilgrims.test.ts,
 * campaignSession35Fuzz.test.ts): Red is the Pathfinder (FATE09, a "B" Fate) with a Mobilization card
 * led, Yellow the player to Red's right.
 */
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject, Vec } from "../../tools/ttsFake/world";
import { loadWithGame, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "./builtSave";
import { fateSetCardInto } from "./fateTable";
import { takeCard } from "./faithfulTable";
import { flagship } from "./campaignBattle";
import { redLeads } from "../core/campaign/mapFixtures";

/** Red the Pathfinder in `act`, a Mobilization card led; `objective`: their marker's space. */
export function pathfinderState(act: "II" | "III", objective?: number): GameState {
  const s = redLeads("mobilization");
  const c = s.campaign as CampaignState;
  const red = (p: CampaignState["players"][number]) => (objective === undefined ? { ...p, fate: "FATE09", letter: "B" as const } : { ...p, fate: "FATE09", letter: "B" as const, objective });
  return { ...s, campaign: { ...c, act, players: c.players.map((p) => (p.colour === "Red" ? red(p) : p)) } };
}

/** A spot over system `id`, a little off its centre (`dx`), above the table. */
export const overSystem = (t: TtsTable, id: string, dx = 0.2): Vec => {
  const z = zoneOf(t, "system", id).position;
  return { x: z.x + dx, y: 2, z: z.z };
};

/** Tokens out of the Fate-set tokens' bag whose GM notes are `bag` ("f9-pilgrim"), one at each spot, settled. */
export function tokensAt(t: TtsTable, bag: string, spots: readonly Vec[]): FakeObject[] {
  const outer = t.withTag("fate-token-bag")[0];
  const inner = t.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === bag)!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
  const out = spots.map((position) => t.playerTake(inner, { position })!);
  t.settle();
  return out;
}

/** Act III: Red controls 2.1 (the Portal's) and 3.1, Blue 6.3; Pilgrims in 2.2, 6.3 and 2.1; Red's Fate card and Pilgrims (F908) in Red's play area. */
export function pilgrimTable(): { t: TtsTable; pilgrims: FakeObject[]; card: FakeObject; fate: FakeObject } {
  const t = loadWithGame(builtSave().save as unknown as SaveFile, pathfinderState("III"), "Red");
  takePieces(t, "ship", "Red", 2, zoneOf(t, "system", "2.1"));
  takePieces(t, "ship", "Red", 1, zoneOf(t, "system", "3.1"));
  takePieces(t, "ship", "Blue", 1, zoneOf(t, "system", "6.3"));
  const pilgrims = tokensAt(t, "f9-pilgrim", ["2.2", "6.3", "2.1"].map((id) => overSystem(t, id)));
  tokensAt(t, "f9-portal", [overSystem(t, "2.1")]);
  const area = zoneOf(t, "play-area", "Red").position;
  const fate = takeCard(t, "FATE09", { x: area.x + 3, y: area.y + 0.3, z: area.z });
  const card = fateSetCardInto(t, "F908", "Red");
  t.settle();
  t.messages.length = 0;
  return { t, pilgrims, card, fate };
}

/** Act II, Red's marker on 10 and their Flagship at 2.1; `n` Clues and the Portal off the map, where Yellow would take them. */
export function clueTable(n: number): { t: TtsTable; clues: FakeObject[]; portal: FakeObject } {
  const t = loadWithGame(builtSave().save as unknown as SaveFile, pathfinderState("II", 10), "Red");
  flagship(t, "Red", "2.1");
  const off = (i: number): Vec => ({ x: 32 + i, y: 1.5, z: -14 });
  const clues = tokensAt(t, "f9-clue", Array.from({ length: n }, (_, i) => off(i)));
  const portal = tokensAt(t, "f9-portal", [off(n)])[0];
  t.messages.length = 0;
  return { t, clues, portal };
}
