/**
 * The Founder's Parade Fleets (seed 003 F202, Guild, protected): "When you declare an ambition, you
 * may place 2 fresh ships at a Free city. Then, if you are a Regent, you may become an Outlaw." On
 * the holder's turn once they declared (`round.declaredBy`), F202 in the play area the table sends:
 * each ship let go at a Free city is `paradeFleets` with its system and map, at most 2 in one system
 * (the turn's `mapActs`, spending no action); without a system the Regent becomes an Outlaw as by
 * the Summit's Leave the Empire (summit.ts, BR p.16).
 */
import type { GameState } from "../../game/types";
import type { ParadeFleetsCommand } from "../fateCommandTypes";
import { playerInTurn } from "../../game/legal";
import { turnActions } from "../../game/actions";
import { countIn } from "../../map/pieces";
import { mapSnapshotRefusal } from "../../map/check";
import { leaveEmpire } from "../summit";
import { logEvent } from "../../game/util";

const NAME = "Parade Fleets (F202)";
const KEY = "parade@";

export function paradeFleets(s: GameState, c: ParadeFleetsCommand): string | undefined {
  const r = s.round;
  if (r === undefined || r.declaredBy !== c.player || playerInTurn(s) !== c.player) return `${NAME}: on your turn, once you declared an ambition`;
  if (!Array.isArray(c.playArea) || c.playArea.indexOf("F202") < 0) return `${NAME} is not in your play area`;
  const id = c.system;
  if (id === undefined) {
    const out = leaveEmpire(s, c.player);
    if (typeof out === "string") return out;
    logEvent(s, "cardAction", c.player, `${out.join("; ")} (${NAME})`);
    return undefined;
  }
  const map = c.map;
  const bad = typeof map !== "object" || map === undefined ? "no map" : mapSnapshotRefusal(map, s.seats);
  if (bad !== undefined || countIn(map as never, id, "free", "city", "any") === 0) return `${NAME}: 2 fresh ships at a Free city, and ${String(id)} shows none`;
  const t = turnActions(s, c.player);
  const acts = t.mapActs ?? [];
  const mine = acts.filter((k) => k.slice(0, KEY.length) === KEY);
  if (mine.length > 1) return `${NAME}: its 2 ships are placed`;
  if (mine.length > 0 && mine[0] !== KEY + id) return `${NAME}: both ships go to one Free city, ${mine[0].slice(KEY.length)}`;
  s.actions = { ...t, mapActs: acts.concat([KEY + id]) };
  logEvent(s, "cardAction", c.player, `${c.player} places a fresh ship at the Free city in ${id} (${NAME})`);
  return undefined;
}
