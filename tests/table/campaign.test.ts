/**
 * The Blighted Reach's components in the BUILT save (issue 14 item 1): decks built from the campaign
 * data and obeying TTS's deck rules, bags holding the data's counts, every campaign object tagged
 * `campaign` and never `arcs`, no base zone or snap point accepting any of them (TTS's tag rule),
 * all of them off the base table's zones, and a campaign section in build/preview.
 */
import { FATE_SET_POWERS } from "../../src/core/powers/courtPowers";
import { FAITHFUL_GUILDS } from "../../src/core/campaign/fates/faithful";
import * as fs from "node:fs";
import * as path from "node:path";
import { AID_CARDS, CAMPAIGN_COURT_CARDS, CAMPAIGN_PIECES, FATES, FATE_SETS, FATE_TOKENS } from "../../src/core/data/campaign/index";
import { fateTokenSlug } from "../../tools/table/campaignAssets";
import { COLOURS } from "../../src/core/data/vocabulary";
import { campaignDeckSpecs } from "../../tools/table/campaignDecks";
import { builtSave, SaveObject } from "../support/builtSave";
import { flagshipLayout } from "../../tools/render/campaign";
import { FLAGSHIP_UPGRADES } from "../../src/core/data/campaign/flagship";
import { fateSetTwinOf } from "../../src/core/data/campaign/fateSetTwins";
import { r4, spotToLocal } from "../../tools/table/geometry";

const built = builtSave();
const all = built.allObjects();
const tagsOf = (o: SaveObject) => o.Tags ?? [];
const isCampaign = (o: SaveObject) => tagsOf(o).includes("campaign");
const campaign = all.filter((o) => isCampaign(o) && o.Name !== "ScriptingTrigger");
/** A top-level object by its Nickname (the bags' contents share their bag's name). */
const named = (nick: string) => {
  const found = built.save.ObjectStates.filter((o) => o.Nickname === nick);
  expect({ nick, found: found.length }).toEqual({ nick, found: 1 });
  return found[0];
};
const contents = (o: SaveObject) => o.ContainedObjects ?? [];
/** The ids (GMNotes) of a deck's cards: side A's id for a two-sided card. */
const notes = (o: SaveObject) => contents(o).map((c) => c.GMNotes);
const withoutB = (ids: string[]) => ids.filter((id) => !(id.endsWith("B") && ids.includes(`${id.slice(0, -1)}A`)));

type CustomDeck = Record<string, { FaceURL: string; BackURL: string; NumWidth: number; NumHeight: number; BackIsHidden: boolean; UniqueBack: boolean }>;

describe("campaign decks", () => {
  test("the campaign Court, aid cards and Fates hold the data's cards", () => {
    expect(notes(named("Campaign Court deck"))).toEqual(CAMPAIGN_COURT_CARDS.map((c) => c.id));
    expect(notes(named("Campaign aid cards"))).toEqual(withoutB(AID_CARDS.map((c) => c.id)));
    expect(notes(named("Fates"))).toEqual(FATES.map((c) => c.id));
  });

  test("the Fate Sets bag holds one deck per Fate Set with that set's cards", () => {
    const decks = contents(named("Fate Sets"));
    expect(decks).toHaveLength(FATE_SETS.length);
    const byKind = new Map(decks.map((d) => [d.GMNotes, d]));
    FATE_SETS.forEach((set, i) => {
      const d = byKind.get(`campaign-fate-set-${i < 9 ? "0" : ""}${i + 1}`)!;
      expect(notes(d)).toEqual(withoutB(set.map((c) => c.id)));
      // A reprint of a base Court card also carries its base card's buttons as a CC Guild card does
      // (fateSetTwins.ts), and so does a card whose power has a base card's shape (courtPowers.ts FATE_SET_POWERS) or is laid as a Union (faithful.ts FAITHFUL_GUILDS).
      for (const c of contents(d)) {
        const id = c.GMNotes as string;
        const twin = fateSetTwinOf(id) !== undefined || FATE_SET_POWERS[id] !== undefined || FAITHFUL_GUILDS.includes(id) ? ["campaign-guild"] : [];
        // F515, an Event action card (F512A step 3), is dealt and played as the box's Events are.
        const event = c.GMNotes === "F515" ? ["campaign-event-card"] : [];
        expect(tagsOf(c)).toEqual(["campaign", "fate-set-card", `fate-set-${i + 1}`].concat(twin, event));
      }
    });
  });

  test("every campaign deck obeys TTS's deck rules: DeckIDs = CardIDs, keys own one sheet, slots inside the grid and off the hidden slot", () => {
    const decks = campaign.filter((o) => o.Name === "DeckCustom");
    expect(decks).toHaveLength(campaignDeckSpecs().length);
    const sheetOfKey = new Map<string, string>();
    for (const o of all.filter((x) => x.CustomDeck !== undefined)) {
      for (const [key, e] of Object.entries(o.CustomDeck as CustomDeck)) {
        const prev = sheetOfKey.get(key);
        if (prev === undefined) sheetOfKey.set(key, e.FaceURL);
        else expect({ key, url: e.FaceURL }).toEqual({ key, url: prev });
      }
    }
    for (const d of decks) {
      const cards = contents(d);
      expect(d.DeckIDs).toEqual(cards.map((c) => c.CardID));
      const deckKeys = new Set(Object.keys(d.CustomDeck as CustomDeck));
      for (const c of cards) {
        const [key, e] = Object.entries(c.CustomDeck as CustomDeck)[0];
        expect(deckKeys.has(key)).toBe(true);
        expect(Math.floor((c.CardID as number) / 100)).toBe(Number(key));
        const slot = (c.CardID as number) % 100;
        expect([e.NumWidth <= 10, e.NumHeight <= 7, slot < e.NumWidth * e.NumHeight - 1]).toEqual([true, true, true]);
        // A two-sided card: its side B is the unique back, and a hidden card shows the deck's back.
        const twoSided = String(c.Description).startsWith("Side ");
        expect({ id: c.GMNotes, unique: e.UniqueBack, hidden: e.BackIsHidden }).toEqual({ id: c.GMNotes, unique: twoSided, hidden: !twoSided });
      }
      const ids = cards.map((c) => c.CardID);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  test("campaign card ids never collide with the base decks' keys 1..5", () => {
    for (const c of campaign.filter((o) => o.Name === "CardCustom")) expect(Math.floor((c.CardID as number) / 100)).toBeGreaterThan(5);
  });
});

describe("campaign pieces", () => {
  const countOf = (kind: string) => CAMPAIGN_PIECES.find((p) => p.kind === kind)!.count;

  test("each bag holds the data's count", () => {
    expect(contents(named("Blight"))).toHaveLength(countOf("blight"));
    expect(contents(named("Free cities"))).toHaveLength(countOf("freeCity"));
    expect(contents(named("Free starports"))).toHaveLength(countOf("freeStarport"));
    expect(contents(named("Imperial ships"))).toHaveLength(countOf("imperialShip"));
    expect(contents(named("Flagship boards")).map((b) => b.GMNotes)).toEqual([...COLOURS]);
    expect(contents(named("Flagships")).map((b) => b.GMNotes)).toEqual([...COLOURS]);
    const markers = contents(named("Objective markers"));
    expect(markers).toHaveLength(countOf("objectiveMarker"));
    expect(markers.map((m) => m.GMNotes)).toEqual(COLOURS.slice(0, countOf("objectiveMarker")));
  });

  test("the Fate-set tokens bag holds one bag per token kind of the data, with its count", () => {
    const bags = contents(named("Fate-set tokens"));
    expect(bags.map((b) => b.GMNotes).sort()).toEqual(FATE_TOKENS.map(fateTokenSlug).sort());
    for (const t of FATE_TOKENS) {
      const bag = bags.find((b) => b.GMNotes === fateTokenSlug(t))!;
      expect({ token: t.name, count: contents(bag).length }).toEqual({ token: t.name, count: t.count });
      for (const tok of contents(bag)) expect(tagsOf(tok)).toEqual(["campaign", "fate-token", `fate-set-${t.set}`]);
    }
  });

  test("a token that lies face down with a secret face (F12's Rumors: 'Place the 2 True Rumor and 2 False Rumor tokens each face down'; F23's Conspiracies: 'facedown') tells nothing by its name or tooltip: all of a set's secret tokens share one Nickname and Description", () => {
    const bags = contents(named("Fate-set tokens"));
    for (const set of [12, 23]) {
      const tokens = FATE_TOKENS.filter((t) => t.set === set).flatMap((t) => contents(bags.find((b) => b.GMNotes === fateTokenSlug(t))!));
      expect(tokens.length).toBeGreaterThan(1);
      expect(new Set(tokens.map((o) => `${o.Nickname} | ${o.Description}`)).size).toBe(1);
      expect(new Set(tokens.map((o) => o.GMNotes)).size).toBeGreaterThan(1);
    }
  });

  test("the four Golems (seed 003 F506 names them; F501A 'Shuffle the 4 Sleeping Golem tokens. Place one on its Sleeping side'; F505 'Its Awake side is public if a player holds it'): each token's memo is its name, printed on its own Awake face; Sleeping face, name, tooltip and GM notes alike", () => {
    const golem = FATE_TOKENS.find((t) => t.set === 5)!;
    const tokens = contents(contents(named("Fate-set tokens")).find((b) => b.GMNotes === fateTokenSlug(golem))!);
    expect(tokens.map((o) => o.Memo)).toEqual([...golem.labels!]);
    expect(tokens.map((o) => o.Memo)).toEqual(["Warrior", "Protector", "Seeker", "Harvester"]);
    const img = (o: SaveObject) => o.CustomImage as { ImageURL: string; ImageSecondaryURL: string };
    expect(new Set(tokens.map((o) => `${o.Nickname} | ${o.Description} | ${o.GMNotes} | ${img(o).ImageURL}`))).toEqual(new Set([`Sleeping Golem | ${tokens[0].Description} | Sleeping Golem | ${img(tokens[0]).ImageURL}`]));
    expect(img(tokens[0]).ImageURL).toMatch(/campaign-token-f5-sleeping-golem-front\.[0-9a-f]+\.png$/);
    expect(tokens.map((o) => /-golem-(\d)\.[0-9a-f]+\.png$/.exec(img(o).ImageSecondaryURL)?.[1])).toEqual(["1", "2", "3", "4"]);
    expect(tokens.every((o) => !JSON.stringify([o.Nickname, o.Description, o.GMNotes]).match(/Warrior|Protector|Seeker|Harvester/))).toBe(true);
  });

  test("two-sided pieces show fresh on one side and damaged on the other", () => {
    for (const bag of ["Blight", "Free cities", "Free starports"]) {
      for (const p of contents(named(bag))) {
        const img = p.CustomImage as { ImageURL: string; ImageSecondaryURL: string };
        expect([img.ImageURL, img.ImageSecondaryURL].map((u) => /-(fresh|damaged)\.[0-9a-f]+\.png$/.exec(u)?.[1])).toEqual(["fresh", "damaged"]);
      }
    }
    const ct = named("Chapter track tile").CustomImage as { ImageURL: string; ImageSecondaryURL: string };
    expect(ct.ImageURL).not.toBe(ct.ImageSecondaryURL);
  });

  test("the event and number dice are Custom_Model dice read by rotation value", () => {
    const ev = named("Event die");
    const nu = named("Number die");
    for (const d of [ev, nu]) expect((d.CustomMesh as { TypeIndex: number }).TypeIndex).toBe(2);
    const values = (d: SaveObject) => (d.RotationValues as { Value: string }[]).map((r) => r.Value);
    expect(values(nu)).toEqual(["number-1", "number-2", "number-3", "number-4", "number-5", "number-6"]);
    expect(values(ev).every((v) => /^(crisis|edict)-(arrow|crescent|hex)$/.test(v))).toBe(true);
  });

  test("BR p.22: each Flagship board has a snap point per Upgrade and Armor slot, on the rendered slots, taking cities and starports", () => {
    const layout = flagshipLayout(FLAGSHIP_UPGRADES.length);
    for (const board of contents(named("Flagship boards"))) {
      const points = (board.AttachedSnapPoints ?? []) as { Position: { x: number; z: number }; Tags: string[] }[];
      expect(points).toHaveLength(12);
      for (let n = 1; n <= 6; n++) {
        for (const [part, spots] of [["upgrade", layout.upgradeSlots], ["armor", layout.armorSlots]] as const) {
          const p = points.filter((x) => x.Tags.includes(`flagship-${part}-${n}`));
          expect(p).toHaveLength(1);
          expect(p[0].Tags).toEqual([`flagship-${part}-${n}`, "city", "starport"]);
          const want = spotToLocal(spots[n - 1], layout.width, layout.height);
          expect([p[0].Position.x, p[0].Position.z]).toEqual([r4(want.x), r4(want.z)]);
        }
      }
      // Read as the image: slot 1 on the left (local +x, geometry.ts), each Armor above its Upgrade (local -z).
      const at = (tag: string) => points.find((x) => x.Tags.includes(tag))!.Position;
      expect(at("flagship-upgrade-1").x).toBeGreaterThan(at("flagship-upgrade-6").x);
      expect(at("flagship-armor-3").z).toBeLessThan(at("flagship-upgrade-3").z);
      expect(at("flagship-armor-3").x).toBe(at("flagship-upgrade-3").x);
    }
  });

  test("the First Regent tile has an Imperial Trust zone over it, which sees base resources", () => {
    const zone = all.filter((o) => o.Name === "ScriptingTrigger" && tagsOf(o).includes("imperial-trust"));
    expect(zone).toHaveLength(1);
    expect(tagsOf(zone[0])).toEqual(expect.arrayContaining(["campaign", "arcs"]));
    const tile = named("First Regent tile").Transform!;
    const z = zone[0].Transform!;
    expect([Math.abs(z.posX - tile.posX) < 2 * tile.scaleX, Math.abs(z.posZ - tile.posZ) < tile.scaleZ]).toEqual([true, true]);
  });
});

describe("the rules booklet (BR p.3, p.9)", () => {
  const zones = (tag: string) => all.filter((o) => o.Name === "ScriptingTrigger" && tagsOf(o).includes(tag));

  test("BR p.9: one board, tagged campaign and rules-booklet, with an Edicts side and a Laws & Summit side of 8 numbered slot zones each", () => {
    const booklet = named("Rules booklet");
    expect(tagsOf(booklet)).toEqual(["campaign", "rules-booklet"]);
    expect(booklet.Locked).toBe(true);
    const slots = zones("rules-booklet-slot");
    expect(slots.map((z) => z.GMNotes).sort()).toEqual([...["edicts", "laws"].flatMap((side) => [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${side}-${n}`))].sort());
    expect(zones("rules-booklet-scrap").map((z) => z.GMNotes)).toEqual(["scrap"]);
    // The zones carry `campaign` (they see campaign cards, TTS's tag rule) and `arcs` like every zone.
    for (const z of [...slots, ...zones("rules-booklet-scrap")]) expect(tagsOf(z)).toEqual(expect.arrayContaining(["campaign", "arcs"]));
  });

  test("each slot zone lies on the booklet, holds a card (2.46 x 3.45 at scale 1.15) and its two tucked neighbours, and the Edicts page reads first (west)", () => {
    const t = named("Rules booklet").Transform!;
    // A 2900 x 1200 image at scale 6: 29 x 12 units (docs/table-geometry.md extent rule).
    const hx = (2900 / 1200) * t.scaleX;
    const hz = t.scaleZ;
    const slots = zones("rules-booklet-slot");
    for (const z of slots) {
      const zt = z.Transform!;
      expect({ slot: z.GMNotes, on: Math.abs(zt.posX - t.posX) < hx && Math.abs(zt.posZ - t.posZ) < hz }).toEqual({ slot: z.GMNotes, on: true });
      expect({ slot: z.GMNotes, fits: zt.scaleX >= 2.46 && zt.scaleZ >= 3.45 + 2 * 0.6 }).toEqual({ slot: z.GMNotes, fits: true });
    }
    const at = (id: string) => slots.find((z) => z.GMNotes === id)!.Transform!;
    expect(at("edicts-1").posX).toBeLessThan(at("edicts-2").posX);
    expect(at("edicts-4").posX).toBeLessThan(at("laws-1").posX);
    // Slot 5 starts the second row, south of the first (the board reads upright from the south seats).
    expect(at("edicts-5").posZ).toBeLessThan(at("edicts-1").posZ);
    expect(at("edicts-5").posX).toBe(at("edicts-1").posX);
  });
});

describe("campaign components stay apart from the base game", () => {
  test("every campaign object (and everything inside one) carries `campaign` and not the shared `arcs`", () => {
    expect(campaign.length).toBeGreaterThan(400);
    const walk = (o: SaveObject): void => {
      expect({ name: o.Nickname, tags: tagsOf(o), campaign: isCampaign(o), arcs: tagsOf(o).includes("arcs") }).toEqual({ name: o.Nickname, tags: tagsOf(o), campaign: true, arcs: false });
      contents(o).forEach(walk);
    };
    campaign.forEach(walk);
    // and nothing of the base game carries the campaign tag (the table itself carries neither:
    // no zone may see it, docs/table-contract.md)
    for (const o of all.filter((x) => !isCampaign(x) && !tagsOf(x).includes("table-surface"))) expect(tagsOf(o)).toContain("arcs");
  });

  test("no base zone and no snap point accepts any campaign object (they share no tag)", () => {
    const features = [
      ...all.filter((o) => (o.Name === "ScriptingTrigger" || o.Name === "HandTrigger") && !isCampaign(o)).map((o) => ({ what: `zone ${o.Nickname}`, tags: tagsOf(o) })),
      ...all.flatMap((o) => ((o.AttachedSnapPoints as { Tags?: string[] }[] | undefined) ?? []).map((p) => ({ what: `snap point on ${o.Nickname}`, tags: p.Tags ?? [] }))),
    ];
    expect(features.length).toBeGreaterThan(100);
    const campaignTags = new Set(campaign.flatMap(tagsOf));
    for (const f of features) {
      expect({ what: f.what, hasTags: f.tags.length > 0 }).toEqual({ what: f.what, hasTags: true });
      expect({ what: f.what, shared: f.tags.filter((t) => campaignTags.has(t)) }).toEqual({ what: f.what, shared: [] });
    }
  });

  test("the campaign area lies off every base zone: no campaign object on the table sits in one", () => {
    const top = built.save.ObjectStates;
    const zones = top.filter((o) => (o.Name === "ScriptingTrigger" || o.Name === "HandTrigger") && !isCampaign(o));
    const inside = (z: SaveObject, x: number, zz: number) => {
      const t = z.Transform!;
      const quarter = Math.round(t.rotY / 90) % 2 === 1;
      const hx = (quarter ? t.scaleZ : t.scaleX) / 2;
      const hz = (quarter ? t.scaleX : t.scaleZ) / 2;
      return Math.abs(x - t.posX) <= hx && Math.abs(zz - t.posZ) <= hz;
    };
    const placed = top.filter((o) => isCampaign(o) && o.Name !== "ScriptingTrigger");
    expect(placed.length).toBeGreaterThan(10);
    for (const o of placed) {
      const t = o.Transform!;
      expect({ object: o.Nickname, zones: zones.filter((z) => inside(z, t.posX, t.posZ)).map((z) => z.Nickname) }).toEqual({ object: o.Nickname, zones: [] });
    }
  });

  test("build/preview shows a campaign section with the campaign's decks, tiles and dice", () => {
    const html = fs.readFileSync(path.join(built.outDir, "preview", "index.html"), "utf8");
    const at = html.indexOf("<h2>The Blighted Reach (campaign)</h2>");
    expect(at).toBeGreaterThanOrEqual(0);
    const section = html.slice(at, html.indexOf("<h2>", at + 10) < 0 ? undefined : html.indexOf("<h2>", at + 10));
    for (const name of ["deck-campaign-court", "deck-campaign-fates", "deck-campaign-fate-set-01", "campaign-first-regent", "campaign-die-event-atlas", "campaign-blight-fresh"]) expect(section).toContain(name);
  });

  test("the campaign log sheet is a Notebook tab", () => {
    const tabs = Object.values(built.save.TabStates as Record<string, { title: string; body: string }>);
    const log = tabs.find((t) => /campaign log/i.test(t.title));
    expect(log).toBeDefined();
    expect(log!.body).toMatch(/Fate/);
    expect(log!.body).toMatch(/Outrage/);
  });
});
