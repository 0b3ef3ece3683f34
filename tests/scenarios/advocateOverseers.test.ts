/**
 * The Advocate's Guild Overseers and Act I objective on the BUILT save's Global in the TTS fake
 * (issue 35; seed 003): F403 "To use actions on Guild cards, you must be in first or second place
 * for a declared ambition."; F401B "While you have Guild Overseers, ... advance 2 each time you take
 * the Recover action of your Guild Investigators." The press sends the table's counts with the
 * command while F403 lies in the presser's play area (src/tts/court/cards/captiveCards.ts withStanding).
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { Colour } from "../../src/core/data/vocabulary";
import type { Ambition } from "../../src/core/data/vocabulary";
import type { CampaignState } from "../../src/core/campaign/types";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import { loadWithGame, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { fateSetCardInto } from "../support/fateTable";
import { coreState, tableLog } from "../support/scenario";
import { privateText } from "../support/courtCards";
import { withSuit } from "../core/campaign/mapFixtures";
import { startCampaign } from "../core/campaign/fixtures";
import { run } from "../core/game/helpers";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const save = () => builtSave().save as unknown as SaveFile;
const game = (table: TtsTable): GameState => coreState(table)!;
const objective = (table: TtsTable) => (game(table).campaign as CampaignState).players.filter((p) => p.colour === "Red")[0].objective;

/** Act I, Red the Advocate with the objective marker on 20, a Mobilization card led, one marker on `declared`. */
function advocateLeads(declared: Ambition): GameState {
  let s = startCampaign({ type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id), governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE04", "FATE01", "FATE03"] });
  s = run(s, { type: "setObjective", player: "Red", space: 20 } as Command);
  if (s.phase === "shuffleDiscard") s = run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
  const { state, card } = withSuit(s, "Red", "mobilization");
  s = run(state, { type: "lead", player: "Red", card } as Command);
  return { ...s, markers: s.markers.map((m, i) => (i === 0 ? { ...m, at: declared } : m)) };
}

/** Campaign Court card `id` out of the campaign Court deck into `zone`. */
function courtCardTo(table: TtsTable, id: string, zone: string, gm?: string): void {
  const deck = table.find((o) => o.isDeck && o.tags.includes("campaign-court-deck"))[0];
  const z = zoneOf(table, zone, gm);
  table.playerTake(deck, { guid: deck.contents.find((c) => c.GMNotes === id)!.GUID, position: { ...z.position, y: z.position.y + 0.2 }, rotation: { x: 0, y: 180, z: 0 } });
  table.settle();
}

/** Red's Guild Investigators and Guild Overseers in their play area; Council Intrigue (CC12) in Court slot 2, Mining Interest (CC01) in the Court discard. */
function advocateTable(declared: Ambition): { table: TtsTable; card: ReturnType<typeof fateSetCardInto> } {
  const table = loadWithGame(save(), advocateLeads(declared), "Red");
  courtCardTo(table, "CC12", "court-slot", "2");
  courtCardTo(table, "CC01", "court-discard");
  const card = fateSetCardInto(table, "F402", "Red");
  fateSetCardInto(table, "F403", "Red", 1);
  table.messages.length = 0;
  return { table, card };
}

describe("seed 003 F403 Guild Overseers and F401B, through the table", () => {
  test("Tyrant declared and nobody has a Captive: Red's 'Recover: slot 2' is refused, Red alone told why, no Move spent", () => {
    const { table, card } = advocateTable("tyrant");
    table.clickButton("Red", card, "Recover: slot 2");
    table.settle();
    expect(privateText(table, "Red")).toContain("Guild Overseers (F403): Red uses Guild card actions only in first or second place of a declared ambition");
    expect(privateText(table, "Blue")).not.toContain("Guild Overseers");
    expect(game(table).actions?.taken ?? []).toEqual([]);
    expect(objective(table)).toBe(20);
    expect(table.scriptErrors).toEqual([]);
  });

  test("Keeper declared: Guild Overseers' own Relic icon puts Red first; the Recover is taken with the table's counts and the objective advances 2", () => {
    const { table, card } = advocateTable("keeper");
    table.clickButton("Red", card, "Recover: slot 2");
    table.settle();
    const last = tableLog(table).commands.slice(-1)[0] as { type: string; snapshot?: { players: { colour: string; guildCards: { relic: number } }[] } };
    expect(last).toMatchObject({ type: "cardAction", player: "Red", action: { kind: "recover", card: "F402", slot: 1 } });
    expect(last.snapshot?.players.filter((p) => p.colour === "Red")[0].guildCards.relic).toBe(1);
    expect(game(table).actions?.taken).toEqual(["move"]);
    expect(objective(table)).toBe(18);
    expect(table.messages.map((m) => m.text).join("\n")).toContain("Red's objective advances 2 for the Recover action of your Guild Investigators (F401B): marker 20 -> 18");
    expect(table.scriptErrors).toEqual([]);
  });
});
