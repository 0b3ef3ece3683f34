/**
 * The Summit cards on the BUILT save's Global in the TTS fake (issue 35; src/core/campaign/summit.ts
 * `summitReminders`): when a Summit is called, everyone is told the Negotiation actions the Summit
 * cards in the rules booklet add. Seed 003 F1511 Peace Accords: "In Summits, you can take a new
 * Negotiation action, Broker Peace: Flip a Ceasefire token from War to Peace, with the consent of
 * players who control at least 2 systems in total in that cluster, including yourself."; F1411
 * Reconcile with the Outraged: "In Summits, you can take a new Negotiation action, Forgive: Take a
 * Rival's Outrage as a Favor."
 */
import type { Command, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { rulesBookletOf } from "../../src/core/campaign/booklet";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import { CAMPAIGN_COURT_CARDS } from "../../src/core/data/campaign/campaignCourt";
import type { SaveFile } from "../../tools/ttsFake/table";
import { loadWithGame } from "../../tools/bench/courtScoringHandlers";
import { builtSave } from "../support/builtSave";
import { coreState } from "../support/scenario";
import { startCampaign } from "../core/campaign/fixtures";
import { end, lead, run } from "../core/game/helpers";

const HANDS = [
  ["construction-2", "aggression-3", "administration-4", "mobilization-5", "construction-6", "aggression-6"],
  ["EVENT1", "construction-3", "aggression-4", "administration-5", "mobilization-6", "administration-6"],
  ["EVENT2", "construction-4", "aggression-5", "administration-2", "mobilization-2", "mobilization-3"],
];

/** A round with Events played: Red, holding the initiative, may call a Summit; `laws` in the rules booklet. */
function atSummit(laws: string[]): GameState {
  const dealt = ([] as string[]).concat(...HANDS);
  let s = startCampaign({
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: dealt.concat(campaignActionDeck(3).filter((id) => !dealt.includes(id))),
    courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id), governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"],
  });
  s = run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
  s = run(s, lead("Red", "construction-2"), end("Red"), { type: "playEvent", player: "Blue", card: "EVENT1" } as Command, end("Blue"),
    { type: "playEvent", player: "Yellow", card: "EVENT2" } as Command, end("Yellow"));
  const c = s.campaign as CampaignState;
  return { ...s, campaign: { ...c, rulesBooklet: { ...rulesBookletOf(c), laws: laws.map((id) => [id]) } } };
}

test("seed 003 F1511, F1411: Red calls a Summit and everyone reads the Negotiation actions of the Summit cards in the rules booklet", () => {
  const table = loadWithGame(builtSave().save as unknown as SaveFile, atSummit(["F1508", "F1511", "F1411"]), "Red");
  expect((coreState(table)!.campaign as CampaignState).eventPhase).toMatchObject({ player: "Red", step: "summit" });
  table.messages.length = 0;
  table.clickUi("Red", "arcsEventCallSummit");
  table.settle();
  const publicLines = table.messages.filter((m) => m.to === undefined).map((m) => m.text);
  expect(publicLines.filter((t) => /^in this Summit, /.test(t))).toEqual([
    "in this Summit, Reconcile with the Outraged: Forgive, take a Rival's Outrage agent into your play area as a Favor (forced by giving a Psionic) (F1411)",
    "in this Summit, Peace Accords: Broker Peace, flip a Ceasefire to Peace with consent of those controlling 2+ systems in its cluster (a Rival's forced by 1 of their Favors) (F1511)",
  ]);
  expect(table.scriptErrors).toEqual([]);
});
