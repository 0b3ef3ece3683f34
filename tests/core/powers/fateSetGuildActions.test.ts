/**
 * Fate-set Guild cards of shapes the base Court has not (seed 003 card reference), keyed by their own
 * ids in courtPowers.ts FATE_SET_POWERS and taken through the `cardAction` command with the table as
 * read: Guild Investigators' Recover (F402), Lesser Regent's declare (F121), and the Sycophants' ships
 * Prelude (F1102/F1702, the 3-ships cards' shape).
 */
import { courtPrelude, recover } from "../../../src/core/powers/preludePowers";
import { courtPower } from "../../../src/core/powers/courtPowers";
import type { TableState } from "../../../src/core/court/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { Command, GameState } from "../../../src/core/game/types";
import { player, tableWith } from "../court/fixtures";
import { gameStateProblems } from "../../../src/core/rules";
import { fourPlayerGame, lead, refusal, run, must, why } from "../game/helpers";

/** Four players; Court slot 2 holds a Blue agent, slot 1 an attached card. `cards` lie in their holders' play areas. */
function table(cards: [Colour, string][], discard: string[] = []): TableState {
  const t = tableWith(["Red", "Blue", "Yellow", "White"], [
    { card: "BC26", agents: {}, attached: "F409" },
    { card: "BC27", agents: { Blue: 1 } },
    { card: "BC28", agents: {} },
    { card: "BC29", agents: {} },
  ]);
  for (const [c, id] of cards) player(t, c).guildCards.push(id);
  t.court.discard = discard.slice();
  return t;
}

const act = (p: Colour, action: object): Command => ({ type: "cardAction", player: p, action } as Command);
const texts = (s: GameState) => s.events.map((e) => e.text);

describe("seed 003 F402 Guild Investigators: 'Recover (Move): Attach the topmost Guild card from the Court discard pile to a card in the Court with no agents.'", () => {
  const recoverAt = (p: Colour, slot: number, court: TableState) => act(p, { kind: "recover", card: "F402", slot, court });

  test("the topmost Guild card of the discard (a Vox card above it stays) goes above the card in slot 3, which has no agents (BR p.27); the input is untouched", () => {
    const t = table([["Red", "F402"]], ["BC02", "F405", "BC30"]);
    const out = must(recover(t, "Red", "F402", 2));
    expect(out.court.row[2]).toEqual({ card: "BC28", agents: {}, attached: "F405" });
    expect(out.court.discard).toEqual(["BC02", "BC30"]);
    expect(player(out, "Red").guildCards).toEqual(["F402"]);
    expect(t.court.discard).toEqual(["BC02", "F405", "BC30"]);
    expect(t.court.row[2].attached).toBeUndefined();
    expect(courtPower("F402")?.recover).toBe(true);
  });

  test("through the engine it spends a Move of the turn's count, recorded so no ship's drop joins an earlier move", () => {
    const t = table([["Red", "F402"]], ["BC02", "F405"]);
    const s = run(fourPlayerGame(), lead("Red", "mobilization-1"), recoverAt("Red", 3, t));
    expect(s.actions?.taken).toEqual(["move"]);
    expect(s.actions?.mapActs).toEqual(["move>recover"]);
    expect(texts(s)).toEqual(["Red Recovers with Guild Investigators (F402): Material Liaisons (F405) is attached to Song of Freedom (BC29, Vox)"]);
    expect(gameStateProblems(s)).toEqual([]);
  });

  test("refused on a card with agents or an attached card, with no Guild card in the discard, by a Rival, and without a Move to spend", () => {
    const t = table([["Red", "F402"]], ["BC02"]);
    const no = "Guild Investigators (F402): attach it to a Court card with no agents or attachment (BR p.27)";
    expect(why(recover(t, "Red", "F402", 1))).toBe(no);
    expect(why(recover(t, "Red", "F402", 0))).toBe(no);
    expect(why(recover(table([["Red", "F402"]], ["BC30", "CC11", "F1209"]), "Red", "F402", 2))).toBe("Guild Investigators (F402): the Court discard pile holds no Guild card to recover");
    expect(why(recover(t, "Blue", "F402", 2))).toBe("Blue does not have Guild Investigators (F402): only its owner takes its action");
    expect(why(recover(table([["Red", "BC02"]], ["BC02"]), "Red", "BC02", 2))).toBe("Mining Interest (BC02, Material Guild) has no Recover action");
    const construction = run(fourPlayerGame(), lead("Red", "construction-4"));
    expect(refusal(construction, recoverAt("Red", 2, t))).toBe("Red cannot move: the Construction card gives Construction actions, which cannot move; a Fuel spent in your Prelude gives a Move (p.17)");
    expect(refusal(construction, recoverAt("Red", 1, t))).toBe(no);
  });
});

describe("seed 003 F121 Lesser Regent: 'Prelude: You may discard this to declare any ambition.'", () => {
  const prelude = (p: Colour, choice: object, court: TableState): Command => act(p, { kind: "prelude", choice, court });

  test("Red discards it to the Court discard and declares Warlord with the highest Available marker, no zero marker (as Populist Demands)", () => {
    const t = table([["Red", "F121"]]);
    const out = must(courtPrelude(t, "Red", { card: "F121", ambition: "warlord" })).table;
    expect(player(out, "Red").guildCards).toEqual([]);
    expect(out.court.discard).toEqual(["F121"]);
    const s = run(fourPlayerGame(), lead("Red", "construction-4"), prelude("Red", { card: "F121", ambition: "warlord" }, t));
    expect(s.markers.filter((m) => m.at === "warlord")).toHaveLength(1);
    expect(s.round?.ambitionDeclared).toBe(true);
    expect(s.round?.declared).toBe(false);
    expect(s.actions?.prelude).toBe(true);
    expect(texts(s)).toEqual(["Red discards Lesser Regent (F121) to declare an ambition", expect.stringMatching(/^Red declares Warlord with Lesser Regent \(F121\): the \d+\/\d+ marker goes to its box \(no zero marker\)$/)]);
    expect(gameStateProblems(s)).toEqual([]);
  });

  test("refused without an ambition named, once all three markers are placed, by a Rival, and on a Rival's turn", () => {
    const t = table([["Red", "F121"]]);
    const led = run(fourPlayerGame(), lead("Red", "construction-4"));
    expect(refusal(led, prelude("Red", { card: "F121" }, t))).toBe("Lesser Regent (F121): name the ambition you declare");
    expect(refusal(led, prelude("Red", { card: "F121", ambition: "glory" }, t))).toBe("Lesser Regent (F121): name the ambition you declare");
    const full = { ...led, markers: led.markers.map((m) => ({ ...m, at: "tycoon" as const })) };
    expect(refusal(full, prelude("Red", { card: "F121", ambition: "keeper" }, t))).toBe("Lesser Regent (F121): all ambition markers are already placed");
    expect(why(courtPrelude(t, "Blue", { card: "F121", ambition: "keeper" }))).toBe("Blue does not have Lesser Regent (F121) in their play area: only its owner uses its Prelude");
    expect(refusal(led, prelude("Blue", { card: "F121", ambition: "keeper" }, t))).toBe("it is Red's turn, not Blue's");
  });
});

describe("seed 003 F1102/F1702 Sycophants: 'Prelude: You may discard this to place 3 ships in a system you control.'", () => {
  test("the 3-ships cards' Prelude (BC12-BC15): the card goes to the Court discard and the table is told where the ships go", () => {
    for (const id of ["F1102", "F1702"]) {
      const t = table([["Red", id]]);
      const out = must(courtPrelude(t, "Red", { card: id }));
      expect(out.table.court.discard).toEqual([id]);
      expect(out.instruction).toBe("Red places 3 ships in a system they control");
      const s = run(fourPlayerGame(), lead("Red", "construction-4"), act("Red", { kind: "prelude", choice: { card: id }, court: t }));
      expect(texts(s)).toEqual([`Red discards Sycophants (${id}) for its Prelude: Red places 3 ships in a system they control`]);
    }
  });
});
