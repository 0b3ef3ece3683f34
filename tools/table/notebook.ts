/**
 * The save's Notebook (TabStates) from Markdown files: `"$notebook": "objects/_notebook"` on
 * objects/_save.json makes one tab per `*.md` file (sorted by name); the first "# " line is the
 * tab's title, the rest its body. A `*.ref` file holds the repo-relative path of a Markdown file
 * elsewhere (docs/playing.md), so the in-game help and the docs are one text and cannot disagree.
 *
 * The Notebook wraps text itself, so the source's hard line breaks inside a paragraph or list item
 * are joined ("reflowed"); Markdown headings and **bold** become TTS's BBCode [b]...[/b].
 */
import * as fs from "node:fs";
import * as path from "node:path";
import type { JsonObject } from "../lib/objects";

/** A line that starts a new line in the Notebook instead of continuing the previous one. */
function startsLine(line: string): boolean {
  return /^(#{1,6} |[-*] |\d+\. |[a-z]\. |\|)/.test(line.trim()) || isCapsHeading(line);
}

/** "ROUND (p.8-11)": the rules tabs' headings, written in capitals. */
function isCapsHeading(line: string): boolean {
  return /^[A-Z][A-Z0-9 ,&'/-]{2,}(\s*\(.*\))?$/.test(line.trim());
}

export function reflow(text: string): string {
  const out: string[] = [];
  let joinable = false; // may the next line continue the last output line?
  let inItem = false; // is the last output line a list item (continued only by indented lines)?
  for (const raw of text.split("\n")) {
    const line = raw.trimEnd();
    const indented = /^\s/.test(line);
    if (line.trim() === "") {
      out.push("");
      joinable = false;
    } else if (joinable && !startsLine(line) && (!inItem || indented)) {
      out[out.length - 1] += " " + line.trim();
    } else {
      out.push(line);
      joinable = !/^#{1,6} /.test(line) && !isCapsHeading(line);
      inItem = /^([-*] |\d+\. |[a-z]\. )/.test(line.trim());
    }
  }
  return out.join("\n").replace(/\n{3,}/g, "\n\n");
}

export function toNotebookMarkup(markdown: string): string {
  return reflow(markdown)
    .split("\n")
    .map((l) => l.replace(/^#{1,6} (.*)$/, "[b]$1[/b]").replace(/\*\*(.+?)\*\*/g, "[b]$1[/b]").replace(/`([^`]+)`/g, "$1"))
    .join("\n");
}

function readTabSource(root: string, abs: string, dir: string, f: string, problems: string[], where: string): string | undefined {
  const text = fs.readFileSync(path.join(abs, f), "utf8").replace(/\r\n/g, "\n");
  if (!f.endsWith(".ref")) return text;
  const target = text.trim();
  const file = path.resolve(root, target);
  if (!target || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    problems.push(`${where}: field $notebook: ${dir}/${f} names "${target}", which is not a file of the repository`);
    return undefined;
  }
  return fs.readFileSync(file, "utf8").replace(/\r\n/g, "\n");
}

export function notebookTabs(root: string, dir: string, problems: string[], where: string): JsonObject {
  const abs = path.resolve(root, dir);
  if (!fs.existsSync(abs) || !fs.statSync(abs).isDirectory()) {
    problems.push(`${where}: field $notebook: ${dir} is not a folder`);
    return {};
  }
  const tabs: JsonObject = {};
  const files = fs.readdirSync(abs).filter((f) => f.endsWith(".md") || f.endsWith(".ref")).sort();
  let id = 0;
  for (const f of files) {
    const text = readTabSource(root, abs, dir, f, problems, where);
    if (text === undefined) continue;
    const m = /^# (.+)\n/.exec(text);
    if (!m) problems.push(`${where}: field $notebook: ${dir}/${f} must start with a "# Title" line`);
    tabs[String(id)] = {
      title: m ? m[1].trim() : f,
      body: toNotebookMarkup(m ? text.slice(m[0].length) : text).trim() + "\n",
      color: "Grey",
      visibleColor: { r: 0.5, g: 0.5, b: 0.5 },
      id,
    };
    id++;
  }
  return tabs;
}
