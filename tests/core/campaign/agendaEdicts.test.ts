/**
 * Issue 35: the Fate edicts on the Court and the ambitions that the core resolves at Edict done
 * (src/core/campaign/fates/fateEdicts.ts, edicts.ts; BR p.20: the rules booklet's edicts resolve in
 * their slot's turn in the Edicts). Card texts, seed 003:
 * - F619 Guilds Decry Terror: "If Diplomatic Fiasco is not in the Court, search the Court deck for it,
 *   attach it to the Imperial Council card, and flip the Imperial Council to its In Session side."
 *   BR p.27: "If you are prompted to attach a card, place above a card in the Court that does not have
 *   an attached card"; "Forced Attach: ... you still attach it, ignoring the fewest requirements".
 *   BR p.14 (seed 003): "Cards can be attached (page 27) to the Council, even if it's flipped to Decided".
 * - F2405 Judge Sets Agenda: "The Judge may declare any ambition, placing any unplaced ambition marker.
 *   (It doesn't need to have the most Power.) If they do, they lose Power for second place on the
 *   declared ambition marker. Then, return the Judge's Chosen card to the Judge. The Judge must give it
 *   to any Rival."
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { CampaignState } from "../../../src/core/campaign/types";
import { refusal, run } from "../game/helpers";
import { COUNCIL_ROW, FIASCO_DECK, edictDue, judgeSeated } from "./edictFixtures";
import { fiascoAttach } from "../../../src/core/campaign/fates/fateEdicts";

const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const powerOf = (s: GameState, colour: Colour) => s.players.filter((p) => p.colour === colour)[0].power;
const camp = (s: GameState) => s.campaign as CampaignState;
const decided = () => edictDue("F619", { council: "decided" });

describe("seed 003 F619 Guilds Decry Terror (Edict, BR p.20): Diplomatic Fiasco attached to the Imperial Council, which flips In Session", () => {
  test("not in the Court: the deck's Diplomatic Fiasco (CC13) goes above the Council (slot 1), the Council is In Session; refused without the Court or the deck", () => {
    const s = decided();
    expect(refusal(s, { type: "edictDone", card: "F619", deck: FIASCO_DECK } as Command)).toBe("send the Court row, left to right (BR p.18)");
    expect(refusal(s, { type: "edictDone", card: "F619", court: COUNCIL_ROW } as Command)).toBe("send the Court deck (F619)");
    const done = run(s, { type: "edictDone", card: "F619", court: COUNCIL_ROW, deck: FIASCO_DECK } as Command);
    expect(camp(done).council).toBe("inSession");
    expect(camp(done).edictQueue).toBeUndefined();
    expect(texts(done)).toContain("edict F619 resolved: Diplomatic Fiasco (CC13) is attached to the Imperial Council; the Council is In Session");
    // What the table lays (edictMoves.ts): the card, above the Council's slot.
    expect(fiascoAttach(COUNCIL_ROW, FIASCO_DECK)).toEqual({ card: "CC13", slot: 0 });
  });

  test("Diplomatic Fiasco in the Court (in a slot or attached, CC13 or the Advocate's F410): nothing happens, the Council stays Decided", () => {
    for (const row of [[...COUNCIL_ROW.slice(0, 3), { card: "CC13" }], [{ card: "AID01" }, { card: "CC01", attached: "F410" }]]) {
      const done = run(decided(), { type: "edictDone", card: "F619", court: row, deck: FIASCO_DECK } as Command);
      expect(camp(done).council).toBe("decided");
      expect(texts(done)).toContain("edict F619 resolved: Diplomatic Fiasco is in the Court");
      expect(fiascoAttach(row, FIASCO_DECK)).toBe("court");
    }
  });

  test("none in the Court deck: nothing to attach, the Council still flips; a card already on the Council: Forced Attach (BR p.27), by hand", () => {
    const none = run(decided(), { type: "edictDone", card: "F619", court: COUNCIL_ROW, deck: ["CC04"] } as Command);
    expect(camp(none).council).toBe("inSession");
    expect(texts(none)).toContain("edict F619 resolved: none laid (Forced Attach by hand, BR p.27); the Council is In Session");
    const row = [{ card: "AID01", attached: "CC11" }, ...COUNCIL_ROW.slice(1)];
    const forced = run(decided(), { type: "edictDone", card: "F619", court: row, deck: FIASCO_DECK } as Command);
    expect(texts(forced)).toContain("edict F619 resolved: none laid (Forced Attach by hand, BR p.27); the Council is In Session");
    expect(fiascoAttach(row, FIASCO_DECK)).toBeUndefined();
  });
});

describe("seed 003 F2405 Judge Sets Agenda (Edict, BR p.20): the Judge may declare any ambition with any unplaced marker, losing its second place", () => {
  test("Yellow, the Judge, declares Tyrant with the 3/2 marker, flipped to 6/3 (not the highest: 'any'): the marker goes to Tyrant and Yellow loses its second place, 3", () => {
    const s = judgeSeated(edictDue("F2405"));
    expect(refusal(s, { type: "edictDone", card: "F2405", player: "Blue", declare: { ambition: "tyrant", marker: "marker-3-2" } } as Command)).toBe("only the Judge (Yellow) declares (F2405)");
    expect(refusal(s, { type: "edictDone", card: "F2405", player: "Yellow", declare: { ambition: "glory", marker: "marker-3-2" } } as unknown as Command)).toBe("an ambition and an unplaced marker (F2405)");
    const done = run(s, { type: "edictDone", card: "F2405", player: "Yellow", declare: { ambition: "tyrant", marker: "marker-3-2" } } as Command);
    expect(done.markers.filter((m) => m.id === "marker-3-2")[0].at).toBe("tyrant");
    expect([powerOf(done, "Red"), powerOf(done, "Blue"), powerOf(done, "Yellow")]).toEqual([10, 10, 7]);
    expect(texts(done)).toContain("edict F2405 resolved: Yellow declares Tyrant, losing 3 Power; Judge's Chosen to a Rival");
  });

  test("'any ambition': one already declared takes a second marker; a placed marker is refused; declining changes nothing", () => {
    const s = judgeSeated(edictDue("F2405"));
    const placed = { ...s, markers: s.markers.map((m) => (m.id === "marker-5-3" ? { ...m, at: "keeper" as const } : m)) };
    expect(refusal(placed, { type: "edictDone", card: "F2405", player: "Yellow", declare: { ambition: "keeper", marker: "marker-5-3" } } as Command)).toBe("an ambition and an unplaced marker (F2405)");
    const twice = run(placed, { type: "edictDone", card: "F2405", player: "Yellow", declare: { ambition: "keeper", marker: "marker-2-0" } } as Command);
    expect(twice.markers.filter((m) => m.at === "keeper").map((m) => m.id).sort()).toEqual(["marker-2-0", "marker-5-3"]);
    // The 2/0 marker, flipped, reads 4/2.
    expect(powerOf(twice, "Yellow")).toBe(8);
    const none = run(s, { type: "edictDone", card: "F2405", player: "Yellow" } as Command);
    expect(none.markers).toEqual(s.markers);
    expect(texts(none)).toContain("edict F2405 resolved: Yellow declares nothing");
  });

  test("no Judge in play: nothing to declare, whoever closes it", () => {
    const done = run(edictDue("F2405"), { type: "edictDone", card: "F2405" } as Command);
    expect(texts(done)).toContain("edict F2405 resolved");
    expect(done.markers).toEqual(edictDue("F2405").markers);
  });
});
