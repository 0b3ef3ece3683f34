/** Edicts due in Act III with the Peacekeeper, the Warden and the Redeemer, and the maps their Edict done reads (fateEdicts tests, core, Lua and table). */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { initialState } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { Policy } from "../../../src/core/data/campaign/aidCards";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import type { FateTokenOnMap, MapSnapshot } from "../../../src/core/map/snapshot";
import { run } from "../game/helpers";
import { mapOf } from "../map/fixtures";
import { startCampaign } from "./fixtures";
import { startEdicts } from "../../../src/core/campaign/edicts";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];

/** Act III: Red the Peacekeeper, Blue the Warden and First Regent, Yellow the Redeemer, all at 10 Power, in a chapter; `card` is the next edict. */
export function edictDue(card: string, over: Partial<CampaignState> = {}, policy: Policy = "peace"): GameState {
  const record: CampaignRecord = {
    version: 1, nextAct: "III", seats: SEATS, initiative: "Red", firstRegent: "Blue", booklet: ["AID04", "AID03", "AID05"], policy,
    players: SEATS.map((colour, i) => ({ colour, fate: ["FATE15", "FATE16", "FATE19"][i], power: 10, title: "regent" as const, favors: [] })),
  };
  let s = run(initialState(), { type: "startAct", record, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id) } as Command);
  // The hands dealt: a chapter is under way (its ambition markers may be declared).
  if (s.phase === "shuffleDiscard") s = run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
  return { ...s, campaign: { ...(s.campaign as CampaignState), ...over, edictQueue: [card] } };
}

/** Red 2 ships in 1.1 and 1.2 (cluster 1), Blue 2 in 2.1 (cluster 2), an Imperial ship in 1.3; Ceasefires: cluster 1 at Peace, cluster 2 at War. */
export const PEACE_MAP: MapSnapshot = {
  ...mapOf({ "1.1": { Red: { ship: [2, 0] } }, "1.2": { Red: { ship: [1, 0] }, Yellow: { ship: [0, 2] } }, "1.3": { empire: { ship: [1, 0] } }, "2.1": { Blue: { ship: [2, 0] } } }),
  fateTokens: [{ system: "1.0", token: "Ceasefire", faceDown: false }, { system: "2.0", token: "Ceasefire", faceDown: true }],
};

/** Seats on Red's city in 1.1 and Yellow's in 4.2; a Seat in 2.3 with no city beneath (no Lord). */
export const SEATS_MAP: MapSnapshot = {
  ...mapOf({ "1.1": { Red: { city: [1, 0] } }, "4.2": { Yellow: { city: [1, 0] } } }),
  fateTokens: [{ system: "4.2", token: "Seat 4th", on: "Yellow" }, { system: "2.3", token: "Seat 2nd" }, { system: "1.1", token: "Seat 1st", on: "Red" }] as FateTokenOnMap[],
};

/** Keeper declared with the 5/3 and 3/2 markers: first place is worth 8. */
export function keeperDeclared(s: GameState): GameState {
  return { ...s, markers: s.markers.map((m) => (m.id === "marker-5-3" || m.id === "marker-3-2" ? { ...m, flipped: false, at: "keeper" as const } : m)) };
}


/** Empath declared with the 5/3 marker. */
export function empathDeclared(s: GameState): GameState {
  return { ...s, markers: s.markers.map((m) => (m.id === "marker-5-3" ? { ...m, flipped: false, at: "empath" as const } : m)) };
}

/** The supply bags' tokens by type (F318's `supply`). */
export function supplyOf(material: number, fuel: number, weapon = 0, relic = 0, psionic = 0) {
  return { material, fuel, weapon, relic, psionic };
}

/** Yellow plays the Judge (FATE24) instead of the Redeemer: Judge Sets Agenda (F2405) is theirs. */
export function judgeSeated(s: GameState): GameState {
  const c = s.campaign as CampaignState;
  return { ...s, campaign: { ...c, players: c.players.map((p) => (p.colour === "Yellow" ? { ...p, fate: "FATE24" } : p)) } };
}

/** The Court as the table shows it for Guilds Decry Terror (F619): the Imperial Council leftmost, then 3 Guild cards; the deck holds Diplomatic Fiasco (CC13) third. */
export const COUNCIL_ROW = [{ card: "AID01" }, { card: "CC01" }, { card: "CC02" }, { card: "CC03" }];
export const FIASCO_DECK = ["CC04", "CC05", "CC13", "CC06"];

/** Red's starport in 1.1 with 1 fresh and 1 damaged ship; 2 starports in 1.3 with 2 damaged ships; a starport in 3.1, no ship; Blue's ship in 4.1; Red has Imperial Officers. */
export const FOUNDRY_MAP: MapSnapshot = {
  ...mapOf({
    "1.1": { Red: { starport: [1, 0], ship: [1, 1] } },
    "1.3": { Red: { starport: [1, 1], ship: [0, 2] } },
    "3.1": { Red: { starport: [1, 0] } },
    "4.1": { Blue: { starport: [1, 0], ship: [1, 0] } },
  }),
  playAreas: [{ colour: "Red", cards: ["F702"] }],
};

/** Empire Balks at Peace (F1509): fresh Imperial ships in 1.1 and 1.2 (cluster 1 at Peace), in 2.1 with a damaged one in 2.2 (cluster 2 at Peace), in 3.1 and 3.2 (cluster 3 at War). */
export const BALKS_MAP: MapSnapshot = {
  ...mapOf({ "1.1": { empire: { ship: [1, 0] } }, "1.2": { empire: { ship: [2, 0] } }, "2.1": { empire: { ship: [1, 0] } }, "2.2": { empire: { ship: [0, 1] } }, "3.1": { empire: { ship: [1, 0] } }, "3.2": { empire: { ship: [1, 0] } } }),
  fateTokens: [{ system: "1.0", token: "Ceasefire", faceDown: false }, { system: "2.0", token: "Ceasefire", faceDown: false }, { system: "3.0", token: "Ceasefire", faceDown: true }],
};

/** F1509 due under `policy` with Red, the Peacekeeper, an Outlaw (Blue is First Regent). */
export function balksDue(policy: Policy = "war", title: "outlaw" | "regent" = "outlaw"): GameState {
  const s = edictDue("F1509", {}, policy);
  const c = s.campaign as CampaignState;
  return { ...s, campaign: { ...c, players: c.players.map((p) => (p.colour === "Red" ? { ...p, title } : p)) } };
}

/** Yellow plays the Survivalist (FATE18) at 10 Power, Red (initiative) 12, Blue (the First Regent) 11; Captive Release (F1805) is the next edict. */
export function survivalistDue(): GameState {
  const s = edictDue("F1805");
  const c = s.campaign as CampaignState;
  const power: { [k: string]: number } = { Red: 12, Blue: 11, Yellow: 10 };
  return { ...s, players: s.players.map((p) => ({ ...p, power: power[p.colour] })), campaign: { ...c, players: c.players.map((p) => (p.colour === "Yellow" ? { ...p, fate: "FATE18" } : p)) } };
}

/** Red plays the Advocate (FATE04) instead of the Peacekeeper; Advocate's Demand (F413) is the next edict. */
export function advocateDue(): GameState {
  const s = edictDue("F413");
  const c = s.campaign as CampaignState;
  return { ...s, campaign: { ...c, players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE04", letter: "A" as const } : p)) } };
}

/** Red plays the Founder (FATE02) instead of the Peacekeeper, at 12 Power, Blue 8, Yellow 9; `card` (Call for Armistice F215, or Mass Call F226) is the next edict. */
export function founderDue(card = "F215"): GameState {
  const s = edictDue(card);
  const c = s.campaign as CampaignState;
  const power: { [k: string]: number } = { Red: 12, Blue: 8, Yellow: 9 };
  return { ...s, players: s.players.map((p) => ({ ...p, power: power[p.colour] })), campaign: { ...c, players: c.players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE02", letter: "A" as const } : p)) } };
}

/**
 * Act I at the Edicts, Escalation in force (`slot`: the Govern slot, as the Steward's Act III setup may
 * leave it with Govern with Authority, F124-F126), Red the First Regent (the Steward), Blue the
 * Admiral (objective on 10, `blueTitle`), Yellow the Magnate; Keeper declared (F701B tests, core and table).
 */
export function admiralAtEscalation(slot = ["AID05", "AID03", "AID04"], blueTitle: "regent" | "outlaw" = "regent"): GameState {
  let s = startCampaign({ type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id), governOrder: ["AID05", "AID03", "AID04"], fates: ["FATE01", "FATE07", "FATE03"] });
  // The hands dealt: a chapter is under way (its ambition markers may be declared).
  if (s.phase === "shuffleDiscard") s = run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
  const c0 = s.campaign as CampaignState;
  const c: CampaignState = { ...c0, booklet: slot, rulesBooklet: { edicts: [slot], laws: [] }, players: c0.players.map((p) => (p.colour === "Blue" ? { ...p, objective: 10, title: blueTitle } : p)) };
  startEdicts(c);
  return keeperDeclared({ ...s, campaign: c });
}
