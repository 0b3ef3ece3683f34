/** Chapter end: scoring (p.18), cleanup and flip (p.19 step 2), game end (step 3), next deal (step 4). */
import type { Ambition, Colour } from "../../../src/core/data/vocabulary";
import { actionDeckFor } from "../../../src/core/data/actionCards";
import { ambitionCounts, scoreAmbition, scoreChapter, reportLines, snapshotRefusal } from "../../../src/core/game/scoring";
import { gameInPlay, passUntilScoring, withMarkers } from "../../../tools/bench/courtScoringHandlers";
import type { GameState, ScoringSnapshot } from "../../../src/core/game/types";
import { blankPlayer, hand, power, refusal, run, snapshot, startGame } from "./helpers";

const THREE: Colour[] = ["Red", "Blue", "Yellow"];

/** A game at chapter end (everyone passed) with the given markers placed (test setup). */
function scoringState(
  seats: Colour[],
  markers: { id: string; at: Ambition; flipped?: boolean }[],
  extra: (s: GameState) => void = () => {},
): GameState {
  const n = seats.length;
  const deck = actionDeckFor(n);
  let s = startGame({ seats, hands: seats.map((_, i) => deck.slice(i * 6, i * 6 + 6)) });
  for (const c of seats) s = run(s, { type: "pass", player: c });
  expect(s.phase).toBe("scoring");
  expect(s.initiative).toBe(seats[0]); // the last pass hands the marker on to the first passer
  const copy: GameState = JSON.parse(JSON.stringify(s));
  for (const m of markers) {
    const target = copy.markers.find((x) => x.id === m.id)!;
    target.at = m.at;
    if (m.flipped !== undefined) target.flipped = m.flipped;
  }
  extra(copy);
  return copy;
}

function gains(s: GameState, snap: ScoringSnapshot): Record<string, number> {
  const r = scoreChapter(s, snap);
  if (!r.ok) throw new Error(r.reason);
  const out: Record<string, number> = {};
  for (const g of r.value.gains) out[g.player] = g.power;
  return out;
}

describe("Step 1: score ambitions (p.18)", () => {
  test("p.18 example (T11): Tycoon worth 7 (5/3 + 2/0); a tie for first pays both the second-place 3 and no bonus", () => {
    const s = scoringState(THREE, [
      { id: "marker-5-3", at: "tycoon" },
      { id: "marker-2-0", at: "tycoon" },
    ]);
    const snap = snapshot([
      // Mikah: 1 Fuel + 1 Material Guild card, "+2 to won ambitions" uncovered (1 city left on the board)
      blankPlayer("Red", { resources: { material: 0, fuel: 1, weapon: 0, relic: 0, psionic: 0 }, guildCards: { material: 1, fuel: 0, weapon: 0, relic: 0, psionic: 0 }, citiesOnBoard: 1 }),
      // Dane: 2 Material
      blankPlayer("Blue", { resources: { material: 2, fuel: 0, weapon: 0, relic: 0, psionic: 0 } }),
      blankPlayer("Yellow"),
    ]);
    const r = scoreChapter(s, snap);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const tycoon = r.value.ambitions[0];
    expect(tycoon.firstPower).toBe(7);
    expect(tycoon.secondPower).toBe(3);
    expect(tycoon.first).toBeUndefined();
    expect(tycoon.second).toEqual(["Red", "Blue"]);
    expect(r.value.gains).toEqual([
      { player: "Red", power: 3 },
      { player: "Blue", power: 3 },
      { player: "Yellow", power: 0 },
    ]);
    expect(reportLines(r.value)[0]).toContain("tie for first place in Tycoon");
  });

  test("p.18 (D01): first and second place; a tie for second: the tied do not place", () => {
    const s = scoringState(THREE, [{ id: "marker-5-3", at: "tyrant" }]);
    const cap = (r: number, b: number, y: number) =>
      snapshot([blankPlayer("Red", { captives: r }), blankPlayer("Blue", { captives: b }), blankPlayer("Yellow", { captives: y })]);
    expect(gains(s, cap(3, 2, 1))).toEqual({ Red: 5, Blue: 3, Yellow: 0 });
    expect(gains(s, cap(3, 2, 2))).toEqual({ Red: 5, Blue: 0, Yellow: 0 });
    expect(gains(s, cap(3, 3, 1))).toEqual({ Red: 3, Blue: 3, Yellow: 0 });
    expect(gains(s, cap(2, 2, 2))).toEqual({ Red: 3, Blue: 3, Yellow: 3 });
  });

  test("p.18 qualifying (D02): nobody with none of the counted thing gains Power; Warlord still counts as scored", () => {
    const s = scoringState(THREE, [{ id: "marker-5-3", at: "warlord" }]);
    const r = scoreChapter(s, snapshot([blankPlayer("Red"), blankPlayer("Blue"), blankPlayer("Yellow")]));
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.gains.map((g) => g.power)).toEqual([0, 0, 0]);
    expect(r.value.returnTrophies).toBe(true);
    expect(r.value.returnCaptives).toBe(false);
    // a lone qualifier takes first; nobody else qualifies for second
    expect(gains(s, snapshot([blankPlayer("Red"), blankPlayer("Blue", { trophies: 1 }), blankPlayer("Yellow")]))).toEqual({ Red: 0, Blue: 5, Yellow: 0 });
  });

  test("p.18: what each ambition counts (Tycoon Material+Fuel, Tyrant Captives, Warlord Trophies, Keeper Relics, Empath Psionics)", () => {
    const s = scoringState(THREE, [
      { id: "marker-5-3", at: "keeper" },
      { id: "marker-3-2", at: "empath" },
      { id: "marker-2-0", at: "tycoon" },
    ]);
    const snap = snapshot([
      // Red: 1 Relic token + 1 Relic Guild card = 2 Keeper; Weapon cards count for nothing
      blankPlayer("Red", { resources: { material: 0, fuel: 0, weapon: 3, relic: 1, psionic: 0 }, guildCards: { material: 0, fuel: 0, weapon: 2, relic: 1, psionic: 0 } }),
      blankPlayer("Blue", { resources: { material: 0, fuel: 0, weapon: 0, relic: 1, psionic: 2 } }),
      blankPlayer("Yellow", { resources: { material: 1, fuel: 1, weapon: 0, relic: 0, psionic: 0 }, guildCards: { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 1 } }),
    ]);
    // Keeper: Red 2 first (5), Blue 1 second (3). Empath: Blue 2 first (3), Yellow 1 second (2). Tycoon: Yellow 2 first (2).
    expect(gains(s, snap)).toEqual({ Red: 5, Blue: 6, Yellow: 4 });
  });

  test("p.18 bonus city Power: +2 or +5 to an untied first place, once per ambition however many markers", () => {
    const s = scoringState(THREE, [
      { id: "marker-5-3", at: "tyrant" },
      { id: "marker-3-2", at: "tyrant" },
      { id: "marker-2-0", at: "warlord" },
    ]);
    const snap = snapshot([
      blankPlayer("Red", { captives: 2, trophies: 1, citiesOnBoard: 0 }),
      blankPlayer("Blue", { captives: 1, citiesOnBoard: 1 }),
      blankPlayer("Yellow", { citiesOnBoard: 0 }),
    ]);
    // Tyrant 8/5: Red 8 + 5 bonus, Blue 5 (no bonus for second). Warlord 2/0: Red 2 + 5.
    expect(gains(s, snap)).toEqual({ Red: 20, Blue: 5, Yellow: 0 });
    const r = scoreChapter(s, snap);
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.ambitions[0].awards[0]).toMatchObject({ player: "Red", place: "first", power: 13, bonus: 5 });
    const two = snapshot([blankPlayer("Red", { captives: 2, citiesOnBoard: 1 }), blankPlayer("Blue"), blankPlayer("Yellow")]);
    expect(gains(s, two).Red).toBe(10);
  });

  test("p.19 two-player scoring (D04): the third player's tokens compete, tie and block but never gain Power", () => {
    // 2p Frontiers: third player Tycoon 4, Warlord 1, Keeper 0, Empath 1.
    const s = scoringState(["Red", "Blue"], [
      { id: "marker-5-3", at: "tycoon" },
      { id: "marker-3-2", at: "warlord" },
      { id: "marker-2-0", at: "empath" },
    ]);
    const snap = snapshot([
      blankPlayer("Red", { resources: { material: 4, fuel: 0, weapon: 0, relic: 0, psionic: 1 }, trophies: 2 }),
      blankPlayer("Blue", { resources: { material: 1, fuel: 0, weapon: 0, relic: 0, psionic: 3 }, trophies: 1 }),
    ]);
    const r = scoreChapter(s, snap);
    if (!r.ok) throw new Error(r.reason);
    const [tycoon, warlord, empath] = r.value.ambitions;
    // Tycoon: Red 4 ties the third player's 4 -> both second: Red 3; Blue nothing.
    expect(tycoon.second).toEqual(["Red", "third"]);
    expect(tycoon.awards).toEqual([expect.objectContaining({ player: "Red", power: 3, place: "second" })]);
    // Warlord: Weapons on the Warlord box count as Trophies: Red 2 first, Blue 1 ties the third player's 1 for second: nobody.
    expect(warlord.first).toBe("Red");
    expect(warlord.second).toEqual([]);
    // Empath: Blue 3 first, Red 1 ties third's 1 for second.
    expect(empath.first).toBe("Blue");
    expect(r.value.gains).toEqual([
      { player: "Red", power: 3 + 3 },
      { player: "Blue", power: 2 },
    ]);
  });

  test("p.19: the third player taking first or second place gains nothing, and blocks", () => {
    const s = scoringState(["Red", "Blue"], [{ id: "marker-5-3", at: "tycoon" }]);
    const snap = snapshot([blankPlayer("Red", { resources: { material: 2, fuel: 0, weapon: 0, relic: 0, psionic: 0 } }), blankPlayer("Blue", { resources: { material: 1, fuel: 0, weapon: 0, relic: 0, psionic: 0 } })]);
    const r = scoreChapter(s, snap);
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.ambitions[0].first).toBe("third");
    expect(r.value.ambitions[0].second).toEqual(["Red"]);
    expect(r.value.gains).toEqual([
      { player: "Red", power: 3 },
      { player: "Blue", power: 0 },
    ]);
    expect(r.value.ambitions[0].notes.join(" ")).toContain("never gains Power");
  });

  test("LEAD01 Elder (Just) / LEAD06 Warrior (Violent): first place pays second-place Power without bonus; second place pays nothing", () => {
    const s = scoringState(
      THREE,
      [
        { id: "marker-5-3", at: "tyrant" },
        { id: "marker-3-2", at: "empath" },
      ],
      (st) => {
        st.players[0].leader = "LEAD01";
        st.players[1].leader = "LEAD06";
      },
    );
    const snap = snapshot([
      blankPlayer("Red", { captives: 3, citiesOnBoard: 0, resources: { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 1 } }),
      blankPlayer("Blue", { captives: 1, resources: { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 1 } }),
      blankPlayer("Yellow", { captives: 2, resources: { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 2 } }),
    ]);
    // Tyrant: Elder first -> 3 (no bonus); Yellow second 3. Empath: Yellow first 3 (+0); Red and Blue tie for second: none.
    expect(gains(s, snap)).toEqual({ Red: 3, Blue: 0, Yellow: 6 });
  });

  test("scoring refuses an incomplete snapshot and outside chapter end; a preview changes nothing", () => {
    const s = scoringState(THREE, [{ id: "marker-5-3", at: "tyrant" }]);
    expect(refusal(s, { type: "score", snapshot: snapshot([blankPlayer("Red"), blankPlayer("Blue")]) })).toBe(
      "the scoring snapshot lists 2 players, but 3 are playing",
    );
    expect(refusal(s, { type: "score", snapshot: snapshot([blankPlayer("Red"), blankPlayer("Blue"), blankPlayer("Yellow", { citiesOnBoard: 6 })]) })).toBe(
      "Yellow's cities on the board must be 0 to 5",
    );
    // An entry of an unplayed colour is refused as the seat it leaves out.
    expect(refusal(s, { type: "score", snapshot: snapshot([blankPlayer("Red"), blankPlayer("Blue"), blankPlayer("White")]) })).toBe(
      "the scoring snapshot must list Yellow exactly once",
    );
    // Players passed before (the same objects at the same places) are not looked at again; the others still are.
    const yellow = blankPlayer("Yellow", { citiesOnBoard: 6 });
    const twice = snapshot([blankPlayer("Red"), blankPlayer("Blue"), yellow]);
    expect(snapshotRefusal(s, twice, [twice.players[0], twice.players[1]])).toBe("Yellow's cities on the board must be 0 to 5");
    expect(snapshotRefusal(s, twice, twice.players.slice())).toBeUndefined();
    // Only the same object at the same place counts as passed.
    expect(snapshotRefusal(s, twice, [yellow, twice.players[1], twice.players[0]])).toBe("Yellow's cities on the board must be 0 to 5");
    const before = JSON.stringify(s);
    scoreChapter(s, snapshot([blankPlayer("Red"), blankPlayer("Blue"), blankPlayer("Yellow")]));
    expect(JSON.stringify(s)).toBe(before);
    const playing = startGame({ seats: THREE, hands: [[], [], []] });
    expect(refusal(playing, { type: "score", snapshot: snapshot([blankPlayer("Red"), blankPlayer("Blue"), blankPlayer("Yellow")]) })).toContain(
      "there is nothing to score now",
    );
  });
});

describe("Steps 2-4: cleanup, end of game, next chapter (p.19)", () => {
  const zero = () => snapshot([blankPlayer("Red", { captives: 1 }), blankPlayer("Blue"), blankPlayer("Yellow")]);

  test("p.19 step 2: Power is applied, markers return, the lowest unflipped marker flips; cleanup instructions", () => {
    let s = scoringState(THREE, [
      { id: "marker-5-3", at: "tyrant" },
      { id: "marker-3-2", at: "warlord" },
    ]);
    s = run(s, { type: "score", snapshot: zero() });
    expect(power(s, "Red")).toBe(5);
    expect(s.markers).toEqual([
      { id: "marker-2-0", flipped: true, at: "available" },
      { id: "marker-3-2", flipped: false, at: "available" },
      { id: "marker-5-3", flipped: false, at: "available" },
    ]);
    expect(s.lastScoring?.returnCaptives).toBe(true);
    expect(s.lastScoring?.returnTrophies).toBe(true);
    expect(s.lastScoring?.instructions).toContain("Tyrant was scored: return all Captives to their owners");
    expect(s.chapter).toBe(2);
    expect(s.phase).toBe("deal");
  });

  test("p.19 step 2 (game-data §5): flips over chapters give 4/2 3/2 5/3, then 4/2 6/3 5/3, then 4/2 6/3 9/4", () => {
    let s = scoringState(THREE, [{ id: "marker-5-3", at: "tyrant" }]);
    const flipped = (st: GameState) => st.markers.map((m) => m.flipped);
    s = run(s, { type: "score", snapshot: zero() });
    expect(flipped(s)).toEqual([true, false, false]);
    // Chapter 2: with 4/2 flipped, 3/2 is now the lowest unflipped.
    for (const expected of [[true, true, false], [true, true, true], [true, true, true]]) {
      s = run(s, { type: "deal", order: s.actionCards });
      s = run(s, { type: "shuffleDiscard", order: s.discard });
      while (s.phase === "play") s = run(s, { type: "pass", player: s.round!.order[0] });
      s = run(s, { type: "score", snapshot: zero() });
      expect(flipped(s)).toEqual(expected);
    }
    // Declaring now takes the 9/4 marker first.
    expect(s.chapter).toBe(5);
  });

  test("p.19 step 3: the game ends after chapter 5", () => {
    let s = scoringState(THREE, [], (st) => {
      st.chapter = 5;
      st.players[1].power = 12;
    });
    s = run(s, { type: "score", snapshot: zero() });
    expect(s.phase).toBe("gameOver");
    expect(s.winner).toBe("Blue");
    expect(refusal(s, { type: "deal", order: s.actionCards })).toBe("the game is over: Blue won");
  });

  test.each([
    [["Red", "Blue"] as Colour[], 33],
    [["Red", "Blue", "Yellow"] as Colour[], 30],
    [["Red", "Blue", "Yellow", "White"] as Colour[], 27],
  ])("p.19 step 3: the game ends when a player reaches the Power threshold (%j: %i)", (seats, threshold) => {
    const snap = snapshot(seats.map((c) => blankPlayer(c)));
    const below = run(scoringState(seats, [], (st) => (st.players[1].power = threshold - 1)), { type: "score", snapshot: snap });
    expect(below.phase).toBe("deal");
    const at = run(scoringState(seats, [], (st) => (st.players[1].power = threshold)), { type: "score", snapshot: snap });
    expect(at.phase).toBe("gameOver");
    expect(at.winner).toBe(seats[1]);
  });

  test("p.19 step 3 (D16): a tie for most Power goes to the tied player earliest in turn order from the initiative holder", () => {
    const seats: Colour[] = ["Red", "Blue", "Yellow", "White"];
    const snap = snapshot(seats.map((c) => blankPlayer(c)));
    const s = scoringState(seats, [], (st) => {
      st.initiative = "Yellow";
      st.players[0].power = 27; // Red
      st.players[3].power = 27; // White
    });
    const t = run(s, { type: "score", snapshot: snap });
    // turn order from Yellow: Yellow, White, Red, Blue -> White wins
    expect(t.winner).toBe("White");
  });

  test("p.19 step 4 / FAQ erratum p.19: all action cards are shuffled, each draws 6 from the initiative holder, the rest is discarded then shuffled", () => {
    let s = scoringState(THREE, [], (st) => (st.initiative = "Blue"));
    s = run(s, { type: "score", snapshot: zero() });
    expect(refusal(s, { type: "deal", order: s.actionCards.slice(1) })).toBe("the shuffled action deck must hold exactly the 20 action cards of this game");
    const order = s.actionCards.slice().reverse();
    s = run(s, { type: "deal", order });
    expect(hand(s, "Blue")).toEqual(order.slice(0, 6));
    expect(hand(s, "Yellow")).toEqual(order.slice(6, 12));
    expect(hand(s, "Red")).toEqual(order.slice(12, 18));
    expect(s.phase).toBe("shuffleDiscard");
    s = run(s, { type: "shuffleDiscard", order: s.discard.slice() });
    expect(s.round?.order[0]).toBe("Blue");
    expect(s.chapter).toBe(2);
  });

  test("p.19 two-player mulligans: after each chapter's deal the player without initiative may mulligan", () => {
    let s = scoringState(["Red", "Blue"], [], (st) => (st.initiative = "Blue"));
    s = run(s, { type: "score", snapshot: snapshot([blankPlayer("Red"), blankPlayer("Blue")]) });
    const order = s.actionCards.slice();
    s = run(s, { type: "deal", order });
    expect(s.phase).toBe("mulligan");
    expect(s.mulliganBy).toBe("Red");
    s = run(s, { type: "mulligan", player: "Red" });
    expect(hand(s, "Red")).toEqual(order.slice(12, 18));
  });
});

describe("ambitionCounts: what one ambition's result depends on besides the state (the table's preview keeps results by it)", () => {
  test("equal counts give equal results; a Trophy changes Warlord's counts and result but not Tycoon's; no marker, no counts", () => {
    const s = passUntilScoring(withMarkers(gameInPlay(THREE), { "marker-5-3": "warlord", "marker-3-2": "tycoon" }));
    const snap = (trophies: number): ScoringSnapshot => ({
      players: THREE.map((colour, i) => ({
        colour,
        resources: { material: i, fuel: 0, weapon: 0, relic: 0, psionic: 0 },
        guildCards: { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 },
        captives: 0,
        trophies: colour === "Blue" ? trophies : 0,
        citiesOnBoard: 4,
      })),
    });
    expect(ambitionCounts(s, snap(1), "warlord")).toEqual(ambitionCounts(s, snap(1), "warlord"));
    expect(scoreAmbition(s, snap(1), "warlord")).toEqual(scoreAmbition(s, snap(1), "warlord"));
    expect(ambitionCounts(s, snap(2), "warlord")).not.toEqual(ambitionCounts(s, snap(1), "warlord"));
    expect(scoreAmbition(s, snap(0), "warlord")).not.toEqual(scoreAmbition(s, snap(1), "warlord"));
    expect(ambitionCounts(s, snap(2), "tycoon")).toEqual(ambitionCounts(s, snap(1), "tycoon"));
    expect(ambitionCounts(s, snap(2), "keeper")).toBeUndefined();
  });
});

describe("Fuel-Drinker (LEAD03) 'Lavish': 'After scoring, you must discard all of your Fuel if the Tycoon ambition was scored.' (seed 003 leader reference)", () => {
  const drinker = (s: GameState) => {
    for (const p of s.players) if (p.colour === "Blue") p.leader = "LEAD03";
  };
  const lavish = "Blue (Fuel-Drinker, Lavish) discards all Fuel: Tycoon scored";

  test("LEAD03: Tycoon scored: the cleanup tells Fuel-Drinker's player to discard all Fuel, before the markers return", () => {
    const s = scoringState(THREE, [{ id: "marker-5-3", at: "tycoon" }], drinker);
    const r = scoreChapter(s, snapshot([blankPlayer("Red", { resources: { material: 1, fuel: 0, weapon: 0, relic: 0, psionic: 0 } }), blankPlayer("Blue"), blankPlayer("Yellow")]));
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.instructions).toEqual([lavish, "return the ambition markers to Available and flip the lowest unflipped one"]);
  });

  test("LEAD03: another ambition scored, or Tycoon scored with no Fuel-Drinker in play: no such line", () => {
    const warlord = scoringState(THREE, [{ id: "marker-5-3", at: "warlord" }], drinker);
    const r = scoreChapter(warlord, snapshot(THREE.map((c) => blankPlayer(c))));
    if (!r.ok) throw new Error(r.reason);
    expect(r.value.instructions).not.toContain(lavish);
    const plain = scoreChapter(scoringState(THREE, [{ id: "marker-5-3", at: "tycoon" }]), snapshot(THREE.map((c) => blankPlayer(c))));
    if (!plain.ok) throw new Error(plain.reason);
    expect(plain.value.instructions.filter((i) => i.indexOf("Lavish") >= 0)).toEqual([]);
  });
});
