/**
 * Which Guild cards' Prelude discards the card itself (courtPowers.ts discardsItself, read by the
 * Advocate's Act I objective F401B: "advance 3 each time you use the Prelude action of a Guild card
 * that discards itself", seed 003), held to the printed texts of every card whose Prelude the core
 * takes: the base Court (seed 003 BC01-BC31), the campaign Court and the Fate sets.
 */
import { COURT_CARDS } from "../../../src/core/data/court";
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { FATE_SETS } from "../../../src/core/data/campaign/fateSets";
import { courtPower, discardsItself } from "../../../src/core/powers/courtPowers";

/** Every card with a printed text, by id. */
const TEXTS: { id: string; text: readonly string[] }[] = [
  ...COURT_CARDS.map((c) => ({ id: c.id, text: c.text })),
  ...CAMPAIGN_COURT_CARDS.map((c) => ({ id: c.id, text: c.text })),
  ...FATE_SETS.flatMap((set) => set.map((c) => ({ id: c.id, text: c.text ?? [] }))),
];

/** The printed Prelude's own sentence (up to its first full stop) says "discard this". */
function printedDiscardsItself(text: readonly string[]): boolean {
  for (const p of text) {
    const at = p.indexOf("Prelude:");
    if (at < 0) continue;
    const first = p.slice(at).split(".")[0];
    if (/discard this\b/i.test(first)) return true;
  }
  return false;
}

describe("a Prelude that discards its card (seed 003 card texts)", () => {
  const withPrelude = TEXTS.filter((c) => courtPower(c.id)?.prelude !== undefined);

  test("the core's reading agrees with every printed Prelude it takes", () => {
    expect(withPrelude.length).toBeGreaterThan(30);
    const disagree = withPrelude.filter((c) => discardsItself(c.id) !== printedDiscardsItself(c.text)).map((c) => c.id);
    expect(disagree).toEqual([]);
  });

  test("the 3-ships cards (BC12-BC15), the Sycophants (F1102, F1702), Elder Broker and Lesser Regent (F121) do; Relic Fence, the Unions and the Liaisons do not", () => {
    for (const id of ["BC12", "BC13", "BC14", "BC15", "F1102", "F1702", "BC23", "F121", "BC17", "BC20"]) expect([id, discardsItself(id)]).toEqual([id, true]);
    for (const id of ["BC24", "BC04", "BC10", "F405", "F409", "BC01", "F402", "F403"]) expect([id, discardsItself(id)]).toEqual([id, false]);
  });
});
