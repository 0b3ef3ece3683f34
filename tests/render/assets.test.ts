/** The renderer draws from the sources in assets/ (issue "feature rooms", item 5): palette and font list. */
import * as fs from "node:fs";
import * as path from "node:path";
import { AMBITION_COLOUR, INK, PLAYER_COLOUR, RESOURCE_COLOUR, SUIT_COLOUR, VOX_COLOUR } from "../../tools/render/palette";
import { fontFile } from "../../tools/render/fonts";
import { REPO_ROOT } from "../../tools/lib/repo";

const read = (f: string) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "assets", f), "utf8"));

test("every palette colour comes from assets/palette.json", () => {
  const p = read("palette.json");
  expect(INK).toEqual(p.ink);
  expect(SUIT_COLOUR).toEqual(p.suit);
  expect(RESOURCE_COLOUR).toEqual(p.resource);
  expect(AMBITION_COLOUR).toEqual(p.ambition);
  expect(PLAYER_COLOUR).toEqual(p.player);
  expect(VOX_COLOUR).toBe(p.vox);
});

test("every font style named in assets/fonts.json resolves to a TTF shipped through npm", () => {
  const f = read("fonts.json");
  for (const style of Object.keys(f.fonts)) {
    const file = fontFile(style as never);
    expect(file.endsWith(f.fonts[style][1])).toBe(true);
    expect(fs.existsSync(file)).toBe(true);
  }
});
