/**
 * fengari reads its config (FENGARICONF: MoonSharp's number printing, "3" not "3.0") once, when it is
 * first loaded (tools/lib/fengariConf.ts). `npm run bench -- mapDrop` once failed through the CLI
 * alone ("the drop into 1.0 was not decided"): in the CLI's bundle tools/bench/globalLoad.ts loaded
 * fengari before any module had set the config, so every Lua VM of the run printed integral numbers
 * as "3.0" and Global's map room found no system; under jest or a bench script of its own the
 * section's imports set it first.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { buildSync } from "esbuild";
import { REPO_ROOT } from "../../tools/lib/repo";

/** The modules that set the config before anything else they import (so importing one of them first is enough). */
const SETS_CONFIG = /import\s+(?:[^"']*from\s+)?["'][./]*(?:lib\/|\.\/)?(fengariConf|luaVm|luaChunkCache)["']/;
const IMPORTS_FENGARI = /(?:from\s+|require\()["']fengari["']/;

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...sources(p));
    else if (e.name.endsWith(".ts")) out.push(p);
  }
  return out;
}

test("every tools/ module that imports fengari sets its config (imports fengariConf, or luaVm) before it", () => {
  const late: string[] = [];
  for (const file of sources(path.join(REPO_ROOT, "tools"))) {
    const text = fs.readFileSync(file, "utf8");
    const f = text.search(IMPORTS_FENGARI);
    if (f < 0) continue;
    const c = text.search(SETS_CONFIG);
    if (c < 0 || c > f) late.push(path.relative(REPO_ROOT, file));
  }
  expect(late).toEqual([]);
});

test("the CLI's bundle (as tools/run.mjs builds it) sets FENGARICONF before it first loads fengari", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-cli-bundle-"));
  try {
    const outfile = path.join(dir, "cli.cjs");
    buildSync({ entryPoints: [path.join(REPO_ROOT, "tools", "cli.ts")], bundle: true, platform: "node", target: "node20", format: "cjs", packages: "external", outfile, logLevel: "silent" });
    const code = fs.readFileSync(outfile, "utf8");
    const config = code.indexOf("process.env.FENGARICONF =");
    const firstLoad = code.search(/require\("fengari(?:\/[^"]*)?"\)/);
    expect(config).toBeGreaterThan(-1);
    expect(firstLoad).toBeGreaterThan(-1);
    expect(config).toBeLessThan(firstLoad);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
