/**
 * The Blighted Reach on the table: the host's "Campaign: new (Act I) / continue (import a record)"
 * controls beside the setup panel, Act I's dice and secret Fate choice (campaign/start.ts,
 * campaign/fates.ts), the guided placement passes (campaign/placement.ts), the table following the
 * core (campaign/layout.ts), the record's export and import (campaign/record.ts) and, during play,
 * Event cards and the event phase (campaign/eventPhase/).
 */
import type { Command, GameState } from "../../core/game/types";
import { announce, refuseTo } from "../lib/chat";
import { exposeGlobal } from "../lib/globals";
import { on } from "../lib/events";
import { setUiAttribute } from "../lib/ui";
import { isHost, seatedColours } from "../lib/seats";
import { CLOCKWISE } from "../lib/clockwise";
import { quarantined } from "../session/quarantine";
import { onRedraw, onResume, redrawAll } from "../session/redraw";
import { game, onApplied, registerSavedFeature, submit } from "../session/session";
import { arrangeMarkers } from "../setup/arrange";
import { advanceOracle } from "../setup/setup";
import type { ActOneStart } from "./start";
import { actOneProblems, drawActOne, restoreActOne, rollSetupDice, startCommand, waitingFor } from "./start";
import { KEEP_FUNCTION, OBJECTIVE_DOWN, OBJECTIVE_UP, keepFate, moveObjective, paintKeepButtons, paintObjectiveButtons } from "./fates";
import { layFateTokens } from "./fateTokens";
import { dealFateSets, dealFates, layFateSetups, layDiscardEvents, placeFirstRegentTile, layActOneMap, layCourt, layFreeCities, layHands, layPlacement, openZonesToCampaign, placeObjectiveMarkers, revealFates } from "./layout";
import { duePlacer, highlightWhenLanded, notePickUp, onPlacementDrop, paintPlacementHighlights, placementText, placing } from "./placement";
import { EXPORT_COMMAND, IMPORT_COMMAND, RECORD_TAB, exportRecord, importRecord } from "./record";
import { installEventPhase } from "./eventPhase/eventPhase";
import { installIntermission, nextActRolling } from "./intermission/intermission";
import { winnerText } from "./intermission/panel";
import { layKeptLore } from "./intermission/nextAct";
import { installBooklet } from "./booklet/booklet";
import { installFaithfulPlay } from "./faithful/faithfulPlay";
import { installPartisanSeizing } from "./partisanSeizing";
import { installGolemBeacon } from "./golems";
import { installCommonwealth } from "./commonwealth";
import { installBanners } from "./banners";
import { installMapCards } from "./mapCards";
import { installHaven } from "./haven";
import { installSetupPieces, laySetupPieces } from "./setupPieces";
import { layLogSheet } from "./logSheet";
import { installMapSteps } from "./mapSteps";
import { installBrokerPeace } from "./brokerPeace";
import { installShareRumor } from "./shareRumor";
import { installPilgrims } from "./pilgrims";
import { installClues } from "./clues";
import { installSetupRolls } from "./setupRolls";
import { setSetupStatus } from "../turn/turnBar";

/** Act I's start before the core knows the campaign (saved with the table; SECRET draws inside). */
let start: ActOneStart | undefined;

function canStart(clicker: string): boolean {
  if (!isHost(clicker)) {
    refuseTo(clicker, "only the host sets up the campaign");
    return false;
  }
  if (quarantined()) {
    refuseTo(clicker, "the saved game could not be restored: the host resets it first");
    return false;
  }
  const s = game();
  if (s !== undefined && s.phase !== "setup") {
    refuseTo(clicker, "a game is already set up on this table");
    return false;
  }
  if (nextActRolling()) {
    refuseTo(clicker, "the dice for the imported Act are rolling");
    return false;
  }
  return true;
}

/** What an import would leave behind on the table: Act I's start (its dice, its Fates in the hands). */
function actOneUnderWay(): string | undefined {
  if (start === undefined) return undefined;
  return start.stage === "rolling"
    ? "Act I is being set up; a record continues on a table with no game"
    : `Act I's Fates are being chosen; a record continues on a table with no game`;
}

/** "Campaign: new (Act I)": draw the first player and the Fates, roll the dice, deal the Fates. */
export function onNewCampaign(clicker: string): void {
  if (!canStart(clicker)) return;
  if (start !== undefined && start.stage === "fates") {
    refuseTo(clicker, `the Fates are being chosen; waiting for ${waitingFor(start).join(", ")}`);
    return;
  }
  const seated = seatedColours();
  if (seated.length < 2 || seated.length > 4) {
    refuseTo(clicker, `the campaign needs 2-4 players seated at Red, Blue, Yellow or White, not ${seated.length}`);
    return;
  }
  start = drawActOne(seated);
  announce(`The Blighted Reach, Act I: ${start.seats[0]} has the initiative (BR p.4). Rolling the dice (BR p.5).`);
  redrawAll();
  rollAndDeal();
}

function rollAndDeal(): void {
  rollSetupDice((numberDie, planet, problem) => {
    const st = start;
    if (st === undefined || st.stage !== "rolling") return;
    if (problem !== undefined || numberDie === undefined || planet === undefined) {
      announce(`Campaign setup: ${problem === undefined ? "the dice could not be read" : problem}. The host presses Campaign: new again.`);
      return;
    }
    st.numberDie = numberDie;
    st.eventDiePlanet = planet;
    st.stage = "fates";
    announce(`Number die ${numberDie}: the Imperial clusters are ${numberDie} and ${(numberDie % 6) + 1}. Event die: Free cities on ${planet} planets. Press Keep on 1 of the 2 Fates in your hand (BR p.6).`);
    dealFates(st.drawn);
    // The dealt cards spawn out of the Fate deck over the next frames: their buttons come once they are there.
    Wait.frames(() => paintKeepButtons(start), 5);
    redrawAll();
  });
}

function onKeep(card: TTSObject, clicker: string): void {
  const st = start;
  if (!keepFate(st, card, clicker) || st === undefined) {
    redrawAll();
    return;
  }
  const command = startCommand(st);
  if (command === undefined) return;
  const r = submit(command);
  if (!r.ok) announce(`Campaign setup refused: ${r.reason}`);
}

// ---- the table follows the core --------------------------------------------------------------

function afterApplied(after: GameState, command: Command, before: GameState): void {
  if (command.type === "startCampaign") {
    if (start !== undefined) revealFates(start.drawn);
    start = undefined;
    const c = after.campaign;
    if (c === undefined || c.setup === undefined) return;
    layActOneMap(c.setup);
    layFateTokens(c.setup.fateSetups ?? []);
    dealFateSets(c);
    // BR p.6 step C: each setup's gained cards out of the Fate Set just dealt, once its deck is there.
    Wait.frames(() => layFateSetups(c), 5);
    placeObjectiveMarkers(c, () => paintObjectiveButtons(game()));
    layCourt(after);
    // Power markers at 0, chapter 1, the initiative marker (BR p.4); the First Regent tile to its holder (BR p.6).
    arrangeMarkers(after);
    placeFirstRegentTile(c.firstRegent);
    highlightWhenLanded();
  }
  if (command.type === "placeStart") {
    const setup = after.campaign && after.campaign.setup;
    const was = before.campaign && before.campaign.setup;
    if (setup === undefined || was === undefined) return;
    const mine = setup.placements.filter((p) => p.player === command.player);
    const last = mine[mine.length - 1];
    layPlacement(command.player, command.system, last.resource, mine.length - 1);
    if (after.campaign !== undefined && after.campaign.stage !== "setup") {
      layFreeCities(setup, was.freeCities.length);
      layHands(after);
      // The rest of the deck went to the discard (BR p.6 step J): its shuffle is drawn by the setup room.
      Wait.frames(() => advanceOracle(), 1);
    }
  }
  if (command.type === "shuffleDiscard" && after.campaign !== undefined) layDiscardEvents(after);
  if (command.type === "startAct") {
    openZonesToCampaign();
    const c = after.campaign as NonNullable<GameState["campaign"]>;
    // An imported record's Fate Sets out of their bag (on the same table they came at step F: none left there).
    dealFateSets(c);
    layCourt(after);
    // BR p.7 step F: each setup's gained and given cards out of the Fate Sets, once dealt; a card a
    // setup put on the Court deck (F909, F1904, F2206) onto it (layCourt: the cards not in it yet).
    Wait.frames(() => {
      layFateSetups(c);
      layCourt(after);
      laySetupPieces(after);
      layLogSheet(c.actSetups ?? []);
    }, 5);
    layKeptLore(after);
    layHands(after);
    arrangeMarkers(after);
    placeFirstRegentTile(c.firstRegent);
    // After the tile: F122A's Sponsored token lies on it.
    layFateTokens(c.actSetups ?? []);
    placeObjectiveMarkers(c, () => paintObjectiveButtons(game()));
    Wait.frames(() => advanceOracle(), 1);
  }
}

// ---- the one redraw path ---------------------------------------------------------------------

/** The turn bar's line before the core has a game (Act I's start, an imported Act's dice) and during the placements. */
function setupStatus(s: GameState | undefined): string | undefined {
  const c = placing(s);
  if (s !== undefined && c !== undefined) {
    const due = duePlacer(c);
    return due && `Chapter ${s.chapter} · starting placements (BR p.6): ${due} places a city or starport`;
  }
  if (s !== undefined) return undefined;
  if (start !== undefined) return `The Blighted Reach, ${startText(start)}`;
  if (nextActRolling()) return "The Blighted Reach: rolling the dice for the imported Act";
  return undefined;
}

/** Act I's start, on the campaign panel and the turn bar. */
function startText(st: ActOneStart): string {
  return st.stage === "rolling"
    ? "Act I setup: rolling the number and event dice (BR p.5)."
    : `Act I setup: each player keeps 1 of 2 Fates (Keep, BR p.6). Waiting for ${waitingFor(st).join(", ")}.`;
}

function statusText(s: GameState | undefined): string {
  if (start !== undefined) return startText(start);
  if (s !== undefined && placing(s) !== undefined) return placementText(s);
  if (s !== undefined && s.campaign !== undefined) {
    const c = s.campaign;
    if (c.stage === "over") return winnerText(c);
    const fr = c.firstRegent === undefined ? "" : ` First Regent: ${c.firstRegent}.`;
    return `The Blighted Reach, Act ${c.act}, chapter ${s.chapter}.${fr}`;
  }
  return `The Blighted Reach: start a campaign (Act I) or continue one from its record (Notebook tab "${RECORD_TAB}").`;
}

/** The last paint was of a base game in play: nothing of the campaign shows, and it stays so. */
let paintedBaseGame = false;

/**
 * The last paint was of an Act in play (no Act I start, stage "act"): the panel is hidden, its
 * buttons and the Fate notes too, and only the status line's Act, chapter and First Regent can
 * change. Those, as drawn; `paintedAct` undefined when the last paint was of anything else.
 */
let paintedAct: string | undefined;
let paintedChapter = 0;
let paintedRegent: string | undefined;

export function paintCampaign(full: boolean): void {
  const s = game();
  // Every command of a base game redraws: its campaign panel is hidden and stays hidden, so the
  // paint is skipped until something campaign-related (or a load: full) can change it.
  const baseGame = s !== undefined && s.campaign === undefined && s.phase !== "setup" && start === undefined;
  if (baseGame && paintedBaseGame && !full) return;
  paintedBaseGame = baseGame;
  // Likewise every command of an Act in play, while its status line says the same (issue 14).
  const act = start === undefined && s !== undefined && s.campaign !== undefined && s.campaign.stage === "act" ? s.campaign : undefined;
  if (!full && act !== undefined && s !== undefined && paintedAct === act.act && paintedChapter === s.chapter && paintedRegent === act.firstRegent) {
    paintPlacementHighlights(s);
    paintObjectiveButtons(s, false);
    return;
  }
  paintedAct = (act && act.act);
  paintedChapter = s === undefined ? 0 : s.chapter;
  paintedRegent = (act && act.firstRegent);
  const fresh = s === undefined || (s.phase === "setup" && s.campaign === undefined);
  const shown = fresh || (s !== undefined && s.campaign !== undefined && (placing(s) !== undefined || s.campaign.stage === "over" || (s.campaign.stage === "intermission" && s.campaign.intermissionStep === "done")));
  // The base game's setup panel is not for a campaign being set up.
  if (start !== undefined || (s !== undefined && s.campaign !== undefined)) setUiAttribute("arcsSetup", "active", "false");
  setUiAttribute("arcsCampaign", "active", shown || start !== undefined ? "true" : "false");
  setUiAttribute("arcsCampaignStatus", "text", statusText(s));
  const rolling = nextActRolling();
  setUiAttribute("arcsCampaignNew", "active", fresh && !rolling && (start === undefined || start.stage === "rolling") ? "true" : "false");
  setUiAttribute("arcsCampaignImport", "active", fresh && !rolling && start === undefined ? "true" : "false");
  const exportable = s !== undefined && s.campaign !== undefined && s.campaign.stage === "intermission" && s.campaign.intermissionStep === "done";
  setUiAttribute("arcsCampaignExport", "active", exportable ? "true" : "false");
  for (const c of CLOCKWISE) {
    const open = start !== undefined && start.stage === "fates" && waitingFor(start).indexOf(c) >= 0;
    setUiAttribute(`arcsFateNote${c}`, "active", open ? "true" : "false");
  }
  paintPlacementHighlights(s);
  paintObjectiveButtons(s, full);
  if (full) {
    if (s !== undefined && s.campaign !== undefined) openZonesToCampaign();
    paintKeepButtons(start);
  }
}

export function installCampaign(): void {
  exposeGlobal("arcsCampaignNew", (player: { color: string }) => onNewCampaign(player.color));
  exposeGlobal("arcsCampaignImport", (player: { color: string }) => importRecord(player.color, actOneUnderWay()));
  exposeGlobal("arcsCampaignExport", (player: { color: string }) => exportRecord(player.color));
  exposeGlobal(KEEP_FUNCTION, onKeep);
  exposeGlobal(OBJECTIVE_UP, (marker: TTSObject, colour: string) => moveObjective(marker, colour, 1));
  exposeGlobal(OBJECTIVE_DOWN, (marker: TTSObject, colour: string) => moveObjective(marker, colour, -1));
  exposeGlobal("arcsNoop", () => undefined);
  on("objectPickUp", (_colour, obj) => notePickUp(obj));
  on("objectDrop", (colour, obj) => onPlacementDrop(colour, obj));
  on("chat", (message, colour) => {
    const m = message.trim();
    if (m === EXPORT_COMMAND) exportRecord(colour);
    else if (m === IMPORT_COMMAND) importRecord(colour, actOneUnderWay());
    else return false;
    return true;
  });
  onApplied(afterApplied);
  onRedraw("campaign", paintCampaign);
  setSetupStatus(setupStatus);
  installEventPhase();
  installIntermission();
  installBooklet();
  installFaithfulPlay();
  installPartisanSeizing();
  installGolemBeacon();
  installCommonwealth();
  installBanners();
  installMapCards();
  installHaven();
  installSetupPieces();
  installMapSteps();
  installBrokerPeace();
  installShareRumor();
  installPilgrims();
  installClues();
  installSetupRolls();
  registerSavedFeature("campaign", {
    save: () => start,
    check: (data, g) => actOneProblems(data, g),
    restore: (data) => {
      start = undefined;
      if (data === undefined) return undefined;
      const r = restoreActOne(data);
      if (typeof r === "string") return r;
      start = r;
      return undefined;
    },
  });
  // Saved while the dice rolled: nothing was read from them, so they are rolled again.
  onResume("campaign", () => {
    if (start !== undefined && start.stage === "rolling") rollAndDeal();
  });
}
