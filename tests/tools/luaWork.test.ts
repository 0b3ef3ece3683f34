/** The bench's load-independent figure: Lua instructions counted by a VM hook, and the sampled profile. */
import { LuaVm } from "../../tools/lib/luaVm";
import { kiloInstructions, luaInstructions, luaProfile, luaProfileOf, profileInterval, profileTop } from "../../tools/bench/luaWork";

const vm = new LuaVm();
// Two lines, and no tail call in outer: the profile keys functions by name and first line.
vm.run("function spin(n) local x = 0 for i = 1, n do x = x + i end return x end\nfunction outer(n) local r = spin(n) return r end", "=work");

test("the count is the same on every run and grows with the work done", () => {
  const small = luaInstructions(vm, () => vm.callGlobal("spin", 2000));
  expect(luaInstructions(vm, () => vm.callGlobal("spin", 2000))).toBe(small);
  const large = luaInstructions(vm, () => vm.callGlobal("spin", 8000));
  expect(small).toBeGreaterThan(2000);
  expect(large).toBeGreaterThan(3.5 * small);
  expect(large).toBeLessThan(4.5 * small);
  expect(kiloInstructions(8400)).toBe("8.4 k instr");
});

test("the profile names the functions the instructions ran in, inclusive and self, callers included", () => {
  const lines = luaProfile(vm, () => vm.callGlobal("outer", 20000));
  // spin does the work itself: its self share is most of its inclusive share.
  const spin = lines.map((l) => /^\s*(\d+\.\d)%\s+(\d+\.\d)% spin@1$/.exec(l)).filter((m) => m !== null)[0];
  expect(spin).toBeDefined();
  expect(Number(spin![2])).toBeGreaterThan(0.9 * Number(spin![1]));
  // outer is called from JS (no name known to Lua): it shows by its line, with every sample inside it.
  expect(lines.some((l) => /^100\.0%\s+\d+\.\d% \?@2$/.test(l))).toBe(true);
});

test("a profile over several runs leaves out the runs that say they were not the one wanted", () => {
  const kept = luaProfileOf([
    { target: vm, f: () => void vm.callGlobal("outer", 20000) },
    { target: vm, f: () => (vm.callGlobal("spin", 20000), false) },
  ]);
  // Had the second run (spin called from JS, outside outer) counted, outer would hold about half the samples.
  expect(kept.some((l) => /^100\.0%\s+\d+\.\d% \?@2$/.test(l))).toBe(true);
});

test("how many functions a profile lists: 20 by default, more on request, a bad value named", () => {
  expect(profileTop(undefined)).toBe(20);
  expect(profileTop("")).toBe(20);
  expect(profileTop("60")).toBe(60);
  for (const bad of ["0", "-1", "1.5", "many", "1001"]) expect(() => profileTop(bad)).toThrow(`ARCS_BENCH_PROFILE_TOP must be a whole number from 1 to 1000, not "${bad}"`);
});

test("the sampling interval: 97 by default, finer on request (more samples of the same work), a bad value named", () => {
  expect(profileInterval(undefined)).toBe(97);
  expect(profileInterval("")).toBe(97);
  expect(profileInterval("3")).toBe(3);
  for (const bad of ["0", "-5", "2.5", "x", "100001"]) expect(() => profileInterval(bad)).toThrow(`ARCS_BENCH_PROFILE_EVERY must be a whole number of instructions from 1 to 100000, not "${bad}"`);
  // The finest sampling resolves a function too short for a coarse one: spin over 30 steps runs ~100
  // instructions, so at 1 it always shows; the shares still add up inside outer.
  const fine = luaProfileOf([{ target: vm, f: () => void vm.callGlobal("outer", 30) }], 20, 1);
  expect(fine.some((l) => /spin@1$/.test(l))).toBe(true);
  expect(fine.some((l) => /^100\.0%\s+\d+\.\d% \?@2$/.test(l))).toBe(true);
});

test("the hook is removed afterwards: nothing is counted outside the measured call", () => {
  luaInstructions(vm, () => vm.callGlobal("spin", 10));
  expect(luaInstructions(vm, () => undefined)).toBe(0);
});
