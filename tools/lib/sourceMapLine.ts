/**
 * Where a line of a bundle came from: the first mapped segment of that generated line in a source
 * map (version 3, base64 VLQ `mappings`), as `file:line`. Used only to name the TypeScript line in a
 * refusal of the build, so a plain decoder is enough.
 */
const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function decodeVlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = BASE64.indexOf(ch);
    if (digit < 0) return out;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** `sources[i]:line` (1-based) of generated line `line` (1-based), or undefined when unmapped. */
export function originalLine(mapText: string, line: number): string | undefined {
  const map = JSON.parse(mapText) as { sources: string[]; mappings: string };
  let source = 0;
  let origLine = 0;
  const lines = map.mappings.split(";");
  for (let i = 0; i < lines.length && i < line; i++) {
    let found: string | undefined;
    for (const seg of lines[i].split(",")) {
      if (seg === "") continue;
      const f = decodeVlq(seg);
      if (f.length < 4) continue;
      source += f[1];
      origLine += f[2];
      if (i === line - 1 && found === undefined) found = `${map.sources[source]}:${origLine + 1}`;
    }
    if (found !== undefined) return found;
  }
  return undefined;
}
