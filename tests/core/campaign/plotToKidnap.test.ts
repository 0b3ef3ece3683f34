/**
 * The Believer's Plot to Kidnap F817 (seed 003): "**When Secured:** Search the action discard pile,
 * draw the Faithful action card of highest number, then shuffle it. Discard Plot to Kidnap." Base
 * p.13: a Vox card's When Secured is resolved by its securer, before the refill. The answer carries
 * the pile's order after the shuffle (the table shuffles); the core checks it holds the pile less its
 * highest Faithful card, draws that card into the securer's hand unnamed, and the card is discarded
 * (src/core/campaign/crisesVox.ts). The Faithful cards F804-F812 are numbered 1-9 (F801A step 2).
 */
import type { GameState } from "../../../src/core/game/types";
import type { SecureState } from "../../../src/core/court/machine";
import { fateText, securedVox, voxAnswer } from "./campaignCourtCards";
import { campaignCourtCards } from "../../../src/core/campaign/courtCards";
import { checkInvariants } from "../../../src/core/game/invariants";
import { apply, seatCommand } from "../../../src/core/rules";
import { crisesDueCampaign } from "./fixtures";

/** Red has secured Plot to Kidnap; the action discard holds `faithful` (top first) above its own cards. */
function kidnapping(faithful: string[]): { s: GameState; t: ReturnType<typeof securedVox>["t"]; base: string[] } {
  const { s, t } = securedVox("F817");
  const base = s.discard.slice();
  const staged: GameState = { ...s, discard: faithful.concat(base), actionCards: s.actionCards.concat(faithful) };
  return { s: staged, t, base };
}
const hand = (s: GameState, c: string) => s.players.find((p) => p.colour === c)!.hand;

describe("seed 003 F817 Plot to Kidnap, When Secured", () => {
  test("the text: search the action discard, draw its highest Faithful card, shuffle it; the card discarded", () => {
    expect(fateText("F817")).toContain("**When Secured:** Search the action discard pile, draw the Faithful action card of highest number, then shuffle it. Discard Plot to Kidnap.");
    expect(campaignCourtCards("F817")).toEqual({ kind: "vox", whenSecuredTo: "discard", whenSecured: "plotToKidnap" });
  });

  test("base p.13: it waits for its securer; Blue cannot answer; Red draws Faithful 7 (the highest of 3, 7, 5), the pile takes the table's order, the card goes to the Court discard; nothing names the card", () => {
    const { s, t, base } = kidnapping(["F806", "F810", "F808"]);
    expect((s.secure as SecureState).prompt).toBe("draw the discard's highest Faithful card; shuffle it");
    const discardOrder = ["F808"].concat(base.slice().reverse(), ["F806"]);
    const blue = voxAnswer(s, t, { discardOrder }, "Blue");
    expect(!blue.ok && blue.reason).toContain("makes this choice, not you");
    const r = voxAnswer(s, t, { discardOrder });
    if (!r.ok) throw new Error(r.reason);
    expect(hand(r.value, "Red")).toEqual(hand(s, "Red").concat(["F810"]));
    expect(r.value.discard).toEqual(discardOrder);
    expect(checkInvariants(r.value)).toEqual([]);
    const said = r.value.events[r.value.events.length - 1].text;
    expect(said).toBe("Plot to Kidnap: Red searches and shuffles the action discard pile");
    const last = (r.value.secure as SecureState).last;
    if (last.kind !== "answered") throw new Error("not answered");
    expect(last.table.court.discard).toEqual(["F817"]);
    // Hidden: the pile's new order is Red's alone in the log a seat sees.
    const cmd = { type: "court", player: "Red", action: { kind: "answer", answer: { discardOrder }, court: t } } as never;
    expect(JSON.stringify(seatCommand(cmd, "Blue"))).not.toContain("F808");
    expect(JSON.stringify(seatCommand(cmd, "Red"))).toContain("F808");
  });

  test("no Faithful card in the pile: nothing is drawn, the pile is still shuffled", () => {
    const { s, t, base } = kidnapping([]);
    const r = voxAnswer(s, t, { discardOrder: base.slice().reverse() });
    if (!r.ok) throw new Error(r.reason);
    expect(hand(r.value, "Red")).toEqual(hand(s, "Red"));
    expect(r.value.discard).toEqual(base.slice().reverse());
    expect(r.value.events[r.value.events.length - 1].text).toBe("Plot to Kidnap: Red searches and shuffles the action discard pile");
  });

  test("refused, the state untouched: no order, the highest Faithful card left in it, a card missing or added", () => {
    const { s, t, base } = kidnapping(["F812", "F804"]);
    const json = JSON.stringify(s);
    const n = base.length + 1;
    const why = `Plot to Kidnap: shuffle the action discard pile's ${n} cards`;
    for (const a of [{}, { discardOrder: ["F812", "F804"].concat(base) }, { discardOrder: base }, { discardOrder: ["F804", "F805"].concat(base) }]) {
      const r = voxAnswer(s, t, a);
      expect(!r.ok && r.reason).toBe(why);
    }
    expect(JSON.stringify(s)).toBe(json);
  });
});

describe("seed 003 F817 Plot to Kidnap, Crisis (BR p.18: Court Crises left to right)", () => {
  test("the text; each player discards their highest-number Faithful card onto the action discard, unnamed; a player with none discards nothing; the attach is told", () => {
    expect(fateText("F817")).toContain("**Crisis:** Attach The Young Light or The Prophet here. Each player discards their highest-number Faithful action card.");
    const s = crisesDueCampaign();
    // Red's first card to the discard for two Faithful cards (a hand holds 6 outside a round, p.19).
    const red = hand(s, "Red");
    const staged: GameState = {
      ...s,
      players: s.players.map((p) => (p.colour === "Red" ? { ...p, hand: red.slice(1).concat(["F806", "F811"]) } : p.colour === "Blue" ? { ...p, hand: p.hand.concat(["F804"]) } : p)),
      discard: [red[0]].concat(s.discard),
      actionCards: s.actionCards.concat(["F806", "F811", "F804"]),
    };
    const r = apply(staged, { type: "resolveCrises", map: { systems: [] }, court: [{ card: "F817" }] } as never);
    if (!r.ok) throw new Error(r.reason);
    const after = r.value;
    expect(hand(after, "Red")).toEqual(hand(staged, "Red").filter((id) => id !== "F811"));
    expect(hand(after, "Blue")).toEqual(hand(staged, "Blue").filter((id) => id !== "F804"));
    expect(hand(after, "Yellow")).toEqual(hand(staged, "Yellow"));
    expect(after.discard.slice(0, 2).sort()).toEqual(["F804", "F811"]);
    expect(after.discard.slice(2)).toEqual(staged.discard);
    expect(checkInvariants(after)).toEqual([]);
    const said = after.events.map((e) => e.text).find((t) => t.startsWith("Plot to Kidnap"));
    expect(said).toBe("Plot to Kidnap: attach The Young Light or The Prophet; 2 Faithful card(s) discarded");
    // The state before is untouched.
    expect(hand(staged, "Red")).toContain("F811");
  });
});
