/** The Advocate's turn in Act I for the Guild Overseers tests (core and Lua parity): seed 003 F401A, F401B, F403. */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import type { Command, GameState, ScoringSnapshot } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import type { TableState } from "../../../src/core/court/types";
import { blankPlayer, run, snapshot } from "../game/helpers";
import { player, tableWith } from "../court/fixtures";
import { startCampaign } from "./fixtures";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const COURT = CAMPAIGN_COURT_CARDS.map((c) => c.id);

/** Act I, Red the Advocate (F401A gave F402 and F403), objective on 20, Red's card led and Tyrant declared. */
export function advocateTurn(): GameState {
  let s = startCampaign({ type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: COURT, governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE04", "FATE06", "FATE03"] });
  s = run(s, { type: "setObjective", player: "Red", space: 20 } as Command);
  if (s.phase === "shuffleDiscard") s = run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
  expect(s.initiative).toBe("Red");
  const red = s.players.filter((p) => p.colour === "Red")[0].hand;
  const card = red.filter((c) => c.indexOf("mobilization") === 0 || c.indexOf("aggression") === 0)[0];
  s = run(s, { type: "lead", player: "Red", card } as Command);
  return { ...s, markers: s.markers.map((m, i) => (i === 0 ? { ...m, at: "tyrant" } : m)) };
}

/** Red's Guild cards as the table shows them; the Court discard holds a Guild card to recover; Red has a Relic for Relic Fence. */
export function court(red: string[]): TableState {
  const t = tableWith(SEATS, [{ card: "BC26", agents: {} }, { card: "BC27", agents: {} }, { card: "BC28", agents: {} }, { card: "BC29", agents: {} }]);
  player(t, "Red").guildCards.push(...red);
  player(t, "Red").resources = ["relic", "empty", "empty", "empty", "empty", "empty"];
  t.court.discard = ["BC02"];
  return t;
}

/** Tyrant counts: Red has `red` Captives, Blue 2, Yellow none. */
export const standing = (red: number): ScoringSnapshot => snapshot([blankPlayer("Red", { captives: red }), blankPlayer("Blue", { captives: 2 }), blankPlayer("Yellow")]);
