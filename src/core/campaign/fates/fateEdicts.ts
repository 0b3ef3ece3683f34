/**
 * The Fate edicts the core resolves (BR p.20: called in their slot's turn in the Edicts), each from
 * what its Edict done carries as the table shows it (seed 003 card texts):
 * - F1703 Reach Rejects Overlord: "The Overlord loses Power based on their number of Outrage"
 *   (`outrage`, the Overlord's board; fates/outrage.ts overlordLoss).
 * - F1510 Peace Dividends: "Players gain 2 Power for each system they control in clusters at Peace.
 *   The First Regent controls Empire-controlled systems but only gains Power for them if the Imperial
 *   Policy is Peace." (`map` with its Fate tokens: a cluster is at Peace while its Ceasefire lies face
 *   up, as for F1508, fates/ceasefires.ts; control is BR p.10's, mapControl.ts.)
 * - F1619 Lords Gain Power: "for each Fief, starting with Cluster 1 and going clockwise: The Fief's
 *   Lord gains 3 Power." (`map` with its Seats, fates/fiefs.ts). "Then, if the Fief's Court token is
 *   on a card in the Court, the Fief's Lord may influence or secure that card" is told: the players'.
 * - F1903 Rebuke of the Keepers: "If Keeper is declared and the Redeemer is not winning it, the
 *   Redeemer loses Power equal to Keeper's first place." (`snapshot`, the table's scoring counts,
 *   counted as the chapter's scoring counts them: the Imperial Trust, the counting Laws; winning is
 *   an untied first place, base p.18; first place is its markers' sum, without the city bonus, which
 *   is a winner's). "If Keeper is not declared, the player with the most Relics may declare Keeper"
 *   is told: the players' choice.
 */
import type { Colour, SystemId } from "../../data/vocabulary";
import { system, SYSTEMS } from "../../data/map";
import type { GameState, PlayerState } from "../../game/types";
import type { MapSnapshot } from "../../map/snapshot";
import { playerState } from "../../game/rounds";
import { scoreAmbition, snapshotRefusal } from "../../game/scoring";
import { ok, refuse } from "../../result";
import type { Result } from "../../result";
import type { CampaignState, EdictDoneCommand } from "../types";
import { controllerOf, empireControls, empireFacts, mapSnapshotRefusal } from "../mapControl";
import { withImperialTrust } from "../flow";
import { overlordLoss } from "./outrage";
import { lordAt } from "./fiefs";
import { lawCounted } from "./laws";
import { fateHolder } from "./setupWords";

/** The Fate edicts whose Power the core moves (the table's status says so). */
export const CORE_EDICTS: readonly string[] = ["F1703", "F1510", "F1619", "F1903"];

function gain(s: GameState, p: Colour, n: number): void {
  (playerState(s, p) as PlayerState).power += n;
}

/** F1510: 2 Power per system controlled in a cluster at Peace (the First Regent's Empire-controlled ones under Peace only). */
function dividends(s: GameState, c: CampaignState, map: MapSnapshot): string {
  const peace: number[] = [];
  for (const t of map.fateTokens ?? []) {
    const at = system(t.system);
    if (t.token === "Ceasefire" && t.faceDown !== true && at !== undefined) peace.push(at.cluster);
  }
  const facts = empireFacts(c);
  const out: string[] = [];
  for (const p of s.seats) {
    let n = 0;
    for (const sys of SYSTEMS) {
      if (peace.indexOf(sys.cluster) >= 0 && controllerOf(map, sys.id, s.seats, facts, "standing") === p && (c.policy === "peace" || !empireControls(map, sys.id))) n += 2;
    }
    if (n > 0) {
      gain(s, p, n);
      out.push(`${p} +${n}`);
    }
  }
  return out.length > 0 ? `Power for systems at Peace: ${out.join(", ")}` : "nobody controls a system at Peace";
}

/** F1619: each Fief's Lord gains 3 Power, cluster 1 first. */
function lords(s: GameState, map: MapSnapshot): string {
  const out: string[] = [];
  for (let k = 1; k <= 6; k++) {
    const lord = lordAt(map, `${k}.0` as SystemId);
    if (lord === undefined) continue;
    gain(s, lord, 3);
    out.push(`${lord} (cluster ${k})`);
  }
  return out.length > 0 ? `Lords gain 3 Power: ${out.join(", ")}; each may influence or secure the card with their Fief's Court token` : "there is no Fief";
}

/** F1903: the Redeemer not winning a declared Keeper loses its first place's Power. */
function rebuke(s: GameState, c: CampaignState, cmd: EdictDoneCommand): Result<string> {
  const r = fateHolder(c, "FATE19");
  if (r === undefined) return ok("");
  if (!s.markers.some((m) => m.at === "keeper")) return ok(": Keeper is not declared: the player with the most Relics, not the Redeemer, may declare it (on a tie, nobody)");
  const snap = cmd.snapshot;
  const bad = snap === undefined ? "send the table's counts (F1903)" : snapshotRefusal(s, snap);
  if (bad !== undefined || snap === undefined) return refuse(bad as string);
  const t = withImperialTrust(s, snap);
  const k = scoreAmbition(s, { ...t, players: lawCounted(c, t.players) }, "keeper");
  if (k === undefined || k.first === r.colour) return ok(`: ${r.colour}, the Redeemer, is winning Keeper`);
  gain(s, r.colour, -k.firstPower);
  return ok(`: ${r.colour}, the Redeemer, is not winning Keeper: loses ${k.firstPower} Power, its first place`);
}

/** The words said of the Fate edict `cmd.card` once its Power is moved, or why its Edict done is refused (then nothing moved). */
export function fateEdict(s: GameState, cmd: EdictDoneCommand): Result<string> {
  const c = s.campaign as CampaignState;
  const map = cmd.map;
  if (cmd.card === "F1510" || cmd.card === "F1619") {
    const bad = map === undefined ? `send the map with its Fate tokens (${cmd.card})` : mapSnapshotRefusal(map, s.seats);
    if (bad !== undefined || map === undefined) return refuse(bad as string);
    return ok(`: ${cmd.card === "F1510" ? dividends(s, c, map) : lords(s, map)}`);
  }
  if (cmd.card === "F1903") return rebuke(s, c, cmd);
  const o = cmd.card === "F1703" ? fateHolder(c, "FATE17") : undefined;
  if (o === undefined) return ok("");
  if (!Array.isArray(cmd.outrage)) return refuse(`send ${o.colour}'s Outrage (F1703)`);
  const n = overlordLoss(cmd.outrage);
  gain(s, o.colour, -n);
  return ok(`: ${o.colour}, the Overlord, loses ${n} Power for their Outrage`);
}
