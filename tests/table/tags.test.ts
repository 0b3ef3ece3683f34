/**
 * The built table's tags follow TTS's rule (kb.tabletopsimulator.com, "Object Tags"): a zone or a
 * snap point with tags interacts only with objects sharing at least one of them (issue "TTS
 * fidelity", item 1). Role by role, every object a zone must see, and every piece that must snap to
 * a snap point, shares a tag with it. A new zone role or snap point kind fails here until listed.
 */
import { builtSave } from "../support/builtSave";

type Obj = { Name: string; Tags?: string[]; GMNotes?: string; AttachedSnapPoints?: { Tags?: string[] }[]; ContainedObjects?: Obj[] };

const all: Obj[] = builtSave().allObjects() as unknown as Obj[];
const COLOURS = ["Red", "Blue", "Yellow", "White"];
const compatible = (feature: string[], obj: string[]) => feature.length === 0 || feature.some((t) => obj.includes(t));

/** What each zone role must see (the scripts read these objects through the zone). */
const ZONE_SEES: Record<string, string[]> = {
  system: ["ship", "city", "starport", "out-of-play-marker", "path-marker"],
  // The Gate Wraith's Twisted Passage at the map's centre (F2205): the pieces moved there.
  "twisted-passage": ["ship", "city", "starport"],
  "lead-slot": ["action-card"],
  "follow-slot": ["action-card"],
  "seize-slot": ["action-card"],
  "action-discard": ["action-card"],
  hand: ["action-card"],
  "court-slot": ["court-card", "agent"],
  "court-deck-zone": ["court-card"],
  "court-discard": ["court-card"],
  "ambition-box": ["ambition-marker", "resource"],
  "ambition-declared": ["zero-marker"],
  "available-markers": ["ambition-marker"],
  "resources-zone": ["resource"],
  trophies: ["ship", "city", "starport", "agent"],
  captives: ["agent"],
  "play-area": ["court-card", "leader-card", "lore-card", "initiative-marker", "resource"],
  "dice-tray": ["die"],
  // The Blighted Reach: the First Regent tile's Imperial Trust holds base resources.
  "imperial-trust": ["resource"],
  // The rules booklet's pages hold the aid edicts and the Fate-set Edict, Law and Summit cards (BR p.9).
  "rules-booklet-slot": ["campaign-aid-card", "fate-set-card"],
  "rules-booklet-scrap": ["campaign-aid-card", "fate-set-card"],
};

/** What may snap to each kind of snap point. */
const SNAPS: [RegExp, string[]][] = [
  [/^building-slot$/, ["city", "starport"]],
  [/^power-\d+$/, ["power-marker"]],
  [/^chapter-\d+$/, ["chapter-marker"]],
  [/^court-slot-\d$/, ["court-card"]],
  [/^ambition-[a-z]+$/, ["ambition-marker"]],
  [/^resource-slot-\d$/, ["resource"]],
  [/^city-slot-\d$/, ["city"]],
  [/^outrage-[a-z]+$/, ["agent"]],
  // The Blighted Reach: a Flagship board's slots take the owner's cities and starports (BR p.22).
  [/^flagship-(armor|upgrade)-\d$/, ["city", "starport"]],
];

const zones = all.filter((o) => o.Name === "ScriptingTrigger" || o.Name === "HandTrigger");

test("every zone has a known role", () => {
  expect(zones.length).toBeGreaterThan(40);
  for (const z of zones) {
    const roles = (z.Tags ?? []).filter((t) => ZONE_SEES[t] !== undefined);
    expect({ zone: z.Tags, roles: roles.length }).toEqual({ zone: z.Tags, roles: 1 });
  }
});

test("each zone is compatible with every object it must see (tags shared)", () => {
  for (const z of zones) {
    const role = (z.Tags ?? []).find((t) => ZONE_SEES[t] !== undefined)!;
    for (const kind of ZONE_SEES[role]) {
      const objects = all.filter((o) => (o.Tags ?? []).includes(kind) && !(o.Tags ?? []).includes("supply") && o.Name !== "Bag");
      expect({ role, kind, found: objects.length > 0 }).toEqual({ role, kind, found: true });
      for (const o of objects) {
        expect({ role, zone: z.GMNotes, object: o.Tags, compatible: compatible(z.Tags ?? [], o.Tags ?? []) }).toEqual({
          role, zone: z.GMNotes, object: o.Tags, compatible: true,
        });
      }
    }
  }
});

test("every snap point shares a tag with what must snap there, and names its own spot", () => {
  const points = all.flatMap((o) => o.AttachedSnapPoints ?? []);
  expect(points.length).toBeGreaterThan(100);
  for (const p of points) {
    const tags = p.Tags ?? [];
    const rule = SNAPS.find(([re]) => tags.some((t) => re.test(t)));
    expect({ tags, known: rule !== undefined }).toEqual({ tags, known: true });
    for (const kind of rule![1]) {
      for (const o of all.filter((x) => (x.Tags ?? []).includes(kind) && x.Name !== "Bag")) {
        expect({ tags, object: o.Tags, snaps: compatible(tags, o.Tags ?? []) }).toEqual({ tags, object: o.Tags, snaps: true });
      }
    }
    // A snap point that everything would snap to is as useless as one nothing snaps to.
    expect(tags).not.toContain("arcs");
  }
});

test("colour tags never make a zone see only its own colour's pieces", () => {
  for (const z of zones.filter((x) => (x.Tags ?? []).some((t) => COLOURS.includes(t)))) {
    const role = (z.Tags ?? []).find((t) => ZONE_SEES[t] !== undefined)!;
    const rival = all.find((o) => (o.Tags ?? []).includes(ZONE_SEES[role][0]) && !(o.Tags ?? []).some((t) => (z.Tags ?? []).includes(t) && COLOURS.includes(t)) && o.Name !== "Bag");
    if (rival !== undefined) expect(compatible(z.Tags ?? [], rival.Tags ?? [])).toBe(true);
  }
});
