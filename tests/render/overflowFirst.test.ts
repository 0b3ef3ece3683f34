/**
 * Issue 33 item 8: a card text that does not fit refuses the build once the SVGs are built (its
 * text measured), before the rasterising, which is most of the render's time; every overflow is
 * listed, not only the first.
 */
import { COURT_CARDS } from "../../src/core/data/court";
import { LORE_CARDS } from "../../src/core/data/lore";
import { startTableRender } from "../../tools/table/assets";
import { BuildError } from "../../tools/lib/objects";
import type { RasterQueue } from "../../tools/render/rasterPool";

/** A queue that runs nothing: it counts the jobs and whether it was finished or closed. */
function spyQueue() {
  const seen = { jobs: 0, finished: false, closed: false };
  const never = () => {
    throw new Error("a job's result was read");
  };
  const q: RasterQueue = {
    png: () => (seen.jobs++, never),
    sheet: () => (seen.jobs++, never),
    finish: () => void (seen.finished = true),
    close: () => void (seen.closed = true),
    helpers: 0,
    helperRuns: () => 0,
  };
  return { q, seen };
}

test("an overflowing Court and Lore text refuse the render before any job runs, both listed", () => {
  const court = COURT_CARDS[0] as { text: string[] };
  const lore = LORE_CARDS[2] as { text: string[] };
  const [courtText, loreText] = [court.text, lore.text];
  const long = Array.from({ length: 12 }, () => "When you **move**, you may move 1 ship one more step through any gate and then some.").join(" ");
  court.text = [long];
  lore.text = [long];
  const { q, seen } = spyQueue();
  let thrown: unknown;
  try {
    startTableRender(q);
  } catch (e) {
    thrown = e;
  } finally {
    court.text = courtText;
    lore.text = loreText;
  }
  expect(thrown).toBeInstanceOf(BuildError);
  const problems = (thrown as BuildError).problems;
  expect(problems.some((p) => p.startsWith(`render: ${COURT_CARDS[0].id}: text does not fit`))).toBe(true);
  expect(problems.some((p) => p.startsWith(`render: ${LORE_CARDS[2].id}: text does not fit`))).toBe(true);
  expect(seen.jobs).toBeGreaterThan(100); // every SVG was built and queued...
  expect(seen.finished).toBe(false); // ...but the rasterising was never waited for
  expect(seen.closed).toBe(true); // and the helper threads are stopped
});
