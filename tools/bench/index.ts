/**
 * `npm run bench`: figures the issues ask for, printed as a table. Each section measures one area;
 * later areas add a section here. Not a test: nothing fails on a slow machine, it reports. With more
 * than one section each runs in a process of its own (sectionInOwnProcess).
 */
import { spawnSync } from "node:child_process";
import { buildSection } from "./buildFigures";
import { rulesSection } from "./rulesFigures";
import { courtScoringSection } from "./courtScoringHandlers";
import { battleSection } from "./battleHandlers";
import { cardDropSection } from "./cardDropHandler";
import { mapDropSection } from "./mapDropHandler";
import { mapDropMoonSharpSection } from "./mapDropMoonSharp";
import { campaignBattleSection, campaignSection, crisesSection } from "./campaignFigures";
import { campaignTableSection } from "./campaignTable";
import { eventPhaseTableSection } from "./eventPhaseTable";
import { powersSection } from "./powersFigures";
import { benchHelp, wantsHelp } from "../lib/help";

export type { BenchRow } from "./benchRow";
import type { BenchRow } from "./benchRow";

/** Milliseconds in a figure like "2.11 ms", "1179 ms (..)", "<= 1.5 s"; undefined when it has none. */
export function millis(text: string): number | undefined {
  const m = /(\d+(?:\.\d+)?)\s*(ms|s)\b/.exec(text);
  if (m === null) return undefined;
  return Number(m[1]) * (m[2] === "s" ? 1000 : 1);
}

/** Bytes in a figure like "1041035 bytes", "<= 800 KB"; undefined when it has none. */
export function byteCount(text: string): number | undefined {
  const m = /(\d+(?:\.\d+)?)\s*(bytes|KB|MB)\b/.exec(text);
  if (m === null) return undefined;
  return Number(m[1]) * (m[2] === "MB" ? 1000 * 1000 : m[2] === "KB" ? 1000 : 1);
}

/**
 * Load-independent work in a figure like "11.6 k instr" (Lua instructions) or "132 calls (...)" (TTS
 * API calls), in its unit; undefined when it has none. These rows guard against regressions: the
 * handlers' time is judged in TTS (MoonSharp runs them at 0.4-0.9x of fengari's time), their work here.
 */
export function workCount(text: string): { n: number; unit: string } | undefined {
  const m = /(\d+(?:\.\d+)?)\s*(k instr|calls)\b/.exec(text);
  return m === null ? undefined : { n: Number(m[1]), unit: m[2] };
}

/** "MISSED" when a timed, sized or counted figure is over its "<= x" target. */
export function verdict(value: string, target: string | undefined): string {
  if (target === undefined || !target.startsWith("<=")) return "";
  const work = workCount(target);
  if (work !== undefined) {
    const v = workCount(value);
    if (v === undefined || v.unit !== work.unit) return "";
    return v.n > work.n ? "MISSED" : "ok";
  }
  const sized = byteCount(target) !== undefined;
  const v = sized ? byteCount(value) : millis(value);
  const t = sized ? byteCount(target) : millis(target);
  if (v === undefined || t === undefined) return "";
  return v > t ? "MISSED" : "ok";
}

const SECTIONS: { name: string; run: () => Promise<BenchRow[]> | BenchRow[] }[] = [
  { name: "build", run: buildSection },
  { name: "rules", run: rulesSection },
  { name: "cardDrop", run: cardDropSection },
  { name: "mapDrop", run: mapDropSection },
  { name: "mapDropMoonSharp", run: mapDropMoonSharpSection },
  { name: "courtScoring", run: courtScoringSection },
  { name: "battle", run: battleSection },
  { name: "campaign", run: campaignSection },
  { name: "crises", run: crisesSection },
  { name: "campaignBattle", run: campaignBattleSection },
  { name: "campaignTable", run: campaignTableSection },
  { name: "eventPhaseTable", run: eventPhaseTableSection },
  { name: "powers", run: powersSection },
];

/** The line a section's own process prints its rows on (`--rows-of`), for the parent to read. */
const ROWS_MARK = "ARCS_BENCH_ROWS ";

/**
 * One section in a process of its own: its heap holds only what it made, so what an earlier
 * section left (tables, saves, bundles) neither slows its garbage collection nor is collected
 * during its timings. Run alone or in the full bench, a section measures the same. The child's
 * other output (profiles) passes through.
 */
function sectionInOwnProcess(name: string): BenchRow[] {
  const r = spawnSync(process.execPath, [...process.execArgv, process.argv[1], "bench", "--rows-of", name], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 64 * 1024 * 1024 });
  let rows: BenchRow[] | undefined;
  for (const line of (r.stdout ?? "").split("\n")) {
    if (line.startsWith(ROWS_MARK)) rows = JSON.parse(line.slice(ROWS_MARK.length)) as BenchRow[];
    else if (line !== "") console.log(line);
  }
  if (rows === undefined) throw new Error(`bench: section ${name} gave no figures (exit ${String(r.status)}${r.error === undefined ? "" : `, ${r.error.message}`})`);
  return rows;
}

/** `npm run bench` measures every section; `npm run bench -- battle courtScoring` only those named. */
export async function runBench(args: string[]): Promise<number> {
  if (wantsHelp(args)) {
    console.log(benchHelp(SECTIONS.map((s) => s.name)));
    return 0;
  }
  if (args[0] === "--rows-of") {
    const section = SECTIONS.find((s) => s.name === args[1]);
    if (section === undefined) return 2;
    console.log(ROWS_MARK + JSON.stringify(await section.run()));
    return 0;
  }
  const rows: BenchRow[] = [];
  const unknown = args.filter((a) => !SECTIONS.some((s) => s.name === a));
  if (unknown.length > 0) {
    console.error(`bench: no section ${unknown.join(", ")}\n\n${benchHelp(SECTIONS.map((s) => s.name))}`);
    return 2;
  }
  const chosen = SECTIONS.filter((section) => args.length === 0 || args.includes(section.name));
  for (const section of chosen) rows.push(...(chosen.length === 1 ? await section.run() : sectionInOwnProcess(section.name)));
  const w1 = Math.max(...rows.map((r) => r.section.length), 7);
  const w2 = Math.max(...rows.map((r) => r.what.length), 4);
  const w3 = Math.max(...rows.map((r) => r.value.length), 5);
  const w4 = Math.max(...rows.map((r) => (r.cpu ?? "").length), 3);
  console.log(`${"section".padEnd(w1)}  ${"what".padEnd(w2)}  ${"value".padStart(w3)}  ${"cpu".padStart(w4)}  target`);
  for (const r of rows) {
    console.log(`${r.section.padEnd(w1)}  ${r.what.padEnd(w2)}  ${r.value.padStart(w3)}  ${(r.cpu ?? "").padStart(w4)}  ${(r.target ?? "").padEnd(18)}  ${verdict(r.value, r.target)}`);
  }
  const missed = rows.filter((r) => verdict(r.value, r.target) === "MISSED");
  console.log(missed.length === 0 ? "\nEvery target met." : `\n${missed.length} target(s) MISSED: ${missed.map((r) => r.what.split(",")[0]).join("; ")}`);
  return 0;
}
