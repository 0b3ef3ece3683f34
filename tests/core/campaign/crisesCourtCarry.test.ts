/**
 * Carrying out the Court Crises' removals (BR p.18 "Removing Cards", p.27 "Removal from Court",
 * p.14): the `carryOutCourt` command, once per Crises, by the player who resolves them, on the Court
 * row and deck as the table shows them.
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { CourtRowSnapshot } from "../../../src/core/campaign/crises";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { courtRemovals, courtRemovalsDue } from "../../../src/core/campaign/crisesCourtCarry";
import { crisisExit } from "../../../src/core/campaign/crisesCourt";
import { crisesFor } from "../../../src/core/campaign/crises";
import { refusal, run } from "../game/helpers";
import { startCampaign } from "./fixtures";
import { fateText } from "./campaignCourtCards";

const seats: Colour[] = ["Red", "Blue", "Yellow"];

function crisesDue(council = false): GameState {
  const s = startCampaign({
    type: "startCampaign", seats, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE03", "FATE02", "FATE01"],
  });
  const campaign: CampaignState = {
    ...(s.campaign as CampaignState), crisesDue: true,
    lastEvent: council ? { resolve: "Crises", council: "Blue" } : { event: "crisis", planet: "arrow", cluster: 5, resolve: "Crises" },
  };
  return { ...s, campaign };
}

/** The Council leftmost; Blight Looms with Populist Demands attached; Song of Freedom with Diplomatic Fiasco attached; Council Intrigue; a Guild card. */
const ROW: CourtRowSnapshot[] = [{ card: "AID01" }, { card: "CC15", attached: "CC11" }, { card: "CC14", attached: "CC13" }, { card: "CC12" }, { card: "CC01" }];
const DECK = ["CC05", "CC06", "L03"];

function resolved(row: CourtRowSnapshot[] = ROW, council = false): GameState {
  const s = crisesDue(council);
  const dice = council ? { dice: { planet: "arrow", cluster: 2 } } : {};
  return run(s, { type: "resolveCrises", map: { systems: [] }, court: row, ...dice } as Command);
}

test("the printed orders a Crisis gives its own card: bury, discard, scrap, shuffle; none for a conditional or another card's", () => {
  expect(crisisExit("**Crisis:** Flip the Imperial Council to In Session. Move agents from here to it. Bury this card.")).toBe("bury");
  expect(crisisExit("**Crisis:** Each player Provokes Outrage of the rolled planet. Discard this card.")).toBe("discard");
  expect(crisisExit("**Crisis:** Scrap this card and agents on it.")).toBe("scrap");
  expect(crisisExit("**Crisis:** Destroy all damaged pieces at planets matching any players' Outrage. Shuffle this into the Court deck.")).toBe("shuffle");
  expect(crisisExit("**Crisis:** ... Bury Guild Struggle.")).toBe("bury");
  // Pirate's Rumor cards discard themselves only if the Crisis flipped a Rumor: the players move them.
  expect(crisisExit("**Crisis:** In the rolled cluster, flip all Rumor tokens face up and return all agents on them. If this flipped any Rumors, discard this card.")).toBeUndefined();
});

test("BR p.18, p.27: left to right, an attached card first: Blight Looms buried and Populist Demands slides down with the agents; Diplomatic Fiasco (attached) buried, Song of Freedom stays; Council Intrigue buried, its agents onto the Council, the slot refilled from the deck's top", () => {
  const s = resolved();
  const r = courtRemovals(s.campaign!.lastCrises!.court, ROW, DECK);
  expect(r).toEqual([
    { card: "CC15", slot: 1, to: "bury", agents: "slide", slidesDown: "CC11" },
    { card: "CC13", slot: 2, to: "bury", agents: "none" },
    { card: "CC12", slot: 3, to: "bury", agents: "council", refill: "CC05" },
  ]);
});

test("BR p.18 Removing Cards: the agents on a removed card return to their players and the Court deck refills from its top; a buried card is at the bottom, so with the deck empty it is drawn again", () => {
  const s = resolved([{ card: "AID01" }, { card: "CC13" }, { card: "CC15" }]);
  const court = s.campaign!.lastCrises!.court;
  expect(courtRemovals(court, [{ card: "AID01" }, { card: "CC13" }, { card: "CC15" }], ["CC02"])).toEqual([
    { card: "CC13", slot: 1, to: "bury", agents: "return", refill: "CC02" },
    { card: "CC15", slot: 2, to: "bury", agents: "return", refill: "CC13" },
  ]);
  // Bury this card, then refill (BR p.18): an empty deck holds only the buried card.
  expect(courtRemovals(court, [{ card: "AID01" }, { card: "CC13" }, { card: "CC15" }], [])).toEqual([
    { card: "CC13", slot: 1, to: "bury", agents: "return", refill: "CC13" },
    { card: "CC15", slot: 2, to: "bury", agents: "return", refill: "CC15" },
  ]);
  // A discarded card is not in the deck: with none left the slot stays empty.
  const partisan = [{ card: "AID01" }, { card: "F613" }];
  const discard = crisesFor(s, { systems: [] }, "arrow", 5, partisan).court;
  expect(courtRemovals(discard, partisan, [])).toEqual([{ card: "F613", slot: 1, to: "discard", agents: "return", deckEmpty: true }]);
});

test("BR p.14: the Imperial Council never leaves: an attached Council Intrigue leaves and the Council stays", () => {
  const row = [{ card: "AID01", attached: "CC12" }, { card: "CC01" }, { card: "CC02" }];
  const s = resolved(row);
  const r = courtRemovals(s.campaign!.lastCrises!.court, row, ["CC03"]);
  expect(r).toEqual([{ card: "CC12", slot: 0, to: "bury", agents: "none" }]);
});

test("the resolver carries them out once; the core keeps the decision, so a second time is refused; a moved card or a wrong clicker is refused", () => {
  const s = resolved();
  const me = s.initiative;
  const other = seats.find((c) => c !== me)!;
  const cmd = { type: "carryOutCourt", player: me, court: ROW, deck: DECK } as Command;
  expect(courtRemovalsDue(s.campaign!)).toBe(true);
  expect(refusal(s, { ...cmd, player: other } as Command)).toBe(`only ${me}, who resolves the Crises, carries out the Court Crises (BR p.18)`);
  const moved = [{ card: "AID01" }, { card: "CC11" }, { card: "CC14", attached: "CC13" }, { card: "CC12" }, { card: "CC01" }];
  expect(refusal(s, { ...cmd, court: moved } as Command)).toBe("Blight Looms (CC15) left the Court: put it back in Court slot 2, then carry out the Court Crises");
  expect(refusal(s, { ...cmd, deck: ["CC05", "CC05"] } as Command)).toBe("send the campaign Court deck, top first, each card once");
  expect(refusal(s, { ...cmd, deck: ["CC01"] } as Command)).toBe("Mining Interest (CC01) cannot be in the Court and the Court deck");
  const done = run(s, cmd);
  expect(done.campaign!.lastCrises!.courtCarriedOut).toHaveLength(3);
  expect(s.campaign!.lastCrises!.courtCarriedOut).toBeUndefined();
  expect(courtRemovalsDue(done.campaign!)).toBe(false);
  expect(done.events.map((e) => e.text)).toEqual([
    `${me} carries out the Court Crises' removals (BR pp.18, 27)`,
    "Blight Looms (CC15) leaves Court slot 2: buried (the bottom of the Court deck); its agents stay on the card that slides down; Populist Demands (CC11), attached to it, slides into the slot (BR p.27)",
    "Diplomatic Fiasco (CC13) leaves Court slot 3: buried (the bottom of the Court deck)",
    "Council Intrigue (CC12) leaves Court slot 4: buried (the bottom of the Court deck); its agents move onto the Imperial Council; Skirmishers (CC05) is drawn into the slot (BR p.18)",
  ]);
  expect(refusal(done, cmd)).toBe("these Court removals were already carried out");
  // The Blight's carrying out is its own: the Court's mark does not set it.
  expect(done.campaign!.lastCrises!.blightCarriedOut).toBeUndefined();
});

test("BR p.14: the Council's Crises are carried out by its securer; no Court removal, nothing to carry out; no Crises, refused", () => {
  const s = resolved(ROW, true);
  expect(refusal(s, { type: "carryOutCourt", player: s.initiative === "Blue" ? "Red" : s.initiative, court: ROW, deck: DECK } as Command)).toBe("only Blue, who resolves the Crises, carries out the Court Crises (BR p.18)");
  expect(run(s, { type: "carryOutCourt", player: "Blue", court: ROW, deck: DECK } as Command).campaign!.lastCrises!.courtCarriedOut).toHaveLength(3);
  const quiet = [{ card: "AID01" }, { card: "CC01" }, { card: "CC11" }];
  const q = resolved(quiet);
  expect(refusal(q, { type: "carryOutCourt", player: q.initiative, court: quiet, deck: DECK } as Command)).toBe("no Court Crisis removes its card: nothing to carry out");
  const before = crisesDue();
  expect(refusal(before, { type: "carryOutCourt", player: before.initiative, court: ROW, deck: DECK } as Command)).toBe("first resolve the Crises: send the map (BR p.18)");
});

test("Fate-set Vox cards: Warden's card scraps itself and its agents; Partisan's shuffles itself into the deck", () => {
  const s = crisesDue();
  const row = [{ card: "AID01" }, { card: "F1613" }, { card: "F620", attached: "CC11" }];
  const court = crisesFor(s, { systems: [] }, "arrow", 5, row).court;
  expect(courtRemovals(court, row, ["CC01"])).toEqual([
    { card: "F1613", slot: 1, to: "scrap", agents: "scrap", refill: "CC01" },
    { card: "F620", slot: 2, to: "shuffle", agents: "slide", slidesDown: "CC11" },
  ]);
});

test("Passage Storms (F2206, seed 003) 'Crisis: Hit each piece in the Twisted Passage. Place this under the top card of the Court deck.': it leaves under the deck's top card, so the slot refills with that top card and Passage Storms is drawn next; with the deck empty it is drawn again", () => {
  const text = fateText("F2206").find((p) => p.startsWith("**Crisis:**"))!;
  expect(text).toBe("**Crisis:** Hit each piece in the Twisted Passage. Place this under the top card of the Court deck.");
  expect(crisisExit(text)).toBe("underTop");
  const s = crisesDue();
  const row = [{ card: "AID01" }, { card: "F2206" }, { card: "CC13" }];
  const court = crisesFor(s, { systems: [] }, "arrow", 5, row).court;
  // BR p.18: Diplomatic Fiasco (Bury this card) after it, left to right: the deck's top is now Passage Storms.
  expect(courtRemovals(court, row, ["CC01", "CC02"])).toEqual([
    { card: "F2206", slot: 1, to: "underTop", agents: "return", refill: "CC01" },
    { card: "CC13", slot: 2, to: "bury", agents: "return", refill: "F2206" },
  ]);
  const alone = [{ card: "AID01" }, { card: "F2206" }];
  expect(courtRemovals(crisesFor(s, { systems: [] }, "arrow", 5, alone).court, alone, [])).toEqual([{ card: "F2206", slot: 1, to: "underTop", agents: "return", refill: "F2206" }]);
});
