/**
 * The MoonSharp probes of `!arcs check` (issue 28 item 3; docs/moonsharp.md "Probes in the real
 * TTS"). TTS has no `load`, so each probe ships in Global as hand-written Lua
 * (`moonsharpProbes.lua`, the one module the build's MoonSharp step and gates leave as written) and
 * runs here under pcall. A probe that gives stock Lua's value says the bug is absent; a wrong value
 * or a Lua error says it is present (the build removes the shape everywhere else either way). The
 * label bug is not probed: MoonSharp throws a .NET exception pcall cannot catch, which would stop
 * Global's script.
 */
import type { Finding } from "./report";
import { fieldFunctionInLoop, lazyPattern, uninitialisedLocal } from "./moonsharpProbes";

interface Probe {
  check: string;
  run: (this: void) => unknown;
  /** What stock Lua (and a MoonSharp without the bug) gives. */
  expected: unknown;
}

const PROBES: readonly Probe[] = [
  { check: "MoonSharp uninitialised local", run: uninitialisedLocal, expected: 2 },
  { check: "MoonSharp function field in a loop", run: fieldFunctionInLoop, expected: "3:3" },
  { check: "MoonSharp lazy pattern", run: lazyPattern, expected: 300 },
];

const LABEL_NOT_PROBED =
  "not probed: it would stop the script (a label in a local-free block with nested locals clears the " +
  "function's locals; the .NET error escapes pcall); the build removes it";

/** `_MOONSHARP.version` when the interpreter exposes it. */
export function moonSharpVersion(): string | undefined {
  const g = _G as unknown as { _MOONSHARP?: { version?: unknown } };
  const v = g._MOONSHARP && g._MOONSHARP.version;
  return v === undefined ? undefined : tostring(v);
}

/**
 * One probe run under pcall, as its line. A function of its own, not the loop's body: a `local a, b`
 * taking a call's two results in a for-in body is a shape the stop check reads as locals without a value.
 */
function probeFinding(p: Probe): Finding {
  const [ran, value] = pcall(() => p.run());
  const text = !ran
    ? `present: the probe raised ${tostring(value)} (stock Lua gives ${tostring(p.expected)}); the build removes the shape from every script`
    : value === p.expected
      ? `absent: the probe gave ${tostring(value)}, as stock Lua does`
      : `present: the probe gave ${tostring(value)}, stock Lua ${tostring(p.expected)}; the build removes the shape from every script`;
  return { check: p.check, ok: true, info: true, text };
}

/** One line per probe, with the interpreter's version first (information: never OK or FAIL). */
export function moonSharpFindings(): Finding[] {
  const version = moonSharpVersion();
  const out: Finding[] = [
    {
      check: "MoonSharp version",
      ok: true,
      info: true,
      text: version !== undefined ? `_MOONSHARP.version ${version}` : "not exposed (_MOONSHARP is nil: not MoonSharp, or hidden)",
    },
  ];
  for (const p of PROBES) out.push(probeFinding(p));
  out.push({ check: "MoonSharp label", ok: true, info: true, text: LABEL_NOT_PROBED });
  return out;
}
