import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { notebookTabs, reflow, toNotebookMarkup } from "../../tools/table/notebook";
import { REPO_ROOT } from "../../tools/lib/tstl";
import { CHAT_COMMANDS } from "../../src/tts/help/commands";

type Tab = { title: string; body: string; id: number };

describe("Notebook tabs", () => {
  test("hard breaks inside a paragraph or list item are joined; lists, headings and blank lines stay", () => {
    const src = ["A sentence broken", "across lines.", "", "ROUND (p.8-11)", "1. Lead a card", "   and act.", "2. Follow.", "- item one", "  continued", "A paragraph after the list", "goes on.", "## Heading", "Body."].join("\n");
    expect(reflow(src)).toBe(["A sentence broken across lines.", "", "ROUND (p.8-11)", "1. Lead a card and act.", "2. Follow.", "- item one continued", "A paragraph after the list goes on.", "## Heading", "Body."].join("\n"));
  });

  test("Markdown headings and bold become BBCode; code quotes are dropped", () => {
    expect(toNotebookMarkup("## Battle\nPress **Roll**, or type `!arcs help`.")).toBe("[b]Battle[/b]\nPress [b]Roll[/b], or type !arcs help.");
  });

  test("no built tab keeps a hard break in the middle of a sentence", () => {
    const problems: string[] = [];
    const tabs = Object.values(notebookTabs(REPO_ROOT, "objects/_notebook", problems, "_save.json")) as unknown as Tab[];
    expect(problems).toEqual([]);
    for (const t of tabs) {
      for (const line of t.body.split("\n").slice(0, -1)) {
        // a line ending in a lower-case word or a comma would be a sentence cut by the source's wrap
        expect(`${t.title}: ${line}`).not.toMatch(/[a-z,]$/);
      }
    }
  });

  test('the "How to use this table" tab is docs/playing.md itself, and it names every chat command', () => {
    const tabs = Object.values(notebookTabs(REPO_ROOT, "objects/_notebook", [], "_save.json")) as unknown as Tab[];
    const doc = fs.readFileSync(path.join(REPO_ROOT, "docs", "playing.md"), "utf8").replace(/\r\n/g, "\n");
    expect(tabs[0].title).toBe("How to use this table");
    expect(doc.startsWith("# How to use this table\n")).toBe(true);
    expect(tabs[0].body).toBe(toNotebookMarkup(doc.slice(doc.indexOf("\n") + 1)).trim() + "\n");
    for (const c of CHAT_COMMANDS) expect(doc).toContain("`" + c.command + "`");
    for (const topic of [/setup/i, /Lead/, /declare/i, /Battle/, /Secure/, /Chapter end/, /rewind/i, /Chat commands/]) expect(tabs[0].body).toMatch(topic);
  });

  test("a .ref naming a missing file is refused by folder, file and path", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-notebook-"));
    try {
      fs.writeFileSync(path.join(dir, "0-help.ref"), "docs/nope.md\n");
      const problems: string[] = [];
      notebookTabs(dir, ".", problems, "_save.json");
      expect(problems).toEqual(['_save.json: field $notebook: ./0-help.ref names "docs/nope.md", which is not a file of the repository']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
