/**
 * F713 Command Chaos (seed 003), When Secured: "Influence once. You may become a Regent. Shuffle this
 * card into the Court deck." Secured (base p.13: its When Secured resolves before the refill), it waits
 * for its securer's answer (court/whenSecured.ts kind "commandChaos", campaign/fates/commandChaos.ts).
 */
import type { GameState } from "../../../src/core/game/types";
import type { SecureState } from "../../../src/core/court/machine";
import type { TableState } from "../../../src/core/court/types";
import { IMPERIAL_COUNCIL } from "../../../src/core/data/campaign/aidCards";
import { campaignCourtCards } from "../../../src/core/campaign/courtCards";
import { fateText, securedVox, voxAnswer } from "./campaignCourtCards";

const title = (s: GameState, c: string): string | undefined => s.campaign!.players.find((p) => p.colour === c)?.title;
const answered = (r: ReturnType<typeof voxAnswer>): { s: GameState; t: TableState } => {
  if (!r.ok) throw new Error(r.reason);
  const last = (r.value.secure as SecureState).last;
  if (last.kind !== "answered") throw new Error("not answered");
  return { s: r.value, t: last.table };
};

describe("seed 003 F713 Command Chaos: 'When Secured: Influence once. You may become a Regent. Shuffle this card into the Court deck.'", () => {
  test("base p.13: secured by Red (an Outlaw), it waits for Red's answer (Blue cannot give it); Red's agent from supply goes onto the card named, Red becomes a Regent, the card shuffles into the deck (the table's order) and the slot refills", () => {
    expect(fateText("F713")).toContain("**When Secured:** Influence once. You may become a Regent. Shuffle this card into the Court deck.");
    expect(campaignCourtCards("F713")).toEqual({ kind: "vox", whenSecuredTo: "shuffle", whenSecured: "commandChaos" });
    const { s, t } = securedVox("F713");
    expect((s.secure as SecureState).prompt).toBe("influence once; you may become a Regent");
    expect(title(s, "Red")).toBe("outlaw");
    const order = ["CC06", "F713", "CC05"];
    const blue = voxAnswer(s, t, { influence: "CC01", regent: true, deckOrder: order }, "Blue");
    expect(!blue.ok && blue.reason).toContain("makes this choice, not you");
    const done = answered(voxAnswer(s, t, { influence: "F202", regent: true, deckOrder: order }));
    expect(done.t.court.row[2]).toEqual({ card: "F202", agents: { Red: 1 } });
    expect(done.t.players[0].agentSupply).toBe(t.players[0].agentSupply - 1);
    expect(done.t.court.row[1]).toEqual({ card: "CC06", agents: {} });
    expect(done.t.court.deck).toEqual(["F713", "CC05"]);
    expect(title(done.s, "Red")).toBe("regent");
    expect(done.s.events.map((e) => e.text)).toContain("Command Chaos (F713): Red becomes a Regent");
  });

  test("'You may': declined, Red stays an Outlaw; a Regent stays one, nothing said", () => {
    const { s, t } = securedVox("F713");
    const done = answered(voxAnswer(s, t, { influence: "CC01", deckOrder: ["CC05", "CC06", "F713"] }));
    expect(title(done.s, "Red")).toBe("outlaw");
    expect(done.t.court.row[0].agents).toEqual({ Red: 1 });
    const regentState = { ...s, campaign: { ...s.campaign!, players: s.campaign!.players.map((p) => (p.colour === "Red" ? { ...p, title: "regent" as const } : p)) } };
    const again = answered(voxAnswer(regentState, t, { influence: "CC01", regent: true, deckOrder: ["CC05", "CC06", "F713"] }));
    expect(title(again.s, "Red")).toBe("regent");
    expect(again.s.events.map((e) => e.text)).not.toContain("Command Chaos (F713): Red becomes a Regent");
  });

  test("'Influence once' (p.13: an agent from your supply onto a Court card): no card named, a card not in the Court, or no agent in supply is refused, nothing changed; with no agent in supply there is none to place; the shuffle must hold the card", () => {
    const { s, t } = securedVox("F713");
    const before = JSON.stringify(t);
    const order = ["CC05", "CC06", "F713"];
    for (const a of [{ deckOrder: order }, { influence: "CC09", deckOrder: order }, { influence: "F713", deckOrder: order }]) {
      const r = voxAnswer(s, t, a);
      expect(!r.ok && r.reason).toBe("Command Chaos: influence a Court card once");
    }
    const r = voxAnswer(s, t, { influence: "CC01", deckOrder: ["CC05", "CC06"] });
    expect(!r.ok && r.reason).toBe("The shuffled Court deck must hold exactly its 3 cards");
    expect(JSON.stringify(t)).toBe(before);
    const empty: TableState = { ...t, players: t.players.map((p) => (p.colour === "Red" ? { ...p, agentSupply: 0 } : p)) };
    expect(!voxAnswer(s, empty, { influence: "CC01", deckOrder: order }).ok).toBe(true);
    const none = answered(voxAnswer(s, empty, { deckOrder: order }));
    expect(none.t.court.row.map((x) => x.agents)).toEqual([{}, {}, {}, {}]);
  });

  test("BR p.14: a Decided Imperial Council cannot be influenced; In Session it can", () => {
    const row: { card: string; agents: { [c: string]: number } }[] = [{ card: IMPERIAL_COUNCIL, agents: {} }, { card: "F713", agents: { Red: 1 } }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }];
    const { s, t } = securedVox("F713", undefined, row);
    const a = { influence: IMPERIAL_COUNCIL, deckOrder: ["CC05", "CC06", "F713"] };
    expect(answered(voxAnswer(s, t, a)).t.court.row[0].agents).toEqual({ Red: 1 });
    const decided = { ...s, campaign: { ...s.campaign!, council: "decided" as const } };
    const r = voxAnswer(decided, t, a);
    expect(!r.ok && r.reason).toBe("the Imperial Council is Decided: it cannot be influenced or secured (BR p.14)");
  });
});
