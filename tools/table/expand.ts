/**
 * Build-time expansions of objects/: small declarative fields that the build turns into TTS JSON
 * from the rendered assets and the data modules. Each is one function with its own tests
 * (tests/table/expand.test.ts):
 *
 *   "$asset:NAME"        any string value -> the URL of the rendered asset NAME
 *   "$deck": "court"     on a DeckCustom -> its cards (data modules) + CustomDeck (rendered sheet)
 *   "$fill": {count, template} (or a list of them) on a Bag -> `count` copies of the template
 *   "$snapPoints": "map" | "playerBoard" | "flagshipBoard" -> AttachedSnapPoints at the layout's spots, tagged
 *   "$zones": {layout, zones: [...]} -> ScriptingTrigger objects at the layout's spots, emitted as
 *                        top-level objects right after their parent (world = parent transform)
 *
 * Generated objects get GUIDs derived from a stable seed (guid.ts), checked unique. Problems are
 * collected as "file: field ...: message" lines, like every build error.
 */
import type { Json, JsonObject, ObjectSource, TableSource } from "../lib/objects";
import type { DeckKind } from "../render/cards";
import { DECK_KEYS, dataCards, isDeckKind } from "./decks";
import { TWO_SIDED_SHEET, campaignDeckSpecs, isCampaignDeckKind, twoSidedSheets } from "./campaignDecks";
import { NormSpot, Transform, r4, spotToLocal, spotToWorld } from "./geometry";
import { derivedGuid } from "./guid";
import { TABLE_SURFACE_Y } from "./footprint";
import type { ImageLayout } from "./assets";

/** The build-only fields of this module (stripped from the save). */
export const EXPANSION_FIELDS = ["$deck", "$fill", "$snapPoints", "$zones"];

export interface ExpandContext {
  /** asset name -> URL */
  urls: Map<string, string>;
  layouts: Record<string, ImageLayout>;
  /** card ids in sheet order and the sheet grid, per deck (campaign decks: "campaign-...", maybe with unique backs) */
  decks: Record<string, { ids: string[]; cols: number; rows: number; uniqueBack?: boolean }>;
}

/** An object the build made (not read from a file): its `file` names the origin, not a file. */
export type GeneratedSource = ObjectSource & { generated: true };

export function isGenerated(src: ObjectSource): boolean {
  return (src as Partial<GeneratedSource>).generated === true;
}

function generated(origin: string, data: JsonObject): GeneratedSource {
  return { file: origin, data, contents: [], generated: true };
}

function isObject(v: Json | undefined): v is JsonObject {
  return v !== null && v !== undefined && typeof v === "object" && !Array.isArray(v);
}

// ---- "$asset:NAME" --------------------------------------------------------------------------------

export const ASSET_PREFIX = "$asset:";

/** Replaces every "$asset:NAME" string in `value` (deeply) by its URL; unknown names are reported. */
export function resolveAssetRefs(value: Json, urls: Map<string, string>, report: (field: string, msg: string) => void, field = ""): Json {
  if (typeof value === "string") {
    if (!value.startsWith(ASSET_PREFIX)) return value;
    const name = value.slice(ASSET_PREFIX.length);
    const url = urls.get(name);
    if (url === undefined) {
      report(field, `unknown asset "${name}" (known: ${[...urls.keys()].sort().join(", ")})`);
      return value;
    }
    return url;
  }
  if (Array.isArray(value)) return value.map((v, i) => resolveAssetRefs(v, urls, report, `${field}[${i}]`));
  if (isObject(value)) {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(value)) out[k] = resolveAssetRefs(v, urls, report, field ? `${field}.${k}` : k);
    return out;
  }
  return value;
}

// ---- "$deck" --------------------------------------------------------------------------------------

const CARD_FLAGS: JsonObject = {
  ColorDiffuse: { r: 0.713, g: 0.713, b: 0.713 },
  Locked: false,
  Grid: true,
  Snap: true,
  Autoraise: true,
  Sticky: true,
  Tooltip: true,
  HideWhenFaceDown: true,
  Hands: true,
  SidewaysCard: false,
};

/**
 * The deck's CustomDeck, DeckIDs and cards: one CardCustom per data entry (data order), CardID =
 * key*100 + the card's slot on the rendered sheet, Nickname = name, GMNotes = id, contract tags.
 */
export function expandDeck(src: ObjectSource, ctx: ExpandContext, problems: string[]): ObjectSource {
  const kindValue = src.data["$deck"];
  const kind = typeof kindValue === "string" ? kindValue : String(kindValue);
  const at = (msg: string) => problems.push(`${src.file}: field $deck: ${msg}`);
  const campaign = isCampaignDeckKind(kind) ? campaignDeckSpecs().find((s) => s.kind === kind) : undefined;
  if (!isDeckKind(kind) && campaign === undefined) {
    at(`"${String(kind)}" is not a deck (action, court, setup, leader, lore, or a campaign deck: ${campaignDeckSpecs().map((s) => s.kind).join(", ")})`);
    return src;
  }
  if (src.data.Name !== "DeckCustom") at(`only a DeckCustom can hold a generated deck, not ${String(src.data.Name)}`);
  if (src.contents.length > 0) at("the cards come from the data modules; remove the contents folder");
  const cards: { id: string; name: string; tags: string[]; description: string; back?: unknown }[] = campaign !== undefined ? campaign.cards : dataCards(kind as DeckKind);
  // A campaign card printed on both sides lies on the shared two-sided sheet; every other card on
  // its deck's own sheet (tools/table/campaignDecks.ts).
  const twoSided = campaign !== undefined ? twoSidedSheets() : [];
  const sheetOf = (c: { id: string; back?: unknown }) => (campaign !== undefined && c.back !== undefined ? (twoSided.find((sh) => sh.ids.includes(c.id))?.name ?? TWO_SIDED_SHEET) : kind);
  const own = cards.filter((c) => sheetOf(c) === kind).map((c) => c.id);
  const ownSheet = ctx.decks[kind];
  const missing = cards.filter((c) => !(ctx.decks[sheetOf(c)]?.ids ?? []).includes(c.id)).map((c) => c.id);
  const extra = own.length > 0 && ownSheet !== undefined ? ownSheet.ids.filter((id) => !own.includes(id)) : [];
  if (missing.length || extra.length || (own.length > 0 && ownSheet === undefined) || (ownSheet !== undefined && ownSheet.ids.length !== own.length)) {
    at(`the rendered sheet and the data disagree (not on the sheet: ${missing.join(" ") || "-"}; not in the data: ${extra.join(" ") || "-"})`);
    return src;
  }
  const keyOfSheet = (name: string) => twoSided.find((sh) => sh.name === name)?.key ?? (campaign !== undefined ? campaign.key : DECK_KEYS[kind as DeckKind]);
  const entryOf = (name: string): JsonObject => {
    const sheet = ctx.decks[name];
    // Unique backs (two-sided campaign cards): BackURL is a sheet of the same grid, and a hidden
    // card shows the face sheet's last slot (the deck's back), never its side B: BackIsHidden false.
    const unique = sheet.uniqueBack === true;
    return {
      FaceURL: `${ASSET_PREFIX}deck-${name}`,
      BackURL: `${ASSET_PREFIX}deck-${name}-back`,
      NumWidth: sheet.cols,
      NumHeight: sheet.rows,
      BackIsHidden: !unique,
      UniqueBack: unique,
      Type: 0,
    };
  };
  const customDeck: JsonObject = {};
  for (const c of cards) {
    const name = sheetOf(c);
    if (customDeck[String(keyOfSheet(name))] === undefined) customDeck[String(keyOfSheet(name))] = entryOf(name);
  }
  const t = isObject(src.data.Transform) ? (src.data.Transform as JsonObject) : {};
  const seen = new Map<string, string>();
  const contents: ObjectSource[] = cards.map((c) => {
    const guid = derivedGuid(`card:${c.id}`);
    if (seen.has(guid)) at(`cards ${seen.get(guid)} and ${c.id} derive the same GUID ${guid}; rename one id`);
    seen.set(guid, c.id);
    const name = sheetOf(c);
    const key = keyOfSheet(name);
    const cardId = key * 100 + ctx.decks[name].ids.indexOf(c.id);
    return generated(`${src.file} ($deck card ${c.id})`, {
      GUID: guid,
      Name: "CardCustom",
      Transform: { posX: 0, posY: 0, posZ: 0, rotX: 0, rotY: 180, rotZ: 180, scaleX: Number(t.scaleX ?? 1), scaleY: 1, scaleZ: Number(t.scaleZ ?? 1) },
      Nickname: c.name,
      Description: c.description,
      GMNotes: c.id,
      Tags: c.tags,
      ...CARD_FLAGS,
      CardID: cardId,
      CustomDeck: { [String(key)]: customDeck[String(key)] },
    });
  });
  const data: JsonObject = { ...src.data, CustomDeck: customDeck, DeckIDs: contents.map((c) => c.data.CardID as number) };
  return { ...src, data, contents };
}

// ---- "$fill" --------------------------------------------------------------------------------------

/** `count` copies of `template` per entry, GUIDs derived from the bag's GUID and the copy index. */
export function expandFill(src: ObjectSource, problems: string[]): ObjectSource {
  const spec = src.data["$fill"];
  const entries = Array.isArray(spec) ? spec : [spec];
  const at = (msg: string) => problems.push(`${src.file}: field $fill: ${msg}`);
  const copies: ObjectSource[] = [];
  entries.forEach((e, k) => {
    if (!isObject(e) || typeof e.count !== "number" || !Number.isInteger(e.count) || e.count < 1 || !isObject(e.template)) {
      at(`entry ${k + 1} must be {"count": <integer >= 1>, "template": {...object...}}`);
      return;
    }
    for (let i = 0; i < e.count; i++) {
      const seed = `fill:${String(src.data.GUID)}:${k}:${i}`;
      copies.push(generated(`${src.file} ($fill ${k + 1} copy ${i + 1})`, { ...e.template, GUID: derivedGuid(seed) }));
    }
  });
  if (src.data.Name !== "Bag" && src.data.Name !== "Infinite_Bag") at(`only a Bag is filled, not ${String(src.data.Name)}`);
  return { ...src, contents: [...src.contents, ...copies] };
}

// ---- layouts ------------------------------------------------------------------------------------

export interface LayoutSpot extends NormSpot {
  id: string;
}

function spotsOf(layout: ImageLayout, group: string): LayoutSpot[] | undefined {
  const g = layout[group];
  if (Array.isArray(g)) return g as LayoutSpot[];
  if (g && typeof g === "object" && "x" in (g as object)) return [g as LayoutSpot];
  return undefined;
}

/** The last "-"-separated part of a spot id ("court-3" -> "3", "follow-Red" -> "Red"). */
function keyOf(id: string): string {
  const i = id.lastIndexOf("-");
  return i < 0 ? id : id.slice(i + 1);
}

function fillTemplate(s: string, id: string): string {
  return s.split("{id}").join(id).split("{key}").join(keyOf(id));
}

// ---- "$snapPoints" --------------------------------------------------------------------------------

/** Height of snap points above a board's centre (its top face: the tiles are 0.2 thick). */
export const SNAP_Y = 0.1;

/** Snap point tags per layout spot, by the table contract. */
const SNAP_RULES: Record<string, { group: string; tags: (id: string) => string[] | undefined }[]> = {
  map: [
    { group: "buildingSlots", tags: (id) => ["building-slot", `system-${id.split("/")[0]}`, "city", "starport"] },
    { group: "powerTrack", tags: (id) => [id, "power-marker"] },
    { group: "chapterTrack", tags: (id) => [id, "chapter-marker"] },
    { group: "court", tags: (id) => (/^court-\d+$/.test(id) ? [`court-slot-${keyOf(id)}`, "court-card"] : undefined) },
    // The campaign's fifth Court slot, off the printed row (tools/render/board.ts `courtExtra`).
    { group: "courtExtra", tags: (id) => [`court-slot-${keyOf(id)}`, "court-card"] },
    { group: "ambitionBoxes", tags: (id) => [`ambition-${id}`, "ambition-marker"] },
  ],
  playerBoard: [
    { group: "resourceSlots", tags: (id) => [`resource-slot-${keyOf(id)}`, "resource"] },
    { group: "citySlots", tags: (id) => [`city-slot-${keyOf(id)}`, "city"] },
    { group: "outrage", tags: (id) => [id, "agent"] },
  ],
  // A Flagship board's slots take the owner's cities and starports as Upgrades and Armor (BR p.22).
  flagshipBoard: [
    { group: "armorSlots", tags: (id) => [`flagship-armor-${keyOf(id)}`, "city", "starport"] },
    { group: "upgradeSlots", tags: (id) => [`flagship-upgrade-${keyOf(id)}`, "city", "starport"] },
  ],
};

/** AttachedSnapPoints for a layout, at each spot's local position (geometry.ts), tagged. */
export function snapPointsFor(kind: string, layout: ImageLayout): JsonObject[] | undefined {
  const rules = SNAP_RULES[kind];
  if (!rules) return undefined;
  const out: JsonObject[] = [];
  for (const r of rules) {
    for (const s of spotsOf(layout, r.group) ?? []) {
      const tags = r.tags(s.id);
      if (!tags) continue;
      const l = spotToLocal(s, layout.width, layout.height);
      out.push({ Position: { x: r4(l.x), y: SNAP_Y, z: r4(l.z) }, Rotation: { x: 0, y: 0, z: 0 }, Tags: tags });
    }
  }
  return out;
}

export function expandSnapPoints(src: ObjectSource, ctx: ExpandContext, problems: string[]): ObjectSource {
  const kind = src.data["$snapPoints"];
  const layout = typeof kind === "string" ? ctx.layouts[kind] : undefined;
  const points = typeof kind === "string" && layout ? snapPointsFor(kind, layout) : undefined;
  if (!points) {
    problems.push(`${src.file}: field $snapPoints: "${String(kind)}" is not a layout with snap points (${Object.keys(SNAP_RULES).join(", ")})`);
    return src;
  }
  const own = Array.isArray(src.data.AttachedSnapPoints) ? src.data.AttachedSnapPoints : [];
  return { ...src, data: { ...src.data, AttachedSnapPoints: [...own, ...points] } };
}

// ---- "$zones" -----------------------------------------------------------------------------------

/** The smallest spot covering all `spots` (normalised image coordinates). */
export function boundingSpot(id: string, spots: LayoutSpot[]): LayoutSpot {
  const x0 = Math.min(...spots.map((s) => s.x - s.w / 2));
  const x1 = Math.max(...spots.map((s) => s.x + s.w / 2));
  const y0 = Math.min(...spots.map((s) => s.y - s.h / 2));
  const y1 = Math.max(...spots.map((s) => s.y + s.h / 2));
  return { id, x: (x0 + x1) / 2, y: (y0 + y1) / 2, w: x1 - x0, h: y1 - y0 };
}

export interface ZoneDecl {
  /** a group of the layout (e.g. "systems"), optionally filtered by `match` (a regex on spot ids) */
  group?: string;
  match?: string;
  /** or a literal spot in the parent image's normalised coordinates (may reach beyond 0..1) */
  spot?: NormSpot;
  /** one zone covering all matched spots (their bounding box) instead of one per spot */
  union?: boolean;
  /**
   * another layout group whose spots "<id>/..." belong to spot <id> and are covered by its zone,
   * e.g. a system's zone includes its building slots, so a building on its slot is in the system
   */
  include?: string;
  tags: string[];
  /** templates: {id} = spot id, {key} = its last "-" part */
  gmNotes?: string;
  nickname?: string;
  /** zone height in world units (default 3); every zone stands on the table's surface */
  height?: number;
  /**
   * world units added on every side of the spot (a card slot's room for a hand's imprecision:
   * tools/table/geometryGate.ts SLOT_MARGIN)
   */
  margin?: number;
}

const ZONE_COLOUR = { r: 0.25, g: 0.6, b: 1, a: 0.12 };

/**
 * The ScriptingTrigger objects of a `$zones` field: for each declaration, a zone per spot (or one
 * for their union), centred on the spot, as wide and deep as it, rotated with the parent.
 */
export function zonesFor(src: ObjectSource, ctx: ExpandContext, problems: string[]): GeneratedSource[] {
  const spec = src.data["$zones"];
  const at = (msg: string) => problems.push(`${src.file}: field $zones: ${msg}`);
  if (!isObject(spec) || !Array.isArray(spec.zones)) {
    at('must be {"layout": <layout name or {"width", "height"}>, "zones": [...]}');
    return [];
  }
  const layout: ImageLayout | undefined =
    typeof spec.layout === "string" ? ctx.layouts[spec.layout] : isObject(spec.layout) ? (spec.layout as unknown as ImageLayout) : undefined;
  if (!layout || typeof layout.width !== "number" || typeof layout.height !== "number") {
    at(`layout ${JSON.stringify(spec.layout)} is unknown (${Object.keys(ctx.layouts).join(", ")}, or {"width", "height"})`);
    return [];
  }
  const t = src.data.Transform as unknown as Transform;
  if (!isObject(src.data.Transform) || t.rotX !== 0 || t.rotZ !== 0) {
    at("the parent must lie flat (rotX = rotZ = 0) for its zones to be placed");
    return [];
  }
  const out: GeneratedSource[] = [];
  (spec.zones as Json[]).forEach((z, k) => {
    if (!isObject(z) || !Array.isArray(z.tags)) {
      at(`zone ${k + 1} needs "tags"`);
      return;
    }
    const d = z as unknown as ZoneDecl;
    let spots: LayoutSpot[];
    if (d.spot) spots = [{ id: "spot", ...d.spot }];
    else {
      const all = d.group ? spotsOf(layout, d.group) : undefined;
      if (!all) {
        at(`zone ${k + 1}: group "${String(d.group)}" is not in the layout`);
        return;
      }
      const re = d.match ? new RegExp(d.match) : undefined;
      spots = all.filter((s) => !re || re.test(s.id));
      if (spots.length === 0) {
        at(`zone ${k + 1}: no spot of "${d.group}" matches ${d.match}`);
        return;
      }
    }
    if (d.include !== undefined) {
      const extra = spotsOf(layout, d.include);
      if (!extra) {
        at(`zone ${k + 1}: include group "${d.include}" is not in the layout`);
        return;
      }
      spots = spots.map((s) => boundingSpot(s.id, [s, ...extra.filter((e) => e.id.startsWith(`${s.id}/`))]));
    }
    if (d.union && spots.length > 1) {
      spots = [boundingSpot(d.group ?? "union", spots)];
    }
    const height = d.height ?? 3;
    const margin = typeof d.margin === "number" ? d.margin : 0;
    for (const s of spots) {
      const w = spotToWorld(t, s, layout.width, layout.height);
      // The zone's bottom is the table's surface (docs/table-geometry.md "The table"), whatever
      // board it lies on: a card on the table beside the board is seen as one on the board.
      const y = TABLE_SURFACE_Y + height / 2;
      out.push(
        generated(`${src.file} ($zones ${k + 1} ${s.id})`, {
          GUID: derivedGuid(`zone:${String(src.data.GUID)}:${k}:${s.id}`),
          Name: "ScriptingTrigger",
          Transform: { posX: r4(w.x), posY: r4(y), posZ: r4(w.z), rotX: 0, rotY: t.rotY, rotZ: 0, scaleX: r4(w.w + 2 * margin), scaleY: height, scaleZ: r4(w.d + 2 * margin) },
          Nickname: fillTemplate(d.nickname ?? `${String(src.data.Nickname ?? "")} ${s.id}`, s.id),
          Description: "",
          GMNotes: d.gmNotes === undefined ? "" : fillTemplate(d.gmNotes, s.id),
          Tags: d.tags.map((tag) => fillTemplate(tag, s.id)),
          ColorDiffuse: ZONE_COLOUR,
          Locked: true,
        }),
      );
    }
  });
  return out;
}

// ---- the whole table -------------------------------------------------------------------------------

/** True when any object (or the save) uses an expansion or an asset reference: then the build renders. */
export function usesExpansions(table: TableSource): boolean {
  const text = JSON.stringify([table.save, collect(table.objects)]);
  return /"\$(deck|fill|snapPoints|zones)"\s*:|"\$asset:/.test(text);
}

function collect(os: ObjectSource[]): JsonObject[] {
  return os.flatMap((o) => [o.data, ...collect(o.contents)]);
}

function expandOne(src: ObjectSource, ctx: ExpandContext, problems: string[]): ObjectSource {
  let o = src;
  if (o.data["$deck"] !== undefined) o = expandDeck(o, ctx, problems);
  if (o.data["$fill"] !== undefined) o = expandFill(o, problems);
  if (o.data["$snapPoints"] !== undefined) o = expandSnapPoints(o, ctx, problems);
  const contents = o.contents.map((c) => expandOne(c, ctx, problems));
  const data = resolveAssetRefs(o.data, ctx.urls, (field, msg) => problems.push(`${o.file}: field ${field}: ${msg}`)) as JsonObject;
  return { ...o, data, contents };
}

/**
 * Applies every expansion; zones follow their parent at top level. Generated GUIDs are checked
 * against every other GUID of the table.
 */
export function expandTable(table: TableSource, ctx: ExpandContext, problems: string[]): TableSource {
  const objects: ObjectSource[] = [];
  for (const o of table.objects) {
    objects.push(expandOne(o, ctx, problems));
    if (o.data["$zones"] !== undefined) objects.push(...zonesFor(o, ctx, problems));
  }
  // A GUID the modder wrote twice is reported as such (naming both files); the objects generated
  // from those files would collide too, and saying so would only hide the real mistake.
  const written = new Map<string, string>();
  const twice = new Set<string>();
  for (const o of table.objects) {
    const g = o.data.GUID;
    if (typeof g !== "string") continue;
    const first = written.get(g);
    if (first === undefined) written.set(g, o.file);
    else {
      twice.add(o.file).add(first);
      problems.push(`${o.file}: field GUID: ${g} is also used by ${first}`);
    }
  }
  const fromTwice = (o: ObjectSource) => isGenerated(o) && [...twice].some((f) => o.file.startsWith(`${f} (`));
  const owner = new Map<string, ObjectSource>();
  const walk = (os: ObjectSource[]) => {
    for (const o of os) {
      const g = o.data.GUID;
      if (typeof g === "string") {
        const prev = owner.get(g);
        if (prev === undefined) owner.set(g, o);
        else if ((isGenerated(o) || isGenerated(prev)) && !(fromTwice(o) && fromTwice(prev))) {
          problems.push(`${o.file}: field GUID: ${g} is also used by ${prev.file}`);
        }
      }
      walk(o.contents);
    }
  };
  walk(objects);
  const save = resolveAssetRefs(table.save, ctx.urls, (field, msg) => problems.push(`${table.saveFile}: field ${field}: ${msg}`)) as JsonObject;
  return { ...table, save, objects };
}
