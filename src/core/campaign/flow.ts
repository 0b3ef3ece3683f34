/**
 * The campaign's Act structure (BR pp.4-9): campaign -> Act I, II, III with 3/3/4 chapters, no early
 * end by Power, Power carried over and allowed to go negative, the winner after Act III.
 * Everything random (decks, Fate draws, Govern order) arrives in the commands.
 */
import type { Colour } from "../data/vocabulary";
import { COLOURS } from "../data/vocabulary";
import { actionDeckFor } from "../data/actionCards";
import { AMBITION_MARKERS, courtRowSize } from "../data/ambitions";
import { eventCardsFor, GOVERN_EDICTS, IMPERIAL_COUNCIL, aidCard } from "../data/campaign/aidCards";
import type { Policy } from "../data/campaign/aidCards";
import type { Act } from "../data/campaign/fateTypes";
import { ACT_ONE_SETUPS } from "./fates/setups";
import { fateActionCards } from "./fates/actionDeck";
import { advanceCountedObjectives, scrapRelics } from "./fates/objectives";
import { chaptersInAct } from "../data/campaign/campaignPieces";
import type { GameState, PlayerState, ScoreCommand, ScoringReport } from "../game/types";
import type { RuleStep } from "../game/ruleModules";
import { dealHands } from "../game/deal";
import { playerState } from "../game/rounds";
import { hasDuplicates, isPermutationOf, turnOrderFrom, logEvent, stringList } from "../game/util";
import type { CampaignPlayer, CampaignRecord, CampaignState, StartActCommand, StartCampaignCommand } from "./types";
import { validateCampaignRecord } from "./record";
import { actOneMap, placementOrder } from "./actOneSetup";
import { NUMBER_DIE_FACES } from "../data/campaign/campaignPieces";
import { PLANET_SYMBOLS } from "../data/map";
import type { PlanetSymbol } from "../data/map";
import { finalObjectiveWinner, scoreGrandAmbitions } from "./grandAmbitions";
import { mapSnapshotRefusal } from "./mapControl";
import type { MapSnapshot } from "./mapControl";
import { ambitionBoxTokens, laterActBoard } from "./laterActSetup";
import { fateAmbitionsAfterScoring, fateAmbitionsBeforeScoring } from "./fateAmbitions";
import { actOneBooklet, rulesBookletOf, writeBooklet } from "./booklet";
import { fateOf, named } from "./fates/setupWords";
import { withImperialTrust } from "./fates/monopolies";


/** The action deck of a campaign Act: the base deck for the player count plus its Event cards (BR p.4 steps C-E). */
export function campaignActionDeck(players: number): string[] {
  return actionDeckFor(players).concat(eventCardsFor(players));
}

/**
 * The deck a later Act starts with (BR p.7: "the same as the previous Act"): on the same table the last
 * Act's cards (`previousDeck`: a card Teach scrapped, F803, stays out; a Faithful card drawn from the
 * Court, F813, stays in), from an imported record the box's; plus a card a Fate's setup shuffles in (F515).
 */
export function actActionDeck(record: CampaignRecord, previousDeck: readonly string[]): string[] {
  const deck = previousDeck.length > 0 ? previousDeck.slice() : campaignActionDeck(record.seats.length);
  for (const id of fateActionCards(record.nextAct, record.players.map((p) => p.fate), previousDeck)) if (deck.indexOf(id) < 0) deck.push(id);
  return deck;
}

/** The last Act's action cards on this table (none from a table without a campaign: an imported record's). */
export function lastActCards(s: GameState | undefined): string[] {
  return s !== undefined && s.campaign !== undefined ? s.actionCards : [];
}

function policyOf(edict: string): Policy {
  const card = aidCard(edict);
  return card !== undefined && card.policy !== undefined ? card.policy : "peace";
}

/** Common to every Act's setup: deck, Court with the Council leftmost, markers, deal (BR p.4-5, p.7). */
function setUpAct(s: GameState, seats: Colour[], initiative: Colour, actionDeck: unknown, courtDeck: unknown, act: Act, full: string[], fateCards: readonly string[] = []): string | undefined {
  const n = seats.length;
  // A Fate's card shuffled in (F515, fates/actionDeck.ts) may be missing from an older table's deck.
  const lean = full.filter((id) => fateCards.indexOf(id) < 0);
  const deck = stringList(actionDeck) && isPermutationOf(actionDeck, full) ? full : lean;
  if (!stringList(actionDeck) || !isPermutationOf(actionDeck, deck)) {
    const extra = fateCards.length > 0 ? ` (and may hold ${fateCards.join(", ")} from a Fate's setup)` : "";
    const where = isPermutationOf(lean, campaignActionDeck(n)) ? `for ${n} players, Events included (BR p.4)` : "the last Act ended with (BR p.7)";
    return `the action deck must be the ${lean.length} action cards ${where}${extra}`;
  }
  const rowSize = courtRowSize(n) as number;
  if (!stringList(courtDeck) || courtDeck.length < rowSize) return `the Court deck needs at least ${rowSize} cards (BR p.4 step I)`;
  if (hasDuplicates(courtDeck)) return "the Court deck lists a card twice";
  if (courtDeck.indexOf(IMPERIAL_COUNCIL) >= 0) return "the Imperial Council is the leftmost Court card, not in the Court deck (BR p.4)";
  s.playerCount = n;
  s.seats = seats.slice();
  s.initiative = initiative;
  s.setupCard = "";
  s.outOfPlayClusters = [];
  s.placements = [];
  s.actionCards = deck;
  s.deck = actionDeck.slice();
  s.discard = [];
  s.court = { row: [IMPERIAL_COUNCIL].concat(courtDeck.slice(0, rowSize)), deck: courtDeck.slice(rowSize) };
  s.chapter = 1;
  // BR p.7 step A: Act II flips the lowest marker, Act III the two lowest (AMBITION_MARKERS is lowest first).
  const flips = act === "I" ? 0 : act === "II" ? 1 : 2;
  s.markers = AMBITION_MARKERS.map((m, i) => ({ id: m.id, flipped: i < flips, at: "available" as const }));
  s.zeroMarker = "declaredSlot";
  s.roundCount = 0;
  s.passStreak = [];
  return undefined;
}

/**
 * The Fates whose Act I setup gains the First Regent tile, the first in play winning: the Steward
 * (F101A "Gain the First Regent tile"), then the Admiral (F701A "Gain the First Regent tile unless
 * the Steward is in play"). No other setup in seed 003 gains it (fates/setups.ts ACT_ONE_SETUPS).
 */
const FIRST_REGENT_SETUPS: readonly { fate: string; card: string }[] = ACT_ONE_SETUPS.filter((f) => f.firstRegent === true);

/**
 * Who holds the First Regent tile once the Act I setups are done (BR p.6 step 6: "If no one has
 * the First Regent tile from their setup, the player with initiative takes it"), and which setup
 * card gave it ("" for the initiative). `fates` are in seat order, `seats[0]` has the initiative.
 */
export function actOneFirstRegent(seats: readonly Colour[], fates: readonly string[]): { colour: Colour; card: string } {
  for (const f of FIRST_REGENT_SETUPS) {
    const i = fates.indexOf(f.fate);
    if (i >= 0) return { colour: seats[i], card: f.card };
  }
  return { colour: seats[0], card: "" };
}

export function startCampaign(s: GameState, c: StartCampaignCommand): string | undefined {
  if (s.phase !== "setup" || s.campaign !== undefined) return "the game is already set up";
  if (!stringList(c.seats)) return "list the players' colours in clockwise order";
  const n = c.seats.length;
  if (n < 2 || n > 4) return `the campaign is played by 2 to 4 players, not ${n}`;
  for (const colour of c.seats) if (COLOURS.indexOf(colour) < 0) return `${colour} is not a player colour`;
  if (hasDuplicates(c.seats)) return "each colour can only sit once";
  if (!stringList(c.fates) || c.fates.length !== n) return `give each of the ${n} players their Fate, in seat order`;
  for (let i = 0; i < n; i++) {
    const f = fateOf(c.fates[i]);
    if (f === undefined) return `${c.fates[i]} is not a Fate`;
    if (f.letter !== "A") return `${c.seats[i]} must choose an "A" Fate in Act I, not ${f.name} (BR p.6)`;
  }
  if (hasDuplicates(c.fates)) return "two players cannot play the same Fate";
  if (NUMBER_DIE_FACES.indexOf(c.numberDie) < 0) return "roll the number die for the Imperial clusters: 1-6 (BR p.5)";
  if (PLANET_SYMBOLS.indexOf(c.eventDiePlanet) < 0) return "roll the event die for the Free cities (BR p.5)";
  if (!stringList(c.governOrder) || !isPermutationOf(c.governOrder, GOVERN_EDICTS.slice())) {
    return "put the 3 Govern the Imperial Reach cards in the rules booklet (BR p.5)";
  }
  const r = setUpAct(s, c.seats, c.seats[0], c.actionDeck, c.courtDeck, "I", campaignActionDeck(n));
  if (r !== undefined) return r;
  s.players = c.seats.map((colour): PlayerState => ({ colour, power: 0, hand: [], startingResources: [], lore: [] }));
  const firstRegent = actOneFirstRegent(c.seats, c.fates);
  const players: CampaignPlayer[] = [];
  for (let i = 0; i < n; i++) {
    players.push({ colour: c.seats[i], fate: c.fates[i], letter: "A", title: "regent", favors: [] });
  }
  // BR p.5 steps L-M: at 2 players Guild Envoys Depart takes the first slot; the top Govern card sets the Policy.
  const campaign: CampaignState = {
    act: "I", stage: "act", players, trust: [], booklet: [], council: "inSession", policy: policyOf(c.governOrder[0]),
    // BR p.6 step 6: the initiative player takes the First Regent tile unless a Fate's setup gave it.
    firstRegent: firstRegent.colour,
  };
  writeBooklet(campaign, actOneBooklet(n, c.governOrder));
  const map = actOneMap(c.numberDie, c.eventDiePlanet);
  campaign.stage = "setup";
  campaign.setup = { ...map, order: placementOrder(c.seats, c.seats[0]), placements: [] };
  s.campaign = campaign;
  // BR p.5 step Q: at 2 players the Imperial clusters' resources go onto the ambition boxes.
  s.thirdPlayer = n === 2 ? ambitionBoxTokens(map.imperialClusters) : undefined;
  logEvent(s, "setUp", undefined, `Act I of The Blighted Reach begins with ${n} players; ${s.initiative} has the initiative; ${firstRegentText(firstRegent)}. Imperial clusters ${map.imperialClusters.map((n) => String(n)).join(" and ")}: 1 Imperial ship per system; Free cities at ${map.freeCities.join(", ")}; 1 damaged Blight in each other system (BR p.5)`);
  return undefined;
}

function firstRegentText(fr: { colour: Colour; card: string }): string {
  return fr.card === "" ? `${fr.colour} takes the First Regent tile (BR p.6)` : `${fr.colour} gains the First Regent tile from ${named(fr.card)}`;
}

function keptLore(p: CampaignRecord["players"][number], kept: readonly PlayerState[]): string[] {
  if (p.lore !== undefined) return p.lore.slice();
  for (const k of kept) if (k.colour === p.colour) return k.lore.slice();
  return [];
}

export function startAct(s: GameState, c: StartActCommand): string | undefined {
  if (s.phase !== "setup" && !(s.campaign !== undefined && s.campaign.stage === "intermission" && s.campaign.intermissionStep === "done")) {
    return "a new Act starts on a new table or after the Intermission (BR p.29)";
  }
  const problems = validateCampaignRecord(c.record);
  if (problems.length > 0) return `the campaign record is not valid: ${problems.join("; ")}`;
  const rec = c.record;
  if (rec.nextAct === "I") return "Act I starts with startCampaign, not from a record";
  // The board additions (BR p.7 steps C-E) need the map as it stands and the dice; a table that
  // cannot read its map (a record imported into an empty table) sends none and does them by hand.
  const byHand = c.map === undefined && c.eventDiePlanet === undefined && c.numberDice === undefined;
  const two = rec.seats.length === 2;
  if (!byHand) {
    if (typeof c.map !== "object" || c.map === null || !Array.isArray(c.map.systems)) return "send the map: the new Act adds Blight to it (BR p.7)";
    const badMap = mapSnapshotRefusal(c.map, rec.seats);
    if (badMap !== undefined) return badMap;
    if (PLANET_SYMBOLS.indexOf(c.eventDiePlanet as PlanetSymbol) < 0) return "roll the event die for the new Blight (BR p.7)";
    if (two && (!Array.isArray(c.numberDice) || c.numberDice.length !== 2 || NUMBER_DIE_FACES.indexOf(c.numberDice[0]) < 0 || NUMBER_DIE_FACES.indexOf(c.numberDice[1]) < 0)) {
      return "roll the number die twice for the ambition boxes (BR p.7)";
    }
    if (!two && c.numberDice !== undefined) return "only 2 players roll the number die for the ambition boxes (BR p.7)";
  }
  if (Array.isArray(c.courtDeck)) {
    for (const p of rec.players) {
      const lore = p.lore === undefined ? [] : p.lore;
      for (const id of lore) if ((c.courtDeck as unknown[]).indexOf(id) >= 0) return `${id} is in ${p.colour}'s play area, not the Court deck (BR p.30)`;
    }
  }
  const last = lastActCards(s);
  const fateCards = fateActionCards(rec.nextAct, rec.players.map((p) => p.fate), last);
  const r = setUpAct(s, rec.seats, rec.initiative, c.actionDeck, c.courtDeck, rec.nextAct, actActionDeck(rec, last), fateCards);
  if (r !== undefined) return r;
  // Lore stays in its holder's play area between Acts (BR p.30): the record's (version 3), else, on
  // the same table, the lore the state holds; an older record imported into a fresh table has none.
  const kept = s.campaign !== undefined ? s.players : [];
  s.players = rec.players.map((p): PlayerState => ({ colour: p.colour, power: p.power, hand: [], startingResources: [], lore: keptLore(p, kept) }));
  const players: CampaignPlayer[] = rec.players.map((p) => {
    const f = fateOf(p.fate);
    return { colour: p.colour, fate: p.fate, letter: f === undefined ? "A" : f.letter, title: p.title, favors: p.favors.slice() };
  });
  const campaign: CampaignState = { act: rec.nextAct, stage: "act", players, trust: [], booklet: rec.booklet.slice(), policy: rec.policy, council: "inSession" };
  // A version 1 record carries the Edicts alone (one per slot, the Govern cards together); version 2 both sides (BR p.30).
  writeBooklet(campaign, rec.rulesBooklet === undefined ? rulesBookletOf(campaign) : rec.rulesBooklet);
  if (rec.firstRegent !== undefined) campaign.firstRegent = rec.firstRegent;
  s.campaign = campaign;
  s.lastScoring = undefined;
  s.winner = undefined;
  s.thirdPlayer = undefined;
  logEvent(s, "setUp", undefined, `Act ${rec.nextAct} begins; ${s.initiative} has the initiative (BR p.7)`);
  if (byHand) {
    logEvent(s, "setUp", undefined, `no map read: by hand, put 1 damaged Blight on each empty gate, roll the event die, add Blight in each cluster${two ? ", roll the number die twice for the ambition boxes" : ""} (BR p.7 steps C-${two ? "E" : "D"})`);
  } else {
    const board = laterActBoard(c.map as MapSnapshot, c.eventDiePlanet as PlanetSymbol);
    campaign.actBoard = board;
    if (two) s.thirdPlayer = ambitionBoxTokens(c.numberDice as number[]);
    const short = board.blightShort > 0 ? `; the Blight supply is out, ${board.blightShort} not placed` : "";
    logEvent(s, "setUp", undefined, `1 damaged Blight on each empty gate and on the ${String(c.eventDiePlanet)} planets rolled (BR p.7): ${board.blight.length === 0 ? "none" : board.blight.join(", ")}${short}`);
    if (two) {
      const dice = c.numberDice as number[];
      logEvent(s, "setUp", undefined, `number die ${String(dice[0])} and ${String(dice[1])}: those clusters' resources go on the ambition boxes (BR p.7)`);
    }
  }
  dealHands(s);
  return undefined;
}

/** BR p.8: most Power over all Acts; ties to "A" over "B" over "C" Fates, then turn order. */
export function campaignWinner(s: GameState): Colour {
  const campaign = s.campaign as CampaignState;
  let best: Colour | undefined;
  let bestPower = 0;
  let bestRank = 0;
  for (const colour of turnOrderFrom(s.seats, s.initiative)) {
    const power = (playerState(s, colour) as PlayerState).power;
    let rank = 2;
    for (const p of campaign.players) if (p.colour === colour) rank = "ABC".indexOf(p.letter);
    if (best === undefined || power > bestPower || (power === bestPower && rank < bestRank)) {
      best = colour;
      bestPower = power;
      bestRank = rank;
    }
  }
  return best as Colour;
}

/**
 * Chapter end in a campaign: the base scoring runs (ambitions, marker flip), then the campaign's
 * rules replace its ending: no end by Power, 3 chapters in Acts I-II and 4 in Act III (BR p.8).
 */
export function scoreInCampaign(s: GameState, c: ScoreCommand, next: RuleStep<ScoreCommand>): string | undefined {
  const campaign = s.campaign as CampaignState;
  const chapter = s.chapter;
  // Only "A"/"B" Fates have grand ambitions (BR p.9): a table of "C" Fates has none to give.
  if (campaign.act === "III" && s.phase === "scoring" && campaign.grand === undefined && campaign.players.some((p) => p.letter !== "C")) {
    return "first give each player's grand ambitions this chapter (BR p.9)";
  }
  if (c.map !== undefined) {
    const bad = mapSnapshotRefusal(c.map, s.seats);
    if (bad !== undefined) return bad;
  }
  const snapshot = withImperialTrust(s, c.snapshot);
  const chapterEnd = s.phase === "scoring";
  const fate = chapterEnd ? fateAmbitionsBeforeScoring(s, snapshot, c.map) : [];
  if (typeof fate === "string") return fate;
  const r = next(s, { ...c, snapshot });
  if (r !== undefined) return r;
  fateAmbitionsAfterScoring(s, fate, c.map, snapshot);
  // The objectives the core counts at the chapter's end (fates/objectives.ts).
  if (chapterEnd) advanceCountedObjectives(s, snapshot, c.map);
  // The Redeemer's Relics scrapped after scoring, before the final-objective check (F1901B).
  const relics = scrapRelics(s, c.relics, c.snapshot);
  if (relics !== undefined) return relics;
  // F1313 "After scoring, return all of the pieces from this card" (the table does: scoring/cleanup.ts).
  if (snapshot.players.some((p) => (p.hunger ?? 0) > 0)) (s.lastScoring as ScoringReport).instructions.push("return the pieces on Blight Hunger (F1313) to their supplies");
  // The Commonwealth Ambition marker goes back to the Founder's Fate card, scored or not (F213).
  campaign.commonwealth = undefined;
  s.winner = undefined;
  s.events = s.events.filter((e) => e.kind !== "gameOver" && e.kind !== "chapterAdvanced");
  if (campaign.act === "III") {
    const grand = scoreGrandAmbitions(s, chapter, snapshot, c.map);
    if (grand !== undefined) return grand;
    const finalWinner = finalObjectiveWinner(s);
    if (finalWinner !== undefined) {
      s.phase = "gameOver";
      campaign.stage = "over";
      campaign.winner = finalWinner;
      s.winner = finalWinner;
      logEvent(s, "gameOver", finalWinner, `${finalWinner} completed the final objective with 1+ Power: wins the campaign (BR p.9)`);
      return undefined;
    }
  }
  if (chapter < chaptersInAct(campaign.act)) {
    s.chapter = chapter + 1;
    s.phase = "deal";
    logEvent(s, "chapterAdvanced", undefined, `chapter ${s.chapter} of Act ${campaign.act} begins: shuffle and deal the action cards (BR p.8)`);
    return undefined;
  }
  s.chapter = chapter;
  if (campaign.act === "III") {
    s.phase = "gameOver";
    campaign.stage = "over";
    campaign.winner = campaignWinner(s);
    s.winner = campaign.winner;
    logEvent(s, "gameOver", campaign.winner, `Act III is over: ${campaign.winner} wins the campaign with the most Power (BR p.8)`);
    return undefined;
  }
  s.phase = "intermission";
  campaign.stage = "intermission";
  campaign.intermissionStep = "A";
  logEvent(s, "chapterAdvanced", undefined, `Act ${campaign.act} is over: the Intermission begins (BR p.28)`);
  return undefined;
}

function copyBooklet(b: { edicts: string[][]; laws: string[][] }): { edicts: string[][]; laws: string[][] } {
  return { edicts: b.edicts.map((slot) => slot.slice()), laws: b.laws.map((slot) => slot.slice()) };
}

/** The record the next Act starts from (BR p.30): taken after the Intermission. */
export function exportCampaignRecord(s: GameState): CampaignRecord | undefined {
  const campaign = s.campaign;
  if (campaign === undefined || campaign.act === "III") return undefined;
  const rec: CampaignRecord = {
    version: 3,
    nextAct: campaign.act === "I" ? "II" : "III",
    seats: s.seats.slice(),
    initiative: s.initiative,
    players: campaign.players.map((p) => {
      const ps = playerState(s, p.colour) as PlayerState;
      return { colour: p.colour, fate: p.fate, power: ps.power, title: p.title, favors: p.favors.slice(), lore: ps.lore.slice() };
    }),
    booklet: campaign.booklet.slice(),
    rulesBooklet: copyBooklet(rulesBookletOf(campaign)),
    policy: campaign.policy,
  };
  if (campaign.firstRegent !== undefined) rec.firstRegent = campaign.firstRegent;
  return rec;
}
