/**
 * The tests' per-module Lua cache (tools/lib/tstlModules.ts): a module's Lua is reused only when its
 * text and every file its types come from (imports, transitively, and augmentations) are the same;
 * a bundle made with it equals one compiled without it.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { REPO_ROOT, compileLuaBundle } from "../../tools/lib/tstl";

const dir = path.join(REPO_ROOT, "build", `.tstl-modules-fixture-${process.pid}`);
let cache: string;
const rel = (f: string) => path.relative(REPO_ROOT, path.join(dir, f));
const write = (f: string, text: string) => fs.writeFileSync(path.join(dir, f), text);
/** Marks every stored module, so a bundle holding the mark reused one. */
const mark = () => {
  for (const f of fs.readdirSync(cache)) fs.writeFileSync(path.join(cache, f), fs.readFileSync(path.join(cache, f), "utf8") + "-- reused\n");
};
const withCache = (entry: string) => compileLuaBundle(rel(entry), REPO_ROOT, undefined, false, cache).lua;
const plain = (entry: string) => compileLuaBundle(rel(entry), REPO_ROOT).lua;

beforeEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  cache = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-tstl-modules-"));
  write("words.ts", 'export const word: string = "first";\n');
  write("say.ts", 'import { word } from "./words";\nexport function say(): string { return word + "!"; }\n');
  write("a.ts", 'import { say } from "./say";\nexport const a = say();\n');
  write("b.ts", 'import { say } from "./say";\nexport const b = say();\n');
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the per-module Lua cache of the test run", () => {
  test("another bundle holding the same modules reuses their Lua, and equals its compile without the cache", () => {
    expect(withCache("a.ts")).toBe(plain("a.ts"));
    mark();
    const b = withCache("b.ts");
    expect(b).toContain("-- reused");
    expect(b.split("-- reused\n").join("")).toBe(plain("b.ts"));
  });

  test("a module whose import's type changed is translated again (its Lua depends on that type)", () => {
    withCache("a.ts");
    mark();
    write("words.ts", "export const word: number = 1;\n");
    const again = withCache("a.ts");
    expect(again).not.toContain("-- reused");
    expect(again).toBe(plain("a.ts"));
    expect(again).toContain("tostring(word)");
  });

  test("an augmentation anywhere in the program is part of every module's key", () => {
    write("box.ts", "export interface Box { n: number }\nexport function size(b: Box): number { return b.n; }\n");
    write("more.ts", 'declare module "./box" {\n  interface Box { m: number }\n}\nexport const more = 1;\n');
    write("main.ts", 'import { size } from "./box";\nimport { more } from "./more";\nexport const s = size({ n: 1, m: 2 }) + more;\n');
    expect(withCache("main.ts")).toBe(plain("main.ts"));
    mark();
    write("more.ts", 'declare module "./box" {\n  interface Box { m: number; k?: string }\n}\nexport const more = 1;\n');
    const again = withCache("main.ts");
    expect(again).not.toContain("-- reused");
    expect(again).toBe(plain("main.ts"));
  });

  test("a type error in a module is reported although the other modules come from the cache", () => {
    withCache("a.ts");
    write("a.ts", 'import { say } from "./say";\nexport const a: number = say();\n');
    expect(() => withCache("a.ts")).toThrow(/a\.ts:2:\d+: Type 'string' is not assignable to type 'number'/);
  });
});
