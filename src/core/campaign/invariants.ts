/** The campaign's own invariants (checked by the random driver and on a restored state). */
import { IMPERIAL_COUNCIL } from "../data/campaign/aidCards";
import type { GameState } from "../game/types";
import { bookletCards, bookletProblems } from "./booklet";

/** Invariants the campaign adds: the Council is the leftmost Court card, Power whole, Favors are Rivals. */
export function checkCampaignInvariants(s: GameState): string[] {
  const c = s.campaign;
  if (c === undefined) return [];
  const out: string[] = [];
  const councils = s.court.row.concat(s.court.deck).filter((id) => id === IMPERIAL_COUNCIL).length;
  if (s.court.row[0] !== IMPERIAL_COUNCIL || councils !== 1) out.push("the Imperial Council must be the leftmost Court card");
  for (const p of s.players) if (Math.floor(p.power) !== p.power) out.push(`${p.colour}'s Power ${p.power} is not whole`);
  for (const p of c.players) for (const f of p.favors) if (f === p.colour) out.push(`${p.colour} holds its own Favor`);
  const fates = c.players.map((p) => p.fate);
  for (let i = 0; i < fates.length; i++) if (fates.indexOf(fates[i]) !== i) out.push(`two players play ${fates[i]}`);
  // The rules booklet (booklet.ts): each card on its side once; the Edicts' list is its Edicts side.
  const rb = c.rulesBooklet;
  if (rb !== undefined) {
    const problems = bookletProblems(rb, "rules booklet");
    for (const p of problems) out.push(p);
    if (problems.length === 0 && bookletCards(rb.edicts).join(",") !== c.booklet.join(",")) out.push("the Edicts' list is not the booklet's Edicts side");
  }
  return out;
}

