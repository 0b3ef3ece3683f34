/** Text edits by offset, applied in one pass (splicing each into the whole string was quadratic on a 1-2 MB bundle). */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** `code` with every edit's [start, end) replaced by its text; edits must not overlap. */
export function applyEdits(code: string, edits: TextEdit[]): string {
  if (edits.length === 0) return code;
  const sorted = edits.slice().sort((a, b) => a.start - b.start || a.end - b.end);
  const parts: string[] = [];
  let pos = 0;
  for (const e of sorted) {
    parts.push(code.slice(pos, e.start), e.text);
    pos = e.end;
  }
  parts.push(code.slice(pos));
  return parts.join("");
}
