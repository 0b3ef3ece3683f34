/**
 * The event phase panel (Global UI), drawn from the game state and the panel's session alone: the
 * status and the Empire line for everyone, each control group shown to the one player who may
 * press it (TTS `visibility`); the click handlers check the clicker again (clicks.ts).
 */
import type { Colour } from "../../../core/data/vocabulary";
import type { GameState } from "../../../core/game/types";
import type { CampaignState } from "../../../core/campaign/types";
import { POLICIES, aidCard } from "../../../core/data/campaign/aidCards";
import type { Policy } from "../../../core/data/campaign/aidCards";
import { governPolicy } from "../../../core/campaign/booklet";
import { isAuthority } from "../../../core/campaign/fates/governAuthority";
import { crisesLines } from "../../../core/campaign/crises";
import { blightHitsAnything } from "../../../core/campaign/crisesCarry";
import { courtRemovalsDue } from "../../../core/campaign/crisesCourtCarry";
import { CLOCKWISE } from "../../lib/clockwise";
import { setUiAttribute } from "../../lib/ui";
import { eventSession, giftOf } from "./session";
import { GIVE_GROUP, drawGroups, startGroups, want } from "./panelGroups";
import { giftLabel, giftOptions, paintGives, paintSpares } from "./gifts";
import { campaignPlayer, fateHolder } from "../../../core/campaign/fates/setupWords";
import { AMBITION_MARKERS } from "../../../core/data/ambitions";
import { markerFirst, markerSecond } from "../../../core/game/markers";
import { capitalise } from "../../../core/util/ascii";
import { CORE_EDICTS } from "../../../core/campaign/fates/fateEdicts";
import { edictPicks } from "./edictMoves";
import { fateCardsIn } from "../../lib/pieceTags";
import { cardTitle } from "../../court/pending";
import { MAX_FAVOR_BUTTONS, MAX_PICKS } from "./panelIds";

// ---- what the state asks for, and of whom (the clicks ask the same) ----------------------------

export function campaignOf(s: GameState | undefined): CampaignState | undefined {
  return s && s.campaign;
}

/** The Rivals whose Favors the Summit's caller holds, in seat order (Return Favors, BR p.16). */
export function favorRivals(c: CampaignState, caller: Colour): Colour[] {
  const me = campaignPlayer(c, caller);
  if (me === undefined) return [];
  const out: Colour[] = [];
  for (const p of c.players) if (p.colour !== caller && me.favors.indexOf(p.colour) >= 0) out.push(p.colour);
  return out;
}

export function governDue(c: CampaignState | undefined): boolean {
  return c !== undefined && c.eventPhase === undefined && c.crisesDue !== true && c.edictQueue !== undefined && governPolicy(c.edictQueue[0]) !== undefined;
}

export function otherEdictDue(c: CampaignState | undefined): string | undefined {
  if (c === undefined || c.eventPhase !== undefined || c.crisesDue === true || c.edictQueue === undefined) return undefined;
  return governPolicy(c.edictQueue[0]) !== undefined ? undefined : c.edictQueue[0];
}

/** Who resolves a table-resolved edict and the Crises: the First Regent for edicts, else the initiative holder. */
/** The player whose turn it is, once they played a card, while the Council In Session is in the Court (BR p.14). */
export function councilSecurer(s: GameState): Colour | undefined {
  const c = s.campaign;
  const r = s.round;
  return c === undefined || r === undefined || s.phase !== "play" || !r.played || c.council !== "inSession" || c.eventPhase !== undefined ? undefined : r.order[r.turn];
}

/** The holder of `fate` while their `card` is due: the Judge for Judge Sets Agenda (F2405: an ambition button, or Edict done to decline), the Advocate for Advocate's Demand (F413). */
function edictHolder(c: CampaignState, card = "F2405", fate = "FATE24"): Colour | undefined {
  const j = otherEdictDue(c) === card ? fateHolder(c, fate) : undefined;
  return j && j.colour;
}

export function edictActor(s: GameState): Colour {
  const c = s.campaign as CampaignState;
  // Use Imperial Foundries (F703): "The player who has Imperial Officers resolves this" (in their play area).
  return (c.edictStep && c.edictStep[0]) ?? edictHolder(c) ?? edictHolder(c, "F413", "FATE04") ?? (otherEdictDue(c) === "F703" ? s.seats.filter((x) => fateCardsIn(x, (id) => id === "F702").length > 0)[0] : undefined) ?? c.firstRegent ?? s.initiative;
}

/** The last Crises' list is on show: decided, nothing else pending, not yet closed by its resolver. */
export function crisesListed(c: CampaignState): boolean {
  return c.eventPhase === undefined && c.crisesDue !== true && c.edictQueue === undefined && eventSession().crisesShown === true && c.lastCrises !== undefined;
}

/** The listed Blight Crises hit pieces the table has not moved yet (`carryOutBlight`, BR p.18). */
export function blightDue(c: CampaignState): boolean {
  const last = c.lastCrises;
  return last !== undefined && last.blightCarriedOut !== true && blightHitsAnything(last);
}

export function crisesActor(s: GameState): Colour {
  const ev = (s.campaign as CampaignState).lastEvent;
  return ev !== undefined && ev.council !== undefined ? ev.council : s.initiative;
}

function cardName(id: string): string {
  const a = aidCard(id);
  return a === undefined ? id : a.name;
}

// ---- the words -------------------------------------------------------------------------------

export function empireLine(s: GameState, c: CampaignState): string {
  const regents = c.players.filter((p) => p.title === "regent").map((p) => (p.colour === c.firstRegent ? `${p.colour} (First Regent)` : p.colour));
  const outlaws = c.players.filter((p) => p.title === "outlaw").map((p) => p.colour);
  const trust = c.trust.length === 0 ? "empty" : c.trust.join(", ");
  return `Regents: ${regents.length === 0 ? "none" : regents.join(", ")}. Outlaws: ${outlaws.length === 0 ? "none" : outlaws.join(", ")}.\nPolicy of ${c.policy}; Imperial Council ${c.council === "inSession" ? "In Session" : "Decided"}; Imperial Trust (frozen): ${trust}.`;
}

function eventLine(c: CampaignState): string {
  const ev = c.lastEvent;
  if (ev === undefined) return "";
  if (ev.council !== undefined) return `${ev.council} resolved the Imperial Council: ${ev.resolve}. `;
  return `Event die: ${ev.event === "crisis" ? "Crisis" : "Edict"} (${String(ev.planet)}), number die: cluster ${String(ev.cluster)}: ${ev.resolve}. `;
}

export function statusText(s: GameState, c: CampaignState): string {
  const ep = c.eventPhase;
  const rolling = eventSession().rolling !== undefined ? " The dice are rolling..." : "";
  if (ep !== undefined) {
    if (ep.step === "summit") {
      return ep.council === true
        ? `${ep.player} secured the Imperial Council: may call a Summit, then resolves the Council, not an event (BR p.14).`
        : `An Event was played: ${ep.player}, with the initiative, may call a Summit, then rolls the event dice (BR p.13).`;
    }
    if (ep.step === "inSummit") {
      return `Summit called by ${ep.player} (BR p.16): negotiate at the table; ${ep.player} Calls to Order here, then presses Negotiations done.`;
    }
    if (ep.step === "council") return `${ep.player} resolves the Imperial Council: a Regent becomes First Regent, an Outlaw steals from the Trust (BR p.14).`;
    return `${ep.player} rolls the event and number dice (BR p.13).${rolling}`;
  }
  if (c.crisesDue === true) {
    return `${eventLine(c)}Crises (BR p.18): once the map shows every piece, ${crisesActor(s)} presses Resolve the Crises.${rolling}`;
  }
  if (governDue(c)) {
    const regents = c.players.filter((p) => p.title === "regent");
    const given = regents.map((p) => `${p.colour}: ${giftOf(p.colour) === undefined ? "choosing" : giftLabel(giftOf(p.colour) as string)}`).join(", ");
    const fr = c.firstRegent === undefined ? "No First Regent: the edict is skipped" : `${c.firstRegent}, the First Regent, enforces the Policy of ${c.policy} once each Regent chose a give (${given}), or changes it`;
    const head = (c.edictQueue as string[])[0];
    return `${eventLine(c)}Edicts (BR pp.20-21): ${isAuthority(head) ? `Govern with Authority (${head}), each Outlaw with a Loyal city or Flagship the Empire controls gives too` : "Govern the Imperial Reach"}. ${fr}.`;
  }
  const other = otherEdictDue(c);
  if (other !== undefined) return `${eventLine(c)}Edicts (BR p.20): resolve ${cardName(other)} at the table${CORE_EDICTS.indexOf(other) >= 0 ? " but what the script moves" : ""}, then ${edictActor(s)} presses Edict done.`;
  if (eventSession().crisesShown === true && c.lastCrises !== undefined) {
    const who = crisesActor(s);
    if (blightDue(c)) {
      return `The Crises are decided (BR p.18). First ${who} presses Carry out the Blight hits (moves the pieces named). Then carry out the other lines below; ${who} presses Crises carried out.`;
    }
    const court = courtRemovalsDue(c) ? ` Once the Court Crises' texts are resolved, ${who} presses Carry out the Court removals (moves the cards and agents).` : "";
    return `The Crises are decided (BR p.18). Carry out the Fate and Court Crises lines below by hand, then ${who} presses Crises carried out.${court}`;
  }
  return "";
}

// ---- the painter ----------------------------------------------------------------------------

function show(id: string, to: Colour | undefined): void {
  setUiAttribute(id, "active", to === undefined ? "false" : "true");
  if (to !== undefined) setUiAttribute(id, "visibility", to);
}

/** What the panel was last drawn from: the state and the session's fields (the state is never changed in place). */
let paintedState: GameState | undefined;
let paintedRolling: string | undefined;
let paintedGifts: unknown;
let paintedShown: boolean | undefined;
let painted = false;
/** The last drawing hid both panels (no Act in play). */
let paintedHidden = false;

/** The Empire line, rebuilt only when what it says changed (it is drawn after every command). */
let empireOf: { players: unknown; firstRegent?: Colour; policy: string; council: string; trust: unknown; text: string } | undefined;

function empireText(s: GameState, c: CampaignState): string {
  const e = empireOf;
  if (e !== undefined && e.players === c.players && e.firstRegent === c.firstRegent && e.policy === c.policy && e.council === c.council && e.trust === c.trust) return e.text;
  const text = empireLine(s, c);
  empireOf = { players: c.players, firstRegent: c.firstRegent, policy: c.policy, council: c.council, trust: c.trust, text };
  return text;
}

/** The Crises' lines and the list's text, worked out once per Crises result (the list and the chat share them). */
let listOf: { crises: unknown; lines: string[]; text: string } | undefined;

function listedCrises(crises: NonNullable<CampaignState["lastCrises"]>): { lines: string[]; text: string } {
  if (listOf !== undefined && listOf.crises === crises) return listOf;
  const lines = crisesLines(crises);
  let text = "No Blight and no Crisis text in play: nothing to do.";
  for (let i = 0; i < lines.length; i++) text = i === 0 ? "- " + lines[i] : text + "\n- " + lines[i];
  listOf = { crises, lines, text };
  return listOf;
}

/** The lines of a Crises result (core crisesLines), as the table lists and announces them. */
export function crisesLinesOf(crises: NonNullable<CampaignState["lastCrises"]>): readonly string[] {
  return listedCrises(crises).lines;
}

function crisesListText(crises: NonNullable<CampaignState["lastCrises"]>): string {
  return listedCrises(crises).text;
}

/**
 * The painter (session/redraw.ts): skipped when neither the state nor the panel's session changed
 * since it last drew (`full` after a load draws everything). A hidden group's buttons are left as
 * they are: they are drawn again whenever the group shows. Outside an Act in play both panels are
 * hidden whatever the session holds: once drawn hidden, a command that leaves them so (every
 * command of a base game) skips at a glance.
 */
export function paintEventPanel(s: GameState | undefined, full = true): void {
  const campaign = s && s.campaign;
  const hidden = campaign === undefined || campaign.stage !== "act";
  if (!full && painted && hidden && paintedHidden) return;
  paintedHidden = hidden;
  const session = eventSession();
  if (!full && painted && s === paintedState && session.rolling === paintedRolling && session.gifts === paintedGifts && session.crisesShown === paintedShown) return;
  painted = true;
  paintedState = s;
  paintedRolling = session.rolling;
  paintedGifts = session.gifts;
  paintedShown = session.crisesShown;
  const c = campaignOf(s);
  const playing = s !== undefined && c !== undefined && c.stage === "act";
  setUiAttribute("arcsEmpire", "active", playing ? "true" : "false");
  if (!playing || s === undefined || c === undefined) {
    setUiAttribute("arcsEvent", "active", "false");
    return;
  }
  setUiAttribute("arcsEmpireText", "text", empireText(s, c));
  show("arcsEmpireSecure", councilSecurer(s));
  const status = statusText(s, c);
  setUiAttribute("arcsEvent", "active", status === "" ? "false" : "true");
  // Nothing inside a hidden panel shows: it is drawn whenever the panel shows again.
  if (status === "") return;
  setUiAttribute("arcsEventStatus", "text", status);
  const ep = c.eventPhase;
  const rolling = session.rolling !== undefined;
  startGroups();
  if (ep !== undefined) {
    if (ep.step === "summit") want("arcsEventAsk", ep.player);
    else if (ep.step === "inSummit") {
      want("arcsEventOrder", ep.player);
      want("arcsEventClose", ep.player);
      const rivals = favorRivals(c, ep.player);
      if (rivals.length > 0) {
        want("arcsEventFavors", ep.player);
        for (let i = 1; i <= MAX_FAVOR_BUTTONS; i++) {
          const r = rivals[i - 1];
          setUiAttribute(`arcsEventFavor${i}`, "active", r === undefined ? "false" : "true");
          if (r !== undefined) setUiAttribute(`arcsEventFavor${i}`, "text", `Return a Favor to ${r}`);
        }
      }
    } else if (ep.step === "roll") {
      if (!rolling) want("arcsEventRollRow", ep.player);
    } else if (ep.step === "council") want("arcsEventCouncil", ep.player);
  }
  if (governDue(c)) {
    want("arcsEventGovern", edictActor(s));
    setUiAttribute("arcsEventEnforce", "text", c.firstRegent === undefined ? "Skip (no First Regent)" : `Enforce ${c.policy}`);
    for (const p of POLICIES) {
      const policy: Policy = p;
      setUiAttribute(`arcsEventPolicy_${policy}`, "active", c.firstRegent !== undefined && policy !== c.policy ? "true" : "false");
    }
    if (c.firstRegent !== undefined) {
      for (let ci = 0; ci < CLOCKWISE.length; ci++) {
        const colour = CLOCKWISE[ci];
        const options = giftOptions(c, colour);
        if (options.length > 0) {
          want(GIVE_GROUP[colour], colour);
          paintGives(colour, options);
        }
      }
      paintSpares(c);
    }
  }
  if (otherEdictDue(c) !== undefined) want("arcsEventEdictRow", edictActor(s));
  // F703: a button per system with a starport of the resolver; F1509: per cluster at Peace; F1805: a chain's choices (edictMoves.ts edictPicks).
  const picks = edictPicks(s, edictActor(s));
  if (picks.length > 0) {
    want("arcsEventPicks", edictActor(s));
    if (picks.length > 6) want("arcsEventPicks2", edictActor(s));
    for (let i = 1; i <= MAX_PICKS; i++) {
      setUiAttribute(`arcsEventPick${i}`, "active", i <= picks.length ? "true" : "false");
      const k = picks[i - 1];
      if (k !== undefined) setUiAttribute(`arcsEventPick${i}`, "text", typeof k === "number" ? `War in cluster ${k}` : otherEdictDue(c) === "F703" ? `Replace a ship at ${k}` : capitalise(cardTitle(k)));
    }
  }
  // F2405: a row of ambitions for each unplaced marker, the Judge's (fates/fateEdicts.ts).
  const judge = edictHolder(c);
  if (judge !== undefined) AMBITION_MARKERS.forEach((d, i) => {
    for (const m of s.markers) if (m.id === d.id && m.at === "available") {
      want(`arcsEventAgenda${i}`, judge);
      setUiAttribute(`arcsEventAgendaM${i}`, "text", `${markerFirst(m)}/${markerSecond(m)}`);
    }
  });
  // F123: the First Regent's row of boxes for the Sponsored token (clicks.ts onEdictDone).
  if (otherEdictDue(c) === "F123" && c.firstRegent !== undefined) {
    want("arcsEventAgenda0", c.firstRegent);
    setUiAttribute("arcsEventAgendaM0", "text", "Sponsored:");
  }
  if (ep === undefined && c.crisesDue === true && !rolling) want("arcsEventCrisesRow", crisesActor(s));
  const listed = crisesListed(c);
  setUiAttribute("arcsEventCrisesList", "active", listed ? "true" : "false");
  if (listed) {
    setUiAttribute("arcsEventCrisesList", "text", crisesListText(c.lastCrises as NonNullable<CampaignState["lastCrises"]>));
    const who = crisesActor(s);
    if (blightDue(c)) want("arcsEventBlightRow", who);
    want("arcsEventCrisesDoneRow", who);
  }
  drawGroups(full);
}
