/**
 * The shadowed-import gate (tools/lib/tstlShadow.ts): TSTL names a module's import local after the
 * imported file and renames a binding named like a Lua global with the same `____` prefix, so one
 * module can declare `____table` twice and Lua reads the last. Session 19 met it: the move drop called
 * the Court's module table instead of session's `table()`. The minimal sample is TSTL's own output for
 * that shape; the gate refuses it (bundleProblems, which every build runs over its bundles, so a
 * built save carries none) and passes the alias lines TSTL reads right away.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { findShadowedImports } from "../../tools/lib/tstlShadow";
import { REPO_ROOT, compileLuaBundle } from "../../tools/lib/tstl";
import { bundleProblems } from "../../tools/lib/build";
import { LuaVm } from "../../tools/lib/luaVm";

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

/** A project of three files: a module file named `table`, a function named `table`, one module importing both. */
function shadowProject(entryBody: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-shadow-"));
  roots.push(root);
  for (const f of ["tsconfig.json", "tsconfig.base.json"]) fs.copyFileSync(path.join(REPO_ROOT, f), path.join(root, f));
  fs.symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  fs.mkdirSync(path.join(root, "src", "court"), { recursive: true });
  fs.mkdirSync(path.join(root, "src", "session"), { recursive: true });
  fs.writeFileSync(path.join(root, "src", "court", "table.ts"), "export function holdings(): number {\n  return 2;\n}\n");
  fs.writeFileSync(path.join(root, "src", "session", "session.ts"), "export function table(): number {\n  return 7;\n}\n");
  fs.writeFileSync(path.join(root, "src", "entry.ts"), entryBody);
  return root;
}

describe("the shadowed-import gate", () => {
  const bad = 'import { table } from "./session/session";\nimport { holdings } from "./court/table";\n\nexport function read(): number {\n  return table() + holdings();\n}\n';

  test("TSTL's output for an import named like a Lua global beside a module file of that name: the gate refuses the read, and it runs wrongly", () => {
    const root = shadowProject(bad);
    const lua = compileLuaBundle("src/entry.ts", root).lua;
    expect(lua).toMatch(/local ____table = ____session\.table\n/);
    expect(lua).toMatch(/local ____table = require\("src\.court\.table"\)\n/);
    const found = findShadowedImports(lua);
    expect(found).toEqual([expect.objectContaining({ module: "src.entry", name: "____table" })]);
    // What the gate prevents: the entry's read() calls the Court's module table, not session's table().
    const run = new LuaVm().run(`local entry = (function(...)\n${lua}\nend)()\nlocal ok, err = pcall(function() return entry.read() end)\nreturn tostring(ok) .. " " .. tostring(err)`);
    expect(String(run)).toMatch(/^false .*attempt to call a table value/);
    expect(bundleProblems("src/entry.ts", lua, "x.lua").some((p) => p.includes("tools/lib/tstlShadow.ts"))).toBe(true);
  });

  test("the same import renamed passes, and computes 9", () => {
    const root = shadowProject(bad.replace("import { table }", "import { table as tableState }").replace("table() +", "tableState() +"));
    const lua = compileLuaBundle("src/entry.ts", root).lua;
    expect(findShadowedImports(lua)).toEqual([]);
    const run = new LuaVm().run(`local entry = (function(...)\n${lua}\nend)()\nreturn entry.read()`);
    expect(run).toBe(9);
  });

  test("two module files of one name, read only by the alias lines after each require: passes", () => {
    const bundle = ['["src.x"] = function(...)', 'local ____table = require("src.lib.table")', "local tagged = ____table.tagged", 'local ____table = require("src.court.table")', "local holdings = ____table.holdings", "local function f()", "    return tagged() + holdings()", "end", "end,"].join("\n");
    expect(findShadowedImports(bundle)).toEqual([]);
    expect(findShadowedImports(bundle.replace("tagged() + holdings()", "____table.holdings()"))).toEqual([{ module: "src.x", name: "____table", line: 7 }]);
  });
});
