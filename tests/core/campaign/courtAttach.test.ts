/** Attaching cards in the Court (BR p.27). */
import { attach, attachRefusal, attachTargets, removeAttached, removeFromCourt, securedCards } from "../../../src/core/campaign/courtAttach";
import type { AttachSlot } from "../../../src/core/campaign/courtAttach";

const row: AttachSlot[] = [
  { card: "AID01", agents: {} },
  { card: "CC14", agents: { Red: 2, Blue: 1 } },
  { card: "CC03", agents: {}, attached: "CC12" },
  { agents: {} },
];

test("BR p.27: attach above a card in the Court with no attached card (the Imperial Council too, BR p.14)", () => {
  expect(attachRefusal(row, "F205", 0)).toBeUndefined();
  expect(attach(row, "F205", 0)[0]).toEqual({ card: "AID01", agents: {}, attached: "F205" });
  expect(attachRefusal(row, "F205", 2)).toBe("CC03 already has an attached card: attach it to a card without one (BR p.27)");
  expect(attachRefusal(row, "F205", 3)).toBe("that Court slot is empty: attach it to a card in the Court");
  expect(attachRefusal(row, "F205", 4)).toBe("attach it to a card in the Court");
  expect(attachRefusal(row, "CC12", 1)).toBe("CC12 is already in the Court");
  // The input row is never changed.
  expect(row[0].attached).toBeUndefined();
});

test("BR p.27: securing a card also secures its attached card", () => {
  expect(securedCards(row, 2)).toEqual(["CC03", "CC12"]);
  expect(securedCards(row, 1)).toEqual(["CC14"]);
  expect(securedCards(row, 3)).toEqual([]);
});

test("BR p.27: a removed card's attached card slides into its slot with its agents; without one the agents return and the Court refills", () => {
  const withAttached = attach(row, "CC11", 1);
  const slid = removeFromCourt(withAttached, 1);
  expect(slid.row[1]).toEqual({ card: "CC11", agents: { Red: 2, Blue: 1 } });
  expect(slid).toMatchObject({ removed: "CC14", refill: false, agentsReturned: {} });
  const plain = removeFromCourt(row, 1);
  expect(plain.row[1]).toEqual({ agents: {} });
  expect(plain).toMatchObject({ removed: "CC14", refill: true, agentsReturned: { Red: 2, Blue: 1 } });
  // Removing an attached card leaves the card below it as it was.
  expect(removeAttached(row, 2)[2]).toEqual({ card: "CC03", agents: {} });
});

test("BR p.27 for the cards that must be attached (seed 003: F2206 Passage Storms 'When Drawn: The player with initiative attaches this to a card in the Court.', F513 Librarians, F1602 Claims of Nobility): above a Court card with no attached card; with none, Forced Attach ('ignoring the fewest requirements') above any card", () => {
  expect(attachTargets(row)).toEqual({ to: [0, 1] });
  // Passage Storms drawn into slot 2 leaves it: the table asks with its own slot emptied.
  expect(attachTargets([{ card: "AID01", attached: "CC11" }, {}, { card: "CC14" }])).toEqual({ to: [2] });
  expect(attachTargets([{ card: "AID01", attached: "CC11" }, {}, { card: "CC14", attached: "CC12" }])).toEqual({ to: [0, 2], forced: true });
  // An empty Court: nothing to attach to (the card stays where it is).
  expect(attachTargets([{}, {}])).toEqual({ to: [] });
});
