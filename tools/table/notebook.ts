/**
 * The save's Notebook (TabStates) from Markdown files: `"$notebook": "objects/_notebook"` on
 * objects/_save.json makes one tab per `*.md` file (sorted by name); the first "# " line is the
 * tab's title, the rest its body.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import type { JsonObject } from "../lib/objects";

export function notebookTabs(root: string, dir: string, problems: string[], where: string): JsonObject {
  const abs = path.resolve(root, dir);
  if (!fs.existsSync(abs) || !fs.statSync(abs).isDirectory()) {
    problems.push(`${where}: field $notebook: ${dir} is not a folder`);
    return {};
  }
  const tabs: JsonObject = {};
  const files = fs.readdirSync(abs).filter((f) => f.endsWith(".md")).sort();
  files.forEach((f, i) => {
    const text = fs.readFileSync(path.join(abs, f), "utf8").replace(/\r\n/g, "\n");
    const m = /^# (.+)\n/.exec(text);
    if (!m) problems.push(`${where}: field $notebook: ${dir}/${f} must start with a "# Title" line`);
    tabs[String(i)] = {
      title: m ? m[1].trim() : f,
      body: (m ? text.slice(m[0].length) : text).trim() + "\n",
      color: "Grey",
      visibleColor: { r: 0.5, g: 0.5, b: 0.5 },
      id: i,
    };
  });
  return tabs;
}
