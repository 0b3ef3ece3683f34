/**
 * A copy of the repository with the README's "Modding: add a card" examples applied as a modder
 * would apply them: each ```ts block of that section appended at the end of its table (BC32 to
 * COURT_CARDS, LEAD09 to LEADERS, L15 to LORE_CARDS). tests/tools/readmeModding.test.ts runs the
 * data, table and setup suites in it (issue 33 item 1: following the README keeps npm test green).
 */
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { REPO_ROOT } from "../../tools/lib/repo";

/** The README's add-a-card examples: [data file, table name, the pasted code]. */
export function readmeExamples(readme: string = fs.readFileSync(path.join(REPO_ROOT, "README.md"), "utf8")): { file: string; table: string; code: string }[] {
  const section = readme.slice(readme.indexOf("## Modding: add a card"));
  const end = section.indexOf("\n## ", 5);
  const text = end < 0 ? section : section.slice(0, end);
  const blocks = [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1].trim());
  // Each example is introduced by the sentence naming its table and file ("appended to `LEADERS` in `leaders.ts`").
  const tables: Record<string, string> = { COURT_CARDS: "src/core/data/court.ts", LEADERS: "src/core/data/leaders.ts", LORE_CARDS: "src/core/data/lore.ts" };
  return blocks.map((code) => {
    const before = text.slice(0, text.indexOf(code));
    const named = Object.keys(tables)
      .map((t) => ({ t, at: before.lastIndexOf("`" + t + "`") }))
      .sort((a, b) => b.at - a.at)[0];
    if (named.at < 0) throw new Error(`README: no table named before the example ${code.slice(0, 40)}`);
    return { file: tables[named.t], table: named.t, code };
  });
}

/** `source` with `code` pasted as the last entry of `export const <table> ... = [ ... ];`. */
export function appendToTable(source: string, table: string, code: string): string {
  const start = source.indexOf(`export const ${table}`);
  if (start < 0) throw new Error(`no table ${table}`);
  const close = source.indexOf("\n];", start);
  if (close < 0) throw new Error(`table ${table} has no closing "];" line`);
  const entry = code.endsWith(",") ? code : code + ",";
  return source.slice(0, close) + "\n  " + entry.split("\n").join("\n  ") + source.slice(close);
}

/** Copies the repository's tracked files into a temporary folder (node_modules linked) and applies the examples. */
export function moddedCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-modded-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: REPO_ROOT, encoding: "utf8" })
    .split("\0")
    .filter((f) => f !== "" && fs.existsSync(path.join(REPO_ROOT, f)));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    fs.copyFileSync(path.join(REPO_ROOT, f), path.join(root, f));
  }
  fs.symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  for (const ex of readmeExamples()) {
    const p = path.join(root, ex.file);
    fs.writeFileSync(p, appendToTable(fs.readFileSync(p, "utf8"), ex.table, ex.code));
  }
  return root;
}
