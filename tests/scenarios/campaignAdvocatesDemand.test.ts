/**
 * Advocate's Demand (seed 003 F413, the Advocate's Edict) at the table, on the BUILT save's Global in
 * the TTS fake (issue 35; src/tts/campaign/eventPhase/clicks.ts onEdictDone, edictMoves.ts edictPicks (the one pick row),
 * edictMoves.ts; core/campaign/fates/edictChoices.ts; BR p.20). Card text: "The Advocate may choose 1
 * Guild card held by a Rival, but its suit cannot match any Guild card held by the Advocate. That Rival
 * must either give that Guild card to the Advocate and take 1 Favor from the Advocate, or give 1 Favor
 * to the Advocate." Favors are Rival agents on a Fate card (BR p.16). Each button is the chooser's
 * alone; the chain lives in the core's state, so it survives a save and load between two presses.
 */
import type { GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import type { TtsTable } from "../../tools/ttsFake/table";
import type { SaveFile } from "../../tools/ttsFake/table";
import { loadWithGame, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { agentBag, edictsSent, press, reloaded, toAll, toOne } from "../support/edictTable";
import { coreState } from "../support/scenario";
import { takeCard } from "../support/faithfulTable";
import { advocateDue } from "../core/campaign/edictFixtures";

const game = (table: TtsTable): GameState => coreState(table)!;
const camp = (table: TtsTable) => game(table).campaign as CampaignState;
const cardsIn = (table: TtsTable, colour: string) => table.world.objectsIn(zoneOf(table, "play-area", colour)).filter((o) => o.isCard).map((o) => String(o.data.GMNotes));


describe("seed 003 F413 Advocate's Demand at the table (BR p.20)", () => {
  test("Red (the Advocate) is shown the Rivals' Guild cards of suits it lacks; demands Arms Union; saved and loaded; Blue gives it and takes a Favor: the card goes to Red's play area, a Red agent onto Blue's Fate card", () => {
    let table = loadWithGame(builtSave().save as unknown as SaveFile, advocateDue(), "Red");
    const lay = (id: string, colour: string, dx: number) => {
      const z = zoneOf(table, "play-area", colour);
      takeCard(table, id, { x: z.position.x + dx, y: z.position.y + 0.3, z: z.position.z });
    };
    lay("BC02", "Red", -2);
    lay("BC03", "Blue", -2);
    lay("BC11", "Blue", 2);
    lay("BC16", "Yellow", 0);
    const blueFate = takeCard(table, "FATE16", { x: 60, y: 1.5, z: 60 });
    expect(blueFate.tags).toContain("fate-card");
    table.settle();
    // The cards lie in the play areas before the edict comes due: a load draws the panel from them.
    table = reloaded(table);
    // Mining Interest is Red's Material: Material Cartel is not offered.
    expect(table.ui().isShown("arcsEventPicks") && table.ui().visibleTo("arcsEventPicks", "Red", false)).toBe(true);
    expect(table.ui().visibleTo("arcsEventPicks", "Blue", false)).toBe(false);
    expect([1, 2, 3].map((i) => table.ui().isShown(`arcsEventPick${i}`) ? table.ui().text(`arcsEventPick${i}`) : undefined)).toEqual(["Arms Union (BC11, Weapon Guild)", "Lattice Spies (BC16, Psionic Guild)", undefined]);
    press(table, "Blue", "arcsEventPick1", true);
    expect(toOne(table, "Blue")).toContain("only Red may close this edict now");
    expect(edictsSent(table)).toEqual([]);
    press(table, "Red", "arcsEventPick1");
    expect(edictsSent(table)[0].pick).toBe("BC11");
    expect(toAll(table)).toContain("edict F413: Red demands BC11 from Blue");
    expect(camp(table).edictStep).toEqual(["Blue"]);

    table = reloaded(table);
    expect(table.ui().isShown("arcsEventPicks") && table.ui().visibleTo("arcsEventPicks", "Blue", false)).toBe(true);
    expect([table.ui().text("arcsEventPick1"), table.ui().text("arcsEventPick2")]).toEqual(["Card", "Favor"]);
    press(table, "Red", "arcsEventPick1", true);
    expect(toOne(table, "Red")).toContain("only Blue may close this edict now");
    // Blue must answer: Edict done alone is refused by the core, the state untouched.
    const before = JSON.stringify(game(table));
    press(table, "Blue", "arcsEventEdictDone");
    expect(toOne(table, "Blue")).toContain("give the card, or 1 Favor from your supply (F413)");
    expect(JSON.stringify(game(table))).toBe(before);
    const redAgents = agentBag(table, "Red").contents.length;
    press(table, "Blue", "arcsEventPick1");
    expect(toAll(table)).toContain("edict F413 resolved: Blue gives the card for 1 Favor");
    expect(cardsIn(table, "Red").sort()).toEqual(["BC02", "BC11"]);
    expect(cardsIn(table, "Blue")).toEqual(["BC03"]);
    expect(camp(table).players.filter((p) => p.colour === "Blue")[0].favors).toEqual(["Red"]);
    expect(agentBag(table, "Red").contents.length).toBe(redAgents - 1);
    const onFate = table.find((o) => o.tags.includes("agent") && o.tags.includes("Red") && !o.isContainer && Math.abs(o.position.x - 60) < 1.5 && Math.abs(o.position.z - 60) < 1.5);
    expect(onFate).toHaveLength(1);
    expect(camp(table).edictQueue).toBeUndefined();
    expect(table.scriptErrors).toEqual([]);
  });
});
