/**
 * The counted objective lines that read Fate tokens on the map (`MapSnapshot.fateTokens`, the
 * table's read of the Fate Sets' tokens lying in the systems), after a chapter's scoring, beside
 * fates/objectives.ts's lines. Texts: seed 003.
 * - F1001B (Hegemon, Act II): "At the end of a chapter, advance 1 for each Banner on the map. If you
 *   won any number of ambitions, advance 1 for each Banner on the map again."
 * - F1601B (Warden, Act II): "advance 2 for each Seat you control" (control of the Seat's system,
 *   standing, BR p.10) and "advance 1 for each city in all Fiefs you are Lord of": a Fief is the
 *   cluster of a Seat, its Lord the player whose city the Seat lies on (F1602 "place a Seat token
 *   above a Loyal city you control", F1609 "While a city has a Seat token, its player is the Lord of
 *   its cluster"); every city there counts, Free cities included (the card's note).
 * - F1801B (Survivalist, Act III), first line: each ambition won, 1 for each Captive you have or for
 *   each Bunker on the map, whichever is lower (the scoring snapshot's Captives, before the cleanup).
 * - F2201B (Gate Wraith, Act III): each ambition won, 1 for each Passage token on the map; and, at
 *   chapter end before scoring, 1 for each if its holder controls the Twisted Passage (standing control,
 *   BR p.10, of the pieces the table read there, `twisted`: before The Dead Live returns any).
 * A table that sent no Fate tokens (none read: a record imported by hand) has its holder count by hand.
 */
import { system } from "../../data/map";
import type { GameState } from "../../game/types";
import type { ScoringSnapshot } from "../../game/scoringTypes";
import type { CampaignPlayer, CampaignState } from "../types";
import type { MapSnapshot } from "../mapControl";
import { controllerOf, systemsControlledBy } from "../mapControl";
import { TWISTED_PASSAGE } from "./twistedPassage";
import { clusterCount } from "./fiefs";
import { standingFacts } from "./empireCards";
import { snapshotOf, wins } from "./objectiveReads";

/** One objective line's advance for a player, or why the core cannot count it (as objectives.ts's). */
export type TokenLine = { card: string; what: string; by: number } | string;

function named(map: MapSnapshot, prefix: string): { system: string; on?: string }[] {
  const out: { system: string; on?: string }[] = [];
  if (map.fateTokens !== undefined) for (const t of map.fateTokens) if (t.token.indexOf(prefix) === 0) out.push(t);
  return out;
}

function warden(s: GameState, campaign: CampaignState, p: CampaignPlayer, snap: ScoringSnapshot, map: MapSnapshot): TokenLine[] {
  const seats = named(map, "Seat");
  const mine = systemsControlledBy(map, p.colour, s.seats, standingFacts(campaign, snap));
  let controlled = 0;
  const fiefs: number[] = [];
  for (const t of seats) {
    if (mine.indexOf(t.system as never) >= 0) controlled += 1;
    const sys = system(t.system as never);
    if (t.on === p.colour && sys !== undefined && fiefs.indexOf(sys.cluster) < 0) fiefs.push(sys.cluster);
  }
  let cities = 0;
  for (const c of fiefs) cities += clusterCount(map, c);
  return [
    { card: "F1601B", what: `${controlled} Seat(s) you control`, by: 2 * controlled },
    { card: "F1601B", what: `${cities} city(ies) in the ${fiefs.length} Fief(s) you are Lord of`, by: cities },
  ];
}

/** Per ambition won, `each` (one line each). */
function perWin(s: GameState, p: CampaignPlayer, card: string, each: number, what: string): TokenLine[] {
  const out: TokenLine[] = [];
  const n = wins(s, p.colour).length;
  for (let i = 0; i < n; i++) out.push({ card, what: `an ambition won: ${what}`, by: each });
  return out;
}

/** The token lines of `p`'s objective in this Act (none for a Fate without one). */
export function tokenLines(s: GameState, campaign: CampaignState, p: CampaignPlayer, snap: ScoringSnapshot, map: MapSnapshot | undefined): TokenLine[] {
  const card = campaign.act === "II" ? (p.fate === "FATE10" ? "F1001B" : p.fate === "FATE16" ? "F1601B" : "") : campaign.act === "III" ? (p.fate === "FATE18" ? "F1801B" : p.fate === "FATE22" ? "F2201B" : "") : "";
  if (card === "") return [];
  if (map === undefined || map.fateTokens === undefined) return [`${p.colour}'s objective (${card}): no Fate tokens sent: advance it by hand for its tokens`];
  if (card === "F1601B") return warden(s, campaign, p, snap, map);
  if (card === "F1001B") {
    const n = named(map, "Banner").length;
    const out: TokenLine[] = [{ card, what: `${n} Banner(s) on the map`, by: n }];
    if (wins(s, p.colour).length > 0) out.push({ card, what: `${n} Banner(s) on the map again, for ambitions won`, by: n });
    return out;
  }
  if (card === "F2201B") {
    const n = named(map, "Passage").length;
    const out = perWin(s, p, card, n, `${n} Passage token(s) on the map`);
    const tp = { systems: [{ system: TWISTED_PASSAGE, pieces: Array.isArray(map.twisted) ? map.twisted : [] }] };
    if (controllerOf(tp, TWISTED_PASSAGE, s.seats, standingFacts(campaign, snap), "standing") === p.colour) out.unshift({ card, what: `${n} Passage token(s), the Twisted Passage controlled`, by: n });
    return out;
  }
  const bunkers = named(map, "Bunker").length;
  const mine = snapshotOf(snap, p.colour);
  const captives = mine !== undefined && typeof mine.captives === "number" ? mine.captives : 0;
  const n = captives < bunkers ? captives : bunkers;
  return perWin(s, p, card, n, `${captives} Captive(s), ${bunkers} Bunker(s) on the map, the lower`);
}
