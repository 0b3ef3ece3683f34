import { ok, refuse } from "../../src/core/result";

test("ok and refuse build the two result shapes", () => {
  expect(ok(3)).toEqual({ ok: true, value: 3 });
  expect(refuse("a 5 does not surpass the lead's 6")).toEqual({ ok: false, reason: "a 5 does not surpass the lead's 6" });
});
