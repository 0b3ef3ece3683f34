/**
 * Issue 35 in Lua: Informants' Spy (seed 003 F602) and Mind Managers' Manipulate (F1006),
 * src/core/campaign/fates/handCards.ts, give the same states and refusals in Lua as in Node: the
 * cards of highest number (a tie chosen, the same card given back), once per turn, the peek with a
 * Captive, the take and give after it.
 */
import { apply } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import type { Colour } from "../../src/core/data/vocabulary";
import { newPlayerHoldings } from "../../src/core/court/types";
import { loadCoreModuleInLua, normalise } from "../support/lua";
import { SEATS, actI, redLed } from "../core/campaign/outrageCardFixtures";

const lua = loadCoreModuleInLua("src/core/index.ts");

function both(s: GameState, c: Command): GameState | string {
  const node = apply(s, c);
  expect(lua.call("apply", s, c)).toEqual(normalise(node));
  return node.ok ? node.value : node.reason;
}

function act(card: string, rival: Colour, give?: string, take?: string): Command {
  const players = SEATS.map((c) => newPlayerHoldings(c, 4));
  players[0].guildCards = ["F602", "F1006"];
  players[0].captives = { Blue: 2 };
  return { type: "handCardAction", player: "Red", card, rival, give, take, court: { players, court: { deck: [], row: [], discard: [] }, supply: {} } } as Command;
}

test("seed 003 F602 and F1006: Spy, Manipulate's peek and swap, and their refusals agree in Lua", () => {
  // Red holds Administration 3-6 and Aggression 2; Blue Aggression 3-6 and Construction 2-3.
  let s = redLed(actI(["FATE06", "FATE01", "FATE03"])).s;
  expect(both(s, act("F602", "Blue", "administration-5", "aggression-6"))).toBe("Informants (F602): cards of highest number only");
  expect(both(s, act("F1006", "Yellow"))).toBe("Mind Managers (F1006): you have no Captive of Yellow");
  s = both(s, act("F602", "Blue", "administration-6", "administration-6")) as GameState;
  expect(both(s, act("F602", "Blue", "administration-6", "aggression-6"))).toBe("Informants (F602): once per turn");
  expect(both(s, act("F1006", "Blue", "aggression-3", "construction-3"))).toBe("Mind Managers (F1006): peek first; take theirs, give yours");
  s = both(s, act("F1006", "Blue")) as GameState;
  s = both(s, act("F1006", "Blue", "aggression-2", "construction-3")) as GameState;
  expect(s.players[1].hand).toEqual(["aggression-3", "aggression-4", "aggression-5", "aggression-6", "construction-2", "aggression-2"]);
  expect(s.actions!.taken).toEqual(["influence", "influence"]);
});
