/**
 * Leaders & Lore setup (rulebook p.21) end to end through the Take buttons, save/load during the
 * draft, and staging tables from logs replayed in Node (tests/support/scenario.ts), including the
 * next chapter's deal.
 */
import { TtsTable } from "../../tools/ttsFake/table";
import type { Command, GameState } from "../../src/core/game/types";
import { legalCommands } from "../../src/core/game/legal";
import { playRandomGame } from "../../src/core/game/driver";
import { replay } from "../../src/core/rules";
import { coreState, handIds, idsInZone, loadTable, objectsInZone, setupLog, stagedTable, startGame, tableLog } from "../support/scenario";
import { expectNoCardNamesInPublic, expectTableMatches } from "./setupChecks";

function takeButtons(table: TtsTable) {
  return table.find((o) => o.buttons.some((b) => b.label === "Take"));
}

describe("Leaders & Lore (p.21)", () => {
  test("the rows are dealt face up with Take buttons; only the picker may take; the draft ends with leader placements", () => {
    const table = loadTable(["Red", "Blue", "Yellow"]);
    let s: GameState = startGame(table, { setupCard: "3SETUP03", firstPlayer: "Red", seed: 21, mode: "leadersAndLore", draft: "pending" });
    expect(s.phase).toBe("draft");
    expect(s.draft!.order).toEqual(["Yellow", "Blue", "Red", "Yellow", "Blue", "Red"]);
    const rows = takeButtons(table);
    expect(rows.map((o) => o.data.GMNotes).sort()).toEqual(s.draft!.leaderRow.concat(s.draft!.loreRow).sort());
    expect(rows.every((o) => !o.faceDown)).toBe(true);
    expect(s.players.every((p) => p.hand.length === 0 && handIds(table, p.colour).length === 0)).toBe(true);

    // Red is not the first picker: refused privately, nothing changes.
    const n = table.messages.length;
    table.clickButton("Red", rows[0], "Take");
    expect(table.messages.slice(n)).toEqual([{ kind: "printToColor", to: "Red", text: "it is Yellow's pick, not yours" }]);
    expect(coreState(table)).toEqual(s);

    // Yellow takes a leader; it goes to Yellow's play area without its button.
    const firstLeader = s.draft!.leaderRow[0];
    table.clickButton("Yellow", table.find((o) => o.data.GMNotes === firstLeader)[0], "Take");
    table.settle(); // zones see a script's move a physics step later
    s = coreState(table)!;
    expect(s.players.find((p) => p.colour === "Yellow")!.leader).toBe(firstLeader);
    const taken = table.find((o) => o.data.GMNotes === firstLeader)[0];
    expect(objectsInZone(table, "play-area", "Yellow")).toContain(taken);
    expect(taken.buttons).toEqual([]);

    // Save and load mid-draft: the Take buttons come back (TTS does not save buttons).
    const again = new TtsTable(table.save(), { seats: ["Red", "Blue", "Yellow"].map((color) => ({ color, host: color === "Red" })) });
    again.settle();
    expect(takeButtons(again).map((o) => o.data.GMNotes).sort()).toEqual(s.draft!.leaderRow.concat(s.draft!.loreRow).sort());

    // The rest of the draft, each pick by the right player.
    while (s.phase === "draft") {
      const picker = s.draft!.order[s.draft!.pick];
      const pick = legalCommands(s).filter((c): c is Extract<Command, { type: "draft" }> => c.type === "draft")[0];
      again.clickButton(picker, again.find((o) => o.data.GMNotes === pick.card)[0], "Take");
      again.settle();
      s = coreState(again)!;
    }
    expect(s.phase).toBe("play");
    expect(takeButtons(again)).toEqual([]);
    for (const p of s.players) {
      const mine = objectsInZone(again, "play-area", p.colour).map((o) => o.data.GMNotes);
      expect(mine).toEqual(expect.arrayContaining([p.leader, ...p.lore]));
    }
    // Leftover row cards went back onto their decks' place, face down.
    for (const id of ["leader-card", "lore-card"].flatMap((tag) => again.withTag(tag))) {
      if (!s.players.some((p) => p.leader === id.data.GMNotes || p.lore.includes(id.data.GMNotes!))) expect(id.faceDown).toBe(true);
    }
    expectTableMatches(again, s);
    expectNoCardNamesInPublic(again);
    expect(tableLog(again).commands.map((c) => c.type)).toEqual(["setup", "draft", "draft", "draft", "draft", "draft", "draft", "shuffleDiscard"]);
  });
});

describe("staged tables (tests/support/scenario.ts)", () => {
  test("a setup log replayed in Node gives a table matching its state", () => {
    const log = setupLog({ seats: ["Blue", "Yellow", "Red"], setupCard: "3SETUP01", seed: 4 });
    const table = stagedTable(log);
    const s = coreState(table)!;
    expect(s.phase).toBe("play");
    expect(tableLog(table)).toEqual(log);
    expectTableMatches(table, s);
  });

  test("a staged round shows the lead card face up in the lead slot and the rest of the hand in hand", () => {
    const log = setupLog({ seats: ["Red", "White"], setupCard: "2SETUP04", seed: 8 });
    const first = log.commands.length;
    const card = replay(log).state.players.find((p) => p.colour === "Red")!.hand[0];
    const table = stagedTable({ version: 1, commands: [...log.commands, { type: "lead", player: "Red", card }] });
    const s = coreState(table)!;
    expect(tableLog(table).commands).toHaveLength(first + 1);
    expect(idsInZone(table, "lead-slot")).toEqual([card]);
    expect(table.withTag("action-card").find((o) => o.data.GMNotes === card)!.faceDown).toBe(false);
    expect(handIds(table, "Red").sort()).toEqual(s.players.find((p) => p.colour === "Red")!.hand.slice().sort());
    expect(handIds(table, "Red")).toHaveLength(5);
  });

  test("the next chapter's deal after scoring: hands by identity, the 2-player mulligan, the discard in order", () => {
    const game = playRandomGame({ seed: 3, playerCount: 2 });
    const scoreAt = game.log.commands.findIndex((c) => c.type === "score");
    const log = { version: 1, commands: game.log.commands.slice(0, scoreAt + 1) };
    const table = stagedTable(log);
    let s = coreState(table)!;
    expect(s.chapter).toBe(2);
    expect(s.phase).toBe("mulligan");
    expect(tableLog(table).commands[scoreAt + 1].type).toBe("deal");
    for (const p of s.players) expect(handIds(table, p.colour).sort()).toEqual(p.hand.slice().sort());
    expect(table.ui().isVisible("arcsMulligan")).toBe(true);
    table.clickUi(s.mulliganBy!, "arcsMulliganKeep");
    table.settle();
    s = coreState(table)!;
    expect(s.phase).toBe("play");
    const discard = objectsInZone(table, "action-discard").filter((o) => o.isCard);
    expect(discard.sort((a, b) => b.position.y - a.position.y).map((c) => c.data.GMNotes)).toEqual(s.discard);
    expectNoCardNamesInPublic(table);
  });
});
