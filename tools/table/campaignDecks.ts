/**
 * The Blighted Reach's decks, straight from the campaign data (src/core/data/campaign): the campaign
 * Court (CC01..), the aid cards (AID.., EVENT1..), the 24 Fates, and one deck per Fate Set. A card
 * printed on both sides in the data ("F101A" + "F101B", "AID01A" + "AID01B") is ONE physical card:
 * its face is side A and its back side B (all of them lie on one shared sheet with unique backs,
 * TWO_SIDED_SHEET); every other card lies on its deck's sheet and shows the deck's campaign back. Counts and names come from the data, never from here.
 *
 * Each card carries the tag `campaign` and a campaign role tag and NOT the base table's shared tag
 * `arcs` nor any base role tag (`court-card`...), so no base zone or snap point accepts it (TTS's
 * tag rule, docs/tts-behaviour.md; docs/table-contract.md "The Blighted Reach").
 */
import { COURT_CARDS } from "../../src/core/data/court";
import { AID_CARDS, CAMPAIGN_COURT_CARDS, FATES, FATE_SETS } from "../../src/core/data/campaign/index";
import type { AidCard, CampaignCourtCard, Fate, FateSetCard } from "../../src/core/data/campaign/index";
import { fateSetTwinOf } from "../../src/core/data/campaign/fateSetTwins";
import { FATE_SET_POWERS } from "../../src/core/powers/courtPowers";
import { isFateEventCard } from "../../src/core/campaign/fates/actionDeck";
import { FAITHFUL_GUILDS } from "../../src/core/campaign/fates/faithful";
import { CAMPAIGN_COLOUR, RESOURCE_COLOUR, VOX_COLOUR, titleCase } from "../render/palette";
import type { CardRender } from "../render/card";
import { CampaignCardFace, fateAccent, renderCampaignBack, renderCampaignCard, renderFateCard } from "../render/campaign";

import { CAMPAIGN_TAG } from "./campaignTag";
import { tooltipText } from "./tooltipText";
export { CAMPAIGN_TAG };

export interface CampaignCard {
  /** GMNotes: the data id of the face (side A for a two-sided card). */
  id: string;
  /** Side B's data id, for a two-sided card. */
  backId?: string;
  name: string;
  tags: string[];
  description: string;
  front: () => CardRender & { texts?: Record<string, string> };
  back?: () => CardRender & { texts?: Record<string, string> };
}

export interface CampaignDeckSpec {
  /** The `$deck` value, e.g. "campaign-court", "campaign-fate-set-01". */
  kind: string;
  /** CustomDeck key (CardID = key*100 + sheet slot); base decks use 1..5. */
  key: number;
  /** The label on the deck's back and the deck object's role tag. */
  label: string;
  deckTag: string;
  cards: CampaignCard[];
}

function sides<T extends { id: string }>(list: readonly T[]): { a: T; b?: T }[] {
  const ids = new Set(list.map((c) => c.id));
  const out: { a: T; b?: T }[] = [];
  for (const c of list) {
    const isB = c.id.endsWith("B") && ids.has(`${c.id.slice(0, -1)}A`);
    if (isB) continue;
    const bId = c.id.endsWith("A") ? `${c.id.slice(0, -1)}B` : undefined;
    out.push({ a: c, b: bId !== undefined ? list.find((x) => x.id === bId) : undefined });
  }
  return out;
}

function courtFace(c: CampaignCourtCard): CampaignCardFace {
  const vox = c.kind === "vox";
  const base = c.sameAs !== undefined ? COURT_CARDS.find((b) => b.id === c.sameAs) : undefined;
  const suit = c.suit === "vox" ? undefined : (c.suit as keyof typeof RESOURCE_COLOUR);
  return {
    id: c.id,
    name: c.name,
    typeLine: vox ? "Vox · Campaign Court" : `Guild · ${titleCase(c.suit)}`,
    accent: vox || suit === undefined ? VOX_COLOUR : RESOURCE_COLOUR[suit],
    iconName: c.suit,
    raidCost: base !== undefined && base.kind === "guild" ? base.raidCost : undefined,
    text: c.text,
    textGiven: true,
    footer: "The Blighted Reach · CC",
  };
}

function aidFace(c: AidCard): CampaignCardFace {
  const accent = c.type === "Event" ? CAMPAIGN_COLOUR.event : CAMPAIGN_COLOUR.aid;
  const type = c.policy !== undefined ? `${c.type} · Policy of ${titleCase(c.policy)}` : c.type;
  return { id: c.id, name: c.name, typeLine: type, accent, text: c.text, textGiven: true, footer: "The Blighted Reach" };
}

function fateSetFace(c: FateSetCard, set: number, fate: string): CampaignCardFace {
  const accent = c.suit !== undefined ? RESOURCE_COLOUR[c.suit] : c.type === "Vox" ? VOX_COLOUR : CAMPAIGN_COLOUR.accent;
  const type = c.suit !== undefined ? `${c.type} · ${titleCase(c.suit)}` : c.type;
  return { id: c.id, name: c.name, typeLine: type, accent, iconName: c.suit ?? (c.type === "Vox" ? "vox" : undefined), text: c.text, textGiven: c.textGiven !== false, footer: `F${set} · ${fate}` };
}

function textOf(head: string, text: readonly string[], given = true): string {
  return [head, ...(given ? text.map(tooltipText) : ["(Text not in the rules sources: read the printed card.)"])].join("\n");
}

function twoSided<T extends { id: string; name: string }>(list: readonly T[], face: (c: T) => CampaignCardFace, describe: (c: T) => string, tags: (c: T) => string[]): CampaignCard[] {
  return sides(list).map(({ a, b }) => ({
    id: a.id,
    backId: b?.id,
    name: b !== undefined && b.name !== a.name ? `${a.name} / ${b.name}` : a.name,
    tags: [CAMPAIGN_TAG, ...tags(a)],
    description: b !== undefined ? `Side ${a.id}: ${describe(a)}\n\nSide ${b.id}: ${describe(b)}` : describe(a),
    front: () => renderCampaignCard(face(a)),
    back: b !== undefined ? () => renderCampaignCard(face(b)) : undefined,
  }));
}

function fateCard(f: Fate): CampaignCard {
  return {
    id: f.id,
    name: `${f.name} (Fate ${f.letter})`,
    tags: [CAMPAIGN_TAG, "fate-card", `fate-${f.letter.toLowerCase()}`],
    description: tooltipText([`Fate ${f.letter}, Fate Set ${f.set}.`, f.flavour, ...f.paths.map((p) => `Act ${p.act}: ${p.text}`)].join("\n")),
    front: () => renderFateCard({ ...f, paths: f.paths }),
  };
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Every campaign deck, in a fixed order (keys 6.., after the base decks' 1..5). */
export function campaignDeckSpecs(): CampaignDeckSpec[] {
  const specs: CampaignDeckSpec[] = [
    {
      kind: "campaign-court",
      key: 6,
      label: "Campaign Court",
      deckTag: "campaign-court-deck",
      cards: twoSided(CAMPAIGN_COURT_CARDS, courtFace, (c) => textOf(c.kind === "vox" ? "Vox card (campaign Court)." : `Guild card, ${titleCase(c.suit)} (campaign Court).`, c.text), (c) => ["campaign-court-card", `campaign-${c.kind}`]),
    },
    {
      kind: "campaign-aid",
      key: 7,
      label: "Aid cards",
      deckTag: "campaign-aid-deck",
      cards: twoSided(AID_CARDS, aidFace, (c) => textOf(`${c.name} (${c.type}).`, c.text), (c) => [c.type === "Event" ? "campaign-event-card" : "campaign-aid-card"]),
    },
    { kind: "campaign-fates", key: 8, label: "Fates", deckTag: "fate-deck", cards: FATES.map(fateCard) },
  ];
  FATE_SETS.forEach((set, i) => {
    const n = i + 1;
    const fate = FATES.find((f) => f.set === n);
    specs.push({
      kind: `campaign-fate-set-${pad2(n)}`,
      key: 9 + i,
      label: `Fate Set ${n}${fate !== undefined ? ` - ${fate.name}` : ""}`,
      deckTag: "fate-set-deck",
      cards: twoSided(set, (c) => fateSetFace(c, n, fate?.name ?? ""), (c) => textOf(`${c.name}: ${c.type}${c.suit !== undefined ? ` (${titleCase(c.suit)})` : ""}, Fate Set ${n} (${fate?.name ?? ""}).`, c.text, c.textGiven !== false), (c) => fateSetTags(c.id, n)),
    });
  });
  return specs;
}

/**
 * A Fate-set card's tags: its set's, `campaign-guild` (the Court's) on a reprinted Guild card, on
 * one with a power of a base card's shape (courtPowers.ts FATE_SET_POWERS: its buttons) and on the
 * Believer's cards laid as a Union is (fates/faithful.ts FAITHFUL_GUILDS: the Unions' buttons), and an
 * Event action card's (F515) `campaign-event-card`, so it is dealt, played and discarded as the
 * box's Event cards are (src/tts/campaign/eventPhase/eventCards.ts).
 */
function fateSetTags(id: string, set: number): string[] {
  const tags = ["fate-set-card", `fate-set-${set}`];
  if (fateSetTwinOf(id) !== undefined || FATE_SET_POWERS[id] !== undefined || FAITHFUL_GUILDS.indexOf(id) >= 0) tags.push("campaign-guild");
  if (isFateEventCard(id)) tags.push("campaign-event-card");
  return tags;
}

/**
 * The sheet every two-sided campaign card lies on, whatever its deck: faces = sides A (and the
 * hidden back in the last slot), unique backs = sides B at the same slots. One pair of images
 * instead of a back sheet per deck that would be mostly the plain back.
 */
export const TWO_SIDED_SHEET = "campaign-two-sided";
export const TWO_SIDED_KEY = 40;
/** Cards per two-sided sheet: 8 x 5 cells of 500 x 700 px fit 4096 px, less the hidden slot. */
export const TWO_SIDED_PER_SHEET = 39;

/** The two-sided sheets ("campaign-two-sided-1", key 41, ...) and the ids on each, in deck order. */
export function twoSidedSheets(specs: readonly CampaignDeckSpec[] = campaignDeckSpecs()): { name: string; key: number; ids: string[] }[] {
  const ids = specs.flatMap((s) => s.cards.filter((c) => c.back !== undefined).map((c) => c.id));
  const out: { name: string; key: number; ids: string[] }[] = [];
  for (let i = 0; i < ids.length; i += TWO_SIDED_PER_SHEET) {
    const k = out.length + 1;
    out.push({ name: `${TWO_SIDED_SHEET}-${k}`, key: TWO_SIDED_KEY + k, ids: ids.slice(i, i + TWO_SIDED_PER_SHEET) });
  }
  return out;
}

export function isCampaignDeckKind(v: unknown): v is string {
  return typeof v === "string" && v.startsWith("campaign-");
}

/** The back every card of a deck shows (and the hidden image in the sheet's last slot). */
export function campaignBack(spec: CampaignDeckSpec): CardRender {
  const accent = spec.kind === "campaign-fates" ? fateAccent("A") : undefined;
  return renderCampaignBack(`${spec.kind}-back`, spec.label, accent);
}
