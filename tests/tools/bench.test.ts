/** `npm run bench` marks a figure over its target (DEVELOPERS: performance targets are measured, not timed tests). */
import { millis, verdict, workCount } from "../../tools/bench/index";

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

test("a work figure (Lua instructions, TTS API calls) over its target is MISSED, within it ok, another unit no verdict", () => {
  expect(workCount("11.6 k instr")).toEqual({ n: 11.6, unit: "k instr" });
  expect(workCount("132 calls (getPosition 17, getTags 16)")).toEqual({ n: 132, unit: "calls" });
  expect(verdict("11.6 k instr", "<= 12.5 k instr")).toBe("ok");
  expect(verdict("12.6 k instr", "<= 12.5 k instr")).toBe("MISSED");
  expect(verdict("141 calls (getPosition 17)", "<= 140 calls")).toBe("MISSED");
  expect(verdict("104 calls (getTags 20)", "<= 112 calls")).toBe("ok");
  expect(verdict("132 calls", "<= 12.5 k instr")).toBe("");
});
