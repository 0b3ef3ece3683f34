/**
 * Fate-set cards and Laws that change the Empire's Laws (BR pp.10-11) and the Free States' (BR p.15)
 * for one player, as the table reads them in the acting player's play area (the map's `playAreas`,
 * src/core/map/snapshot.ts) and in the rules booklet (a Law binds while it is there, BR p.9). They
 * become the campaign's EmpireFacts (mapControl.ts), which the campaign's map actions
 * (campaign/mapActions.ts) and battle Laws (battleSides.ts, battleLaws.ts) read:
 * - F702 Imperial Officers: "You ignore the Empire's Presence and Movement Laws." F706/F707 Rogue
 *   Admirals: "You ignore the Empire's Presence, Movement, and Truce Laws." Each: "Bury this if you
 *   are an Outlaw": the burying is the players'; an Outlaw holding one gains nothing from it (only a
 *   Regent Commands the Imperial Fleet, BR p.10).
 * - F720 Martial Law: "Regents except the Admiral follow these rules if they do not have Imperial
 *   Officers or Rogue Admirals: You cannot Command the Imperial Fleet. ... If you're the First
 *   Regent, you don't control Empire-controlled systems for ambitions, objectives, and events. When
 *   taking a Catapult move, Empire control of gates ends your move." The Admiral holds FATE07.
 * - F218-F221 Member of the Commonwealth with F222 Commonwealth Membership: "Members may take actions
 *   with Free buildings that are not controlled by the Empire like they are Loyal -- tax Free cities,
 *   build ships and take Catapult moves with Free starports, build buildings at them, and repair them.
 *   Pieces built in this way are always placed fresh." A Member is a player with a Member title in
 *   their play area; a Member who harms a Free city scraps it (Disgrace), by hand.
 * - F2404 Judge's Chosen: "If you're a Rival of the Judge ... When attacking anyone except the Judge
 *   in battle, you may add the Judge's Loyal ships in the battle system to your attacking ships."
 *   The holder is the Rival with the title in their play area (battleSides.ts adds the ships).
 */
import type { Colour } from "../../data/vocabulary";
import type { ScoringSnapshot } from "../../game/types";
import type { MapSnapshot } from "../../map/snapshot";
import type { CampaignState } from "../types";
import type { EmpireFacts } from "../mapControl";
import { empireFacts } from "../mapControl";
import { lawInForce } from "./laws";
import { fateHolder } from "./setupWords";

const OFFICERS: readonly string[] = ["F702"];
const ROGUE_ADMIRALS: readonly string[] = ["F706", "F707"];
export const MEMBERS: readonly string[] = ["F218", "F219", "F220", "F221"];
const MARTIAL_LAW = "F720";
const MEMBERSHIP = "F222";
const ADMIRAL = "FATE07";
const CHOSEN = ["F2404"];

/** Words for the refusals the Laws above give. */
export const MARTIAL_LAW_WORDS = "Martial Law (F720, BR p.9)";
export const MEMBER_WORDS = "Commonwealth Membership (F222)";

/** Whether the map's rules read this card in the acting player's play area (Imperial Officers, Rogue Admirals, a Member title). */
export function empireCardOnMap(id: string): boolean {
  return OFFICERS.indexOf(id) >= 0 || ROGUE_ADMIRALS.indexOf(id) >= 0 || MEMBERS.indexOf(id) >= 0 || id === CHOSEN[0];
}

function holdsAny(cards: readonly string[] | undefined, ids: readonly string[]): boolean {
  if (Array.isArray(cards)) for (const id of cards) if (ids.indexOf(id) >= 0) return true;
  return false;
}


function admiralOf(c: CampaignState): Colour | undefined {
  for (const p of c.players) if (p.fate === ADMIRAL) return p.colour;
  return undefined;
}

/** Martial Law binds `colour`, a Regent, unless they are the Admiral or hold `cards` with Imperial Officers or Rogue Admirals. */
function bound(admiral: Colour | undefined, colour: Colour, cards: readonly string[] | undefined): boolean {
  return colour !== admiral && !holdsAny(cards, OFFICERS) && !holdsAny(cards, ROGUE_ADMIRALS);
}

/**
 * The campaign's EmpireFacts for actions decided on a map: the titles, and what the cards the map
 * shows in play areas and the Laws in the booklet change. The booklet is read once; the answer
 * reads each map's play areas (a colour not listed holds none of the cards).
 */
export function empireFactsFor(c: CampaignState): (this: void, map: MapSnapshot | undefined) => EmpireFacts {
  const base = empireFacts(c);
  const martial = lawInForce(c, MARTIAL_LAW);
  const membership = lawInForce(c, MEMBERSHIP);
  const admiral = martial ? admiralOf(c) : undefined;
  const judge = fateHolder(c, "FATE24");
  return (map) => {
    // Read before the map is checked (a move's Imperial ships): only well-formed entries count.
    const all = typeof map !== "object" || map === undefined || !Array.isArray(map.playAreas) ? [] : map.playAreas;
    const areas = all.filter((a) => typeof a === "object" && a !== undefined);
    const cardsOf = (colour: Colour): string[] | undefined => {
      for (const a of areas) if (a.colour === colour) return a.cards;
      return undefined;
    };
    const facts: EmpireFacts = { regents: base.regents, everywhere: [], noCommand: [], noTruce: [], freeAsLoyal: [] };
    if (base.firstRegent !== undefined) facts.firstRegent = base.firstRegent;
    for (const r of base.regents) {
      const cards = cardsOf(r);
      if (holdsAny(cards, OFFICERS) || holdsAny(cards, ROGUE_ADMIRALS)) (facts.everywhere as Colour[]).push(r);
      if (holdsAny(cards, ROGUE_ADMIRALS)) (facts.noTruce as Colour[]).push(r);
      if (martial && bound(admiral, r, cards)) (facts.noCommand as Colour[]).push(r);
    }
    if (membership) for (const a of areas) if (holdsAny(a.cards, MEMBERS)) (facts.freeAsLoyal as Colour[]).push(a.colour);
    if (judge !== undefined) for (const a of areas) if (a.colour !== judge.colour && holdsAny(a.cards, CHOSEN)) facts.chosen = { holder: a.colour, judge: judge.colour };
    return facts;
  };
}

/** empireFactsFor(c) on one map. */
export function empireFactsOn(c: CampaignState, map: MapSnapshot | undefined): EmpireFacts {
  return empireFactsFor(c)(map);
}

/**
 * The facts for control "for ambitions, objectives, and events" at a chapter's scoring (BR p.10):
 * under Martial Law a First Regent it binds (not the Admiral, no Imperial Officers or Rogue Admirals
 * among the cards the scoring snapshot lists for them) does not control Empire-controlled systems.
 */
export function standingFacts(c: CampaignState, snap: ScoringSnapshot | undefined): EmpireFacts {
  const facts = empireFacts(c);
  const first = facts.firstRegent;
  if (first === undefined || !lawInForce(c, MARTIAL_LAW)) return facts;
  let cards: string[] | undefined = undefined;
  if (snap !== undefined && Array.isArray(snap.players)) for (const p of snap.players) if (p.colour === first) cards = p.cards;
  if (!bound(admiralOf(c), first, cards)) return facts;
  return { regents: facts.regents };
}
