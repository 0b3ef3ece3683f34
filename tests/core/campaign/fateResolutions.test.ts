/**
 * The Fates' Resolution cards done by the core at Intermission step A (src/core/campaign/fates/
 * resolutions.ts; BR p.28 step A, seed 003 F104 ... F1611): each side's table held to its card's
 * text, the booklet changes made for the holder, the cards moved listed for the table.
 */
import { FATES } from "../../../src/core/data/campaign/fates";
import { FATE_SETS } from "../../../src/core/data/campaign/fateSets";
import type { Command, GameState } from "../../../src/core/game/types";
import { gameStateProblems } from "../../../src/core/rules";
import { campaignCourtCards } from "../../../src/core/campaign/courtCards";
import { findInBooklet, rulesBookletOf } from "../../../src/core/campaign/booklet";
import { RESOLUTIONS, resolutionCardOf, resolutionSide } from "../../../src/core/campaign/fates/resolutions";
import type { CampaignState } from "../../../src/core/campaign/types";
import { run } from "../game/helpers";
import { atStepA } from "./resolutionFixtures";

const campaign = (s: GameState) => s.campaign as CampaignState;

/**
 * What a card's text leaves to the players: steps on tokens, markers, Flagships, the Court discard,
 * the lore deck, the Faithful stack, the log sheet, and cards chosen by a condition.
 */
const PLAYERS: RegExp[] = [
  /(?:^|\s)(?:If|Otherwise|For each)\b[^.]*\./g,
  /[^.]*(?:matching|the rest of|Court discard|left in their stack|at random|if you have it|Flagship|Hoard|Resolve the text|log sheet|Golem tokens|Portal token|Hammer tokens|Ideal markers|Witness tokens|Witnesses on the map|Banner tokens)[^.]*\./g,
  /,? and (?:any Monopoly cards \(13-17\) that players do not have|all Seat tokens that are not on the map|the Commonwealth Ambition marker|clear all your Outrage)/g,
  /all Clue tokens, /g,
];

type Parsed = { c: string[]; g: string[]; b: string[]; s: string[]; h: string[]; players?: string };

/** "2", "2-3", "1, 3": the steps left to the players as ResolutionSide's r says them. */
function stepsSaid(steps: number[], header: boolean): string | undefined {
  const run = steps.length > 1 && steps.every((n, i) => i === 0 || n === steps[i - 1] + 1);
  const said = steps.length === 0 ? "" : run ? `${steps[0]}-${steps[steps.length - 1]}` : steps.join(", ");
  if (header) return `${said} and the Ideals' record`;
  return said === "" ? undefined : said;
}

/** One side's text read step by step: each clause's verb and the cards it numbers; the steps with a part left to the players. */
function parseSide(set: number, text: string, header: boolean): Parsed {
  const out: Parsed = { c: [], g: [], b: [], s: [], h: [] };
  const left: number[] = [];
  // The numbered steps ("1. Add", "1, Add", "2 Add"); an unnumbered sentence belongs to the step before it.
  // (F507's "2. Add your Stone-Speakers (04) to the Court deck" ends without its period: a step number "3." closes it.)
  const parts = text.replace(/\*/g, "").replace(/\n/g, " ").replace(/([^.])\s(\d)\.\s/g, "$1. $2. ").split(/(?:^|(?<=[.:])\s*)\s*(\d)[.,]?\s+(?=[A-Z])/);
  for (let i = 1; i < parts.length; i += 2) {
    let t = parts[i + 1];
    for (const re of PLAYERS) {
      t = t.replace(re, (m) => {
        if (!left.includes(Number(parts[i]))) left.push(Number(parts[i]));
        return m.startsWith(" ") ? " " : "";
      });
    }
    readStep(set, t, out);
  }
  out.players = stepsSaid(left, header);
  return out;
}

function readStep(set: number, t: string, out: Parsed): void {
  const ids = (clause: string) => {
    const found: string[] = [];
    for (const m of clause.matchAll(/\((\d\d)(?:-(\d\d))?\)/g)) {
      const last = m[2] === undefined ? Number(m[1]) : Number(m[2]);
      for (let n = Number(m[1]); n <= last; n++) {
        const id = `F${set}${n < 10 ? "0" : ""}${n}`;
        // "2 Lesser Regents (20-22)" (F114): the Set holds F120 and F121 (F122A is the Act III setup).
        // "behind the Founder's next Resolution card (23)": the card they go behind is not moved.
        if (FATE_SETS[set - 1].some((c) => c.id === id && c.type !== "Resolution")) found.push(id);
      }
    }
    return found;
  };
  for (const sentence of t.split(/(?<=\.)\s+/)) {
    const booklet = /rules booklet/.test(sentence);
    for (const clause of sentence.trim().split(/, and (?=add )/)) {
      const named = ids(clause);
      if (named.length === 0) continue;
      if (/^Gain\b/.test(clause)) out.g.push(...named);
      else if (/^Scrap\b/.test(clause)) out.s.push(...named);
      else if (/^Place\b.*behind/.test(clause)) out.h.push(...named);
      else if (/^add\b.*Court deck/i.test(clause)) out.c.push(...named);
      else if (/^add\b/i.test(clause) && (booklet || /to it/.test(clause))) out.b.push(...named);
      else throw new Error(`unread step: ${clause}`);
    }
  }
}

function fromTable(card: string, completed: boolean): Parsed {
  const side = resolutionSide(card, completed);
  return { c: side.c, g: side.g, b: side.b, s: side.s, h: side.h, players: side.r };
}

const sorted = (p: Parsed) => ({ c: p.c.slice().sort(), g: p.g.slice().sort(), b: p.b.slice().sort(), s: p.s.slice().sort(), h: p.h.slice().sort(), players: p.players });

describe("the Resolution cards' tables (seed 003)", () => {
  test("seed 003 F104 ... F1611: every Resolution card has a table, each side's cards are its text's, and a side names the steps the table cannot see", () => {
    const cards: string[] = [];
    FATE_SETS.forEach((set, i) => {
      for (const card of set.filter((c) => c.type === "Resolution")) {
        cards.push(card.id);
        const both = RESOLUTIONS[card.id];
        expect({ card: card.id, hasTable: both !== undefined }).toEqual({ card: card.id, hasTable: true });
        const text = card.text.join("\n");
        const at = text.indexOf("If you failed your objective");
        const start = text.indexOf("If you completed your objective");
        // F824's "Record all Ideals on your log sheet." stands above both sides.
        const header = /log sheet/.test(text.slice(0, start));
        const done = parseSide(i + 1, text.slice(start + "If you completed your objective:".length, at), header);
        const failed = parseSide(i + 1, text.slice(at + "If you failed your objective:".length), header);
        expect({ card: card.id, side: "completed", ...sorted(fromTable(card.id, true)) }).toEqual({ card: card.id, side: "completed", ...sorted(done) });
        expect({ card: card.id, side: "failed", ...sorted(fromTable(card.id, false)) }).toEqual({ card: card.id, side: "failed", ...sorted(failed) });
      }
    });
    expect(Object.keys(RESOLUTIONS).sort()).toEqual(cards.slice().sort());
    expect(cards.length).toBe(24);
  });

  test("BR p.28 A: every card a Resolution adds to the Court deck is a Court card the campaign's Court reads (a Guild, Vox or Faithful card)", () => {
    for (const card of Object.keys(RESOLUTIONS)) {
      for (const completed of [true, false]) for (const id of fromTable(card, completed).c) expect({ id, court: campaignCourtCards(id) !== undefined }).toEqual({ id, court: true });
    }
  });

  test("BR p.28 A: the Resolution of a Fate's Set for the Act ending (an 'A' Fate: Act I's, then Act II's; a 'B' Fate: Act II's)", () => {
    expect(resolutionCardOf("FATE01", "I")).toBe("F104");
    expect(resolutionCardOf("FATE01", "II")).toBe("F114");
    expect(resolutionCardOf("FATE09", "II")).toBe("F904");
    expect(resolutionCardOf("FATE11", "II")).toBe("F1110");
    expect(resolutionCardOf("FATE17", "II")).toBeUndefined();
    for (const f of FATES.filter((x) => x.letter !== "C")) expect(RESOLUTIONS[resolutionCardOf(f.id, "II") as string]).toBeDefined();
  });
});

const step = (x: string) => ({ type: "intermission", step: x }) as Command;

describe("Intermission step A resolves the Resolution cards (BR p.28)", () => {
  test("F104 completed: Imperial Protectors joins the booklet, 3 cards go to the Court deck, Empire Falls and 2 Lesser Regents are scrapped; F704 failed: Use Imperial Foundries leaves the booklet", () => {
    const before = atStepA(["FATE01", "FATE07"], [0, 4]);
    expect(findInBooklet(rulesBookletOf(campaign(before)), "F703")).toBeDefined();
    const s = run(before, step("A"));
    const b = rulesBookletOf(campaign(s));
    expect(findInBooklet(b, "F108")).toBeDefined();
    expect(findInBooklet(b, "F703")).toBeUndefined();
    expect(campaign(s).resolutions).toEqual([
      { player: "Red", card: "F104", completed: true, court: ["F105", "F106", "F107"], gain: [], scrap: ["F109", "F110", "F111"] },
      { player: "Blue", card: "F704", completed: false, court: ["F708", "F709", "F710", "F711"], gain: [], scrap: ["F703", "F705", "F706", "F707"] },
    ]);
    const lines = s.events.map((e) => e.text);
    expect(lines).toContain("Red adds Imperial Protectors (F108) to the rules booklet, slot 1 of the Laws & Summit side: explain it to all (BR p.9)");
    expect(lines.some((l) => /^Blue scraps Use Imperial Foundries \(F703\) from the rules booklet/.test(l))).toBe(true);
    expect(lines).toContain("Red resolves Steward Act I Resolution (F104), completed (BR p.28): adds to the Court deck Council Intrigue (F105), Tax Collectors (F106) and Hunter Squads (F107); scraps Empire Falls (F109), Lesser Regent (F110) and Lesser Regent (F111)");
    // (The fixture empties the hands at each chapter's scoring: the action cards' count is not this test's.)
    expect(gameStateProblems(s).filter((p) => p.includes("resolutions"))).toEqual([]);
  });

  test("F104 failed: Dealmakers and the rest to the Court deck, nothing to the booklet; F203 completed: Book of Liberation gained, the Unions kept behind, nothing left to the players", () => {
    const s = run(atStepA(["FATE01", "FATE02"], [3, 0]), step("A"));
    expect(findInBooklet(rulesBookletOf(campaign(s)), "F108")).toBeUndefined();
    expect(campaign(s).resolutions).toEqual([
      { player: "Red", card: "F104", completed: false, court: ["F109", "F110", "F111", "F103"], gain: [], scrap: ["F105", "F106", "F107", "F108"] },
      { player: "Blue", card: "F203", completed: true, court: ["F205", "F206", "F207"], gain: ["F204"], scrap: [] },
    ]);
    const blue = s.events.map((e) => e.text).find((t) => t.startsWith("Blue resolves")) as string;
    expect(blue).toContain("keeps behind the next Resolution card Construction Union (F208), Construction Union (F209), Admin Union (F210) and Admin Union (F211)");
    expect(blue).not.toContain("the players'");
  });

  test("F507 (seed 003): steps 2-3 (the Golems, the lore) are named as the players'", () => {
    const s = run(atStepA(["FATE05", "FATE01"], [0, 0]), step("A"));
    const red = s.events.map((e) => e.text).find((t) => t.startsWith("Red resolves")) as string;
    expect(red).toContain("step 2-3: the players'");
    expect(campaign(s).resolutions?.[0]).toEqual({ player: "Red", card: "F507", completed: true, court: ["F508", "F509", "F510", "F511"], gain: [], scrap: ["F502"] });
  });

  test("the state check refuses a Resolution entry that is not one", () => {
    const s = run(atStepA(["FATE01", "FATE02"], [0, 0]), step("A"));
    const bad = { ...s, campaign: { ...campaign(s), resolutions: [{ player: "Green", card: "F101A", completed: "yes", court: ["X"], gain: [], scrap: 3 }] } } as unknown as GameState;
    const paths = gameStateProblems(bad).map((p) => p.split(":")[0]);
    for (const at of ["player", "card", "completed", "court", "scrap"]) expect(paths.some((p) => p.includes(`campaign.resolutions[0].${at}`))).toBe(true);
  });
});
