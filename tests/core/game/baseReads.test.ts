/**
 * The base game's painters on the table (the turn bar, the declare buttons, and the legal commands
 * they share) skip a redraw when the fields they read are the same objects as before
 * (src/tts/session/sameGame.ts BASE_PAINTER_FIELDS). That is sound only while what they draw reads
 * no other field: held here over the states of random base games (both modes, 2-4 players, card
 * powers) and random campaigns, through a state that records every field read (and refuses to be
 * listed: a walk over all fields would read them all).
 */
import { playRandomCampaign } from "../../../src/core/campaign/driver";
import { playRandomGame } from "../../../src/core/game/driver";
import { apply, initialState } from "../../../src/core/rules";
import { awaiting, legalCommands } from "../../../src/core/game/legal";
import type { Command, GameState } from "../../../src/core/game/types";
import { turnBarText } from "../../../src/tts/turn/turnText";
import { BASE_PAINTER_FIELDS, sameBaseGame } from "../../../src/tts/session/sameGame";

/** The fields of `s` the base painters' questions read. */
function readBy(s: GameState): Set<string> {
  const read = new Set<string>();
  const watched = new Proxy(s, {
    get: (t, k) => {
      read.add(String(k));
      return (t as unknown as Record<string | symbol, unknown>)[k];
    },
    has: (t, k) => {
      read.add(String(k));
      return k in t;
    },
    ownKeys: () => {
      throw new Error("the base game's painters listed the state's fields");
    },
  });
  legalCommands(watched);
  awaiting(watched);
  turnBarText(watched);
  return read;
}

function statesOf(commands: readonly Command[]): GameState[] {
  const out: GameState[] = [];
  let s = initialState();
  for (const c of commands) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(`${c.type} refused on replay: ${r.reason}`);
    s = r.value;
    out.push(s);
  }
  return out;
}

test("the turn bar, the declare buttons' legal commands and whose turn read only BASE_PAINTER_FIELDS (random games and campaigns)", () => {
  const allowed = new Set<string>(BASE_PAINTER_FIELDS);
  const states: GameState[] = [];
  for (const seed of [1, 2]) states.push(...statesOf(playRandomCampaign(seed, 3 + seed - 1, 1500).commands));
  for (const seed of [1, 2, 3]) {
    for (const mode of ["standard", "leadersAndLore"] as const) {
      for (const playerCount of [2, 3, 4]) states.push(...statesOf(playRandomGame({ seed, playerCount, mode, maxCommands: 500, cardPowers: true }).log.commands));
    }
  }
  const outside = new Set<string>();
  const seen = new Set<string>();
  for (const s of states) {
    for (const k of readBy(s)) if (!allowed.has(k)) outside.add(k);
    for (const k of Object.keys(s)) seen.add(k);
  }
  expect([...outside]).toEqual([]);
  // The runs reached the campaign, a draft and the fields the painters must skip.
  for (const k of ["campaign", "draft", "court", "events"]) expect(seen.has(k)).toBe(true);
  expect(states.length).toBeGreaterThan(5000);
});

test("sameBaseGame: a change to a field the painters read is a difference; a change to any other is not", () => {
  const s = statesOf(playRandomGame({ seed: 4, playerCount: 3, maxCommands: 120 }).log.commands).pop()!;
  expect(sameBaseGame(s, { ...s })).toBe(true);
  const others = new Set([...Object.keys(s), "battle", "secure", "campaign", "events", "court", "lastScoring"]);
  for (const f of BASE_PAINTER_FIELDS) others.delete(f);
  expect(others.size).toBeGreaterThan(10);
  for (const f of others) expect(sameBaseGame(s, { ...s, [f]: { other: true } } as GameState)).toBe(true);
  for (const f of BASE_PAINTER_FIELDS) {
    const changed = { ...s, [f]: f === "winner" || f === "mulliganBy" ? "Red" : { copy: true } } as GameState;
    expect(sameBaseGame(s, changed)).toBe(false);
  }
  expect(sameBaseGame(undefined, s)).toBe(false);
  expect(sameBaseGame(undefined, undefined)).toBe(true);
});
