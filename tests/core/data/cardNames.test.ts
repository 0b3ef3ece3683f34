/**
 * Card names as printed (issue 29 item 8): every named card of src/core/data against every mention
 * of it in the seeds' card reference (seed 003): its heading "## <name> (ID: ARCS-<id>)" and, inside
 * a Fate Set, each "<name> (NN)" naming card NN of the same set ("Gain Golem Beacon (02), Golem
 * Hearth (03), ..."). Where the heading disagrees with the other mentions, they win (a typo of the
 * heading): such headings are listed below with the mentions that outvote them, and checked too.
 */
import * as fs from "node:fs";
import * as path from "node:path";
import { baseCourt, baseLeaders, baseLore } from "../../support/baseGame";
import { AID_CARDS, CAMPAIGN_COURT_CARDS, FATES, FATE_SETS } from "../../../src/core/data/campaign/index";

const SEEDS = "/work/shared/seeds";
const REFERENCE = fs.existsSync(SEEDS) ? fs.readdirSync(SEEDS).find((f) => f.startsWith("003_")) : undefined;
/** The lines of seed 003 this test reads, kept in the repository for a clone without the seeds. */
const FIXTURE = path.join(__dirname, "fixtures", "seed003-card-mentions.txt");

/** The card headings of seed 003, and the lines of Fate Set cards that name a card by its number. */
function mentionLines(all: readonly string[]): string[] {
  const out: string[] = [];
  let inSet = false;
  for (const l of all) {
    if (/^## /.test(l)) inSet = /^## .+ \(ID: ARCS-F\d{3,4}[AB]?\)\s*$/.test(l);
    if (/^## .+ \(ID: ARCS-[A-Z0-9]+\)\s*$/.test(l) || (inSet && /\(\d\d\)/.test(l))) out.push(l.replace(/\s+$/, ""));
  }
  return out;
}

/** Headings of seed 003 that misprint a name the card's other mentions agree on: id -> the heading's spelling. */
const HEADING_TYPOS: { [id: string]: string } = {
  // "Gain Golem Beacon (02)" (F501A) and "Scrap your Golem Beacon (02)" (F507, F5xx resolutions).
  F502: "Golm Beacon",
  // The heading's only mention ends in a stray quote; every other Setup card is "<Fate> Act <n> Setup".
  F212A: "Founder Act II Setup'",
};

interface Named {
  id: string;
  name: string;
  type?: string;
}

// The printed cards: the box's base cards (a modder's appended cards are not in the seeds: README
// "Modding: add a card"), and every campaign card.
const CARDS: Named[] = [
  ...baseCourt(), ...baseLore(), ...baseLeaders(), ...FATES, ...CAMPAIGN_COURT_CARDS, ...AID_CARDS, ...FATE_SETS.flat(),
].map((c) => ({ id: c.id, name: c.name, type: (c as { type?: string }).type }));

/** Event cards are named by kind in the data ("Event") and have no heading of their own in seed 003. */
const NO_HEADING = ["EVENT1", "EVENT2", "EVENT3"];

describe("card names as printed, against seed 003 (issue 29 item 8)", () => {
  const kept = fs.readFileSync(FIXTURE, "utf8").split("\n").filter((l) => l !== "");
  const lines = REFERENCE === undefined ? kept : mentionLines(fs.readFileSync(path.join(SEEDS, REFERENCE), "utf8").split("\n"));

  test("the kept lines are seed 003's (where the seeds are on this machine)", () => {
    expect(kept).toEqual(lines);
    expect(kept.length).toBeGreaterThan(500);
  });

  const headings = new Map<string, string[]>();
  for (const l of lines) {
    const m = /^## (.+) \(ID: ARCS-([A-Z0-9]+)\)\s*$/.exec(l);
    if (m !== null) headings.set(m[2], (headings.get(m[2]) ?? []).concat([m[1]]));
  }

  test("every card's name is its heading's, but for the listed misprinted headings", () => {
    const wrong: string[] = [];
    for (const c of CARDS) {
      if (NO_HEADING.includes(c.id)) continue;
      const h = headings.get(c.id) ?? [];
      const expected = HEADING_TYPOS[c.id] ?? c.name;
      if (h.length === 0) wrong.push(`${c.id} "${c.name}": no heading in seed 003`);
      else if (!h.includes(expected)) wrong.push(`${c.id} "${c.name}": the heading says ${JSON.stringify(h)}`);
    }
    expect(wrong).toEqual([]);
    // The list is of real disagreements only: each listed heading differs from the data's name.
    for (const id of Object.keys(HEADING_TYPOS)) expect(CARDS.find((c) => c.id === id)?.name).not.toBe(HEADING_TYPOS[id]);
  });

  test("every mention 'Name (NN)' inside a Fate Set names card NN by its data name (either side), or by its type ('the Founder's next Resolution card (23)')", () => {
    const byId = new Map<string, Named[]>();
    for (const c of CARDS) {
      const base = c.id.replace(/[AB]$/, "");
      byId.set(base, (byId.get(base) ?? []).concat([c]));
    }
    const wrong: string[] = [];
    let mentions = 0;
    let set: string | undefined;
    for (const l of lines) {
      const card = /^## .+ \(ID: ARCS-F(\d{1,2})\d\d[AB]?\)\s*$/.exec(l);
      if (card !== null) set = card[1];
      else if (/^## /.test(l)) set = undefined;
      if (set === undefined) continue;
      const re = /\((\d\d)\)/g;
      let from = 0;
      let k: RegExpExecArray | null;
      while ((k = re.exec(l)) !== null) {
        const window = l.slice(Math.max(from, k.index - 80), k.index).replace(/[*_`]/g, "").toLowerCase();
        from = k.index + k[0].length;
        const named = byId.get(`F${set}${k[1]}`) ?? [];
        mentions++;
        const ok = named.some((c) => window.includes(c.name.toLowerCase()) || (c.type !== undefined && window.includes(c.type.toLowerCase())));
        if (!ok) wrong.push(`F${set}${k[1]} ${JSON.stringify(named.map((c) => c.name))}: ${l.slice(Math.max(0, k.index - 80), k.index + 4)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(mentions).toBeGreaterThan(50);
  });
});
