/**
 * apply() never modifies its input state in a campaign either. The campaign's copy shares the
 * results it only ever replaces whole (src/core/campaign/copy.ts), so this checks every state of
 * whole random campaigns still reads as it did when it was made, after all later commands ran.
 */
import { apply, initialState } from "../../../src/core/rules";
import { playRandomCampaign } from "../../../src/core/campaign/driver";
import type { GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import { campaignBattleState } from "../../../tools/bench/campaignBattleScenario";
import { campaignTable, secureCommand } from "./campaignCourtCards";

// The last: objective markers placed as each Act starts, so the Fates' objectives the core counts move (issue 35).
test.each([[31, 2, false], [32, 3, false], [33, 4, false], [101, 4, true]])("every state of a random campaign (seed %i, %i players, markers placed: %s) is left untouched by the commands after it", (seed, players, placeObjectives) => {
  const game = playRandomCampaign(seed, players, 30000, { placeObjectives });
  expect(game.problems).toEqual([]);
  if (placeObjectives) expect(game.coreAdvances).toBeGreaterThan(0);
  expect(game.acts).toEqual(["I", "II", "III"]);
  const states: GameState[] = [];
  const texts: string[] = [];
  let state = initialState();
  let sharedSeen = 0;
  let playsShared = 0;
  for (const command of game.commands) {
    states.push(state);
    texts.push(JSON.stringify(state));
    const r = apply(state, command);
    expect(r.ok).toBe(true);
    if (!r.ok) break;
    const before = state.campaign as CampaignState | undefined;
    const after = r.value.campaign as CampaignState | undefined;
    // The sharing is real (else this test would not test it): a Crises' result outlives its command.
    if (before?.lastCrises !== undefined && after?.lastCrises === before.lastCrises) sharedSeen++;
    // A card play leaves the campaign's state alone, so it is shared whole (copy.ts).
    if ((command.type === "lead" || command.type === "follow") && after === before) playsShared++;
    state = r.value;
  }
  expect(sharedSeen).toBeGreaterThan(0);
  expect(playsShared).toBeGreaterThan(20);
  for (let i = 0; i < states.length; i++) expect(JSON.stringify(states[i])).toBe(texts[i]);
});

test("a lore card secured from the campaign Court (BR p.5 step J, base p.21), and the Caretaker's objective it advances (F512B), leave the state before untouched", () => {
  const base = campaignBattleState();
  const campaign = base.campaign as CampaignState;
  const s: GameState = { ...base, campaign: { ...campaign, players: campaign.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE05", objective: 9 } : p.colour === "Blue" ? { ...p, fate: "FATE09" } : p)) } };
  const before = JSON.stringify(s);
  const r = apply(s, secureCommand(1, campaignTable([{ card: "CC01", agents: {} }, { card: "L03", agents: { Red: 2 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }])));
  if (!r.ok) throw new Error(r.reason);
  expect(r.value.players[0].lore).toEqual(["L03"]);
  expect((r.value.campaign as CampaignState).players[0].objective).toBe(7);
  expect(JSON.stringify(s)).toBe(before);
});
