/** A campaign chapter where Red has led a card of a suit (the map's actions: mapActions.test.ts, the Lua parity). */
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour, Suit } from "../../../src/core/data/vocabulary";
import type { CampaignState } from "../../../src/core/campaign/types";
import { actionCard } from "../../../src/core/data/actionCards";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { run } from "../game/helpers";
import { startCampaign } from "./fixtures";
import type { MapPieces, MapSnapshot } from "../../../src/core/map/snapshot";
import { rulesBookletOf } from "../../../src/core/campaign/booklet";

const seats: Colour[] = ["Red", "Blue", "Yellow"];

/** The state with a card of `suit` in `player`'s hand, swapped in from whoever holds one. */
export function withSuit(s: GameState, player: Colour, suit: Suit): { state: GameState; card: string } {
  const is = (id: string) => actionCard(id)?.suit === suit;
  const holder = s.players.find((p) => p.hand.some((id) => is(id)))!;
  const card = holder.hand.find((id) => is(id))!;
  if (holder.colour === player) return { state: s, card };
  const given = s.players.find((p) => p.colour === player)!.hand[0];
  const players = s.players.map((p) =>
    p.colour === player ? { ...p, hand: [card].concat(p.hand.slice(1)) } : p.colour === holder.colour ? { ...p, hand: p.hand.map((id) => (id === card ? given : id)) } : p,
  );
  return { state: { ...s, players }, card };
}

/** Red (an Outlaw unless told) has led a card of `suit`; Blue is First Regent, Yellow a Regent. */
export function redLeads(suit: Suit, redTitle: "outlaw" | "regent" = "outlaw"): GameState {
  let s = startCampaign({
    type: "startCampaign", seats, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"],
  });
  s = run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
  const campaign = s.campaign as CampaignState;
  s = { ...s, campaign: { ...campaign, firstRegent: "Blue", players: campaign.players.map((p) => ({ ...p, title: p.colour === "Red" ? redTitle : "regent" as const })) } };
  const { state, card } = withSuit(s, "Red", suit);
  return run(state, { type: "lead", player: "Red", card });
}

/** `s` with Passages & The Twisted Passage (F2205) in the rules booklet. */
export function withPassageLaw(s: GameState): GameState {
  const c = s.campaign as CampaignState;
  const b = rulesBookletOf(c);
  return { ...s, campaign: { ...c, rulesBooklet: { edicts: b.edicts, laws: b.laws.concat([["F2205"]]) } } };
}

/** `map` with a Passage on each gate of `gates`, the event die showing `die`, and `cards` in Red's play area. */
export function passageMap(map: MapSnapshot, gates: string[], die?: "arrow" | "crescent" | "hex", cards: string[] = []): MapSnapshot {
  const out: MapSnapshot = { ...map, fateTokens: gates.map((g) => ({ system: g, token: "Passage" })), playAreas: [{ colour: "Red", cards }] };
  if (die !== undefined) out.eventDie = die;
  return out;
}


/** `[system, owner, kind, fresh]` rows of a map (the setups' map steps: fateMapSteps, fateCeasefiresResettle). */
export type PieceRow = [string, Colour | "free", MapPieces["kind"], number];

/** A map of fresh pieces from rows, one entry per system in the rows' order. */
export function mapOfRows(pieces: PieceRow[]): MapSnapshot {
  const systems: MapSnapshot["systems"] = [];
  for (const [system, owner, kind, n] of pieces) {
    let sp = systems.find((x) => x.system === system);
    if (sp === undefined) systems.push((sp = { system: system as never, pieces: [] }));
    sp.pieces.push({ owner, kind, fresh: n, damaged: 0 });
  }
  return { systems };
}
