/**
 * A fingerprint of Global's panels' XML, "<bytes>:<sum>", written by the build into the self-check
 * kit's memo (`$memo: "global-ui-check"`, tools/lib/memos.ts) and compared by the kit with the table
 * object's memo as TTS kept it (panelsMemo.ts), so the kit's script need not hold the XML itself.
 * Pure: `text` is read a byte per character (a Lua string is bytes; the build hands it the UTF-8
 * bytes as a latin1 string), so the kit in TTS and the build in Node agree.
 */
export function panelsCheck(text: string): string {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum = (sum * 31 + text.charCodeAt(i)) % 1000003;
  return `${text.length}:${sum}`;
}
