/**
 * Issue 33 item 8: a syntax error in a data file (or any source the tools bundle) is said the way
 * esbuild says it (file, line, a caret) with exit 1, not followed by a Node stack trace of
 * esbuild's own code. tools/run.mjs is run as `npm run build` runs it, on a small copy of the
 * repository whose data file does not parse.
 */
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { REPO_ROOT } from "../../tools/lib/repo";

test("npm run build with a data file that does not parse: esbuild's message, a one-line verdict, exit 1, no stack", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-syntax-"));
  try {
    fs.mkdirSync(path.join(root, "tools"));
    fs.mkdirSync(path.join(root, "src", "core", "data"), { recursive: true });
    fs.copyFileSync(path.join(REPO_ROOT, "tools", "run.mjs"), path.join(root, "tools", "run.mjs"));
    fs.writeFileSync(path.join(root, "package.json"), "{}\n");
    fs.symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
    fs.writeFileSync(path.join(root, "tools", "cli.ts"), 'import { LORE } from "../src/core/data/lore";\nexport async function main(): Promise<number> { return LORE.length; }\n');
    // a modder's missing comma between two entries
    fs.writeFileSync(path.join(root, "src", "core", "data", "lore.ts"), 'export const LORE = [\n  { id: "L14", name: "Seeker Torpedoes" }\n  { id: "L15", name: "Modded Charts" },\n];\n');
    const r = spawnSync(process.execPath, [path.join(root, "tools", "run.mjs"), "build"], { cwd: root, encoding: "utf8" });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/src\/core\/data\/lore\.ts:3:2/);
    expect(r.stderr).toMatch(/Expected "\]" but found "\{"/);
    expect(r.stderr).toMatch(/Refused: 1 error above in the sources/);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.stderr).not.toMatch(/node_modules[\\/]esbuild/);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
