/**
 * What the Lua build leaves out of the card data: the printed prose the rules never read (issue 27),
 * and the Court powers' summaries for people (courtPowers.ts `changes`, `handled`).
 *
 * TTS parses Global's whole script on every load and every rewind. The card data (src/core/data)
 * holds every card's printed paragraphs for the save's tooltips, the renderer and the docs; the Lua
 * needs only the paragraphs `paragraphReadByRules` (src/core/data/prose.ts) keeps: Crisis, When
 * Secured, and "If you Provoke Outrage, keep this card". Two halves, both here:
 * - `pruneProse`: the source text TSTL compiles for a data file below, with the other paragraphs
 *   (and every flavour line) taken out, a kept one written as the rules read it (`paragraphAsRead`:
 *   a When Secured as its plain last order), and every line kept where it was, so TSTL's source map
 *   still names the real file's lines. Node code, tests and tools import the whole file.
 * - `proseReadProblems`: the gate over a Lua program. Outside src/core/data, a read of a pruned field
 *   is refused unless it is handed straight to a reader of src/core/data/prose.ts: what the Lua
 *   would read there is gone.
 */
import * as path from "node:path";
import type * as TS from "typescript";
import { isSetupAbility, paragraphAsRead, paragraphReadByRules } from "../../src/core/data/prose";

interface PrunedFile {
  /** Repo-relative path, forward slashes. */
  file: RegExp;
  /** The object-literal fields whose printed text is pruned. */
  fields: string[];
  /** Paragraphs of an array field the Lua keeps; none given: the Lua keeps none. */
  keep?: (paragraph: string) => boolean;
  /** The text the Lua keeps of a kept paragraph, given its card's name (none: the paragraph as printed). */
  asRead?: (cardName: string, paragraph: string) => string;
  /**
   * Row functions of the file (fateTypes.ts `card(id, name, type, text)`, court.ts `guildCard`...): a call to one holds its
   * card's printed text as its last argument (fates.ts: the flavour line) and its name as its second.
   */
  rows?: string[];
  /**
   * The fields are a summary for people (courtPowers.ts `changes`, `handled`: docs/card-powers.md repeats
   * them), whatever expression writes them: each goes whole, with its comma.
   */
  summary?: true;
  /** The file's constants that only such summaries read: their declarations go too. */
  summaryConsts?: string[];
}

export const PRUNED_FILES: readonly PrunedFile[] = [
  { file: /^src\/core\/data\/campaign\/fateSets\/f\d\d[A-Za-z]+\.ts$/, fields: ["text"], keep: paragraphReadByRules, asRead: paragraphAsRead, rows: ["card", "guild"] },
  { file: /^src\/core\/data\/campaign\/campaignCourt\.ts$/, fields: ["text"], keep: paragraphReadByRules, asRead: paragraphAsRead, rows: ["guildCard", "voxCard"] },
  { file: /^src\/core\/data\/campaign\/aidCards\.ts$/, fields: ["text"] },
  { file: /^src\/core\/data\/campaign\/fates\.ts$/, fields: ["flavour", "text"], rows: ["fate"] },
  { file: /^src\/core\/data\/court\.ts$/, fields: ["text"], rows: ["guildCard", "loyalCard", "voxCard"] },
  { file: /^src\/core\/data\/lore\.ts$/, fields: ["text"] },
  { file: /^src\/core\/data\/leaders\.ts$/, fields: ["text"], keep: isSetupAbility },
  { file: /^src\/core\/powers\/courtPowers\.ts$/, fields: ["changes", "handled"], summary: true, summaryConsts: ["LOYAL", "THREE_SHIPS", "cartel", "UNION"] },
];

/** The interface fields whose text the Lua does not hold in full (the gate's list): file, interface, field. */
export const PRUNED_FIELDS: readonly [string, string, string][] = [
  ["src/core/data/campaign/fateTypes.ts", "FateSetCard", "text"],
  ["src/core/data/campaign/fateTypes.ts", "Fate", "flavour"],
  ["src/core/data/campaign/fateTypes.ts", "FatePath", "text"],
  ["src/core/data/campaign/campaignCourt.ts", "CampaignCourtCard", "text"],
  ["src/core/data/campaign/aidCards.ts", "AidCard", "text"],
  ["src/core/data/court.ts", "CourtCard", "text"],
  ["src/core/data/lore.ts", "LoreCard", "text"],
  ["src/core/data/leaders.ts", "LeaderAbility", "text"],
  ["src/core/powers/courtPowers.ts", "CourtPower", "changes"],
  ["src/core/powers/courtPowers.ts", "CourtPower", "handled"],
];

const PROSE_READERS = "src/core/data/prose.ts";

const rel = (root: string, file: string) => path.relative(root, file).split(path.sep).join("/");

export function prunedFileRule(relPath: string): PrunedFile | undefined {
  return PRUNED_FILES.filter((r) => r.file.test(relPath))[0];
}

/** The text with `from..to` replaced by its line breaks alone (every later line stays where it was). */
function blank(text: string, from: number, to: number): string {
  return text.slice(from, to).replace(/[^\n]/g, "");
}

/**
 * The source TSTL compiles for a pruned data file: every paragraph of a pruned field the rule does not
 * keep is taken out, and a field left with no text goes whole, lines kept. A pruned field whose value is not written
 * out as literal text where the rule must choose is refused: it cannot be decided from the source.
 */
export function pruneProse(ts: typeof TS, relPath: string, text: string): string {
  const rule = prunedFileRule(relPath);
  if (rule === undefined) return text;
  const sf = ts.createSourceFile(relPath, text, ts.ScriptTarget.Latest, true);
  const cuts: { from: number; to: number; put: string }[] = [];
  const isText = (n: TS.Node): n is TS.StringLiteral | TS.NoSubstitutionTemplateLiteral => ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n);
  const where = (n: TS.Node) => `${relPath}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;
  // The card's name written beside its text (`{ name: "Guild Struggle", text: [...] }`), if it is.
  const cardName = (card: TS.Node): string | undefined => {
    if (!ts.isObjectLiteralExpression(card)) return undefined;
    for (const p of card.properties) {
      if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === "name" && isText(p.initializer)) return p.initializer.text;
    }
    return undefined;
  };
  // The paragraphs of a pruned field's array `v` (a card named `name`): those the rule does not keep
  // go, and when none is kept, `whole` (the field or argument, with its comma) goes.
  const pruneArray = (v: TS.ArrayLiteralExpression, name: string | undefined, whole: { from: number; to: number }): void => {
    if (v.elements.every((e) => isText(e) && !(rule.keep !== undefined && rule.keep(e.text)))) {
      cuts.push({ ...whole, put: "" });
      return;
    }
    for (const e of v.elements) {
      if (isText(e) && rule.keep !== undefined && rule.keep(e.text)) {
        // What the rules draw from a kept paragraph, written shorter where they read less than all of it.
        const read = rule.asRead === undefined || name === undefined ? e.text : rule.asRead(name, e.text);
        if (read !== e.text) cuts.push({ from: e.getStart(sf), to: e.end, put: JSON.stringify(read) });
        continue;
      }
      if (!isText(e) && rule.keep !== undefined) throw new Error(`${where(e)}: a paragraph the Lua build must read to choose is not written out as text (tools/lib/luaProse.ts)`);
      // A paragraph named by a constant of the file (court.ts's LOYAL_KEEP) is stored once: it stays,
      // and the constant is still read.
      if (!isText(e)) continue;
      // The element and the comma after it, if any.
      let to = e.end;
      const after = /^\s*,/.exec(text.slice(to));
      if (after !== null) to += after[0].length;
      cuts.push({ from: e.getStart(sf), to, put: "" });
    }
  };
  const visit = (n: TS.Node): void => {
    const consts = rule.summaryConsts;
    if (consts !== undefined && ts.isVariableStatement(n) && n.declarationList.declarations.every((d) => ts.isIdentifier(d.name) && consts.indexOf(d.name.text) >= 0)) {
      cuts.push({ from: n.getStart(sf), to: n.end, put: "" });
      return;
    }
    if (rule.rows !== undefined && ts.isCallExpression(n) && ts.isIdentifier(n.expression) && rule.rows.indexOf(n.expression.text) >= 0) {
      // A row call: its last argument is the card's printed text (an array of paragraphs, or a flavour
      // line); when none is kept, it goes with the comma before it. Its other arguments are pruned as any code.
      const args = n.arguments;
      const v = args[args.length - 1];
      if (args.length < 2 || !(ts.isArrayLiteralExpression(v) || isText(v))) throw new Error(`${where(n)}: a row's printed text is not written out as its last argument, so the Lua build cannot prune it (tools/lib/luaProse.ts)`);
      const whole = { from: args[args.length - 2].end, to: v.end };
      if (isText(v)) {
        if (!(v.text !== "" && rule.keep !== undefined && rule.keep(v.text))) cuts.push({ ...whole, put: "" });
      } else pruneArray(v, isText(args[1]) ? args[1].text : undefined, whole);
      for (const a of args.slice(0, -1)) visit(a);
      return;
    }
    if (ts.isPropertyAssignment(n) && (ts.isIdentifier(n.name) || ts.isStringLiteral(n.name)) && rule.fields.indexOf(n.name.text) >= 0) {
      const v = n.initializer;
      // A field left with no text at all goes whole, with its comma: no `text={}` or `flavour=""` in
      // the Lua (the field is optional in the pruned program's types, and prose.ts's readers take a
      // missing text for an empty one).
      let whole = n.end;
      const comma = /^\s*,/.exec(text.slice(whole));
      if (comma !== null) whole += comma[0].length;
      if (rule.summary || (isText(v) && !(v.text !== "" && rule.keep !== undefined && rule.keep(v.text)))) {
        cuts.push({ from: n.getStart(sf), to: whole, put: "" });
        return;
      }
      if (isText(v)) return;
      if (!ts.isArrayLiteralExpression(v)) throw new Error(`${where(v)}: the printed text of '${n.name.text}' is not written out here, so the Lua build cannot prune it (tools/lib/luaProse.ts)`);
      pruneArray(v, cardName(n.parent), { from: n.getStart(sf), to: whole });
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  let out = "";
  let at = 0;
  for (const c of cuts.sort((a, b) => a.from - b.from)) {
    out += text.slice(at, c.from) + c.put + blank(text, c.from, c.to);
    at = c.to;
  }
  return out + text.slice(at);
}

/**
 * The pruned program's declarations: each interface field of PRUNED_FIELDS is optional there (`text?:`),
 * since a pruned card may have none; code that reads one unguarded does not compile for the Lua.
 */
export function optionalPrunedFields(ts: typeof TS, relPath: string, text: string): string {
  const fields = PRUNED_FIELDS.filter((f) => f[0] === relPath);
  if (fields.length === 0) return text;
  const sf = ts.createSourceFile(relPath, text, ts.ScriptTarget.Latest, true);
  const at: number[] = [];
  const visit = (n: TS.Node): void => {
    if (ts.isPropertySignature(n) && n.questionToken === undefined && ts.isInterfaceDeclaration(n.parent) && ts.isIdentifier(n.name)) {
      const name = n.name.text;
      if (fields.some((f) => f[1] === (n.parent as TS.InterfaceDeclaration).name.text && f[2] === name)) at.push(n.name.end);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  let out = text;
  for (const i of at.sort((a, b) => b - a)) out = `${out.slice(0, i)}?${out.slice(i)}`;
  return out;
}

/** A compiler host that hands TypeScript the pruned text of every pruned data file under `root`. */
export function prunedProseHost(ts: typeof TS, options: TS.CompilerOptions, root: string): TS.CompilerHost {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const r = rel(root, fileName);
    const declares = PRUNED_FIELDS.some((f) => f[0] === r);
    if (prunedFileRule(r) === undefined && !declares) return read(fileName, languageVersion, onError, shouldCreate);
    const text = ts.sys.readFile(fileName);
    if (text === undefined) return read(fileName, languageVersion, onError, shouldCreate);
    return ts.createSourceFile(fileName, optionalPrunedFields(ts, r, pruneProse(ts, r, text)), languageVersion, true);
  };
  return host;
}

function isPrunedField(ts: typeof TS, symbol: TS.Symbol | undefined, root: string): string | undefined {
  if (symbol === undefined) return undefined;
  for (const d of symbol.declarations ?? []) {
    if (!ts.isPropertySignature(d) || !ts.isInterfaceDeclaration(d.parent)) continue;
    const file = rel(root, d.getSourceFile().fileName);
    const name = `${d.parent.name.text}.${symbol.name}`;
    if (PRUNED_FIELDS.some(([f, i, p]) => f === file && `${i}.${p}` === name)) return name;
  }
  return undefined;
}

function callsProseReader(ts: typeof TS, checker: TS.TypeChecker, read: TS.Node, root: string): boolean {
  const call = read.parent;
  if (!ts.isCallExpression(call) || call.arguments.indexOf(read as TS.Expression) < 0) return false;
  let callee = checker.getSymbolAtLocation(call.expression);
  if (callee !== undefined && (callee.flags & ts.SymbolFlags.Alias) !== 0) callee = checker.getAliasedSymbol(callee);
  return (callee?.declarations ?? []).some((d) => rel(root, d.getSourceFile().fileName) === PROSE_READERS);
}

/**
 * Every read of a pruned field outside src/core/data in `program` that is not handed straight to a
 * reader of src/core/data/prose.ts, as "file:line: ..." (none: the Lua holds all the program reads).
 */
export function proseReadProblems(ts: typeof TS, program: TS.Program, root: string): string[] {
  const checker = program.getTypeChecker();
  const names = new Set(PRUNED_FIELDS.map(([, , p]) => p));
  const out: string[] = [];
  for (const sf of program.getSourceFiles()) {
    const file = rel(root, sf.fileName);
    if (file.startsWith("..") || file.indexOf("node_modules/") >= 0 || file.startsWith("src/core/data/") || sf.isDeclarationFile) continue;
    const refuse = (n: TS.Node, field: string) =>
      out.push(`${file}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}: reads ${field}, printed text the Lua build leaves out (tools/lib/luaProse.ts); hand it to a reader of ${PROSE_READERS}`);
    const visit = (n: TS.Node): void => {
      if (ts.isPropertyAccessExpression(n) && names.has(n.name.text)) {
        const field = isPrunedField(ts, checker.getSymbolAtLocation(n.name), root);
        if (field !== undefined && !callsProseReader(ts, checker, n, root)) refuse(n, field);
      } else if (ts.isElementAccessExpression(n) && ts.isStringLiteral(n.argumentExpression) && names.has(n.argumentExpression.text)) {
        const field = isPrunedField(ts, checker.getTypeAtLocation(n.expression).getProperty(n.argumentExpression.text), root);
        if (field !== undefined && !callsProseReader(ts, checker, n, root)) refuse(n, field);
      } else if (ts.isBindingElement(n) && ts.isObjectBindingPattern(n.parent)) {
        const key = n.propertyName ?? n.name;
        if (ts.isIdentifier(key) && names.has(key.text)) {
          const field = isPrunedField(ts, checker.getTypeAtLocation(n.parent).getProperty(key.text), root);
          if (field !== undefined) refuse(n, field);
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return out;
}
