/**
 * The campaign's event phase on the table (BR pp.12-21): Event cards in card play (eventCards.ts),
 * then the panel (panel.ts, clicks.ts) for the Summit, the event dice (dice.ts), the Imperial
 * Council, the Edicts and the Crises (the map read by lib/campaignMap.ts), the Empire line everyone sees,
 * the Imperial Trust's frozen resources (trust.ts) and Transfer Lore's dropped lore cards (transferLore.ts).
 */
import { installMapReading } from "../../lib/mapReading";
import { POLICIES } from "../../../core/data/campaign/aidCards";
import type { Policy } from "../../../core/data/campaign/aidCards";
import type { Colour } from "../../../core/data/vocabulary";
import { AMBITION_MARKERS } from "../../../core/data/ambitions";
import { AMBITIONS } from "../../../core/data/vocabulary";
import { CLOCKWISE } from "../../lib/clockwise";
import { on } from "../../lib/events";
import { exposeGlobal } from "../../lib/globals";
import { onRedraw, onResume } from "../../session/redraw";
import { game, onApplied, registerSavedFeature } from "../../session/session";
import { EVENT_TAG, discardPlayedEvents, onEventCardDropped } from "./eventCards";
import { discardCards, discardedFromHands } from "../../turn/bookkeeping";
import { blightDue, crisesLinesOf, paintEventPanel } from "./panel";
import type { CampaignState } from "../../../core/campaign/types";
import { edictMoves } from "./edictMoves";
import { onCallToOrder, onCarryOutBlight, onCouncil, onSecureCouncil, onCrises, onCrisesDone, onGive, onGovern, onReturnFavor, onRoll, onSpare, onSummitCall, rollFor } from "./clicks";
import { onEdictDone } from "./edictClicks";
import { eventSession, resetGifts, restoreSession, sessionProblems, sessionToSave } from "./session";
import { moveSponsored, noteTrustPickUp, onTrustDrop } from "./trust";
import { blightMovesText, carryOutBlightOnTable, defectOnTable } from "./blight";
import { wakeGolems } from "../golems";
import { announce, refuseTo } from "../../lib/chat";
import { find, tagged } from "../../lib/table";
import { resourceType } from "../../lib/pieceTags";
import { onLeague } from "../../lib/blightHunger";
import { rowButton } from "../../court/buttonKit";
import { systemOf } from "../../map/read";
import type { SystemId } from "../../../core/data/vocabulary";
import { crisisOutrage } from "../../battle/moves";
import { carryOutCourtOnTable, installCourtRemovals } from "./courtRemovals";
import { sentience } from "../../../core/campaign/fates/edictChoices";
import { installTransferLore } from "./transferLore";
import { installTransferAsset } from "./transferAsset";
import { discardOnBoard, songOfFreedomOnTable } from "../../court/moves";
import { gain } from "../../map/tax";
import { commandChaosOnTable } from "../../court/cards/fateGuildCards";
import { guildCrisesOnTable } from "../../court/guildVox";
import { MAX_FAVOR_BUTTONS, MAX_GIFT_BUTTONS, MAX_PICKS, MAX_SPARE_BUTTONS } from "./panelIds";

type Clicker = { color: string };

function click(id: string, fn: (colour: string) => void): void {
  exposeGlobal(id, (player: Clicker) => fn(player.color));
}

/**
 * The Crises' lines in chat, one by one, two frames after the frame that decided them (the panel is
 * drawn on the one between: session.ts submit "nextFrame"), so no frame carries the decision, the
 * list and the chat together (issue 14). Only while those Crises are still the last ones: a load in
 * between drops the chat lines, the panel still lists them.
 */
function announceCrisesLater(crises: NonNullable<CampaignState["lastCrises"]>): void {
  Wait.frames(() => {
    const s = game();
    if (s === undefined || s.campaign === undefined || s.campaign.lastCrises !== crises) return;
    const lines = crisesLinesOf(crises);
    for (let i = 0; i < lines.length; i++) announce(lines[i]);
  }, 2);
}

/**
 * Extortion's discards, Itinerant Empaths' Psionic, Outrage Spreads' Outrage and Imperial Defectors' ships as the core decided them (crisesVox.ts), in its
 * order, a few frames apart: a token put in its bag or taken out is where it went for the next read.
 * The saved session names the next one (`piecesNext`), set in the frame its move is made, so a load
 * between two moves carries on from there (onResume) and makes none twice.
 */
let held = false;

/** The next move of the last Crises, and its index. */
function nextPiece(): { c?: CampaignState; i: number; p?: NonNullable<NonNullable<CampaignState["lastCrises"]>["pieces"]>[number] } {
  const c = game()?.campaign;
  const i = eventSession().piecesNext ?? 0;
  return { c, i, p: c?.lastCrises?.pieces?.[i] };
}

function movePieces(): void {
  const { c, i, p } = nextPiece();
  eventSession().piecesNext = p && i + 1;
  if (p === undefined) return;
  // Imperial Defectors' ships, the Unstable Seeker's and Golem Worship's city wait for the Blight hits (BR p.18: the Blight Crises first), carried out below.
  const d = p.defect || p.seek;
  held = (d || p.city || p.choose) !== undefined && blightDue(c as CampaignState);
  // Golem Worship's city of `p.colour`'s choice: a button on each of their cities on the map; the chain waits for the press (saved: redrawn after a load).
  // Held so a new Crises list starts its own chain, and redrawn (not doubled) after the Blight hits.
  if (held || p.choose) {
    eventSession().piecesNext = i;
    for (const o of tagged("city")) {
      o.clearButtons();
      if (!held && o.hasTag(p.colour) && systemOf(o) !== undefined) rowButton(o, "arcsWorship", "Return to board", "", 0);
    }
    held = true;
    return;
  }
  // The Seeker's ships to the rolled cluster's gate (core fates/damagedCrises.ts).
  if (d !== undefined) defectOnTable(p.colour, d, p.seek && (c as CampaignState).lastCrises!.dice.cluster + ".0");
  else if (p.discard !== undefined) discardOnBoard(p.colour, p.discard, 1);
  else if ((p.psionic ?? 0) > 0) gain(p.colour, "psionic", undefined, p.psionic);
  else if (p.outrage !== undefined) crisisOutrage(p.colour, p.outrage, p.cards ?? [], p.agent === true);
  // Golem Hearth's flip, Golem Worship's city.
  else if (p.awaken) wakeGolems(false);
  else if (p.city !== undefined) songOfFreedomOnTable({ returnCity: { owner: p.colour, system: p.city } });
  else if (p.chaos) commandChaosOnTable(game()!);
  // Merchant League's Crisis (F302): the resources on it back to the supply.
  else if (p.league) for (const o of onLeague(p.colour)) find("resource-supply", resourceType(o))?.putObject(o);
  Wait.frames(movePieces, 5);
}

export function installEventPhase(): void {
  installMapReading();
  click("arcsEventCallSummit", (c) => onSummitCall(c, true));
  click("arcsEventNoSummit", (c) => onSummitCall(c, false));
  click("arcsEventPetition", (c) => onCallToOrder(c, "petitionCouncil"));
  click("arcsEventLeave", (c) => onCallToOrder(c, "leaveEmpire"));
  click("arcsEventRevive", (c) => onCallToOrder(c, "reviveEmpire"));
  click("arcsEventEndSummit", (c) => onCallToOrder(c, "end"));
  for (let i = 1; i <= MAX_FAVOR_BUTTONS; i++) {
    const n = i;
    click(`arcsEventFavor${n}`, (c) => onReturnFavor(c, n));
  }
  click("arcsEventRoll", (c) => onRoll(c));
  click("arcsEventSecureCouncil", (c) => onSecureCouncil(c));
  click("arcsEventCouncilCrises", (c) => onCouncil(c, "Crises"));
  click("arcsEventCouncilEdicts", (c) => onCouncil(c, "Edicts"));
  click("arcsEventEnforce", (c) => onGovern(c));
  for (const p of POLICIES) {
    const policy: Policy = p;
    click(`arcsEventPolicy_${policy}`, (c) => onGovern(c, policy));
  }
  for (const colour of CLOCKWISE) {
    const giver: Colour = colour;
    for (let i = 1; i <= MAX_GIFT_BUTTONS; i++) {
      const n = i;
      click(`arcsEventGive${giver}_${n}`, (c) => onGive(c, giver, n));
    }
  }
  for (let i = 1; i <= MAX_SPARE_BUTTONS; i++) {
    const n = i;
    click(`arcsEventSpare${n}`, (c) => onSpare(c, n));
  }
  click("arcsEventEdictDone", (c) => onEdictDone(c));
  for (let i = 1; i <= MAX_PICKS; i++) {
    const n = i;
    click(`arcsEventPick${n}`, (c) => onEdictDone(c, undefined, n));
  }
  // Judge Sets Agenda (F2405): an ambition of an unplaced marker's row (panel.ts).
  AMBITION_MARKERS.forEach((m, i) => {
    for (const a of AMBITIONS) click(`arcsEventAgenda${i}${a}`, (c) => onEdictDone(c, { ambition: a, marker: m.id }));
  });
  click("arcsEventCrises", (c) => onCrises(c));
  click("arcsEventBlight", (c) => onCarryOutBlight(c));
  click("arcsEventCrisesDone", (c) => onCrisesDone(c));
  exposeGlobal("arcsWorship", (city: TTSObject, clicker: string) => {
    const { i, p } = nextPiece();
    if (p === undefined || p.choose !== true) return;
    if (!city.hasTag(clicker)) return refuseTo(clicker, `Golem Worship: ${p.colour} chooses`);
    for (const o of tagged("city")) o.clearButtons();
    songOfFreedomOnTable({ returnCity: { owner: p.colour, system: systemOf(city) as SystemId } });
    eventSession().piecesNext = i + 1;
    Wait.frames(movePieces, 5);
  });
  installCourtRemovals();
  installTransferLore();
  installTransferAsset();
  on("objectDrop", (colour, obj, tags) => {
    if (tags[EVENT_TAG] === true) onEventCardDropped(colour, obj);
  });
  on("objectPickUp", (_colour, obj) => noteTrustPickUp(obj));
  on("objectDrop", (colour, obj) => onTrustDrop(colour, obj));
  onApplied((after, command, before) => {
    discardPlayedEvents(after, before);
    // A Fate edict's pieces and cards, as the core decided them (edictMoves.ts).
    if (command.type === "edictDone") {
      edictMoves(before, command);
      // F521's first press: the Court's Guild cards scrapped with their agents (core fates/edictChoices.ts sentience).
      if (command.awake) carryOutCourtOnTable(sentience(before, command.table!, command.awake).court, before);
    }
    // Everyone passed: the Event cards the core discarded leave the hands with the action cards (p.18).
    if (after.phase === "scoring" && before.phase === "play") discardCards(discardedFromHands(before, after), EVENT_TAG);
    // Plot to Kidnap's Crisis (F817): each hand's highest Faithful card the core discarded.
    if (command.type === "resolveCrises") discardCards(discardedFromHands(before, after), "fate-set-card");
    const crises = after.campaign && after.campaign.lastCrises;
    if (command.type === "resolveCrises" && crises !== undefined) {
      eventSession().crisesShown = true;
      announceCrisesLater(crises);
      // One chain of moves at a time: one under way goes on with these Crises' list.
      const going = eventSession().piecesNext !== undefined && !held;
      eventSession().piecesNext = 0;
      if (!going) movePieces();
      // The Guild Crises (F410, CC13, F422, F416): the players' Guild cards (court/vox.ts).
      guildCrisesOnTable(after);
    }
    // F123: the Sponsored token where the core says it lies (placed by the Edict, back once declared).
    const box = after.campaign && after.campaign.sponsored;
    if (box !== (before.campaign && before.campaign.sponsored)) moveSponsored(box);
    if (command.type === "carryOutBlight" && crises !== undefined) {
      announce(blightMovesText(carryOutBlightOnTable(crises.blight, crises.hunger, crises.wrecks ?? [])));
      if (held) movePieces();
    }
    // A new event phase starts afresh: the last Crises' list and any half-chosen gives are over.
    const was = before.campaign && before.campaign.eventPhase;
    if (after.campaign !== undefined && after.campaign.eventPhase !== undefined && was === undefined) {
      eventSession().crisesShown = undefined;
      resetGifts();
    }
  });
  onRedraw("event phase", (full) => paintEventPanel(game(), full));
  registerSavedFeature("eventPhase", { save: () => sessionToSave(), restore: (data) => restoreSession(data), check: (data, g) => sessionProblems(data, g) });
  // Saved while the dice rolled: nothing was read from them, so they are thrown again.
  onResume("event phase", () => {
    const rolling = eventSession().rolling;
    if (rolling !== undefined) rollFor(rolling);
    if (eventSession().piecesNext !== undefined) movePieces();
  });
}
