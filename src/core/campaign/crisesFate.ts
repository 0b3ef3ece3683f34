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
import { crisisParagraph } from "./crisesCourt";
import type { CourtRowSnapshot, CrisisText } from "./crisesCourt";
import { withRolled } from "./crisesDice";
import type { CampaignState } from "./types";

/** A Fate Crisis card, with what its constant text asks answered once (not scanned again at every step). */
interface FateCrisisCard {
  text: CrisisText;
  /** "If A/B/C was rolled" (withRolled changes it). */
  asksRolled: boolean;
  /** It attaches its own card to the Court (withAttachTargets changes it). */
  attaches: boolean;
}

/** Fate Crises that attach their own card to the Court (BR p.27 "Attaching Cards"): F513 Librarians. */
const ATTACHING_CRISES: readonly string[] = ["F513"];

function fateCrisisCard(t: CrisisText): FateCrisisCard {
  return { text: t, asksRolled: t.text.indexOf("was rolled") >= 0, attaches: ATTACHING_CRISES.indexOf(t.card) >= 0 };
}

/** Each Fate's non-Vox cards with Crisis text, computed once from the data (a constant). */
function fateCrisisIndex(): { fate: string; cards: FateCrisisCard[] }[] {
  // Each Fate's cards in set order, gathered in one pass over the sets (not one pass per Fate: this
  // runs on every load of Global).
  const byName: { [fateName: string]: FateCrisisCard[] } = {};
  for (const set of FATE_SETS) {
    for (const c of set) {
      if (c.type === "Vox") continue;
      let card: FateCrisisCard | undefined;
      const t = crisisParagraph(c);
      if (t !== undefined) card = fateCrisisCard({ card: c.id, name: c.name, text: t });
      // A Guild or Lore card the seeds name only may carry a Crisis: listed as missing, never invented.
      else if (!c.textGiven && (c.type === "Guild" || c.type === "Lore")) card = fateCrisisCard({ card: c.id, name: c.name, text: "", textMissing: true });
      if (card === undefined) continue;
      const list = byName[c.fate];
      // Own lists only (in Node a lookup may find an Object prototype member).
      if (list === undefined || !Array.isArray(list)) byName[c.fate] = [card];
      else list.push(card);
    }
  }
  const out: { fate: string; cards: FateCrisisCard[] }[] = [];
  for (const f of FATES) {
    const found = byName[f.name];
    // A copy per Fate, as before (two Fates of one name never share a list).
    out.push({ fate: f.id, cards: found === undefined || !Array.isArray(found) ? [] : found.slice() });
  }
  return out;
}

/**
 * The same, by Fate id: the first entry of an id, as a scan of the list would find it. An entry is
 * known by its own `fate` being the id (a lookup in Node may find an Object prototype member).
 */
function byFate(list: readonly { fate: string; cards: FateCrisisCard[] }[]): { [fate: string]: { fate: string; cards: FateCrisisCard[] } } {
  const out: { [fate: string]: { fate: string; cards: FateCrisisCard[] } } = {};
  for (let i = list.length - 1; i >= 0; i--) out[list[i].fate] = list[i];
  return out;
}

const FATE_CRISES = byFate(fateCrisisIndex());

/** Fate Crises (BR p.18): the player's Fate-set cards with Crisis text that are not Court (Vox) cards. */
function fateCrises(fate: string): readonly FateCrisisCard[] {
  const e = FATE_CRISES[fate];
  return e !== undefined && e.fate === fate ? e.cards : [];
}

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

/**
 * The Fate Crises of this step (BR p.18), in turn order from the initiative holder; cards in the Court
 * are Court Crises. Index loops and the texts' questions answered once: the Lua VMs pay for each
 * closure, filter and map (issue 14).
 */
export function fateCrisesFor(s: GameState, row: readonly CourtRowSnapshot[], symbol: PlanetSymbol): { player: Colour; cards: CrisisText[] }[] {
  const players = (s.campaign as CampaignState).players;
  const fate: { player: Colour; cards: CrisisText[] }[] = [];
  // The cards in the Court, as a lookup (a scan of the row per card costs the Lua VMs more).
  const inCourt: { [id: string]: boolean } = {};
  for (let i = 0; i < row.length; i++) {
    const slot = row[i];
    if (slot.card !== undefined) inCourt[slot.card] = true;
    if (slot.attached !== undefined) inCourt[slot.attached] = true;
  }
  const order = turnOrderFrom(s.seats, s.initiative);
  for (let oi = 0; oi < order.length; oi++) {
    const colour = order[oi];
    let p: CampaignState["players"][number] | undefined;
    for (let i = 0; i < players.length && p === undefined; i++) if (players[i].colour === colour) p = players[i];
    const list = p === undefined ? [] : fateCrises(p.fate);
    const cards: CrisisText[] = [];
    for (let ci = 0; ci < list.length; ci++) {
      const c = list[ci];
      if (inCourt[c.text.card] !== true) {
        const t = c.asksRolled ? withRolled(c.text, symbol) : c.text;
        cards.push(c.attaches ? withAttachTargets(t, row) : t);
      }
    }
    if (cards.length > 0) fate.push({ player: colour, cards });
  }
  return fate;
}
