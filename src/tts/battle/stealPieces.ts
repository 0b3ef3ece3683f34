/**
 * Vow of Fairness (F2402) on the table: the defender's Trophies and Captives carry Steal buttons (1
 * key each, when the roll's rules say so: BattleRules.piecesStealable), a click names the piece to the
 * core, and the stolen piece goes to the thief's Trophies or Captives, or back to their supply when
 * it is theirs (src/core/battle/stealPieces.ts decides).
 */
import type { RaidPick } from "../../core/battle/flow";
import type { PiecePick } from "../../core/battle/stealPieces";
import type { Colour } from "../../core/data/vocabulary";
import { readZone } from "../lib/boards";
import { objectsIn, tagsColour, tagsKind } from "../lib/pieceTags";
import { returnToSupply, spotInZone } from "../lib/place";
import { zoneOf } from "../lib/table";
import { toTrophies } from "./moves";

const PLURAL = { ship: "ships", agent: "agents", city: "cities", starport: "starports" } as const;
const ZONES = ["trophies", "captives"];

/** The defender's Trophies and Captives a Steal button may go on (pieces of a player's colour). */
export function stealablePieces(defender: Colour): TTSObject[] {
  const out: TTSObject[] = [];
  for (const z of ZONES) for (const t of readZone(z, defender)) if (tagsColour(t.tags) !== undefined && tagsKind(t.tags) !== undefined) out.push(t.obj);
  return out;
}

/** `obj` as a raid pick when it is one of the defender's Trophies or Captives, with the words for it. */
export function piecePick(defender: Colour, obj: TTSObject): { pick: RaidPick; what: string } | undefined {
  const guid = obj.getGUID();
  for (const z of ZONES) {
    for (const t of readZone(z, defender)) {
      const owner = tagsColour(t.tags);
      const kind = tagsKind(t.tags);
      if (t.obj.getGUID() !== guid || owner === undefined || kind === undefined) continue;
      if (z === "captives") return { pick: { kind: "captive", owner }, what: `${defender}'s ${owner} Captive` };
      return { pick: { kind: "trophy", owner, piece: PLURAL[kind] }, what: `${defender}'s ${owner} ${kind} (a Trophy)` };
    }
  }
  return undefined;
}

/** The stolen piece: back to the thief's supply when Loyal to them, else into their Trophies or Captives. */
export function actOutPieceSteal(attacker: Colour, defender: Colour, pick: PiecePick): void {
  const z = pick.kind === "captive" ? "captives" : "trophies";
  const want = pick.kind === "captive" ? "agent" : pick.piece;
  for (const t of readZone(z, defender)) {
    const kind = tagsKind(t.tags);
    if (tagsColour(t.tags) !== pick.owner || kind === undefined || (kind !== want && PLURAL[kind] !== want)) continue;
    if (pick.owner === attacker) returnToSupply(t.obj);
    else if (z === "trophies") toTrophies(attacker, t.obj);
    else {
      const to = zoneOf("captives", attacker);
      if (to !== undefined) t.obj.setPosition(spotInZone(to, objectsIn(to).length));
    }
    return;
  }
}
