/**
 * The JS side of the TTS fake: objects, containers, zones, hands, players, a controllable clock and
 * dice, and a record of every message. Scripts see it through `scriptHost.ts`.
 */

export type Vec = { x: number; y: number; z: number };

export interface ObjectData {
  GUID: string;
  Name: string;
  Nickname?: string;
  Description?: string;
  GMNotes?: string;
  /** TTS's `memo`: saved with the object, read by script only (shown to no one, the GM included). */
  Memo?: string;
  Tags?: string[];
  Transform?: Record<string, number>;
  LuaScript?: string;
  LuaScriptState?: string;
  XmlUI?: string;
  ContainedObjects?: ObjectData[];
  CardID?: number;
  FogColor?: string;
  RotationValues?: { Value: unknown; Rotation: Vec }[];
  Locked?: boolean;
  [key: string]: unknown;
}

export interface Message {
  kind: "broadcastToAll" | "broadcastToColor" | "printToColor" | "printToAll" | "print" | "playerBroadcast" | "playerPrint";
  text: string;
  /** the seat that saw it; undefined = everyone */
  to?: string;
}

export interface ButtonSpec {
  click_function: string;
  function_owner?: unknown;
  label?: string;
  tooltip?: string;
  index: number;
  [key: string]: unknown;
}

export interface SeatState {
  color: string;
  seated: boolean;
  host: boolean;
  steam_name: string;
}

const CARD_NAMES = ["Card", "CardCustom"];
const DECK_NAMES = ["Deck", "DeckCustom"];
const ZONE_NAMES = ["ScriptingTrigger", "HandTrigger"];

let guidCounter = 0xf00000;
export function freshGuid(taken: (g: string) => boolean): string {
  let g: string;
  do {
    guidCounter++;
    g = guidCounter.toString(16).slice(-6);
  } while (taken(g));
  return g;
}

export class FakeObject {
  destroyed = false;
  buttons: ButtonSpec[] = [];
  /** the colour of a script's highlightOn, until highlightOff */
  highlight: string | undefined;
  contents: ObjectData[] = [];
  position: Vec;
  rotation: Vec;
  scale: Vec;
  heldBy?: string;
  resting = true;
  /** moving under a script's setPositionSmooth / a smooth takeObject (TTS: isSmoothMoving()) */
  smoothMoving = false;
  /** just spawned (takeObject, spawnObjectData): not in any zone yet; `spawning` in TTS */
  spawning = false;
  /**
   * The GUID a spawning object reports until spawning ends: the one it had in its container, which
   * TTS replaces when another object on the table already has it ("assigned correctly once the
   * spawning member variable becomes false", typings of `guid`).
   */
  spawnGuid?: string;
  /** index into RotationValues for dice */
  faceIndex = 0;

  constructor(readonly world: World, public data: ObjectData) {
    const t = data.Transform ?? {};
    this.position = { x: t.posX ?? 0, y: t.posY ?? 1, z: t.posZ ?? 0 };
    this.rotation = { x: t.rotX ?? 0, y: t.rotY ?? 0, z: t.rotZ ?? 0 };
    this.scale = { x: t.scaleX ?? 1, y: t.scaleY ?? 1, z: t.scaleZ ?? 1 };
    this.contents = (data.ContainedObjects ?? []).map((c) => ({ ...c }));
  }

  get guid(): string {
    return this.data.GUID;
  }
  /** What a script reads as `guid`/getGUID(): provisional while spawning. */
  get shownGuid(): string {
    return this.spawning && this.spawnGuid !== undefined ? this.spawnGuid : this.data.GUID;
  }
  get name(): string {
    return this.data.Name;
  }
  get nickname(): string {
    return this.data.Nickname ?? "";
  }
  get tags(): string[] {
    return this.data.Tags ?? [];
  }
  get isCard(): boolean {
    return CARD_NAMES.includes(this.name);
  }
  get isDeck(): boolean {
    return DECK_NAMES.includes(this.name);
  }
  get isZone(): boolean {
    return ZONE_NAMES.includes(this.name);
  }
  get isContainer(): boolean {
    return this.isDeck || this.name === "Bag" || this.name === "Custom_Model_Bag" || this.name === "Infinite_Bag";
  }
  get faceDown(): boolean {
    const z = ((this.rotation.z % 360) + 360) % 360;
    return z > 90 && z < 270;
  }
  /** Snapshot of the object as save data (what TTS's getData / a save would hold). */
  toData(): ObjectData {
    return {
      ...this.data,
      Transform: {
        posX: this.position.x, posY: this.position.y, posZ: this.position.z,
        rotX: this.rotation.x, rotY: this.rotation.y, rotZ: this.rotation.z,
        scaleX: this.scale.x, scaleY: this.scale.y, scaleZ: this.scale.z,
      },
      ContainedObjects: this.contents.length > 0 ? this.contents.map((c) => ({ ...c })) : undefined,
    };
  }
  /**
   * Half the width of the object's collider on the table, for zone overlap: TTS counts an object in
   * every zone its collider touches. Modelled for map pieces (a ship is about 0.6 long); other
   * objects are taken at their centre point (docs/tts-behaviour.md).
   */
  get footprint(): number {
    const t = this.tags;
    if (t.includes("ship")) return 0.3;
    if (t.includes("city") || t.includes("starport") || t.includes("agent")) return 0.2;
    return 0;
  }

  /** Does an object at `p` with collider half-width `r` touch this zone's box? */
  touches(p: Vec, r: number): boolean {
    const rad = (-this.rotation.y * Math.PI) / 180;
    const dx = p.x - this.position.x;
    const dz = p.z - this.position.z;
    const lx = dx * Math.cos(rad) + dz * Math.sin(rad);
    const lz = -dx * Math.sin(rad) + dz * Math.cos(rad);
    return (
      Math.abs(lx) <= this.scale.x / 2 + r + 1e-9 &&
      Math.abs(lz) <= this.scale.z / 2 + r + 1e-9 &&
      Math.abs(p.y - this.position.y) <= this.scale.y / 2 + 1e-9
    );
  }

  /**
   * Is `p` inside this zone's box (position +- scale/2, turned about Y)? The real box in height
   * too: a card lying below the zone's bottom (on a lower surface, fallen off the table) is in no
   * zone, as in TTS (docs/tts-behaviour.md).
   */
  contains(p: Vec): boolean {
    // The box is turned with the zone about Y: bring the point into the zone's frame first.
    const r = (-this.rotation.y * Math.PI) / 180;
    const dx = p.x - this.position.x;
    const dz = p.z - this.position.z;
    const lx = dx * Math.cos(r) + dz * Math.sin(r);
    const lz = -dx * Math.sin(r) + dz * Math.cos(r);
    return (
      Math.abs(lx) <= this.scale.x / 2 + 1e-9 &&
      Math.abs(lz) <= this.scale.z / 2 + 1e-9 &&
      Math.abs(p.y - this.position.y) <= this.scale.y / 2 + 1e-9
    );
  }
}

interface Timer {
  id: number;
  due: number;
  fn: () => void;
  condition?: () => boolean;
  timeoutAt?: number;
  onTimeout?: () => void;
  repeats?: number;
  interval?: number;
}

/** Physics steps before a script-moved object is seen in its new zones (deferScriptMoves). */
export const ZONE_DELAY_FRAMES = 2;

/**
 * Frames a smooth move takes. TTS does not document the duration (it eases over roughly half a
 * second); scripts must wait on isSmoothMoving()/resting, never on a frame count, so the fake picks a
 * length longer than any fixed wait our scripts might be tempted to use.
 */
export const SMOOTH_MOVE_FRAMES = 30;

/** Frames until a taken or spawned object has finished spawning (TTS: `spawning` becomes false). */
export const SPAWN_FRAMES = 2;

/** Deterministic PRNG for shuffles (tests choose the seed). */
function lcg(seed: number) {
  let s = seed % 2147483647;
  if (s <= 0) s += 2147483646;
  return () => (s = (s * 48271) % 2147483647) / 2147483647;
}

export class World {
  objects = new Map<string, FakeObject>();
  messages: Message[] = [];
  seats = new Map<string, SeatState>();
  /** queued roll results per die GUID or per die nickname; consumed by roll() */
  rollQueue = new Map<string, number[]>();
  time = 0;
  frame = 0;
  private timers: Timer[] = [];
  private timerId = 0;
  random = lcg(12345);
  /**
   * TTS's tag rule for zones (kb.tabletopsimulator.com "Object Tags"): a zone with no tags sees every
   * object; a zone with tags sees only objects sharing at least one of them — in getObjects(), in
   * getZones() and in the enter/leave events. Off only for tests of the fake itself.
   */
  tagFiltering = true;
  /** Called when membership of a zone changes: (event, zone, object). */
  onZoneChange: (event: "enter" | "leave", zone: FakeObject, obj: FakeObject) => void = () => undefined;
  private membership = new Map<string, Set<string>>();

  seed(seed: number): void {
    this.random = lcg(seed);
  }

  taken = (g: string) => this.objects.has(g);

  add(data: ObjectData, options: { spawning?: boolean } = {}): FakeObject {
    const wanted = data.GUID;
    if (this.objects.has(data.GUID)) data = { ...data, GUID: freshGuid(this.taken) };
    const obj = new FakeObject(this, data);
    if (options.spawning === true) {
      obj.spawning = true;
      if (wanted !== obj.guid) obj.spawnGuid = wanted;
    }
    this.objects.set(obj.guid, obj);
    this.refreshZones(obj);
    return obj;
  }

  get(guid: string): FakeObject | undefined {
    const o = this.objects.get(guid);
    return o && !o.destroyed ? o : undefined;
  }

  all(): FakeObject[] {
    return [...this.objects.values()].filter((o) => !o.destroyed);
  }

  destroy(obj: FakeObject): void {
    if (obj.destroyed) return;
    for (const zone of this.zonesContaining(obj)) this.leave(zone, obj);
    obj.destroyed = true;
    this.objects.delete(obj.guid);
  }

  zones(): FakeObject[] {
    return this.all().filter((o) => o.isZone);
  }

  zonesContaining(obj: FakeObject): FakeObject[] {
    return this.zones().filter((z) => this.membership.get(z.guid)?.has(obj.guid));
  }

  objectsIn(zone: FakeObject): FakeObject[] {
    // In table order, without copying the whole table per zone (TTS keeps a trigger's contents;
    // the fake's own cost should not swamp the script's on a map read of two dozen zones).
    const members = this.membership.get(zone.guid);
    const out: FakeObject[] = [];
    if (members === undefined || members.size === 0) return out;
    for (const o of this.objects.values()) if (!o.destroyed && members.has(o.guid)) out.push(o);
    return out;
  }

  /** Whatever lies in the zone's box, tags or not (TTS: zone.getObjects(true)). */
  objectsInIgnoringTags(zone: FakeObject): FakeObject[] {
    return this.all().filter((o) => !o.isZone && !o.spawning && zone.contains(o.position));
  }

  /** Does the zone's tag filter let the object in? */
  compatible(zone: FakeObject, obj: FakeObject): boolean {
    if (!this.tagFiltering) return true;
    const zoneTags = zone.tags;
    if (zoneTags.length === 0) return true;
    const objTags = obj.tags;
    return zoneTags.some((t) => objTags.includes(t));
  }

  private enter(zone: FakeObject, obj: FakeObject) {
    let set = this.membership.get(zone.guid);
    if (!set) this.membership.set(zone.guid, (set = new Set()));
    if (set.has(obj.guid)) return;
    set.add(obj.guid);
    this.onZoneChange("enter", zone, obj);
  }

  private leave(zone: FakeObject, obj: FakeObject) {
    const set = this.membership.get(zone.guid);
    if (!set || !set.has(obj.guid)) return;
    set.delete(obj.guid);
    this.onZoneChange("leave", zone, obj);
  }

  /** Recompute zone membership after `obj` moved (or a zone moved). */
  refreshZones(obj: FakeObject): void {
    if (obj.destroyed) return;
    if (obj.isZone) {
      for (const o of this.all()) if (!o.isZone) this.refreshOne(obj, o);
      return;
    }
    for (const zone of this.zones()) this.refreshOne(zone, obj);
  }

  private refreshOne(zone: FakeObject, obj: FakeObject) {
    const inside = !obj.spawning && zone.touches(obj.position, obj.footprint) && this.compatible(zone, obj);
    const member = this.membership.get(zone.guid)?.has(obj.guid) ?? false;
    if (inside && !member) this.enter(zone, obj);
    if (!inside && member) this.leave(zone, obj);
  }

  move(obj: FakeObject, p: Vec): void {
    obj.position = { ...p };
    this.refreshZones(obj);
  }

  /**
   * TTS's zones are physics triggers: an object a SCRIPT moves is seen in (and enters) its new zones
   * on a later physics step, not at once (docs/tts-behaviour.md). With `deferScriptMoves`, a
   * script's setPosition/setPositionSmooth updates zone membership `ZONE_DELAY_FRAMES` later. A
   * player's drop is not deferred: the card was carried over the zone before it was let go.
   */
  deferScriptMoves = false;
  private pendingZones = new Set<string>();

  scriptMove(obj: FakeObject, p: Vec): void {
    if (!this.deferScriptMoves) {
      this.move(obj, p);
      return;
    }
    obj.position = { ...p };
    if (this.pendingZones.size === 0) {
      this.schedule({ due: this.frame + ZONE_DELAY_FRAMES, fn: () => this.flushZones() });
    }
    this.pendingZones.add(obj.guid);
  }

  /**
   * TTS's setPositionSmooth (and a smooth takeObject): the object travels in a straight line, lifted,
   * over SMOOTH_MOVE_FRAMES frames; it is not resting meanwhile and enters and leaves every zone on its
   * way (physics triggers fire along the path). A new move of the same object replaces the old one.
   */
  smoothMove(obj: FakeObject, to: Vec, frames = SMOOTH_MOVE_FRAMES): void {
    const from = { ...obj.position };
    const token = ++this.moveToken;
    this.moving.set(obj.guid, token);
    obj.smoothMoving = true;
    obj.resting = false;
    let step = 0;
    const advance = () => {
      if (obj.destroyed || this.moving.get(obj.guid) !== token) return;
      step++;
      const f = Math.min(1, step / frames);
      const lift = f < 1 ? Math.sin(f * Math.PI) * 1.5 : 0;
      this.scriptMove(obj, { x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f + lift, z: from.z + (to.z - from.z) * f });
      if (f < 1) {
        this.schedule({ due: this.frame + 1, fn: advance });
        return;
      }
      this.moving.delete(obj.guid);
      obj.smoothMoving = false;
      // It settles a frame after arriving.
      this.schedule({ due: this.frame + 1, fn: () => void (obj.smoothMoving || (obj.resting = true)) });
    };
    this.schedule({ due: this.frame + 1, fn: advance });
  }

  /** An instant move (setPosition) cancels a smooth one in progress. */
  stopSmoothMove(obj: FakeObject): void {
    if (!this.moving.delete(obj.guid)) return;
    obj.smoothMoving = false;
    obj.resting = true;
  }

  private moving = new Map<string, number>();
  private moveToken = 0;

  private flushZones(): void {
    const guids = [...this.pendingZones];
    this.pendingZones.clear();
    for (const g of guids) {
      const o = this.objects.get(g);
      if (o !== undefined) this.refreshZones(o);
    }
  }

  handZone(color: string): FakeObject | undefined {
    return this.all().find((o) => o.name === "HandTrigger" && o.data.FogColor === color);
  }

  handObjects(color: string): FakeObject[] {
    const zone = this.handZone(color);
    return zone ? this.objectsIn(zone).filter((o) => o.isCard || o.isDeck) : [];
  }

  handOwnerOf(obj: FakeObject): string | undefined {
    const zone = this.zonesContaining(obj).find((z) => z.name === "HandTrigger");
    return zone ? String(zone.data.FogColor) : undefined;
  }

  // ---- clock -------------------------------------------------------------------------------

  schedule(t: Omit<Timer, "id">): number {
    const id = ++this.timerId;
    this.timers.push({ ...t, id });
    return id;
  }

  cancel(id: number): void {
    this.timers = this.timers.filter((t) => t.id !== id);
  }

  /** Advance one frame (1/60 s): due timers run, conditions are checked. */
  tick(): void {
    this.frame++;
    this.time += 1 / 60;
    const ready: Timer[] = [];
    for (const t of this.timers) {
      if (t.condition) {
        if (t.condition()) ready.push(t);
        else if (t.timeoutAt !== undefined && this.time >= t.timeoutAt) ready.push({ ...t, fn: t.onTimeout ?? (() => undefined) });
      } else if (this.frame >= t.due) ready.push(t);
    }
    for (const t of ready) {
      const live = this.timers.find((x) => x.id === t.id);
      if (!live) continue;
      if (live.repeats !== undefined && live.repeats !== 1 && !live.condition) {
        live.repeats = live.repeats > 0 ? live.repeats - 1 : live.repeats;
        live.due = this.frame + (live.interval ?? 1);
      } else this.cancel(t.id);
      t.fn();
    }
  }

  /** Advance the clock by whole frames. */
  advanceFrames(frames: number): void {
    for (let i = 0; i < frames; i++) this.tick();
  }

  /** Advance the clock by seconds (rounded up to frames). */
  advance(seconds: number): void {
    this.advanceFrames(Math.ceil(seconds * 60));
  }

  /** Run frames until no timer is pending (or a limit, to catch endless waits). */
  settle(maxFrames = 60 * 60): void {
    for (let i = 0; i < maxFrames && this.timers.length > 0; i++) this.tick();
  }

  pendingTimers(): number {
    return this.timers.length;
  }
}
