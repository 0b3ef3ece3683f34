/**
 * The last step of the shipped form: the compact form's lines joined into lines of about `width`
 * characters. TTS stores the whole script in the save and in every rewind point, and a newline is a
 * byte: the compact form (luaCompact.ts) keeps every line of TSTL's text, 53k of them in Global, one
 * "end" alone on 8k. Joining changes no token (a space only where two tokens would merge, as the
 * compact form does), so the chunk means the same; MoonSharp's load follows the tokens and does not
 * move (docs/moonsharp.md).
 *
 * What is lost is the line-for-line match with build/lua/readable/: `positions` gives it back. For
 * each joined line (index n-1 for line n) it holds the compact line its first column is on, then the
 * column (1-based) where each next compact line starts on it. `compactLineAt` answers "TTS reported
 * (line,col): which line of the readable bundle is that?" (`npm run where`), and the build checks the
 * token stream is the compact form's, token for token.
 */
import * as luaparse from "luaparse";
import { needsSpace } from "./luaCompact";

const TOKEN = (luaparse as unknown as { tokenTypes: { EOF: number } }).tokenTypes;

/** Lines of the shipped form: about this many characters (a longer token stays whole). */
export const JOIN_WIDTH = 1000;

export interface JoinedLua {
  lua: string;
  /** Per joined line: [first compact line, start column of each next compact line on it...]. */
  positions: number[][];
}

type Token = { type: number; value: unknown; range: [number, number] };

function lex(code: string, each: (t: Token) => void): void {
  const lexer = luaparse.parse({ wait: true, luaVersion: "5.2", comments: false, ranges: true } as never) as unknown as { write(s: string): void; lex(): Token };
  lexer.write(code);
  for (;;) {
    const t = lexer.lex();
    if (t.type === TOKEN.EOF) return;
    each(t);
  }
}

function newlinesIn(code: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (code.charCodeAt(i) === 10) n++;
  return n;
}

/** `code` (a compact chunk: no comments) with its lines joined; see the header. */
export function joinLuaLines(code: string, width = JOIN_WIDTH): JoinedLua {
  const out: string[] = [];
  const positions: number[][] = [[1]];
  let column = 1; // of the next character written, on the current joined line
  let line = 1; // the compact line of the next token
  let prev: { text: string; type: number } | undefined;
  let lastEnd = 0;
  const breakLine = () => {
    out.push("\n");
    column = 1;
    positions.push([line]);
  };
  lex(code, (t) => {
    const [start, end] = t.range;
    const text = code.slice(start, end);
    const breaks = newlinesIn(code, lastEnd, start);
    if (breaks > 0 && column > width) {
      line += breaks;
      breakLine();
    } else {
      if (prev !== undefined && needsSpace(prev, text)) {
        out.push(" ");
        column++;
      }
      // Each compact line passed starts here (an empty one too: no token is on it).
      for (let i = 0; i < breaks; i++) {
        line++;
        positions[positions.length - 1].push(column);
      }
    }
    out.push(text);
    // A token holding a newline (a long string) ends its joined line inside it.
    const inner = newlinesIn(code, start, end);
    if (inner > 0) {
      line += inner;
      positions.push([line]);
      column = end - code.lastIndexOf("\n", end - 1);
    } else column += text.length;
    prev = { text, type: t.type };
    lastEnd = end;
  });
  if (newlinesIn(code, lastEnd, code.length) > 0) out.push("\n");
  return { lua: out.join(""), positions };
}

/** The compact (and readable) line at joined `(line, column)`, 1-based; undefined past the chunk. */
export function compactLineAt(positions: readonly (readonly number[])[], line: number, column = 1): number | undefined {
  const at = positions[line - 1];
  if (at === undefined) return undefined;
  let k = 0;
  for (let i = 1; i < at.length; i++) if (at[i] <= column) k = i;
  return at[0] + k;
}

/** The chunk's tokens as text, in order (the build compares the joined form's with the compact form's). */
export function tokenTexts(code: string): string[] {
  const out: string[] = [];
  lex(code, (t) => out.push(code.slice(t.range[0], t.range[1])));
  return out;
}
