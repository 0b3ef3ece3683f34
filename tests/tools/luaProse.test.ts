/**
 * What the Lua build leaves out of the card data (issue 27, tools/lib/luaProse.ts): the printed
 * paragraphs the rules never read. The pruned source keeps every line; it holds exactly the
 * paragraphs `paragraphReadByRules` keeps, so every fact the rules draw from card text is the same
 * from it; the built Global holds no other paragraph; and the gate refuses a read of pruned text.
 */
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as ts from "typescript";
import { transformSync } from "esbuild";
import { PRUNED_FILES, optionalPrunedFields, proseReadProblems, pruneProse } from "../../tools/lib/luaProse";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { crisisParagraph, keepsOnOutrage, paragraphAsRead, paragraphReadByRules, setupAbilityText, whenSecuredDestination } from "../../src/core/data/prose";
import { FATE_SETS } from "../../src/core/data/campaign/fateSets";
import { LEADERS } from "../../src/core/data/leaders";
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import { builtSave } from "../support/builtSave";
import { spelledOut } from "../../tools/lib/luaCompactProse";

function prunedFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (PRUNED_FILES.some((r) => r.file.test(rel))) out.push(rel);
    }
  };
  walk("src/core/data");
  return out.sort();
}

/** A pruned data file's exports, evaluated (its imports are types only, or named here). */
function evaluate(rel: string, source: string): Record<string, unknown> {
  const js = transformSync(source, { loader: "ts", format: "cjs" }).code;
  const mod = { exports: {} as Record<string, unknown> };
  const req = (name: string) => {
    if (name.endsWith("/prose")) return require("../../src/core/data/prose");
    if (name.endsWith("/byId")) return require("../../src/core/util/byId");
    if (name.endsWith("/court")) return require("../../src/core/data/court");
    if (name.endsWith("/fateTypes")) return require("../../src/core/data/campaign/fateTypes");
    // leaders.ts's validators' modules (none holds card text).
    if (["./shape", "./vocabulary", "./markup", "./fieldCheck"].indexOf(name) >= 0) return require(path.join(REPO_ROOT, "src/core/data", name));
    throw new Error(`${rel} imports ${name}`);
  };
  new Function("module", "exports", "require", js)(mod, mod.exports, req);
  return mod.exports;
}

test("every pruned data file keeps its lines, and the rule list names 30 files (24 Fate sets and 6 others)", () => {
  const files = prunedFiles();
  expect(files.length).toBe(30);
  for (const f of files) {
    const text = fs.readFileSync(path.join(REPO_ROOT, f), "utf8");
    const pruned = pruneProse(ts, f, text);
    expect(pruned.split("\n").length).toBe(text.split("\n").length);
    expect(pruned.length).toBeLessThan(text.length);
  }
});

/** A card's paragraphs as the Lua holds them: those the rules read, each as they read it. */
const asRead = (c: { name: string; text: string[] }) => c.text.filter(paragraphReadByRules).map((p) => paragraphAsRead(c.name, p));

test("a pruned Fate set holds each card's paragraphs the rules read, as they read them, and nothing else; every fact from text is the same", () => {
  let cards = 0;
  for (const f of prunedFiles().filter((x) => x.indexOf("/fateSets/") >= 0)) {
    const pruned = evaluate(f, pruneProse(ts, f, fs.readFileSync(path.join(REPO_ROOT, f), "utf8")));
    const full = FATE_SETS.flatMap((s) => s);
    for (const list of Object.values(pruned)) {
      for (const c of list as { id: string; name: string; text: string[] }[]) {
        const whole = full.filter((x) => x.id === c.id)[0];
        // A card left with no paragraph has no text field at all (no `text={}` in the Lua).
        const read = asRead(whole);
        expect("text" in c).toBe(read.length > 0);
        expect(c.text ?? []).toEqual(read);
        expect(crisisParagraph(c.text)).toBe(crisisParagraph(whole.text));
        expect(whenSecuredDestination(c.name, c.text)).toBe(whenSecuredDestination(whole.name, whole.text));
        expect(keepsOnOutrage(c.text)).toBe(keepsOnOutrage(whole.text));
        cards++;
      }
    }
  }
  expect(cards).toBe(FATE_SETS.flatMap((s) => s).length);
});

test("the campaign Court cards keep their Crisis and When Secured paragraphs, and their other text goes (CC Guild cards have none kept)", () => {
  const f = "src/core/data/campaign/campaignCourt.ts";
  const pruned = evaluate(f, pruneProse(ts, f, fs.readFileSync(path.join(REPO_ROOT, f), "utf8"))).CAMPAIGN_COURT_CARDS as { id: string; kind: string; text: string[] }[];
  expect(pruned.map((c) => c.id)).toEqual(CAMPAIGN_COURT_CARDS.map((c) => c.id));
  pruned.forEach((c, i) => {
    const whole = CAMPAIGN_COURT_CARDS[i];
    expect(c.text ?? []).toEqual(asRead(whole));
    expect(crisisParagraph(c.text)).toBe(crisisParagraph(whole.text));
    expect(whenSecuredDestination(whole.name, c.text)).toBe(whenSecuredDestination(whole.name, whole.text));
    if (c.kind === "vox") expect(crisisParagraph(c.text)).toBeDefined();
  });
});

test("a Leader keeps only an ability that acts in setup, whole (the setup log tells it); every other ability loses its text", () => {
  const f = "src/core/data/leaders.ts";
  const pruned = evaluate(f, pruneProse(ts, f, fs.readFileSync(path.join(REPO_ROOT, f), "utf8"))).LEADERS as { id: string; abilities: { name: string; text?: string }[] }[];
  const kept = pruned.flatMap((l) => l.abilities.filter((a) => a.text !== undefined).map((a) => `${l.id} ${a.name}: ${a.text}`));
  expect(kept).toEqual(["LEAD02 Cryptic: In **setup**, place agents on your Material and Fuel Outrage slots on your player board."]);
  expect(pruned.flatMap((l) => l.abilities).length).toBe(LEADERS.flatMap((l) => l.abilities).length);
  expect(LEADERS.flatMap((l) => l.abilities).filter((a) => setupAbilityText(a.text) !== undefined).length).toBe(1);
});

test("a flavour line and a Fate's path go whole, with their commas; other fields stay", () => {
  const src = 'export const F = [{ id: "FATE01", flavour: "Hold together.", paths: [{ act: "I", text: "Assert your authority." }] }];\n';
  const out = pruneProse(ts, "src/core/data/campaign/fates.ts", src);
  expect(out).toBe('export const F = [{ id: "FATE01",  paths: [{ act: "I",  }] }];\n');
});

test("the pruned program's types make each pruned field optional, so an unguarded read of one does not compile for the Lua", () => {
  const src = "export interface FateSetCard {\n  id: string;\n  text: string[];\n}\nexport interface Fate {\n  flavour: string;\n  text: string;\n}\n";
  expect(optionalPrunedFields(ts, "src/core/data/campaign/fateTypes.ts", src)).toBe("export interface FateSetCard {\n  id: string;\n  text?: string[];\n}\nexport interface Fate {\n  flavour?: string;\n  text: string;\n}\n");
  expect(optionalPrunedFields(ts, "src/core/data/other.ts", src)).toBe(src);
});

test("a When Secured is kept as where it sends its card, a keep on Outrage as a yes, a Crisis whole (the Lua holds what the rules draw)", () => {
  const ws = (t: string) => `**When Secured:** Gain 2 Psionic. ${t}`;
  // Each plain order, by this card or by its name, becomes the same order by "this card".
  expect(paragraphAsRead("Guild Struggle", ws("Bury Guild Struggle."))).toBe("**When Secured:** Bury this card.");
  expect(paragraphAsRead("Call to Action", ws("Discard Call to Action."))).toBe("**When Secured:** Discard this card.");
  expect(paragraphAsRead("X", ws("Shuffle this card into the Court deck."))).toBe("**When Secured:** Shuffle this card into the Court deck.");
  expect(paragraphAsRead("X", ws("This card remains in the Court."))).toBe("**When Secured:** This card remains in the Court.");
  // No plain order: none kept (the players move the card as the text says).
  expect(paragraphAsRead("X", ws("You may discard this card or bury it."))).toBe("**When Secured:**");
  expect(paragraphAsRead("X", "If you **Provoke Outrage,** keep this card.")).toBe("If you Provoke Outrage, keep this card.");
  const crisis = "**Crisis:** Each player discards 1 Guild card. Bury this card.";
  expect(paragraphAsRead("X", crisis)).toBe(crisis);
  // Two kinds at once: kept as printed.
  const both = "**When Secured:** If you Provoke Outrage, keep this card. Bury this card.";
  expect(paragraphAsRead("X", both)).toBe(both);
  const src = `export const S = [{ id: "F101", name: "Guild Struggle", text: [${JSON.stringify(ws("Bury Guild Struggle."))}, "Flavour."] }];\n`;
  expect(pruneProse(ts, "src/core/data/campaign/fateSets/f01Steward.ts", src)).toBe('export const S = [{ id: "F101", name: "Guild Struggle", text: ["**When Secured:** Bury this card.", ] }];\n');
});

test("a row call keeps the paragraphs the rules read, as they read them; a row left with none loses its text argument and its comma, lines kept", () => {
  const src = 'export const S = [\n  card("F101", "Guild Struggle", "Vox", [\n    "**When Secured:** Bury Guild Struggle.",\n    "Flavour.",\n  ]),\n  guild("F102", "Dealmakers", "psionic", [\n    "Prelude.",\n  ]),\n];\n';
  expect(pruneProse(ts, "src/core/data/campaign/fateSets/f01Steward.ts", src)).toBe(
    'export const S = [\n  card("F101", "Guild Struggle", "Vox", [\n    "**When Secured:** Bury this card.",\n    \n  ]),\n  guild("F102", "Dealmakers", "psionic"\n\n),\n];\n',
  );
  expect(() => pruneProse(ts, "src/core/data/campaign/fateSets/f01Steward.ts", 'export const S = [card("F101", "X", "Vox", T)];\n')).toThrow(/f01Steward\.ts:1: a row's printed text/);
  // A Fate's row: its flavour line (the last argument) goes with its comma, and each path's text inside the row.
  const fates = 'export const F = [fate("FATE01", "Steward", "A", 1, [{ act: "I", text: "Assert your authority." }], "Hold together.")];\n';
  expect(pruneProse(ts, "src/core/data/campaign/fates.ts", fates)).toBe('export const F = [fate("FATE01", "Steward", "A", 1, [{ act: "I",  }])];\n');
});

test("a paragraph the rules read that is not written out as text is refused: the build cannot choose", () => {
  const src = 'const X = "**Crisis:** Bury this card.";\nexport const S = [{ id: "F101", text: [X] }];\n';
  expect(() => pruneProse(ts, "src/core/data/campaign/fateSets/f01Steward.ts", src)).toThrow(/f01Steward\.ts:2: a paragraph the Lua build must read/);
});

test("the built Global holds the Crisis paragraphs and none of the other printed text", () => {
  // The shipped prose's words numbered (luaCompactProse.ts): read as it was written.
  const lua = spelledOut(builtSave().save.LuaScript as string);
  const full = FATE_SETS.flatMap((s) => s);
  const kept = full.flatMap(asRead);
  // A paragraph the base Court also prints (Farseers' "place 3 ships", a constant of court.ts) stays once.
  const court = fs.readFileSync(path.join(REPO_ROOT, "src/core/data/court.ts"), "utf8");
  const gone = full.flatMap((c) => c.text.filter((p) => !paragraphReadByRules(p) && p.length > 40 && court.indexOf(p) < 0));
  expect(gone.length).toBeGreaterThan(500);
  expect(kept.length).toBeGreaterThan(40);
  for (const p of kept.slice(0, 20)) expect(lua.indexOf(JSON.stringify(p).slice(1, -1).slice(0, 30))).toBeGreaterThanOrEqual(0);
  for (const p of gone) expect(lua.indexOf(p)).toBe(-1);
  // A When Secured's printed text beyond its order is not there either.
  const printedOrders = full.flatMap((c) => c.text.filter((p) => p.startsWith("**When Secured:**") && paragraphAsRead(c.name, p) !== p));
  expect(printedOrders.length).toBeGreaterThan(20);
  for (const p of printedOrders) expect(lua.indexOf(JSON.stringify(p).slice(1, -1))).toBe(-1);
});

describe("the gate: code outside src/core/data hands card text only to src/core/data/prose.ts", () => {
  function problemsOf(consumer: string): string[] {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-prose-"));
    const write = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), text);
    };
    write("src/core/data/court.ts", "export interface CourtCard { id: string; text: string[] }\nexport const C: CourtCard = { id: 'BC01', text: ['x'] };\n");
    write("src/core/data/prose.ts", "export function crisisParagraph(t: readonly string[]): string | undefined { return t[0]; }\n");
    write("src/tts/x.ts", consumer);
    const program = ts.createProgram([path.join(root, "src/tts/x.ts")], { strict: true, noEmit: true });
    try {
      return proseReadProblems(ts, program, root);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }
  const head = 'import { C } from "../core/data/court";\nimport { crisisParagraph } from "../core/data/prose";\n';

  test("a read handed straight to a reader passes", () => {
    expect(problemsOf(`${head}export const a = crisisParagraph(C.text);\n`)).toEqual([]);
  });
  test("a direct read, an element access and a destructuring are refused, each with its line", () => {
    const p = problemsOf(`${head}export const a = C.text.length;\nexport const b = C["text"];\nconst { text } = C;\nexport const c = text;\n`);
    expect(p.map((x) => x.split(": reads")[0])).toEqual(["src/tts/x.ts:3", "src/tts/x.ts:4", "src/tts/x.ts:5"]);
    expect(p[0]).toContain("reads CourtCard.text, printed text the Lua build leaves out");
  });
  test("another object's text field is not card text", () => {
    expect(problemsOf(`${head}const e = { text: "hi" };\nexport const a = e.text.length + crisisParagraph(C.text)!.length;\n`)).toEqual([]);
  });
});

describe("the Court powers' summaries for people (courtPowers.ts `changes`, `handled`: docs/card-powers.md) stay out of the Lua", () => {
  const rel = "src/core/powers/courtPowers.ts";
  test("a summary field goes whole whatever writes it, and so do the constants only summaries read, lines kept", () => {
    const src = 'const LOYAL = "Kept";\nconst cartel = (t: string): string => `Holds ${t}`;\nexport const P = {\n  BC01: { changes: LOYAL + " (Material)", handled: "core" },\n  BC03: { changes: cartel("Fuel"),\n    handled: "reminder", keepsSupply: "fuel" },\n};\n';
    const pruned = pruneProse(ts, rel, src);
    expect(pruned).toBe('\n\nexport const P = {\n  BC01: {   },\n  BC03: { \n     keepsSupply: "fuel" },\n};\n');
    expect(pruned.split("\n").length).toBe(src.split("\n").length);
  });
  test("the real file: every summary and its constants gone, every rule field kept (the built Global holds no summary)", () => {
    const text = fs.readFileSync(path.join(REPO_ROOT, rel), "utf8");
    const pruned = pruneProse(ts, rel, text);
    // The interface still declares them (optional in the pruned program's types); no value is written.
    expect(pruned.replace(/export interface CourtPower \{[\s\S]*?\n\}/, "")).not.toMatch(/\b(changes|handled):/);
    expect(pruned).not.toMatch(/const (LOYAL|THREE_SHIPS|cartel|UNION)\b/);
    for (const field of ["extraDiceInGate: 2", "keepsSupply: \"material\"", "prelude: SHIPS3", "gainAction:"]) expect(pruned).toContain(field);
    const lua = builtSave().save.LuaScript as string;
    for (const words of ["Kept on Provoke Outrage", "The attacker may collect 2 more dice in a gate", "Swap hand cards (Influence)"]) {
      expect(text).toContain(words);
      expect(lua.indexOf(words)).toBe(-1);
    }
  });
});
