/**
 * The Magnate's cards that hold a resource supply or read it (Fate Set 3, seed 003), as the table
 * reads them in players' play areas: the scoring snapshot's card ids (`PlayerSnapshot.cards`) and,
 * for a build or a tax, the map's `playAreas` (src/core/map/snapshot.ts).
 * - Monopolies F313-F317: "You hold the <type> supply here. (Add <type> on here to <ambition>. You
 *   cannot spend it.)" The table lays the supply bag on the card and counts its tokens as the
 *   holder's (src/tts/court/cards/cartelCards.ts, src/tts/scoring/read.ts), as for the Cartels.
 * - The Cartels F307-F311 (BC03/BC06's reprints and the Fate-set Weapon, Psionic, Relic Cartels) keep
 *   their supply as BC03 does: their powers are Court powers (powers/courtPowers.ts FATE_SET_POWERS).
 * - Prospectors F322: "You may build cities on any planets if you don't have the Monopoly matching
 *   that planet type. (You don't need Loyal pieces there!)" (MapRules.cityWithoutLoyal).
 * Closed Economy (F326A, F327's Regent side) reads the Monopolies too: fates/laws.ts.
 */
import type { Colour, ResourceType, SystemId } from "../../data/vocabulary";
import { RESOURCE_TYPES } from "../../data/vocabulary";
import { system } from "../../data/map";
import type { CountsByType, GameState, ScoreCommand, ScoringSnapshot } from "../../game/types";
import type { MapSnapshot } from "../../map/snapshot";
import { suppliesKept } from "../../powers/courtPowers";

/** Each Monopoly card by the supply it holds (F313-F317). */
export const MONOPOLIES: { readonly [card: string]: ResourceType } = { F313: "material", F314: "fuel", F315: "relic", F316: "psionic", F317: "weapon" };
export const PROSPECTORS = "F322";

/** The Monopoly card's type, or undefined (any other id, Node's prototype members too). */
export function monopolyOf(id: string): ResourceType | undefined {
  const t = MONOPOLIES[id];
  return typeof t === "string" ? t : undefined;
}

/** The supply a card lying in a play area holds: a Monopoly's, a Cartel's (base, reprint or Fate-set), or undefined. */
export function supplyOnCard(id: string): ResourceType | undefined {
  return monopolyOf(id) ?? suppliesKept(id);
}

/** Whether the map's rules read this card in its holder's play area (a Monopoly, Prospectors). */
export function readOnMap(id: string): boolean {
  return id === PROSPECTORS || monopolyOf(id) !== undefined;
}

/** The Monopolies among `cards`, by type, in the order listed. */
export function monopoliesIn(cards: readonly string[] | undefined): ResourceType[] {
  const out: ResourceType[] = [];
  if (Array.isArray(cards)) for (const id of cards) {
    const t = monopolyOf(id);
    if (t !== undefined) out.push(t);
  }
  return out;
}

/** The Monopolies `colour` has in the scoring snapshot (the cards of its play area, as read). */
export function monopoliesOf(snap: ScoringSnapshot, colour: Colour): ResourceType[] {
  for (const p of snap.players) if (p.colour === colour) return monopoliesIn(p.cards);
  return [];
}

/** The cards the map shows in `colour`'s play area (those the map's rules read). */
export function playAreaOf(map: MapSnapshot, colour: Colour): string[] {
  if (Array.isArray(map.playAreas)) for (const a of map.playAreas) if (a.colour === colour) return a.cards;
  return [];
}

/** Prospectors (F322): `player` builds a city on planet `id` without a Loyal piece there. */
export function prospects(map: MapSnapshot, id: SystemId, player: Colour): boolean {
  const where = system(id);
  const cards = playAreaOf(map, player);
  return where !== undefined && where.kind === "planet" && where.resource !== undefined && cards.indexOf(PROSPECTORS) >= 0 && monopoliesIn(cards).indexOf(where.resource) < 0;
}

/**
 * The Imperial Trust counts for the First Regent's ambitions (BR p.27 "Frozen resources still add to
 * your ambitions"; "count everything in your play area, including ... the First Regent tile"). The
 * table's snapshot counts boards and play areas, not the tile: the core adds the Trust it keeps.
 */
export function withImperialTrust(s: GameState, snapshot: ScoreCommand["snapshot"]): ScoreCommand["snapshot"] {
  const campaign = s.campaign;
  if (campaign === undefined || campaign.firstRegent === undefined || campaign.trust.length === 0 || typeof snapshot !== "object" || !Array.isArray(snapshot.players)) {
    return snapshot;
  }
  const players = snapshot.players.map((p) => {
    if (p.colour !== campaign.firstRegent || typeof p.resources !== "object") return p;
    const r = { ...p.resources };
    for (const t of campaign.trust as ResourceType[]) if (RESOURCE_TYPES.indexOf(t) >= 0) r[t] = r[t] + 1;
    return { ...p, resources: r };
  });
  return { ...snapshot, players };
}

/** F318: per type, the player with more than half of it in play (a held supply is its holder's, as scored; an unheld one counts to the total) takes its Monopoly from where it lies. */
export function monopolyTakes(s: GameState, snap: ScoringSnapshot, supply: CountsByType): { card: string; to: Colour; from?: Colour }[] {
  const players = withImperialTrust(s, snap).players;
  const out: { card: string; to: Colour; from?: Colour }[] = [];
  for (const card of ["F313", "F314", "F315", "F316", "F317"]) {
    const type = MONOPOLIES[card];
    let total = 0;
    let held = false;
    let from: Colour | undefined = undefined;
    let to: Colour | undefined = undefined;
    for (const p of players) {
      total += p.resources[type];
      for (const id of Array.isArray(p.cards) ? p.cards : []) {
        if (supplyOnCard(id) === type) held = true;
        if (id === card) from = p.colour;
      }
    }
    if (!held) total += supply[type];
    for (const p of players) if (p.resources[type] * 2 > total) to = p.colour;
    if (to !== undefined && to !== from) out.push({ card, to, from });
  }
  return out;
}
