/**
 * The inline tokens a card text may use (issue 16 item 7): the renderer draws them as icons, so a
 * misspelt token would print as plain text on the card. Every supported token is listed here and
 * in README "Add a card"; anything else in `[...]` or `` `symbol:...` `` is refused by the build.
 * No RegExp: this runs in Lua too.
 */
import { DIE_SYMBOLS } from "./dice";

/** `[name]` tokens: the raid key icon. */
export const BRACKET_TOKENS: readonly string[] = ["key"];
/** `` `symbol:name` `` tokens: the die symbols. */
export const SYMBOL_TOKENS: readonly string[] = DIE_SYMBOLS;

/** The first unknown token of a paragraph, as a problem, or undefined when all are supported. */
export function markupProblem(paragraph: string): string | undefined {
  let i = paragraph.indexOf("[");
  while (i >= 0) {
    const end = paragraph.indexOf("]", i + 1);
    const name = end < 0 ? paragraph.substring(i + 1) : paragraph.substring(i + 1, end);
    if (end < 0 || BRACKET_TOKENS.indexOf(name) < 0) {
      return `unknown token [${name}${end < 0 ? "" : "]"}; supported: ${BRACKET_TOKENS.map((t) => `[${t}]`).join(", ")}`;
    }
    i = paragraph.indexOf("[", end + 1);
  }
  let j = paragraph.indexOf("symbol:");
  while (j >= 0) {
    let k = j + 7;
    while (k < paragraph.length && paragraph.charAt(k) !== "`" && paragraph.charAt(k) !== " ") k += 1;
    const name = paragraph.substring(j + 7, k);
    if (SYMBOL_TOKENS.indexOf(name) < 0) {
      return `unknown token symbol:${name}; supported: ${SYMBOL_TOKENS.map((t) => `symbol:${t}`).join(", ")}`;
    }
    j = paragraph.indexOf("symbol:", k);
  }
  return undefined;
}
