/**
 * F713 Command Chaos's Crisis (issue 35; seed 003: "Crisis: Attach Imperial Officers here. Shuffle
 * all Rogue Admirals from the Court discard pile into the Court deck."; BR p.18 Court Crises, p.27
 * attaching): the core lists it and names one move for the table (`lastCrises.pieces`, `chaos`), in
 * the Court's order; the cards lie on the table (a play area, the Court discard), so the table moves
 * them (tts/court/cards/fateGuildCards.ts commandChaosOnTable).
 */
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { Command } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import { gameStateProblems } from "../../../src/core/rules";
import { courtCrises } from "../../../src/core/campaign/crisesCourt";
import { run } from "../game/helpers";
import { crisesDueCampaign } from "./fixtures";

const resolve = (court: string[]) => ({ type: "resolveCrises", map: { systems: [] } as unknown as MapSnapshot, court: court.map((card) => ({ card })), players: ["Red", "Blue", "Yellow"].map((colour) => ({ colour, agents: 3, blight: 0 })) } as Command);

test("seed 003 F713 Command Chaos, Crisis: 'Attach Imperial Officers here. Shuffle all Rogue Admirals from the Court discard pile into the Court deck.': listed as a Court Crisis (it stays in the Court), one move for the table", () => {
  const s = crisesDueCampaign();
  const after = run(s, resolve(["F713"]));
  const last = (after.campaign as CampaignState).lastCrises!;
  expect(last.court.map((c) => c.card)).toEqual(["F713"]);
  // It removes nothing: no Court removal to carry out (it stays, with Imperial Officers attached).
  expect(last.court[0].leaves).toBeUndefined();
  expect(last.pieces).toEqual([{ colour: s.initiative, chaos: true }]);
  expect(after.events.map((e) => e.text)).toContain("Command Chaos: Imperial Officers attached, Rogue Admirals shuffled in");
  expect(gameStateProblems(after)).toEqual([]);
  expect(courtCrises({ systems: [] } as unknown as MapSnapshot, [{ card: "F713" }], (last.dice as never))[0].text).toBe("**Crisis:** Attach Imperial Officers here. Shuffle all Rogue Admirals from the Court discard pile into the Court deck.");
});
