/** The catalogue docs' tables (docs/card-powers.md, docs/fate-powers*.md) as their tests read them. */

/** The cells of every table row of `text` but the headers (a header is the line above its |---| rule). */
export function tableRowCells(text: string): string[][] {
  const out: string[][] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.startsWith("| ") || line.startsWith("|---") || (i + 1 < lines.length && lines[i + 1].startsWith("|---"))) continue;
    out.push(line.trim().replace(/^\|/, "").replace(/\|$/, "").split(" | ").map((c) => c.trim()));
  }
  return out;
}

/** Each cited test file with the names quoted after it (“…” marks an elided part, “a / b” two names). */
export function citations(tests: string): { file: string; names: string[] }[] {
  const out: { file: string; names: string[] }[] = [];
  const re = /(tests\/[\w/.]+\.ts)(?:\s*“([^”]*)”)?/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(tests)) !== null) {
    const names = m[2] === undefined ? [] : m[2].split(/…|\//).map((p) => p.trim()).filter((p) => p.length > 3);
    out.push({ file: m[1], names });
  }
  return out;
}
