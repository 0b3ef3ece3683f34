/**
 * Issue 33 item 7: every command answers --help the way `npm run replay -- --help` does: the
 * usage, its options and its exit codes on standard output, exit 0, nothing done. A stray argument
 * is refused with the usage and exit 2 instead of being ignored.
 */
import { spawnSync } from "node:child_process";
import * as path from "node:path";
import { main } from "../../tools/cli";
import { REPO_ROOT } from "../../tools/lib/repo";

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = jest.spyOn(console, "log").mockImplementation((...a: unknown[]) => void out.push(a.join(" ")));
  const error = jest.spyOn(console, "error").mockImplementation((...a: unknown[]) => void err.push(a.join(" ")));
  try {
    const code = await main(args);
    return { code, out: out.join("\n"), err: err.join("\n") };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

const COMMANDS = ["build", "install-save", "unpack", "bench", "replay", "where", "dev", "pull"];

describe.each(COMMANDS)("npm run %s -- --help", (command) => {
  test("prints the usage, the options or what it does, and the exit codes; exit 0, nothing built", async () => {
    for (const flag of ["--help", "-h"]) {
      const r = await run([command, flag]);
      expect(r.code).toBe(0);
      expect(r.err).toBe("");
      expect(r.out).toMatch(new RegExp(`^usage: npm run ${command}\\b`));
      expect(r.out).toMatch(/Exit codes:\n {2}0 {2}\S[\s\S]*\n {2}2 {2}\S/);
      expect(r.out).not.toMatch(/^Built /m);
    }
  });
});

test("a stray argument to build, install-save, unpack, bench and where is refused with the usage and exit 2", async () => {
  for (const [args, said] of [
    [["build", "--fast"], /build: unknown argument --fast/],
    [["install-save", "--dri", "x"], /install-save: unknown argument --dri/],
    [["install-save", "--dir"], /install-save: --dir needs a folder/],
    [["install-save", "--assets"], /install-save: --assets needs a folder/],
    [["unpack", "save.json", "--outt", "x"], /unpack: unknown option --outt/],
    [["bench", "nosuch"], /bench: no section nosuch/],
    [["where", "--scrip", "x.lua", "3"], /where: unknown option --scrip/],
  ] as const) {
    const r = await run([...args]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(said);
    expect(r.err).toMatch(/usage: npm run/);
  }
});

test("no command, or an unknown one, names every command", async () => {
  const r = await run(["nosuch"]);
  expect(r.code).toBe(2);
  for (const c of COMMANDS) expect(r.err).toContain(c);
  expect((await run(["--help"])).code).toBe(0);
});

describe("npm run typecheck", () => {
  const script = path.join(REPO_ROOT, "tools", "typecheck.mjs");

  test("--help names the three programs and the exit codes, and checks nothing", () => {
    const r = spawnSync(process.execPath, [script, "--help"], { encoding: "utf8" });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^usage: npm run typecheck/);
    for (const p of ["tsconfig.core.json", "tsconfig.json", "tsconfig.tools.json"]) expect(r.stdout).toContain(p);
    expect(r.stdout).toMatch(/Exit codes:\n {2}0 {2}every program passed\n {2}1 {2}.*\n {2}2 {2}bad arguments/);
  });

  test("an unknown argument is refused with exit 2", () => {
    const r = spawnSync(process.execPath, [script, "--watch"], { encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/typecheck: unknown argument --watch/);
  });
});
