/**
 * TTS event handlers are single globals; features subscribe here instead, so each feature stays a
 * small module with an `install()` and main.ts is the only file that assigns TTS globals. Each
 * subscriber runs under protection (`guarded`, lib/guard.ts): one that raises is reported to the
 * host and the others still run.
 */
/**
 * An object's tags as a lookup (`tags["agent"] === true`), read once per event for every subscriber:
 * each hasTag is a TTS API call, and several rooms ask about the same dropped object or zone.
 */
import { guarded, guardedEvenStopped } from "./guard";

export type TagSet = { readonly [tag: string]: boolean | undefined };

export function tagSetOf(o: TTSObject): TagSet {
  const out: { [tag: string]: boolean } = {};
  const tags = o.getTags();
  for (let i = 0; i < tags.length; i++) out[tags[i]] = true;
  return out;
}

export interface TableEvents {
  /** `tags`: the dropped object's tags, read once for every subscriber */
  objectDrop: (this: void, colour: string, obj: TTSObject, tags: TagSet) => void;
  /** a player picked an object up (before it moves: its zones are still where it lay) */
  objectPickUp: (this: void, colour: string, obj: TTSObject, tags: TagSet) => void;
  /** an object went into a container (a bag, a deck); TTS destroys the object after the event */
  objectEnterContainer: (this: void, container: TTSObject, obj: TTSObject) => void;
  /** `zoneTags`: the zone's tags, read once for every subscriber */
  objectEnterZone: (this: void, zone: TTSObject, obj: TTSObject, zoneTags: TagSet) => void;
  objectLeaveZone: (this: void, zone: TTSObject, obj: TTSObject, zoneTags: TagSet) => void;
  objectRandomize: (this: void, obj: TTSObject, colour: string) => void;
  /** a player turned an object: `flip` is the target flip rotation (0 face up, 180 face down) */
  objectRotate: (this: void, obj: TTSObject, flip: number, colour: string, oldFlip: number) => void;
  /** return true when the message was a command the feature handled */
  chat: (this: void, message: string, colour: string) => boolean;
  /** a scripting zone was spawned (`destroyed` false) or is about to be destroyed (onObjectSpawn / onObjectDestroy) */
  zoneChange: (this: void, zone: TTSObject, destroyed: boolean) => void;
}

type Subscribers = { [K in keyof TableEvents]: TableEvents[K][] };

const subscribers: Subscribers = { objectDrop: [], objectPickUp: [], objectEnterContainer: [], objectEnterZone: [], objectLeaveZone: [], objectRandomize: [], objectRotate: [], chat: [], zoneChange: [] };

export function on<K extends keyof TableEvents>(event: K, handler: TableEvents[K]): void {
  (subscribers[event] as TableEvents[K][]).push(handler);
}

/** Each subscriber told of `obj` with `tagged`'s tags read once (the object's for a drop or pick-up, the zone's for a zone event). */
function emitTagged<A>(list: ((this: void, a: A, obj: TTSObject, tags: TagSet) => void)[], name: string, a: A, obj: TTSObject, tagged: TTSObject): void {
  const tags = tagSetOf(tagged);
  for (const h of list) guarded(name, () => h(a, obj, tags));
}

export function emitDrop(colour: string, obj: TTSObject): void {
  emitTagged(subscribers.objectDrop, "onObjectDrop", colour, obj, obj);
}

export function emitPickUp(colour: string, obj: TTSObject): void {
  emitTagged(subscribers.objectPickUp, "onObjectPickUp", colour, obj, obj);
}

export function emitEnterContainer(container: TTSObject, obj: TTSObject): void {
  for (const h of subscribers.objectEnterContainer) guarded("onObjectEnterContainer", () => h(container, obj));
}

export function emitEnterZone(zone: TTSObject, obj: TTSObject): void {
  emitTagged(subscribers.objectEnterZone, "onObjectEnterZone", zone, obj, zone);
}

export function emitLeaveZone(zone: TTSObject, obj: TTSObject): void {
  emitTagged(subscribers.objectLeaveZone, "onObjectLeaveZone", zone, obj, zone);
}

export function emitRotate(obj: TTSObject, flip: number, colour: string, oldFlip: number): void {
  for (const h of subscribers.objectRotate) guarded("onObjectRotate", () => h(obj, flip, colour, oldFlip));
}

export function emitRandomize(obj: TTSObject, colour: string): void {
  for (const h of subscribers.objectRandomize) guarded("onObjectRandomize", () => h(obj, colour));
}

/** Chat commands that still work once the scripts are stopped (the rules, the log, help, the check). */
const chatWhenStopped: TableEvents["chat"][] = [];

export function onChatEvenStopped(handler: TableEvents["chat"]): void {
  chatWhenStopped.push(handler);
}

/** true when some feature handled the message (TTS then hides it from chat) */
export function emitChat(message: string, colour: string): boolean {
  let handled = false;
  for (const h of chatWhenStopped) if (guardedEvenStopped(`chat "${message}"`, () => h(message, colour)) === true) handled = true;
  for (const h of subscribers.chat) if (guarded(`chat "${message}"`, () => h(message, colour)) === true) handled = true;
  return handled;
}

/**
 * onObjectSpawn / onObjectDestroy come for every object (a card taken from a deck, a piece put in a
 * bag): only a scripting zone's reaches the subscribers, told by its `type` (one read per event).
 */
export function emitSpawnOrDestroy(obj: TTSObject, destroyed: boolean): void {
  if (subscribers.zoneChange.length === 0 || obj.type !== "Scripting") return;
  for (const h of subscribers.zoneChange) guarded(destroyed ? "onObjectDestroy" : "onObjectSpawn", () => h(obj, destroyed));
}
