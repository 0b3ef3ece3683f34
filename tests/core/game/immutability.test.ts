/**
 * apply() never modifies its input state (a refused command must leave the table's state untouched,
 * and the engine shares some fields between states for speed: see copyForCommand in engine.ts).
 */
import { apply } from "../../../src/core/rules";
import { legalCommands } from "../../../src/core/game/legal";
import { playRandomGame } from "../../../src/core/game/driver";
import { replay } from "../../../src/core/rules";
import { gameInPlay, run } from "../../../tools/bench/courtScoringHandlers";
import { dice, example, exampleTable, faces, mikahsChoice } from "../battle/rulebookExample";
import { tableWith } from "../court/fixtures";

test("every command of several random games, and every legal alternative, leaves its input state untouched", () => {
  for (const [seed, playerCount] of [[21, 2], [22, 3], [23, 4]] as const) {
    const game = playRandomGame({ seed, playerCount });
    expect(game.problems).toEqual([]);
    let state = replay({ version: 1, commands: [] }).state;
    for (const command of game.log.commands) {
      const before = JSON.stringify(state);
      for (const alternative of legalCommands(state).slice(0, 6)) {
        apply(state, alternative);
        expect(JSON.stringify(state)).toBe(before);
      }
      const r = apply(state, command);
      expect(JSON.stringify(state)).toBe(before);
      expect(r.ok).toBe(true);
      if (r.ok) state = r.value;
    }
  }
});

test.each([[24, 2, false], [25, 3, true], [26, 4, true], [27, 4, false]] as const)(
  "every state of a random game (seed %i, %i players, card powers %s) still reads as it did after all later commands (card plays share most fields)",
  (seed, playerCount, cardPowers) => {
    const game = playRandomGame({ seed, playerCount, cardPowers });
    expect(game.problems).toEqual([]);
    let state = replay({ version: 1, commands: [] }).state;
    const states = [state];
    const texts = [JSON.stringify(state)];
    let cardPlays = 0;
    let sharedPlayers = 0;
    for (const command of game.log.commands) {
      const r = apply(state, command);
      expect(r.ok).toBe(true);
      if (!r.ok) break;
      if (command.type === "lead" || command.type === "follow") {
        cardPlays++;
        // The sharing is real (else this would not test it): the other players' records are the same objects.
        const other = state.players.findIndex((p) => p.colour !== command.player);
        if (r.value.players[other] === state.players[other]) sharedPlayers++;
      }
      state = r.value;
      states.push(state);
      texts.push(JSON.stringify(state));
    }
    expect(cardPlays).toBeGreaterThan(20);
    expect(sharedPlayers).toBe(cardPlays);
    for (let i = 0; i < states.length; i++) expect(JSON.stringify(states[i])).toBe(texts[i]);
  },
);

test("the battle and Court steps (copied shallowly for speed) leave their input states untouched", () => {
  const start = gameInPlay(["Red", "Blue", "Yellow"]);
  // Aggression 2 gives 3 actions: the battle and the secure (p.8).
  let s = run(start, { type: "lead", player: "Red", card: "aggression-2" });
  const steps = [
    { type: "battle", player: "Red", action: { kind: "roll", system: "2.1", defender: "Blue", dice, snapshot: example } },
    { type: "battle", player: "Red", action: { kind: "read", faces } },
    { type: "battle", player: "Red", action: { kind: "hits", assignment: mikahsChoice, court: exampleTable() } },
    { type: "court", player: "Red", action: { kind: "secure", slot: 1, court: tableWith(["Red", "Blue", "Yellow"], [{ card: "BC02", agents: {} }, { card: "BC26", agents: { Red: 1 } }, { card: "BC11", agents: {} }, { card: "BC13", agents: {} }]) } },
  ];
  for (const c of steps) {
    const before = JSON.stringify(s);
    const r = apply(s, c as never);
    expect(JSON.stringify(s)).toBe(before);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value).not.toBe(s);
      s = r.value;
    }
  }
  expect(s.secure?.step).toBe("whenSecured");
  expect(s.battle?.step).toBe("city");
});
