/**
 * Resources held on Fate-set cards and in Captives, read by the scoring (issue 35; seed 003), on the
 * BUILT save's Global in the TTS fake (src/tts/scoring/read.ts):
 * - F1202 Pirate Hoard: the tokens lying on the card are the Hoard F1201B counts ("advance 1 for
 *   each resource in your Pirate Hoard"); a token elsewhere in the play area is no Hoard's.
 * - F1503 Arsenal Keepers: "Weapons on this card are frozen": a Weapon there is one its holder has
 *   (FAQ "Resources You Have": "other cards that hold resources, even if they are frozen"), so F1501B counts it.
 * - F2002 Green Vault: "Material and Fuel in your Captives are frozen. (They add to both Tyrant and
 *   Tycoon, and they return to the supply if Tyrant is scored.)"
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { GLOBAL_GUID } from "../../tools/ttsFake/table";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, takeResources, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto } from "../support/fateTable";
import { coreState, tableLog } from "../support/scenario";
import { firstChapterEnd } from "../support/campaignRun";
import { FATES } from "../../src/core/data/campaign/fates";

const save = () => builtSave().save as unknown as SaveFile;

/** Act II's first chapter end of a random 4-player campaign: `holder` (not the First Regent) holds `fate` with its marker on 20; markers on `ambitions`; the Trust empty. */
function actTwoChapterEnd(fate: string, ambitions: string[]): { state: GameState; holder: Colour } {
  const s = firstChapterEnd(3, 4);
  const c = s.campaign as CampaignState;
  const holder = s.seats.find((x) => x !== c.firstRegent)!;
  c.act = "II";
  c.trust = [];
  const had = c.players.find((p) => p.colour === holder)!.fate;
  for (const p of c.players) {
    if (p.fate === fate) p.fate = had;
    if (p.colour === holder) p.fate = fate;
    p.letter = FATES.find((f) => f.id === p.fate)!.letter;
    delete p.objective;
  }
  c.players.find((p) => p.colour === holder)!.objective = 20;
  for (const m of s.markers) m.at = "available";
  ambitions.forEach((a, i) => (s.markers[i].at = a as never));
  return { state: s, holder };
}

function preview(table: TtsTable): string {
  table.callScript(GLOBAL_GUID, "arcsScoringRecount");
  table.settle();
  return table.ui().text("arcsScoringText") ?? "";
}

/** The space the preview says `colour`'s objective marker goes to. */
function markerTo(text: string, colour: string): number {
  const m = new RegExp(`${colour}'s objective marker: (?:stays on (\\d+)|\\d+ -> (\\d+))`).exec(text);
  if (m === null) throw new Error(`no objective line for ${colour} in ${text}`);
  return Number(m[1] ?? m[2]);
}

/** `n` tokens of `type` from the supply laid at `at` (a player's hand setting them down there). */
function tokensAt(table: TtsTable, colour: string, type: string, n: number, at: { x: number; z: number }): FakeObject[] {
  const out = takeResources(table, type, n, zoneOf(table, "court-deck-zone"));
  out.forEach((o, i) => table.drop(colour, o, { x: at.x + 0.3 * i - 0.3, y: 2.5, z: at.z }));
  table.settle();
  return out;
}

describe("seed 003 F1201B/F1202: the resources lying on the Pirate Hoard are counted at the scoring preview", () => {
  test("3 Relics on the Hoard advance the Pirate 4 (3 resources, and Relic more than each Rival); a Relic elsewhere in the play area does not", () => {
    const { state, holder } = actTwoChapterEnd("FATE12", []);
    const table = loadWithGame(save(), state, holder);
    const card = fateSetCardInto(table, "F1202", holder);
    const before = markerTo(preview(table), holder);
    // Beside the card, still in the play area: a resource the Pirate has, no Hoard's.
    tokensAt(table, holder, "relic", 1, { x: card.position.x + 2.6, z: card.position.z });
    expect(markerTo(preview(table), holder)).toBe(before);
    tokensAt(table, holder, "relic", 3, card.position);
    const text = preview(table);
    // 3 in the Hoard, and Relic a type it has more of than each Rival (no Rival holds a Relic here).
    expect(markerTo(text, holder)).toBe(before - 4);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F1503 Arsenal Keepers: a Weapon on the card is one its holder has (FAQ 'Resources You Have')", () => {
  test("the Peacekeeper's F1501B advances 1 more with a Weapon on Arsenal Keepers", () => {
    const { state, holder } = actTwoChapterEnd("FATE15", []);
    const table = loadWithGame(save(), state, holder);
    const card = fateSetCardInto(table, "F1503", holder);
    const before = markerTo(preview(table), holder);
    tokensAt(table, holder, "weapon", 1, card.position);
    expect(markerTo(preview(table), holder)).toBe(before - 1);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("seed 003 F2002 Green Vault: Material and Fuel in its holder's Captives add to Tyrant and Tycoon and go back when Tyrant is scored", () => {
  test("2 Material in the Captives count for Tyrant and Tycoon only with Green Vault; scoring Tyrant returns them to the supply", () => {
    const { state, holder } = actTwoChapterEnd("FATE20", ["tyrant", "tycoon"]);
    const table = loadWithGame(save(), state, holder);
    const captives = zoneOf(table, "captives", holder);
    const tokens = tokensAt(table, holder, "material", 2, captives.position);
    const without = preview(table);
    fateSetCardInto(table, "F2002", holder);
    const withVault = preview(table);
    // Nobody else has Captives or Material and Fuel at this chapter's end.
    expect(without).toContain("nobody has any for Tyrant");
    expect(without).toContain("nobody has any for Tycoon");
    expect(withVault).toContain(`${holder} +2 for first place in Tyrant (2, the most)`);
    expect(withVault).toMatch(new RegExp(`${holder} \\+\\d+ for first place in Tycoon \\(2, the most\\)`));
    table.callScript(GLOBAL_GUID, "arcsScoringConfirm", { color: coreState(table)!.initiative });
    table.settle();
    expect(coreState(table)!.lastScoring?.returnCaptives).toBe(true);
    // The read names them apart too (the Guardian's F2001B counts them).
    const score = tableLog(table).commands.filter((c) => c.type === "score").slice(-1)[0] as Extract<Command, { type: "score" }>;
    expect(score.snapshot.players.find((p) => p.colour === holder)!.capturedResources).toBe(2);
    const bag = table.find((o) => o.isContainer && o.tags.includes("resource-supply") && o.tags.includes("material"))[0];
    for (const t of tokens) expect(bag.contents.some((c) => c.GUID === t.guid)).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});
