import * as os from "node:os";
import { buildSave } from "../lib/build";
import { renderThreads } from "../render/rasterPool";
import { REPO_ROOT } from "../lib/tstl";
import { gameDataValidators } from "../lib/gameData";
import type { BenchRow } from "./benchRow";
import { globalLoadRows } from "./globalLoad";
import * as path from "node:path";

/** Foundation figures: TSTL compile time per entry, Lua bytes per script and in total, save bytes. */
export async function buildSection(): Promise<BenchRow[]> {
  const loadBefore = os.loadavg()[0];
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  const report = buildSave({ root: REPO_ROOT, validators: gameDataValidators() });
  const total = performance.now() - started;
  const cpu = process.cpuUsage(cpu0);
  const rows: BenchRow[] = [];
  for (const s of report.scripts) {
    rows.push({ section: "build", what: `compile ${s.entry}`, value: `${s.compileMs.toFixed(0)} ms` });
    rows.push({ section: "build", what: `lua bytes ${s.luaFile}`, value: String(s.luaBytes) });
  }
  rows.push({ section: "build", what: "lua bytes total", value: String(report.scripts.reduce((a, s) => a + s.luaBytes, 0)) });
  rows.push(...globalLoadRows(path.join(REPO_ROOT, "build")));
  rows.push({ section: "build", what: "save JSON bytes", value: String(report.saveBytes) });
  rows.push({ section: "build", what: "objects in the save", value: String(report.objectCount) });
  rows.push({ section: "build", what: "asset files", value: String(report.assetFiles.length) });
  rows.push({ section: "build", what: "total asset bytes", value: String(report.assetBytes) });
  for (const [stage, ms] of Object.entries(report.timings)) {
    if (stage !== "total") rows.push({ section: "build", what: `stage ${stage}`, value: `${ms} ms` });
  }
  // The wall time depends on what else runs: the CPU time (every thread of the process) and the
  // load average say how to read it.
  rows.push({ section: "build", what: "render threads (this one + helpers)", value: String(renderThreads()) });
  rows.push({ section: "build", what: "full build CPU time, all threads", value: `${((cpu.user + cpu.system) / 1000).toFixed(0)} ms` });
  rows.push({ section: "build", what: "load average (1 min) before / after", value: `${loadBefore.toFixed(2)} / ${os.loadavg()[0].toFixed(2)}` });
  rows.push({ section: "build", what: "full build time", value: `${total.toFixed(0)} ms`, target: "<= 30 s (2 cores)" });
  return rows;
}
