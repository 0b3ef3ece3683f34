/**
 * The external-runner bridge (tools/moonsharp/: bridge.lua, runnerVm.ts; docs/moonsharp.md), proved
 * in `npm test` with the fengari stand-in runner that speaks the same interface: CI has no MoonSharp,
 * and the tier that runs the real one (tests/moonsharp/, by hand) must not find a broken bridge.
 */
import * as path from "node:path";
import { RunnerVm, probeRunner } from "../../tools/moonsharp/runnerVm";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { builtSave } from "../support/builtSave";
import { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import { parseTtsJson } from "../../tools/lib/ttsJson";

const STAND_IN = ["node", path.join(REPO_ROOT, "tools/moonsharp/fengari-runner.cjs")];

describe("the runner interface", () => {
  test("the stand-in answers as docs/moonsharp.md says: exit 0 after chunks, 1 after a Lua error", () => {
    expect(probeRunner(STAND_IN)).toEqual({ ok: true, detail: "Lua 5.3" });
    expect(probeRunner(["node", "-e", "process.exit(0)"]).ok).toBe(false);
  });
});

describe("a VM across the bridge", () => {
  const vm = new RunnerVm(STAND_IN);
  afterAll(() => vm.close());

  test("values cross as in-process: data, empty tables as [], keys sorted, text beyond ASCII", () => {
    expect(vm.run("return { 1, 'é→😀', 2.5, {}, { b = true, a = { 1, 2 } }, nil }")).toEqual([1, "é→😀", 2.5, [], { a: [1, 2], b: true }]);
    vm.setGlobal("given", { list: [1, "two", { three: 3 }], text: 'quote " back \\ tab \t nl \n' });
    expect(vm.run("return given.text")).toBe('quote " back \\ tab \t nl \n');
    expect(vm.run("return given.list[3].three")).toBe(3);
  });

  test("host functions, Lua functions and nested calls both ways; nil arguments keep their places", () => {
    vm.setGlobal("host", (a: unknown, b: unknown, c: unknown) => [a ?? "nil", b ?? "nil", c ?? "nil"]);
    expect(vm.run("return host(1, nil, 3)")).toEqual([1, "nil", 3]);
    vm.runToGlobal("return { twice = function(x, f) return f(f(x)) end }", "mod", "=mod");
    const addOne = vm.run("return function(x) return x + 1 end") as (x: number) => number;
    expect(vm.callPath(["mod", "twice"], [5, (x: number) => addOne(x) * 10])).toBe(610);
    expect(vm.callGlobal("host", "a")).toEqual(["a", "nil", "nil"]);
    expect(vm.hasGlobal("mod")).toBe(true);
    expect(vm.hasGlobal("nothing")).toBe(false);
  });

  test("a call's own Lua time is counted, the host's time in between is not (the bench's MoonSharp figures)", () => {
    const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    vm.setGlobal("slowHost", () => sleep(200));
    vm.runToGlobal("return { waits = function() slowHost() return 1 end, spins = function() local t = os.clock() while os.clock() - t < 0.05 do end return 2 end }", "timing", "=timing");
    const before = vm.luaSeconds;
    expect(vm.callPath(["timing", "waits"], [])).toBe(1);
    const waited = vm.luaSeconds - before;
    expect(waited).toBeGreaterThanOrEqual(0);
    expect(waited).toBeLessThan(0.1);
    expect(vm.callPath(["timing", "spins"], [])).toBe(2);
    expect(vm.luaSeconds - before - waited).toBeGreaterThanOrEqual(0.05);
  });

  test("a Lua error is the caller's error, a host error is Lua's, and the VM goes on", () => {
    expect(() => vm.run("error('boom')")).toThrow(/boom/);
    vm.setGlobal("explode", () => {
      throw new Error("host says no");
    });
    expect(vm.run("local ok, e = pcall(explode) return { ok, e }")).toEqual([false, expect.stringContaining("host says no")]);
    expect(vm.run("return 6 * 7")).toBe(42);
  });

  test("a chunk with a carriage return still loads (it goes as JSON, not as raw lines)", () => {
    expect(vm.run("local x = 1 -- a comment\r\nreturn x + 1")).toBe(2);
  });
});

test("the built Global loads through the bridge, answers onLoad and onSave, and a second load restores it", () => {
  const save = { ...(builtSave().save as unknown as SaveFile), LuaScriptState: "" };
  const table = new TtsTable(save, { seats: [{ color: "Red", host: true }, { color: "Blue" }], vm: () => new RunnerVm(STAND_IN) });
  table.settle();
  const saved = parseTtsJson(String(table.save().LuaScriptState));
  expect(saved).toMatchObject({ format: "arcs-tts", state: { loads: 1, log: { version: 1, commands: [] } } });
  const again = new TtsTable(table.save(), { seats: [{ color: "Red", host: true }], vm: () => new RunnerVm(STAND_IN) });
  expect((parseTtsJson(String(again.save().LuaScriptState)) as { state: { loads: number } }).state.loads).toBe(2);
});
