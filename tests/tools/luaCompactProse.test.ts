/**
 * The shipped form's prose words (tools/lib/luaCompactProse.ts): a literal written once with its
 * frequent words numbered, read through one function of the chunk that gives them back. Each sample
 * runs before and after in the Lua VM with the same results, every line where it was; the real
 * interpreter's answer is the MoonSharp tier's safe shape (tests/support/moonsharpSamples.ts).
 */
import * as luaparse from "luaparse";
import { encodeProse, proseEdits, proseHead, proseReader, proseWords, spelledOut, unusedName, withProseWords } from "../../tools/lib/luaCompactProse";
import { LuaVm } from "../../tools/lib/luaVm";
import { applyEdits } from "../../tools/lib/textEdits";
import type { LuaNode } from "../../tools/lib/luaAst";
import { sameRun } from "../support/luaSteps";
import { makeRng, randomInt } from "../../src/core/game/driver";

const parse = (code: string) => luaparse.parse(code, { luaVersion: "5.2", ranges: true } as never) as unknown as LuaNode;
const prosed = (code: string, minSaved = -Infinity): string => applyEdits(code, proseEdits(code, parse(code), minSaved));

const REASONS = ["the card is not in the Court", "the player has no resource of that type", "the ship is not in the system (BR p.17)", "the card leaves the Court to the player", "the player must discard the card first"];

test("a literal written once gets its words numbered and is read through the chunk's function: the same strings, every line kept", () => {
  const code = `local t = {}
local function why(i)
  if i == 1 then return "${REASONS[0]}" end
  if i == 2 then return"${REASONS[1]}" end
  if i == 3 then return '${REASONS[2]}' end
  return #"${REASONS[3]}" .. "${REASONS[4]}"
end
t[#t + 1] = why(1) t[#t + 1] = why(2)
t[#t + 1] = why(3) t[#t + 1] = why(4) t[#t + 1] = why(1)
return t`;
  const out = sameRun(code, prosed(code));
  const name = unusedName(parse(code));
  expect(out.startsWith(`local ${name}=(function(${name})local t={}return function(s)`)).toBe(true);
  // `return"..."` keeps a space before the name; `#` and `..` read the call's value.
  expect(out).toContain(`return ${name}"`);
  expect(out).toContain(`#${name}"`);
  expect(out).toContain(`${name}'`);
  // Each literal that gets shorter so (the words chosen for these five are few).
  expect(REASONS.filter((r) => out.indexOf(r) < 0).length).toBeGreaterThanOrEqual(4);
  // Written out again, the text is the chunk's.
  const spelled = spelledOut(out);
  for (const r of REASONS) expect(spelled).toContain(r);
  expect(proseReader(code)).toBeUndefined();
  expect(spelledOut(code)).toBe(code);
});

test("left written: a pattern's or require's argument, a f\"...\" argument, a bracketed key, an escape, a '~', a literal written twice, a word with no space", () => {
  const kept = [
    `local a = string.find("the card of the player the card", "the card of the player", 1, true)`,
    `local b = ("the card of the player"):match("the card of the player")`,
    `local c = tostring"the card of the player and the ship"`,
    `local d = { ["the card of the player, the ship"] = 1 }`,
    `local e = "the card\\n of the player and the ship"`,
    `local f = "the card ~ of the player and the ship"`,
    `local g = "the card of the player twice" .. "the card of the player twice"`,
    `local h = "thecardoftheplayerandtheship"`,
  ];
  const code = `${kept.join("\n")}
local i = "the card of the player and the card of the ship and the card of the Court and the card of the player"
return { a, b, c, d["the card of the player, the ship"], e, f, g, h, i }`;
  const out = sameRun(code, prosed(code));
  const name = unusedName(parse(code));
  const lines = out.split("\n");
  kept.forEach((line, k) => expect(lines[k].endsWith(line)).toBe(true));
  expect(lines[kept.length]).toMatch(new RegExp(`^local i = ${name}"`));
});

test("none under the bytes it must save, nor in lualib's module", () => {
  const code = `local x = "the card of the player and the card of the ship"\nreturn x`;
  expect(prosed(code, 5000)).toBe(code);
  const lualib = `local ____modules = { ["lualib_bundle"] = function(...) local e = "the card of the player and the card of the ship and the card" return e end }\nreturn ____modules.lualib_bundle()`;
  expect(prosed(lualib)).toBe(lualib);
});

test("the function's name is no identifier of the chunk's (local, global or field), nor s, t or v", () => {
  const code = `local a, b = 1, 2 local c = { d = 3 } e = 4 local function f(g) return g end return a + b + c.d + e + f(5)`;
  const name = unusedName(parse(code));
  expect(["a", "b", "c", "d", "e", "f", "g", "s", "t", "v"]).not.toContain(name);
  expect(name).toMatch(/^\w+$/);
});

test("seeded: any text of words, codes' letters and punctuation comes back the same, in JS and in the Lua VM", () => {
  const rng = makeRng(20261201);
  const rand = () => randomInt(rng, 1000) / 1000;
  const vocab = ["the", "card", "Court", "A", "B", "Ab", "(BR", "p.17)", "player's", "a", "~", "x~y", "of", "ship", ":", ",", "'s", "ABC", "zz"];
  const texts: string[] = [];
  for (let i = 0; i < 200; i++) {
    const n = 1 + Math.floor(rand() * 12);
    const ws: string[] = [];
    for (let k = 0; k < n; k++) ws.push(vocab[Math.floor(rand() * vocab.length)]);
    texts.push(ws.join(rand() < 0.2 ? "  " : " "));
  }
  const usable = texts.filter((t) => t.indexOf("~") < 0);
  const words = proseWords(usable);
  expect(words.length).toBeGreaterThan(3);
  const reader = proseReader(proseHead("Q", words) + " ")!;
  const vm = new LuaVm();
  const lua = `${proseHead("Q", words)} return { ${usable.map((t) => `Q"${encodeProse(t, words)}"`).join(", ")} }`;
  expect(vm.run(lua)).toEqual(usable);
  for (const t of usable) expect(reader.spell(encodeProse(t, words))).toBe(t);
});

test("withProseWords (what ships) leaves a chunk whose prose saves less than its table's bytes as it was", () => {
  const code = `local x = {${REASONS.map((r, i) => `"${r} ${i}"`).join(", ")}}\nreturn x`;
  expect(withProseWords(code)).toBe(code);
  expect(prosed(code)).not.toBe(code);
});
