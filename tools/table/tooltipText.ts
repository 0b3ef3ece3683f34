/**
 * A card text as a tooltip shows it (TTS's `Description`: plain text). The data's markup is for the
 * card faces (src/core/data/markup.ts, tools/render/campaign.ts): `**bold**` and `*italic*`,
 * `--` (an em dash), the icon tokens `[key]` and `` `symbol:<die symbol>` ``, and the campaign's
 * `[clock]` (the objective track), `[arrow]` / `[hex]` / `[moon]` (the event die's planet
 * symbols), `[crisis]` / `[edict]` (its event symbols) and `[hit]`. Here each icon becomes words,
 * a run of the same icon or a number before it a count ("4 keys", "3 hits"), so no tooltip shows
 * markup (tests/table/tooltips.test.ts checks every tooltip of the built save).
 */

/** The words of an icon: singular and plural. */
const ICON_WORDS: Record<string, [string, string]> = {
  key: ["key", "keys"],
  hit: ["hit", "hits"],
  intercept: ["intercept", "intercepts"],
  self: ["self-hit", "self-hits"],
  building: ["building hit", "building hits"],
  arrow: ["Arrow", "Arrows"],
  hex: ["Hex", "Hexes"],
  moon: ["Crescent", "Crescents"],
  crescent: ["Crescent", "Crescents"],
  crisis: ["Crisis", "Crises"],
  edict: ["Edict", "Edicts"],
};

function words(name: string): [string, string] {
  return ICON_WORDS[name] ?? [name, name];
}

/** "<n> <icon's word>", singular for 1. */
function counted(name: string, n: number): string {
  return `${n} ${words(name)[n === 1 ? 0 : 1]}`;
}

/** `[name]` or `` `symbol:name` `` (backquotes optional), as one pattern: group 1 or 2 is the name. */
const ICON = String.raw`(?:\[([a-z]+)\]|` + "`?" + String.raw`symbol:([a-z]+)` + "`?" + ")";

export function tooltipText(text: string): string {
  return (
    text
      // the objective track: "advance [clock]1", "advance [clock] 2", "advance 1 [clock]"
      .replace(/\[clock\]\s*(\d+)/g, (_m, n: string) => `${n} on the objective track`)
      .replace(/(\d+)\s*\[clock\]/g, (_m, n: string) => `${n} on the objective track`)
      .replace(/\[clock\]/g, "on the objective track")
      // an icon, or a run of icons ("`symbol:key` `symbol:key`"), maybe after a number ("3[hit]")
      .replace(new RegExp(`(\\d+ ?)?${ICON}(?: ?${ICON})*`, "g"), (run: string, count: string | undefined) => {
        const names = [...run.matchAll(new RegExp(ICON, "g"))].map((m) => m[1] ?? m[2]);
        if (names.some((n) => n !== names[0])) return (count ?? "") + names.map((n) => words(n)[0]).join(" ");
        if (count === undefined && names.length === 1) return words(names[0])[0];
        return counted(names[0], (count === undefined ? 1 : Number(count.trim())) * names.length);
      })
      .replace(/--/g, "\u2014")
      .replace(/\*+/g, "")
  );
}
