/**
 * The Fate edicts resolved by a chain of choices, each its own Edict done pressed by the chooser
 * (`player`, `pick`: at the table one of the edict's pick buttons), the chain kept in the campaign so
 * it outlives a save: `edictStep`, who presses next first, and `edictPick`, the choice so far; only
 * who presses next may, and the edict stays due while a step is left (edicts.ts). Seed 003 card texts:
 * - F1805 Captive Release: "In turn order, each player with more Power than the Survivalist does
 *   this: If the Survivalist has any Captives that are Loyal to you, you may choose a Bunker that you
 *   control. The Survivalist must either return all of those Captives or Provoke Outrage of that
 *   Bunker's planet type." The first press (the edict's presser's) sends the boards (`table`): who
 *   chooses is fixed then, from the Power and the Survivalist's Captives (neither changes until the
 *   edict ends but by its returns). A chooser picks a planet type (a planet's type is its resource)
 *   with the map: a Bunker on a planet of it in a system they control (BR p.10, as Peace Dividends
 *   counts control), or declines with no pick; then the Survivalist, put first, picks "return" or
 *   "outrage" (the base Provoke Outrage, p.16, which the table acts out on the boards it read).
 * - F413 Advocate's Demand: "Scrap this if the Advocate is not in play. The Advocate may choose 1
 *   Guild card held by a Rival, but its suit cannot match any Guild card held by the Advocate. That
 *   Rival must either give that Guild card to the Advocate and take 1 Favor from the Advocate, or give
 *   1 Favor to the Advocate." The Advocate presses first: a card (`pick`) with the boards read, or no
 *   pick (none demanded); then that Rival alone: "card" or "favor". A Favor is a Rival agent on a Fate
 *   card (BR p.16), given from the supply (p.17 Promise Favor): the Rival with none in supply cannot
 *   give one. No Advocate: nothing is demanded, the table is told to scrap the card.
 * - F215 Call for Armistice: "Scrap this if there are no Members of the Commonwealth. The Member of
 *   the Commonwealth with the least Power may untuck 1 Armistice card from here and attach it to a card
 *   in the Court. On a tie, skip this." F226 Mass Call for Armistice adds "Then, the Founder may do the
 *   same." The first press sends the play areas (`snapshot`, commonwealth.ts: a Member title there):
 *   no Member, the table is told to scrap it (as F413); the least-Power Member, alone (a tie: nobody),
 *   then for F226 the Founder, choose in turn: a Court card (`pick`) for the Armistice the table reads
 *   out of the Court (`untuck`, attached as BR p.27 says), or no pick (decline).
 * - F821 Set Doctrine: "The player who holds The Young Light or The Prophet may change the Doctrine to
 *   Zeal or Wisdom". The first press sends the play areas (`snapshot`): F816 or F825 there. F827 Set
 *   Lay Doctrine: "Players reveal their Faithful action cards. The player who reveals the highest
 *   initiative number may change the Doctrine": the hands the core holds, each Faithful number
 *   printed once (no tie). That player alone then picks "zeal" or "wisdom" (`doctrine`), or no pick
 *   (keeps it); nobody: it passes.
 * - F521 Golems Sate Their Appetite, "First, Consume Sentience. In turn order, each player must scrap 1
 *   Guild card for each Awake Golem they have, ignoring the limits of protected Guild cards. If they
 *   have no Guild cards, scrap the leftmost Guild card in the Court that has any agents, and scrap
 *   those agents." The first press sends the boards (`table`) and the Awake Golems each holds
 *   (`awake`): each Golem owes a card of its holder's (protected ones too, BR p.27 set aside by the
 *   text), one press of theirs a card (`pick`); a Golem past its holder's cards takes the Court's
 *   leftmost Guild card with agents then (the refill or the card sliding down holds none), moved at
 *   once as a Court removal (crisesCourtCarry.ts: scrapped with its agents, BR p.27 slide, p.18 refill).
 */
import type { Colour } from "../../data/vocabulary";
import { COLOURS } from "../../data/vocabulary";
import type { GameState, PlayerSnapshot, PlayerState, ScoringSnapshot } from "../../game/types";
import type { TableState } from "../../court/types";
import type { CourtRowSnapshot } from "../resultTypes";
import { SYSTEMS } from "../../data/map";
import { playerState } from "../../game/rounds";
import { turnOrderFrom } from "../../game/util";
import type { Result } from "../../result";
import { ok, refuse } from "../../result";
import type { CampaignPlayer, CampaignState, EdictDoneCommand } from "../types";
import { controllerOf, empireFacts, mapSnapshotRefusal } from "../mapControl";
import { SURVIVALIST } from "./bunkers";
import { campaignPlayer, fateHolder } from "./setupWords";
import { guildSuit } from "./outrage";
import { snapshotRefusal } from "../../game/scoring";
import { courtRowRefusal } from "../crisesCourt";
import { commonwealthMembers } from "./commonwealth";
import { ARMISTICES } from "./courtBans";
import { findBy, findByColour } from "../../util/byId";
import { DOCTRINE_SIDES, stackTop } from "./faithful";
import { guildCardFacts } from "../../powers/courtPowers";
import { courtRemovals, removalStepText } from "../crisesCourtCarry";
import type { CourtRemovalStep, CrisisText } from "../resultTypes";

const power = (s: GameState, p: Colour): number => (playerState(s, p) as PlayerState).power;

/** Why the table's counts an edict reads (`cmd.snapshot`: F1903, F318, F1412, F215, F226) are refused, if they are. */
export function countsRefusal(s: GameState, cmd: EdictDoneCommand): string | undefined {
  return cmd.snapshot === undefined ? `send the table's counts (${cmd.card})` : snapshotRefusal(s, cmd.snapshot);
}


/** F1805 Captive Release, one press (the working copy's: a refusal leaves the state as it was). */
export function captiveRelease(s: GameState, c: CampaignState, cmd: EdictDoneCommand): Result<string> {
  const sv = fateHolder(c, SURVIVALIST);
  const q = c.edictStep;
  const pick = cmd.pick;
  const map = cmd.map;
  const type = c.edictPick;
  if (sv === undefined) return ok("");
  if (q === undefined) {
    const held = cmd.table && findByColour(cmd.table.players, sv.colour)!;
    if (held === undefined) return refuse("send the boards (F1805)");
    const who = turnOrderFrom(s.seats, s.initiative).filter((p) => power(s, p) > power(s, sv.colour) && (held.captives[p] ?? 0) > 0);
    if (who.length > 0) c.edictStep = who;
    return ok(`: ${who.length > 0 ? who.join(", ") : "nobody"} may choose a Bunker`);
  }
  // This step done: the Survivalist's answer ends their chooser's part too.
  const rest = q.slice(type === undefined ? 1 : 2);
  c.edictStep = rest.length > 0 ? rest : undefined;
  c.edictPick = undefined;
  if (type !== undefined) return pick === "return" ? ok(`: ${q[1]}'s Captives return`) : pick === "outrage" ? ok(`: ${q[0]} Provokes ${type} Outrage`) : refuse("return the Captives or Provoke Outrage (F1805)");
  if (pick === undefined) return ok(`: ${q[0]} chooses no Bunker`);
  const facts = empireFacts(c);
  if (map === undefined || mapSnapshotRefusal(map, s.seats) !== undefined || !SYSTEMS.some((x) => x.resource === pick && (map.fateTokens ?? []).some((f) => f.system === x.id && f.token === "Bunker") && controllerOf(map, x.id, s.seats, facts, "standing") === q[0])) {
    return refuse(`you control no Bunker on a ${pick} planet (F1805)`);
  }
  c.edictStep = [sv.colour].concat(q);
  c.edictPick = pick;
  return ok(`: ${q[0]} chooses a Bunker on a ${pick} planet`);
}

/** F413: the Rivals' Guild cards the Advocate may demand on the boards `t`: each of a suit none of the Advocate's has. */
export function demandable(c: CampaignState, t: TableState): { colour: Colour; card: string }[] {
  const adv = fateHolder(c, "FATE04");
  const mine = adv && findByColour(t.players, adv.colour);
  const out: { colour: Colour; card: string }[] = [];
  for (const p of t.players) for (const id of p.guildCards) if (mine !== undefined && p !== mine && !mine.guildCards.some((m) => guildSuit(m) === guildSuit(id))) out.push({ colour: p.colour, card: id });
  return out;
}

/** F413 Advocate's Demand, one press (the Rival's turn checked by edicts.ts). */
export function advocatesDemand(_s: GameState, c: CampaignState, cmd: EdictDoneCommand): Result<string> {
  const adv = fateHolder(c, "FATE04");
  const me = cmd.player as Colour;
  const pick = cmd.pick;
  const t = cmd.table;
  if (adv === undefined) return ok(": the Advocate is not in play: scrap it");
  if (c.edictStep === undefined) {
    if (me !== adv.colour) return refuse(`${adv.colour} chooses now (F413)`);
    if (pick === undefined) return ok(`: ${me} demands nothing`);
    const d = t && findBy(demandable(c, t), "card", pick);
    if (d === undefined) return refuse("no such Guild card to demand (F413)");
    c.edictStep = [d.colour];
    c.edictPick = pick;
    return ok(`: ${me} demands ${pick} from ${d.colour}`);
  }
  const mine = t && findByColour(t.players, me)!;
  if (pick !== "card" && (pick !== "favor" || mine === undefined || mine.agentSupply < 1)) return refuse("give the card, or 1 Favor from your supply (F413)");
  (campaignPlayer(c, pick === "card" ? me : adv.colour) as CampaignPlayer).favors.push(pick === "card" ? adv.colour : me);
  c.edictStep = undefined;
  c.edictPick = undefined;
  return ok(`: ${me} gives ${pick === "card" ? "the card for 1 Favor" : "1 Favor"}`);
}

/** F215, F226: the Court cards of `row` the Armistice `a` may be attached to, while it is out of the row (BR p.27: a card with none attached). */
export function armisticeTargets(row: readonly CourtRowSnapshot[], a: string | undefined): string[] {
  return ARMISTICES.indexOf(a as string) >= 0 && !row.some((x) => x.card === a || x.attached === a) ? row.filter((x) => x.card !== undefined && x.attached === undefined).map((x) => x.card as string) : [];
}

/** F215 Call for Armistice, F226 Mass Call for Armistice, one press. */
export function callForArmistice(s: GameState, c: CampaignState, cmd: EdictDoneCommand): Result<string> {
  const q = c.edictStep;
  const snap = cmd.snapshot;
  const row = cmd.court as CourtRowSnapshot[];
  const a = cmd.untuck;
  const pick = cmd.pick;
  if (q === undefined) {
    const bad = countsRefusal(s, cmd);
    if (bad !== undefined || snap === undefined) return refuse(bad as string);
    const m = commonwealthMembers(snap);
    const low = m.filter((p) => m.every((x) => power(s, p) <= power(s, x)));
    const f = cmd.card === "F226" ? fateHolder(c, "FATE02") : undefined;
    const who = (low.length === 1 ? low : []).concat(f === undefined ? [] : [f.colour]);
    if (m.length === 0) return ok(": no Members of the Commonwealth: scrap it");
    if (who.length > 0) c.edictStep = who;
    return ok(`: ${who.length > 0 ? who.join(", then ") : "nobody (a tie)"} may attach an Armistice`);
  }
  c.edictStep = q.length > 1 ? q.slice(1) : undefined;
  if (pick !== undefined && (courtRowRefusal(row) !== undefined || armisticeTargets(row, a).indexOf(pick) < 0)) return refuse("attach it to a Court card with none attached (BR p.27)");
  return ok(`: ${q[0]} attaches ${pick === undefined ? "no Armistice" : `${a} to ${pick}`}`);
}

/** F821 Set Doctrine, F827 Set Lay Doctrine, one press. */
export function setDoctrineEdict(s: GameState, c: CampaignState, cmd: EdictDoneCommand): Result<string> {
  const q = c.edictStep;
  const pick = cmd.pick;
  const f821 = cmd.card === "F821";
  let top = 0;
  let who: Colour | undefined;
  if (q === undefined) {
    const bad = f821 ? countsRefusal(s, cmd) : undefined;
    if (bad !== undefined) return refuse(bad);
    // F821: the play area with F816 or F825 in it; F827: the hand with the highest Faithful card.
    for (const p of f821 ? (cmd.snapshot as ScoringSnapshot).players : s.players) {
      const n = f821 ? (((p as PlayerSnapshot).cards ?? []).some((id) => id === "F816" || id === "F825") ? 1 : 0) : stackTop((p as PlayerState).hand);
      if (n > top) {
        top = n;
        who = p.colour;
      }
    }
    if (who !== undefined) c.edictStep = [who];
    return ok(`: ${who ?? "nobody"} may change the Doctrine`);
  }
  if (pick !== undefined) {
    if (pick !== "zeal" && pick !== "wisdom") return refuse(DOCTRINE_SIDES);
    c.doctrine = pick;
  }
  c.edictStep = undefined;
  return ok(`: ${q[0]} sets the Doctrine to ${c.doctrine}`);
}

/** F521 Consume Sentience on the boards `t` with the Awake Golems `awake`: who scraps a card of theirs, one entry a card, in turn order; the Court's Guild cards scrapped for the rest. */
export function sentience(s: GameState, t: TableState, awake: { [colour: string]: number }): { who: Colour[]; court: CourtRemovalStep[] } {
  const who: Colour[] = [];
  let n = 0;
  for (const p of turnOrderFrom(s.seats, s.initiative)) {
    const held = findByColour(t.players, p)!;
    for (let i = 0; i < (awake[p] ?? 0); i++) {
      if (i < held.guildCards.length) who.push(p);
      else n += 1;
    }
  }
  const row = t.court.row;
  // The refill, or the card sliding down, holds no agents: the next leftmost is further right.
  const taken = row.filter((x) => x.card !== undefined && guildCardFacts(x.card) !== undefined && COLOURS.some((k) => (x.agents[k] ?? 0) > 0)).slice(0, n);
  const court = courtRemovals(taken.map((x) => ({ card: x.card, text: "Scrap this card and agents on it", leaves: { slot: row.indexOf(x), refill: true } }) as CrisisText), row, t.court.deck) as CourtRemovalStep[];
  return { who, court };
}

/** F521 Golems Sate Their Appetite, Consume Sentience, one press (its Golems Awaken is the table's once it is over). */
export function consumeSentience(s: GameState, c: CampaignState, cmd: EdictDoneCommand): Result<string> {
  const t = cmd.table;
  const aw = cmd.awake;
  const q = c.edictStep;
  const pick = cmd.pick as string;
  if (q === undefined) {
    if (t === undefined || aw === undefined) return refuse("send the boards (F521)");
    const f = sentience(s, t, aw);
    if (f.who.length > 0) c.edictStep = f.who;
    return ok(`: ${c.edictStep ? f.who.join(", ") : "nobody"} must scrap${f.court.map((x) => `; ${removalStepText(x)}`).join("")}`);
  }
  const mine = t && findByColour(t.players, q[0]);
  if (mine === undefined || mine.guildCards.indexOf(pick) < 0) return refuse("scrap 1 of your Guild cards (F521)");
  c.edictStep = q.length > 1 ? q.slice(1) : undefined;
  return ok(`: ${q[0]} scraps ${pick}`);
}
