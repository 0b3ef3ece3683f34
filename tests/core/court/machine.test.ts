/**
 * Securing as a step machine in the game state (rulebook p.13 + FAQ "Secure"): a `court` command per
 * step, the When Secured of a Vox card waiting in the state for its securer's answer.
 */
import { stepCourt } from "../../../src/core/court/machine";
import type { SecureState } from "../../../src/core/court/machine";
import { apply } from "../../../src/core/rules";
import { gameStateProblems } from "../../../src/core/rules";
import type { GameState } from "../../../src/core/game/types";
import { gameInPlay, run } from "../../../tools/bench/courtScoringHandlers";
import { legalCommands } from "../../../src/core/game/legal";
import { refusal } from "../game/helpers";
import { player, tableWith } from "./fixtures";

function must<T>(r: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

/** Red has the majority on slot 1 (a Guild card) and on slot 2 (Mass Uprising, a Vox card). */
function court() {
  return tableWith(["Red", "Blue", "Yellow"], [
    { card: "BC02", agents: { Red: 2, Blue: 1 } },
    { card: "BC26", agents: { Red: 1 } },
    { card: "BC11", agents: { Blue: 1 } },
    { card: "BC13", agents: {} },
  ]);
}

describe("the Court machine (p.13)", () => {
  test("p.13: a Guild card is secured in one step: own agents home, Rival agents captive, THE SAME slot refilled", () => {
    const t = court();
    const s = must(stepCourt(undefined, "Red", { kind: "secure", slot: 0, court: t }));
    expect(s.step).toBe("done");
    expect(s.card).toBe("BC02");
    const out = s.last.kind === "secured" ? s.last.outcome : undefined;
    expect(out?.taken).toEqual({ Blue: 1 });
    expect(out?.table.court.row[0].card).toBe(t.court.deck[0]);
    expect(player(out!.table, "Red").guildCards).toContain("BC02");
  });

  test("BC26 Mass Uprising: the When Secured waits for its securer, refuses another secure and other players, then resolves", () => {
    const t = court();
    const waiting = must(stepCourt(undefined, "Red", { kind: "secure", slot: 1, court: t }));
    expect(waiting.step).toBe("whenSecured");
    expect(waiting.prompt).toContain("choose a cluster");
    expect(stepCourt(waiting, "Red", { kind: "secure", slot: 0, court: t })).toEqual({ ok: false, reason: expect.stringContaining("first Red finishes the When Secured of Mass Uprising") });
    expect(stepCourt(waiting, "Blue", { kind: "answer", answer: { cluster: 2 }, court: t })).toEqual({ ok: false, reason: "Red secured Mass Uprising (BC26, Vox) and makes this choice, not you" });
    expect(stepCourt(waiting, "Red", { kind: "answer", answer: { cluster: 9 }, court: t }).ok).toBe(false);
    const after = waiting.last.kind === "secured" ? waiting.last.outcome.table : t;
    const done: SecureState = must(stepCourt(waiting, "Red", { kind: "answer", answer: { cluster: 2 }, court: after }));
    expect(done.step).toBe("done");
    expect(done.last.kind === "answered" && done.last.effects).toEqual([{ kind: "placeShipsInCluster", colour: "Red", cluster: 2 }]);
    expect(stepCourt(done, "Red", { kind: "answer", answer: { cluster: 2 }, court: after })).toEqual({ ok: false, reason: "no When Secured is waiting for a choice" });
  });

  test("FAQ Secure: no majority, no secure (refused with the core's reason)", () => {
    expect(stepCourt(undefined, "Yellow", { kind: "secure", slot: 0, court: court() }).ok).toBe(false);
  });
});

describe("the court command in the game", () => {
  function redPlayed(): GameState {
    const s = gameInPlay(["Red", "Blue", "Yellow"]);
    // Red holds Aggression 2 (3 pips): Secure is an Aggression action (p.8, p.13).
    return run(s, { type: "lead", player: "Red", card: "aggression-2" });
  }

  test("p.13: Secure is an action on your own turn, after your card is played", () => {
    const s = gameInPlay(["Red", "Blue", "Yellow"]);
    const secure = { kind: "secure" as const, slot: 0, court: court() };
    expect(apply(s, { type: "court", player: "Red", action: secure })).toEqual({ ok: false, reason: expect.stringContaining("play your action card first") });
    const played = redPlayed();
    expect(apply(played, { type: "court", player: "Blue", action: secure })).toEqual({ ok: false, reason: expect.stringContaining("it is Red's turn") });
    const r = apply(played, { type: "court", player: "Red", action: secure });
    expect(r.ok && r.value.secure?.card).toBe("BC02");
    expect(r.ok && gameStateProblems(JSON.parse(JSON.stringify(r.value)))).toEqual([]);
  });

  test("p.13, FAQ 'Secure': a waiting When Secured is saved with the game and holds the turn: no End turn, no other action, nobody else acts; once answered the turn ends and the done secure is dropped at the next command", () => {
    let s = run(redPlayed(), { type: "court", player: "Red", action: { kind: "secure", slot: 1, court: court() } });
    expect(s.secure?.step).toBe("whenSecured");
    const prompt = s.secure?.prompt;
    expect(refusal(s, { type: "endTurn", player: "Red" })).toBe(
      `Red cannot end the turn: the When Secured of Mass Uprising (BC26, Vox) waits for Red's choice (p.13, FAQ "Secure"): ${prompt}`,
    );
    expect(legalCommands(s).map((c) => c.type)).not.toContain("endTurn");
    expect(refusal(s, { type: "takeAction", player: "Red", action: "influence" })).toMatch(/^Red must first choose: the When Secured of Mass Uprising/);
    expect(refusal(s, { type: "seizeByCard", player: "Blue", card: "BC29" })).toBe(
      `Red is resolving the When Secured of Mass Uprising (BC26, Vox): nobody else acts until then (p.13): ${prompt}`,
    );
    const broken = JSON.parse(JSON.stringify(s));
    broken.secure.slot = 7;
    expect(gameStateProblems(broken)).toEqual([expect.stringContaining("secure.slot")]);
    s = run(s, { type: "court", player: "Red", action: { kind: "answer", answer: { cluster: 3 }, court: court() } });
    expect(s.secure?.step).toBe("done");
    expect(legalCommands(s).map((c) => c.type)).toContain("endTurn");
    s = run(s, { type: "endTurn", player: "Red" });
    const next = s.round!.order[s.round!.turn];
    const nextPlayer = s.players.find((p) => p.colour === next)!;
    s = run(s, { type: "follow", player: next, card: nextPlayer.hand[0], mode: "copy" });
    expect(s.secure).toBeUndefined();
  });
});
