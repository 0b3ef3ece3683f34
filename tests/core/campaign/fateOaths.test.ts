/**
 * The Lore that forbids its holder an ambition (src/core/campaign/fates/oaths.ts), read in the
 * holder's play area as the table sends it (a declare's or a Govern's `playArea`, the scoring
 * snapshot's `cards`). Card texts: seed 003's card reference (F1502, F1802, F1902, F2003).
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { initialState } from "../../../src/core/game/engine";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { startEdicts } from "../../../src/core/campaign/edicts";
import type { CampaignRecord, CampaignState } from "../../../src/core/campaign/types";
import { blankPlayer, refusal, run, snapshot } from "../game/helpers";
import { actionCard } from "../../../src/core/data/actionCards";
import { startCampaign } from "./fixtures";

const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
const campaign = (s: GameState) => s.campaign as CampaignState;
const withFates = (s: GameState, fates: { [colour: string]: string }): GameState =>
  ({ ...s, campaign: { ...campaign(s), players: campaign(s).players.map((p) => ({ ...p, fate: fates[p.colour] ?? p.fate })) } }) as GameState;

/** Red (the Peacekeeper unless told) has led a card that declares `ambition` (base p.9: declare with the lead card). */
function redLeadsToDeclare(ambition: string, peacekeeper = true): GameState {
  let s = startCampaign({
    type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"],
  });
  s = run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
  const lead = s.initiative as Colour;
  const holder = s.players.find((p) => p.hand.some((id) => actionCard(id)?.declares === ambition))!;
  const card = holder.hand.find((id) => actionCard(id)?.declares === ambition)!;
  const given = s.players.find((p) => p.colour === lead)!.hand[0];
  const players = s.players.map((p) =>
    p.colour === holder.colour && p.colour === lead ? p
      : p.colour === lead ? { ...p, hand: [card].concat(p.hand.slice(1)) } : p.colour === holder.colour ? { ...p, hand: p.hand.map((id) => (id === card ? given : id)) } : p,
  );
  s = run({ ...s, players }, { type: "lead", player: lead, card } as Command);
  return peacekeeper ? withFates(s, { [lead]: "FATE15" }) : s;
}
const declare = (s: GameState, ambition: string, playArea?: string[], type = "declare") =>
  ({ type, player: s.initiative, ambition, ...(playArea === undefined ? {} : { playArea }) }) as Command;
const declared = (s: GameState, ambition: string) => s.markers.some((m) => m.at === ambition);

describe("'You cannot declare ...' (seed 003 F1502, F1802, F1902, F2003)", () => {
  test.each([
    ["warlord", "F1502", "Oath of Peace (F1502): you cannot declare Warlord"],
    ["tyrant", "F1802", "Vow of Survival (F1802): you cannot declare Tyrant"],
    ["keeper", "F1902", "Ire of the Keepers (F1902): you cannot declare Keeper"],
    ["tycoon", "F2003", "Ire of the Tycoons (F2003): you cannot declare Tycoon"],
  ])("%s: %s in the declarer's play area refuses it in the game's words; the other cards, or none, do not", (ambition, card, words) => {
    const s = redLeadsToDeclare(ambition);
    expect(refusal(s, declare(s, ambition, [card]))).toBe(words);
    expect(declared(run(s, declare(s, ambition)), ambition)).toBe(true);
    const others = ["F1502", "F1802", "F1902", "F2003", "F322"].filter((id) => id !== card);
    expect(declared(run(s, declare(s, ambition, others)), ambition)).toBe(true);
  });

  test("F1502 'Scrap this if you're not the Peacekeeper': a holder who is not the Peacekeeper is not bound by it", () => {
    const s = redLeadsToDeclare("warlord", false);
    expect(declared(run(s, declare(s, "warlord", ["F1502"])), "warlord")).toBe(true);
  });

  test("a declare by a card's power (Populist Demands BC27 'you may declare any ambition') is a declare too", () => {
    const s = redLeadsToDeclare("keeper");
    expect(refusal(s, { ...declare(s, "keeper", ["F1902"], "declareByCard"), card: "BC27" } as Command)).toBe("Ire of the Keepers (F1902): you cannot declare Keeper");
  });
});

/** Act II at its first chapter's end, markers on `ambitions`; Red the Peacekeeper (FATE15). */
function atScoring(ambitions: string[]): GameState {
  const record: CampaignRecord = {
    version: 2, nextAct: "II", seats: SEATS, initiative: "Red", booklet: ["AID04", "AID03", "AID05"], policy: "peace",
    rulesBooklet: { edicts: [["AID04", "AID03", "AID05"]], laws: [] },
    players: SEATS.map((colour, i) => ({ colour, fate: ["FATE15", "FATE13", "FATE11"][i], power: 3, title: "regent" as const, favors: [] })),
  };
  let s = run(initialState(), { type: "startAct", record, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id) } as Command);
  s = run(s, ...SEATS.map((colour) => ({ type: "setObjective", player: colour, space: 20 }) as Command));
  const markers = s.markers.map((m, i) => (i < ambitions.length ? { ...m, at: ambitions[i] as never } : m));
  return { ...s, round: undefined, phase: "scoring", markers, players: s.players.map((p) => ({ ...p, hand: [] })) };
}

const award = (s: GameState, ambition: string) => s.lastScoring!.ambitions.filter((a) => a.ambition === ambition)[0].awards.map((a) => `${a.player} +${a.power}`);
const powers = (s: GameState) => s.players.map((p) => p.power);
const none = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };

describe("In scoring, the holder's Power (seed 003 F1502, F2003, F1802)", () => {
  // Red 3 Trophies and 2 Material, Blue 1 Trophy and 1 Material; Red's 5 cities are still on the board (no bonus).
  const snap = (red: string[], blue: string[] = []) => snapshot([
    blankPlayer("Red", { trophies: 3, resources: { ...none, material: 2 }, citiesOnBoard: 5, cards: red }),
    blankPlayer("Blue", { trophies: 1, resources: { ...none, material: 1 }, citiesOnBoard: 5, cards: blue }),
    blankPlayer("Yellow", { citiesOnBoard: 5 }),
  ]);

  test("F1502 'You cannot ... gain Power from scoring [Warlord]. (You can still prevent Rivals from scoring.)': Red wins it for no Power, Blue keeps second place", () => {
    const s = atScoring(["warlord"]);
    const plain = run(s, { type: "score", snapshot: snap([]) } as Command);
    const [first, second] = award(plain, "warlord").map((a) => Number(a.split("+")[1]));
    expect(award(plain, "warlord")).toEqual([`Red +${first}`, `Blue +${second}`]);
    const oath = run(s, { type: "score", snapshot: snap(["F1502"]) } as Command);
    expect(award(oath, "warlord")).toEqual(["Red +0", `Blue +${second}`]);
    expect(powers(oath)).toEqual([3, 3 + second, 3]);
    expect(oath.lastScoring!.gains[0]).toEqual({ player: "Red", power: 0 });
    expect(oath.lastScoring!.ambitions[0].awards[0].reason).toContain("Oath of Peace (F1502): no Power from scoring Warlord");
    // Not the Peacekeeper: the card is scrapped, not obeyed.
    const other = run(withFates(s, { Red: "FATE13", Blue: "FATE15" }), { type: "score", snapshot: snap(["F1502"]) } as Command);
    expect(award(other, "warlord")).toEqual([`Red +${first}`, `Blue +${second}`]);
  });

  test("F2003 'You cannot declare Tycoon or gain Power from scoring it': first or second place gains nothing; another ambition is paid", () => {
    const s = atScoring(["tycoon", "warlord"]);
    const plain = run(s, { type: "score", snapshot: snap([]) } as Command);
    const ire = run(s, { type: "score", snapshot: snap([], ["F2003"]) } as Command);
    expect(award(ire, "tycoon")).toEqual([award(plain, "tycoon")[0], "Blue +0"]);
    expect(award(ire, "warlord")).toEqual(award(plain, "warlord"));
    expect(powers(ire)[1]).toBe(powers(plain)[1] - Number(award(plain, "tycoon")[1].split("+")[1]));
  });

  test("F1802 'In scoring, when you win any ambition, you only gain Power for second place' (no bonus city Power); 'When returning Captives, you keep 1 Captive for each Bunker on the map' is said in the cleanup", () => {
    const s = atScoring(["warlord", "tyrant"]);
    const bonus = snapshot([
      blankPlayer("Red", { trophies: 3, citiesOnBoard: 2, cards: ["F1802"] }),
      blankPlayer("Blue", { trophies: 1, captives: 1, citiesOnBoard: 5 }),
      blankPlayer("Yellow", { citiesOnBoard: 5 }),
    ]);
    const vow = run(s, { type: "score", snapshot: bonus } as Command);
    const warlord = vow.lastScoring!.ambitions.filter((a) => a.ambition === "warlord")[0];
    expect(warlord.awards[0]).toMatchObject({ player: "Red", place: "first", power: warlord.secondPower, bonus: 0 });
    expect(warlord.awards[0].reason).toContain("Vow of Survival (F1802): you only gain Power for second place");
    expect(warlord.awards[1]).toMatchObject({ player: "Blue", place: "second", power: warlord.secondPower });
    expect(powers(vow)[0]).toBe(3 + warlord.secondPower);
    const lines = vow.lastScoring!.instructions;
    expect(lines).toContain("Red keeps 1 Captive for each Bunker on the map (Vow of Survival (F1802))");
    expect(lines[lines.length - 1]).toMatch(/^return all ambition markers/);
  });
});

describe("F1502 at Govern the Imperial Reach (BR p.20): 'You cannot change Imperial Policy to War or enforce Imperial War Policy'", () => {
  /** Act I at its Edicts with `policy` on top; Red, the First Regent, is the Peacekeeper. */
  function atEdicts(policy: "peace" | "war"): GameState {
    const s = startCampaign({
      type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
      governOrder: policy === "war" ? ["AID03", "AID04", "AID05"] : ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"],
    });
    const c = { ...campaign(withFates(s, { Red: "FATE15" })), firstRegent: "Red" as Colour };
    startEdicts(c);
    return { ...s, campaign: c };
  }
  const govern = (more: object) => ({ type: "govern", player: "Red", ...more }) as Command;

  test("the Peacekeeper as First Regent cannot replace the Policy with War, nor enforce War: only change it", () => {
    expect(refusal(atEdicts("peace"), govern({ replaceWith: "war", playArea: ["F1502"] }))).toBe("Oath of Peace (F1502): you cannot change Imperial Policy to War");
    expect(campaign(run(atEdicts("peace"), govern({ replaceWith: "war" }))).policy).toBe("war");
    const war = atEdicts("war");
    expect(refusal(war, govern({ demands: [], playArea: ["F1502"] }))).toBe("Oath of Peace (F1502): you cannot enforce Imperial War Policy: change the Policy");
    expect(campaign(run(war, govern({ replaceWith: "peace", playArea: ["F1502"] }))).policy).toBe("peace");
  });
});
