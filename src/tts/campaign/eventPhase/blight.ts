/**
 * The Blight Crises carried out on the table (BR p.18, p.24), once the core accepted `carryOutBlight`:
 * the pieces each Blight Crisis of `campaign.lastCrises` names, system by system -- Imperial ships,
 * then each player's Loyal ships (fresh ones tipped on their side, damaged ones destroyed), then the
 * Flagship parts in the order the core hit them (a fresh part turned face down, a damaged one
 * destroyed). Destroyed pieces go back to their supply: a Crisis gives nobody Trophies (the Blight
 * is not a player; BR p.19 gives Trophies to whoever destroys Blight, not to the Blight); while the
 * core named a play area's Blight Hunger (F1313, `hunger`), onto that card instead.
 * The map the command carried was checked by the core to give these same hits, so the pieces exist.
 */
import type { BlightCrisis, FlagshipHit, PieceChange } from "../../../core/campaign/crises";
import type { Colour, Owner } from "../../../core/data/vocabulary";
import { campaignSystemPieces } from "../../lib/campaignMap";
import type { CampaignPiece } from "../../lib/campaignMap";
import { flagshipBoardOf } from "../../lib/flagshipBoards";
import type { BoardSlot, TableBoard } from "../../lib/flagshipBoards";
import { setDamaged } from "../../lib/pieces";
import { destroyedToSupply, toSupply } from "../../lib/supply";
import { hungerCard, layOnHunger } from "../../lib/blightHunger";
import { supplyBag } from "../../lib/pieceTags";
import { systemZone } from "../../lib/table";
import { spotInZone } from "../../lib/place";
import { SYSTEMS } from "../../../core/data/map";
import { DEFECTORS, defectText, earliestOutlaw, replaceImperial } from "../../../core/campaign/fates/defectors";
import { toTrophies } from "../../battle/moves";
import { cardTitle } from "../../court/pending";
import { game } from "../../session/session";
import { announce } from "../../lib/chat";
import { returnPiece } from "../intermission/steps";

/** What was moved, in the game's words, for the announcement. */
export interface BlightMoves {
  damaged: number;
  destroyed: number;
  parts: number;
  /** Pieces laid on Blight Hunger so far */
  laid: number;
  /** Damaged pieces the Court Crises destroyed */
  wrecked: number;
  /** Damaged ships a Court Crisis repaired (F510) */
  repaired: number;
  /** Blight Hunger (F1313) the destroyed pieces go onto, when the core named one */
  card?: TTSObject;
}

/** A destroyed piece to its supply (a ship onto The Dead Live, F2204, while it lies out), or onto Blight Hunger. */
function destroy(o: TTSObject, owner: Owner, kind: string, moves: BlightMoves): void {
  if (moves.card === undefined) destroyedToSupply(o, owner, kind);
  else {
    layOnHunger(o, moves.card, moves.laid);
    moves.laid += 1;
  }
}

/**
 * One owner's pieces of a kind in a system: `flipped` fresh ones damaged, then `destroyed` damaged
 * ones back to supply; with `taken` (a Court Crisis's wrecks), as the
 * Intermission returns them (cities to distinct slots; Free and Blight pieces to their bags), a ship
 * onto The Dead Live (F2204) while it lies out.
 */
function carryOutChange(pieces: CampaignPiece[], c: PieceChange, moves: BlightMoves, taken?: { [colour: string]: number[] }): void {
  const ships = pieces.filter((p) => p.owner === c.owner && p.kind === c.kind);
  // Hits damage the fresh ships first, then destroy damaged ones: those damaged before the Crisis,
  // then those it damaged (BR p.18; damaged ships are alike on the table).
  const damaged = ships.filter((p) => p.damaged);
  let flip = c.before.fresh - c.after.fresh;
  // A Court Crisis's repair (Unstable Protector F510): its damaged ships turned fresh.
  for (const p of damaged) {
    if (flip < 0) {
      setDamaged(p.obj, false);
      flip += 1;
      moves.repaired += 1;
    }
  }
  for (const p of ships) {
    if (flip > 0 && !p.damaged) {
      setDamaged(p.obj, true);
      p.damaged = true;
      damaged.push(p);
      flip -= 1;
      moves.damaged += 1;
    }
  }
  for (let i = 0; i < c.destroyed && i < damaged.length; i++) {
    const p = damaged[i];
    // Gone: no later change in the system (a Court Crisis's wrecks) finds it damaged.
    p.damaged = false;
    if (taken === undefined) {
      destroy(p.obj, c.owner, "ship", moves);
      moves.destroyed += 1;
    } else if (c.kind === "ship") {
      destroyedToSupply(p.obj, c.owner, "ship");
      moves.wrecked += 1;
    } else if (returnPiece(p.obj, taken)) moves.wrecked += 1;
  }
}

/** One hit on a Flagship's part (slot 1-6 from the left, BR p.24) on the table's board. */
function carryOutPartHit(boards: { [colour: string]: TableBoard | undefined }, h: FlagshipHit, moves: BlightMoves): void {
  if (!(h.owner in boards)) boards[h.owner] = flagshipBoardOf(h.owner);
  const board = boards[h.owner];
  const slot: BoardSlot | undefined = board && board.slots[h.slot - 1];
  const piece = slot && (h.part === "armor" ? slot.armor : slot.upgrade);
  if (slot === undefined || piece === undefined) return;
  if (h.result === "damaged") {
    setDamaged(piece.obj, true);
    piece.damaged = true;
  } else {
    destroy(piece.obj, h.owner, piece.building, moves);
    if (h.part === "armor") slot.armor = undefined;
    else slot.upgrade = undefined;
  }
  moves.parts += 1;
}

/** Move the pieces the Blight Crises hit (the core's list, in its order), then the damaged pieces the Court Crises destroy (`wrecks`). */
export function carryOutBlightOnTable(list: readonly BlightCrisis[], hunger: Colour | undefined, wrecks: readonly PieceChange[]): BlightMoves {
  const moves: BlightMoves = { damaged: 0, destroyed: 0, parts: 0, laid: 0, wrecked: 0, repaired: 0, card: hunger && hungerCard(hunger) };
  const boards: { [colour: string]: TableBoard | undefined } = {};
  // Each system's pieces read once: a zone sees a piece leave frames later.
  const at: { [system: string]: CampaignPiece[] } = {};
  for (const b of list) {
    if (b.changes.length > 0) at[b.system] = campaignSystemPieces(b.system);
    for (const c of b.changes) carryOutChange(at[b.system], c, moves);
    for (const h of b.flagship) carryOutPartHit(boards, h, moves);
  }
  const taken = {};
  // Each owner's kind in a system is one wreck at most: a system the Blight hits did not reach is read afresh.
  for (const w of wrecks) carryOutChange(at[w.system] ?? campaignSystemPieces(w.system), w, moves, taken);
  return moves;
}

/** "Blight hits carried out: 2 ships damaged, 1 destroyed (back to the supply), 3 hits on Flagship parts." */
export function blightMovesText(m: BlightMoves): string {
  const parts: string[] = [];
  if (m.damaged > 0) parts.push(m.damaged + (m.damaged === 1 ? " ship damaged" : " ships damaged"));
  if (m.destroyed > 0) parts.push(m.destroyed + (m.destroyed === 1 ? " ship destroyed" : " ships destroyed") + (m.card === undefined ? " (back to the supply)" : " (onto Blight Hunger)"));
  if (m.parts > 0) parts.push(m.parts + (m.parts === 1 ? " hit on a Flagship part" : " hits on Flagship parts"));
  if (m.wrecked > 0) parts.push(m.wrecked + " damaged pieces destroyed");
  if (m.repaired > 0) parts.push(m.repaired + " ships repaired");
  return "Blight hits carried out on the table: " + (parts.length === 0 ? "nothing moved" : parts.join(", ")) + ".";
}

/**
 * Imperial Defectors' replacing (core/campaign/fates/defectors.ts): `fresh` fresh and `damaged`
 * damaged Imperial ships in `system` back to the Imperial supply, each replaced where it lay by one
 * of `colour`'s ships from their bag, lying as it lay (tipped if damaged: base p.22 "Replace").
 * With `gate`, the Unstable Seeker's Crisis (core fates/damagedCrises.ts): `colour`'s ships that many
 * (a Flagship fresh) to that gate, lying as they lay.
 */
export function defectOnTable(colour: Colour, d: { system: string; fresh: number; damaged: number }, gate?: string): void {
  const bag = supplyBag("ship", colour);
  const left = [d.fresh, d.damaged];
  let k = gate === undefined ? 0 : campaignSystemPieces(gate).length;
  for (const p of campaignSystemPieces(d.system)) {
    const i = p.damaged ? 1 : 0;
    if (left[i] > 0 && p.owner === (gate === undefined ? "empire" : colour) && p.kind !== "city" && p.kind !== "starport") {
      left[i] -= 1;
      if (gate !== undefined) {
        p.obj.setPosition(spotInZone(systemZone(gate) as TTSObject, k));
        k += 1;
      } else if (bag !== undefined) {
        bag.takeObject({ position: p.obj.getPosition(), rotation: p.obj.getRotation(), smooth: false });
        toSupply(p.obj, "empire", "ship");
      }
    }
  }
}

/** The map pieces the table shows in the systems of `cluster`. */
function clusterPieces(cluster: number): CampaignPiece[] {
  let out: CampaignPiece[] = [];
  for (const sys of SYSTEMS) if (sys.cluster === cluster) out = out.concat(campaignSystemPieces(sys.id));
  return out;
}

/**
 * Why `colour` may not choose `cluster` for `card`'s When Secured: Blight Looms and Panic (CC15,
 * F1311, F1310, seed 003) act only "in a cluster with Loyal pieces" (the securer's own pieces there).
 */
export function inClusterRefusal(card: string, colour: Colour, cluster: number): string | undefined {
  if (DEFECTORS.indexOf(card) >= 0 || clusterPieces(cluster).some((p) => p.owner === colour)) return undefined;
  return `${cardTitle(card)}: you have no Loyal pieces in cluster ${cluster}`;
}

/**
 * A When Secured resolved in `cluster` (kind "inCluster"), at the table: Blight Looms destroys all
 * damaged Blight there, Blight Panic takes them as the securer's Trophies (seed 003 CC15, F1311,
 * F1310); Imperial Defectors resolves its Crisis there (defectorsInCluster). Announced.
 */
export function resolveInCluster(colour: Colour, card: string, cluster: number): void {
  if (DEFECTORS.indexOf(card) >= 0) return defectorsInCluster(cluster);
  let n = 0;
  const trophies = card === "F1310";
  for (const p of clusterPieces(cluster)) {
    if (p.kind !== "blight" || !p.damaged) continue;
    n += 1;
    if (trophies) toTrophies(colour, p.obj);
    else returnPiece(p.obj, {});
  }
  announce(`${cardTitle(card)}: ${n} damaged Blight destroyed in cluster ${cluster}${trophies ? `, ${colour}'s Trophies` : ""}`);
}

/**
 * Imperial Defectors secured and its Crisis resolved in `cluster` (F710 When Secured, seed 003; core
 * fates/defectors.ts): the Imperial ships the table shows there replaced by the earliest Outlaw's,
 * as many as their ship bag holds; announced.
 */
export function defectorsInCluster(cluster: number): void {
  const s = game();
  const outlaw = s && earliestOutlaw(s);
  const here: { system: string; fresh: number; damaged: number }[] = [];
  for (const sys of SYSTEMS) {
    if (sys.cluster !== cluster) continue;
    const h = { system: sys.id, fresh: 0, damaged: 0 };
    for (const p of campaignSystemPieces(sys.id)) if (p.owner === "empire" && p.kind === "ship") h[p.damaged ? "damaged" : "fresh"] += 1;
    here.push(h);
  }
  const bag = outlaw && supplyBag("ship", outlaw);
  const done = replaceImperial(here, bag === undefined ? 0 : bag.getQuantity());
  for (const d of done) defectOnTable(outlaw as Colour, d);
  announce(`Imperial Defectors: ${outlaw ?? "no Outlaw"} ${defectText(here, done, cluster)}`);
}
