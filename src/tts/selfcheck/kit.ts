/**
 * The self-check's measuring, run by the self-check kit's own script (src/tts/objects/selfCheckKit.ts;
 * Global's side, `!arcs check`, is selfCheck.ts): measures, in the running TTS, what the build and
 * the scripts assume and the fake cannot prove, and asks what no script can measure. Every row of
 * docs/tts-behaviour.md still assumed or open has its line: tag filtering of every zone, object sizes
 * (unturned: getBoundsNormalized), snap points inside their zones, the table's surface and the zones'
 * heights, the UI load frames and the saved state's JSON round trip (both measured by Global, handed
 * over in the request), Global's panels kept in the table object's memo, a smooth move's zone event and duration, a flip's duration, putObject's
 * end and what a merge does to tags, the battle dice (each face set and read back once the die rests,
 * then rolls counted), and questions for the host (snap radius, what a second player sees), and the
 * MoonSharp probes (moonsharpProbe.ts). The report goes to the host privately and into a Notebook tab
 * the host can copy whole into a bug report (docs/playing.md).
 */
import { tell } from "../lib/chat";
import { find } from "../lib/table";
import type { CheckRequest, Finding } from "./report";
import { reportText } from "./report";
import { geometryFindings, isZone, sizeFindings, tagFindings, zonesTaggedArcs } from "./measure";
import { surfaceFinding } from "./surface";
import { checkDice } from "./dice";
import { checkDecks } from "./decks";
import { golemNamesFinding } from "./golemNames";
import { panelsMemoFinding } from "./panelsMemo";
import { moonSharpFindings, moonSharpVersion } from "./moonsharpProbe";

let enterSeen: { zone: TTSObject; obj: TTSObject } | undefined = undefined;
let watching: { zone: TTSObject; obj: TTSObject } | undefined = undefined;

/** What only a person can see: questions, listed as such (ASK), never counted as passed or failed. */
const QUESTIONS: readonly string[] = [
  "snap radius: does a ship dropped half a unit beside a building slot snap onto it? (assumed: 0.5)",
  "UI per colour: does a second player see only their own event phase buttons? (visibility)",
];

// ---- events ---------------------------------------------------------------------------------------

function checkEvents(done: (f: Finding[]) => void): void {
  const marker = find("zero-marker");
  const target = find("available-markers");
  if (marker === undefined || target === undefined) {
    done([{ check: "zone events", ok: false, text: "no zero marker or Available markers zone" }]);
    return;
  }
  const home = marker.getPosition();
  const back = Vector(home.x, home.y, home.z);
  enterSeen = undefined;
  watching = { zone: target, obj: marker };
  let frames = 0;
  const t = target.getPosition();
  marker.setPositionSmooth(Vector(t.x, t.y + 1, t.z), false, true);
  let moving = 0;
  Wait.condition(
    () => {
      watching = undefined;
      const entered = enterSeen !== undefined ? frames : -1;
      marker.setPositionSmooth(back, false, true);
      const enterLine: Finding = entered >= 0
        ? { check: "zone events", ok: true, text: `an enter event came ${entered} frame(s) after a smooth move began` }
        : { check: "zone events", ok: false, text: "no enter event during a smooth move into a zone" };
      done([enterLine, { check: "smooth move", ok: true, text: `a smooth move took ${moving} frame(s) (isSmoothMoving true); the scripts wait for it, not frames` }]);
    },
    () => {
      frames++;
      if (marker.isSmoothMoving()) moving = frames;
      return frames > 2 && !marker.isSmoothMoving() && marker.resting;
    },
    5,
    () => {
      watching = undefined;
      marker.setPositionSmooth(back, false, true);
      done([{ check: "smooth move", ok: false, text: "a smooth move did not end within 5 s" }]);
    },
  );
}


// ---- timing ---------------------------------------------------------------------------------------

/** A flip (api Object flip) animates: frames until the object rests turned. */
function checkFlip(done: (f: Finding) => void): void {
  const marker = find("zero-marker");
  if (marker === undefined) {
    done({ check: "flip", ok: false, text: "no zero marker to flip" });
    return;
  }
  const z = marker.getRotation().z;
  let frames = 0;
  marker.flip();
  Wait.condition(
    () => {
      const turned = marker.getRotation().z;
      marker.flip();
      done({ check: "flip", ok: true, text: `a flip took ${frames} frame(s) to rest turned (from ${Math.floor(z + 0.5)} to ${Math.floor(turned + 0.5)} degrees); the scripts wait for rest, not frames` });
    },
    () => {
      frames++;
      return frames > 2 && marker.resting && !marker.isSmoothMoving();
    },
    5,
    () => done({ check: "flip", ok: false, text: "a flipped marker did not rest within 5 s" }),
  );
}

// ---- running it -----------------------------------------------------------------------------------

function interpreter(): string {
  const version = moonSharpVersion();
  return version !== undefined ? `MoonSharp ${version}` : "not MoonSharp";
}

function finish(requester: string, findings: Finding[]): void {
  const text = reportText(findings, interpreter(), QUESTIONS);
  for (const l of text.split("\n")) tell(requester, l);
  Notes.addNotebookTab({ title: "Arcs self-check", body: text, color: requester as PlayerColor });
  tell(requester, 'Report: your Notebook tab "Arcs self-check", to copy whole into a bug report.');
}

/** Measures the table for the request's host, then `done` (the kit goes back into its bag). */
export function runChecks(request: CheckRequest, done: () => void): void {
  const requester = request.requester;
  const zones = zonesTaggedArcs();
  const lying: TTSObject[] = [];
  for (const o of getObjects() as TTSObject[]) if (!isZone(o) && o.held_by_color === undefined) lying.push(o);
  const zoneList: TTSObject[] = [];
  for (const z of zones) if (z.type === "Scripting") zoneList.push(z);
  const findings: Finding[] = tagFindings(zones).concat(sizeFindings(), geometryFindings(), [surfaceFinding(zoneList, lying)], request.findings, [golemNamesFinding(), panelsMemoFinding(self.memo || "")], moonSharpFindings());
  checkEvents((event) => {
    for (const f of event) findings.push(f);
    checkFlip((flip) => {
      findings.push(flip);
      checkDecks((decks) => {
        for (const f of decks) findings.push(f);
        checkDice((dice) => {
          for (const f of dice) findings.push(f);
          finish(requester, findings);
          done();
        });
      });
    });
  });
}

/** The kit's onObjectEnterZone: the smooth move's enter event (checkEvents). */
export function noteEnterZone(zone: TTSObject, obj: TTSObject): void {
  const w = watching;
  if (w !== undefined && zone === w.zone && obj === w.obj) enterSeen = w;
}
