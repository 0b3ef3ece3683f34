/**
 * `!arcs check` (host only): measures, in the running TTS, what the build and the scripts assume
 * and the fake cannot prove — tag filtering of every zone, object sizes, snap points inside their
 * zones, the battle dice (each face set and read back, then rolls counted), how many frames the UI
 * took to load, and whether a smooth move fires a zone enter event. The report goes to the host
 * privately and into a Notebook tab the host can copy into a bug report (docs/playing.md).
 */
import { refuseTo, tell } from "../lib/chat";
import { on } from "../lib/events";
import { isHost } from "../lib/seats";
import { SIZES, SIZE_TOLERANCE, TABLE_SURFACE_TAG, insideZone, OBJ_MIRRORS_X } from "../lib/assumptions";
import type { SizeAssumption } from "../lib/assumptions";
import { find, tagged } from "../lib/table";
import type { Finding } from "./report";
import { percentOff, reportText, twoDecimals } from "./report";

export const CHECK_COMMAND = "!arcs check";
/** Rolls per die type; enough to see a die that almost never shows a face. */
export const ROLLS_PER_DIE = 60;

let running = false;
let uiLoadFrames: number | undefined;
let enterSeen: { zone: TTSObject; obj: TTSObject } | undefined;
let watching: { zone: TTSObject; obj: TTSObject } | undefined;

/** main.ts tells how many frames the UI took to load after setXml at the last load. */
export function recordUiLoadFrames(frames: number): void {
  uiLoadFrames = frames;
}

/** TTS's zone.getObjects(ignore_tags): the typings omit the argument (api.tabletopsimulator.com, Zone). */
interface TaggedZone {
  getObjects(ignoreTags?: boolean): TTSObject[];
}

function isZone(o: TTSObject): boolean {
  return o.type === "Scripting" || o.type === "Hand";
}

function tagFindings(): Finding[] {
  const blind: string[] = [];
  let zones = 0;
  for (const z of tagged("arcs")) {
    if (!isZone(z)) continue;
    zones++;
    const zone = z as unknown as TaggedZone;
    const seen = zone.getObjects().length;
    // our table lies under every zone, its top their bottom: not an object a zone misses
    let inBox = 0;
    for (const o of zone.getObjects(true)) if (!o.hasTag(TABLE_SURFACE_TAG)) inBox++;
    if (inBox > seen) blind.push(`${z.getName()} sees ${seen} of ${inBox}`);
  }
  if (blind.length === 0) return [{ check: "tags", ok: true, text: `${zones} zones see every object in them` }];
  return [{ check: "tags", ok: false, text: `${blind.length} of ${zones} zones miss objects: ${blind.slice(0, 6).join("; ")}` }];
}

function sizeFinding(a: SizeAssumption, o: TTSObject | undefined): Finding {
  if (o === undefined) return { check: `size of ${a.what}`, ok: false, text: `no object tagged ${a.tag} on the table` };
  const size = o.getBounds().size;
  const ok = percentOff(size.x, a.x) <= SIZE_TOLERANCE * 100 && percentOff(size.z, a.z) <= SIZE_TOLERANCE * 100;
  return {
    check: `size of ${a.what}`,
    ok,
    text: `${twoDecimals(size.x)} x ${twoDecimals(size.z)}, expected ${twoDecimals(a.x)} x ${twoDecimals(a.z)} (${a.basis})`,
  };
}

/** Dice rest in their bags: the dice check measures one once it is out. */
function sizeFindings(): Finding[] {
  return SIZES.filter((a) => a.tag !== "die").map((a) => sizeFinding(a, find(a.tag)));
}

/** Each snap point tagged `pointTag` must lie inside the zone tagged `zoneTag` whose GMNotes it names. */
function snapInZones(owner: TTSObject, zoneOf: (tags: string[]) => TTSObject | undefined, what: string): Finding {
  let total = 0;
  const outside: string[] = [];
  for (const sp of owner.getSnapPoints()) {
    const tags = sp.tags === undefined ? [] : (sp.tags as string[]);
    const zone = zoneOf(tags);
    if (zone === undefined) continue;
    total++;
    const w = owner.positionToWorld(sp.position as Vector);
    if (!insideZone(zone, w)) outside.push(`${tags.join("/")} at ${twoDecimals(w.x)},${twoDecimals(w.z)}`);
  }
  if (outside.length === 0) return { check: what, ok: total > 0, text: total > 0 ? `${total} snap points inside their zones` : "no snap points found" };
  return { check: what, ok: false, text: `${outside.length} of ${total} outside their zone: ${outside.slice(0, 4).join("; ")}` };
}

function geometryFindings(): Finding[] {
  const map = find("map");
  if (map === undefined) return [{ check: "geometry", ok: false, text: "no map on the table" }];
  const systems = snapInZones(
    map,
    (tags) => {
      if (tags.indexOf("building-slot") < 0) return undefined;
      for (const t of tags) if (t.indexOf("system-") === 0) return find("system", t.substring(7));
      return undefined;
    },
    "building slots in their systems",
  );
  const court = snapInZones(
    map,
    (tags) => {
      for (const t of tags) if (t.indexOf("court-slot-") === 0) return find("court-slot", t.substring(11));
      return undefined;
    },
    "Court slots",
  );
  return [systems, court, { check: "look", ok: true, text: "a ship dropped on system 3.1's building slot must sit on the drawn 3.1 disc" }];
}

function uiFinding(): Finding {
  if (uiLoadFrames === undefined) return { check: "UI", ok: false, text: "the UI load was not measured (load the save again, then check)" };
  return { check: "UI", ok: true, text: `Global's UI was in place ${uiLoadFrames} frame(s) after it was set` };
}

// ---- dice -----------------------------------------------------------------------------------------

interface DieRun {
  die: TTSObject;
  bag: TTSObject;
  /** the die's RotationValues values, as TTS gives them (numbers or texts) */
  raw: (number | string)[];
  values: string[];
  counts: { [v: string]: number };
  faceErrors: string[];
  left: number;
}

function faceCheck(r: DieRun): void {
  for (const v of r.raw) {
    r.die.setRotationValue(v);
    const back = `${r.die.getRotationValue()}`;
    if (back !== `${v}`) r.faceErrors.push(`set ${v}, read ${back}`);
  }
}

function rollOnce(r: DieRun, done: () => void): void {
  if (r.left === 0) {
    done();
    return;
  }
  r.left--;
  r.die.randomize();
  Wait.condition(
    () => {
      const v = `${r.die.getRotationValue()}`;
      r.counts[v] = (r.counts[v] === undefined ? 0 : r.counts[v]) + 1;
      rollOnce(r, done);
    },
    () => r.die.resting,
    10,
    () => done(),
  );
}

function diceFindings(runs: DieRun[]): Finding[] {
  const out: Finding[] = [];
  const fair = ROLLS_PER_DIE / 6;
  for (const r of runs) {
    const name = r.die.getName();
    const counts = r.values.map((v) => `${v}:${r.counts[v] === undefined ? 0 : r.counts[v]}`);
    let biased = false;
    for (const v of r.values) {
      const n = r.counts[v] === undefined ? 0 : r.counts[v];
      if (n < fair * 0.3 || n > fair * 2.2) biased = true;
    }
    out.push({ check: `${name} faces`, ok: r.faceErrors.length === 0, text: r.faceErrors.length === 0 ? "each face set reads back" : r.faceErrors.join("; ") });
    out.push({ check: `${name} rolls`, ok: !biased, text: `${counts.join(" ")} in ${ROLLS_PER_DIE - r.left} rolls${biased ? " (looks biased)" : ""}` });
  }
  out.push({
    check: "die faces 3 and 4",
    ok: true,
    text: `assumed ${OBJ_MIRRORS_X ? "" : "not "}mirrored by TTS's OBJ import: check a rolled 3 shows the 3 face`,
  });
  return out;
}

function checkDice(done: (f: Finding[]) => void): void {
  const bags = tagged("dice-bag");
  const tray = find("dice-tray");
  const runs: DieRun[] = [];
  let pending = bags.length;
  if (pending === 0 || tray === undefined) {
    done([{ check: "dice", ok: false, text: "no dice bags or dice tray on the table" }]);
    return;
  }
  const finishOne = () => {
    pending--;
    if (pending > 0) return;
    const findings = diceFindings(runs);
    const dieSize = SIZES.find((a) => a.tag === "die");
    if (dieSize !== undefined) findings.unshift(sizeFinding(dieSize, runs.length > 0 ? runs[0].die : undefined));
    for (const r of runs) r.bag.putObject(r.die);
    done(findings);
  };
  bags.forEach((bag, i) => {
    const p = tray.getPosition();
    bag.takeObject({
      position: Vector(p.x - 2 + 2 * i, p.y + 2, p.z),
      smooth: false,
      callback_function: (die: TTSObject) => {
        const raw: (number | string)[] = [];
        for (const rv of die.getRotationValues()) raw.push(rv.value as number | string);
        const r: DieRun = { die, bag, raw, values: raw.map((v) => `${v}`), counts: {}, faceErrors: [], left: ROLLS_PER_DIE };
        runs.push(r);
        faceCheck(r);
        Wait.condition(() => rollOnce(r, finishOne), () => die.resting, 10, () => finishOne());
      },
    });
  });
}

// ---- events ---------------------------------------------------------------------------------------

function checkEvents(done: (f: Finding) => void): void {
  const marker = find("zero-marker");
  const target = find("available-markers");
  if (marker === undefined || target === undefined) {
    done({ check: "zone events", ok: false, text: "no zero marker or Available markers zone" });
    return;
  }
  const home = marker.getPosition();
  const back = Vector(home.x, home.y, home.z);
  enterSeen = undefined;
  watching = { zone: target, obj: marker };
  let frames = 0;
  const t = target.getPosition();
  marker.setPositionSmooth(Vector(t.x, t.y + 1, t.z), false, true);
  Wait.condition(
    () => {
      watching = undefined;
      marker.setPositionSmooth(back, false, true);
      done({ check: "zone events", ok: true, text: `an enter event came ${frames} frame(s) after a smooth move began` });
    },
    () => {
      frames++;
      return enterSeen !== undefined;
    },
    5,
    () => {
      watching = undefined;
      marker.setPositionSmooth(back, false, true);
      done({ check: "zone events", ok: false, text: "no enter event within 5 s of a smooth move into a zone" });
    },
  );
}

// ---- running it -----------------------------------------------------------------------------------

function interpreter(): string {
  const g = _G as unknown as { _MOONSHARP?: { version?: string } };
  return g._MOONSHARP !== undefined && g._MOONSHARP.version !== undefined ? `MoonSharp ${g._MOONSHARP.version}` : "not MoonSharp";
}

export function runSelfCheck(requester: string): void {
  if (!isHost(requester)) {
    refuseTo(requester, "only the host runs the table self-check");
    return;
  }
  if (running) {
    refuseTo(requester, "the self-check is already running");
    return;
  }
  running = true;
  tell(requester, "Arcs self-check: measuring the table; the dice take a minute (they are put back afterwards).");
  const findings: Finding[] = tagFindings().concat(sizeFindings(), geometryFindings(), [uiFinding()]);
  checkEvents((event) => {
    findings.push(event);
    checkDice((dice) => {
      for (const f of dice) findings.push(f);
      const text = reportText(findings, interpreter());
      for (const l of text.split("\n")) tell(requester, l);
      Notes.addNotebookTab({ title: "Arcs self-check", body: text, color: requester as PlayerColor });
      tell(requester, 'The report is also in your Notebook tab "Arcs self-check": paste it into a bug report.');
      running = false;
    });
  });
}

export function installSelfCheck(): void {
  on("chat", (message, colour) => {
    if (message.trim() !== CHECK_COMMAND) return false;
    runSelfCheck(colour);
    return true;
  });
  on("objectEnterZone", (zone, obj) => {
    const w = watching;
    if (w !== undefined && zone === w.zone && obj === w.obj) enterSeen = w;
  });
}
