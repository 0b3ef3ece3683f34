/**
 * Fate Crises (BR p.18): after the Blight Crises, in turn order from the initiative holder, each
 * player's Fate-set cards with a Crisis text that are not Court (Vox) cards, listed with their texts
 * for the table. The core does not know which Fate-set cards a player holds, so each is listed "if
 * in play"; the table resolves those held.
 */
import type { Colour } from "../data/vocabulary";
import type { PlanetSymbol } from "../data/map";
import { FATE_SETS } from "../data/campaign/fateSets";
import { FATES } from "../data/campaign/fates";
import type { GameState } from "../game/types";
import { turnOrderFrom } from "../game/util";
import { crisisParagraph, inRow } from "./crisesCourt";
import type { CourtRowSnapshot, CrisisText } from "./crisesCourt";
import { withRolled } from "./crisesDice";
import type { CampaignState } from "./types";

/** Each Fate's non-Vox cards with Crisis text, computed once from the data (a constant). */
function fateCrisisIndex(): { fate: string; cards: CrisisText[] }[] {
  const out: { fate: string; cards: CrisisText[] }[] = [];
  for (const f of FATES) {
    const cards: CrisisText[] = [];
    for (const set of FATE_SETS) {
      for (const c of set) {
        if (c.fate !== f.name || c.type === "Vox") continue;
        const t = crisisParagraph(c);
        if (t !== undefined) cards.push({ card: c.id, name: c.name, text: t });
        // A Guild or Lore card the seeds name only may carry a Crisis: listed as missing, never invented.
        else if (!c.textGiven && (c.type === "Guild" || c.type === "Lore")) cards.push({ card: c.id, name: c.name, text: "", textMissing: true });
      }
    }
    out.push({ fate: f.id, cards });
  }
  return out;
}

const FATE_CRISES: readonly { fate: string; cards: CrisisText[] }[] = fateCrisisIndex();

/** Fate Crises (BR p.18): the player's Fate-set cards with Crisis text that are not Court (Vox) cards. */
function fateCrises(fate: string): CrisisText[] {
  for (const f of FATE_CRISES) if (f.fate === fate) return f.cards.slice();
  return [];
}

/** Fate Crises that attach their own card to the Court (BR p.27 "Attaching Cards"): F513 Librarians. */
const ATTACHING_CRISES: readonly string[] = ["F513"];

/**
 * Where an attaching Crisis may put its card: above a Court card with no attached card; with none,
 * Forced Attach (BR p.27: "ignoring the fewest requirements") lets it go above any card in the Court.
 */
function withAttachTargets(t: CrisisText, row: readonly CourtRowSnapshot[]): CrisisText {
  if (ATTACHING_CRISES.indexOf(t.card) < 0) return t;
  const free: number[] = [];
  const any: number[] = [];
  for (let i = 0; i < row.length; i++) {
    if (row[i].card !== undefined) {
      any.push(i);
      if (row[i].attached === undefined) free.push(i);
    }
  }
  return free.length > 0 || any.length === 0 ? { ...t, attachTo: free } : { ...t, attachTo: any, forcedAttach: true };
}

/** The Fate Crises of this step (BR p.18), in turn order from the initiative holder; cards in the Court are Court Crises. */
export function fateCrisesFor(s: GameState, row: readonly CourtRowSnapshot[], symbol: PlanetSymbol): { player: Colour; cards: CrisisText[] }[] {
  const campaign = s.campaign as CampaignState;
  const fate: { player: Colour; cards: CrisisText[] }[] = [];
  for (const colour of turnOrderFrom(s.seats, s.initiative)) {
    const p = campaign.players.filter((x) => x.colour === colour)[0];
    if (p === undefined) continue;
    const cards = fateCrises(p.fate).filter((t) => !inRow(row, t.card)).map((t) => withAttachTargets(withRolled(t, symbol), row));
    if (cards.length > 0) fate.push({ player: colour, cards });
  }
  return fate;
}
