/**
 * A Vox card's When Secured, answered (rulebook p.13 + the card texts): the table's answer to the
 * pending prompt; shuffles arrive as input (`deckOrder`).
 */
import type { Colour, Owner, ResourceType } from "../data/vocabulary";
import type { MapSnapshot } from "../map/snapshot";
import { AMBITIONS, COLOURS } from "../data/vocabulary";
import type { Ambition } from "../data/vocabulary";
import { courtCard, courtCardName } from "../data/court";
import type { Result } from "../result";
import { ok, refuse } from "../result";
import type { AddedCourtCards, SlotContent, TableEffect, TableState } from "./types";
import { addCount, cloneTable, count, playerIndex } from "./types";
import { isResourceType, provokeOutrage, returnCityToBoard } from "../resources/resources";
import { isPermutation, refill } from "./row";
import { giveGuildCards, stealGuildCard } from "./guildCards";
import type { GuildGiven } from "./guildCards";
import { guildFair, sendVox } from "./secure";
import { guildCardFacts } from "../powers/courtPowers";

/** The answer to a pending When Secured. Omit an optional choice to decline it. */
export interface WhenSecuredAnswer {
  /** Mass Uprising (or a rule module's Crisis resolved in a cluster, omitted to discard): the cluster 1..6 (the table checks it is in play). */
  cluster?: number;
  /** Populist Demands: the ambition to declare (the table checks a marker is Available). */
  ambition?: string;
  /** Outrage Spreads: the Outrage type. */
  outrageType?: string;
  /** Song of Freedom: the city you control to return (the table checks control), and its owner's arrangement. */
  returnCity?: { owner: Colour; system: string; arrangement?: SlotContent[] };
  /** Song of Freedom: seize the initiative (only if a city returned; the table checks seizing is allowed). */
  seize?: boolean;
  /** Against Hegemony (F1009/F1010, kind "takeBanners"): take the Banners you control as Trophies (the table moves them). */
  banners?: boolean;
  /** Rumors Spread (F1209/F1210, kind "rumorAgent"): the system of the Rumor token the table places an agent on. */
  rumor?: string;
  /** Unstable Golems, Golem Worship (kind "takeGolem"): the Golem token's GUID the table moves. */
  golem?: string;
  /** Call to Pilgrimage (F905, kind "pilgrimage"): the suit (of a Guild card the securer has); omitted only when they have none. */
  suit?: string;
  /**
   * Seek the Portal (F909-F911, kind "seekPortal"): the ships scrapped, one entry a ship, and the
   * Portal's system as the table read it before them (campaign/fates/seekPortal.ts checks both).
   */
  scrap?: { owner: Owner; damaged: boolean }[];
  map?: MapSnapshot;
  /** Guilds Withdraw, Diplomatic Fiasco (kind "giveGuild"): the Rivals' Guild cards given up, in turn order (guildCards.ts giveGuildCards). */
  given?: GuildGiven[];
  /** Plot to Kidnap (F817, kind "plotToKidnap"): the action discard pile after its draw and shuffle, top first (campaign/crisesVox.ts checks it). */
  discardOrder?: string[];
  /** Planet-Eater Loose (F1111, kind "planetEater"): the skirmish dice's faces (1-6, data/dice.ts), one per agent on it. */
  faces?: number[];
  /** Command Chaos (F713, kind "commandChaos"): the Court card influenced once, and whether its securer becomes a Regent (campaign/fates/commandChaos.ts). */
  influence?: string;
  regent?: boolean;
  /** Guild Struggle: the Rival's Guild card to steal. */
  steal?: { from: Colour; card: string };
  /** Song of Freedom / Guild Struggle / Call to Pilgrimage / Seek the Portal: the Court deck after the shuffle, top first (the table shuffles). */
  deckOrder?: string[];
}

const SIX: readonly unknown[] = [1, 2, 3, 4, 5, 6];

function applyDeckOrder(t: TableState, incoming: string[], deckOrder: string[] | undefined, required: boolean): Result<true> {
  const pool = t.court.deck.concat(incoming);
  if (deckOrder === undefined) {
    if (required) return refuse("Give the shuffled Court deck (" + pool.length + " cards)");
    return ok(true);
  }
  if (!isPermutation(deckOrder, pool)) {
    return refuse("The shuffled Court deck must hold exactly its " + pool.length + " cards");
  }
  t.court.deck = deckOrder.slice();
  return ok(true);
}

/**
 * Call to Pilgrimage (F905, seed 003): "Choose a suit of a Guild card you have. Clockwise from you,
 * each Rival must discard all of their Guild cards of that suit." Clockwise is the players' order from
 * the securer; a protected card stays (BR p.27). With no Guild card there is no suit to choose.
 */
function pilgrimage(t: TableState, colour: Colour, suit: string | undefined): string | undefined {
  const me = playerIndex(t, colour);
  const mine = t.players[me].guildCards;
  if (suit === undefined ? mine.length > 0 : !mine.some((id) => guildCardFacts(id)!.suit === suit)) return "Call to Pilgrimage: name a suit of your Guild cards";
  for (let k = 1; k < t.players.length; k++) {
    // A `.length` divisor (MoonSharp's `%`: tools/lib/moonsharpSource.ts).
    const p = t.players[(me + k) % t.players.length];
    p.guildCards = p.guildCards.filter((id) => {
      const f = guildCardFacts(id)!;
      const keep = f.suit !== suit || f.protected;
      if (!keep) t.court.discard.push(id);
      return keep;
    });
  }
  return undefined;
}

/**
 * Command Chaos (F713, seed 003) "Influence once.": one of the securer's agents from their supply onto
 * the Court card `id` (p.13 Influence); none only with no agent in supply or no card in the Court.
 */
function influenceOnce(t: TableState, colour: Colour, id: string | undefined): string | undefined {
  const me = t.players[playerIndex(t, colour)];
  const row = t.court.row;
  const slot = row.filter((x) => x.card === id)[0];
  if (id === undefined ? me.agentSupply > 0 && row.some((x) => x.card !== undefined) : !slot || me.agentSupply < 1) return "Command Chaos: influence a Court card once";
  if (id !== undefined) {
    slot.agents = addCount(slot.agents, colour, 1);
    me.agentSupply -= 1;
  }
  return undefined;
}

/**
 * Answer the pending When Secured: resolve it, move the Vox card to its destination, then refill.
 * `added`: a rule module's cards (types.ts AddedCourtCard): its reprint of a base Vox card answers as
 * the base card, and goes where its own text says.
 */
export function answerWhenSecured(table: TableState, answer: WhenSecuredAnswer, added?: AddedCourtCards): Result<{ table: TableState; effects: TableEffect[] }> {
  const pending = table.pending;
  if (pending === undefined) return refuse("No When Secured is waiting for an answer");
  const card = pending.card;
  const base = courtCard(card);
  const mod = base === undefined && added ? added(card) : undefined;
  const ws = base ? base.whenSecured : mod && mod.whenSecured;
  if (ws === undefined) return refuse("The pending card " + card + " has no When Secured");
  const colour = pending.colour;
  let t = cloneTable(table);
  t.pending = undefined;
  const effects: TableEffect[] = [];
  // Discard, unless a rule module's card says otherwise (secure.ts sendVox).
  const done = (): void => sendVox(t, card, (mod && mod.whenSecuredTo) || "discard");
  if (ws === "massUprising" || ws === "inCluster") {
    const cl = answer.cluster;
    // A rule module's "inCluster" card may be declined (the table offers it when its text allows).
    if (cl !== undefined || ws === "massUprising") {
      if (cl === undefined || Math.floor(cl) !== cl || cl < 1 || cl > 6) return refuse("Choose a cluster 1 to 6");
      effects.push(ws === "massUprising" ? { kind: "placeShipsInCluster", colour, cluster: cl } : { kind: "resolveInCluster", colour, card, cluster: cl });
    }
    // Its own destination, else buried if resolved (a Crisis's "Bury this card."), discarded if declined.
    if (ws === "massUprising") done();
    else sendVox(t, card, (mod && mod.whenSecuredTo) || (cl === undefined ? "discard" : "bury"));
  } else if (ws === "takeBanners" || ws === "rumorAgent" || ws === "takeGolem" || ws === "plotToKidnap") {
    done();
  } else if (ws === "populistDemands") {
    if (answer.ambition !== undefined) {
      if (AMBITIONS.indexOf(answer.ambition as Ambition) < 0) return refuse("Populist Demands: there is no ambition " + answer.ambition);
      effects.push({ kind: "declareAmbition", colour, ambition: answer.ambition });
    }
    done();
  } else if (ws === "outrageSpreads") {
    if (answer.outrageType !== undefined) {
      const type = answer.outrageType;
      if (!isResourceType(type)) return refuse("Outrage Spreads: there is no Outrage type " + type);
      for (const p of table.players) {
        const o = provokeOutrage(t, p.colour, type as ResourceType);
        if (!o.ok) return refuse(o.reason);
        t = o.value.table;
      }
    }
    done();
  } else if (ws === "songOfFreedom") {
    if (answer.returnCity !== undefined) {
      const rc = answer.returnCity;
      if (rc.system.length === 0) return refuse("Song of Freedom: name the city's system");
      const back = returnCityToBoard(t, rc.owner, rc.arrangement);
      if (!back.ok) return refuse("Song of Freedom: " + back.reason);
      t = back.value.table;
      effects.push({ kind: "returnCity", colour, owner: rc.owner, system: rc.system });
      if (answer.seize === true) effects.push({ kind: "seizeInitiative", colour });
    } else if (answer.seize === true) {
      return refuse("Song of Freedom: seize only after returning a city");
    }
    const d = applyDeckOrder(t, [card], answer.deckOrder, true);
    if (!d.ok) return refuse("Song of Freedom: " + d.reason);
  } else if (ws === "pilgrimage" || ws === "seekPortal") {
    // Both are shuffled in; Seek the Portal's scraps are the campaign's (fates/seekPortal.ts).
    const d = applyDeckOrder(t, [card], answer.deckOrder, true);
    const no = (ws === "pilgrimage" && pilgrimage(t, colour, answer.suit)) || (!d.ok && d.reason);
    if (no) return refuse(no);
  } else if (ws === "giveGuild") {
    const no = giveGuildCards(t, card === "F422", colour, answer.given || []).no;
    if (no) return refuse(no);
    done();
  } else if (ws === "commandChaos") {
    const d = applyDeckOrder(t, [card], answer.deckOrder, true);
    const no = influenceOnce(t, colour, answer.influence) || (!d.ok && d.reason);
    if (no) return refuse(no);
  } else if (ws === "planetEater") {
    // F1111: a skirmish die per agent waiting on it for the roll (the table's read; their taking is the
    // secure's, secure.ts), faces 4-6 a hit (data/dice.ts); "If not, this card and agents on it remain.".
    const here = t.court.row[pending.slot].agents;
    const f = answer.faces as number[];
    let n = 0;
    for (const c of COLOURS) n += count(here, c);
    if (!Array.isArray(f) || f.length !== n || !f.every((x) => SIX.indexOf(x) >= 0)) return refuse(`Planet-Eater Loose: roll ${n} skirmish dice`);
    if (f.filter((x) => x > 3).length < 3) return ok({ table: t, effects });
    t.court.row[pending.slot] = { agents: {} };
    sendVox(t, card, "bury");
  } else if (ws === "guildFair") {
    t = guildFair(t, colour, added);
    done();
  } else if (ws === "guildStruggle") {
    if (answer.steal !== undefined) {
      const st = stealGuildCard(t, colour, answer.steal.from, answer.steal.card);
      if (!st.ok) return refuse("Guild Struggle: " + st.reason);
      t = st.value;
    }
    const incoming: string[] = [];
    const rest: string[] = [];
    for (const id of t.court.discard) {
      const c = courtCard(id) || (added && added(id));
      if (c && c.kind === "guild") incoming.push(id);
      else rest.push(id);
    }
    t.court.discard = rest;
    const d = applyDeckOrder(t, incoming, answer.deckOrder, incoming.length > 0);
    if (!d.ok) return refuse("Guild Struggle: " + d.reason);
    done();
  } else {
    return refuse(courtCardName(card) + " needs no answer");
  }
  refill(t, pending.slot);
  return ok({ table: t, effects });
}
