/**
 * The parity pattern every rules test follows: the same pure function, run in Node and, compiled by
 * TSTL, in the sandboxed Lua VM, gives identical results.
 */
import { nextClockwise, turnOrderFrom } from "../../src/core/util/seatOrder";
import { loadCoreModuleInLua, normalise } from "../support/lua";

const lua = loadCoreModuleInLua("src/core/util/seatOrder.ts");
const seats = ["Red", "Blue", "Yellow", "White"];

describe("seat order runs identically in Node and in Lua", () => {
  test.each(seats)("glossary p.23: turn order starting from %s", (first) => {
    const node = turnOrderFrom(seats, first);
    expect(node[0]).toBe(first);
    expect(lua.call("turnOrderFrom", seats, first)).toEqual(normalise(node));
  });

  test("FAQ C19: passing goes to the next clockwise player who has cards", () => {
    const hands: Record<string, number> = { Red: 0, Blue: 0, Yellow: 2, White: 1 };
    // A JS callback handed to Lua: the VM calls back into Node for `eligible`.
    const eligible = (seat: unknown) => hands[seat as string] > 0;
    expect(nextClockwise(seats, "Red", eligible)).toBe("Yellow");
    expect(lua.call("nextClockwise", seats, "Red", eligible)).toBe("Yellow");
    expect(lua.call("nextClockwise", seats, "White", eligible)).toBe(nextClockwise(seats, "White", eligible));
  });

  test("nobody eligible gives nothing in both VMs", () => {
    expect(nextClockwise(seats, "Red", () => false)).toBeUndefined();
    expect(lua.call("nextClockwise", seats, "Red", () => false)).toBeUndefined();
  });
});
