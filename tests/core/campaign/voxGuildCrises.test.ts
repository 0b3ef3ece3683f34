/**
 * The Advocate's Vox cards' Crises on the players' Guild cards (seed 003 texts; BR p.18 Court Crises,
 * left to right; BR p.27 protected Guild cards): F410 Diplomatic Fiasco (and the campaign Court's
 * CC13), F422 Guilds Withdraw, F416 Guild Fair. The core lists them from the last Crises
 * (campaign/crisesVox.ts guildCrises); every player, in turn order, gives up the cards of their
 * choice (court/guildCards.ts giveGuildCards with no securer: the whole answer checked), or secures
 * every Guild card they can (court/secure.ts guildFairCrisis).
 */
import type { GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { TableState } from "../../../src/core/court/types";
import { apply } from "../../../src/core/rules";
import { guildCrises } from "../../../src/core/campaign/crisesVox";
import { giveGuildCards } from "../../../src/core/court/guildCards";
import { guildFairCrisis } from "../../../src/core/court/secure";
import { campaignCourtCards } from "../../../src/core/campaign/courtCards";
import { campaignCourtCard } from "../../../src/core/data/campaign/campaignCourt";
import { campaignTable, fateText } from "./campaignCourtCards";
import { crisesDueCampaign } from "./fixtures";

/** The Crises resolved with `row` as the Court (BR p.18), the dice's symbol `planet`: the Guild Crises the table is to carry out. */
function listed(row: { card?: string; attached?: string }[], planet = "arrow"): string[] {
  const s = crisesDueCampaign();
  const staged: GameState = { ...s, campaign: { ...(s.campaign as CampaignState), lastEvent: { event: "crisis", planet, cluster: 5, resolve: "Crises" } } as CampaignState };
  const r = apply(staged, { type: "resolveCrises", map: { systems: [] }, court: row } as never);
  if (!r.ok) throw new Error(r.reason);
  return guildCrises((r.value.campaign as CampaignState).lastCrises!).map((c) => `${c.card}@${c.leaves!.slot}`);
}

/** Red, Blue, Yellow, White (turn order from Red) holding `guild`, with `agents` in supply. */
function holding(guild: string[][], agents = [6, 8, 10, 10]): TableState {
  const t = campaignTable([{ card: "CC01", agents: {} }]);
  t.players.forEach((p, i) => ((p.guildCards = guild[i]), (p.agentSupply = agents[i])));
  return t;
}

describe("seed 003 F410 Diplomatic Fiasco, Crisis: 'In turn order, each player with more Guild cards than agents in their supply must discard Guild cards until their Guild cards equal their agents. Bury this card. (Count Protected Guild cards but don't discard them.)'", () => {
  test("the text (the Advocate's and the campaign Court's CC13); BR p.18: listed in the Court Crises' order with its slot, an attached one too", () => {
    expect(fateText("F410")).toContain("**Crisis:** In turn order, each player with more Guild cards than agents in their supply must discard Guild cards until their Guild cards equal their agents. Bury this card. *(Count Protected Guild cards but don't discard them.)*");
    expect(campaignCourtCard("CC13")!.text.join(" ")).toContain("each player with more Guild cards than agents in their supply must discard Guild cards until their Guild cards equal their agents");
    expect(listed([{ card: "CC01" }, { card: "F410" }, { card: "CC02", attached: "CC13" }])).toEqual(["F410@1", "CC13@2"]);
    expect(listed([{ card: "CC11" }, { card: "CC02" }])).toEqual([]);
  });

  test("every player in turn order, the securer's seat too: Red (2 cards, 1 agent) discards 1; Blue keeps Parade Fleets (BR p.27: counted, not discarded) and discards 2 of their choice down to their 1 agent; Yellow and White owe none; the cards go to the Court discard", () => {
    const t = holding([["CC01", "CC02"], ["CC03", "CC04", "F202"], ["CC07"], []], [1, 1, 1, 0]);
    const first = giveGuildCards(JSON.parse(JSON.stringify(t)), false, undefined, []);
    expect(first).toEqual({ next: "Red", free: ["CC01", "CC02"], no: "Red must discard 1 unprotected Guild card (BR p.27)" });
    const second = giveGuildCards(JSON.parse(JSON.stringify(t)), false, undefined, [{ colour: "Red", card: "CC02" }]);
    expect(second.next).toBe("Blue");
    expect(second.free).toEqual(["CC03", "CC04"]);
    const done = JSON.parse(JSON.stringify(t)) as TableState;
    const given = [{ colour: "Red" as const, card: "CC02" }, { colour: "Blue" as const, card: "CC04" }, { colour: "Blue" as const, card: "CC03" }];
    expect(giveGuildCards(done, false, undefined, given)).toEqual({});
    expect(done.players.map((p) => p.guildCards)).toEqual([["CC01"], ["F202"], ["CC07"], []]);
    expect(done.court.discard).toEqual(["CC02", "CC04", "CC03"]);
  });

  test("an answer out of turn order, with a protected card or one too many is refused, nothing changed", () => {
    const t = holding([["CC01", "CC02"], ["CC03", "F202"], [], []], [1, 1, 1, 0]);
    const json = JSON.stringify(t);
    expect(giveGuildCards(JSON.parse(json), false, undefined, [{ colour: "Blue", card: "CC03" }]).no).toBe("Red must discard 1 unprotected Guild card (BR p.27)");
    expect(giveGuildCards(JSON.parse(json), false, undefined, [{ colour: "Red", card: "CC01" }, { colour: "Blue", card: "F202" }]).no).toBe("Blue must discard 1 unprotected Guild card (BR p.27)");
    expect(giveGuildCards(JSON.parse(json), false, undefined, [{ colour: "Red", card: "CC01" }, { colour: "Blue", card: "CC03" }, { colour: "Blue", card: "F202" }]).no).toBe("no Guild card is owed");
    expect(JSON.stringify(t)).toBe(json);
  });
});

describe("seed 003 F422 Guilds Withdraw, Crisis: 'If a [hex] or [arrow] was rolled, each player in turn order must bury 1 Guild card. Bury this card.'", () => {
  test("the text; BR p.18: listed on [arrow] and [hex], not on [crescent]", () => {
    expect(fateText("F422")).toContain("**Crisis:** If a [hex] or [arrow] was rolled, each player in turn order must bury 1 Guild card. Bury this card.");
    expect(listed([{ card: "F422" }], "arrow")).toEqual(["F422@0"]);
    expect(listed([{ card: "F422" }], "hex")).toEqual(["F422@0"]);
    expect(listed([{ card: "F422" }], "crescent")).toEqual([]);
  });

  test("every player in turn order buries the card of their choice under the Court deck (glossary 'Bury'); Yellow holds only a protected card (BR p.27) and buries none; White none", () => {
    const t = holding([["CC01"], ["CC02", "CC04"], ["F202"], []]);
    expect(giveGuildCards(JSON.parse(JSON.stringify(t)), true, undefined, [{ colour: "Red", card: "CC01" }]).next).toBe("Blue");
    const done = JSON.parse(JSON.stringify(t)) as TableState;
    expect(giveGuildCards(done, true, undefined, [{ colour: "Red", card: "CC01" }, { colour: "Blue", card: "CC04" }])).toEqual({});
    expect(done.players.map((p) => p.guildCards)).toEqual([[], ["CC02"], ["F202"], []]);
    expect(done.court.deck).toEqual(["CC05", "CC06", "CC01", "CC04"]);
  });
});

describe("seed 003 F416 Guild Fair, Crisis: 'Players secure all Guild cards that they currently can. Bury this card.'", () => {
  test("the text; listed whatever the roll", () => {
    expect(fateText("F416")).toContain("**Crisis:** Players secure all Guild cards that they currently can. Bury this card.");
    expect(listed([{ card: "F416" }], "crescent")).toEqual(["F416@0"]);
  });

  test("base p.13 Secure, in turn order (base p.22): Red secures Gatekeepers (its slot refilled first), then Blue Mining Interest capturing Red's agent; the tie and the Vox card stay", () => {
    const t = campaignTable([
      { card: "CC01", agents: { Blue: 2, Red: 1 } },
      { card: "F416", agents: { Red: 3 } },
      { card: "CC02", agents: { Red: 1, Yellow: 1 } },
      { card: "CC03", agents: { Red: 2 } },
    ]);
    const json = JSON.stringify(t);
    const out = guildFairCrisis(t, campaignCourtCards);
    expect(out.map((o) => [o.colour, o.slot, o.card, o.taken])).toEqual([["Red", 3, "CC03", {}], ["Blue", 0, "CC01", { Red: 1 }]]);
    const after = out[1].table;
    expect(after.court.row.map((s) => s.card)).toEqual(["CC06", "F416", "CC02", "CC05"]);
    expect(after.players[0].guildCards).toEqual(["CC03"]);
    expect(after.players[1].guildCards).toEqual(["CC01"]);
    expect(after.players[1].captives).toEqual({ Red: 1 });
    expect(JSON.stringify(t)).toBe(json);
  });
});
