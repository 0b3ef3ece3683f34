import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { runReplay } from "../../tools/replay";
import { playRandomGame } from "../../src/core/game/driver";

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
