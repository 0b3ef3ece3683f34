/**
 * The self-check's MoonSharp probes in the real interpreter (issue 28 item 3; docs/moonsharp.md
 * "Probes in the real TTS"): the probe entry as TTS gets it (the build's step, which leaves the probe
 * module as written, then the compact form), run in MoonSharp 2.0.0.0. Each bug is present there,
 * each probe is caught by pcall, the label bug is reported as not probed, and the script goes on
 * (run twice, then a plain loop and pattern still work). fengari's answer (each absent) is
 * tests/tools/moonsharpProbes.test.ts.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { spawnSync } from "node:child_process";
import { runnerCommand } from "../../tools/moonsharp/runnerVm";
import { AFTER_THE_PROBES, probeScript } from "../support/moonsharpProbeLua";

const command = runnerCommand();
if (!command) throw new Error("the MoonSharp tier needs ARCS_LUA_RUNNER (docs/moonsharp.md)");

test("MoonSharp 2.0.0.0: the three bugs present, each caught by pcall, the label not probed, and the script goes on", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-probe-"));
  const file = path.join(dir, "probe.lua");
  const after = "local n = 0 for _, v in ipairs({ 1, 2, 3 }) do n = n + v end print('then ' .. tostring(n) .. ' [' .. string.gsub('  x  ', '^%s+', '') .. ']')";
  fs.writeFileSync(file, `${probeScript()}\nfor _, f in ipairs(probe.moonSharpFindings()) do print('again ' .. f.check) end\n${after}\n`);
  const r = spawnSync(command![0], [...command!.slice(1), file], { encoding: "utf8", timeout: 120000 });
  expect({ status: r.status, stderr: r.stderr.trim() }).toEqual({ status: 0, stderr: "" });
  const lines = r.stdout.trim().split("\n");
  expect(lines.slice(0, 6)).toEqual([
    "MoonSharp version: _MOONSHARP.version 2.0.0.0",
    "MoonSharp uninitialised local: present: the probe gave 0, stock Lua 2; the build removes the shape from every script",
    expect.stringMatching(/^MoonSharp function field in a loop: present: the probe raised .*attempt to call a internal<tuple> value near 'for\.\.in' \(stock Lua gives 3:3\)/),
    expect.stringMatching(/^MoonSharp lazy pattern: present: the probe raised .*pattern too complex \(stock Lua gives 300\)/),
    expect.stringMatching(/^MoonSharp label: not probed: it would stop the script \(.*escapes pcall/),
    AFTER_THE_PROBES,
  ]);
  expect(lines.slice(6)).toEqual([
    "again MoonSharp version",
    "again MoonSharp uninitialised local",
    "again MoonSharp function field in a loop",
    "again MoonSharp lazy pattern",
    "again MoonSharp label",
    "then 6 [x  ]",
  ]);
});
