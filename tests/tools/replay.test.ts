import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { runReplay } from "../../tools/replay";
import { playRandomGame } from "../../src/core/game/driver";
import { seatLog, seatView } from "../../src/core/rules";

function tempFile(name: string, text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-replay-"));
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runReplay(args, (s) => out.push(s), (s) => err.push(s));
  return { code, out: out.join("\n"), err: err.join("\n") };
}

test("replays an exported log to the same state as the live game, as JSON", () => {
  const game = playRandomGame({ seed: 11, playerCount: 3 });
  expect(game.problems).toEqual([]);
  const file = tempFile("game.json", JSON.stringify(game.log));
  const r = run([file]);
  expect(r.code).toBe(0);
  const printed = JSON.parse(r.out);
  expect(printed.applied).toBe(game.log.commands.length);
  expect(printed.refused).toEqual([]);
  expect(printed.state).toEqual(JSON.parse(JSON.stringify(game.state)));
});

test("a refused command is printed with its index and reason, and the exit code says so", () => {
  const game = playRandomGame({ seed: 5, playerCount: 4, maxCommands: 12 });
  const commands = game.log.commands.slice();
  // the same lead again cannot be legal: the card has left the hand
  const lead = commands.find((c) => c.type === "lead");
  expect(lead).toBeDefined();
  commands.push(lead!);
  const r = run([tempFile("bad.json", JSON.stringify({ version: 1, commands }))]);
  expect(r.code).toBe(1);
  const printed = JSON.parse(r.out);
  expect(printed.refused).toHaveLength(1);
  expect(printed.refused[0].index).toBe(commands.length - 1);
  expect(typeof printed.refused[0].reason).toBe("string");
  expect(printed.refused[0].reason.length).toBeGreaterThan(5);
});

test("an unreadable file or a wrong version is reported clearly", () => {
  expect(run([tempFile("x.json", "{nope")]).err).toMatch(/x\.json: not valid JSON/);
  expect(run(["/nonexistent/log.json"]).err).toMatch(/cannot read/);
  const wrong = run([tempFile("v9.json", JSON.stringify({ version: 9, commands: [] }))]);
  expect(JSON.parse(wrong.out).refused[0]).toEqual({ index: -1, reason: "log version 9 is not supported (expected 1)" });
  expect(run([]).code).toBe(2);
});

describe("bad input gets a clear message, never a stack trace (issue 'Safe in TTS's own Lua', item 6)", () => {
  test("--help prints the usage and the exit codes, and is not read as a file", () => {
    const r = run(["--help"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/usage: npm run replay/);
    expect(r.out).toMatch(/Exit codes:[\s\S]*0 [\s\S]*1 [\s\S]*2 /);
    expect(r.err).toBe("");
  });

  test("a log that is null, or holds a null command", () => {
    const nullLog = run([tempFile("null.json", "null")]);
    expect(nullLog.code).toBe(2);
    expect(nullLog.err).toMatch(/null\.json: not a game log:\n {2}log: expected the game log object \(got null\)/);
    const nullCommand = run([tempFile("nc.json", JSON.stringify({ version: 1, commands: [null] }))]);
    expect(nullCommand.code).toBe(2);
    expect(nullCommand.err).toMatch(/log\.commands\[0\]: expected a command \(an object with a type\)/);
  });

  test("a command list that is not a list names the field", () => {
    const r = run([tempFile("obj.json", JSON.stringify({ version: 1, commands: { 0: { type: "pass" } } }))]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/log\.commands: expected a list \(got an object\)/);
  });

  test("an unknown option is refused with the usage", () => {
    const r = run(["--frobnicate"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown option --frobnicate[\s\S]*usage/);
  });
});

describe("--random writes a sample log a newcomer can replay", () => {
  test("--random 4 --seed 7 --out file: a legal game that replays with exit 0", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-random-"));
    const file = path.join(dir, "sample.json");
    const w = run(["--random", "4", "--seed", "7", "--out", file]);
    expect(w.code).toBe(0);
    expect(w.out).toMatch(/Wrote .*sample\.json: a random legal 4-player game \(seed 7\)/);
    const r = run([file]);
    expect(r.code).toBe(0);
    const printed = JSON.parse(r.out);
    expect(printed.refused).toEqual([]);
    expect(printed.applied).toBe(JSON.parse(fs.readFileSync(file, "utf8")).commands.length);
    expect(printed.state.seats).toHaveLength(4);
  });

  test("the same seed writes the same game; a bad player count is refused", () => {
    expect(run(["--random", "3", "--seed", "2"]).out).toBe(run(["--random", "3", "--seed", "2"]).out);
    const bad = run(["--random", "5"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/player count 2-4/);
  });
});

describe("a seat log (issue 33 item 3)", () => {
  // What `!arcs log` writes before the game is over (src/tts/log/logExport.ts seatExport).
  function seatLogFile(viewer: "Red" | "public"): string {
    const game = playRandomGame({ seed: 7, playerCount: 3, maxCommands: 20 });
    const body = {
      format: "arcs-seat-log",
      viewer,
      note: "Cards hidden from you are left out until the game ends; no replay.",
      view: seatView(game.state, viewer),
      commands: seatLog(game.log.commands, viewer),
    };
    return tempFile("seat.json", JSON.stringify(body));
  }

  test("is recognised and refused with exit 2, saying to export again once the game is over; no state is printed", () => {
    const r = run([seatLogFile("Red")]);
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    expect(r.err).toMatch(/seat\.json: this is a seat log \(what Red may see/);
    expect(r.err).toMatch(/Once the game is over, type `!arcs log` again/);
    expect(r.err).not.toMatch(/version/);
  });

  test("a spectator's seat log is named as such", () => {
    const r = run([seatLogFile("public")]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/what a spectator may see/);
  });
});
