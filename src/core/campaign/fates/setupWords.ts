/** How the Fates' setup lines name Fates and Fate-set cards (setups.ts, laterSetups.ts). */
import { FATES } from "../../data/campaign/fates";
import type { Fate, FateLetter } from "../../data/campaign/fateTypes";
import { fateSetCard } from "../../data/campaign/fateSets";
import { aidCard } from "../../data/campaign/aidCards";
import { findById } from "../../util/byId";
import type { CampaignPlayer, CampaignState } from "../types";

/** "Golem Beacon (F502)": a Fate-set (or aid) card as the setup lines name it. */
export function named(id: string): string {
  const card: { name: string } | undefined = fateSetCard(id) || aidCard(id);
  return card === undefined ? id : `${card.name} (${id})`;
}

/** A Fate by its id (FATE01..24), undefined for anything else. */
export function fateOf(id: unknown): Fate | undefined {
  return findById(FATES, id);
}

export function fateName(fate: string): string {
  const f = fateOf(fate);
  return f === undefined ? fate : f.name;
}

/** The player whose Fate is `fate` (FATE01..24), if any plays it. */
export function fateHolder(c: CampaignState, fate: string): CampaignPlayer | undefined {
  for (const p of c.players) if (p.fate === fate) return p;
  return undefined;
}

/** The campaign player of this colour, if seated. */
export function campaignPlayer(c: CampaignState, colour: string): CampaignPlayer | undefined {
  for (const p of c.players) if (p.colour === colour) return p;
  return undefined;
}

/** A Fate's letter ("A", "B", "C"), undefined for anything not a Fate. */
export function fateLetter(id: unknown): FateLetter | undefined {
  const f = fateOf(id);
  return f === undefined ? undefined : f.letter;
}

/** "a, b and c". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, items.length - 1).join(", ")} and ${items[items.length - 1]}`;
}
