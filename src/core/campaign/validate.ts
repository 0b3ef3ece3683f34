/**
 * The campaign's part of a restored game state (`GameState.campaign`), checked field by field before
 * any campaign invariant or painter trusts it (validateState.ts runs it as the campaign module's
 * `stateProblems`): every problem names its field path and what it holds, e.g.
 * `campaign.eventPhase.player: expected one of Red, Blue, Yellow (got "Green")`. Then the parts
 * that must agree with the game (the seats, the phase, the stage) are cross-checked.
 */
import { AMBITIONS, COLOURS, RESOURCE_TYPES } from "../data/vocabulary";
import { FATES } from "../data/campaign/fates";
import { FATE_SETS } from "../data/campaign/fateSets";
import { ACT_ONE_SETUPS } from "./fates/setups";
import { ACT_SETUPS } from "./fates/laterSetups";
import { RESOLUTIONS } from "./fates/resolutions";
import { POLICIES } from "../data/campaign/aidCards";
import { EVENT_SYMBOLS } from "../data/campaign/campaignPieces";
import { PLANET_SYMBOLS, SYSTEMS, system } from "../data/map";
import { AMBITION_MARKERS } from "../data/ambitions";
import type { Obj } from "../game/stateChecks";
import { Problems, bools, int, isObj, list, objects, oneOf, strings, maybeOneOf } from "../game/stateChecks";
import { placementOrder } from "./actOneSetup";
import { checkBattleRules, checkCampaignResults } from "./validateResults";
import { fateLetter } from "./fates/setupWords";

const ACTS = ["I", "II", "III"];
const STAGES = ["setup", "act", "intermission", "over"];
const LETTERS = ["A", "B", "C"];
const TITLES = ["regent", "outlaw"];
const INTERMISSION_STEPS = ["A", "B", "C", "D", "E", "F", "done"];
const EVENT_STEPS = ["summit", "inSummit", "roll", "council"];
const FATE_AMBITIONS = ["edenguard", "blightkin"];
const FATE_IDS = FATES.map((f) => f.id);
const PLANETS = SYSTEMS.filter((x) => x.kind === "planet").map((x) => x.id).concat([""]);
const MARKER_IDS = AMBITION_MARKERS.map((m) => m.id);
const SETUP_CARDS = ACT_ONE_SETUPS.map((f) => f.card);
const LATER_SETUP_CARDS = ACT_SETUPS.map((f) => f.card);
const FATE_SET_IDS: string[] = [];
for (const set of FATE_SETS) for (const c of set) FATE_SET_IDS.push(c.id);

/** A system id of the map (the campaign's setup and board steps name systems). */
export function systemIds(p: Problems, path: string, v: unknown): void {
  const xs = strings(p, path, v);
  if (xs !== undefined) xs.forEach((x, i) => {
    if (system(x) === undefined) p.add(`${path}[${i}]`, "expected a system of the map", x);
  });
}

function checkPlayers(p: Problems, v: unknown, seats: readonly string[]): void {
  const players = list(p, "campaign.players", v);
  if (players === undefined) return;
  if (players.length !== seats.length) p.add("campaign.players", `expected one entry per seat (${seats.length})`, v);
  objects(p, "campaign.players", players, (raw, at, i) => {
    if (raw.colour !== seats[i]) p.add(`${at}.colour`, `expected the seat's colour ${seats[i] === undefined ? "(none)" : seats[i]}`, raw.colour);
    if (oneOf(p, `${at}.fate`, raw.fate, FATE_IDS) && raw.letter !== fateLetter(raw.fate)) {
      p.add(`${at}.letter`, `expected ${String(raw.fate)}'s letter ${String(fateLetter(raw.fate))}`, raw.letter);
    }
    oneOf(p, `${at}.letter`, raw.letter, LETTERS);
    oneOf(p, `${at}.title`, raw.title, TITLES);
    if (raw.objective !== undefined) int(p, `${at}.objective`, raw.objective, 0, 30);
    strings(p, `${at}.favors`, raw.favors, seats, "a seated colour");
    bools(p, at, raw, ["objectiveCompleted"]);
  });
}

function checkSetup(p: Problems, v: unknown, seats: readonly string[]): void {
  if (!isObj(v)) return p.add("campaign.setup", "expected Act I's table setup", v);
  const clusters = list(p, "campaign.setup.imperialClusters", v.imperialClusters);
  if (clusters !== undefined) clusters.forEach((c, i) => int(p, `campaign.setup.imperialClusters[${i}]`, c, 1, 6));
  for (const f of ["imperialShips", "freeCities", "blight"]) systemIds(p, `campaign.setup.${f}`, v[f]);
  const order = strings(p, "campaign.setup.order", v.order, seats, "a seated colour");
  // BR p.6: turn order, then reverse, from the initiative player (seats[0] in Act I).
  if (order !== undefined && seats.length > 0 && order.join(",") !== placementOrder(seats as never, seats[0] as never).join(",")) {
    p.add("campaign.setup.order", "expected the seats in turn order, then reverse (BR p.6)", v.order);
  }
  if (v.fateSetups !== undefined) checkFateSetups(p, "campaign.setup.fateSetups", v.fateSetups, seats, SETUP_CARDS);
  const placements = list(p, "campaign.setup.placements", v.placements);
  if (placements === undefined) return;
  if (order !== undefined && placements.length > order.length) p.add("campaign.setup.placements", `expected at most ${order.length}`, v.placements);
  objects(p, "campaign.setup.placements", placements, (raw, at, i) => {
    if (order !== undefined && raw.player !== order[i]) p.add(`${at}.player`, `expected ${String(order[i])}, due in the placement order`, raw.player);
    if (typeof raw.system !== "string" || system(raw.system) === undefined) p.add(`${at}.system`, "expected a system of the map", raw.system);
    oneOf(p, `${at}.building`, raw.building, ["city", "starport"]);
    oneOf(p, `${at}.resource`, raw.resource, RESOURCE_TYPES);
  });
}

/**
 * The Fates' setups the core did (fates/setups.ts, laterSetups.ts): a seated player, a setup card,
 * the cards gained and given (to the right, to each player), the Golems' gates, the Witnesses' planets.
 */
function checkFateSetups(p: Problems, path: string, v: unknown, seats: readonly string[], cards: readonly string[]): void {
  objects(p, path, v, (raw, at) => {
    oneOf(p, `${at}.player`, raw.player, seats);
    oneOf(p, `${at}.card`, raw.card, cards);
    strings(p, `${at}.gain`, raw.gain, FATE_SET_IDS, "a Fate-set card");
    if (raw.golems !== undefined) systemIds(p, `${at}.golems`, raw.golems);
    if (raw.witnesses !== undefined) systemIds(p, `${at}.witnesses`, raw.witnesses);
    if (raw.given !== undefined) {
      if (!isObj(raw.given)) p.add(`${at}.given`, "expected the player given cards and the cards", raw.given);
      else {
        oneOf(p, `${at}.given.player`, raw.given.player, seats);
        strings(p, `${at}.given.cards`, raw.given.cards, FATE_SET_IDS, "a Fate-set card");
      }
    }
    checkSetupTokens(p, at, raw, seats);
    const each = raw.givenEach === undefined ? undefined : list(p, `${at}.givenEach`, raw.givenEach);
    if (each !== undefined) {
      each.forEach((g, j) => {
        if (!isObj(g)) return p.add(`${at}.givenEach[${j}]`, "expected a player and the card given", g);
        oneOf(p, `${at}.givenEach[${j}].player`, g.player, seats);
        if (typeof g.card !== "string" || FATE_SET_IDS.indexOf(g.card) < 0) p.add(`${at}.givenEach[${j}].card`, "expected a Fate-set card", g.card);
      });
    }
  });
}

/** A setup's tokens (a kind to a seated player or a fixed place) and Ceasefires (a side per cluster, in order). */
function checkSetupTokens(p: Problems, at: string, raw: Obj, seats: readonly string[]): void {
  const tokens = raw.tokens === undefined ? undefined : list(p, `${at}.tokens`, raw.tokens);
  if (tokens !== undefined) {
    tokens.forEach((t, j) => {
      const path = `${at}.tokens[${j}]`;
      if (!isObj(t) || typeof t.kind !== "string" || (t.player === undefined) === (t.place === undefined)) return p.add(path, "expected a token kind and a player or a place", t);
      if (t.player !== undefined) oneOf(p, `${path}.player`, t.player, seats);
      else oneOf(p, `${path}.place`, t.place, ["first-regent-tile", "court", "tycoon", "empath", "warlord"]);
    });
  }
  const sides = raw.ceasefires === undefined ? undefined : list(p, `${at}.ceasefires`, raw.ceasefires);
  if (sides !== undefined) {
    sides.forEach((c, j) => {
      if (!isObj(c) || c.cluster !== j + 1 || (c.side !== "peace" && c.side !== "war")) p.add(`${at}.ceasefires[${j}]`, `expected cluster ${j + 1}'s side, peace or war`, c);
    });
  }
}

function checkRoundAndEvents(p: Problems, c: Obj, seats: readonly string[]): void {
  const w = c.surpassed;
  // Its round is only compared with the state's: another value just closes the window.
  if (w !== undefined) oneOf(p, "campaign.surpassed", isObj(w) ? w.player : w, seats);
  if (c.round !== undefined) {
    const r = c.round;
    if (!isObj(r)) p.add("campaign.round", "expected the round's campaign facts", r);
    else {
      int(p, "campaign.round.number", r.number, 1, 1000000);
      strings(p, "campaign.round.eventsBy", r.eventsBy, seats, "a seated colour");
      maybeOneOf(p, "campaign.round", r, "councilSecuredBy", seats);
    }
  }
  if (c.eventPhase !== undefined) {
    const e = c.eventPhase;
    if (!isObj(e)) p.add("campaign.eventPhase", "expected the event phase under way", e);
    else {
      oneOf(p, "campaign.eventPhase.player", e.player, seats);
      oneOf(p, "campaign.eventPhase.step", e.step, EVENT_STEPS);
      bools(p, "campaign.eventPhase", e, ["council", "summit", "stone"]);
      if (e.gifts !== undefined) strings(p, "campaign.eventPhase.gifts", e.gifts);
    }
  }
  if (c.lastEvent !== undefined) {
    const e = c.lastEvent;
    if (!isObj(e)) p.add("campaign.lastEvent", "expected the last event rolled", e);
    else {
      maybeOneOf(p, "campaign.lastEvent", e, "event", EVENT_SYMBOLS);
      maybeOneOf(p, "campaign.lastEvent", e, "planet", PLANET_SYMBOLS);
      if (e.cluster !== undefined) int(p, "campaign.lastEvent.cluster", e.cluster, 1, 6);
      oneOf(p, "campaign.lastEvent.resolve", e.resolve, ["Crises", "Edicts"]);
      maybeOneOf(p, "campaign.lastEvent", e, "council", seats);
    }
  }
  // The Edicts still due; a Fate edict's chain of choices (fates/edictChoices.ts): who chooses next, seated, and the choice so far.
  for (const k of ["edictQueue", "edictStep"]) if (c[k] !== undefined) {
    const q = strings(p, `campaign.${k}`, c[k], k === "edictStep" ? seats : undefined, "a seated colour");
    if (q !== undefined && q.length === 0) p.add(`campaign.${k}`, "expected a list (absent when none)", c[k]);
  }
  if (c.edictPick !== undefined && (typeof c.edictPick !== "string" || c.edictStep === undefined)) p.add("campaign.edictPick", "expected a choice with who answers it", c.edictPick);
  // Only while its edict is due (fates/edictChoices.ts).
  if (c.edictStep !== undefined && c.edictQueue === undefined) p.add("campaign.edictStep", "expected only while its edict is due", c.edictStep);
  // Use Imperial Foundries (F703): the systems where a Loyal ship was replaced so far.
  if (c.foundries !== undefined) systemIds(p, "campaign.foundries", c.foundries);
  bools(p, "campaign", c, ["crisesDue"]);
  if (c.grand !== undefined) objects(p, "campaign.grand", c.grand, (raw, at) => {
    oneOf(p, `${at}.player`, raw.player, seats);
    int(p, `${at}.fulfilled`, raw.fulfilled, 0, 2);
    bools(p, at, raw, ["checked"]);
  });
  if (c.fateAmbitionMarkers !== undefined) objects(p, "campaign.fateAmbitionMarkers", c.fateAmbitionMarkers, (raw, at) => {
    oneOf(p, `${at}.marker`, raw.marker, MARKER_IDS);
    oneOf(p, `${at}.ambition`, raw.ambition, FATE_AMBITIONS);
  });
  maybeOneOf(p, "campaign", c, "foil", seats);
  if (c.foilGuesses !== undefined) int(p, "campaign.foilGuesses", c.foilGuesses, 2, 9);
  if (c.mapSteps !== undefined) objects(p, "campaign.mapSteps", c.mapSteps, (raw, at) => oneOf(p, `${at}.player`, raw.player, seats));
  if (c.setupRolls !== undefined) objects(p, "campaign.setupRolls", c.setupRolls, (raw, at) => {
    oneOf(p, `${at}.player`, raw.player, seats);
    maybeOneOf(p, at, raw, "planet", PLANET_SYMBOLS);
    if (raw.systems !== undefined) strings(p, `${at}.systems`, raw.systems, PLANETS);
  });
  for (const k of ["deadLive", "deadLiveOut"]) if (c[k] !== undefined) objects(p, `campaign.${k}`, c[k], (raw, at) => {
    oneOf(p, `${at}.by`, raw.by, seats);
    oneOf(p, `${at}.owner`, raw.owner, (COLOURS as readonly string[]).concat(["empire", "free"]));
    int(p, `${at}.ships`, raw.ships, 1, 100);
  });
  if (c.arbiterGifts !== undefined) objects(p, "campaign.arbiterGifts", c.arbiterGifts, (raw, at) => {
    oneOf(p, `${at}.to`, raw.to, seats);
    int(p, `${at}.slots`, raw.slots, 1, 6);
    if (int(p, `${at}.given`, raw.given, 1, 6) && typeof raw.slots === "number" && (raw.given as number) > raw.slots) p.add(`${at}.given`, "expected no more gifts than the Rival's empty slots (F2403)", raw.given);
  });
  if (c.haven !== undefined) strings(p, "campaign.haven", c.haven, PLANETS, "a planet or none (\"\")");
  maybeOneOf(p, "campaign", c, "doctrine", ["zeal", "wisdom"]);
  maybeOneOf(p, "campaign", c, "commonwealth", AMBITIONS);
  maybeOneOf(p, "campaign", c, "sponsored", AMBITIONS);
}

/** The stage and the base game's phase tell the same story (flow.ts, actOneSetup.ts, intermission.ts). */
function checkStage(p: Problems, s: Obj, c: Obj): void {
  const stage = c.stage;
  const phase = s.phase;
  if (c.arbiterGifts !== undefined && phase !== "scoring") p.add("campaign.arbiterGifts", "expected only while a chapter is scored (F2403)", c.arbiterGifts);
  if (stage === "setup" && phase !== "setup") p.add("campaign.stage", `expected the starting placements before the first deal (phase ${String(phase)})`, stage);
  if (stage === "setup" && !isObj(c.setup)) p.add("campaign.setup", "expected Act I's table setup in the starting placements", c.setup);
  if (stage === "setup" && isObj(c.setup) && Array.isArray(c.setup.order) && Array.isArray(c.setup.placements) && c.setup.placements.length >= c.setup.order.length) {
    p.add("campaign.setup.placements", "expected a placement still due in the starting placements", c.setup.placements);
  }
  if (stage !== "setup" && phase === "setup") p.add("campaign.stage", "expected the starting placements before the deal", stage);
  if ((stage === "intermission") !== (phase === "intermission")) p.add("campaign.stage", `expected the Intermission just when the game's phase is (phase ${String(phase)})`, stage);
  if (stage === "intermission") oneOf(p, "campaign.intermissionStep", c.intermissionStep, INTERMISSION_STEPS);
  else if (c.intermissionStep !== undefined) p.add("campaign.intermissionStep", "expected no Intermission step outside the Intermission", c.intermissionStep);
  if ((stage === "over") !== (phase === "gameOver")) p.add("campaign.stage", `expected the campaign over exactly when the game is (phase ${String(phase)})`, stage);
  if (stage === "over") oneOf(p, "campaign.winner", c.winner, Array.isArray(s.seats) ? (s.seats as string[]) : COLOURS);
  if (c.eventPhase !== undefined && phase !== "play" && phase !== "scoring") p.add("campaign.eventPhase", `expected an event phase only after a round (phase ${String(phase)})`, c.eventPhase);
}

/** Every problem of `s.campaign` (s: a restored state whose base fields may be damaged too). */
export function campaignStateProblems(s: Obj): string[] {
  const p = new Problems();
  const c = s.campaign;
  if (!isObj(c)) {
    p.add("campaign", "expected the campaign record of this game", c);
    return p.list;
  }
  const seats = Array.isArray(s.seats) ? (s.seats as unknown[]).filter((x) => typeof x === "string" && COLOURS.indexOf(x as never) >= 0).map((x) => x as string) : [];
  oneOf(p, "campaign.act", c.act, ACTS);
  const stageOk = oneOf(p, "campaign.stage", c.stage, STAGES);
  checkPlayers(p, c.players, seats);
  if (c.firstRegent !== undefined && oneOf(p, "campaign.firstRegent", c.firstRegent, seats) && Array.isArray(c.players)) {
    // Everyone starts a Regent and one of them is First Regent (BR p.10): an Outlaw never holds the tile.
    for (const q of c.players as unknown[]) if (isObj(q) && q.colour === c.firstRegent && q.title !== "regent") p.add("campaign.firstRegent", "expected a Regent (BR p.10)", c.firstRegent);
  }
  strings(p, "campaign.trust", c.trust, RESOURCE_TYPES, "a resource type");
  strings(p, "campaign.booklet", c.booklet);
  if (c.rulesBooklet !== undefined && !isObj(c.rulesBooklet)) p.add("campaign.rulesBooklet", "expected both sides of the rules booklet", c.rulesBooklet);
  oneOf(p, "campaign.policy", c.policy, POLICIES);
  oneOf(p, "campaign.council", c.council, ["inSession", "decided"]);
  if (c.winner !== undefined && c.stage !== "over") oneOf(p, "campaign.winner", c.winner, seats);
  if (c.setup !== undefined) checkSetup(p, c.setup, seats);
  if (c.actBoard !== undefined) {
    if (!isObj(c.actBoard)) p.add("campaign.actBoard", "expected the Blight the new Act placed", c.actBoard);
    else {
      systemIds(p, "campaign.actBoard.blight", c.actBoard.blight);
      int(p, "campaign.actBoard.blightShort", c.actBoard.blightShort, 0, 100);
    }
  }
  if (c.actSetups !== undefined) checkFateSetups(p, "campaign.actSetups", c.actSetups, seats, LATER_SETUP_CARDS);
  // The Resolution sides done at the last Intermission (fates/resolutions.ts): a seated player, a Resolution card, the cards moved.
  if (c.resolutions !== undefined) {
    objects(p, "campaign.resolutions", c.resolutions, (raw, at) => {
      oneOf(p, `${at}.player`, raw.player, seats);
      oneOf(p, `${at}.card`, raw.card, Object.keys(RESOLUTIONS));
      bools(p, at, raw, ["completed"]);
      for (const k of ["court", "gain", "scrap"]) strings(p, `${at}.${k}`, raw[k], FATE_SET_IDS, "a Fate-set card");
    });
  }
  checkRoundAndEvents(p, c, seats);
  checkCampaignResults(p, c, seats);
  checkBattleRules(p, s.battle, seats);
  if (stageOk) checkStage(p, s, c);
  return p.list;
}
