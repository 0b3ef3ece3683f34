/**
 * Validation of the Blighted Reach data. Like validate.ts, every problem names the FILE, the
 * record ID and the FIELD ("src/core/data/campaign/fates.ts: FATE09 field paths: ...").
 * Each check takes its data as a parameter so tests can check broken copies.
 */
import { checkCount, checkRecords, fileError, intBetween, listOf, nonEmptyText, oneOf, rule } from "../fieldCheck";
import { RESOURCE_TYPES } from "../vocabulary";
import { COURT_CARDS } from "../court";
import { PLANET_SYMBOLS } from "../map";
import type { CampaignCourtCard } from "./campaignCourt";
import { CAMPAIGN_COURT_CARDS } from "./campaignCourt";
import type { AidCard } from "./aidCards";
import { AID_CARD_TYPES, AID_CARDS, POLICIES } from "./aidCards";
import type { Fate, FateSetCard } from "./fateTypes";
import { ACTS, FATE_CARD_TYPES, FATE_LETTERS, fateSetNumber } from "./fateTypes";
import { FATES } from "./fates";
import { FATE_SETS } from "./fateSets/index";
import type { CampaignPieceCount, ChapterTrackSide } from "./campaignPieces";
import { CAMPAIGN_PIECE_KINDS, CAMPAIGN_PIECES, CHAPTER_TRACK } from "./campaignPieces";
import type { FateToken } from "./fateTokens";
import { FATE_TOKENS, fateTokenKind } from "./fateTokens";

export const CAMPAIGN_COURT_FILE = "src/core/data/campaign/campaignCourt.ts";
export const AID_CARDS_FILE = "src/core/data/campaign/aidCards.ts";
export const FATES_FILE = "src/core/data/campaign/fates.ts";
export const CAMPAIGN_PIECES_FILE = "src/core/data/campaign/campaignPieces.ts";
export const FATE_TOKENS_FILE = "src/core/data/campaign/fateTokens.ts";

const text = listOf(1, 20, nonEmptyText);

export function validateCampaignCourt(cards: readonly CampaignCourtCard[] = CAMPAIGN_COURT_CARDS): string[] {
  const baseIds = COURT_CARDS.map((c) => c.id);
  const errors = checkRecords(CAMPAIGN_COURT_FILE, cards, (c) => c.id, [
    rule("name", (c: CampaignCourtCard) => c.name, nonEmptyText),
    rule("kind", (c: CampaignCourtCard) => c.kind, oneOf(["guild", "vox"], "Court card kind")),
    rule("text", (c: CampaignCourtCard) => c.text, text),
  ], (c, id) => {
    const out: string[] = [];
    const where = (field: string, problem: string) => `${CAMPAIGN_COURT_FILE}: ${id} field ${field}: ${problem}`;
    if (c.kind === "guild") {
      if (!RESOURCE_TYPES.includes(c.suit as never)) out.push(where("suit", `"${c.suit}" is not a Guild suit`));
      if (c.sameAs === undefined || !baseIds.includes(c.sameAs)) out.push(where("sameAs", "a Guild card must name its base twin (BCnn)"));
    } else {
      if (c.suit !== "vox") out.push(where("suit", "a Vox card's suit is vox"));
      // `?? []`: the Lua build holds only the text the rules read (tools/lib/luaProse.ts).
      const text = c.text ?? [];
      if (text.length !== 2 || text[0].indexOf("**Crisis:**") !== 0 || text[1].indexOf("**When Secured:**") !== 0) {
        out.push(where("text", "a campaign Vox card has a Crisis and a When Secured paragraph (BR p.18)"));
      }
    }
    return out;
  });
  return errors.concat(checkCount(CAMPAIGN_COURT_FILE, "campaign Court cards", cards.length, 15));
}

export function validateAidCards(cards: readonly AidCard[] = AID_CARDS): string[] {
  const errors = checkRecords(AID_CARDS_FILE, cards, (c) => c.id, [
    rule("name", (c: AidCard) => c.name, nonEmptyText),
    rule("type", (c: AidCard) => c.type, oneOf(AID_CARD_TYPES, "aid card type")),
    rule("text", (c: AidCard) => c.text, text),
  ], (c, id) => {
    const isGovern = c.name === "Govern the Imperial Reach";
    if (isGovern && !POLICIES.includes(c.policy as never)) {
      return [`${AID_CARDS_FILE}: ${id} field policy: Govern the Imperial Reach needs a Policy (peace, escalation or war)`];
    }
    if (!isGovern && c.policy !== undefined) return [`${AID_CARDS_FILE}: ${id} field policy: only Govern the Imperial Reach has a Policy`];
    return [];
  });
  const policies = cards.filter((c) => c.policy !== undefined).map((c) => c.policy as string);
  for (const p of POLICIES) {
    if (!policies.includes(p)) errors.push(fileError(AID_CARDS_FILE, `no Govern the Imperial Reach card with the Policy of ${p}`));
  }
  return errors.concat(checkCount(AID_CARDS_FILE, "Event cards", cards.filter((c) => c.type === "Event").length, 3));
}

/** Which Acts a Fate of each letter has a path for (BR p.8-9). */
function actsFor(letter: string): string[] {
  if (letter === "A") return ["I", "II", "III"];
  if (letter === "B") return ["II", "III"];
  return ["III"];
}

export function validateFates(fates: readonly Fate[] = FATES): string[] {
  const errors = checkRecords(FATES_FILE, fates, (f) => f.id, [
    rule("name", (f: Fate) => f.name, nonEmptyText),
    rule("letter", (f: Fate) => f.letter, oneOf(FATE_LETTERS, "Fate letter")),
    rule("set", (f: Fate) => f.set, intBetween(1, 24)),
    rule("flavour", (f: Fate) => f.flavour, nonEmptyText),
    rule("paths", (f: Fate) => f.paths, listOf(1, 3, (p) => {
      const path = p as { act: unknown; text: unknown };
      return ACTS.includes(path.act as never) ? nonEmptyText(path.text) : `"${String(path.act)}" is not an Act`;
    })),
  ], (f, id) => {
    const acts = f.paths.map((p) => p.act as string).join(",");
    const want = actsFor(f.letter).join(",");
    return acts === want ? [] : [`${FATES_FILE}: ${id} field paths: a "${f.letter}" Fate has paths for Acts ${want}, found ${acts}`];
  });
  for (const letter of FATE_LETTERS) {
    errors.push(...checkCount(FATES_FILE, `"${letter}" Fates`, fates.filter((f) => f.letter === letter).length, 8));
  }
  return errors;
}

/** One Fate Set's cards; `file` names its module, `set` its number (each card's id holds it). */
export function validateFateSet(file: string, set: number, cards: readonly FateSetCard[]): string[] {
  return checkRecords(file, cards, (c) => c.id, [
    rule("name", (c: FateSetCard) => c.name, nonEmptyText),
    rule("id", (c: FateSetCard) => fateSetNumber(c.id), oneOf([set], `number of this set (F${set}nn)`)),
    rule("type", (c: FateSetCard) => c.type, oneOf(FATE_CARD_TYPES, "Fate card type")),
  ], (c, id) => {
    const out: string[] = [];
    const where = (field: string, problem: string) => `${file}: ${id} field ${field}: ${problem}`;
    if (c.type === "Guild" && !RESOURCE_TYPES.includes(c.suit as never)) out.push(where("suit", "a Guild card needs a resource suit"));
    if (c.type !== "Guild" && c.suit !== undefined) out.push(where("suit", "only Guild cards have a suit"));
    if (c.textGiven !== undefined && c.textGiven !== false) out.push(where("textGiven", "only false is written (a card without it has its text)"));
    const text = c.text ?? [];
    if (c.textGiven !== false && text.length === 0) out.push(where("text", "no text, and the card is not marked textGiven: false"));
    if (c.textGiven === false && text.length > 0) out.push(where("text", "text given for a card marked textGiven: false"));
    for (let i = 0; i < text.length; i++) {
      if (nonEmptyText(text[i]) !== undefined) out.push(where("text", `paragraph ${i + 1} is empty`));
    }
    return out;
  });
}

export function fateSetFile(set: number, fateName: string): string {
  const n = set < 10 ? `0${set}` : `${set}`;
  let name = "";
  for (const ch of fateName.split("")) if (ch !== " ") name += ch;
  return `src/core/data/campaign/fateSets/f${n}${name}.ts`;
}

export function validateFateSets(fates: readonly Fate[] = FATES, sets: readonly (readonly FateSetCard[])[] = FATE_SETS): string[] {
  let errors: string[] = [];
  if (sets.length !== fates.length) errors.push(fileError("src/core/data/campaign/fateSets/index.ts", `expected ${fates.length} Fate Sets, found ${sets.length}`));
  for (const f of fates) {
    const cards = sets[f.set - 1];
    if (cards === undefined) continue;
    errors = errors.concat(validateFateSet(fateSetFile(f.set, f.name), f.set, cards));
  }
  return errors;
}

export function validateCampaignPieces(
  pieces: readonly CampaignPieceCount[] = CAMPAIGN_PIECES,
  track: readonly ChapterTrackSide[] = CHAPTER_TRACK,
): string[] {
  const errors = checkRecords(CAMPAIGN_PIECES_FILE, pieces, (p) => p.kind, [
    rule("kind", (p: CampaignPieceCount) => p.kind, oneOf(CAMPAIGN_PIECE_KINDS, "campaign piece")),
    rule("count", (p: CampaignPieceCount) => p.count, intBetween(1, 50)),
    rule("source", (p: CampaignPieceCount) => p.source, nonEmptyText),
  ]);
  for (const side of track) {
    const want = side.side === "Act III" ? 4 : 3;
    if (side.chapters.length !== want) errors.push(`${CAMPAIGN_PIECES_FILE}: ${side.side} field chapters: expected ${want} chapters (BR p.8), found ${side.chapters.length}`);
    for (const ch of side.chapters) {
      const graded = ch.grandLower !== undefined && ch.grandHigher !== undefined && ch.grandLower < ch.grandHigher;
      if (side.side === "Act III" && !graded) errors.push(`${CAMPAIGN_PIECES_FILE}: ${side.side} field chapter ${ch.chapter}: needs grand ambition values lower < higher (BR p.9)`);
    }
  }
  if (PLANET_SYMBOLS.length !== 3) errors.push(fileError(CAMPAIGN_PIECES_FILE, "the event die's planet symbols must be the 3 planet ID symbols"));
  return errors;
}

/**
 * The Fate-set tokens (id: their kind, `f5-sleeping-golem`): a count, one label per copy when
 * labelled; labels on the second side (`labelledBack`: the Golems) need both sides named and tell
 * the copies apart, each a name their set's cards print (F506 names the four Golems).
 */
export function validateFateTokens(tokens: readonly FateToken[] = FATE_TOKENS, sets: readonly (readonly FateSetCard[])[] = FATE_SETS): string[] {
  return checkRecords(FATE_TOKENS_FILE, tokens, fateTokenKind, [
    rule("set", (t: FateToken) => t.set, intBetween(1, sets.length)),
    rule("count", (t: FateToken) => t.count, intBetween(1, 20)),
    rule("source", (t: FateToken) => t.source, nonEmptyText),
  ], (t, id) => {
    const out: string[] = [];
    const where = (field: string, problem: string) => `${FATE_TOKENS_FILE}: ${id} field ${field}: ${problem}`;
    const labels = t.labels ?? [];
    if (t.labels !== undefined && labels.length !== t.count) out.push(where("labels", `one label per token: ${t.count} expected, found ${labels.length}`));
    if (t.labelledBack !== undefined && t.labelledBack !== true) out.push(where("labelledBack", "only true is written"));
    if (t.labelledBack !== true) return out;
    if (t.sides === undefined || t.labels === undefined) out.push(where("labelledBack", "a token labelled on its second side needs its sides and labels"));
    const text = (sets[t.set - 1] ?? []).map((c) => (c.text ?? []).join(" ")).join(" ");
    labels.forEach((l, i) => {
      if (labels.indexOf(l) !== i) out.push(where("labels", `"${l}" twice: each copy is told apart by its label`));
      if (text.indexOf(l) < 0) out.push(where("labels", `"${l}" is not named by Fate Set ${t.set}'s cards`));
    });
    return out;
  });
}

/** Every Blighted Reach data check, in a fixed order. */
export function validateCampaignData(): string[] {
  return validateCampaignCourt().concat(validateAidCards(), validateFates(), validateFateSets(), validateCampaignPieces(), validateFateTokens());
}
