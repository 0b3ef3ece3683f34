/**
 * Issue 35: Golem Actions' spend (src/core/campaign/fates/golems.ts). Card texts, seed 003: F506 Golem
 * Actions, "Prelude: You may spend your Awake Golems to optionally take their actions."; F505 Golems,
 * "Golems fill resource slots and can be discarded, rearranged, and spent for actions like
 * resources."; F501B Caretaker Act I Objective, "Advance 2 each time any player spends a Golem in
 * their Prelude. Advance even if the player chooses not to use the Golem's Prelude action."
 */
import { apply } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import { run } from "../game/helpers";
import { actI, redLed } from "./outrageCardFixtures";

const refusal = (s: GameState, c: Command) => {
  const r = apply(s, c);
  return r.ok ? "accepted" : r.reason;
};
const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const spend = (player: string, awake = 1) => ({ type: "spendGolem", player, awake }) as Command;

/** Act I, Blue the Caretaker (marker on 20), Red has led a card. */
function led(fates = ["FATE01", "FATE05", "FATE03"]): GameState {
  const s = actI(fates);
  const caretaker = (s.campaign as CampaignState).players.filter((p) => p.fate === "FATE05")[0];
  return redLed(caretaker === undefined ? s : run(s, { type: "setObjective", player: caretaker.colour, space: 20 } as Command)).s;
}

describe("seed 003 F506 Golem Actions: an Awake Golem spent in the Prelude", () => {
  test("F506, F501B: Red spends an Awake Golem in their Prelude; the Caretaker (Blue) advances 2, a Prelude action is taken", () => {
    const s = run(led(), spend("Red"));
    expect((s.campaign as CampaignState).players[1].objective).toBe(18);
    expect(s.actions?.prelude).toBe(true);
    expect(texts(s)).toContain("Red spends an Awake Golem in the Prelude (F506)");
    expect(texts(s)).toContain("Blue's objective advances 2 for a Golem spent in a Prelude (F501B): marker 20 -> 18");
    // p.20 "Before Prelude actions, you must choose whether or not to declare an ambition or seize the initiative".
    expect(refusal(s, { type: "seize", player: "Red" } as Command)).not.toBe("accepted");
    expect((run(s, spend("Red")).campaign as CampaignState).players[1].objective).toBe(16);
  });

  test("F506: no Awake Golem read, another's turn, before the card: refused, nothing changes", () => {
    const s = led();
    expect(refusal(s, spend("Red", 0))).toBe("Red has no Awake Golem to spend (F506)");
    expect(refusal(s, spend("Blue"))).toMatch(/turn/);
    const before = actI(["FATE01", "FATE05", "FATE03"]);
    expect(refusal(before, spend("Red"))).toBe("play your action card first: Prelude actions come after it (p.8, p.20)");
  });

  test("F506 names each Golem's action: the Golem spent is named in the log; a name not on the card is refused, nothing changes", () => {
    const s = led();
    const named = run(s, { type: "spendGolem", player: "Red", awake: 1, golem: "Harvester" } as Command);
    expect(texts(named)).toContain("Red spends the Awake Harvester in the Prelude (F506)");
    expect(refusal(s, { type: "spendGolem", player: "Red", awake: 0, golem: "Seeker" } as Command)).toBe("Red has no Awake Seeker to spend (F506)");
    expect(refusal(s, { type: "spendGolem", player: "Red", awake: 1, golem: "Gardener" } as Command)).toBe("name a Golem of Golem Actions: Warrior, Protector, Seeker, Harvester (F506)");
  });

  test("BR p.5 step N: without the Caretaker, Golem Actions is not in the rules booklet", () => {
    expect(refusal(led(["FATE01", "FATE02", "FATE03"]), spend("Red"))).toBe("Golem Actions (F506) is not in the rules booklet");
  });
});
