/** The bench's Global load figures (issue 27): bytes by module group add up to the bundle. */
import { bytesByGroup, luaTokens, moduleNames } from "../../tools/bench/globalLoad";
import { verdict } from "../../tools/bench/index";

test("bytes by module group cover the whole bundle, the prelude apart, in either of TSTL's and the compact form", () => {
  const readable = 'local a = 1\n["src.core.data.court"] = function(...) \nreturn 1\n end,\n["src.core.data.lore"] = function(...) \nreturn 2\n end,\n["src.tts.court.vox"] = function(...) \nend,\n';
  const groups = new Map(bytesByGroup(readable));
  expect([...groups.values()].reduce((a, b) => a + b, 0)).toBe(readable.length);
  expect(groups.get("(bundle prelude and entry)")).toBe("local a = 1\n".length);
  expect(groups.get("src.core.data")).toBeGreaterThan(groups.get("src.tts.court")!);
  const compact = 'local a=1\n["src.core.x.y"]=function(...)\nend,\n';
  expect(new Map(bytesByGroup(compact)).get("src.core.x")).toBe(compact.length - "local a=1\n".length);
});

test("a size target is judged by bytes: over it is MISSED, within it ok", () => {
  expect(verdict("1041035 bytes", "<= 800 KB (issue 27)")).toBe("MISSED");
  expect(verdict("799000 bytes", "<= 800 KB (issue 27)")).toBe("ok");
  expect(verdict("2.5 ms", "<= 2 ms")).toBe("MISSED");
});

test("the compact form's numbered modules are named from the readable bundle, in table order", () => {
  const readable = 'local a = 1\n["src.core.data.court"] = function(...) \nreturn 1\n end,\n["src.tts.court.vox"] = function(...) \nend,\n';
  const compact = 'local a=1\n[1]=function(...)\nreturn 1\nend,\n[2]=function(...)\nend,\n';
  const groups = new Map(bytesByGroup(compact, moduleNames(readable)));
  expect([...groups.keys()].sort()).toEqual(["(bundle prelude and entry)", "src.core.data", "src.tts.court"]);
  expect(groups.get("src.tts.court")).toBe("[2]=function(...)\nend,\n".length);
});

test("Lua tokens are counted as Lua reads them: names, strings, numbers and operators, not spaces or comments", () => {
  expect(luaTokens('local a = "x y" -- a comment\nreturn a .. 1')).toBe(8);
});
