/**
 * A saved campaign is validated at load like a base game (issue 30 item 1): its campaign part's shape
 * before its invariants (a `campaign` string or one without players stopped onLoad with a Lua error;
 * the fake is strict, so a Lua error fails these tests), a damaged state rebuilt from its log when the
 * log replays, otherwise held for the host with the problems and a Reset; and the sessions the table
 * saves beside the game (Act I's Fate choice, the Intermission's draws) checked against the game.
 */
import { campaignUpTo } from "../support/campaignRun";
import { FATES } from "../../src/core/data/campaign/fates";
import { GLOBAL_GUID, TtsTable } from "../../tools/ttsFake/table";
import { coreState, loadTable, seedLua } from "../support/scenario";

const upTo = campaignUpTo;

const inEventPhase = upTo((s) => s.campaign?.eventPhase !== undefined && s.campaign.eventPhase.step === "summit");
const SEATS = inEventPhase.state.seats;
const HOST = SEATS[0];

function envelope(game: unknown, commands: unknown[], features: unknown = {}): string {
  return JSON.stringify({ format: "arcs-tts", version: 3, state: { game, log: { version: 1, commands }, loads: 0, features } });
}

function load(saved: string, seats: readonly string[] = SEATS, host = HOST): TtsTable {
  const table = loadTable(seats, { host, state: saved });
  table.settle();
  return table;
}

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x));
const hostText = (t: TtsTable, host = HOST) => t.messages.filter((m) => m.to === host).map((m) => m.text).join("\n");
const publicText = (t: TtsTable) => t.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");

describe("a damaged campaign state whose log cannot rebuild it is held for the host", () => {
  test.each([
    ["the campaign a string", (g: Record<string, unknown>) => (g.campaign = "Act I"), /campaign: expected the campaign record of this game \(got "Act I"\)/],
    ["no campaign players", (g: Record<string, unknown>) => delete (g.campaign as Record<string, unknown>).players, /campaign\.players: expected a list \(got nothing\)/],
    ["a bogus stage", (g: Record<string, unknown>) => ((g.campaign as Record<string, unknown>).stage = "interlude"), /campaign\.stage: expected one of setup, act, intermission, over \(got "interlude"\)/],
    ["BR p.13: an event phase for an unseated colour", (g: Record<string, unknown>) => (((g.campaign as Record<string, unknown>).eventPhase as Record<string, unknown>).player = "Green"), /campaign\.eventPhase\.player: expected one of .* \(got "Green"\)/],
  ])("%s: no Lua error, the host reads the field, the save is kept, the host may reset", (_name, damage, reason) => {
    const game = json(inEventPhase.state) as unknown as Record<string, unknown>;
    damage(game);
    const saved = envelope(game, [{ type: "mystery" }]);
    const table = load(saved);
    expect(hostText(table)).toMatch(reason);
    expect(publicText(table)).toMatch(/could not be restored/);
    expect(table.save().LuaScriptState).toBe(saved);
    expect(table.ui().isShown("arcsRestoreProblem")).toBe(true);
    table.clickUi(HOST, "arcsResetGame");
    table.clickUi(HOST, "arcsResetConfirm");
    expect(coreState(table)).toBeUndefined();
    expect(table.ui().isShown("arcsCampaignNew")).toBe(true);
    expect(table.scriptErrors).toEqual([]);
  });
});

describe("a damaged campaign state whose log replays is rebuilt from it", () => {
  test("an event phase for an unseated colour: the state is the log's, everyone is told, the event phase goes on", () => {
    const game = json(inEventPhase.state);
    game.campaign!.eventPhase!.player = "Green" as never;
    const table = load(envelope(game, inEventPhase.commands));
    expect(coreState(table)).toEqual(json(inEventPhase.state));
    expect(publicText(table)).toMatch(/was damaged and rebuilt from the log/);
    expect(hostText(table)).toMatch(/campaign\.eventPhase\.player: expected one of .* \(got "Green"\)/);
    expect(table.ui().isShown("arcsRestoreProblem")).toBe(false);
    expect(table.ui().isShown("arcsEvent")).toBe(true);
  });
});

/** The host starts Act I: the dice roll, each seat holds 2 Fates with Keep buttons. */
function actOneChoice(): TtsTable {
  const table = loadTable(["Red", "Blue", "Yellow"], { host: "Red" });
  seedLua(table, 7);
  const die = (kind: string) => table.withTag("campaign-die").find((o) => o.data.GMNotes === kind)!;
  table.queueRoll(die("number"), "number-2");
  table.queueRoll(die("event"), "edict-crescent");
  table.clickUi("Red", "arcsCampaignNew");
  table.settle();
  return table;
}

function withSection(table: TtsTable, feature: string, damage: (section: Record<string, unknown>) => void): string {
  const raw = JSON.parse(String(table.callScript(GLOBAL_GUID, "onSave")));
  damage(raw.state.features[feature]);
  return JSON.stringify(raw);
}

describe("the sessions saved beside the game are checked against it", () => {
  test("BR p.6: an Act I Fate choice holding unknown Fates is held for the host (naming no Fate) with a Reset, not waited on forever", () => {
    const table = actOneChoice();
    const real = table.world.handObjects("Blue").filter((o) => o.tags.includes("fate-card")).map((o) => String(o.data.GMNotes));
    const saved = withSection(table, "campaign", (st) => ((st.drawn as { fates: string[] }[])[0].fates = ["FATE98", "FATE99"]));
    const again = load(saved, ["Red", "Blue", "Yellow"], "Red");
    expect(hostText(again, "Red")).toMatch(/campaign: .*Fate draw holds a card that is not an "A" Fate/);
    for (const f of FATES) expect(hostText(again, "Red")).not.toContain(f.id);
    for (const id of real) expect(again.messages.map((m) => m.text).join("\n")).not.toContain(id);
    expect(again.save().LuaScriptState).toBe(saved);
    again.clickUi("Red", "arcsResetGame");
    again.clickUi("Red", "arcsResetConfirm");
    expect(again.ui().isShown("arcsCampaignNew")).toBe(true);
    expect(again.ui().isShown("arcsFateNoteBlue")).toBe(false);
    expect(again.scriptErrors).toEqual([]);
  });

  test("BR p.6: a Fate dealt to two seats, a choice outside the draw, an Act I start beside a game under way", () => {
    const table = actOneChoice();
    const twice = load(withSection(table, "campaign", (st) => {
      const drawn = st.drawn as { fates: string[]; chosen?: string }[];
      drawn[1].fates = [drawn[0].fates[0], drawn[1].fates[1]];
      drawn[2].chosen = drawn[0].fates[1];
    }), ["Red", "Blue", "Yellow"], "Red");
    expect(hostText(twice, "Red")).toMatch(/Fate draw holds a Fate dealt twice/);
    expect(hostText(twice, "Red")).toMatch(/Fate choice is not among their draw/);
    const raw = JSON.parse(String(table.callScript(GLOBAL_GUID, "onSave")));
    const beside = load(envelope(inEventPhase.state, inEventPhase.commands, raw.state.features));
    expect(hostText(beside)).toMatch(/an Act I start is saved beside a game already set up/);
  });

  test("BR p.29: Intermission Fate draws saved while the game is not at step F are held", () => {
    const atF = upTo((s) => s.campaign?.stage === "intermission" && s.campaign.intermissionStep === "F");
    const atE = upTo((s) => s.campaign?.stage === "intermission" && s.campaign.intermissionStep === "E");
    const fates = atF.state.campaign!.players.map((p) => ({ player: p.colour, drawn: ["FATE09", "FATE10"], fates: ["FATE09", "FATE10"] }));
    const early = load(envelope(atE.state, atE.commands, { intermission: { fates } }));
    expect(hostText(early)).toMatch(/intermission: Fate draws are saved outside the Intermission's step F/);
    expect(early.scriptErrors).toEqual([]);
  });
});
