/**
 * The battle dice in the self-check: each face set and read back, then rolls counted. A face is read
 * only once the die rests again: `setRotationValue` is animated (api Object: "elevated, smoothly
 * rotated ... then released to fall back into place"), so the value read in the same frame is the
 * old one. The die's size is measured unturned (`getBoundsNormalized`): a die resting tilted reads
 * bigger in `getBounds`.
 */
import { SIZES, OBJ_MIRRORS_X } from "../lib/assumptions";
import { find, tagged } from "../lib/table";
import { protect } from "../lib/guard";
import type { Finding } from "./report";
import { sizeFinding } from "./measure";

/** Rolls per die type; enough to see a die that almost never shows a face. */
export const ROLLS_PER_DIE = 60;
/** Frames before a moved die's `resting` is trusted (physics notices the move on a later step). */
const SETTLE_FRAMES = 2;

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

/** Once the die rests again (after a few frames), then `then`; `late` after 5 s without rest. */
function whenRested(die: TTSObject, then: () => void, late: () => void): void {
  Wait.frames(() => Wait.condition(then, () => die.resting, 5, late), SETTLE_FRAMES);
}

function faceCheck(r: DieRun, i: number, done: () => void): void {
  if (i >= r.raw.length) {
    done();
    return;
  }
  const v = r.raw[i];
  r.die.setRotationValue(v);
  whenRested(
    r.die,
    () => {
      const back = `${r.die.getRotationValue()}`;
      if (back !== `${v}`) r.faceErrors.push(`set ${v}, read ${back}`);
      faceCheck(r, i + 1, done);
    },
    () => {
      r.faceErrors.push(`set ${v}: still moving after 5 s`);
      faceCheck(r, i + 1, done);
    },
  );
}

function rollOnce(r: DieRun, done: () => void): void {
  if (r.left === 0) {
    done();
    return;
  }
  r.left--;
  r.die.randomize();
  whenRested(
    r.die,
    () => {
      const v = `${r.die.getRotationValue()}`;
      r.counts[v] = (r.counts[v] === undefined ? 0 : r.counts[v]) + 1;
      rollOnce(r, done);
    },
    done,
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
    out.push({ check: `${name} faces`, ok: r.faceErrors.length === 0, text: r.faceErrors.length === 0 ? "each face set reads back once the die rests" : r.faceErrors.join("; ") });
    out.push({ check: `${name} rolls`, ok: !biased, text: `${counts.join(" ")} in ${ROLLS_PER_DIE - r.left} rolls${biased ? " (looks biased)" : ""}` });
  }
  out.push({
    check: "die faces 3 and 4",
    ok: true,
    text: `assumed ${OBJ_MIRRORS_X ? "" : "not "}mirrored by TTS's OBJ import: check a rolled 3 shows the 3 face`,
  });
  return out;
}

export function checkDice(done: (f: Finding[]) => void): void {
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
    // Measured after its rolls: it may rest tilted against the tray's wall.
    if (dieSize !== undefined) findings.unshift(sizeFinding(dieSize, runs.length > 0 ? runs[0].die : undefined));
    for (const r of runs) r.bag.putObject(r.die);
    done(findings);
  };
  bags.forEach((bag, i) => {
    const p = tray.getPosition();
    bag.takeObject({
      position: Vector(p.x - 2 + 2 * i, p.y + 2, p.z),
      smooth: false,
      callback_function: protect("self-check die", (die: TTSObject) => {
        const raw: (number | string)[] = [];
        for (const rv of die.getRotationValues()) raw.push(rv.value as number | string);
        const r: DieRun = { die, bag, raw, values: raw.map((v) => `${v}`), counts: {}, faceErrors: [], left: ROLLS_PER_DIE };
        runs.push(r);
        whenRested(die, () => faceCheck(r, 0, () => rollOnce(r, finishOne)), finishOne);
      }),
    });
  });
}
