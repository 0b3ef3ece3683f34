/** `npm run bench` marks a figure over its target (DEVELOPERS: performance targets are measured, not timed tests). */
import { millis, verdict } from "../../tools/bench/index";

test("figures and targets are read in ms or s", () => {
  expect(millis("2.11 ms")).toBe(2.11);
  expect(millis("1179 ms (3 Acts)")).toBe(1179);
  expect(millis("<= 1.5 s")).toBe(1500);
  expect(millis("881530")).toBeUndefined();
});

test("a figure over its target is MISSED, one within is ok, an untimed row has no verdict", () => {
  expect(verdict("2.11 ms", "<= 2 ms")).toBe("MISSED");
  expect(verdict("0.95 ms", "<= 2 ms")).toBe("ok");
  expect(verdict("1179 ms", "<= 1500 ms")).toBe("ok");
  expect(verdict("9546 ms", "<= 30 s (2 cores)")).toBe("ok");
  expect(verdict("881530", undefined)).toBe("");
});
