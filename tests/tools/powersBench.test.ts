/** The "powers" bench section times accepted commands only: every staged case applies in Node. */
import { POWER_PAIRS, benchPowerCase } from "../../tools/bench/powersScenarios";

test("each handler pair of `npm run bench -- powers` is accepted with and without the power", () => {
  for (const pair of POWER_PAIRS) {
    expect([pair.plain, benchPowerCase(pair.plain)]).toEqual([pair.plain, true]);
    expect([pair.power, benchPowerCase(pair.power)]).toEqual([pair.power, true]);
  }
});
