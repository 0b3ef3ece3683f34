/**
 * Everything on the table survives save/load and rewind (issue "Safe in TTS's own Lua", item 4):
 * a scripted 4-player game — a lead, a battle with dice, a secure of a Vox card with its choice,
 * turns ended, everyone passing to the chapter end, the scoring confirmed — is played twice: once
 * straight, once saved and reloaded into a fresh table after EVERY event. After each event both
 * tables must hold the same game, the same saved feature sessions, the same UI (every element on
 * screen, its text and who sees it), the same object buttons (labels and functions) and the same pieces.
 */
import { actionCard } from "../../src/core/data/actionCards";
import type { Colour } from "../../src/core/data/vocabulary";
import type { GameState } from "../../src/core/game/types";
import { replay } from "../../src/core/rules";
import { FOUR, courtDeckObject, dealCourtCard, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { TtsTable } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { seedLua, setupLog, stagedTable, tableLog } from "../support/scenario";
import { fingerprint, firstDifference, savedState } from "../support/everyEvent";
import type { Step } from "../support/everyEvent";
import { dice, resetSpread, ships } from "../support/battleTable";

const HOST: Colour = "White";


function byGm(t: TtsTable, tag: string, gm: string): FakeObject {
  const found = t.find((o) => o.tags.includes(tag) && o.data.GMNotes === gm);
  if (found.length !== 1) throw new Error(`expected one ${tag} ${gm}, found ${found.length}`);
  return found[0];
}

function clickLabel(t: TtsTable, colour: string, obj: FakeObject, label: RegExp): void {
  const b = obj.buttons.find((x) => label.test(String(x.label)));
  if (b === undefined) throw new Error(`no button ${label} on ${obj.data.GMNotes} (has ${obj.buttons.map((x) => x.label).join(", ")})`);
  t.clickButton(colour, obj, b.index);
  t.settle();
}

function drop(t: TtsTable, colour: string, obj: FakeObject, on: FakeObject, faceDown = false): void {
  obj.rotation = { x: 0, y: 180, z: faceDown ? 180 : 0 };
  t.drop(colour, obj, { ...on.position, y: on.position.y + 0.5 });
  t.settle();
}

function ui(t: TtsTable, colour: string, id: string): void {
  t.clickUi(colour, id);
  t.settle();
}

/** The battle panel's defender button showing `colour`. */
function defenderButton(t: TtsTable, colour: string): string {
  for (let i = 1; i <= 6; i++) if (t.ui().isShown(`arcsBattleDefender${i}`) && t.ui().text(`arcsBattleDefender${i}`) === colour) return `arcsBattleDefender${i}`;
  throw new Error(`no defender button shows ${colour}`);
}

/** Whose turn it is, from the state Global holds. */
function current(t: TtsTable): Colour {
  const r = savedState(t).game!.round!;
  return r.order[r.turn];
}

function script(start: GameState): Step[] {
  const hand = (c: Colour) => start.players.find((p) => p.colour === c)!.hand;
  // Red battles and secures: two Aggression actions (p.8, p.13, p.14), so Red leads an Aggression card with 2+ pips.
  const redLead = hand("Red").find((id) => id.startsWith("aggression-") && (actionCard(id)?.pips ?? 0) >= 2);
  if (redLead === undefined) throw new Error(`seed 2 deals Red no Aggression card with 2 pips: ${hand("Red").join(", ")}`);
  const steps: Step[] = [
    ["Red leads", (t) => drop(t, "Red", byGm(t, "action-card", redLead), zoneOf(t, "lead-slot"))],
    ["ships meet in 1.1", (t) => {
      resetSpread();
      ships(t, "Red", "1.1", 3);
      ships(t, "Blue", "1.1", 2);
      t.settle();
    }],
    ["Red opens the battle", (t) => ui(t, "Red", "arcsBattleOpen")],
    // White's setup pieces lie in 1.1 too (seed 2): Red chooses Blue among the two defenders.
    ["Red chooses Blue", (t) => ui(t, "Red", defenderButton(t, "Blue"))],
    ["Red adds an assault die", (t) => ui(t, "Red", "arcsBattleMore_assault")],
    ["Red adds another", (t) => ui(t, "Red", "arcsBattleMore_assault")],
    ["Red rolls", (t) => {
      dice(t, ["assault-4", "assault-5"]);
      ui(t, "Red", "arcsBattleRoll");
    }],
    ["Red accepts the hits", (t) => ui(t, "Red", "arcsBattleAccept")],
    ["a Red agent on Mass Uprising", (t) => {
      takePieces(t, "agent", "Red", 1, zoneOf(t, "court-slot", "1"));
      t.settle();
    }],
    ["Red secures Mass Uprising", (t) => clickLabel(t, "Red", byGm(t, "court-card", "BC26"), /^Secure \(Red\)$/)],
    ["Red chooses a cluster", (t) => clickLabel(t, "Red", byGm(t, "court-card", "BC26"), /^Cluster /)],
    ["Red ends the turn", (t) => ui(t, "Red", "endTurnButton")],
  ];
  // Blue, Yellow and White follow with a Copy each, then everyone passes to the chapter end.
  for (const c of ["Blue", "Yellow", "White"] as Colour[]) {
    steps.push([`${c} copies`, (t) => drop(t, c, byGm(t, "action-card", hand(c)[0]), zoneOf(t, "follow-slot", c), true)]);
    steps.push([`${c} ends the turn`, (t) => ui(t, c, "endTurnButton")]);
  }
  for (let i = 0; i < 4; i++) steps.push([`pass ${i + 1}`, (t) => ui(t, current(t), "passButton")]);
  steps.push(["the host confirms the scoring", (t) => ui(t, HOST, "arcsScoringConfirmButton")]);
  return steps;
}

function reload(t: TtsTable): TtsTable {
  const again = new TtsTable(t.save(), { seats: FOUR.map((color) => ({ color, host: color === HOST })) });
  again.settle();
  return again;
}

function staged(): { table: TtsTable; start: GameState } {
  const log = setupLog({ seats: FOUR, setupCard: "4SETUP01", seed: 2 });
  const start = replay(log).state;
  const table = stagedTable(log, FOUR, { host: HOST });
  // Mass Uprising (a Vox card) replaces the card of Court slot 1.
  const first = byGm(table, "court-card", start.court.row[0]);
  table.put(courtDeckObject(table)!, first);
  dealCourtCard(table, "BC26", 1);
  table.settle();
  return { table, start };
}

describe("save and load after every event", () => {
  test("a 4-player game with a battle, a Vox secure and a chapter end plays the same with a reload after each event", () => {
    const straight = staged();
    const reloaded = staged();
    const steps = script(straight.start);
    let a = straight.table;
    let b = reloaded.table;
    expect(fingerprint(b)).toEqual(fingerprint(a));
    steps.forEach(([name, act], i) => {
      // The deal after scoring shuffles in Lua: both tables draw the same random numbers.
      seedLua(a, 100 + i);
      act(a);
      b = reload(b);
      seedLua(b, 100 + i);
      act(b);
      b = reload(b);
      const fa = fingerprint(a) as Record<string, unknown>;
      const fb = fingerprint(b) as Record<string, unknown>;
      // Name the step in the failure: compare part by part.
      for (const part of ["state", "elements", "objects"]) {
        if (JSON.stringify(fb[part]) !== JSON.stringify(fa[part])) throw new Error(`after "${name}" the reloaded table's ${part} differs:\n${firstDifference(fa[part], fb[part])}`);
      }
    });
    // The script really played the battle and the secure: both tables logged them, step by step.
    for (const t of [a, b]) {
      const kinds = tableLog(t).commands.flatMap((c) => (c.type === "battle" ? [c.action.kind] : c.type === "court" ? ["court"] : []));
      expect(kinds).toEqual(expect.arrayContaining(["roll", "read", "hits", "court"]));
    }
    const end = savedState(a).game!;
    expect(end.phase === "deal" || end.phase === "play").toBe(true);
    expect(end.chapter).toBe(2);
    expect(a.scriptErrors).toEqual([]);
    expect(b.scriptErrors).toEqual([]);
  });
});
