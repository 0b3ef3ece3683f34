/**
 * Bench scenarios for `npm run bench` (tools/bench/campaignFigures.ts): the event phase alone
 * (BR p.13: Summit decision, then the event dice), and a full Crises step on a crowded map (BR p.18),
 * on a 4-player mid-chapter state built directly.
 */
import { AMBITION_MARKERS } from "../../src/core/data/ambitions";
import { apply } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import { campaignActionDeck } from "../../src/core/campaign/flow";
import { SYSTEMS } from "../../src/core/data/map";
import type { MapPieces, MapSnapshot, SystemPieces } from "../../src/core/campaign/mapControl";

export function eventPhaseState(): GameState {
  const seats = ["Red", "Blue", "Yellow", "White"] as const;
  const deck = campaignActionDeck(4);
  const players = seats.map((colour, i) => ({ colour, power: 3 * i, hand: deck.slice(i * 5, i * 5 + 5), startingResources: [], lore: [] }));
  return {
    version: 1, phase: "play", mode: "standard", playerCount: 4, seats: seats.slice(), players,
    setupCard: "", outOfPlayClusters: [], placements: [], court: { row: ["AID01", "CC01", "CC02", "CC03", "CC04"], deck: ["CC05", "CC06"] },
    actionCards: deck, deck: [], discard: deck.slice(20), chapter: 2, initiative: "Red",
    markers: AMBITION_MARKERS.map((m) => ({ id: m.id, flipped: false, at: "available" as const })),
    zeroMarker: "declaredSlot", roundCount: 3, passStreak: [], events: [],
    round: { number: 3, order: seats.slice(), turn: 0, played: false, plays: [], seizeCards: [], leadNumber: 0, declared: false },
    campaign: {
      act: "II", stage: "act", trust: ["relic"], booklet: ["AID04", "AID03", "AID05"], policy: "peace", council: "inSession", firstRegent: "Red",
      players: seats.map((colour, i) => ({ colour, fate: `FATE0${i + 1}`, letter: "A" as const, title: "regent" as const, favors: [] })),
      eventPhase: { player: "Red", step: "summit" },
    },
  };
}

/** One event phase: no Summit, then a Crisis roll. Returns the number of commands applied (2). */
export function benchEventPhase(): number {
  let s = eventPhaseState();
  const commands: Command[] = [
    { type: "eventSummit", player: "Red", call: false },
    { type: "rollEventDice", player: "Red", event: "crisis", planet: "hex", cluster: 4 },
  ];
  let applied = 0;
  for (const c of commands) {
    const r = apply(s, c);
    if (r.ok) {
      s = r.value;
      applied += 1;
    }
  }
  return applied;
}

/** A crowded map within the box counts: Blight everywhere, Imperial and players' ships, Free cities on the planets. */
export function crowdedMap(): MapSnapshot {
  const seats = ["Red", "Blue", "Yellow", "White"] as const;
  const systems: SystemPieces[] = [];
  for (const sys of SYSTEMS) {
    const pieces: MapPieces[] = [{ owner: "blight", kind: "blight", fresh: 1, damaged: 0 }];
    if (sys.cluster <= 3) pieces.push({ owner: "empire", kind: "ship", fresh: 1, damaged: 0 });
    // 15 ships each: 1 fresh in every system of clusters 1-3, 1 damaged in the gates of clusters 4-6.
    const damaged = sys.cluster > 3 && sys.kind === "gate" ? 1 : 0;
    for (const colour of seats) if (sys.cluster <= 3 || damaged > 0) pieces.push({ owner: colour, kind: "ship", fresh: sys.cluster <= 3 ? 1 : 0, damaged });
    if (sys.slots > 0) pieces.push({ owner: "free", kind: "city", fresh: 1, damaged: 0 });
    systems.push({ system: sys.id, pieces });
  }
  return { systems };
}

/** Built once: the map arrives from the table's read, not from the Crises step (shared, never changed). */
const CROWDED_MAP: MapSnapshot = crowdedMap();
/**
 * The same map as another object: runs take turns with the two, as each Crises step at the table
 * reads its map afresh. The core keeps its answers for the last snapshot object (mapSnapshotRefusal,
 * blightCrises): one object in every run would be worked out once and the figure flatter the table's.
 */
const OTHER_CROWDED_MAP: MapSnapshot = crowdedMap();
let otherMap = false;

/** The event phase rolling Crises, then the whole Crises step (BR p.18). Returns the Blight Crises worked out (24). */
export function benchCrises(): number {
  otherMap = !otherMap;
  let s = eventPhaseState();
  const commands: Command[] = [
    { type: "eventSummit", player: "Red", call: false },
    { type: "rollEventDice", player: "Red", event: "crisis", planet: "hex", cluster: 4 },
    { type: "resolveCrises", map: otherMap ? OTHER_CROWDED_MAP : CROWDED_MAP, court: s.court.row.map((card) => ({ card })) },
  ];
  for (const c of commands) {
    const r = apply(s, c);
    if (!r.ok) return -1;
    s = r.value;
  }
  const crises = s.campaign === undefined ? undefined : s.campaign.lastCrises;
  return crises === undefined ? -1 : crises.blight.length;
}
