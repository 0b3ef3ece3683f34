/**
 * The Caretaker's Golem Vox cards (seed 003): the Unstable Golems F508-F511 ("When Secured: Flip the
 * <Golem> to Awake and take it. Discard this card.") and Golem Worship F517-F519 ("When Secured: Take
 * any Golem and flip it to Awake. Discard this card."). Base p.13: a Vox card's When Secured is
 * resolved before the refill, by its securer. The table's Golem tokens are alike, so the securer
 * names the token (its GUID, the answer's `golem`) and the table moves it (tts/campaign/golems.ts,
 * docs/rules-decisions-campaign.md); the core waits for the answer, then discards the card.
 */
import type { SecureState } from "../../../src/core/court/machine";
import { fateText, securedVox, voxAnswer } from "./campaignCourtCards";
import { campaignCourtCards } from "../../../src/core/campaign/courtCards";

const UNSTABLE: [string, string][] = [
  ["F508", "Harvester"],
  ["F509", "Seeker"],
  ["F510", "Protector"],
  ["F511", "Warrior"],
];

describe("seed 003 F508-F511 Unstable Golems and F517-F519 Golem Worship, When Secured", () => {
  test("the texts: the Unstable card's own Golem, flipped Awake and taken; Golem Worship's any Golem; both discarded", () => {
    for (const [id, golem] of UNSTABLE) expect(fateText(id)).toContain(`**When Secured:** Flip the ${golem} to Awake and take it. Discard this card.`);
    for (const id of ["F517", "F518", "F519"]) expect(fateText(id)).toContain("**When Secured:** Take any Golem and flip it to Awake. Discard this card.");
  });

  test("base p.13: secured, each waits for its securer's Golem (the table moves it); Blue cannot answer; answered, the card is discarded and the slot refills", () => {
    for (const id of ["F508", "F509", "F510", "F511", "F517", "F518", "F519"]) {
      expect(campaignCourtCards(id)).toEqual({ kind: "vox", whenSecuredTo: "discard", whenSecured: "takeGolem" });
      const { s, t } = securedVox(id);
      const sec = s.secure as SecureState;
      expect(sec.step).toBe("whenSecured");
      expect(sec.prompt).toBe("take a Golem, flipped Awake");
      expect(t.court.discard).toEqual([]);
      expect(t.pending).toEqual({ card: id, colour: "Red", slot: 1, prompt: "take a Golem, flipped Awake" });
      const blue = voxAnswer(s, t, { golem: "a1b2c3" }, "Blue");
      expect(!blue.ok && blue.reason).toContain("makes this choice, not you");
      // No Golem held by anyone: the table offers the discard alone ({}), the core takes either.
      for (const a of [{ golem: "a1b2c3" }, {}]) {
        const r = voxAnswer(s, t, a);
        if (!r.ok) throw new Error(r.reason);
        const last = (r.value.secure as SecureState).last;
        if (last.kind !== "answered") throw new Error("not answered");
        expect(last.effects).toEqual([]);
        expect(last.table.court.discard).toEqual([id]);
        expect(last.table.court.row[1]).toEqual({ card: "CC05", agents: {} });
      }
    }
  });
});
