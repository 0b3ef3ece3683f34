/**
 * Vox cards' When Secured choices: the buttons offered (from the core and the table) and the answer
 * checked by the core before anything moves.
 */
import type { Ambition, Colour } from "../../core/data/vocabulary";
import { AMBITIONS, RESOURCE_TYPES } from "../../core/data/vocabulary";
import { courtCard } from "../../core/data/court";
import { campaignCourtCards } from "../../core/campaign/courtCards";
import { guildCardFacts } from "../../core/powers/courtPowers";
import { answerWhenSecured } from "../../core/court/whenSecured";
import type { WhenSecuredAnswer } from "../../core/court/court";
import type { TableState } from "../../core/court/types";
import { count } from "../../core/court/types";
import { throwDice } from "../battle/moves";
import { FACE_BY_ID } from "../../core/data/dice";
import { resourceName } from "../../core/court/types";
import { apply } from "../../core/rules";
import { legalCommands } from "../../core/game/legal";
import type { Command, GameState } from "../../core/game/types";
import { announce, refuseTo } from "../lib/chat";
import { playingColour } from "../lib/seats";
import { above, tagged } from "../lib/table";
import { colourOf, supplyBag } from "../lib/pieceTags";
import { withDeclareReads } from "../scoring/read";
import { agentsIn, courtSlotZones, readCourtTable } from "./table";
import { controlsSystem } from "../scoring/systemControl";
import { game, submit } from "../session/session";
import { baseVox, currentPending, setPending, cardTitle, voxKind } from "./pending";
import { capitalise } from "../../core/util/ascii";
import type { Choice } from "./pending";
import { looseCardIn, pendingCard, refreshCourt, showChoices } from "./slots";
import { refill, systemOf, intoCourtDeck, cardsToDiscard, moveAgents, shuffledDeckIds, outrageSpreadsOnTable, cityNoLongerReturnable, songOfFreedomOnTable, guildStruggleOnTable } from "./moves";
import { sendCourtCard } from "./campaignMoves";
import { inClusterRefusal } from "../campaign/eventPhase/blight";
import { DEFECTORS } from "../../core/campaign/fates/defectors";
import { IMPERIAL_COUNCIL } from "../../core/data/campaign/aidCards";
import { bannersTaken } from "../campaign/banners";
import { campaignSystemPieces } from "../lib/campaignMap";
import { applyEffects } from "./effects";
import { golemChoices, takeGolem } from "../campaign/golems";
import type { SystemId } from "../../core/data/vocabulary";
import type { MapSnapshot } from "../../core/map/snapshot";
import { bannersControlled } from "../../core/campaign/fates/banners";
import { readSystems, withPlayArea } from "../map/read";
import type { PendingVox } from "./pending";
import { kidnapped } from "../../core/campaign/crisesVox";
import { giving, guildCrisesOnTable, guildFairOnTable, guildStrugglePool } from "./guildVox";
import { without } from "../../core/game/util";
import { shuffled as mixed } from "../setup/oracle";
import { kidnapOnTable } from "../campaign/layout";

/**
 * Rumors Spread (F1209/F1210), When Secured (seed 003): "You may place an agent on a Rumor token in a
 * system with Loyal pieces." The Rumor tokens (face down or up) in systems where `colour` has a piece
 * now (base p.7: Loyal pieces are your own).
 */
const rumors = (colour: Colour) => tagged("fate-token").filter((o) => o.getGMNotes().indexOf("Rumor") >= 0 && campaignSystemPieces(systemOf(o) as string).some((p) => p.owner === colour));

export function choicesFor(s: GameState, card: string, colour: Colour, t: TableState): Choice[] {
  // A campaign reprint (CC11, CC14, F411, F613, F717...) offers its base card's choices.
  const ws = voxKind(card);
  const out: Choice[] = [];
  if (ws === "massUprising" || ws === "inCluster") {
    for (let n = 1; n <= 6; n++) {
      if (s.outOfPlayClusters.indexOf(n) < 0 && (ws === "massUprising" || inClusterRefusal(card, colour, n) === undefined)) out.push({ label: `Cluster ${n}`, answer: { cluster: n } });
    }
    // Mass Uprising and Blight Panic (F1310, when it can) must; Blight Looms may; Imperial Defectors "may discard this card".
    if (ws === "massUprising" || (card === "F1310" && out.length > 0)) return out;
  } else if (ws === "takeBanners") {
    const n = bannersTaken(s, colour);
    if (n > 0) out.push({ label: `Take ${n} Banners`, answer: { banners: true } });
  } else if (ws === "rumorAgent") {
    for (const o of rumors(colour)) out.push({ label: `Agent on Rumor ${systemOf(o)}`, answer: { rumor: systemOf(o) } });
  } else if (ws === "takeGolem") {
    // Unstable Golems, Golem Worship: no "may"; declined (discarded) only when no one holds the Golem.
    out.push(...golemChoices(s.seats, cardTitle(card)));
    if (out.length > 0) return out;
  } else if (ws === "pilgrimage") {
    // Call to Pilgrimage (F905): "Choose a suit of a Guild card you have" (in the suits' order); with none, nothing to choose.
    for (const r of RESOURCE_TYPES) {
      if (t.players.some((p) => p.colour === colour && p.guildCards.some((id) => guildCardFacts(id)!.suit === r))) out.push({ label: resourceName(r), answer: { suit: r } });
    }
    if (out.length > 0) return out;
  } else if (ws === "seekPortal") {
    out.push(...portalChoices(s, colour));
  } else if (ws === "giveGuild") {
    out.push(...giving(t, card, colour, []).choices);
    if (out.length > 0) return out;
  } else if (ws === "planetEater") {
    // F1111: one button, its dice a skirmish die per agent on it (left there for the roll: secure.ts).
    const here = agentsIn(courtSlotZones()[(t.pending as { slot: number }).slot]);
    return [{ label: `Roll ${s.seats.reduce((n, c) => n + count(here, c), 0)} skirmish dice`, answer: {} }];
  } else if (ws === "commandChaos") {
    // F713: "Influence once. You may become a Regent.": a Court card (a Decided Council takes no agent), as a Regent too (an Outlaw may).
    for (const regent of s.campaign!.players.some((p) => p.colour === colour && p.title === "outlaw") ? [false, true] : [false]) {
      for (const x of t.court.row) if (x.card && (x.card !== IMPERIAL_COUNCIL || s.campaign!.council === "inSession")) out.push({ label: `Influence ${x.card === IMPERIAL_COUNCIL ? "Imperial Council" : cardTitle(x.card)}${regent ? ", become Regent" : ""}`, answer: { influence: x.card, regent } });
    }
    return out;
  } else if (ws === "populistDemands") {
    // The engine says which declarations are legal now (a marker must be Available).
    for (const a of AMBITIONS) {
      if (cardCommandFor(s, baseVox(card), colour, "declareByCard", a) !== undefined) out.push({ label: `Declare ${capitalise(a)}`, answer: { ambition: a } });
    }
  } else if (ws === "outrageSpreads") {
    for (const r of RESOURCE_TYPES) out.push({ label: `Outrage: ${resourceName(r)}`, answer: { outrageType: r } });
  } else if (ws === "songOfFreedom") {
    // BC29: "return any one city you control": only cities in systems the securer controls.
    for (const city of tagged("city")) {
      const owner = colourOf(city);
      const system = systemOf(city);
      if (owner && system && controlsSystem(colour, system)) out.push({ label: `Return ${owner} city (${system})`, answer: { returnCity: { owner, system } } });
    }
  } else if (ws === "guildStruggle") {
    for (const p of t.players) {
      if (p.colour !== colour) for (const id of p.guildCards) out.push({ label: `Steal ${cardTitle(id)} from ${p.colour}`, answer: { steal: { from: p.colour, card: id } } });
    }
  }
  // Guild Fair (F416) has no choice: its one button carries it out.
  out.push({ label: ws === "guildFair" ? "Secure Guild cards" : ws === "seekPortal" || ws === "giveGuild" ? "Done" : ws === "plotToKidnap" ? "Draw and shuffle" : DEFECTORS.indexOf(card) < 0 ? "Decline" : "Discard", answer: {} });
  return out;
}

/** The engine command `card` offers `colour` now (legalCommands with the card), if legal. */
export function cardCommandFor(s: GameState, card: string, colour: Colour, type: Command["type"], ambition?: string): Command | undefined {
  for (const c of legalCommands(s, { cards: [card] })) {
    if (c.type !== type || (c as { player?: string }).player !== colour) continue;
    if (c.type === "declareByCard" && c.ambition !== ambition) continue;
    return c;
  }
  return undefined;
}

/** The engine command a Vox answer sends (Populist Demands declares, Song of Freedom seizes). */
export function engineCommandFor(at: string, colour: Colour, answer: WhenSecuredAnswer): Command | undefined {
  // The engine takes the base card's effect (a campaign reprint's too: its text is the base card's).
  const card = baseVox(at);
  const def = courtCard(card);
  const ws = def && def.whenSecured;
  if (ws === "populistDemands" && answer.ambition !== undefined) {
    return withDeclareReads({ type: "declareByCard", player: colour, ambition: answer.ambition as Ambition, card }, colour, game());
  }
  if (ws === "songOfFreedom" && answer.returnCity !== undefined && answer.seize === true) return { type: "seizeByCard", player: colour, card };
  return undefined;
}

/** A click on a When Secured choice button (1-based); Planet-Eater Loose's again with its dice's `faces` once they rest. */
export function onChoiceClicked(k: number, clicker: string, faces?: number[]): void {
  const p = currentPending();
  const s = game();
  if (p === undefined || s === undefined) {
    refuseTo(clicker, "no When Secured is waiting for a choice");
    return;
  }
  const colour = playingColour(clicker, s.seats);
  const before = readCourtTable(s, p.card);
  const ws = voxKind(p.card);
  // Guilds Withdraw, Diplomatic Fiasco: the Rival (in its Crisis every player) who owes the next Guild card chooses it (the ones given so far kept with the choice).
  const kept = (p.answer && p.answer.given) || [];
  const sec = p.stage === "crisis" ? undefined : p.colour;
  const owes = ws === "giveGuild" && giving(before, p.card, sec, kept).next;
  if (colour !== (owes || p.colour)) {
    refuseTo(clicker, `${owes || `${p.colour} secured ${cardTitle(p.card)} and`} makes this choice, not you`);
    return;
  }
  const choice = p.choices[k - 1];
  if (choice === undefined) return;
  const here = before.court.row[p.slot].agents;
  if (ws === "planetEater" && !faces) return eaterRoll(k, clicker, s.seats.reduce((n, c) => n + count(here, c), 0));
  const zone = courtSlotZones()[p.slot];
  before.pending = { card: p.card, colour: p.colour, slot: p.slot, prompt: p.prompt };
  // A campaign reprint (CC11, CC14, F411, F613, F717...) answers as its base card; it goes where its own text says.
  const campaign = s.campaign !== undefined;
  const answer: WhenSecuredAnswer = p.stage === "seize" && p.answer !== undefined ? { ...p.answer, ...choice.answer } : { ...choice.answer };
  if (faces) answer.faces = faces;
  const voxCard = zone && looseCardIn(zone, campaign);
  const said = `${colour} chooses for ${cardTitle(p.card)}: ${choice.label}`;
  if (owes) {
    // Each card joins the kept ones; the next Rival's buttons follow until none is owed; nothing moves before the whole answer.
    answer.given = kept.concat(answer.given || []);
    const g = giving(before, p.card, sec, answer.given);
    if (g.next) {
      p.answer = { given: answer.given };
      p.choices = g.choices;
      announce(`${said}. Next: ${g.next}`);
      showChoices(pendingCard(p), p);
      return;
    }
    // The Crisis: the whole answer checked by the core, the cards moved; then the next Guild Crisis.
    if (!sec) {
      if (g.no) return refuseTo(clicker, g.no);
      pendingCard(p)?.clearButtons();
      setPending(undefined);
      announce(said);
      for (const x of answer.given) cardsToDiscard(x.colour, [x.card], p.card === "F422");
      refreshCourt();
      return guildCrisesOnTable(s, p.card);
    }
  }
  // A trial with the deck order as it stands, so a refusal leaves the table untouched.
  const shuffled = ws === "songOfFreedom" || ws === "pilgrimage" || ws === "seekPortal" || ws === "commandChaos";
  if (shuffled) answer.deckOrder = before.court.deck.concat([p.card]);
  if (ws === "guildStruggle") answer.deckOrder = guildStrugglePool(before, answer);
  // Plot to Kidnap (F817): the action discard less its highest Faithful card, shuffled by the table.
  const kid = ws === "planetEater" ? s.discard[s.discard.length - 1] : kidnapped(s.discard);
  if (ws === "plotToKidnap") answer.discardOrder = mixed(without(s.discard, kid as string));
  // Song of Freedom, Blight Looms: the table may have changed since the choices were offered.
  const rc = answer.returnCity;
  const cl = answer.cluster;
  const why = (rc && cityNoLongerReturnable(colour, rc.owner, rc.system)) || (ws === "inCluster" && cl !== undefined && inClusterRefusal(p.card, colour, cl));
  const trial = answerWhenSecured(before, answer, campaignCourtCards);
  if (why || !trial.ok) return refuseTo(clicker, why || (trial as { reason: string }).reason);
  // Against Hegemony's Banners, Rumors Spread's agent (onto the Rumor) are moved now (nothing can refuse after), unless the table changed.
  const rumor = rumors(colour).filter((o) => systemOf(o) === answer.rumor)[0];
  const bag = supplyBag("agent", colour);
  // The Golem is moved by the check when it is still held.
  const no = answer.banners && bannersTaken(s, colour, true) === 0 ? "you control no Banners" : answer.rumor && !(rumor && bag && bag.getQuantity() > 0) ? `no agent in supply or no Rumor with your pieces in ${answer.rumor}` : answer.golem && takeGolem(colour, answer.golem, s.seats);
  if (no) return refuseTo(clicker, `${cardTitle(p.card)}: ${no}`);
  if (rumor) bag!.takeObject({ position: above(rumor, 0.5), smooth: false });
  // Command Chaos (F713): its influence, an agent from supply onto the card named (the trial checked both).
  const inf = courtSlotZones()[before.court.row.findIndex((x) => x.card === answer.influence)];
  if (answer.influence && inf) bag!.takeObject({ position: above(inf, 0.5), smooth: false });
  if (ws === "seekPortal" && portalPress(s, p, answer, clicker, before, said)) return;
  // Song of Freedom: a city is returned; "If you do, you may seize the initiative" when the engine allows it.
  if (ws === "songOfFreedom" && p.stage === undefined && rc !== undefined) {
    if (cardCommandFor(s, baseVox(p.card), colour, "seizeByCard") !== undefined) {
      p.stage = "seize";
      p.answer = { returnCity: rc };
      p.prompt = "you may seize the initiative";
      // BC29 card text: "If you do, you may seize the initiative".
      p.choices = [
        { label: "Seize the initiative", answer: { seize: true } },
        { label: "Do not seize", answer: { seize: false } },
      ];
      announce(`${said}. ${colour} may now seize the initiative.`);
      showChoices(pendingCard(p), p);
      return;
    }
  }
  // The engine's part is checked before anything on the table moves.
  const command = engineCommandFor(p.card, colour, answer);
  const check = command && apply(s, command);
  if (check && !check.ok) return refuseTo(clicker, check.reason);
  let result = trial.value;
  setPending(undefined);
  if (voxCard !== undefined) voxCard.obj.clearButtons();
  announce(said);
  if (ws === "outrageSpreads" && answer.outrageType !== undefined) outrageSpreadsOnTable(before, result.table, answer.outrageType);
  // CC14: "replace ... with a Free city": one from the Free cities' bag takes the city's place.
  if (ws === "songOfFreedom") songOfFreedomOnTable(answer, campaign);
  // F905: the Rivals' Guild cards the core discarded, from their play areas to the Court discard.
  if (ws === "pilgrimage") for (const q of before.players) cardsToDiscard(q.colour, q.guildCards.filter((id) => result.table.court.discard.indexOf(id) >= 0));
  if (shuffled && voxCard !== undefined) intoCourtDeck(voxCard.obj, campaign);
  if (ws === "guildFair") guildFairOnTable(before, result.table, colour);
  if (ws === "guildStruggle") guildStruggleOnTable(answer, colour, campaign);
  // The real shuffle: the core takes the physical deck's new order. The answer is the game's (logged).
  const final: WhenSecuredAnswer = shuffled || ws === "guildStruggle" ? { ...answer, deckOrder: shuffledDeckIds(campaign) } : answer;
  const r = submit({ type: "court", player: p.colour, action: { kind: "answer", answer: final, court: before } });
  const decided = r.ok ? r.value.secure : undefined;
  if (decided !== undefined && decided.last.kind === "answered") result = { table: decided.last.table, effects: decided.last.effects };
  if (r.ok) scrapOnTable(answer);
  if (r.ok) for (const x of answer.given || []) cardsToDiscard(x.colour, [x.card], p.card === "F422");
  else announce(`The game refused the answer: ${r.reason}`);
  // Planet-Eater Loose (F1111) "If not, this card and agents on it remain.": nothing moves.
  const stays = result.table.court.row[p.slot].card === p.card;
  if (r.ok && (ws === "plotToKidnap" || (ws === "planetEater" && !stays))) kidnapOnTable(r.value, colour, kid);
  if (r.ok && ws === "planetEater" && !stays && zone) moveAgents(zone, colour, here);
  // Where the core sent it: the Court discard, else under the (campaign) Court deck.
  if (!shuffled && voxCard !== undefined && !stays) sendCourtCard(voxCard.obj, result.table.court.discard.indexOf(p.card) < 0 ? "bury" : "discard");
  applyEffects(result.effects, command);
  if (!stays) refill(result.table, p.slot, campaign);
  refreshCourt();
}

/** Planet-Eater Loose (F1111): `n` skirmish dice thrown in the tray, 6 at a time (the box's, base p.3), `got` the faces so far; all `n` faces, once they rest, answer choice `k`. */
function eaterRoll(k: number, clicker: string, n: number, got: number[] = []): void {
  const no = throwDice({ skirmish: Math.min(n - got.length, 6), assault: 0, raid: 0 }, (guids) => {
    const dice = () => guids.map((g) => getObjectFromGUID(g));
    Wait.frames(() => Wait.condition(() => {
      const all = got.concat(dice().map((d) => {
        const f = FACE_BY_ID[String(d && d.getRotationValue())];
        return f ? f.face.index : 0;
      }));
      if (all.length < n) eaterRoll(k, clicker, n, all);
      else onChoiceClicked(k, clicker, all);
    }, () => dice().every((d) => d && d.resting)), 2);
  });
  if (no) refuseTo(clicker, no);
}

/*
 * The Pathfinder's Seek the Portal (F909-F911), When Secured at the table (seed 003): "If you control
 * the Portal token, scrap any number of ***any*** ships in its system. Gain 2 Power per ship scrapped.
 * Shuffle this card into the Court deck." Its securer presses a "Scrap a fresh Blue ship" button per
 * ship, as often as ships lie there, then Done. Each scrap joins the answer kept with the pending
 * choice (saved with the table), on the map read at the first, before any ship leaves; the core
 * checks the whole answer at each press (core/campaign/fates/seekPortal.ts). At Done the core gives
 * the Power and the ships leave the game (BR glossary "Scrap: Make out of play permanently").
 */
/** The Portal's system as it lies now, with its token and `colour`'s play area, if they control it (the core decides). */
function portalMap(s: GameState, colour: Colour): MapSnapshot | undefined {
  const o = tagged("fate-token").filter((x) => x.getGMNotes() === "Portal")[0];
  const id = o && systemOf(o);
  const map = id === undefined ? undefined : withPlayArea({ ...readSystems([id]), fateTokens: [{ system: id as SystemId, token: "Portal" }] }, s, colour);
  return map && bannersControlled(s, colour, map, "Portal").length > 0 ? map : undefined;
}

/** A button per owner and side of the ships in the Portal's system `colour` controls; none if they do not. */
function portalChoices(s: GameState, colour: Colour): Choice[] {
  const map = portalMap(s, colour);
  const out: Choice[] = [];
  if (map) {
    for (const p of map.systems[0].pieces) {
      for (const damaged of [false, true]) {
        if (p.kind === "ship" && (damaged ? p.damaged : p.fresh) > 0) out.push({ label: `Scrap a ${damaged ? "damaged" : "fresh"} ${p.owner === "empire" ? "Imperial" : p.owner} ship`, answer: { scrap: [{ owner: p.owner, damaged }] } });
      }
    }
  }
  return out;
}

/** A press: its scrap joins the kept ones (refused to `clicker` alone if the core says no); false for Done, whose answer then carries them all. */
function portalPress(s: GameState, p: PendingVox, answer: WhenSecuredAnswer, clicker: string, court: TableState, said: string): boolean {
  const add = answer.scrap;
  const kept = p.answer || {};
  answer.scrap = (kept.scrap || []).concat(add || []);
  answer.map = kept.map || portalMap(s, p.colour);
  if (add === undefined) return false;
  const r = apply(s, { type: "court", player: p.colour, action: { kind: "answer", answer, court } });
  if (!r.ok) refuseTo(clicker, r.reason);
  else {
    p.answer = answer;
    announce(said);
  }
  return true;
}

/** The answer taken: its ships leave the Portal's system, out of the game. */
function scrapOnTable(answer: WhenSecuredAnswer): void {
  const t = answer.map && answer.map.fateTokens;
  const here = t ? campaignSystemPieces(t[0].system) : [];
  for (const x of answer.scrap || []) {
    const k = here.findIndex((o) => o.kind === "ship" && o.owner === x.owner && o.damaged === x.damaged);
    if (k >= 0) here.splice(k, 1)[0].obj.destruct();
  }
}
