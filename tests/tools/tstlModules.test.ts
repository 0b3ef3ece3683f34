/**
 * The tests' per-module Lua cache (tools/lib/tstlModules.ts): a module's Lua is reused only when its
 * text and the interface of every file its types come from (imports, transitively, and
 * augmentations) are the same: a file's declarations when it passes isolatedDeclarations, else its
 * text. A bundle made with it equals one compiled without it, and a change of an imported file that
 * changes an importer's Lua (or its errors) misses.
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
  for (const f of fs.readdirSync(cache).filter((n) => n.endsWith(".lua"))) fs.writeFileSync(path.join(cache, f), fs.readFileSync(path.join(cache, f), "utf8") + "-- reused\n");
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

  test("an import whose body and initializer changed, not its declarations: its importers' Lua is reused, the import is translated again", () => {
    expect(withCache("a.ts")).toBe(plain("a.ts"));
    mark();
    write("words.ts", 'export const word: string = "second";\n');
    write("say.ts", 'import { word } from "./words";\nexport function say(): string { return "<" + word + ">"; }\n');
    const again = withCache("a.ts");
    // a.ts is reused: its closure's declarations are the same; say.ts and words.ts changed text.
    expect(again.split("-- reused").length - 1).toBe(1);
    expect(again.split("-- reused\n").join("")).toBe(plain("a.ts"));
    expect(again).toContain('"second"');
    expect(again).toContain('"<"');
  });

  // Each case: lib.ts changes from `before` to `after`, user.ts (unchanged) imports it, and the
  // change gives user.ts other Lua (or an error): a stored user.ts must not be handed out.
  const cases: { name: string; user: string; before: string; after: string; lua?: [string, string]; error?: RegExp }[] = [
    {
      name: "an enum becomes a const enum (its members are then inlined)",
      user: 'import { Level } from "./lib";\nexport const low: number = Level.Low;\n',
      before: "export enum Level { Low = 1, High = 2 }\n",
      after: "export const enum Level { Low = 1, High = 2 }\n",
      lua: ["Level.Low", "____exports.low = 1"],
    },
    {
      name: "a const enum member's value",
      user: 'import { Level } from "./lib";\nexport const low: number = Level.Low;\n',
      before: "export const enum Level { Low = 1, High = 2 }\n",
      after: "export const enum Level { Low = 5, High = 2 }\n",
      lua: ["____exports.low = 1", "____exports.low = 5"],
    },
    {
      name: "a method becomes a function-valued property taking no self (`this: void`)",
      user: 'import type { Greeter } from "./lib";\nexport function hello(g: Greeter): string { return g.greet("you"); }\n',
      before: "export interface Greeter { greet(name: string): string }\n",
      after: "export interface Greeter { greet: (this: void, name: string) => string }\n",
      lua: ['g:greet("you")', 'g.greet("you")'],
    },
    {
      name: "a @noSelf annotation on an imported interface",
      user: 'import type { Greeter } from "./lib";\nexport function hello(g: Greeter): string { return g.greet("you"); }\n',
      before: "export interface Greeter { greet(name: string): string }\n",
      after: "/** @noSelf */\nexport interface Greeter { greet(name: string): string }\n",
      lua: ['g:greet("you")', 'g.greet("you")'],
    },
    {
      name: "an overload set (the first signature returns a list, then a string)",
      user: 'import { parts } from "./lib";\nexport const at: number = parts("ab").indexOf("b");\n',
      before: "export function parts(s: string): string[];\nexport function parts(s: string, whole: true): string;\nexport function parts(s: string, whole?: true): string | string[] { return whole ? s : [s]; }\n",
      after: "export function parts(s: string): string;\nexport function parts(s: string, whole: false): string[];\nexport function parts(s: string, whole?: false): string | string[] { return whole === false ? [s] : s; }\n",
      lua: ["__TS__ArrayIndexOf", "string.find("],
    },
    {
      name: "an export whose type is inferred from a method (its signature is in a body, not in declarations)",
      user: 'import { read } from "./lib";\nexport const one: number = read();\n',
      before: "const o = { get(): number { return 1; } };\nexport const read = o.get;\n",
      after: "export const read = (): number => 1;\n",
      lua: ["read(nil)", "read()"],
    },
    {
      name: "a private member read by name (its declaration prints no type)",
      user: 'import { Box } from "./lib";\nexport function where(b: Box): number { return b["items"].indexOf("x"); }\n',
      before: "export class Box { private items: string[] = []; count(): number { return this.items.length; } }\n",
      after: 'export class Box { private items: string = ""; count(): number { return this.items.length; } }\n',
      lua: ["__TS__ArrayIndexOf", "string.find("],
    },
    {
      name: "a const enum declared ambient (an importer may not read it under isolatedModules)",
      user: 'import { Level } from "./lib";\nexport const low: number = Level.Low;\n',
      before: "export const enum Level { Low = 1, High = 2 }\n",
      after: "export declare const enum Level { Low = 1, High = 2 }\n",
      error: /user\.ts:2:\d+: Cannot access ambient const enums when 'isolatedModules' is enabled/,
    },
  ];

  test.each(cases)("an imported file's change that changes the importer misses: $name", (c) => {
    write("lib.ts", c.before);
    write("user.ts", c.user);
    const before = withCache("user.ts");
    mark();
    write("lib.ts", c.after);
    if (c.error) {
      expect(() => plain("user.ts")).toThrow(c.error);
      expect(() => withCache("user.ts")).toThrow(c.error);
      return;
    }
    const after = withCache("user.ts");
    expect(after).not.toContain("-- reused");
    expect(after).toBe(plain("user.ts"));
    // The change matters: the user module's Lua differs.
    expect(before).toContain(c.lua![0]);
    expect(before).not.toContain(c.lua![1]);
    expect(after).toContain(c.lua![1]);
  });

  test("a type error in a module is reported although the other modules come from the cache", () => {
    withCache("a.ts");
    write("a.ts", 'import { say } from "./say";\nexport const a: number = say();\n');
    expect(() => withCache("a.ts")).toThrow(/a\.ts:2:\d+: Type 'string' is not assignable to type 'number'/);
  });
});
