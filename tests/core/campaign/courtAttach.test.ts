/** Attaching cards in the Court (BR p.27). */
import { attach, attachRefusal, attachTargets, removeAttached, removeFromCourt, securedCards } from "../../../src/core/campaign/courtAttach";
import type { AttachSlot } from "../../../src/core/campaign/courtAttach";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import { apply } from "../../../src/core/rules";
import { rolledPlaces } from "../../../src/core/campaign/crisesDice";
import { refusal } from "../game/helpers";
import { redLeadsToDeclare } from "./oathFixtures";

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

describe("attachCard: the attach a card's own text asks, decided by the core and logged with the Court row it was made on (BR p.27)", () => {
  // A campaign in play (three players), its Court row as the table reads it: slot 2 already holds an attached card.
  const start = () => redLeadsToDeclare("tycoon");
  const row = [{ card: "AID05" }, { card: "CC01", attached: "F216" }, { card: "CC02" }, {}, { card: "CC04" }];
  const rival = (s: GameState) => s.seats.find((c) => c !== s.initiative) as Colour;

  test("seed 003 F2206 Passage Storms 'When Drawn: The player with initiative attaches this to a card in the Court.': the initiative holder, above a card with no attached card; logged, nothing else changed", () => {
    const s = start();
    const c = { type: "attachCard", player: s.initiative, card: "F2206", slot: 2, row } as Command;
    const r = apply(s, c);
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.events.map((e) => e.text)).toEqual([`${s.initiative} attaches Passage Storms (F2206) to Court slot 3`]);
    const { events: _a, ...after } = r.value;
    const { events: _b, ...before } = s;
    expect(after).toEqual(before);
    expect(refusal(s, { ...c, player: rival(s) } as Command)).toBe(`Passage Storms (F2206): ${s.initiative} attaches it`);
    // Slot 2 (0-based 1) has an attached card, slot 4 (0-based 3) is empty: no attaching there while a free card is left.
    expect(refusal(s, { ...c, slot: 1 } as Command)).toBe("no attaching there (BR p.27)");
    expect(refusal(s, { ...c, slot: 3 } as Command)).toBe("no attaching there (BR p.27)");
    // Forced Attach: every card has one, so any card's slot.
    const full = row.map((x) => (x.card === undefined ? x : { ...x, attached: x.attached ?? "F999" }));
    expect(apply(s, { ...c, slot: 1, row: full } as Command).ok).toBe(true);
  });

  test("BR p.27 'Forced Attach: If you are forced to attach a card but you cannot fulfill all of the requirements to attach it, you still attach it, ignoring the fewest requirements to attach it.': above a card that has one already, said to all with what the row the core reads does not hold (one attached card per card)", () => {
    const s = start();
    const full = row.map((x) => (x.card === undefined ? x : { ...x, attached: x.attached ?? "F999" }));
    const r = apply(s, { type: "attachCard", player: s.initiative, card: "F2206", slot: 1, row: full } as Command);
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.events.map((e) => e.text)).toEqual([`${s.initiative} attaches Passage Storms (F2206) to Court slot 2 over Armistice (F216), Forced Attach (BR p.27): its Crisis, secure and removal are the players'`]);
  });

  test("seed 003 F513 Librarians 'Crisis: The player holding this card must attach it to a card in the Court.': only once the Crises were resolved, by the player whose play area holds it", () => {
    const s = start();
    const holder = rival(s);
    const c = { type: "attachCard", player: holder, card: "F513", slot: 0, row, playArea: ["F513"] } as Command;
    expect(refusal(s, c)).toBe("Librarians (F513): its holder attaches it in the Crises");
    const crises = { ...(s.campaign as CampaignState), lastCrises: { blight: [], court: [], fate: [{ player: holder, cards: [{ card: "F513", name: "Librarians", text: "" }] }], dice: rolledPlaces("arrow", 1) } };
    const after = { ...s, campaign: crises } as GameState;
    expect(apply(after, c).ok).toBe(true);
    expect(refusal(after, { ...c, playArea: [] } as Command)).toBe("Librarians (F513): its holder attaches it in the Crises");
    expect(refusal(after, { ...c, row: "slot 1" } as unknown as Command)).toBe("no attaching there (BR p.27)");
  });
});
