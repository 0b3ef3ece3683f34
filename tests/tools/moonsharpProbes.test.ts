/**
 * The self-check's MoonSharp probes (issue 28 item 3; docs/moonsharp.md "Probes in the real TTS"):
 * TTS has no `load`, so the probes ship in the self-check kit's script (an object's, loaded only
 * while a check runs; src/tts/objects/selfCheckKit.ts) in the very shapes the build removes everywhere
 * else. One module, by name, is exempt from the build's MoonSharp step and gates
 * (MOONSHARP_PROBE_MODULE); this suite holds the exemption to that module and that module to the
 * three probes, and runs them in fengari (which has none of the bugs: each is absent). The real
 * interpreter's answer is tests/moonsharp/probes.test.ts.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { spawnSync } from "node:child_process";
import { bundleModuleNames } from "../../tools/lib/luaCompactImports";
import { bytesByGroup } from "../../tools/bench/globalLoad";
import { findMoonSharpHazards } from "../../tools/lib/moonsharpGates";
import { MOONSHARP_PROBE_MODULE, makeMoonSharpSafe, parseLua } from "../../tools/lib/moonsharpSafe";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { builtSave } from "../support/builtSave";
import { tsFiles } from "../support/sourceGraph";
import { AFTER_THE_PROBES, probeScript } from "../support/moonsharpProbeLua";

const PROBE_FILE = "src/tts/selfcheck/moonsharpProbes.lua";
const probeLua = fs.readFileSync(path.join(REPO_ROOT, PROBE_FILE), "utf8");

function luaFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...luaFiles(p));
    else if (e.name.endsWith(".lua")) out.push(path.relative(REPO_ROOT, p).split(path.sep).join("/"));
  }
  return out.sort();
}

/** A TSTL-shaped bundle holding `body` as the module `name`. */
const bundleWith = (name: string, body: string) => `local ____modules = {}\n____modules = {\n["${name}"] = function(...)\n${body}\n end,\n}\n`;

describe("the exemption is the probe module alone", () => {
  test("it names the probe file's module, the only Lua file in src/, imported by the probe runner alone", () => {
    expect(MOONSHARP_PROBE_MODULE).toBe(PROBE_FILE.replace(/\.lua$/, "").split("/").join("."));
    expect(luaFiles(path.join(REPO_ROOT, "src"))).toEqual([PROBE_FILE]);
    const importers = tsFiles(path.join(REPO_ROOT, "src"))
      .filter((f) => /from "\.[^"]*\/moonsharpProbes"/.test(fs.readFileSync(f, "utf8")))
      .map((f) => path.relative(REPO_ROOT, f).split(path.sep).join("/"));
    expect(importers).toEqual(["src/tts/selfcheck/moonsharpProbe.ts"]);
  });

  test("the probe file holds the three probes and nothing else: one hazard each, no label", () => {
    const body = (parseLua(probeLua) as unknown as { body: { type: string; identifier?: { base?: { name: string }; identifier?: { name: string } } }[] }).body;
    expect(body.map((s) => (s.type === "FunctionDeclaration" ? `function ${s.identifier!.base!.name}.${s.identifier!.identifier!.name}` : s.type))).toEqual([
      "LocalStatement",
      "function ____exports.uninitialisedLocal",
      "function ____exports.fieldFunctionInLoop",
      "function ____exports.lazyPattern",
      "ReturnStatement",
    ]);
    expect(findMoonSharpHazards(probeLua).map((h) => `${h.kind} in ${h.fn}`)).toEqual([
      "uninit-local in ____exports.uninitialisedLocal",
      "field-function-in-loop in ____exports.fieldFunctionInLoop",
      "lazy-pattern in ____exports.lazyPattern",
    ]);
    expect(probeLua.split("\n").length).toBeLessThan(60);
  });

  test("the step and the gates leave it as written under its name, and under any other name rewrite and refuse it", () => {
    const exempt = bundleWith(MOONSHARP_PROBE_MODULE, probeLua);
    expect(makeMoonSharpSafe(exempt)).toBe(exempt);
    expect(findMoonSharpHazards(exempt)).toEqual([]);
    for (const other of ["src.tts.selfcheck.other", `${MOONSHARP_PROBE_MODULE}X`, `x${MOONSHARP_PROBE_MODULE}`]) {
      const bundle = bundleWith(other, probeLua);
      expect(findMoonSharpHazards(bundle).map((h) => `${h.kind} ${h.module}`)).toEqual([
        `uninit-local ${other}`,
        `field-function-in-loop ${other}`,
        `lazy-pattern ${other}`,
      ]);
      const safe = makeMoonSharpSafe(bundle);
      expect(safe).not.toBe(bundle);
      // The step removes two of the shapes; a lazy pattern it cannot rewrite stays refused by the gate.
      expect(findMoonSharpHazards(safe).map((h) => h.kind)).toEqual(["lazy-pattern"]);
    }
  });

  test("a module beside it is still made safe: the exemption covers its own function only", () => {
    const bundle = `local ____modules = {}\n____modules = {\n["${MOONSHARP_PROBE_MODULE}"] = function(...)\n${probeLua}\n end,\n["src.tts.x"] = function(...)\nfor _, r in ipairs({}) do local y end\n end,\n}\n`;
    const safe = makeMoonSharpSafe(bundle);
    expect(safe).toContain("local y = nil");
    expect(safe).toContain(probeLua);
    expect(findMoonSharpHazards(bundle).map((h) => `${h.kind} ${h.module}`)).toEqual(["uninit-local src.tts.x"]);
  });

  test("the self-check kit ships it as written (shipped form): renamed to any other module, its three hazards show; no other script carries it", () => {
    const kit = builtSave().allObjects().filter((o) => (o.Tags ?? []).includes("self-check-kit"));
    expect(kit).toHaveLength(1);
    const script = kit[0].LuaScript ?? "";
    expect(script).toBe(fs.readFileSync(path.join(builtSave().outDir, "lua", "tts.objects.selfCheckKit.lua"), "utf8"));
    // The compact form numbers its modules (luaCompactImports.ts): the nth bundleModuleNames names,
    // the nth function of the module list.
    const names = bundleModuleNames(fs.readFileSync(path.join(builtSave().outDir, "lua", "readable", "tts.objects.selfCheckKit.lua"), "utf8"));
    const n = names.indexOf(MOONSHARP_PROBE_MODULE) + 1;
    expect(n).toBeGreaterThan(0);
    expect(new Map(bytesByGroup(script, names)).get("src.tts.selfcheck")).toBeGreaterThan(0);
    expect(findMoonSharpHazards(script, names)).toEqual([]);
    const renamed = names.map((m) => (m === MOONSHARP_PROBE_MODULE ? "src.tts.selfcheck.renamed" : m));
    expect(findMoonSharpHazards(script, renamed).map((h) => `${h.kind} ${h.module}`)).toEqual([
      "uninit-local src.tts.selfcheck.renamed",
      "field-function-in-loop src.tts.selfcheck.renamed",
      "lazy-pattern src.tts.selfcheck.renamed",
    ]);
    // Global (which no longer measures) and every other object carry none of it.
    const globalNames = bundleModuleNames(fs.readFileSync(path.join(builtSave().outDir, "lua", "readable", "tts.global.main.lua"), "utf8"));
    expect(globalNames.filter((m) => m.startsWith("src.tts.selfcheck.") && m !== "src.tts.selfcheck.selfCheck" && m !== "src.tts.selfcheck.report" && m !== "src.tts.selfcheck.roundTrip")).toEqual([]);
    for (const o of builtSave().allObjects()) if (o !== kit[0]) expect({ object: o.Nickname, probes: (o.LuaScript ?? "").includes(MOONSHARP_PROBE_MODULE) }).toEqual({ object: o.Nickname, probes: false });
  });
});

test("in fengari (not MoonSharp) each probe finds its bug absent, the label is not probed, and the script goes on", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-probe-"));
  const file = path.join(dir, "probe.lua");
  fs.writeFileSync(file, probeScript());
  const r = spawnSync("node", [path.join(REPO_ROOT, "tools/moonsharp/fengari-runner.cjs"), file], { encoding: "utf8", timeout: 60000 });
  expect(r.status).toBe(0);
  expect(r.stdout.trim().split("\n")).toEqual([
    "MoonSharp version: not exposed (_MOONSHARP is nil: not MoonSharp, or hidden)",
    "MoonSharp uninitialised local: absent: the probe gave 2, as stock Lua does",
    "MoonSharp function field in a loop: absent: the probe gave 3:3, as stock Lua does",
    "MoonSharp lazy pattern: absent: the probe gave 300, as stock Lua does",
    expect.stringMatching(/^MoonSharp label: not probed: it would stop the script \(.*escapes pcall/),
    AFTER_THE_PROBES,
  ]);
});
