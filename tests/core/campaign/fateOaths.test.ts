/**
 * The Lore that forbids its holder an ambition (src/core/campaign/fates/oaths.ts), read in the
 * holder's play area as the table sends it (a declare's or a Govern's `playArea`, the scoring
 * snapshot's `cards`). Card texts: seed 003's card reference (F1502, F1802, F1902, F2003).
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import { blankPlayer, refusal, run, snapshot } from "../game/helpers";
import { atEdicts, atScoring, redLeadsToDeclare, withFates } from "./oathFixtures";

const campaign = (s: GameState) => s.campaign as CampaignState;

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

describe("F504 Stone-Speakers (seed 003): '...you may end your turn immediately. If you do, take any Golems from Rivals, then roll the event die and resolve Crises if you roll it. (Don't resolve Edicts.)'", () => {
  const STONE = "Stone-Speakers (F504)";
  test("its holder's declare (by the lead or a card's power) goes through and leaves the turn to them: the option is the card's button", () => {
    const s = redLeadsToDeclare("tycoon", false);
    const after = run(s, declare(s, "tycoon", ["F502", "F504"]));
    expect(declared(after, "tycoon")).toBe(true);
    expect(after.round?.turn).toBe(s.round?.turn);
    expect(after.round?.declaredBy).toBe(s.initiative);
    const byCard = run(s, { ...declare(s, "tycoon", ["F504"], "declareByCard"), card: "BC27" } as Command);
    expect(byCard.round?.declaredBy).toBe(s.initiative);
    expect(refusal(s, declare(s, "keeper", ["F1902", "F504"]))).toBe("Ire of the Keepers (F1902): you cannot declare Keeper");
  });

  const stone = (s: GameState, player = s.initiative, playArea = ["F504"]) => ({ type: "stoneSpeakers", player, playArea, golems: 2 }) as Command;
  const roll = (s: GameState, event: string) => ({ type: "rollEventDice", player: s.initiative, event, planet: "arrow", cluster: 2 }) as Command;
  const declaredWith = () => {
    const s = redLeadsToDeclare("tycoon", false);
    return { before: s, s: run(s, declare(s, "tycoon", ["F504"])) };
  };

  test("refused in the game's words, the state untouched: not its holder, not their turn, no declare this turn", () => {
    const { before, s } = declaredWith();
    const rival = s.round!.order[1];
    expect(refusal(s, stone(s, s.initiative, ["F502"]))).toBe(`${s.initiative} holds no ${STONE}`);
    expect(refusal(s, stone(s, rival))).toBe(`it is ${s.initiative}'s turn, not ${rival}'s`);
    expect(refusal(before, stone(before))).toBe(`${STONE}: ${s.initiative} declared no ambition this turn`);
  });

  test("a turn whose end ends a round with an Event played (BR p.13) is refused: one event phase at a time, End turn does it", () => {
    const { s } = declaredWith();
    const rival = s.round!.order[1];
    const last = { ...s, round: { ...s.round!, order: [s.initiative] }, campaign: { ...campaign(s), round: { number: s.round!.number, eventsBy: [rival] } } } as GameState;
    expect(refusal(last, stone(last))).toBe(`${STONE}: the round's event comes first (End turn)`);
    expect(campaign(run(last, { type: "endTurn", player: s.initiative } as Command)).eventPhase).toEqual({ player: s.initiative, step: "summit" });
  });

  test("its holder's press ends the turn with the Golems taken from Rivals and waits for their roll of the event die (BR p.13's dice); nothing else goes on meanwhile", () => {
    const { s } = declaredWith();
    const after = run(s, stone(s));
    expect(after.round!.turn).toBe(s.round!.turn + 1);
    expect(campaign(after).eventPhase).toEqual({ player: s.initiative, step: "roll", stone: true });
    expect(after.events[after.events.length - 1].text).toBe(`${s.initiative} takes 2 Golem(s) from Rivals, rolls for Crises (${STONE})`);
    const next = after.round!.order[after.round!.turn];
    expect(refusal(after, { type: "endTurn", player: next } as Command)).toBe(`first resolve the event: ${s.initiative} rolls the event and number dice (BR p.13)`);
  });

  test("the Edict symbol: nothing (Don't resolve Edicts); the Crisis symbol: the Crises step (BR p.18) with that roll, then play goes on", () => {
    const { s } = declaredWith();
    const after = run(s, stone(s));
    const edict = run(after, roll(s, "edict"));
    expect(campaign(edict).edictQueue).toBeUndefined();
    expect(campaign(edict).crisesDue).toBeUndefined();
    expect(campaign(edict).eventPhase).toBeUndefined();
    expect(edict.events[edict.events.length - 1].text).toBe(`${s.initiative} rolls the Edict symbol (arrow, cluster 2): no Edicts (${STONE})`);
    const crisis = run(after, roll(s, "crisis"));
    expect(campaign(crisis).crisesDue).toBe(true);
    expect(crisis.events[crisis.events.length - 1].text).toBe(`${s.initiative} rolls the Crisis symbol (arrow, cluster 2): resolve Crises (BR p.18)`);
    const resolved = run(crisis, { type: "resolveCrises", map: { systems: [] }, court: [], players: s.seats.map((colour) => ({ colour, agents: 3, blight: 0 })) } as unknown as Command);
    expect(campaign(resolved).crisesDue).toBeUndefined();
    expect(campaign(resolved).lastCrises!.dice).toMatchObject({ symbol: "arrow", cluster: 2 });
    const next = resolved.round!.order[resolved.round!.turn];
    expect(refusal(resolved, { type: "endTurn", player: next } as Command)).toContain("must play a card");
  });
});

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
    expect(lines[lines.length - 1]).toMatch(/^return the ambition markers/);
    expect(vow.lastScoring!.keepCaptives).toBeUndefined();
  });

  test("F1802 'When returning Captives, you keep 1 Captive for each Bunker on the map': the Bunkers the score's map shows, for the cleanup (Tyrant scored: Captives returned, p.19)", () => {
    const s = atScoring(["tyrant"]);
    const snap = snapshot([blankPlayer("Red", { captives: 3, citiesOnBoard: 5, cards: ["F1802"] }), blankPlayer("Blue", { captives: 1, citiesOnBoard: 5 }), blankPlayer("Yellow", { citiesOnBoard: 5 })]);
    const map = { systems: [], fateTokens: [{ system: "1.2", token: "Bunker" }, { system: "2.2", token: "Bunker" }, { system: "2.2", token: "Banner" }] };
    const vow = run(s, { type: "score", snapshot: snap, map } as Command);
    expect(vow.lastScoring!.returnCaptives).toBe(true);
    expect(vow.lastScoring!.keepCaptives).toEqual([{ player: "Red", captives: 2 }]);
    expect(vow.lastScoring!.instructions).toContain("Red keeps 1 Captive for each Bunker on the map (Vow of Survival (F1802)): 2");
    const plain = run(s, { type: "score", snapshot: snapshot([blankPlayer("Red", { captives: 3, citiesOnBoard: 5 }), blankPlayer("Blue", { captives: 1, citiesOnBoard: 5 }), blankPlayer("Yellow", { citiesOnBoard: 5 })]), map } as Command);
    expect(plain.lastScoring!.keepCaptives).toBeUndefined();
  });
});

describe("F1502 at Govern the Imperial Reach (BR p.20): 'You cannot change Imperial Policy to War or enforce Imperial War Policy'", () => {
  const govern = (more: object) => ({ type: "govern", player: "Red", ...more }) as Command;

  test("the Peacekeeper as First Regent cannot replace the Policy with War, nor enforce War: only change it", () => {
    expect(refusal(atEdicts("peace"), govern({ replaceWith: "war", playArea: ["F1502"] }))).toBe("Oath of Peace (F1502): you cannot change Imperial Policy to War");
    expect(campaign(run(atEdicts("peace"), govern({ replaceWith: "war" }))).policy).toBe("war");
    const war = atEdicts("war");
    expect(refusal(war, govern({ demands: [], playArea: ["F1502"] }))).toBe("Oath of Peace (F1502): you cannot enforce Imperial War Policy");
    expect(campaign(run(war, govern({ replaceWith: "peace", playArea: ["F1502"] }))).policy).toBe("peace");
  });
});
