/**
 * The campaign's reprints of base Vox cards (seed 003 card texts: CC11 Populist Demands, CC14 Song of
 * Freedom, F411 Guild Struggle, F613/F614 Outrage Spreads, F717/F718 Mass Uprising): their When Secured
 * is the base card's (base rulebook p.13: resolved before the refill), so securing one waits for the
 * securer's answer as the base card does (court/whenSecured.ts); the card then goes where ITS text
 * says (BR p.27: "Bury" is the bottom of the Court deck). The campaign hands them in (courtCards.ts).
 */
import type { GameState } from "../../../src/core/game/types";
import type { SecureState } from "../../../src/core/court/machine";
import type { TableState } from "../../../src/core/court/types";
import { campaignBattleState } from "../../../tools/bench/campaignBattleScenario";
import { answeredVox, campaignTable, fateText, securedVox, voxAnswer } from "./campaignCourtCards";
import { campaignCourtCards } from "../../../src/core/campaign/courtCards";
import { courtCard } from "../../../src/core/data/court";
import { campaignCourtCard } from "../../../src/core/data/campaign/campaignCourt";
import { whenSecuredParagraph } from "../../../src/core/data/prose";
import { ransack } from "../../../src/core/court/court";
import { defectText, earliestOutlaw, replaceImperial } from "../../../src/core/campaign/fates/defectors";
import type { CampaignState } from "../../../src/core/campaign/types";

const cardText = (id: string) => (id.startsWith("CC") ? campaignCourtCard(id)!.text : fateText(id));

const answered = (s: GameState, t: TableState, a: object): { table: TableState; effects: unknown[] } => answeredVox(s, t, a);

test("seed 003: the reprints' When Secured is their base card's text (BC26-BC31), 'Bury' for 'Discard' and CC14's Free city aside", () => {
  const same = (id: string, base: string, edit: (s: string) => string = (x) => x) =>
    expect(edit(whenSecuredParagraph(cardText(id))!)).toBe(whenSecuredParagraph(courtCard(base)!.text));
  same("F613", "BC28");
  same("F614", "BC28");
  same("F717", "BC26");
  same("F718", "BC26");
  same("F411", "BC30", (s) => s.replace("Bury Guild Struggle.", "Discard Guild Struggle."));
  same("CC11", "BC27", (s) => s.replace("Bury this card.", "Discard this card."));
  same("F1206", "BC31");
  // CC14: "replace any Loyal or Rival city you control with a Free city": the city still leaves for its board (base p.22 Replace).
  expect(whenSecuredParagraph(cardText("CC14"))).toContain("with a Free city. If you do, you may seize the initiative. Shuffle this card into the Court deck.");
  const kinds: { [id: string]: string } = { F613: "outrageSpreads", F614: "outrageSpreads", F717: "massUprising", F718: "massUprising", F411: "guildStruggle", CC11: "populistDemands", CC14: "songOfFreedom", F1206: "callToAction" };
  for (const id of Object.keys(kinds)) expect(campaignCourtCards(id)!.whenSecured).toBe(kinds[id]);
  // Not reprints: its When Secured stays the players' (Council Intrigue).
  for (const id of ["CC12"]) expect(campaignCourtCards(id)!.whenSecured).toBeUndefined();
});

test("base p.13 with seed 003 F717 Mass Uprising: secured, it waits for Red's cluster; Blue cannot answer; answered, Red places in cluster 2, the card is discarded, then the slot refills", () => {
  const { s, t } = securedVox("F717");
  const sec = s.secure as SecureState;
  expect(sec.step).toBe("whenSecured");
  expect(sec.prompt).toBe("choose a cluster: 1 ship in each of its systems");
  expect(t.pending).toEqual({ card: "F717", colour: "Red", slot: 1, prompt: sec.prompt });
  // The card waits: neither refilled nor discarded yet.
  expect(t.court.row[1]).toEqual({ agents: {} });
  expect(t.court.discard).toEqual([]);
  const blue = voxAnswer(s, t, { cluster: 2 }, "Blue");
  expect(blue.ok).toBe(false);
  expect(!blue.ok && blue.reason).toContain("makes this choice, not you");
  expect(voxAnswer(s, t, { cluster: 7 }).ok).toBe(false);
  const done = answered(s, t, { cluster: 2 });
  expect(done.effects).toEqual([{ kind: "placeShipsInCluster", colour: "Red", cluster: 2 }]);
  expect(done.table.court.discard).toEqual(["F717"]);
  expect(done.table.court.row[1]).toEqual({ card: "CC05", agents: {} });
});

test("seed 003 CC11 Populist Demands: Red may declare; 'Bury this card.': it goes to the bottom of the Court deck before the refill", () => {
  const { s, t } = securedVox("CC11");
  expect((s.secure as SecureState).prompt).toBe("you may declare any ambition (with an Available marker)");
  const done = answered(s, t, { ambition: "tycoon" });
  expect(done.effects).toEqual([{ kind: "declareAmbition", colour: "Red", ambition: "tycoon" }]);
  expect(done.table.court.row[1]).toEqual({ card: "CC05", agents: {} });
  expect(done.table.court.deck).toEqual(["CC06", "CC11"]);
  expect(done.table.court.discard).toEqual([]);
  // Declined: buried all the same.
  expect(answered(s, t, {}).table.court.deck).toEqual(["CC06", "CC11"]);
});

test("seed 003 F613 Outrage Spreads: each player Provokes the chosen Outrage; 'Discard this card.'", () => {
  const { s, t } = securedVox("F613");
  const done = answered(s, t, { outrageType: "fuel" });
  expect(done.table.court.discard).toEqual(["F613"]);
  for (const p of done.table.players) expect(p.outrage).toContain("fuel");
  expect(voxAnswer(s, t, { outrageType: "gold" }).ok).toBe(false);
});

test("seed 003 F411 Guild Struggle: Red steals a Rival's Guild card, the Court discard's Guild cards (campaign ones too) shuffle into the deck, then 'Bury Guild Struggle.' puts it under them", () => {
  const { s, t } = securedVox("F411", (c) => void (c.court.discard = ["CC03", "F205"]));
  t.players[1].guildCards = ["CC04"];
  // The table shuffles: the deck after the shuffle comes in, top first.
  const done = answered(s, t, { steal: { from: "Blue", card: "CC04" }, deckOrder: ["CC03", "CC05", "CC06"] });
  expect(done.table.players[0].guildCards).toEqual(["CC04"]);
  expect(done.table.players[1].guildCards).toEqual([]);
  expect(done.table.court.discard).toEqual(["F205"]);
  expect(done.table.court.row[1]).toEqual({ card: "CC03", agents: {} });
  expect(done.table.court.deck).toEqual(["CC05", "CC06", "F411"]);
  // The shuffle must hold the discarded Guild card.
  expect(voxAnswer(s, t, { deckOrder: ["CC05", "CC06"] }).ok).toBe(false);
});

test("seed 003 CC14 Song of Freedom: Red's city returns to its board (a Free city takes its place at the table), Red may seize, the card shuffles into the Court deck", () => {
  const { s, t } = securedVox("CC14");
  t.players[0].citiesOnBoard = 3;
  const done = answered(s, t, { returnCity: { owner: "Red", system: "2.1" }, seize: true, deckOrder: ["CC06", "CC14", "CC05"] });
  expect(done.effects).toEqual([
    { kind: "returnCity", colour: "Red", owner: "Red", system: "2.1" },
    { kind: "seizeInitiative", colour: "Red" },
  ]);
  expect(done.table.players[0].citiesOnBoard).toBe(4);
  expect(done.table.court.row[1]).toEqual({ card: "CC06", agents: {} });
  expect(done.table.court.deck).toEqual(["CC14", "CC05"]);
});

test("base p.16 with BR p.27: a ransacked reprint's When Secured is still told to the destroyer (no prompt in a battle), the card going where its text says", () => {
  const court = campaignTable([{ card: "F717", agents: { Blue: 1 } }, { card: "CC11", agents: {} }, { card: "F202", agents: {} }, { card: "CC02", agents: {} }]);
  const r = ransack(court, "Red", "Blue", 0, campaignCourtCards);
  if (!r.ok) throw new Error(r.reason);
  expect(r.value.prompt).toBeUndefined();
  expect(r.value.effects).toEqual([{ kind: "resolveWhenSecured", colour: "Red", card: "F717", to: "discard" }]);
});

test("seed 003 F1206 Call to Action: as BC31, secured it draws the action discard's bottom card for its securer (the game's draw) and is discarded, no choice asked", () => {
  const { s, t } = securedVox("F1206");
  const sec = s.secure as SecureState;
  expect(sec.step).toBe("done");
  expect(sec.last.kind === "secured" && sec.last.outcome.effects).toEqual([{ kind: "drawBottomActionCard", colour: "Red" }]);
  expect(t.court.discard).toEqual(["F1206"]);
  expect(t.court.row[1]).toEqual({ card: "CC05", agents: {} });
});

describe("seed 003 F710/F711/F715/F716 Imperial Defectors' When Secured: 'You may discard this card or resolve the Crisis in a cluster of your choice.'", () => {
  test("secured, it waits for its securer: no cluster discards it (the Court discard); a cluster is the table's to resolve the Crisis in and the card is buried as the Crisis says", () => {
    for (const id of ["F710", "F711", "F715", "F716"]) expect(campaignCourtCards(id)!.whenSecured).toBe("inCluster");
    const { s, t } = securedVox("F715");
    expect((s.secure as SecureState).prompt).toBe("choose a cluster (or decline, if it may)");
    const declined = answered(s, t, {});
    expect(declined.effects).toEqual([]);
    expect(declined.table.court.discard).toEqual(["F715"]);
    expect(declined.table.court.row[1]).toEqual({ card: "CC05", agents: {} });
    const resolved = answered(s, t, { cluster: 4 });
    expect(resolved.effects).toEqual([{ kind: "resolveInCluster", colour: "Red", card: "F715", cluster: 4 }]);
    expect(resolved.table.court.discard).toEqual([]);
    expect(resolved.table.court.deck).toEqual(["CC06", "F715"]);
    expect(voxAnswer(s, t, { cluster: 0 }).ok).toBe(false);
    expect(voxAnswer(s, t, { cluster: 4 }, "Blue").ok).toBe(false);
  });

  test("'resolve the Crisis': the Outlaw earliest in turn order from the initiative (base p.22), not the securer, replaces the cluster's Imperial ships, fresh before damaged, as many as their supply holds (seed 002 FAQ Replace)", () => {
    const base = campaignBattleState();
    const c = base.campaign as CampaignState;
    // Blue holds the initiative: Blue, Yellow, White, Red; Yellow and Red are Outlaws.
    const s = { ...base, initiative: "Blue", campaign: { ...c, players: c.players.map((p) => (p.colour === "Yellow" || p.colour === "Red" ? { ...p, title: "outlaw" as const } : { ...p, title: "regent" as const })) } } as GameState;
    expect(s.seats).toEqual(["Red", "Blue", "Yellow", "White"]);
    expect(earliestOutlaw(s)).toBe("Yellow");
    const noOutlaw = { ...s, campaign: { ...c, players: c.players.map((p) => ({ ...p, title: "regent" as const })) } } as GameState;
    expect(earliestOutlaw(noOutlaw)).toBeUndefined();
    const here = [{ system: "4.0", fresh: 1, damaged: 2 }, { system: "4.1", fresh: 0, damaged: 0 }, { system: "4.2", fresh: 2, damaged: 0 }];
    const done = replaceImperial(here, 4);
    expect(done).toEqual([{ system: "4.0", fresh: 1, damaged: 2 }, { system: "4.2", fresh: 1, damaged: 0 }]);
    expect(here.map((h) => h.fresh + h.damaged)).toEqual([0, 0, 1]);
    expect(defectText(here, done, 4)).toBe("replaces 4 Imperial ships in cluster 4 (2 damaged); 1 stay (no ship left in supply)");
  });
});

describe("seed 003 CC15/F1311 Blight Looms ('You may destroy all damaged Blight in a cluster with Loyal pieces. Bury this card.') and F1310 Blight Panic ('Destroy all damaged Blight in a cluster with Loyal pieces, taking them as Trophies. Bury this card.')", () => {
  test("secured, each waits for its securer's cluster (the table offers only clusters with their Loyal pieces, base p.13); chosen or declined, the card is buried", () => {
    for (const id of ["CC15", "F1311", "F1310"]) {
      expect(campaignCourtCards(id)!.whenSecured).toBe("inCluster");
      const { s, t } = securedVox(id);
      expect((s.secure as SecureState).prompt).toBe("choose a cluster (or decline, if it may)");
      const chosen = answered(s, t, { cluster: 2 });
      expect(chosen.effects).toEqual([{ kind: "resolveInCluster", colour: "Red", card: id, cluster: 2 }]);
      expect(chosen.table.court.deck).toEqual(["CC06", id]);
      expect(answered(s, t, {}).table.court.deck).toEqual(["CC06", id]);
      expect(voxAnswer(s, t, { cluster: 7 }).ok).toBe(false);
    }
  });
});

describe("seed 003 F1009/F1010 Against Hegemony: 'When Secured: You may take any Banners you control as Trophies. Discard this card.'", () => {
  test("base p.13: secured, it waits for its securer's answer (take or decline; the table moves the Banners, fates/banners.ts); Blue cannot answer; either way the card is discarded, then the slot refills", () => {
    for (const id of ["F1009", "F1010"]) {
      expect(fateText(id)).toContain("**When Secured:** You may take any Banners you control as Trophies. Discard this card.");
      expect(campaignCourtCards(id)).toEqual({ kind: "vox", whenSecuredTo: "discard", whenSecured: "takeBanners" });
      const { s, t } = securedVox(id);
      expect((s.secure as SecureState).prompt).toBe("you may take the Banners you control as Trophies");
      expect(t.court.discard).toEqual([]);
      const blue = voxAnswer(s, t, { banners: true }, "Blue");
      expect(!blue.ok && blue.reason).toContain("makes this choice, not you");
      for (const a of [{ banners: true }, {}]) {
        const done = answered(s, t, a);
        expect(done.effects).toEqual([]);
        expect(done.table.court.discard).toEqual([id]);
        expect(done.table.court.row[1]).toEqual({ card: "CC05", agents: {} });
      }
    }
  });
});

describe("seed 003 F1209/F1210 Rumors Spread: 'When Secured: You may place an agent on a Rumor token in a system with Loyal pieces. Discard this card.'", () => {
  test("base p.13: secured, it waits for its securer's answer (a Rumor's system or decline; the table places the agent, tts/court/vox.ts); Blue cannot answer; either way the card is discarded, then the slot refills", () => {
    for (const id of ["F1209", "F1210"]) {
      expect(fateText(id)).toContain("**When Secured:** You may place an agent on a Rumor token in a system with Loyal pieces. Discard this card.");
      expect(campaignCourtCards(id)).toEqual({ kind: "vox", whenSecuredTo: "discard", whenSecured: "rumorAgent" });
      const { s, t } = securedVox(id);
      expect((s.secure as SecureState).prompt).toBe("you may put an agent on a Rumor where you have pieces");
      expect(t.court.discard).toEqual([]);
      const blue = voxAnswer(s, t, { rumor: "2.1" }, "Blue");
      expect(!blue.ok && blue.reason).toContain("makes this choice, not you");
      for (const a of [{ rumor: "2.1" }, {}]) {
        const done = answered(s, t, a);
        expect(done.effects).toEqual([]);
        expect(done.table.court.discard).toEqual([id]);
        expect(done.table.court.row[1]).toEqual({ card: "CC05", agents: {} });
      }
    }
  });
});
