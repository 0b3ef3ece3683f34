/**
 * The campaign scoring preview's plain lines (scoring/campaign.ts): the map's key the preview re-reads
 * by, and each objective marker's move in the score tried.
 */
import type { CampaignState } from "../../core/campaign/types";
import type { MapSnapshot } from "../../core/map/snapshot";
import { findByColour } from "../../core/util/byId";

/** A canonical text of the map's pieces (the preview re-reads when it changes). */
export function mapKey(map: MapSnapshot): string {
  const parts: string[] = [];
  for (const sys of map.systems) {
    let t = sys.system;
    for (const p of sys.pieces) t += `|${p.owner}:${p.kind}:${String(p.fresh)}/${String(p.damaged)}`;
    parts.push(t);
  }
  if (map.fateTokens !== undefined) for (const t of map.fateTokens) parts.push(`${t.system}:${t.token}:${t.on === undefined ? "" : t.on}`);
  return parts.join(";");
}

export function signed(n: number): string {
  return n < 0 ? `${n}` : `+${n}`;
}

/** Each objective marker before and after the score tried (the preview). */
export function objectiveLines(before: CampaignState, after: CampaignState | undefined, act: string): string[] {
  const lines: string[] = [];
  for (const p of before.players) {
    if (p.objective === undefined) continue;
    const was = p.objective;
    const q = after && findByColour(after.players, p.colour)!;
    const now = q === undefined || q.objective === undefined ? was : q.objective;
    const what = act === "III" ? "final objective" : "objective";
    const done = now === 0 ? (act === "III" ? ": complete (wins with at least 1 Power, BR p.9)" : ": complete (BR p.8)") : "";
    lines.push(`${p.colour}'s ${what} marker: ${was === now ? `stays on ${now}` : `${was} -> ${now}`}${done}`);
  }
  return lines;
}
