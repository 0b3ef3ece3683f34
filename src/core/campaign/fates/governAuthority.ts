/**
 * Govern with Authority (seed 003 F124-F126, the Steward's Act III, F122A): the Govern slot's cards
 * once the Govern the Imperial Reach cards are scrapped. The same Govern command resolves them
 * (edicts.ts), with what they change: the Demand takes also "from each Outlaw with a Loyal city or
 * Flagship controlled by the Empire" (the map the table reads), and each card's Imperial Action
 * (F124 "1 Weapon and any 1 resource", F125 "4 fresh Imperial ships", F126 "double their bonus
 * city Power"). And Imperial Quorum (F113), which takes Edict 03's place.
 */
import { SYSTEMS } from "../../data/map";
import type { GameState } from "../../game/types";
import { countPieces, empireControls, mapSnapshotRefusal, piecesIn } from "../mapControl";
import type { CampaignPlayer, CampaignState, EdictDoneCommand, GovernCommand } from "../types";
import type { Result } from "../../result";
import { ok, refuse } from "../../result";

const AUTHORITY = ["F124", "F125", "F126"];

export function isAuthority(card: string): boolean {
  return AUTHORITY.indexOf(card) >= 0;
}

/** The card a Govern refusal cites: Govern with Authority's own, else BR p.20. */
export function governCite(card: string): string {
  return isAuthority(card) ? `(Govern with Authority, ${card})` : "(BR p.20)";
}

/**
 * Who the Demand takes from (BR p.20; F124-F126): the Regents, then, under Govern with Authority,
 * each Outlaw with a city or Flagship in a system of fresh Imperial ships (BR p.10 Empire control),
 * read from `c.map`, needed only while there are Outlaws. A string: the map is missing or unsound.
 */
export function demandSubjects(s: GameState, campaign: CampaignState, c: GovernCommand, card: string): CampaignPlayer[] | string {
  const regents = campaign.players.filter((p) => p.title === "regent");
  const outlaws = campaign.players.filter((p) => p.title === "outlaw");
  if (!isAuthority(card) || outlaws.length === 0) return regents;
  const map = c.map;
  if (map === undefined) return `read the map: ${governCite(card)} demands from each Outlaw with a Loyal city or Flagship controlled by the Empire`;
  const bad = mapSnapshotRefusal(map, s.seats);
  if (bad !== undefined) return bad;
  return regents.concat(outlaws.filter((o) => SYSTEMS.some((sys) => {
    const here = piecesIn(map, sys.id);
    return empireControls(map, sys.id) && countPieces(here, o.colour, "city", "any") + countPieces(here, o.colour, "flagship", "any") > 0;
  })));
}

/**
 * Imperial Quorum (seed 003 F113) at its Edict done: "the Regent with the most starports built may
 * take the Imperial Action ... the most cities built may change the Policy ... On a tie, skip this",
 * counted on the map and the Flagship boards (its note); startEdicts skips Edict 03 while it is in
 * the booklet ("then skip Edict 03 itself"). The Demand, Action and Policy change are the table's.
 */
export function quorum(s: GameState, c: EdictDoneCommand): Result<string> {
  const campaign = s.campaign as CampaignState;
  const map = c.map;
  if (map === undefined) return refuse("read the map: Imperial Quorum (F113) counts the starports and cities built");
  const bad = mapSnapshotRefusal(map, s.seats);
  if (bad !== undefined) return refuse(bad);
  const most = (kind: "city" | "starport"): string => {
    let best = -1;
    let who: string[] = [];
    for (const p of campaign.players) {
      if (p.title !== "regent") continue;
      let n = 0;
      for (const sys of SYSTEMS) n += countPieces(piecesIn(map, sys.id), p.colour, kind, "any");
      for (const f of map.flagships === undefined ? [] : map.flagships) {
        for (const slot of f.owner === p.colour ? f.slots : []) {
          if (slot.upgrade !== undefined && slot.upgrade.building === kind) n++;
          if (slot.armor !== undefined && slot.armor.building === kind) n++;
        }
      }
      if (n > best) who = [p.colour];
      else if (n === best) who.push(p.colour);
      best = Math.max(n, best);
    }
    return who.length === 1 ? `${who[0]} (${best} built)` : "nobody (a tie)";
  };
  const fr = campaign.firstRegent;
  return ok(`: ${fr === undefined ? "nobody" : fr} collects the Demand; ${most("starport")} may take the Imperial Action; ${most("city")} may change the Policy; Edict 03 is skipped`);
}
