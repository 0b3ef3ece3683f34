/**
 * The log sheet's Fate details (BR p.30; core/campaign/fates/logSheet.ts): read from the table into
 * the campaign record at the Act's end (the export, and the same table's next Act): the Ideal
 * markers on the ambition boxes while the Believer plays (F824), the buildings on Breaking Worlds
 * (F1103A face down, F1110 step 2) in the Planet Breaker's play area. After `startAct`, what the
 * core put back that the table does not show yet is laid: the Ideal markers into boxes holding none
 * (F829A step 4), the pieces from their supplies onto Breaking Worlds lying in the holder's play
 * area (F1112A step 1). A table that kept them lays
 * nothing, and nothing is laid again after a load (this runs once, when `startAct` is applied).
 */
import type { GameState } from "../../core/game/types";
import type { CampaignRecord } from "../../core/campaign/types";
import type { FateSetupDone } from "../../core/campaign/fates/fateTypes";
import { idealMarkers, idealObjects } from "../scoring/read";
import { fateCardsIn, supplyBag } from "../lib/pieceTags";
import { hungerSpot, piecesOnHunger } from "../lib/blightHunger";
import { nextBoardCity } from "../lib/boards";
import { find } from "../lib/table";
import { takeFrom } from "../setup/lay";
import { layIdeals } from "./fateTokens";

const WORLDS = "F1103A";

/** `rec` with the log sheet's details as the table shows them at the end of `s`'s Act. */
export function withLogSheet(rec: CampaignRecord, s: GameState): CampaignRecord {
  for (const p of s.campaign?.players ?? []) {
    if (p.fate === "FATE08") rec.ideals = idealMarkers();
    const card = p.fate === "FATE11" ? fateCardsIn(p.colour, (id) => id === WORLDS)[0] : undefined;
    if (card !== undefined && card.is_face_down) {
      rec.breakingWorlds = piecesOnHunger(card, p.colour).filter((x) => x.kind === "city" || x.kind === "starport").map((x) => ({ owner: x.owner as "free", kind: x.kind as "city" }));
    }
  }
  return rec;
}

/** What the setups put back (F829A, F1112A) and the table does not show yet. */
export function layLogSheet(done: readonly FateSetupDone[]): void {
  for (const f of done) {
    const have = idealObjects().map((x) => x.at);
    if (f.ideals !== undefined) layIdeals(f.ideals.filter((i) => have.indexOf(i.at) < 0));
    if (f.breakingWorlds === undefined) continue;
    // Laid out by the players with their play area (BR p.30; rules-decisions-campaign.md), else the line tells them.
    const card = fateCardsIn(f.player, (id) => id === WORLDS)[0];
    if (card === undefined) continue;
    const there = piecesOnHunger(card, f.player);
    let k = there.length;
    for (const p of f.breakingWorlds) {
      const i = there.findIndex((x) => x.owner === p.owner && x.kind === p.kind);
      if (i >= 0) {
        there.splice(i, 1);
        continue;
      }
      // Taken out at the k-th spot on the card, as on Blight Hunger.
      const to = hungerSpot(card, k++);
      const city = p.owner !== "free" && p.kind === "city" ? nextBoardCity(p.owner) : undefined;
      if (city !== undefined) city.setPosition(to);
      else takeFrom(p.owner === "free" ? find(`free-${p.kind}-supply`) : supplyBag(p.kind, p.owner), to);
    }
  }
}
