/**
 * The MoonSharp tier's own checks (docs/moonsharp.md): run by `npm run test:moonsharp` (and by
 * `npm test` when ARCS_LUA_RUNNER is set), never in CI, which has no MoonSharp. The runner must be
 * MoonSharp 2.0.0.0, and each hazard sample must still go wrong there unchanged (or the sample, and
 * the build's step, test nothing) and run right once the build's step has rewritten it.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { spawnSync } from "node:child_process";
import { makeMoonSharpSafe } from "../../tools/lib/moonsharpSafe";
import { probeRunner, runnerCommand } from "../../tools/moonsharp/runnerVm";
import { MOONSHARP_SAFE_SHAPES, MOONSHARP_SAMPLES } from "../support/moonsharpSamples";

const command = runnerCommand();
if (!command) throw new Error("the MoonSharp tier needs ARCS_LUA_RUNNER (docs/moonsharp.md)");

function runLua(code: string): { status: number | null; out: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-sample-"));
  const file = path.join(dir, "sample.lua");
  fs.writeFileSync(file, code);
  const r = spawnSync(command![0], [...command!.slice(1), file], { encoding: "utf8", timeout: 60000 });
  return { status: r.status, out: (r.stdout + r.stderr).trim() };
}

test("the runner is MoonSharp 2.0.0.0 and keeps the interface (exit 0 ok, 1 Lua error)", () => {
  expect(probeRunner(command)).toEqual({ ok: true, detail: "2.0.0.0" });
});

const EXIT: Record<string, number> = { "wrong value": 0, "lua error": 1, "host exception": 2 };

for (const [kind, sample] of Object.entries(MOONSHARP_SAMPLES)) {
  test(`${kind}: unchanged, MoonSharp gives ${sample.inMoonSharp}; after the build's step, ${JSON.stringify(sample.expected)}`, () => {
    const print = `\nprint(tostring(${sample.check}))`;
    const raw = runLua(sample.code + print);
    expect(raw.status).toBe(EXIT[sample.inMoonSharp]);
    if (sample.inMoonSharp === "wrong value") expect(raw.out).not.toBe(String(sample.expected));
    const safe = runLua(makeMoonSharpSafe(sample.code) + print);
    expect(safe).toEqual({ status: 0, out: String(sample.expected) });
  });
}

for (const shape of MOONSHARP_SAFE_SHAPES) {
  test(`not a hazard: ${shape.what} runs right in MoonSharp as written (${JSON.stringify(shape.expected)})`, () => {
    expect(runLua(shape.code + `\nprint(tostring(${shape.check}))`)).toEqual({ status: 0, out: String(shape.expected) });
  });
}
