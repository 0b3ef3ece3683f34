/**
 * Fate-set Vox Crises that destroy damaged pieces on the map (issue 35; texts seed 003), decided in
 * the Court Crises' order (crisesCourt.ts) from the map the Crises step gets, as the Blight Crises
 * left it (BR p.18: Blight Crises, then Fate, then Court Crises, so a ship the Blight damaged is a
 * damaged ship here):
 * - F717/F718 Mass Uprising: "Destroy every damaged ship. Bury this card." Every player's and the
 *   Empire's damaged ships (a Flagship is never damaged, BR p.22; its Upgrades and Armor are no ships).
 * - F620/F621 Terror Strike: "Destroy all damaged pieces at planets matching any players' Outrage.
 *   Shuffle this into the Court deck." At each planet whose resource type is Outraged on some
 *   player's board (the Crises step's reads, after an Outrage Spreads before it): every damaged ship,
 *   building and Blight, whoever's (Flagship parts lie on their board, not at a planet).
 * - F510 Unstable Protector: "Repair all ships except those of the player with the Protector." and F511
 *   Unstable Warrior: "Destroy all damaged Loyal ships of the player with the Warrior." The player with
 *   the Golem is the one whose read names it (`golems`: board and play area, F505); nobody holds it,
 *   nothing happens (a Golem nobody holds is off the map since the Caretaker's Act I Resolution
 *   (F507), so not in play: "Scrap this if the <Golem> is not in play"). Loyal ships are of the player's colour
 *   (BR p.27), never Imperial ones. A repair is a wreck that destroys none (its damaged ships fresh after).
 * Destroy "returns a piece from the map" (base p.23): nobody destroyed them in battle, so they go to
 * their supplies, no Trophies, and a city destroyed so Provokes nobody's Outrage (base p.16 is the
 * destroyer's). The destroyed pieces are kept as `lastCrises.wrecks`, carried out by the table with
 * the Blight hits (`carryOutBlight`, crisesCarry.ts), after them.
 * The Caretaker's Golems that move pieces, as `lastCrises.pieces` for the table (eventPhase.ts):
 * - F503 Golem Hearth, a Fate Crisis: "Flip all Sleeping Golems that are not on the map to Awake."
 *   The read names who has the card in play (`hearth`): the step's first move (crisesStep.ts, BR p.18
 *   Fate Crises before Court Crises); the table flips the Golem tokens lying loose out of the map's
 *   systems (F505: the players' boards and play areas, the Hearth lying there).
 * - F509 Unstable Seeker: "The player with the Seeker moves their Loyal ships from planets of the
 *   rolled symbol to the gate in the rolled cluster." Loyal ships are of their colour, the Flagship
 *   too (a Loyal ship, BR p.22), as the Blight hits and the row's earlier Crises leave them, counted down.
 * - F517-F519 Golem Worship: "In turn order, each player with any Golems must return 1 Loyal city to
 *   their player board." Turn order from the initiative holder (base p.22); a player with one Loyal
 *   city on the map returns it; with several, which one is theirs to choose (`choose`: the table's
 *   buttons on their cities); with none, none.
 * Like Imperial Defectors', these moves wait for the Blight hits and the wrecks (the table's order).
 */
import type { Colour, ResourceType, SystemId } from "../../data/vocabulary";
import type { GameState } from "../../game/types";
import { turnOrderFrom } from "../../game/util";
import { system } from "../../data/map";
import type { MapSnapshot } from "../mapControl";
import type { CampaignState, CrisesRead } from "../types";
import { piecesOf, replaceImperial } from "./defectors";
import type { Here } from "./defectors";
import type { CrisesResult, PieceChange } from "../resultTypes";
import { TWISTED_PASSAGE } from "./twistedPassage";

/** Passage Storms (F2206): "Hit each piece in the Twisted Passage." */
export const STORMS = "F2206";
/** Mass Uprising's copies, then Terror Strike's. */
export const DAMAGED_CRISES: readonly string[] = ["F717", "F718", "F620", "F621"];
/** The Unstable Protector, then the Unstable Warrior. */
export const GOLEM_SHIPS: readonly string[] = ["F510", "F511"];

/** Who holds the Golem an Unstable card's title names ("Unstable Harvester"), by the Crises step's reads. */
export function golemHolder(reads: readonly CrisesRead[], name: string): string | undefined {
  for (const r of reads) if ((r.golems as string[]).indexOf(name.slice(9)) >= 0) return r.colour;
  return undefined;
}


/** The map's pieces as the Blight Crises leave them (copies: the Crises of the row count them down), the Twisted Passage's first (F2205: no Blight Crisis there). */
export function afterBlight(map: MapSnapshot, r: CrisesResult): Here[] {
  const out: Here[] = (map.twisted ?? []).map((p) => ({ ...p, system: TWISTED_PASSAGE }));
  for (const sp of map.systems) {
    for (const p of sp.pieces) {
      const n = { ...p, system: sp.system };
      for (const b of r.blight) {
        for (const c of b.changes) {
          if (c.system === n.system && c.owner === n.owner && c.kind === n.kind) {
            n.fresh = c.after.fresh;
            n.damaged = c.after.damaged;
          }
        }
      }
      out.push(n);
    }
  }
  return out;
}

/**
 * Mass Uprising's or Terror Strike's Crisis (`id`) on `work` (afterBlight's list, counted down), its
 * destroyed pieces added to `r.wrecks` (a list by then), as the event log's text.
 */
export function damagedCrisis(r: CrisesResult, id: string, name: string, work: readonly Here[], reads: readonly CrisesRead[]): string {
  const uprising = DAMAGED_CRISES.indexOf(id) < 2;
  const g = GOLEM_SHIPS.indexOf(id);
  // Passage Storms (F2206): a hit each, a fresh piece damaged, a damaged one destroyed; Blight is Tough ("One hit does nothing", BR p.19).
  const storm = id === STORMS;
  const holder = g < 0 ? undefined : golemHolder(reads, name);
  const wrecks = r.wrecks as PieceChange[];
  let n = 0;
  for (const w of work) {
    const d = w.damaged;
    const f = w.fresh;
    const type = system(w.system as SystemId)?.resource as ResourceType;
    // Terror Strike's reads carry each board's Outrage (crisesReadRefusal); a gate has no type.
    const hit = storm ? w.system === TWISTED_PASSAGE && w.kind !== "flagship" && w.kind !== "blight" : g >= 0 ? holder !== undefined && w.kind === "ship" && (w.owner === holder) === (g > 0) : uprising ? w.kind === "ship" : reads.some((x) => (x.outrage as ResourceType[]).indexOf(type) >= 0);
    if ((d > 0 || storm) && f + d > 0 && hit) {
      const fixed = g === 0 ? d : 0;
      const flip = storm ? f : 0;
      wrecks.push({ system: w.system as SystemId, owner: w.owner, kind: w.kind, before: { fresh: f, damaged: d }, after: { fresh: f + fixed - flip, damaged: flip }, destroyed: d - fixed });
      w.fresh = f + fixed - flip;
      w.damaged = flip;
      n += d + flip;
    }
  }
  return `${name}${holder ? " (" + holder + ")" : ""}: ${n} ${storm ? "pieces hit" : g === 0 ? "damaged ships repaired" : "damaged pieces destroyed"}`;
}

/** The Court Crises that move pieces for the Golems: the Unstable Seeker, then Golem Worship's copies. */
export const GOLEM_MOVES: readonly string[] = ["F509", "F517", "F518", "F519"];

/** The Seeker's or Golem Worship's Crisis (`id`) on `work`, its moves added to the step's pieces; the log's text. */
export function golemMoves(s: GameState, id: string, work: readonly Here[], reads: readonly CrisesRead[]): string {
  const dice = ((s.campaign as CampaignState).lastCrises as CrisesResult).dice;
  const pieces = piecesOf(s);
  if (id === "F509") {
    const holder = golemHolder(reads, "Unstable Seeker") as Colour;
    // Each entry moved whole, counted down (as Defectors' replacing, with no supply to run short).
    let n = 0;
    for (const d of replaceImperial(work.filter((w) => w.owner === holder && (w.kind === "ship" || w.kind === "flagship") && dice.planetsOfRolledSymbol.indexOf(w.system as SystemId) >= 0), 99)) {
      pieces.push({ colour: holder, seek: d as PieceChange["before"] & { system: SystemId } });
      n += d.fresh + d.damaged;
    }
    return `Unstable Seeker: ${holder === undefined ? "nobody holds it" : `${holder} moves ${n} ships to gate ${dice.cluster}.0`}`;
  }
  const said: string[] = [];
  for (const c of turnOrderFrom(s.seats, s.initiative)) {
    // Every seat is read with the Golems it holds (crisesReadRefusal).
    if ((reads.find((x) => x.colour === c) as CrisesRead).golems!.length === 0) continue;
    const at = work.filter((w) => w.owner === c && w.kind === "city" && w.fresh + w.damaged > 0);
    const one = at.length === 1 && at[0].fresh + at[0].damaged === 1 ? at[0] : undefined;
    if (one !== undefined) {
      pieces.push({ colour: c, city: one.system as SystemId });
      one.fresh = 0;
      one.damaged = 0;
    } else if (at.length > 0) pieces.push({ colour: c, choose: true });
    said.push(`${c} ${one !== undefined ? "returns " + one.system : at.length === 0 ? "no city" : "chooses"}`);
  }
  return `Golem Worship: ${said.length === 0 ? "no Golems held" : said.join(", ")}`;
}
