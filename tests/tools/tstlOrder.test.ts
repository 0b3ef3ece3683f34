/**
 * TSTL's bundle lists its modules most required first (tools/lib/tstlOrder.ts), so the compact
 * form's most required modules have the shortest numbers (`require(1)`...).
 */
import * as path from "node:path";
import { mostRequiredFirst } from "../../tools/lib/tstlOrder";

const root = path.resolve("/repo/src");
const file = (rel: string, code: string) => ({ fileName: path.join(root, rel), code });

describe("TSTL's modules most required first (tstlOrder.ts)", () => {
  test("counted by the relative requires TSTL prints, a folder's index too; ties keep the program's order; the entry counts the bundle's require of it", () => {
    const files = [
      file("main.ts", 'local ____a = require("./lib/a")\nlocal ____b = require("./lib/b")\nlocal ____c = require("./lib")'),
      file("lib/a.ts", 'local ____b = require("./b")\nlocal ____lualib = require("lualib_bundle")'),
      file("lib/b.ts", 'local ____c = require("../lib/index")\nlocal ____x = require("lua-types")'),
      file("lib/index.ts", "return {}"),
      file("types.ts", "return {}"),
      file("lib/c.ts", 'local ____t = require("../types")'),
    ];
    const order = (entry?: string) => mostRequiredFirst(files, entry).map((f) => path.relative(root, f.fileName));
    // b: 2 (main, a); index: 2 (main as "./lib", b as "../lib/index"), after b in the program; a: 1;
    // types: 1 (c); main and c: 0. As the entry, main counts 1: first of the ones, in program order.
    expect(order()).toEqual(["lib/b.ts", "lib/index.ts", "lib/a.ts", "types.ts", "main.ts", "lib/c.ts"]);
    expect(order(path.join(root, "main.ts"))).toEqual(["lib/b.ts", "lib/index.ts", "main.ts", "lib/a.ts", "types.ts", "lib/c.ts"]);
    // The input is left as it was; the output is a function of it alone.
    expect(files.map((f) => path.relative(root, f.fileName))).toEqual(["main.ts", "lib/a.ts", "lib/b.ts", "lib/index.ts", "types.ts", "lib/c.ts"]);
    expect(order()).toEqual(order());
  });
});
