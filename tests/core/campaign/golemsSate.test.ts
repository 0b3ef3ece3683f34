/**
 * Issue 35: Golems Sate Their Appetite (seed 003 F521, the Caretaker's Edict), its first part, resolved
 * by the core in a chain of Edict done presses (src/core/campaign/fates/edictChoices.ts
 * consumeSentience, sentience; BR p.20: the rules booklet's edicts resolve in their slot's turn). Card
 * text: "First, Consume Sentience. In turn order, each player must scrap 1 Guild card for each Awake
 * Golem they have, ignoring the limits of protected Guild cards. (In other words, you can scrap
 * protected Guild cards too!) If they have no Guild cards, scrap the leftmost Guild card in the Court
 * that has any agents, and scrap those agents." BR p.27: a protected Guild card leaves its holder's
 * play area only by their Outrage of its suit (set aside here by the card); "Removal from Court": an
 * attached card slides down. "Then, Golems Awaken" is the table's (tests/scenarios/campaignGolemsSate.test.ts).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState, EdictDoneCommand } from "../../../src/core/campaign/types";
import type { TableState } from "../../../src/core/court/types";
import { sentience } from "../../../src/core/campaign/fates/edictChoices";
import { gameStateProblems } from "../../../src/core/rules";
import { refusal, run } from "../game/helpers";
import { giveCard, player, tableWith } from "../court/fixtures";
import { edictDue } from "./edictFixtures";

const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const camp = (s: GameState) => s.campaign as CampaignState;
const press = (over: Partial<EdictDoneCommand>): Command => ({ type: "edictDone", card: "F521", ...over });

/**
 * Red (initiative: first in turn order) holds Parade Fleets (F202, protected) and Mining Interest;
 * Blue holds none; Yellow Lattice Spies. The Court: the Imperial Council with a Blue agent (not a Guild
 * card), Material Cartel with none, Arms Union with a Yellow agent, Shipping Interest with 2 Red agents.
 */
function boards(): TableState {
  const t = tableWith(["Red", "Blue", "Yellow"], [{ card: "AID01", agents: { Blue: 1 } }, { card: "BC03", agents: {} }, { card: "BC11", agents: { Yellow: 1 } }, { card: "BC09", agents: { Red: 2 } }]);
  player(t, "Red").guildCards.push("F202");
  giveCard(t, "Red", "BC02");
  giveCard(t, "Yellow", "BC16");
  return t;
}

describe("seed 003 F521 Golems Sate Their Appetite: First, Consume Sentience (Edict, BR p.20)", () => {
  test("'1 Guild card for each Awake Golem': Red with 2 Awake Golems chooses twice; Blue, with none, takes the Court's leftmost Guild cards with agents, Arms Union then Shipping Interest (the Council is no Guild card, Material Cartel has no agents)", () => {
    const s = edictDue("F521");
    const t = boards();
    const f = sentience(s, t, { Red: 2, Blue: 2, Yellow: 0 });
    expect(f.who).toEqual(["Red", "Red"]);
    expect(f.court.map((x) => [x.card, x.slot, x.to, x.agents, x.refill])).toEqual([
      ["BC11", 2, "scrap", "scrap", t.court.deck[0]],
      ["BC09", 3, "scrap", "scrap", t.court.deck[1]],
    ]);
    // A player with fewer Guild cards than Awake Golems scraps theirs, then the Court's for the rest.
    expect(sentience(s, t, { Yellow: 2 })).toMatchObject({ who: ["Yellow"], court: [{ card: "BC11" }] });
    // The card attached to a scrapped one slides down (BR p.27), its agents scrapped all the same.
    t.court.row[2].attached = "CC04";
    expect(sentience(s, t, { Blue: 1 }).court).toEqual([{ card: "BC11", slot: 2, to: "scrap", agents: "scrap", slidesDown: "CC04" }]);
  });

  test("the first press, with the boards and the Awake Golems, names the choosers and the Court's scraps; only Red presses next", () => {
    const s0 = edictDue("F521");
    expect(refusal(s0, press({ player: "Blue", table: boards() }))).toBe("send the boards (F521)");
    expect(refusal(s0, press({ player: "Blue", awake: { Red: 1 } }))).toBe("send the boards (F521)");
    const s = run(s0, press({ player: "Blue", table: boards(), awake: { Red: 2, Blue: 1 } }));
    expect(texts(s)).toContain("edict F521: Red, Red must scrap; BC11 leaves Court slot 3: scrapped; its agents are scrapped with it; BC01 is drawn into the slot (BR p.18)");
    expect(camp(s).edictStep).toEqual(["Red", "Red"]);
    expect(camp(s).edictQueue).toEqual(["F521"]);
    expect(gameStateProblems(s)).toEqual([]);
  });

  test("'you can scrap protected Guild cards too': Red scraps Parade Fleets (F202), then Mining Interest; a Rival's press or a card not Red's is refused, the state untouched", () => {
    let s = run(edictDue("F521"), press({ player: "Blue", table: boards(), awake: { Red: 2 } }));
    const before = JSON.stringify(s);
    expect(refusal(s, press({ player: "Yellow", pick: "BC16", table: boards() }))).toBe("Red chooses now (F521)");
    expect(refusal(s, press({ player: "Red", pick: "BC16", table: boards() }))).toBe("scrap 1 of your Guild cards (F521)");
    expect(refusal(s, press({ player: "Red", table: boards() }))).toBe("scrap 1 of your Guild cards (F521)");
    expect(JSON.stringify(s)).toBe(before);
    s = run(s, press({ player: "Red", pick: "F202", table: boards() }));
    expect(texts(s)).toContain("edict F521: Red scraps F202");
    expect(camp(s).edictStep).toEqual(["Red"]);
    const t = boards();
    player(t, "Red").guildCards = ["BC02"];
    s = run(s, press({ player: "Red", pick: "BC02", table: t }));
    expect(texts(s)).toContain("edict F521 resolved: Red scraps BC02");
    expect(camp(s).edictStep).toBeUndefined();
    expect(camp(s).edictQueue).toBeUndefined();
    expect(gameStateProblems(s)).toEqual([]);
  });

  test("no Awake Golem: nobody scraps, the edict is resolved at once", () => {
    const s = run(edictDue("F521"), press({ player: "Blue", table: boards(), awake: {} }));
    expect(texts(s)).toContain("edict F521 resolved: nobody must scrap");
    expect(camp(s).edictQueue).toBeUndefined();
  });
});
