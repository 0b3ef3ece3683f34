/**
 * A random-legal campaign driver: plays Act I -> Intermission -> Act II -> Intermission -> Act III
 * through `apply`, choosing among the base game's legal commands plus the campaign's (Event plays,
 * the event phase, objective markers, Intermission steps, Fate choices, the next Act from the
 * exported record), and checks invariants after every command. Pure: randomness from a seeded Rng.
 */
import { giveGuildCards } from "../court/guildCards";
import type { GuildGiven } from "../court/guildCards";
import { cloneTable } from "../court/types";
import { guildCardFacts } from "../powers/courtPowers";
import { newPlayerHoldings } from "../court/types";
import type { Colour } from "../data/vocabulary";
import { AMBITIONS, COLOURS } from "../data/vocabulary";
import { LORE_CARDS } from "../data/lore";
import { CAMPAIGN_COURT_CARDS } from "../data/campaign/campaignCourt";
import { FATES } from "../data/campaign/fates";
import { GOVERN_EDICTS, IMPERIAL_COUNCIL } from "../data/campaign/aidCards";
import { EVENT_SYMBOLS } from "../data/campaign/campaignPieces";
import { PLANET_SYMBOLS } from "../data/map";
import { apply, initialState } from "../rules";
import { legalCommands } from "../game/legal";
import { checkInvariants } from "../game/invariants";
import { chooseCommand, makeRng, randomInt, shuffled } from "../game/driver";
import type { Rng } from "../game/driver";
import type { Command, GameState } from "../game/types";
import type { PlayerState } from "../game/state";
import { actActionDeck, campaignActionDeck, exportCampaignRecord } from "./flow";
import { isEventCard } from "./fates/actionDeck";
import { openStartPlanets } from "./actOneSetup";
import type { CampaignPlayer, CampaignState } from "./types";
import { findBy, findByColour } from "../util/byId";
import { checkCampaignInvariants } from "./invariants";
import { governPolicy } from "./booklet";
import { fateAmbitionsInPlay } from "./fateAmbitions";
import { randomMapSnapshot } from "./randomMap";
import { usesObjectiveMarker } from "./intermission";
import { GRAND_CHECKS } from "./fates/grandChecks";
import { havenTurn } from "./fates/haven";
import { empireFacts, systemsControlledBy } from "./mapControl";
import { SYSTEMS } from "../data/map";

export { checkCampaignInvariants };

export interface RandomCampaignResult {
  commands: Command[];
  state: GameState;
  problems: string[];
  /** The Acts started, in order (to check the campaign went through all three). */
  acts: string[];
  /** Every Fate someone held, in the order first held (Act I's "A" Fates, then those kept at the Intermissions). */
  fates: string[];
  /** Objective markers the core advanced itself (fates/objectives.ts, fates/objectiveMoments.ts), one per event. */
  coreAdvances: number;
}

/** What the random driver does beyond the base game's and the campaign's steps. */
export interface RandomCampaignOptions {
  /**
   * Place each objective marker as an Act starts (BR p.6 step D; p.7 step G: in Act III only a "C"
   * Fate's), on a random space, as the table does, so the objectives the core counts move during
   * the Act. Without it a marker is placed only when the Intermission asks for it.
   */
  placeObjectives?: boolean;
}

/** The objective marker a player still has to place in an Act under way, when the driver places them. */
function objectiveDue(rng: Rng, s: GameState, options: RandomCampaignOptions): Command | undefined {
  const c = s.campaign as CampaignState;
  if (options.placeObjectives !== true || c.stage !== "act") return undefined;
  for (const p of c.players) {
    if (usesObjectiveMarker(c, p) && p.objective === undefined) return { type: "setObjective", player: p.colour, space: 1 + randomInt(rng, c.act === "III" ? 6 : 15) };
  }
  return undefined;
}

function pick<T>(rng: Rng, xs: readonly T[]): T {
  return xs[randomInt(rng, xs.length)];
}

function fatesOf(letter: string): string[] {
  return FATES.filter((f) => f.letter === letter).map((f) => f.id);
}

function campaignCandidates(rng: Rng, s: GameState): Command[] {
  const c = s.campaign as CampaignState;
  if (c.stage === "setup" && c.setup !== undefined) {
    const player = c.setup.order[c.setup.placements.length];
    return [{ type: "placeStart", player, system: pick(rng, openStartPlanets(s)), building: randomInt(rng, 2) === 0 ? "city" : "starport" }];
  }
  if (c.eventPhase === undefined && c.crisesDue === true) {
    const ev = c.lastEvent;
    const rolled = ev !== undefined && ev.council === undefined && ev.planet !== undefined;
    const map = randomMapSnapshot(rng, s.seats);
    const court = s.court.row.map((card) => ({ card }));
    // Each seat's agents in supply and Blight Trophies (Political Intrigue, Blight Purge), no Golems held (the Unstable Golems' Crises), drawn from no die: the runs stay as they were.
    const players = s.seats.map((colour, i) => ({ colour, agents: i, blight: i, golems: [] }));
    return [rolled ? { type: "resolveCrises", map, court, players } : { type: "resolveCrises", map, court, players, dice: { planet: pick(rng, PLANET_SYMBOLS), cluster: 1 + randomInt(rng, 6) } }];
  }
  if (c.eventPhase === undefined && c.edictQueue !== undefined) {
    const head = c.edictQueue[0];
    // The core's Fate edicts carry what they read, with no draw, so the runs stay as they were (fates/fateEdicts.ts):
    // the Overlord's Outrage (F1703, two types), an empty map (F1510, F1619: nobody gains), counts of nothing
    // and empty supply bags (F1903, F318: nobody takes a Monopoly), no Outrage (F1412: each gains a Psionic, the table's).
    if (governPolicy(head) === undefined) {
      const zero = { material: 0, fuel: 0, weapon: 0, relic: 0, psionic: 0 };
      const snapshot = { players: s.seats.map((colour) => ({ colour, resources: zero, guildCards: zero, captives: 0, trophies: 0, citiesOnBoard: 4, outrage: [] })) };
      // The Court as set up (F619), the Judge declining (F2405: fates/fateEdicts.ts) as the Advocate does (F413), boards with no Captives (F1805: nobody chooses);
      // the First Regent placing the Sponsored token on the first undeclared box, adding nothing (F123).
      const judge = findBy(c.players, "fate", head === "F413" ? "FATE04" : "FATE24");
      const box = AMBITIONS.filter((a) => !s.markers.some((m) => m.at === a))[0];
      // A chain of choices under way (F1805, F413: fates/edictChoices.ts): its next chooser declines, the Survivalist returns the Captives, the Rival gives the card.
      const step = c.edictStep;
      const player = step !== undefined ? step[0] : head === "F123" ? c.firstRegent : judge === undefined ? undefined : judge.colour;
      const pick = step === undefined ? undefined : head === "F413" ? "card" : c.edictPick !== undefined ? "return" : undefined;
      return [{ type: "edictDone", card: head, outrage: ["weapon", "relic"], map: { systems: [] }, snapshot, supply: zero, court: s.court.row.map((card) => ({ card })), deck: s.court.deck, player, box, pick, table: { players: s.seats.map((colour) => newPlayerHoldings(colour, 4)), court: { deck: [], row: [], discard: [] }, supply: zero } }];
    }
    const fr = c.firstRegent;
    if (fr === undefined) return [{ type: "govern", player: s.seats[0] }];
    if (randomInt(rng, 3) === 0) {
      const other = pick(rng, ["peace", "escalation", "war"].filter((p) => p !== c.policy)) as "peace" | "escalation" | "war";
      return [{ type: "govern", player: fr, replaceWith: other }];
    }
    const regents = c.players.filter((p) => p.title === "regent");
    const offer: { [policy: string]: string } = { peace: "relic", escalation: "fuel", war: "trophy" };
    const demands = regents.map((p) => ({
      player: p.colour,
      gives: p.colour === fr ? (c.policy === "war" ? "none" : pick(rng, ["none", offer[c.policy]])) : pick(rng, [offer[c.policy], "favor", "outlaw"]),
    }));
    const citiesOnBoard = regents.map((p) => ({ player: p.colour, cities: randomInt(rng, 6) }));
    // An empty map: no Outlaw is held by the Empire under Govern with Authority (fates/governAuthority.ts).
    return [{ type: "govern", player: fr, demands, citiesOnBoard, map: { systems: [] } }];
  }
  if (c.eventPhase !== undefined) {
    const player = c.eventPhase.player;
    if (c.eventPhase.step === "summit") return [{ type: "eventSummit", player, call: randomInt(rng, 2) === 0 }];
    if (c.eventPhase.step === "inSummit") {
      const me = findByColour(c.players, player) as CampaignPlayer;
      const roll = randomInt(rng, 6);
      if (roll === 0 && me.title === "regent") return [{ type: "summit", player, action: "leaveEmpire" }];
      if (roll === 1 && me.title === "outlaw" && !c.players.some((p) => p.title === "regent")) return [{ type: "summit", player, action: "reviveEmpire" }];
      if (roll === 2) return [{ type: "summit", player, action: "petitionCouncil" }];
      if (roll === 3) return [{ type: "summit", player, action: "promiseFavor", rival: pick(rng, c.players.filter((p) => p.colour !== player)).colour }];
      return [{ type: "summit", player, action: "end" }];
    }
    if (c.eventPhase.step === "council") {
      const me = findByColour(c.players, player) as CampaignPlayer;
      const steal = me.title === "outlaw" ? c.trust.slice(0, randomInt(rng, c.trust.length + 1)) : [];
      // The random game has no table: the First Regent shows no Guild cards (no Sworn Guardians).
      return [{ type: "resolveCouncil", player, steal, resolve: randomInt(rng, 2) === 0 ? "Crises" : "Edicts", firstRegentGuildCards: [] }];
    }
    return [{ type: "rollEventDice", player, event: pick(rng, EVENT_SYMBOLS), planet: pick(rng, PLANET_SYMBOLS), cluster: 1 + randomInt(rng, 6) }];
  }
  if (c.stage === "intermission") {
    for (const p of c.players) {
      if (c.intermissionStep === "A" && p.objective === undefined) return [{ type: "setObjective", player: p.colour, space: randomInt(rng, 3) === 0 ? 0 : 1 + randomInt(rng, 8) }];
    }
    const step = c.intermissionStep as string;
    if (step === "F") {
      const letter = c.act === "I" ? "B" : "C";
      const pool = shuffled(rng, fatesOf(letter));
      const choices = c.players.map((p) => {
        const drawn = pool.splice(0, p.objectiveCompleted === true ? 1 : 2);
        const options = p.objectiveCompleted === true ? drawn.concat([p.fate]) : drawn;
        return { player: p.colour, drawn, chosen: pick(rng, options) };
      });
      return [{ type: "chooseFates", choices }];
    }
    if (step === "done") {
      const record = exportCampaignRecord(s);
      if (record === undefined) return [];
      const court = shuffled(rng, s.court.row.concat(s.court.deck).filter((id) => id !== IMPERIAL_COUNCIL));
      const map = randomMapSnapshot(rng, s.seats);
      const eventDiePlanet = pick(rng, PLANET_SYMBOLS);
      const numberDice = s.playerCount === 2 ? [1 + randomInt(rng, 6), 1 + randomInt(rng, 6)] : undefined;
      return [{ type: "startAct", record, actionDeck: shuffled(rng, actActionDeck(record, s.actionCards)), courtDeck: court, map, eventDiePlanet, numberDice }];
    }
    if (step === "D") return [{ type: "intermission", step: "D", map: randomMapSnapshot(rng, s.seats) }];
    return [{ type: "intermission", step: step as "A" | "B" | "C" | "E" }];
  }
  const out: Command[] = [];
  if (c.act === "III" && s.phase === "scoring" && c.grand === undefined) {
    // The core checks some lines at the score (fates/grandChecks.ts): a claim stays within the lines always the players'.
    return [{ type: "grandAmbitions", checked: true, results: c.players.map((p) => ({ player: p.colour, fulfilled: p.letter === "C" ? 0 : Math.min(randomInt(rng, 3), alwaysTheirs(p.fate)) })) }];
  }
  // F1208B at Act III's end: each Rival a planet they control on a random map, or none, with True Rumors on random planets (the last choice reads them).
  const turn = havenTurn(s);
  if (turn !== undefined) {
    const map = randomMapSnapshot(rng, s.seats);
    const planets = SYSTEMS.filter((x) => x.kind === "planet").map((x) => x.id);
    const mine = systemsControlledBy(map, turn, s.seats, empireFacts(c)).filter((id) => planets.indexOf(id) >= 0);
    const rumors = [{ system: pick(rng, planets), token: "True Rumor Cluster Correct" }, { system: pick(rng, planets), token: "True Rumor Symbol Correct" }];
    return [mine.length > 0 && randomInt(rng, 3) > 0 ? { type: "haven", player: turn, planet: pick(rng, mine), map, rumors } : { type: "haven", player: turn, map, rumors }];
  }
  if (c.act === "III" && s.phase === "play" && randomInt(rng, 40) === 0) {
    const cs = c.players.filter((p) => p.letter === "C");
    if (cs.length > 0) out.push({ type: "setObjective", player: pick(rng, cs).colour, space: randomInt(rng, 4) });
  }
  const r = s.round;
  if (s.phase === "play" && r !== undefined && r.turn > 0 && !r.played) {
    const player = r.order[r.turn];
    const p = findByColour(s.players, player) as PlayerState;
    for (const id of p.hand) if (isEventCard(id)) out.push({ type: "playEvent", player, card: id });
  }
  if (s.phase === "play" && r !== undefined && r.played && c.council === "inSession") {
    out.push({ type: "secureCouncil", player: r.order[r.turn] });
  }
  return out;
}

/**
 * The base game's legal commands as a campaign table sends them: a chapter's score carries a random
 * map (Fate ambitions and objectives count control from it), and a declaration of the ambition a
 * Fate ambition replaces may declare the Fate ambition instead.
 */
function withCampaignMap(rng: Rng, s: GameState, commands: Command[]): Command[] {
  const c = s.campaign as CampaignState;
  const out: Command[] = [];
  for (const cmd of commands) {
    if (cmd.type === "score") {
      out.push({ ...cmd, map: randomMapSnapshot(rng, s.seats) });
      continue;
    }
    out.push(cmd);
    if (cmd.type !== "declare") continue;
    for (const def of fateAmbitionsInPlay(c)) {
      if (def.insteadOf === cmd.ambition) out.push({ type: "declareFateAmbition", player: cmd.player, ambition: def.id });
    }
  }
  return out;
}

/**
 * The random driver's next command in a campaign under way: the campaign's own step when one is due
 * (setup, the event phase, Edicts, Crises, the Intermission, Act III's grand
 * ambitions), else any legal command; a problem when there is none.
 */
/** How many of a Fate's grand-ambition lines are always the players' (a string in GRAND_CHECKS). */
function alwaysTheirs(fate: string): number {
  const e = GRAND_CHECKS[fate];
  return e === undefined ? 2 : (typeof e[1] === "string" ? 1 : 0) + (typeof e[2] === "string" ? 1 : 0);
}

function nextRandomCommand(rng: Rng, state: GameState, options: RandomCampaignOptions = {}): Command | string {
  const campaign = state.campaign as CampaignState;
  const due = objectiveDue(rng, state, options);
  if (due !== undefined && apply(state, due).ok) return due;
  // p.13: a When Secured waiting for its securer holds the turn: they decline it, else take the first cluster it accepts.
  const sec = state.secure;
  if (sec !== undefined && sec.step === "whenSecured" && sec.last.kind === "secured") {
    const court = sec.last.outcome.table;
    // Call to Pilgrimage (F905) names a suit of the securer's Guild cards and shuffles itself into the deck (the order as it lies).
    const deckOrder = court.court.deck.concat(court.pending ? [court.pending.card] : []);
    const suits = court.players.filter((p) => p.colour === sec.colour)[0].guildCards.map((id) => ({ suit: (guildCardFacts(id) || { suit: "" }).suit, deckOrder }));
    // Guilds Withdraw (F422), Diplomatic Fiasco (F410): each Rival who owes a Guild card gives up their first one they may.
    const given: GuildGiven[] = [];
    for (let g = giveGuildCards(cloneTable(court), sec.card === "F422", sec.colour, given); g.next !== undefined; g = giveGuildCards(cloneTable(court), sec.card === "F422", sec.colour, given)) given.push({ colour: g.next, card: (g.free as string[])[0] });
    for (const answer of ([{}, { cluster: 1 }, { cluster: 2 }, { cluster: 3 }, { cluster: 4 }, { cluster: 5 }, { cluster: 6 }, { deckOrder }, { given }] as object[]).concat(suits)) {
      const cmd = { type: "court", player: sec.colour, action: { kind: "answer", answer, court } } as Command;
      if (apply(state, cmd).ok) return cmd;
    }
  }
  const own = campaignCandidates(rng, state);
  const blocked = campaign.stage === "setup" || campaign.eventPhase !== undefined || campaign.edictQueue !== undefined || campaign.crisesDue === true || campaign.stage === "intermission" ||
    (campaign.act === "III" && state.phase === "scoring" && (campaign.grand === undefined || havenTurn(state) !== undefined));
  const candidates = blocked ? own : own.concat(withCampaignMap(rng, state, legalCommands(state)).filter((c) => apply(state, c).ok));
  if (candidates.length === 0) return copyWithAny(state) || `no legal command in the ${state.phase} step`;
  return blocked ? candidates[0] : chooseCommand(rng, state, candidates);
}

/**
 * A follower whose hand holds only cards the base game's legal moves do not know (F813's Faithful
 * cards): any card Copies face down (p.10); asked only when nothing else is legal, so no other run changes.
 */
function copyWithAny(s: GameState): Command | undefined {
  const r = s.round;
  if (s.phase !== "play" || r === undefined || r.turn === 0 || r.played) return undefined;
  const player = r.order[r.turn];
  for (const card of (findByColour(s.players, player) as PlayerState).hand) {
    const c: Command = { type: "follow", player, card, mode: "copy" };
    if (apply(s, c).ok) return c;
  }
  return undefined;
}

export function playRandomCampaign(seed: number, playerCount: number, maxCommands = 30000, options: RandomCampaignOptions = {}): RandomCampaignResult {
  const rng = makeRng(seed);
  const seats = shuffled(rng, COLOURS.slice()).slice(0, playerCount) as Colour[];
  const lore = shuffled(rng, LORE_CARDS.map((l) => l.id)).slice(0, playerCount);
  const court = shuffled(rng, CAMPAIGN_COURT_CARDS.map((x) => x.id));
  const rowSize = playerCount === 2 ? 3 : 4;
  let next: Command = {
    type: "startCampaign", seats,
    actionDeck: shuffled(rng, campaignActionDeck(playerCount)),
    courtDeck: court.slice(0, rowSize).concat(shuffled(rng, court.slice(rowSize).concat(lore))),
    governOrder: shuffled(rng, GOVERN_EDICTS.slice()),
    fates: shuffled(rng, fatesOf("A")).slice(0, playerCount),
    numberDie: 1 + randomInt(rng, 6),
    eventDiePlanet: pick(rng, PLANET_SYMBOLS),
  };
  const commands: Command[] = [];
  const problems: string[] = [];
  const acts: string[] = [];
  const fates: string[] = [];
  let coreAdvances = 0;
  let state = initialState();
  while (commands.length < maxCommands) {
    const r = apply(state, next);
    if (!r.ok) {
      problems.push(`command ${commands.length} (${next.type}) was refused: ${r.reason}`);
      break;
    }
    commands.push(next);
    state = r.value;
    if (next.type === "startCampaign" || next.type === "startAct") acts.push((state.campaign as CampaignState).act);
    for (const p of (state.campaign as CampaignState).players) if (fates.indexOf(p.fate) < 0) fates.push(p.fate);
    for (const e of state.events) if (e.kind === "scored" && e.text.indexOf("'s objective advances ") >= 0) coreAdvances += 1;
    // BR p.9: Power may go negative in a campaign, so the base game's "negative Power" check does not apply.
    const base = checkInvariants(state).filter((e) => e.indexOf("has negative Power") < 0);
    for (const e of base.concat(checkCampaignInvariants(state))) problems.push(`after command ${commands.length - 1} (${next.type}): ${e}`);
    if ((state.campaign as CampaignState).stage === "over") break;
    const chosen = nextRandomCommand(rng, state, options);
    if (typeof chosen === "string") {
      problems.push(chosen);
      break;
    }
    next = chosen;
  }
  return { commands, state, problems, acts, fates, coreAdvances };
}

/**
 * Continues a campaign from `start` with random legal commands (as playRandomCampaign chooses them)
 * until `stop` says so: tests stage a table at a later point of a campaign begun on the table.
 */
export function continueRandomCampaign(start: GameState, seed: number, stop: (s: GameState) => boolean, maxCommands = 30000): RandomCampaignResult {
  const rng = makeRng(seed);
  const commands: Command[] = [];
  const problems: string[] = [];
  let state = start;
  while (commands.length < maxCommands && !stop(state)) {
    if ((state.campaign as CampaignState).stage === "over") break;
    const next = nextRandomCommand(rng, state);
    if (typeof next === "string") {
      problems.push(next);
      break;
    }
    const r = apply(state, next);
    if (!r.ok) {
      problems.push(`command ${commands.length} (${next.type}) was refused: ${r.reason}`);
      break;
    }
    commands.push(next);
    state = r.value;
  }
  return { commands, state, problems, acts: [], fates: [], coreAdvances: 0 };
}
