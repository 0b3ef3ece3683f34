/**
 * Campaign Vox cards whose When Secured moves Guild cards (seed 003 card texts): F905 Call to
 * Pilgrimage, F416 Guild Fair. Secured (base rulebook p.13: its When Secured is resolved before the refill), the card
 * waits for its securer's answer (court/whenSecured.ts), then goes where its text says.
 */
import type { GameState } from "../../../src/core/game/types";
import type { SecureState } from "../../../src/core/court/machine";
import type { TableState } from "../../../src/core/court/types";
import { fateText, securedVox, voxAnswer, answeredVox } from "./campaignCourtCards";
import { campaignCourtCards } from "../../../src/core/campaign/courtCards";

/** Red secures `card` from slot 2 (Red's agent on it) of a campaign Court row; the players hold `guild` (Red, Blue, Yellow, White). */
type Row = { card: string; agents: { [c: string]: number } }[];

function secureIt(card: string, guild: string[][], row: Row = [{ card: "CC07", agents: {} }, { card, agents: { Red: 1 } }, { card: "CC08", agents: {} }, { card: "CC09", agents: {} }]): { s: GameState; t: TableState } {
  return securedVox(card, (court) => court.players.forEach((p, i) => (p.guildCards = guild[i])), row);
}

function answered(s: GameState, t: TableState, a: object): TableState {
  const r = answeredVox(s, t, a);
  expect(r.effects).toEqual([]);
  return r.table;
}

describe("seed 003 F905 Call to Pilgrimage: 'When Secured: Choose a suit of a Guild card you have. Clockwise from you, each Rival must discard all of their Guild cards of that suit. Shuffle Call to Pilgrimage into the Court deck.'", () => {
  // Red: Mining Interest (material), Gatekeepers (fuel). Blue: Construction Union (material), Shipping Interest (fuel).
  // Yellow: Material Guildmasters (F417, material), Parade Fleets (F202, fuel, protected). White: Skirmishers (weapon).
  const guild = [["CC01", "CC03"], ["CC02", "CC04"], ["F417", "F202"], ["CC05"]];

  test("base p.13: secured, it waits for Red's suit (Blue cannot answer); the Rivals' Guild cards of that suit go to the Court discard clockwise from Red, Red's stay; the card shuffles into the deck (the table's order), then the slot refills", () => {
    expect(fateText("F905")).toContain("**When Secured:** Choose a suit of a Guild card you have. Clockwise from you, each Rival must discard all of their Guild cards of that suit. Shuffle Call to Pilgrimage into the Court deck.");
    expect(campaignCourtCards("F905")).toEqual({ kind: "vox", whenSecuredTo: "shuffle", whenSecured: "pilgrimage" });
    const { s, t } = secureIt("F905", guild);
    expect((s.secure as SecureState).prompt).toBe("name a suit of your Guild cards: Rivals discard theirs");
    const order = ["CC06", "F905", "CC05"];
    const blue = voxAnswer(s, t, { suit: "material", deckOrder: order }, "Blue");
    expect(!blue.ok && blue.reason).toContain("makes this choice, not you");
    const done = answered(s, t, { suit: "material", deckOrder: order });
    // Clockwise from Red: Blue's, then Yellow's; White has none of the suit.
    expect(done.court.discard).toEqual(["CC02", "F417"]);
    expect(done.players.map((p) => p.guildCards)).toEqual([["CC01", "CC03"], ["CC04"], ["F202"], ["CC05"]]);
    expect(done.court.row[1]).toEqual({ card: "CC06", agents: {} });
    expect(done.court.deck).toEqual(["F905", "CC05"]);
  });

  test("BR p.27: a protected Guild card (Parade Fleets F202) 'cannot be removed from the holder's play area unless the holder Provokes Outrage of its suit': Yellow keeps it", () => {
    const { s, t } = secureIt("F905", guild);
    const done = answered(s, t, { suit: "fuel", deckOrder: ["CC05", "CC06", "F905"] });
    expect(done.court.discard).toEqual(["CC04"]);
    expect(done.players[2].guildCards).toEqual(["F417", "F202"]);
  });

  test("'Choose a suit of a Guild card you have': a suit Red lacks, or none while Red has Guild cards, is refused, nothing changed; with no Guild card Red has nothing to choose and the card still shuffles in; the shuffle is the table's and must hold the card", () => {
    const { s, t } = secureIt("F905", guild);
    const before = JSON.stringify(t);
    for (const a of [{ suit: "weapon", deckOrder: ["CC05", "CC06", "F905"] }, { deckOrder: ["CC05", "CC06", "F905"] }]) {
      const r = voxAnswer(s, t, a);
      expect(!r.ok && r.reason).toBe("Call to Pilgrimage: name a suit of your Guild cards");
    }
    expect(voxAnswer(s, t, { suit: "fuel", deckOrder: ["CC05", "CC06"] }).ok).toBe(false);
    expect(voxAnswer(s, t, { suit: "fuel" }).ok).toBe(false);
    expect(JSON.stringify(t)).toBe(before);
    const none = secureIt("F905", [[], ["CC02"], [], []]);
    const done = answered(none.s, none.t, { deckOrder: ["F905", "CC05", "CC06"] });
    expect(done.players[1].guildCards).toEqual(["CC02"]);
    expect(done.court.discard).toEqual([]);
    expect(done.court.row[1]).toEqual({ card: "F905", agents: {} });
  });
});

describe("seed 003 F416 Guild Fair: 'When Secured: Return all Rival agents from Guild cards in the Court. Secure all Guild cards that you currently can. Bury this card.'", () => {
  // Slot 1 Lattice Spies (Guild): Red 1, Blue 2. Slot 2 Guild Fair (Red secures it). Slot 3 Silver Tongues (Guild): Blue 1.
  // Slot 4 Populist Demands (CC11, Vox, not a Guild card): Blue 1.
  const row = (): Row => [{ card: "CC07", agents: { Red: 1, Blue: 2 } }, { card: "F416", agents: { Red: 1 } }, { card: "CC08", agents: { Blue: 1 } }, { card: "CC11", agents: { Blue: 1 } }];

  test("base p.13 Secure ('more Loyal agents on it than each Rival'): the Rival agents gone, Red secures every Guild card with Red's agents (its own return, nothing captured), left to right with the refill; the Rival agents on the other Guild cards go home, a Vox card's stay; Guild Fair is buried, then its slot refills", () => {
    expect(fateText("F416")).toContain("**When Secured:** Return all Rival agents from Guild cards in the Court. Secure all Guild cards that you currently can. Bury this card.");
    expect(campaignCourtCards("F416")).toEqual({ kind: "vox", whenSecuredTo: "bury", whenSecured: "guildFair" });
    const { s, t } = secureIt("F416", [[], [], [], []], row());
    expect((s.secure as SecureState).prompt).toBe("Rival agents leave Guild cards; you secure all you can");
    const blue = voxAnswer(s, t, {}, "Blue");
    expect(!blue.ok && blue.reason).toContain("makes this choice, not you");
    const done = answered(s, t, {});
    expect(done.players[0].guildCards).toEqual(["CC07"]);
    expect(done.players[0].agentSupply).toBe(t.players[0].agentSupply + 1);
    expect(done.players[0].captives).toEqual(t.players[0].captives);
    expect(done.players[1].agentSupply).toBe(t.players[1].agentSupply + 3);
    // Slot 1 refilled from the deck's top first; the Fair buried under the rest, then its own slot refilled.
    expect(done.court.row).toEqual([{ card: "CC05", agents: {} }, { card: "CC06", agents: {} }, { card: "CC08", agents: {} }, { card: "CC11", agents: { Blue: 1 } }]);
    expect(done.court.deck).toEqual(["F416"]);
    expect(done.court.discard).toEqual([]);
  });

  test("'that you currently can': with none of Red's agents on a Guild card Red secures nothing; the Rival agents still go home", () => {
    const r = row();
    r[0].agents = { Red: 0, Blue: 2 };
    const { s, t } = secureIt("F416", [[], [], [], []], r);
    const done = answered(s, t, {});
    expect(done.players[0].guildCards).toEqual([]);
    expect(done.players[1].agentSupply).toBe(t.players[1].agentSupply + 3);
    expect(done.court.row[0]).toEqual({ card: "CC07", agents: {} });
    expect(done.court.row[1]).toEqual({ card: "CC05", agents: {} });
  });
});
