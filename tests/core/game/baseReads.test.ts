/**
 * The base game's painters on the table (the turn bar, the declare buttons, and the legal commands
 * they share) skip a redraw when only the table steps, the events or the campaign changed
 * (src/tts/session/sameGame.ts). That is sound only while what they draw never depends on
 * `campaign`: held here over the states of random campaigns, with the campaign replaced by an object
 * that throws on any read, and removed.
 */
import { playRandomCampaign } from "../../../src/core/campaign/driver";
import { apply, initialState } from "../../../src/core/game/engine";
import { awaiting, legalCommands } from "../../../src/core/game/legal";
import type { GameState } from "../../../src/core/game/types";
import { turnBarText } from "../../../src/tts/turn/turnText";

const untouchable = new Proxy(
  {},
  {
    get: (_t, k) => {
      throw new Error(`the base game's painters read campaign.${String(k)}`);
    },
    has: (_t, k) => {
      throw new Error(`the base game's painters asked for campaign.${String(k)}`);
    },
    ownKeys: () => {
      throw new Error("the base game's painters listed the campaign's fields");
    },
  },
);

function drawn(s: GameState): unknown {
  return { legal: legalCommands(s), awaiting: awaiting(s), bar: turnBarText(s) };
}

test("the turn bar, the declare buttons' legal commands and whose turn never read the campaign (random campaigns, every 7th state)", () => {
  let checked = 0;
  for (const seed of [1, 2, 3]) {
    const run = playRandomCampaign(seed, 4, 3000);
    let s: GameState = initialState();
    run.commands.forEach((c, i) => {
      const r = apply(s, c);
      if (!r.ok) throw new Error(`seed ${seed}: ${c.type} refused on replay: ${r.reason}`);
      s = r.value;
      if (s.campaign === undefined || i % 7 !== 0) return;
      const expected = drawn(s);
      expect(drawn({ ...s, campaign: untouchable as GameState["campaign"] })).toEqual(expected);
      const without: GameState = { ...s };
      delete without.campaign;
      expect(drawn(without)).toEqual(expected);
      checked++;
    });
  }
  expect(checked).toBeGreaterThan(100);
});
