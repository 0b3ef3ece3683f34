/**
 * The dice phrases of the Crisis texts (BR p.18), resolved for a roll of the event die's planet
 * symbol and the number die: Rolled Cluster, Planets of the Rolled Symbol, Rolled Planet, "If
 * [arrow]/[moon]/[hex] was rolled", and Blight Looms worked out from the map. Also which roll a
 * Crises step uses (the Event's just rolled, or the Council's own).
 */
import type { SystemId } from "../data/vocabulary";
import { SYSTEMS } from "../data/map";
import type { PlanetSymbol } from "../data/map";
import type { GameState } from "../game/types";
import { countPieces, piecesIn } from "./mapControl";
import type { MapSnapshot } from "./mapControl";
import type { CampaignState } from "./types";
export type { RolledPlaces, CrisesDice } from "./resultTypes";
import type { CrisisText, RolledPlaces, CrisesDice } from "./resultTypes";

/** BR p.18's dice phrases worked out for one roll from SYSTEMS (the long way). */
function placesOf(symbol: PlanetSymbol, cluster: number): RolledPlaces {
  const inCluster: SystemId[] = [];
  const ofSymbol: SystemId[] = [];
  let rolledPlanet = "";
  for (const s of SYSTEMS) {
    if (s.cluster === cluster) inCluster.push(s.id);
    if (s.symbol === symbol) ofSymbol.push(s.id);
    if (s.cluster === cluster && s.symbol === symbol) rolledPlanet = s.id;
  }
  return { symbol, cluster, rolledCluster: inCluster, planetsOfRolledSymbol: ofSymbol, rolledPlanet };
}

const PLANET_SYMBOLS: readonly PlanetSymbol[] = ["arrow", "crescent", "hex"];

/** Every roll's places, worked out once: by cluster 1-6 (index cluster - 1), then by symbol in PLANET_SYMBOLS order. */
const PLACES: readonly (readonly RolledPlaces[])[] = [1, 2, 3, 4, 5, 6].map((c) => PLANET_SYMBOLS.map((sym) => placesOf(sym, c)));

/**
 * BR p.18's dice phrases for a roll of the event die's planet symbol and the number die (fresh lists
 * each time: copied by spreads, one library call each in the Lua VMs instead of a step per id).
 */
export function rolledPlaces(symbol: PlanetSymbol, cluster: number): RolledPlaces {
  const row = cluster >= 1 && cluster <= 6 && Math.floor(cluster) === cluster ? PLACES[cluster - 1] : undefined;
  const si = symbol === "arrow" ? 0 : symbol === "crescent" ? 1 : symbol === "hex" ? 2 : -1;
  if (row === undefined || si < 0) return placesOf(symbol, cluster);
  const p = row[si];
  return { symbol, cluster, rolledCluster: [...p.rolledCluster], planetsOfRolledSymbol: [...p.planetsOfRolledSymbol], rolledPlanet: p.rolledPlanet };
}

/** Court Crises whose effect on the map is plain counting: Blight Looms (CC15 and the Blight Speaker's F1311). */
export const BLIGHT_LOOMS: readonly string[] = ["CC15", "F1311"];

/**
 * Blight Looms: "Repair all Blight in the rolled cluster. Place 1 damaged Blight at each planet of the
 * rolled symbol with no Blight." The Blight Crises before it hit ships only, so the map as sent
 * still shows the Blight. Placements beyond the supply are the table's (BR p.19 Empty Supply).
 */
export function blightLooms(map: MapSnapshot, places: RolledPlaces): { repair: { system: SystemId; count: number }[]; place: SystemId[] } {
  const repair: { system: SystemId; count: number }[] = [];
  for (const id of places.rolledCluster) {
    const n = countPieces(piecesIn(map, id), "blight", "blight", "damaged");
    if (n > 0) repair.push({ system: id, count: n });
  }
  const place = places.planetsOfRolledSymbol.filter((id) => countPieces(piecesIn(map, id), "blight", "blight", "any") === 0);
  return { repair, place };
}

/** The card texts print the symbols as [arrow], [moon] (the crescent) and [hex]. */
const SYMBOL_TOKENS: readonly { symbol: PlanetSymbol; token: string }[] = [
  { symbol: "arrow", token: "[arrow]" },
  { symbol: "crescent", token: "[moon]" },
  { symbol: "hex", token: "[hex]" },
];

/** Answers a Crisis text's "If A/B/C was rolled" for this roll. */
export function withRolled(t: CrisisText, symbol: PlanetSymbol): CrisisText {
  if (t.text.indexOf("was rolled") < 0) return t;
  const asks: { symbol: PlanetSymbol; rolled: boolean }[] = [];
  for (const s of SYMBOL_TOKENS) if (t.text.indexOf(s.token) >= 0) asks.push({ symbol: s.symbol, rolled: s.symbol === symbol });
  return asks.length === 0 ? t : { card: t.card, name: t.name, text: t.text, ifRolled: asks };
}

/** The roll a Crises step's phrases use, or why there is none (BR p.18): the Event's, else the Council's own. */
export function crisesDiceRefusal(s: GameState, dice: CrisesDice | undefined): string | CrisesDice {
  const campaign = s.campaign as CampaignState;
  const ev = campaign.lastEvent;
  const justRolled = ev !== undefined && ev.council === undefined && ev.planet !== undefined && ev.cluster !== undefined;
  if (justRolled) {
    if (dice !== undefined) return "the event dice were just rolled: the Court Crises use them (BR p.18)";
    return { planet: (ev as { planet: PlanetSymbol }).planet, cluster: (ev as { cluster: number }).cluster };
  }
  if (dice === undefined) return "roll the event and number dice for the Court Crises (BR p.18)";
  if (dice.planet !== "arrow" && dice.planet !== "crescent" && dice.planet !== "hex") return "the event die shows a planet ID symbol (arrow, crescent or hex)";
  if (typeof dice.cluster !== "number" || dice.cluster < 1 || dice.cluster > 6 || Math.floor(dice.cluster) !== dice.cluster) return "the number die shows a cluster from 1 to 6";
  return { planet: dice.planet, cluster: dice.cluster };
}
