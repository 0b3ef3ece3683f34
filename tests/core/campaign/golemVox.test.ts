/**
 * The Caretaker's Golem Vox cards (seed 003): the Unstable Golems F508-F511 ("When Secured: Flip the
 * <Golem> to Awake and take it. Discard this card.") and Golem Worship F517-F519 ("When Secured: Take
 * any Golem and flip it to Awake. Discard this card."). Base p.13: a Vox card's When Secured is
 * resolved before the refill, by its securer. The table's Golem tokens are alike, so the securer
 * names the token (its GUID, the answer's `golem`) and the table moves it (tts/campaign/golems.ts,
 * docs/rules-decisions-campaign.md); the core waits for the answer, then discards the card.
 */
import { apply } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { SecureState } from "../../../src/core/court/machine";
import type { TableState } from "../../../src/core/court/types";
import { campaignBattleState } from "../../../tools/bench/campaignBattleScenario";
import { campaignTable, secureCommand } from "./campaignCourtCards";
import { campaignCourtCards } from "../../../src/core/campaign/courtCards";
import { FATE_SETS } from "../../../src/core/data/campaign/fateSets";

const fateText = (id: string) => FATE_SETS.flatMap((s) => s).find((c) => c.id === id)!.text;

function run(s: GameState, c: Command): GameState {
  const r = apply(s, c);
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/** Red secures the card of slot 2 (Red's agent on it), from a campaign Court row. */
function secureVox(card: string): { s: GameState; t: TableState } {
  const court = campaignTable([{ card: "CC01", agents: {} }, { card, agents: { Red: 1, Blue: 0 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  const s = run(campaignBattleState(), secureCommand(1, court));
  const sec = s.secure as SecureState;
  if (sec.last.kind !== "secured") throw new Error("not secured");
  return { s, t: sec.last.outcome.table };
}

function answer(s: GameState, t: TableState, a: object, player = "Red"): ReturnType<typeof apply> {
  return apply(s, { type: "court", player, action: { kind: "answer", answer: a, court: t } } as Command);
}

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
      const { s, t } = secureVox(id);
      const sec = s.secure as SecureState;
      expect(sec.step).toBe("whenSecured");
      expect(sec.prompt).toBe("take a Golem, flipped Awake");
      expect(t.court.discard).toEqual([]);
      expect(t.pending).toEqual({ card: id, colour: "Red", slot: 1, prompt: "take a Golem, flipped Awake" });
      const blue = answer(s, t, { golem: "a1b2c3" }, "Blue");
      expect(!blue.ok && blue.reason).toContain("makes this choice, not you");
      // No Golem held by anyone: the table offers the discard alone ({}), the core takes either.
      for (const a of [{ golem: "a1b2c3" }, {}]) {
        const r = answer(s, t, a);
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
