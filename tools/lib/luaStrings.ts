/**
 * fengari's `to_luastring` / `to_jsstring` (JS string <-> the UTF-8 bytes of a Lua string), giving the
 * same bytes and the same text, faster. fengari builds a string a character at a time (`str +=`) and
 * bytes through a JS array copied with `Uint8Array.from`: ~20 ns a character, so the fake's every
 * crossing (a saved state of tens of KB, every field name and value of every table handed across)
 * spent seconds per scenario suite there (a profile put 6-8% of a scenario suite's CPU in them).
 * Test infrastructure only: the build never runs fengari.
 *
 * Same results: a short ASCII string is converted in JS; anything else goes to V8's UTF-8 codec,
 * whose results equal fengari's for every well-formed input (the standard encoding, both ways). What
 * the standard refuses and fengari reads its own way (a lone surrogate in a JS string, which fengari
 * writes as three bytes; bytes that are not UTF-8, or a surrogate or overlong form fengari decodes;
 * a leading byte-order mark is kept, as fengari keeps it) goes to fengari's own function, which
 * gives its own text or throws its own error. `tests/tools/luaStrings.test.ts` checks both against
 * fengari's on random and hand-picked inputs.
 */
import "./fengariConf";
import { to_jsstring, to_luastring } from "fengari";

/** Below this length a JS loop beats a call into V8's codec. */
const SHORT = 24;
const SURROGATE = /[\uD800-\uDFFF]/;
const encoder = new TextEncoder();
// fatal: bytes that are not UTF-8 throw (fengari's to_jsstring then decides); ignoreBOM: keep a BOM as text.
const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** A JS string as a Lua string's bytes: fengari's `to_luastring(s)`. */
export function luaString(s: string): Uint8Array {
  const n = s.length;
  if (n <= SHORT) {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x80) return to_luastring(s);
      out[i] = c;
    }
    return out;
  }
  // A surrogate pair is well formed (both encode it as 4 bytes); a lone one is fengari's business.
  return SURROGATE.test(s) ? to_luastring(s) : encoder.encode(s);
}

/** A Lua string's bytes as a JS string: fengari's `to_jsstring(bytes)`. */
export function jsString(bytes: Uint8Array): string {
  const n = bytes.length;
  if (n <= SHORT) {
    let s = "";
    for (let i = 0; i < n; i++) {
      const c = bytes[i];
      if (c >= 0x80) return to_jsstring(bytes);
      s += String.fromCharCode(c);
    }
    return s;
  }
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return to_jsstring(bytes);
  }
  return text;
}
