/**
 * The campaign's event phase (BR p.13: Summit, event dice, the Council, Edicts, Crises) comes after
 * the round has ended; its public lines are "eventPhase" events. The table's round-end bookkeeping
 * (played cards discarded, the zero marker home, the initiative marker: src/tts/turn/bookkeeping.ts)
 * runs on "roundEnded" events, so it must see one per round, not one per event-phase line.
 */
import { apply, initialState } from "../../../src/core/rules";
import { playRandomCampaign } from "../../../src/core/campaign/driver";

test("a random campaign's round ends come only from the command that ends the round; event-phase commands say eventPhase", () => {
  const game = playRandomCampaign(41, 4);
  expect(game.problems).toEqual([]);
  let state = initialState();
  const eventPhaseKinds = new Set<string>();
  let eventPhaseLines = 0;
  for (const command of game.commands) {
    const r = apply(state, command);
    if (!r.ok) throw new Error(r.reason);
    state = r.value;
    const ends = state.events.filter((e) => e.kind === "roundEnded").length;
    if (ends > 0) {
      // One round end per command, and only from the commands that can end a round (p.8).
      expect(["endTurn", "pass", "follow", "seize", "secureCouncil", "playEvent"]).toContain(command.type);
      expect(ends).toBe(1);
    }
    for (const e of state.events) if (e.kind === "eventPhase") {
      eventPhaseLines++;
      eventPhaseKinds.add(command.type);
    }
  }
  expect(eventPhaseLines).toBeGreaterThan(10);
  for (const type of ["eventSummit", "rollEventDice", "resolveCrises"]) expect(eventPhaseKinds).toContain(type);
});
