/**
 * Campaign Vox cards whose When Secured makes the Rivals give up Guild cards of their choice (seed
 * 003 card texts): F422 Guilds Withdraw, F410 Diplomatic Fiasco. Secured (base rulebook p.13: its
 * When Secured is resolved before the refill), the card waits for the whole answer, one card a Rival
 * in turn order (court/guildCards.ts giveGuildCards); a protected card never goes (BR p.27).
 */
import type { GameState } from "../../../src/core/game/types";
import type { SecureState } from "../../../src/core/court/machine";
import type { TableState } from "../../../src/core/court/types";
import { fateText, securedVox, voxAnswer, answeredVox } from "./campaignCourtCards";
import { campaignCourtCards } from "../../../src/core/campaign/courtCards";
import { campaignCourtCard } from "../../../src/core/data/campaign/campaignCourt";

/** Red secures `card` from slot 2; the players (Red, Blue, Yellow, White) hold `guild` and `agents` in supply. */
function secureIt(card: string, guild: string[][], agents = [6, 8, 10, 10]): { s: GameState; t: TableState } {
  return securedVox(card, (court) => court.players.forEach((p, i) => ((p.guildCards = guild[i]), (p.agentSupply = agents[i]))));
}

function answered(s: GameState, t: TableState, a: object): TableState {
  const r = answeredVox(s, t, a);
  expect(r.effects).toEqual([]);
  return r.table;
}

const refused = (s: GameState, t: TableState, a: object): string => {
  const r = voxAnswer(s, t, a);
  return r.ok ? "" : r.reason;
};

describe("seed 003 F422 Guilds Withdraw: 'When Secured: Each Rival must bury 1 Guild card. Bury this card.'", () => {
  // Red: Mining Interest. Blue: Construction Union, Shipping Interest. Yellow: Parade Fleets (F202, protected). White: Lattice Spies.
  const guild = [["CC01"], ["CC02", "CC04"], ["F202"], ["CC07"]];

  test("base p.13: secured, it waits for the Rivals' cards; each Rival in turn order but Yellow (only a protected card, BR p.27) buries the one they chose at the bottom of the Court deck (glossary 'Bury'), then Guilds Withdraw under them, then the slot refills", () => {
    expect(fateText("F422")).toContain("**When Secured:** Each Rival must bury 1 Guild card. Bury this card.");
    expect(campaignCourtCards("F422")).toEqual({ kind: "vox", whenSecuredTo: "bury", whenSecured: "giveGuild" });
    const { s, t } = secureIt("F422", guild);
    expect((s.secure as SecureState).prompt).toBe("Rivals in turn order give up the Guild cards it says");
    const done = answered(s, t, { given: [{ colour: "Blue", card: "CC04" }, { colour: "White", card: "CC07" }] });
    expect(done.players.map((p) => p.guildCards)).toEqual([["CC01"], ["CC02"], ["F202"], []]);
    expect(done.court.deck).toEqual(["CC06", "CC04", "CC07", "F422"]);
    expect(done.court.row[1]).toEqual({ card: "CC05", agents: {} });
    expect(done.court.discard).toEqual([]);
  });

  test("an answer short of a Rival's card (the first Rival who owes one named), out of turn order, with the securer's own card, a protected card, a card they lack or one too many is refused, nothing changed", () => {
    const { s, t } = secureIt("F422", guild);
    const before = JSON.stringify(t);
    expect(refused(s, t, {})).toBe("Blue must bury 1 unprotected Guild card (BR p.27)");
    expect(refused(s, t, { given: [{ colour: "Blue", card: "CC02" }] })).toBe("White must bury 1 unprotected Guild card (BR p.27)");
    expect(refused(s, t, { given: [{ colour: "White", card: "CC07" }, { colour: "Blue", card: "CC02" }] })).toBe("Blue must bury 1 unprotected Guild card (BR p.27)");
    expect(refused(s, t, { given: [{ colour: "Red", card: "CC01" }] })).toBe("Blue must bury 1 unprotected Guild card (BR p.27)");
    expect(refused(s, t, { given: [{ colour: "Blue", card: "CC02" }, { colour: "Yellow", card: "F202" }] })).toBe("White must bury 1 unprotected Guild card (BR p.27)");
    expect(refused(s, t, { given: [{ colour: "Blue", card: "CC07" }] })).toBe("Blue must bury 1 unprotected Guild card (BR p.27)");
    expect(refused(s, t, { given: [{ colour: "Blue", card: "CC02" }, { colour: "White", card: "CC07" }, { colour: "White", card: "CC07" }] })).toBe("no Guild card is owed");
    expect(JSON.stringify(t)).toBe(before);
  });

  test("no Rival with a Guild card to bury: the empty answer buries Guilds Withdraw alone", () => {
    const { s, t } = secureIt("F422", [["CC01"], [], ["F202"], []]);
    const done = answered(s, t, {});
    expect(done.players[0].guildCards).toEqual(["CC01"]);
    expect(done.court.deck).toEqual(["CC06", "F422"]);
  });
});

describe("seed 003 F410 Diplomatic Fiasco: 'When Secured: Rivals resolve the Crisis.' ('Crisis: In turn order, each player with more Guild cards than agents in their supply must discard Guild cards until their Guild cards equal their agents. Bury this card. (Count Protected Guild cards but don't discard them.)')", () => {
  // Red (the securer): 3 cards, 0 agents. Blue: Construction Union and Parade Fleets (protected), 0 agents. Yellow: Gatekeepers, Material Guildmasters, Lattice Spies, 1 agent. White: Skirmishers, 1 agent.
  const guild = [["CC01", "CC04", "CC08"], ["CC02", "F202"], ["CC03", "F417", "CC07"], ["CC05"]];
  const agents = [0, 0, 1, 1];

  test("Rivals only, in turn order: Blue discards Construction Union and keeps Parade Fleets (counted, not discarded); Yellow discards 2 of their choice down to their 1 agent; White (1 card, 1 agent) and Red keep theirs; the cards go to the Court discard, then Diplomatic Fiasco is buried (its Crisis's 'Bury this card.')", () => {
    expect(fateText("F410")).toEqual([
      "**Crisis:** In turn order, each player with more Guild cards than agents in their supply must discard Guild cards until their Guild cards equal their agents. Bury this card. *(Count Protected Guild cards but don't discard them.)*",
      "**When Secured:** Rivals resolve the Crisis.",
    ]);
    expect(campaignCourtCards("F410")).toEqual({ kind: "vox", whenSecuredTo: "bury", whenSecured: "giveGuild" });
    const { s, t } = secureIt("F410", guild, agents);
    const given = [{ colour: "Blue", card: "CC02" }, { colour: "Yellow", card: "CC07" }, { colour: "Yellow", card: "CC03" }];
    expect(refused(s, t, { given: given.slice(0, 2) })).toBe("Yellow must discard 1 unprotected Guild card (BR p.27)");
    expect(refused(s, t, { given: [given[0], { colour: "Yellow", card: "CC07" }, { colour: "Yellow", card: "CC07" }] })).toBe("Yellow must discard 1 unprotected Guild card (BR p.27)");
    expect(refused(s, t, { given: [{ colour: "Blue", card: "F202" }] })).toBe("Blue must discard 1 unprotected Guild card (BR p.27)");
    const done = answered(s, t, { given });
    expect(done.players.map((p) => p.guildCards)).toEqual([["CC01", "CC04", "CC08"], ["F202"], ["F417"], ["CC05"]]);
    expect(done.court.discard).toEqual(["CC02", "CC07", "CC03"]);
    expect(done.court.deck).toEqual(["CC06", "F410"]);
  });

  test("the campaign Court's own Diplomatic Fiasco (CC13, seed 003: the same Crisis and 'When Secured: Rivals resolve the Crisis.') is resolved the same way", () => {
    expect(campaignCourtCard("CC13")!.text[1]).toBe("**When Secured:** Rivals resolve the Crisis.");
    expect(campaignCourtCards("CC13")).toEqual({ kind: "vox", whenSecuredTo: "bury", whenSecured: "giveGuild" });
    const { s, t } = secureIt("CC13", guild, agents);
    expect(refused(s, t, {})).toBe("Blue must discard 1 unprotected Guild card (BR p.27)");
    const done = answered(s, t, { given: [{ colour: "Blue", card: "CC02" }, { colour: "Yellow", card: "F417" }, { colour: "Yellow", card: "CC03" }] });
    expect(done.court.discard).toEqual(["CC02", "F417", "CC03"]);
    expect(done.court.deck).toEqual(["CC06", "CC13"]);
  });
});
