/**
 * Callbacks without the context nobody reads (tools/lib/luaCompactCallbacks.ts): lualib's array
 * helpers stop handing their callbacks a context, and the functions written at their calls lose the
 * parameter that took it, where every use of the helper allows it; each sample runs before and after
 * in the Lua VM and gives the same results, every line where it was.
 */
import { compactLua, contextFreeCallbacks, withTstlShapes } from "../../tools/lib/luaCompact";
import { LuaVm } from "../../tools/lib/luaVm";
import { sameRun, TSTL_REQUIRE } from "../support/luaSteps";

/** TSTL's lualib module, its helpers as TSTL writes them (lualib_bundle.lua). */
const LUALIB = `["lualib_bundle"] = function(...)
local function __TS__ArrayMap(self, callbackfn, thisArg)
    local result = {}
    for i = 1, #self do
        result[i] = callbackfn(thisArg, self[i], i - 1, self)
    end
    return result
end

local function __TS__ArrayFilter(self, callbackfn, thisArg)
    local result = {}
    local len = 0
    for i = 1, #self do
        if callbackfn(thisArg, self[i], i - 1, self) then
            len = len + 1
            result[len] = self[i]
        end
    end
    return result
end

local function __TS__ArraySort(self, compareFn)
    if compareFn ~= nil then
        table.sort(
            self,
            function(a, b) return compareFn(nil, a, b) < 0 end
        )
    else
        table.sort(self)
    end
    return self
end

return {
  __TS__ArrayMap = __TS__ArrayMap,
  __TS__ArrayFilter = __TS__ArrayFilter,
  __TS__ArraySort = __TS__ArraySort
}
 end,`;

const bundle = (modules: string) => `
${TSTL_REQUIRE}
${LUALIB}
${modules}
}
return require("src.entry")
`;

/** A module of the game's shape: it names the helpers it reads, then calls them with arrow functions. */
const user = (body: string) => `["src.entry"] = function(...)
local ____lualib = require("lualib_bundle")
local __TS__ArrayMap = ____lualib.__TS__ArrayMap
local __TS__ArrayFilter = ____lualib.__TS__ArrayFilter
local __TS__ArraySort = ____lualib.__TS__ArraySort
local xs = {3, 1, 2}
${body}
end,`;

/** The step, a parameter's reads as the compact form's renaming binds them. */
const step = contextFreeCallbacks;

const same = sameRun;

describe("callbacks without the context nobody reads (luaCompactCallbacks.ts)", () => {
  const BODY = `local doubled = __TS__ArrayMap(xs, function(____, x, i) return x * 2 + i end)
local odd = __TS__ArrayFilter(xs, function(____, x) return x % 2 == 1 end)
local nested = __TS__ArrayMap(xs, function(____, x) return #__TS__ArrayFilter(xs, function(____, y) return y < x end) end)
local sorted = __TS__ArraySort(__TS__ArrayMap(xs, function(____, x) return x end), function(____, a, b) return b - a end)
local plain = __TS__ArraySort({"b", "a"})
return { doubled, odd, nested, sorted, plain }`;

  test("the helpers call their callbacks without a context and each function written at a call loses that parameter; the same results", () => {
    const readable = bundle(user(BODY));
    const free = step(readable);
    same(readable, free);
    expect(new LuaVm().run(free)).toEqual([[6, 3, 6], [3, 1], [2, 0, 1], [3, 2, 1], ["a", "b"]]);
    expect(free).toContain("local function __TS__ArrayMap(self, callbackfn)\n");
    expect(free).toContain("result[i] = callbackfn(self[i], i - 1, self)");
    expect(free).toContain("if callbackfn(self[i], i - 1, self) then");
    expect(free).toContain("function(a, b) return compareFn(a, b) < 0 end");
    expect(free).toContain("local doubled = __TS__ArrayMap(xs, function(x, i) return x * 2 + i end)");
    expect(free).toContain("function(x) return #__TS__ArrayFilter(xs, function(y) return y < x end) end");
    expect(free).toContain("function(a, b) return b - a end)");
    expect(free).not.toContain("____,");
    // The compact form has it too, the same program.
    const compact = compactLua(readable);
    same(readable, compact);
    // Map's call of its callback, `result[i]=callbackfn(self[i],i-1,self)` renamed, has no context.
    expect(compact).toMatch(/\w+\[\w+\]=\w+\(\w+\[\w+\],\w+-1,\w+\)/);
    expect(compact).not.toMatch(/\w+\[\w+\]=\w+\(\w+,\w+\[\w+\],\w+-1,\w+\)/);
  });

  test("a helper stays as it is where one use does not allow it: a callback named, a context handed, a first parameter read, `...`, a helper read as a value", () => {
    const spoilers: [string, string][] = [
      ["a callback named", "local function twice(____, x) return x * 2 end\nlocal named = __TS__ArrayMap(xs, twice)"],
      ["a context handed", "local handed = __TS__ArrayMap(xs, function(self, x) return self.k + x end, { k = 10 })"],
      ["a first parameter read", "local read = __TS__ArrayMap(xs, function(____, x) return ____ == nil end)"],
      ["varargs", "local va = __TS__ArrayMap(xs, function(...) return select(\"#\", ...) end)"],
      ["read as a value", "local f = __TS__ArrayMap\nlocal v = f(xs, function(____, x) return x end)"],
    ];
    for (const [what, line] of spoilers) {
      const readable = bundle(user(`${line}\n${BODY}`));
      const free = step(readable);
      expect({ what, map: free.includes("local function __TS__ArrayMap(self, callbackfn, thisArg)") }).toEqual({ what, map: true });
      expect({ what, call: free.includes("local doubled = __TS__ArrayMap(xs, function(____, x, i)") }).toEqual({ what, call: true });
      // Filter's and Sort's uses all allow it: those change.
      expect({ what, filter: free.includes("local odd = __TS__ArrayFilter(xs, function(x)") }).toEqual({ what, filter: true });
      same(readable, free);
      same(readable, compactLua(readable));
    }
  });

  test("the compact form's reads decide: a nested function's own ____ is not the outer one's, a read through a shadowing local is", () => {
    const shadowed = bundle(user(`local a = __TS__ArrayMap(xs, function(____, x) return __TS__ArrayMap({x}, function(____, y) return y end)[1] end)
local b = __TS__ArrayFilter(xs, function(____, x) for ____, y in ipairs({x}) do return y > 1 end end)
local c = __TS__ArrayFilter(xs, function(____, x) local ____ = x return ____ > 1 end)
return { a, b, c }`));
    const compact = compactLua(shadowed);
    same(shadowed, compact);
    // Every ____ above is unread as a context: the helpers' calls take one parameter fewer.
    expect(compact).not.toMatch(/\w+\[\w+\]=\w+\(\w+,\w+\[\w+\],\w+-1,\w+\)/);
    expect(compact).not.toMatch(/if \w+\(\w+,\w+\[\w+\],\w+-1,\w+\)then/);
    const read = bundle(user(`local d = __TS__ArrayFilter(xs, function(____, x) do local y = ____ end return x > 1 end)
return { d }`));
    const kept = compactLua(read);
    same(read, kept);
    // Filter's callback reads its context: Filter hands it one still.
    expect(kept).toMatch(/if \w+\(\w+,\w+\[\w+\],\w+-1,\w+\)then/);
  });

  test("a chunk without lualib's module, or whose helper is called by another helper, stays as it is", () => {
    const none = "local function map(t, f, c) local r = {} for i = 1, #t do r[i] = f(c, t[i]) end return r end\nreturn map({1}, function(____, x) return x end)";
    expect(step(none)).toBe(none);
    const called = bundle(user(`return { __TS__ArrayMap(xs, function(____, x) return x end) }`)).replace(
      "return {\n  __TS__ArrayMap",
      "local function __TS__Twice(self) return __TS__ArrayMap(self, function(____, x) return x * 2 end) end\nreturn {\n  __TS__Twice = __TS__Twice,\n  __TS__ArrayMap",
    );
    const free = step(called);
    expect(free).toContain("local function __TS__ArrayMap(self, callbackfn, thisArg)");
    same(called, free);
  });
});

describe("one function for the callbacks written the same many times (luaCompactSharedCallbacks.ts)", () => {
  const records = `local rs = { { id = "a", n = 1 }, { id = "b", n = 2 }, { id = "c", n = 3 } }\n`;
  test("a callback written 5 times, its parameters named apart, is one local of the chunk on its first line; the same results, every line kept", () => {
    const readable = bundle(
      user(`${records}local ids = __TS__ArrayMap(rs, function(____, r) return r.id end)
local big = __TS__ArrayMap(__TS__ArrayFilter(rs, function(____, x) return x.n > 1 end), function(____, c) return c.id end)
local sorted = __TS__ArrayMap(__TS__ArraySort(rs, function(____, a, b) return b.n - a.n end), function(____, p)
    return p.id
end)
local twice = __TS__ArrayFilter(rs, function(____, x) return x.n > 1 end)
local more = { __TS__ArrayMap(rs, function(____, y) return y.id end), __TS__ArrayMap(rs, function(____, z) return z.id end) }
return { ids, big, sorted, twice, more }`),
    );
    const shaped = withTstlShapes(readable);
    same(readable, shaped);
    expect(shaped).toMatch(/^local ____callback1 = function\(r\) return r\.id end $/m);
    expect(shaped).toContain("local ids = __TS__ArrayMap(rs, ____callback1)");
    expect(shaped).toContain("function(x) return x.n > 1 end), ____callback1)");
    // The copy over lines reads the local too, its lines kept.
    expect(shaped).toContain("function(a, b) return b.n - a.n end), ____callback1\n\n)");
    // Written twice (fewer than 5 times): each stays where it is.
    expect(shaped).toContain("local twice = __TS__ArrayFilter(rs, function(x) return x.n > 1 end)");
    expect(shaped).not.toContain("____callback2");
    const compact = compactLua(readable);
    same(readable, compact);
    expect(compact.match(/function\(\w+\)return \w+\.id end/g)).toHaveLength(1);
  });

  test("copies that read a name of their scope, declare a local, or are only written over lines stay; so do those handed to a helper that keeps its context", () => {
    const outer = bundle(user(`${records}local k = "id"
return { __TS__ArrayMap(rs, function(____, r) return r[k] end), __TS__ArrayMap(rs, function(____, r) return r[k] end), __TS__ArrayMap(rs, function(____, r) return r[k] end), __TS__ArrayMap(rs, function(____, r) return r[k] end), __TS__ArrayMap(rs, function(____, r) return r[k] end) }`));
    const declares = bundle(user(`${records}return { __TS__ArrayMap(rs, function(____, r) local v = r.id return v end), __TS__ArrayMap(rs, function(____, r) local v = r.id return v end), __TS__ArrayMap(rs, function(____, r) local v = r.id return v end), __TS__ArrayMap(rs, function(____, r) local v = r.id return v end), __TS__ArrayMap(rs, function(____, r) local v = r.id return v end) }`));
    const overLines = bundle(user(`${records}return { __TS__ArrayMap(rs, function(____, r)\nreturn r.id end), __TS__ArrayMap(rs, function(____, r)\nreturn r.id end), __TS__ArrayMap(rs, function(____, r)\nreturn r.id end), __TS__ArrayMap(rs, function(____, r)\nreturn r.id end), __TS__ArrayMap(rs, function(____, r)\nreturn r.id end) }`));
    const context = bundle(user(`${records}return { __TS__ArrayMap(rs, function(____, r) return r.id end), __TS__ArrayMap(rs, function(____, r) return r.id end), __TS__ArrayMap(rs, function(____, r) return r.id end), __TS__ArrayMap(rs, function(____, r) return r.id end), __TS__ArrayMap(rs, function(____, r) return r.id end), __TS__ArrayMap(rs, function(self, r) return r.id end, {}) }`));
    for (const readable of [outer, declares, overLines, context]) {
      const shaped = withTstlShapes(readable);
      expect(shaped).not.toContain("____callback");
      same(readable, shaped);
      same(readable, compactLua(readable));
    }
  });
});
