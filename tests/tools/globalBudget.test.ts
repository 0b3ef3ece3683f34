/**
 * Issue 27's budget: TTS parses and compiles Global on every load and every rewind and keeps it in
 * every rewind point, so the shipped Global stays within 800 KB (800,000 bytes, the bench's unit).
 * A change that passes it says what grew with `npm run bench -- build` (bytes by module group) and
 * makes room (docs/moonsharp.md "The shipped form").
 */
import { builtSave } from "../support/builtSave";

const BUDGET = 800 * 1000;

test("the shipped Global is within 800 KB", () => {
  const bytes = Buffer.byteLength(builtSave().save.LuaScript);
  if (bytes > BUDGET) throw new Error(`Global's shipped Lua is ${bytes} bytes, ${bytes - BUDGET} over issue 27's ${BUDGET}: npm run bench -- build shows what grew`);
  expect(bytes).toBeGreaterThan(BUDGET / 4);
});
