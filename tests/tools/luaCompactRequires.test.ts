/**
 * A module table read once is required where it is read (tools/lib/luaCompactRequires.ts, in the
 * compact form's plan): the sample bundle runs before and after in the Lua VM with the same results
 * (the modules' load order included), every line where it was.
 */
import { compactLua } from "../../tools/lib/luaCompact";
import { LuaVm } from "../../tools/lib/luaVm";
import { sameRun, TSTL_REQUIRE } from "../support/luaSteps";

// Module 1 is inert (locals of values, functions, fields of its own table, a hoisted local set);
// modules 2 and 4 are not (they write the shared load log at their load); module 5 reads 1, 2 and
// 4 once (module 1 through an import alias read once, in a nested function; module 4 through an
// alias read often, declared next) and module 3's table twice; the entry reads module 3's once and
// module 1's twice.
const bundle = `
${TSTL_REQUIRE}
["src.data"] = function(...)
local ____exports = {}
local NAMES, ORDER = nil, nil
NAMES = {"alpha", "beta", "gamma"}
ORDER = "by name"
____exports.NAMES = NAMES
function ____exports.name(i) return NAMES[i] end
function ____exports.twice(s) return s .. s end
return ____exports
end,
["src.noisy"] = function(...)
local ____exports = {}
local ____log = require("src.log")
____log.loaded[#____log.loaded + 1] = "noisy"
function ____exports.loud(s) return string.upper(s) end
return ____exports
end,
["src.log"] = function(...)
local ____exports = {}
____exports.loaded = {}
return ____exports
end,
["src.loud"] = function(...)
local ____exports = {}
local ____log = require("src.log")
____log.loaded[#____log.loaded + 1] = "loud"
function ____exports.loudly(s) return s .. "!" end
return ____exports
end,
["src.user"] = function(...)
local ____exports = {}
local ____data = require("src.data")
local ____noisy = require("src.noisy")
local ____log = require("src.log")
local ____loud = require("src.loud")
local loudly = ____loud.loudly
local name = ____data.name
function ____exports.describe(i, a, b, c, d, e, f, g, h, j, k, l, m, n, o, p, q)
    local function inner(r, s, t, u, v, w, x, y, z)
        return name(i) .. (r or "") .. (s or "") .. (t or "")
    end
    return inner() .. ":" .. string.rep("!", 2)
end
function ____exports.shout(s) return ____noisy.loud(s) .. loudly("") end
function ____exports.echo(s) return loudly(loudly(loudly(loudly(loudly(loudly(s)))))) end
____log.loaded[#____log.loaded + 1] = "user"
return ____exports
end,
["main"] = function(...)
local ____user = require("src.user")
local ____data = require("src.data")
local ____log = require("src.log")
local out = {}
for i = 1, 3 do out[#out + 1] = ____user.describe(i) end
out[#out + 1] = ____user.shout("x")
out[#out + 1] = table.concat(____log.loaded, ",")
out[#out + 1] = ____user.echo("e")
out[#out + 1] = ____data.NAMES[2] .. #____data.NAMES
return out
end,
}
local ____entry = require("main", ...)
return ____entry
`;

const lineOf = (code: string, text: string): number => code.split("\n").findIndex((l) => l.includes(text));

describe("a module table read once required where it is read (luaCompactRequires.ts)", () => {
  test("an inert module's local read once goes: its one read is the call, in a nested function too, the results and load order the same", () => {
    const compact = sameRun(bundle, compactLua(bundle));
    expect(new LuaVm().run(compact)).toEqual(["alpha:!!", "beta:!!", "gamma:!!", "X!", "noisy,loud,user", "e!!!!!!", "beta3"]);
    const lines = compact.split("\n");
    // src.data's local in src.user is read once, by the alias `name` read once: the alias's read is
    // the call's field, and the two declarations' lines are empty.
    const at = (text: string, from = 0) => lines[bundle.split("\n").findIndex((l, i) => i >= from && l.includes(text))];
    const user = lineOf(bundle, '["src.user"]');
    expect(at('local ____data = require("src.data")', user)).toBe("");
    expect(at("local name = ____data.name", user)).toBe("");
    expect(at("return name(i)", user)).toMatch(/return \w+\(1\)\.\w+\(\w+\)\.\./);
    // src.log is inert but read twice in src.user: its local stays; read once in main, it goes.
    expect(at('local ____log = require("src.log")', user)).toMatch(/\(3\)/);
    const main = lineOf(bundle, '["main"]');
    expect(at('local ____log = require("src.log")', main)).toBe("");
    expect(at("table.concat(____log.loaded", main)).toMatch(/\w+\(3\)\.\w+,","\)/);
    // Read twice in main: src.data's local stays there.
    expect(at('local ____data = require("src.data")', main)).toMatch(/\(1\)/);
  });

  test("a module that is not inert keeps its local, and so its load at the top of its reader, but where the statement run next is its alias", () => {
    const compact = compactLua(bundle);
    const lines = compact.split("\n");
    // src.noisy writes the load log at its load: required where it was, its read the local.
    expect(lines[lineOf(bundle, 'local ____noisy = require("src.noisy")')]).toMatch(/\(2\)/);
    expect(lines[lineOf(bundle, "function ____exports.shout(s)")]).not.toMatch(/\(2\)/);
    // src.loud too, but its one read is the alias declared next (kept: read often): required there,
    // at the same point of src.user's load ("noisy,loud,user" above).
    const user = lineOf(bundle, '["src.user"]');
    const at = (text: string) => lines[bundle.split("\n").findIndex((l, i) => i >= user && l.includes(text))];
    expect(at('local ____loud = require("src.loud")')).toBe("");
    expect(at("local loudly = ____loud.loudly")).toMatch(/\w+\(4\)\.\w+$/);
  });

  test("no local between the read and the chunk takes require's short name (a nested function's many parameters)", () => {
    const compact = compactLua(bundle);
    const lines = compact.split("\n");
    const req = /return (\w+)\(1\)/.exec(lines[lineOf(bundle, "return name(i)")])![1];
    const params = (text: string) => /function\s*[\w.:]*\(([^)]*)\)/.exec(lines[lineOf(bundle, text)])![1].split(",");
    expect(params("local function inner(r, s")).not.toContain(req);
    expect(params("function ____exports.describe(i, a")).not.toContain(req);
  });
});

// Modules loaded for certain (tools/lib/luaCompactLoaded.ts): src.noisy and src.quiet write the load
// log at their load (not inert). main loads src.relay, which loads src.first, which loads src.noisy
// (its first load: src.first's local stays); src.later, loaded after, reads src.noisy once (loaded
// for certain, two sited calls down: its local goes) and src.quiet once (main loads it only in a
// branch that does not run, so src.later's call is its first load: its local stays, and src.quiet
// loads before src.later logs its own load). src.unused, not inert either, is required and never
// read by src.relay (its first load: the call stays) and by src.later (loaded for certain: it goes,
// luaCompactUnread.ts).
const loadedBundle = `
${TSTL_REQUIRE}
["src.log"] = function(...)
local ____exports = {}
____exports.loaded = {}
return ____exports
end,
["src.noisy"] = function(...)
local ____exports = {}
local ____log = require("src.log")
____log.loaded[#____log.loaded + 1] = "noisy"
function ____exports.loud(s) return string.upper(s) end
return ____exports
end,
["src.quiet"] = function(...)
local ____exports = {}
local ____log = require("src.log")
____log.loaded[#____log.loaded + 1] = "quiet"
function ____exports.soft(s) return string.lower(s) end
return ____exports
end,
["src.first"] = function(...)
local ____exports = {}
local ____noisy = require("src.noisy")
function ____exports.shout(s) return ____noisy.loud(s) end
return ____exports
end,
["src.relay"] = function(...)
local ____exports = {}
local ____first = require("src.first")
local ____unused = require("src.unused")
local ____log = require("src.log")
____log.loaded[#____log.loaded + 1] = "relay"
function ____exports.twice(s) return ____first.shout(s) .. ____first.shout(s) end
return ____exports
end,
["src.later"] = function(...)
local ____exports = {}
local ____noisy = require("src.noisy")
local ____quiet = require("src.quiet")
local ____unused = require("src.unused")
local ____log = require("src.log")
____log.loaded[#____log.loaded + 1] = "later"
function ____exports.both(s) return ____noisy.loud(s) .. ____quiet.soft(s) end
return ____exports
end,
["main"] = function(...)
local ____log = require("src.log")
if ____log.never then
    local ____quiet = require("src.quiet")
end
local ____relay = require("src.relay")
local ____later = require("src.later")
local out = {}
out[#out + 1] = ____relay.twice("a")
out[#out + 1] = ____later.both("Bc")
out[#out + 1] = table.concat(____log.loaded, ",")
return out
end,
["src.unused"] = function(...)
local ____exports = {}
local ____log = require("src.log")
____log.loaded[#____log.loaded + 1] = "unused"
return ____exports
end,
}
local ____entry = require("main", ...)
return ____entry
`;

describe("a module local read once of a module loaded for certain before it (luaCompactLoaded.ts)", () => {
  const compact = compactLua(loadedBundle);
  const lines = compact.split("\n");
  const at = (module: string, text: string) => lines[loadedBundle.split("\n").findIndex((l, i) => i >= lineOf(loadedBundle, `["${module}"]`) && l.includes(text))];

  test("goes where a sited call loaded its module before (transitively), whatever that module runs at its load, and so does such a local never read; the results and load order the same", () => {
    sameRun(loadedBundle, compact);
    expect(new LuaVm().run(compact)).toEqual(["AA", "BCbc", "noisy,unused,relay,quiet,later"]);
    expect(at("src.later", 'local ____noisy = require("src.noisy")')).toBe("");
    expect(at("src.later", 'local ____unused = require("src.unused")')).toBe("");
    // src.noisy is module 2, src.quiet 3: the first read is the call, the second the local.
    expect(at("src.later", "function ____exports.both(s)")).toMatch(/return \w+\(2\)\.\w+\(\w+\)\.\.\w+\.\w+\(\w+\)end$/);
  });

  test("stays where its call is the module's first load (read or not), or where the module was loaded only in a branch", () => {
    // src.first's call loads src.noisy: required there, at src.first's top, its read the local.
    expect(at("src.first", 'local ____noisy = require("src.noisy")')).toMatch(/^,\w+\(2\)$/);
    expect(at("src.first", "function ____exports.shout(s)")).not.toMatch(/\w+\(\d\)\.\w+\(/);
    // src.relay's call of src.unused, never read, is its first load: it stays.
    expect(at("src.relay", 'local ____unused = require("src.unused")')).toMatch(/^,\w+\(8\)$/);
    // src.quiet is required in main only under an `if` (not sited): src.later's call may be its first load.
    expect(at("src.later", 'local ____quiet = require("src.quiet")')).toMatch(/^,\w+\(3\)$/);
    // main's own calls are the first loads of src.relay and src.later.
    expect(at("main", 'local ____relay = require("src.relay")')).toMatch(/\w+\(5\)$/);
    expect(at("main", 'local ____later = require("src.later")')).toMatch(/^,\w+\(6\)$/);
  });
});
