/**
 * The compact form's prose words (issue 27: Global's bytes). About a sixth of Global is prose: the
 * reasons a command is refused and the log's texts, each written once ("the Summit ends (BR p.17)"),
 * where the same words come back thousands of times (" the " ~3,000, " card", " resource", " (BR ").
 * Here the words that save the most are numbered, `~A` to `~z`, in a table of the chunk declared on
 * its first line with one local function, `____spelled`, that gives a text its words back (Lua's
 * `string.gsub` with a table: `~A` becomes the table's `A`), and each literal that gets shorter so is
 * written `____spelled"..."`: a call that returns the very same string, kept in a cache the first
 * time (a string is a value in Lua: equal strings are equal, whatever made them).
 *
 * Only a literal written once in the chunk (one written more is a shared string: luaCompactStrings.ts),
 * in double or single quotes with no backslash (no escape to read) and no `~`, outside lualib's module,
 * not a pattern function's or `require`'s argument (the lazy-pattern gate reads those), not a
 * `f"..."` call's argument and not a bracketed table key. Only where the literal gets shorter by
 * more than the call costs; only words of letters and `'(),.:` with their spaces, so a code never
 * splits one; no word holds `~` or a code, so none is read inside another. Lines stay where they were
 * (a literal with no backslash holds no newline). The output is a function of the input alone.
 *
 * The cost: one call and one table read each time such a literal is evaluated (a refusal's or a log
 * line's text), and one token more each for MoonSharp's parse (about 1% of Global's).
 */
import { isNode } from "./luaAst";
import { KEYWORDS, shortName } from "./luaCompactImports";
import { keepsArguments } from "./luaCompactStrings";
import type { LuaNode } from "./luaAst";
import type { TextEdit } from "./textEdits";
import { applyEdits } from "./textEdits";
import * as luaparse from "luaparse";

type Node = LuaNode;

/** The codes: `~` and a letter (`%a` in the Lua pattern). */
const CODES = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** What a wrapped literal costs beyond its text and its name: a margin (a token more to parse). */
const CALL_COST = 1;
/** Literals that pay for the table and the function (about 1 KB). */
const MIN_SAVED = 2000;


/** The lualib module's function in the bundle's table (left as it is), or undefined. */
function lualibRange(ast: Node): [number, number] | undefined {
  let out: [number, number] | undefined;
  const visit = (v: unknown): void => {
    if (out !== undefined) return;
    if (Array.isArray(v)) return v.forEach(visit);
    if (!isNode(v)) return;
    if (v.type === "TableKey" && (v.key as Node).type === "StringLiteral" && (v.key as Node).raw === '"lualib_bundle"') out = (v.value as Node).range;
    for (const [k, x] of Object.entries(v)) if (k !== "range" && k !== "loc") visit(x);
  };
  visit(ast.body);
  return out;
}

/** Every string literal of the chunk, each with whether it may be wrapped by its place (see the header). */
function literals(ast: Node): { node: Node; free: boolean }[] {
  const out: { node: Node; free: boolean }[] = [];
  const lualib = lualibRange(ast);
  const visit = (v: unknown, keep: boolean): void => {
    if (Array.isArray(v)) return v.forEach((x) => visit(x, keep));
    if (!isNode(v)) return;
    if (v.type === "StringLiteral") {
      const inLualib = lualib !== undefined && v.range[0] >= lualib[0] && v.range[0] < lualib[1];
      out.push({ node: v, free: !keep && !inLualib });
      return;
    }
    for (const [k, x] of Object.entries(v)) {
      if (k === "range" || k === "loc") continue;
      const kept =
        (v.type === "CallExpression" && k === "arguments" && keepsArguments(v)) ||
        (v.type === "StringCallExpression" && k === "argument") ||
        (v.type === "TableKey" && k === "key");
      visit(x, keep || kept);
    }
  };
  visit(ast.body, false);
  return out;
}

/** A literal's text between its quotes, when it may hold codes: quoted, no backslash, no `~`, a space in it. */
function proseText(raw: string): string | undefined {
  const q = raw[0];
  if ((q !== '"' && q !== "'") || raw.indexOf("\\") >= 0 || raw.indexOf("~") >= 0 || /[\ue000-\ue0ff]/.test(raw)) return undefined;
  const text = raw.slice(1, -1);
  return text.indexOf(" ") >= 0 ? text : undefined;
}

/** A code while the table is built: one character no word holds (Unicode's private use area). */
const mark = (k: number) => String.fromCharCode(0xe000 + k);
const WORDS = /[A-Za-z(),.:']+/g;

function occurrences(texts: readonly string[], w: string): number {
  let n = 0;
  for (const t of texts) {
    let at = t.indexOf(w);
    while (at >= 0) {
      n++;
      at = t.indexOf(w, at + w.length);
    }
  }
  return n;
}

/**
 * The words, most saving first: each round takes the word or pair of words, with the spaces around
 * them, that saves the most where it stands now (`~X` for its text in each place, less its entry in
 * the table), until none saves or the codes run out. Ties go to the first in text order.
 */
export function proseWords(texts: readonly string[]): string[] {
  let now = texts.slice();
  const words: string[] = [];
  while (words.length < CODES.length) {
    const guess = new Map<string, number>();
    for (const t of now) {
      const ws = t.match(WORDS) ?? [];
      // Each word with the space before and after it where there is one, and each pair of words.
      let from = 0;
      for (let i = 0; i < ws.length; i++) {
        const at = t.indexOf(ws[i], from);
        from = at + ws[i].length;
        const before = at > 0 && t[at - 1] === " " ? " " : "";
        const after = t[from] === " " ? " " : "";
        for (const w of [ws[i], before + ws[i], ws[i] + after, before + ws[i] + after]) guess.set(w, (guess.get(w) ?? 0) + 1);
        if (after === " " && t.startsWith(ws[i + 1] ?? "\u0000", from + 1)) {
          const pair = `${ws[i]} ${ws[i + 1]}`;
          guess.set(before + pair, (guess.get(before + pair) ?? 0) + 1);
        }
      }
    }
    const gain = (w: string, n: number) => n * (w.length - 2) - (w.length + 6);
    const likely = [...guess.entries()].filter(([w, n]) => w.length > 2 && gain(w, n) > 0).sort((a, b) => gain(b[0], b[1]) - gain(a[0], a[1]) || (a[0] < b[0] ? -1 : 1)).slice(0, 40);
    let best: string | undefined;
    let bestGain = 0;
    for (const [w] of likely) {
      const g = gain(w, occurrences(now, w));
      if (g > bestGain || (g === bestGain && best !== undefined && w < best)) {
        best = w;
        bestGain = g;
      }
    }
    if (best === undefined) break;
    const code = mark(words.length);
    const chosen = best;
    now = now.map((t) => t.split(chosen).join(code));
    words.push(chosen);
  }
  return words;
}

/** A text with its words as codes, in the order the table was built (so each word replaces what it replaced then). */
export function encodeProse(text: string, words: readonly string[]): string {
  let t = text;
  words.forEach((w, k) => {
    t = t.split(w).join(mark(k));
  });
  let out = "";
  for (const ch of t) {
    const k = ch.charCodeAt(0) - 0xe000;
    out += k >= 0 && k < words.length ? `~${CODES[k]}` : ch;
  }
  return out;
}

/** The Lua that declares the table and the function `name`, on one line (its locals named after it, so none is a name of the chunk's). */
export function proseHead(name: string, words: readonly string[]): string {
  const table = words.map((w, k) => `${CODES[k]}=${JSON.stringify(w)}`).join(",");
  return `local ${name}=(function(${name})local t={}return function(s)local v=t[s]if v==nil then v=string.gsub(s,"~(%a)",${name})t[s]=v end return v end end)({${table}})`;
}

/** The shortest name no identifier of the chunk has (a local, a global or a field), nor a keyword. */
export function unusedName(ast: Node): string {
  const used = new Set<string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!isNode(v)) return;
    if (v.type === "Identifier") used.add(v.name as string);
    for (const [k, x] of Object.entries(v)) if (k !== "range" && k !== "loc") visit(x);
  };
  visit(ast.body);
  for (let n = 0; ; n++) {
    const name = shortName(n);
    if (!used.has(name) && !KEYWORDS.has(name) && name !== "self" && name !== "s" && name !== "t" && name !== "v") return name;
  }
}

/**
 * The edits that write the chunk's prose with its words numbered (see the header), or none. Run on
 * the compact form last (its locals already renamed, its left-out code gone: a literal made a call
 * earlier would keep a module of data alone from being left out), the function named by a name no
 * identifier of the chunk has, declared on the first line.
 */
export function proseEdits(code: string, ast: Node, minSaved = MIN_SAVED): TextEdit[] {
  const all = literals(ast);
  const written = new Map<string, number>();
  for (const l of all) written.set(l.node.raw as string, (written.get(l.node.raw as string) ?? 0) + 1);
  const sites = all.filter((l) => l.free && written.get(l.node.raw as string) === 1 && proseText(l.node.raw as string) !== undefined).map((l) => l.node);
  const words = proseWords(sites.map((n) => proseText(n.raw as string) as string));
  if (words.length === 0) return [];
  const name = unusedName(ast);
  const edits: TextEdit[] = [];
  let saved = 0;
  for (const n of sites) {
    const raw = n.raw as string;
    const coded = encodeProse(raw.slice(1, -1), words);
    const gain = raw.length - 2 - coded.length - name.length - CALL_COST;
    if (gain <= 0) continue;
    saved += gain;
    // The compact form writes `return"..."`: a name there needs its space.
    const space = /[A-Za-z0-9_]/.test(code[n.range[0] - 1] ?? "") ? " " : "";
    edits.push({ start: n.range[0], end: n.range[1], text: `${space}${name}${raw[0]}${coded}${raw[0]}` });
  }
  const head = proseHead(name, words);
  if (saved - head.length < minSaved) return [];
  return [{ start: 0, end: 0, text: `${head} ` }, ...edits];
}

/** The compact form with its prose's words numbered (build.ts shippedLua: what ships). */
export function withProseWords(code: string): string {
  const ast = luaparse.parse(code, { luaVersion: "5.2", comments: false, locations: false, ranges: true, scope: false }) as unknown as Node;
  return applyEdits(code, proseEdits(code, ast));
}

/** The function's name in shipped Lua and what gives a coded text its words back, or undefined (no prose step there). */
export function proseReader(code: string): { name: string; head: number; spell(text: string): string } | undefined {
  const head = /^local (\w+)=\(function\(\w+\)local t=\{\}return function\(s\).*?end\)\(\{(.*?)\}\)\s?/.exec(code);
  if (head === null) return undefined;
  const words = new Map<string, string>();
  for (const m of head[2].matchAll(/([A-Za-z])=("(?:[^"\\]|\\.)*")/g)) words.set(m[1], JSON.parse(m[2]) as string);
  return { name: head[1], head: head[0].length, spell: (text) => text.replace(/~([A-Za-z])/g, (_m, k: string) => words.get(k) ?? `~${k}`) };
}

/**
 * The shipped text with every numbered literal written out again, as it was before this step, less
 * the first line's declaration: for the tests and tools that read the prose of what ships (the
 * Crisis paragraphs it holds). Positions move.
 */
export function spelledOut(code: string): string {
  const r = proseReader(code);
  if (r === undefined) return code;
  const call = new RegExp(`(^|[^\\w])${r.name}(?:"([^"\\n]*)"|'([^'\\n]*)')`, "g");
  return code.slice(r.head).replace(call, (_all, before: string, dq?: string, sq?: string) => (dq !== undefined ? `${before}"${r.spell(dq)}"` : `${before}'${r.spell(sq as string)}'`));
}
