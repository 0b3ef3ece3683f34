/**
 * A module's own locals for the shared-strings entries it reads 3 times or more
 * (tools/lib/luaCompactModuleStrings.ts). Each sample runs before and after in the Lua VM and gives
 * the same results, every line where it was; the samples where it must not apply (too few reads,
 * an entry assigned, the table read as a value, a module's locals or a closure's upvalues at their
 * limit) are left as they were.
 */
import { compactLua } from "../../tools/lib/luaCompact";
import { LOCALS_MARGIN, LUA_MAX_LOCALS, UPVALUE_MARGIN, withModuleStrings } from "../../tools/lib/luaCompactModuleStrings";
import { LuaVm } from "../../tools/lib/luaVm";
import { parseLua } from "../../tools/lib/moonsharpSafe";
import type { LuaNode } from "../../tools/lib/luaAst";
import { sameRun, TSTL_REQUIRE } from "../support/luaSteps";

const step = (code: string, dropped?: (at: number) => boolean): string => withModuleStrings(code, parseLua(code) as unknown as LuaNode, dropped);

const same = sameRun;

/** A bundle as the shared strings' step leaves it: the table on the first line, one module reading it. */
const bundle = (module: string, tail = "") => `local ____sharedStrings = {"alpha", "beta", "gamma", "delta"}
${TSTL_REQUIRE}
["src.a"] = function(...)
${module}
end,
}
${tail}
return require("src.a")
`;

const READS = `local ____exports = {}
local out = { ____sharedStrings[1], ____sharedStrings[1] .. "!" }
local function f(x) return x == ____sharedStrings[1] and ____sharedStrings[2] or ____sharedStrings[3] end
out[#out + 1] = f("alpha") .. f("z") .. ____sharedStrings[2] .. ____sharedStrings[2] .. ____sharedStrings[3]
out[#out + 1] = ____sharedStrings[4]
return out`;

describe("a module's own locals for the shared strings it reads often (luaCompactModuleStrings.ts)", () => {
  test("an entry read 3 times or more is read once into a local of the module, on its first statement's line; one read less stays", () => {
    const before = bundle(READS);
    const after = step(before);
    same(before, after);
    expect(new LuaVm().run(after)).toEqual(["alpha", "alpha!", "betagammabetabetagamma", "delta"]);
    expect(after).toContain(
      "local ____moduleString1,____moduleString2=____sharedStrings[1],____sharedStrings[2] local ____exports = {}\n",
    );
    expect(after).toContain("local function f(x) return x == ____moduleString1 and ____moduleString2 or ____sharedStrings[3] end");
    // Read twice, or once: left to the table.
    expect(after).toContain(".. ____moduleString2 .. ____moduleString2 .. ____sharedStrings[3]\n");
    expect(after).toContain("out[#out + 1] = ____sharedStrings[4]");
    // Reads in code a later step leaves out do not count: entry 1's in `out` go, so it has one.
    const local = before.indexOf("local out");
    const fewer = step(before, (at) => at >= local && at < before.indexOf("\n", local));
    expect(fewer).toContain("local ____moduleString2=____sharedStrings[2] local ____exports");
    expect(fewer).toContain("return x == ____sharedStrings[1] and");
    same(before, fewer);
  });

  test("an entry assigned anywhere stays read from the table; a table read as a value leaves every module as it was", () => {
    const assigned = bundle(READS, `____sharedStrings[2] = "changed"`);
    const after = step(assigned);
    same(assigned, after);
    expect(after).toContain("local ____moduleString1=____sharedStrings[1] local");
    expect(after).toContain("____sharedStrings[2] .. ____sharedStrings[2]");
    expect(new LuaVm().run(after)).toEqual(["alpha", "alpha!", "changedgammachangedchangedgamma", "delta"]);
    // `S[i]` by a computed index, or the table handed on: any entry may change.
    for (const tail of ["local i = 2 ____sharedStrings[i] = 'x'", "table.insert(____sharedStrings, 'x')"]) {
      const code = bundle(READS, tail);
      expect(step(code)).toBe(code);
    }
  });

  test("no more locals than keep the module's function within Lua's 200, less a margin", () => {
    // A module already declaring as many locals as leave room for one: only the most-read entry.
    const own = LUA_MAX_LOCALS - LOCALS_MARGIN - 1;
    const names = Array.from({ length: own }, (_, i) => `v${i}`);
    const decl = Array.from({ length: Math.ceil(own / 50) }, (_, k) => {
      const part = names.slice(k * 50, k * 50 + 50);
      return `local ${part.join(", ")} = ${part.map((_, i) => String(k * 50 + i)).join(", ")}`;
    }).join("\n");
    const module = `${decl}
return { v0 + v${own - 1}, ____sharedStrings[1], ____sharedStrings[1], ____sharedStrings[1], ____sharedStrings[1], ____sharedStrings[2], ____sharedStrings[2], ____sharedStrings[2] }`;
    const before = bundle(module);
    const after = step(before);
    same(before, after);
    expect(after).toContain("local ____moduleString1=____sharedStrings[1] local v0");
    expect(after).toContain("____sharedStrings[2], ____sharedStrings[2], ____sharedStrings[2] }");
    // One local more (a loop's three hidden ones count too): none.
    const full = bundle(`for i = 1, 1 do end\n${module}`);
    expect(step(full)).toBe(full);
  });

  test("no closure made to hold more upvalues than the margin below Lua 5.1's and MoonSharp's 60", () => {
    // A closure already holding UPVALUE_MARGIN - 1 upvalues (the table among them) may take one more entry, not two.
    const outer = Array.from({ length: UPVALUE_MARGIN - 2 }, (_, i) => `u${i}`);
    const module = `local ${outer.join(", ")} = ${outer.map((_, i) => String(i)).join(", ")}
local function g()
  return function() return ${outer.join(" + ")}, ____sharedStrings[1] .. ____sharedStrings[1] .. ____sharedStrings[1] .. ____sharedStrings[1], ____sharedStrings[2] .. ____sharedStrings[2] .. ____sharedStrings[2] end
end
local a, b, c = g()()
return { a, b, c }`;
    const before = bundle(module);
    const after = step(before);
    same(before, after);
    expect(new LuaVm().run(after)).toEqual([((UPVALUE_MARGIN - 2) * (UPVALUE_MARGIN - 3)) / 2, "alphaalphaalphaalpha", "betabetabeta"]);
    expect(after).toContain("local ____moduleString1=____sharedStrings[1] local u0");
    expect(after).toContain("____sharedStrings[2] .. ____sharedStrings[2] .. ____sharedStrings[2] end");
    // One upvalue more in the inner closure: none (the function between holds what it holds too).
    const more = bundle(module.replace(`local ${outer.join(", ")} =`, `local w, ${outer.join(", ")} = 0,`).replace("return function() return ", "return function() return w + "));
    expect(step(more)).toBe(more);
  });

  test("in the compact form: a module's local for an entry of the chunk's table, the same results, every line kept", () => {
    // 230 words, each written three times in one module: past the chunk's locals the rest are
    // entries `S[n]` (luaCompactStrings.ts), each read thrice in the module.
    const words = Array.from({ length: 230 }, (_, i) => `the ${String(i).padStart(3, "0")}th word of a long sample`);
    const readable = `
${TSTL_REQUIRE}
["src.entry"] = function(...)
local ____exports = {}
local all = {
${words.map((w) => `"${w}", "${w}", "${w}"`).join(",\n")}
}
____exports.n = #all
____exports.last = all[690]
return ____exports
end,
}
local m = require("src.entry")
return { m.n, m.last }
`;
    const compact = compactLua(readable);
    same(readable, compact);
    expect(new LuaVm().run(compact)).toEqual([690, words[229]]);
    // The module's first statement's line declares its locals from the table: `local a,b,...=T[1],T[2],...`.
    const line = compact.split("\n")[readable.split("\n").findIndex((l) => l === "local ____exports = {}")];
    expect(line).toMatch(/^local [\w,]+=(\w+)\[\d+\],\1\[\d+\]/);
  });
});

describe("unread locals at the end of a run (luaCompactUnread.ts)", () => {
  test("the last two names of `local a,b,c=...` unread go with the commas before them", () => {
    const readable = `
local ____modules = {}
local function require(file) return ____modules[file]() end
____modules = {
["src.entry"] = function(...)
local kept, gone, alsoGone = "kept", "gone", "also gone"
return { kept }
end,
}
return require("src.entry")
`;
    const compact = compactLua(readable);
    same(readable, compact);
    expect(new LuaVm().run(compact)).toEqual(["kept"]);
    expect(compact).not.toContain("gone");
  });
});
