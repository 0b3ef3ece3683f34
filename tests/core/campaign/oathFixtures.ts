/**
 * Campaign states for the Lore that forbids its holder an ambition (fates/oaths.ts): a lead that
 * declares a given ambition, and a chapter's end (tests/core/campaign/fateOaths.test.ts and the
 * table's scenarios, tests/scenarios/campaignOaths.test.ts).
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { actionCard } from "../../../src/core/data/actionCards";
import { initialState } from "../../../src/core/game/engine";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { FATES } from "../../../src/core/data/campaign/fates";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import { run } from "../game/helpers";
import { startEdicts } from "../../../src/core/campaign/edicts";
import { startCampaign } from "./fixtures";

export const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const campaign = (s: GameState) => s.campaign as CampaignState;

/** `s` with these players' Fates (and their letters). */
export const withFates = (s: GameState, fates: { [colour: string]: string }): GameState => {
  const players = campaign(s).players.map((p) => {
    const fate = fates[p.colour] ?? p.fate;
    return { ...p, fate, letter: FATES.find((f) => f.id === fate)!.letter };
  });
  return { ...s, campaign: { ...campaign(s), players } } as GameState;
};

/** The initiative holder (the Peacekeeper unless told) has led a card that declares `ambition` (base p.9: declare with the lead card). */
export function redLeadsToDeclare(ambition: string, peacekeeper = true): GameState {
  let s = startCampaign({
    type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"],
  });
  s = run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
  const lead = s.initiative as Colour;
  const holder = s.players.find((p) => p.hand.some((id) => actionCard(id)?.declares === ambition))!;
  const card = holder.hand.find((id) => actionCard(id)?.declares === ambition)!;
  const given = s.players.find((p) => p.colour === lead)!.hand[0];
  const players = s.players.map((p) =>
    p.colour === holder.colour && p.colour === lead ? p
      : p.colour === lead ? { ...p, hand: [card].concat(p.hand.slice(1)) } : p.colour === holder.colour ? { ...p, hand: p.hand.map((id) => (id === card ? given : id)) } : p,
  );
  s = run({ ...s, players }, { type: "lead", player: lead, card } as Command);
  return peacekeeper ? withFates(s, { [lead]: "FATE15" }) : s;
}

/** Act II at its first chapter's end, markers on `ambitions`; Red the Peacekeeper (FATE15). */
export function atScoring(ambitions: string[]): GameState {
  const record: CampaignRecord = {
    version: 2, nextAct: "II", seats: SEATS, initiative: "Red", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
    rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [] },
    players: SEATS.map((colour, i) => ({ colour, fate: ["FATE15", "FATE13", "FATE11"][i], power: 3, title: "regent" as const, favors: [] })),
  };
  let s = run(initialState(), { type: "startAct", record, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id) } as Command);
  s = run(s, ...SEATS.map((colour) => ({ type: "setObjective", player: colour, space: 20 }) as Command));
  const markers = s.markers.map((m, i) => (i < ambitions.length ? { ...m, at: ambitions[i] as never } : m));
  // The round is over: the hands go to the discard pile (the action cards stay conserved).
  const discard = s.discard.concat(...s.players.map((p) => p.hand));
  return { ...s, round: undefined, phase: "scoring", markers, discard, players: s.players.map((p) => ({ ...p, hand: [] })) };
}

/** Act I at its Edicts with `policy` on top; Red, the First Regent, is the Peacekeeper. */
export function atEdicts(policy: "peace" | "war"): GameState {
  const s = startCampaign({
    type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: policy === "war" ? ["AID03", "AID04", "AID05"] : ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"],
  });
  const c = { ...campaign(withFates(s, { Red: "FATE15" })), firstRegent: "Red" as Colour };
  startEdicts(c);
  return { ...s, campaign: c };
}
