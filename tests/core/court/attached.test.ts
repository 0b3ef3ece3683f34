/**
 * Attached cards in the `court` command (BR p.27 "Attaching Cards"): one attachment per card (the slot
 * holds one), securing a card secures its attached card too, and the snapshot's attachments are checked.
 * The base game never shows one, so base secures are unchanged (the rest of tests/core/court).
 */
import { secure } from "../../../src/core/court/court";
import { apply } from "../../../src/core/rules";
import type { Command } from "../../../src/core/game/types";
import { gameInPlay, run } from "../../../tools/bench/courtScoringHandlers";
import { tableWith } from "./fixtures";

const seats = ["Red", "Blue", "Yellow"] as const;

test("BR p.27: securing a card also secures its attached Guild card; the slot refills once", () => {
  const t = tableWith(seats.slice(), [{ card: "BC02", agents: { Red: 2, Blue: 1 }, attached: "BC13" }, { card: "BC11", agents: {} }, { card: "BC26", agents: {} }]);
  const r = secure(t, "Red", 0);
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  expect(r.value.card).toBe("BC02");
  expect(r.value.attached).toBe("BC13");
  expect(r.value.table.players[0].guildCards).toEqual(["BC02", "BC13"]);
  expect(r.value.taken).toEqual({ Blue: 1 });
  // Both cards left the slot: it refills from the deck with no attached card.
  expect(r.value.table.court.row[0].card).toBe(t.court.deck[0]);
  expect(r.value.table.court.row[0].attached).toBeUndefined();
  expect(r.value.table.court.row[1]).toEqual({ card: "BC11", agents: {} });
});

test("BR p.27: an attached Vox card is secured too; its When Secured is resolved at the table, in either order", () => {
  const t = tableWith(seats.slice(), [{ card: "BC02", agents: { Blue: 1 }, attached: "BC31" }, { card: "BC11", agents: {} }, { card: "BC13", agents: {} }]);
  const r = secure(t, "Blue", 0);
  expect(r.ok && r.value.effects).toEqual([{ kind: "resolveAttached", colour: "Blue", card: "BC31" }]);
  expect(r.ok && r.value.table.players[1].guildCards).toEqual(["BC02"]);
});

test("BR p.27: an attached card sits above a card in the Court and is not shown twice", () => {
  const empty = tableWith(seats.slice(), [{ agents: {}, attached: "BC13" }, { card: "BC11", agents: { Red: 1 } }, { card: "BC02", agents: {} }]);
  expect(secure(empty, "Red", 1)).toEqual({ ok: false, reason: "Court slot 1 is empty: an attached card sits on a Court card (BR p.27)" });
  const twice = tableWith(seats.slice(), [{ card: "BC02", agents: {}, attached: "BC11" }, { card: "BC11", agents: { Red: 1 } }, { card: "BC13", agents: {} }]);
  expect(secure(twice, "Red", 1)).toEqual({ ok: false, reason: "Arms Union (BC11, Weapon Guild) is shown twice in the Court" });
});

test("BR p.27 through the court command: the secure step records the attached card and the input state stays untouched", () => {
  let s = run(gameInPlay(seats.slice()), { type: "lead", player: "Red", card: "aggression-2" });
  const court = tableWith(seats.slice(), [{ card: "BC02", agents: { Red: 1 }, attached: "BC13" }, { card: "BC11", agents: {} }, { card: "BC26", agents: {} }]);
  const before = JSON.stringify(s);
  const r = apply(s, { type: "court", player: "Red", action: { kind: "secure", slot: 0, court } } as Command);
  expect(JSON.stringify(s)).toBe(before);
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  s = r.value;
  const last = s.secure?.last;
  expect(last?.kind === "secured" && last.outcome.attached).toBe("BC13");
  expect(last?.kind === "secured" && last.outcome.table.players[0].guildCards).toEqual(["BC02", "BC13"]);
});
