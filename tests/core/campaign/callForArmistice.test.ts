/**
 * Issue 35: Call for Armistice (seed 003 F215, the Founder's Act II Edict) and Mass Call for Armistice
 * (F226, its Act III one), resolved by the core in a chain of Edict done presses
 * (src/core/campaign/fates/edictChoices.ts; BR p.20: the rules booklet's edicts resolve in their slot's
 * turn; BR p.27 Attaching Cards: "place above a card in the Court that does not have an attached card").
 * F215: "Scrap this if there are no Members of the Commonwealth. The Member of the Commonwealth with
 * the least Power may untuck 1 Armistice card from here and attach it to a card in the Court. On a tie,
 * skip this." F226: the same, and "Then, the Founder may do the same." A Member: a Member of the
 * Commonwealth title (F218-F221) among the play area's cards the table sends (`snapshot`).
 */
import type { Command, GameState, PlayerSnapshot } from "../../../src/core/game/types";
import type { CampaignState, EdictDoneCommand } from "../../../src/core/campaign/types";
import { gameStateProblems } from "../../../src/core/rules";
import { blankPlayer, refusal, run, snapshot } from "../game/helpers";
import { edictDue, founderDue } from "./edictFixtures";

const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const camp = (s: GameState) => s.campaign as CampaignState;
/** The play areas: Red (the Founder) holds F218, Blue F219, Yellow `yellow`. */
const areas = (yellow: string[] = ["F220"]): PlayerSnapshot[] => [blankPlayer("Red", { cards: ["F213", "F218"] }), blankPlayer("Blue", { cards: ["F219"] }), blankPlayer("Yellow", { cards: yellow })];
const ROW = [{ card: "AID01" }, { card: "CC01", attached: "CC13" }, { card: "CC02" }, { card: "F216" }];
const press = (card: string, over: Partial<EdictDoneCommand>): Command => ({ type: "edictDone", card, ...over });

describe("seed 003 F215 Call for Armistice (Edict, BR p.20)", () => {
  test("'The Member of the Commonwealth with the least Power': Blue (8) of the Members Red (12), Blue, Yellow (9) chooses; the table must send the play areas", () => {
    const s0 = founderDue();
    expect(refusal(s0, press("F215", { player: "Blue" }))).toBe("send the table's counts (F215)");
    const s = run(s0, press("F215", { player: "Blue", snapshot: snapshot(areas()) }));
    expect(texts(s)).toContain("edict F215: Blue may attach an Armistice");
    expect(camp(s).edictStep).toEqual(["Blue"]);
    expect(camp(s).edictQueue).toEqual(["F215"]);
    expect(gameStateProblems(s)).toEqual([]);
  });

  test("Blue 'may untuck 1 Armistice card from here and attach it to a card in the Court': CC02, with the Armistice read out of the Court (F217); the edict is resolved", () => {
    const s = run(founderDue(), press("F215", { snapshot: snapshot(areas()) }));
    const after = run(s, press("F215", { player: "Blue", pick: "CC02", court: ROW, untuck: "F217" }));
    expect(texts(after)).toContain("edict F215 resolved: Blue attaches F217 to CC02");
    expect(camp(after).edictStep).toBeUndefined();
    expect(camp(after).edictQueue).toBeUndefined();
  });

  test("only Blue chooses; a Court card with an attached card, a card not in the Court, an Armistice already in the Court or none read are refused, the state untouched (BR p.27)", () => {
    const s = run(founderDue(), press("F215", { snapshot: snapshot(areas()) }));
    const before = JSON.stringify(s);
    expect(refusal(s, press("F215", { player: "Red", pick: "CC02", court: ROW, untuck: "F217" }))).toBe("Blue chooses now (F215)");
    expect(refusal(s, press("F215", { player: "Blue", pick: "CC01", court: ROW, untuck: "F217" }))).toBe("attach it to a Court card with none attached (BR p.27)");
    expect(refusal(s, press("F215", { player: "Blue", pick: "CC09", court: ROW, untuck: "F217" }))).toBe("attach it to a Court card with none attached (BR p.27)");
    expect(refusal(s, press("F215", { player: "Blue", pick: "CC02", court: ROW, untuck: "F216" }))).toBe("attach it to a Court card with none attached (BR p.27)");
    expect(refusal(s, press("F215", { player: "Blue", pick: "CC02", court: ROW }))).toBe("attach it to a Court card with none attached (BR p.27)");
    expect(refusal(s, press("F215", { player: "Blue", pick: "CC02", untuck: "F217" }))).toBe("attach it to a Court card with none attached (BR p.27)");
    expect(JSON.stringify(s)).toBe(before);
  });

  test("'may': Blue declines with Edict done; nothing is attached", () => {
    const s = run(run(founderDue(), press("F215", { snapshot: snapshot(areas()) })), press("F215", { player: "Blue" }));
    expect(texts(s)).toContain("edict F215 resolved: Blue attaches no Armistice");
    expect(camp(s).edictQueue).toBeUndefined();
  });

  test("'On a tie, skip this': Blue and Yellow both at 8, nobody chooses; a non-Member with less Power does not count", () => {
    const tied = founderDue();
    const s = run({ ...tied, players: tied.players.map((p) => (p.colour === "Yellow" ? { ...p, power: 8 } : p)) }, press("F215", { snapshot: snapshot(areas()) }));
    expect(texts(s)).toContain("edict F215 resolved: nobody (a tie) may attach an Armistice");
    expect(camp(s).edictStep).toBeUndefined();
    // Red (12) the only Member: Red, though Blue (8) and Yellow (9) have less Power.
    const red = run(founderDue(), press("F215", { snapshot: snapshot([blankPlayer("Red", { cards: ["F218"] }), blankPlayer("Blue"), blankPlayer("Yellow")]) }));
    expect(camp(red).edictStep).toEqual(["Red"]);
  });

  test("'Scrap this if there are no Members of the Commonwealth': nobody chooses, the table is told to scrap it", () => {
    const s = run(founderDue(), press("F215", { snapshot: snapshot([blankPlayer("Red"), blankPlayer("Blue"), blankPlayer("Yellow")]) }));
    expect(texts(s)).toContain("edict F215 resolved: no Members of the Commonwealth: scrap it");
    expect(camp(s).edictStep).toBeUndefined();
  });
});

describe("seed 003 F226 Mass Call for Armistice (Edict, BR p.20): 'Then, the Founder may do the same.'", () => {
  test("Blue, the least-Power Member, then Red, the Founder: each attaches one Armistice", () => {
    let s = run(founderDue("F226"), press("F226", { snapshot: snapshot(areas()) }));
    expect(texts(s)).toContain("edict F226: Blue, then Red may attach an Armistice");
    expect(camp(s).edictStep).toEqual(["Blue", "Red"]);
    s = run(s, press("F226", { player: "Blue", pick: "CC02", court: [{ card: "CC01" }, { card: "CC02" }], untuck: "F216" }));
    expect(texts(s)).toContain("edict F226: Blue attaches F216 to CC02");
    expect(camp(s).edictStep).toEqual(["Red"]);
    expect(gameStateProblems(s)).toEqual([]);
    expect(refusal(s, press("F226", { player: "Red", pick: "CC02", court: [{ card: "CC01" }, { card: "CC02", attached: "F216" }], untuck: "F217" }))).toBe("attach it to a Court card with none attached (BR p.27)");
    s = run(s, press("F226", { player: "Red", pick: "CC01", court: [{ card: "CC01" }, { card: "CC02", attached: "F216" }], untuck: "F217" }));
    expect(texts(s)).toContain("edict F226 resolved: Red attaches F217 to CC01");
    expect(camp(s).edictQueue).toBeUndefined();
  });

  test("the Members tie for the least Power: the Founder still may; no Members: scrap it, the Founder does nothing", () => {
    const tied = founderDue("F226");
    const s = run({ ...tied, players: tied.players.map((p) => (p.colour === "Yellow" ? { ...p, power: 8 } : p)) }, press("F226", { snapshot: snapshot(areas()) }));
    expect(camp(s).edictStep).toEqual(["Red"]);
    const none = run(founderDue("F226"), press("F226", { snapshot: snapshot([blankPlayer("Red"), blankPlayer("Blue"), blankPlayer("Yellow")]) }));
    expect(texts(none)).toContain("edict F226 resolved: no Members of the Commonwealth: scrap it");
    expect(camp(none).edictStep).toBeUndefined();
  });

  test("without the Founder in play (no FATE02), only the Member chooses; all at 10 Power, nobody", () => {
    const f = founderDue("F226");
    const s = run({ ...f, campaign: { ...camp(f), players: camp(f).players.map((p) => ({ ...p, fate: p.colour === "Red" ? "FATE15" : p.fate })) } }, press("F226", { snapshot: snapshot(areas()) }));
    expect(camp(s).edictStep).toEqual(["Blue"]);
    const even = run(edictDue("F226"), press("F226", { snapshot: snapshot(areas()) }));
    expect(camp(even).edictStep).toBeUndefined();
    expect(texts(even)).toContain("edict F226 resolved: nobody (a tie) may attach an Armistice");
  });
});
