/**
 * The Fate edicts the core resolves (BR p.20: called in their slot's turn in the Edicts), each from
 * what its Edict done carries as the table shows it (seed 003 card texts):
 * - F1703 Reach Rejects Overlord: "The Overlord loses Power based on their number of Outrage"
 *   (`outrage`, the Overlord's board; fates/outrage.ts overlordLoss).
 * - F1510 Peace Dividends: "Players gain 2 Power for each system they control in clusters at Peace.
 *   The First Regent controls Empire-controlled systems but only gains Power for them if the Imperial
 *   Policy is Peace." (`map` with its Fate tokens: a cluster is at Peace while its Ceasefire lies face
 *   up, as for F1508, fates/ceasefires.ts; control is BR p.10's, mapControl.ts.)
 * - F1619 Lords Gain Power: "for each Fief, starting with Cluster 1 and going clockwise: The Fief's
 *   Lord gains 3 Power." (`map` with its Seats, fates/fiefs.ts). "Then, if the Fief's Court token is
 *   on a card in the Court, the Fief's Lord may influence or secure that card" is told: the players'.
 * - F1903 Rebuke of the Keepers: "If Keeper is declared and the Redeemer is not winning it, the
 *   Redeemer loses Power equal to Keeper's first place." (`snapshot`, the table's scoring counts,
 *   counted as the chapter's scoring counts them: the Imperial Trust, the counting Laws; winning is
 *   an untied first place, base p.18; first place is its markers' sum, without the city bonus, which
 *   is a winner's). "If Keeper is not declared, the player with the most Relics may declare Keeper"
 *   is told: the players' choice.
 * - F318 Gain Monopolies: "For each resource type, a player takes the Monopoly card of its type if
 *   they have more than half of the total resources of its type in play." (`snapshot` with the play
 *   areas' cards, `supply`: the supply bags' tokens; `monopolyTakes`, which the table moves.)
 * - F1412 Rebuke of the Empaths: "If Empath is declared, each player discards all resources matching
 *   their Outrage types, and each player with no Psionic Outrage gains 1 Psionic." (`snapshot` with
 *   each player's Outrage; `empathRebuke`, which the table acts out on the boards' slots only.)
 * - F619 Guilds Decry Terror: "If Diplomatic Fiasco is not in the Court, search the Court deck for it,
 *   attach it to the Imperial Council card, and flip the Imperial Council to its In Session side."
 *   (`court`, the row as the table shows it, attached cards too, and `deck`; `fiascoAttach`, which the
 *   table lays.) Either Diplomatic Fiasco counts (CC13, the Advocate's F410). None in the deck: none to
 *   attach, but the Council still flips. A card already attached to the Council: Forced Attach (BR
 *   p.27) attaches it anyway, which the table, reading one attached card a slot, leaves to the players.
 * - F703 Use Imperial Foundries: "The player who has Imperial Officers resolves this. For each Loyal
 *   starport, you may replace 1 Loyal ship in its system with 1 Imperial ship." Each replacement is an
 *   Edict done with `replace` (the edict stays due, edicts.ts; `CampaignState.foundries` counts them),
 *   from a Regent whose play area the map shows with Imperial Officers (F702; an Outlaw buries it and
 *   gains nothing from it, fates/empireCards.ts). A Loyal starport is one on the map (BR p.22: a
 *   Flagship board's "do not work like buildings on the map"), each allowing 1 replacement in its
 *   system; a fresh ship is replaced while there is one (`foundryDamaged`), "If the old piece was
 *   damaged, the new piece is placed damaged" (BR p.22); the Imperial ship comes from its bag
 *   (`imperial`, as read): empty, none is placed ("do the maximum possible").
 * - F1509 Empire Balks at Peace: "If the Imperial Policy is War and the Peacekeeper is an Outlaw, the
 *   First Regent may flip 1 Ceasefire token to War in a cluster where the Empire controls at least 2
 *   systems." (`flip`, the cluster, with the map and its Ceasefires: at Peace face up, as for F1510;
 *   Empire control, BR p.10: a fresh Imperial ship; without `flip` nothing is flipped.)
 * - F2405 Judge Sets Agenda: "The Judge may declare any ambition, placing any unplaced ambition
 *   marker. If they do, they lose Power for second place on the declared ambition marker." The Judge
 *   presses (`player`), with `declare` or without (they decline). "Then, return the Judge's Chosen card
 *   to the Judge. The Judge must give it to any Rival." is the players'.
 * - F1805 Captive Release, F413 Advocate's Demand, F215/F226 (Mass) Call for Armistice, F821/F827 (Lay) Doctrine, F521 Consume Sentience: chains of presses (fates/edictChoices.ts).
 */
import type { Ambition, Colour, ResourceType, SystemId } from "../../data/vocabulary";
import { AMBITIONS, RESOURCE_TYPES } from "../../data/vocabulary";
import { IMPERIAL_COUNCIL } from "../../data/campaign/aidCards";
import { markerSecond } from "../../game/markers";
import type { CourtRowSnapshot } from "../resultTypes";
import { courtRowRefusal } from "../crisesCourt";
import { SYSTEMS } from "../../data/map";
import type { Command, CountsByType, GameState, PlayerState, ScoringSnapshot } from "../../game/types";
import type { RuleModule } from "../../game/ruleModules";
import { logEvent } from "../../game/util";
import type { MapSnapshot } from "../../map/snapshot";
import { playerState } from "../../game/rounds";
import { scoreAmbition } from "../../game/scoring";
import { ok, refuse } from "../../result";
import { capitalise } from "../../util/ascii";
import type { Result } from "../../result";
import type { CampaignState, EdictDoneCommand } from "../types";
import { controllerOf, countPieces, empireControls, empireFacts, mapSnapshotRefusal, piecesIn } from "../mapControl";
import { overlordLoss } from "./outrage";
import { atPeace } from "./ceasefires";
import { lordAt } from "./fiefs";
import { lawCounted } from "./laws";
import { fateHolder, named } from "./setupWords";
import { monopolyTakes, withImperialTrust } from "./monopolies";
import { advocatesDemand, callForArmistice, captiveRelease, consumeSentience, countsRefusal, setDoctrineEdict } from "./edictChoices";
import { findById } from "../../util/byId";


function gain(s: GameState, p: Colour, n: number): void {
  (playerState(s, p) as PlayerState).power += n;
}

/** F1510: 2 Power per system controlled in a cluster at Peace (the First Regent's Empire-controlled ones under Peace only). */
function dividends(s: GameState, c: CampaignState, map: MapSnapshot): string {
  const facts = empireFacts(c);
  const out: string[] = [];
  for (const p of s.seats) {
    let n = 0;
    for (const sys of SYSTEMS) {
      if (atPeace(map, sys.cluster) && controllerOf(map, sys.id, s.seats, facts, "standing") === p && (c.policy === "peace" || !empireControls(map, sys.id))) n += 2;
    }
    if (n > 0) {
      gain(s, p, n);
      out.push(`${p} +${n}`);
    }
  }
  return out.length > 0 ? `Power for systems at Peace: ${out.join(", ")}` : "nobody controls a system at Peace";
}

/** F1619: each Fief's Lord gains 3 Power, cluster 1 first. */
function lords(s: GameState, map: MapSnapshot): string {
  const out: string[] = [];
  for (let k = 1; k <= 6; k++) {
    const lord = lordAt(map, `${k}.0` as SystemId);
    if (lord === undefined) continue;
    gain(s, lord, 3);
    out.push(`${lord} (cluster ${k})`);
  }
  return out.length > 0 ? `Lords gain 3 Power: ${out.join(", ")}; each may influence or secure the card with their Fief's Court token` : "there is no Fief";
}

/** F1903: the Redeemer not winning a declared Keeper loses its first place's Power. */
function rebuke(s: GameState, c: CampaignState, cmd: EdictDoneCommand): Result<string> {
  const r = fateHolder(c, "FATE19");
  if (r === undefined) return ok("");
  if (!s.markers.some((m) => m.at === "keeper")) return ok(": Keeper is not declared: the player with the most Relics, not the Redeemer, may declare it (on a tie, nobody)");
  const snap = cmd.snapshot;
  const bad = countsRefusal(s, cmd);
  if (bad !== undefined || snap === undefined) return refuse(bad as string);
  const t = withImperialTrust(s, snap);
  const k = scoreAmbition(s, { ...t, players: lawCounted(c, t.players) }, "keeper");
  if (k === undefined || k.first === r.colour) return ok(`: ${r.colour}, the Redeemer, is winning Keeper`);
  gain(s, r.colour, -k.firstPower);
  return ok(`: ${r.colour}, the Redeemer, is not winning Keeper: loses ${k.firstPower} Power, its first place`);
}

/** F1412 with Empath declared: each player's Outrage types to discard from the board, and whether they gain 1 Psionic; undefined while Empath is not declared. */
export function empathRebuke(s: GameState, snap: ScoringSnapshot): { colour: Colour; discards: ResourceType[]; gains: boolean }[] | undefined {
  if (!s.markers.some((m) => m.at === "empath")) return undefined;
  return snap.players.map((p) => ({ colour: p.colour, discards: RESOURCE_TYPES.filter((t) => (p.outrage as ResourceType[]).indexOf(t) >= 0), gains: (p.outrage as ResourceType[]).indexOf("psionic") < 0 }));
}

/** F318 and F1412 from the table's counts (the supply bags for F318, the Outrage for F1412). */
function byCounts(s: GameState, _c: CampaignState, cmd: EdictDoneCommand): Result<string> {
  const snap = cmd.snapshot;
  const sup = cmd.supply;
  const f318 = cmd.card === "F318";
  let bad = countsRefusal(s, cmd);
  if (f318 && (typeof sup !== "object" || RESOURCE_TYPES.some((t) => typeof sup[t] !== "number" || !(sup[t] >= 0)))) bad = "send the supply bags' counts (F318)";
  if (!f318 && snap !== undefined && snap.players.some((p) => !Array.isArray(p.outrage))) bad = "send each player's Outrage (F1412)";
  if (bad !== undefined || snap === undefined) return refuse(bad as string);
  const out: string[] = [];
  if (f318) {
    for (const t of monopolyTakes(s, snap, sup as CountsByType)) out.push(`${t.to} takes the ${named(t.card)} from ${t.from ?? "the supply"}`);
    return ok(`: ${out.length > 0 ? out.join("; ") : "nobody takes a Monopoly"}`);
  }
  const r = empathRebuke(s, snap);
  if (r === undefined) return ok(": Empath is not declared");
  for (const p of r) {
    const d = p.discards.map((t) => capitalise(t)).join(", ");
    out.push(`${p.colour}${d === "" ? "" : ` discards all ${d} (board)`}${p.gains ? `${d === "" ? "" : " and"} gains 1 Psionic` : ""}`);
  }
  return ok(`: Empath is declared: ${out.join("; ")}`);
}

/** The two Diplomatic Fiascos: the campaign Court's and the Advocate's. */
const FIASCO = ["CC13", "F410"];

const fiasco = (id: string | undefined): boolean => FIASCO.indexOf(id ?? "") >= 0;

/** F619: "court" when a Diplomatic Fiasco is in the Court; else the one the deck holds (top first) and the Imperial Council's slot (0-based), if it has no attached card; undefined when none is laid. */
export function fiascoAttach(row: readonly CourtRowSnapshot[], deck: readonly string[]): { card: string; slot: number } | "court" | undefined {
  let slot = -1;
  for (let i = 0; i < row.length; i++) {
    if (fiasco(row[i].card) || fiasco(row[i].attached)) return "court";
    if (row[i].card === IMPERIAL_COUNCIL && row[i].attached === undefined) slot = i;
  }
  for (const id of deck) if (fiasco(id) && slot >= 0) return { card: id, slot };
  return undefined;
}

function decryTerror(_s: GameState, c: CampaignState, cmd: EdictDoneCommand): Result<string> {
  const row = cmd.court;
  const deck = cmd.deck;
  const bad = Array.isArray(deck) ? courtRowRefusal(row) : "send the Court deck (F619)";
  if (bad !== undefined || row === undefined || deck === undefined) return refuse(bad as string);
  const laid = fiascoAttach(row, deck);
  if (laid === "court") return ok(": Diplomatic Fiasco is in the Court");
  c.council = "inSession";
  return ok(`: ${laid === undefined ? "none laid (Forced Attach by hand, BR p.27)" : `Diplomatic Fiasco (${laid.card}) is attached to the Imperial Council`}; the Council is In Session`);
}

/** F703: whether the Loyal ship `player` replaces in `id` is a damaged one (a fresh one while there is one). */
export function foundryDamaged(map: MapSnapshot, id: SystemId, player: Colour): boolean {
  return countPieces(piecesIn(map, id), player, "ship", "fresh") < 1;
}

/** F703, one replacement at `cmd.replace` by `cmd.player`, a Regent with Imperial Officers (F702) in their play area as the map shows it. */
function foundry(c: CampaignState, cmd: EdictDoneCommand, map: MapSnapshot): Result<string> {
  const me = cmd.player as Colour;
  const id = cmd.replace as SystemId;
  const here = piecesIn(map, id);
  const done = c.foundries ?? [];
  if (!c.players.some((p) => p.colour === me && p.title === "regent") || !(map.playAreas ?? []).some((a) => a.colour === me && a.cards.indexOf("F702") >= 0)) return refuse("only a Regent with Imperial Officers (F702) resolves this (F703)");
  if (countPieces(here, me, "starport", "any") <= done.filter((x) => x === id).length || countPieces(here, me, "ship", "any") < 1 || !((cmd.imperial as number) > 0)) {
    return refuse(`nothing to replace in ${id}: 1 Loyal ship per Loyal starport, while the Imperial supply lasts (F703, BR p.22)`);
  }
  c.foundries = done.concat([id]);
  return ok(`: ${me} replaces a ${foundryDamaged(map, id, me) ? "damaged" : "fresh"} ship in ${id} with an Imperial ship`);
}

/** F1509 may flip a Ceasefire: the Policy is War and the Peacekeeper (FATE15) an Outlaw. */
export function balksOn(c: CampaignState): boolean {
  return c.policy === "war" && c.players.some((p) => p.fate === "FATE15" && p.title === "outlaw");
}

/** F1509 with `cmd.flip`: the cluster whose Ceasefire the First Regent flips to War. */
function balks(c: CampaignState, cmd: EdictDoneCommand, map: MapSnapshot): Result<string> {
  const k = cmd.flip as number;
  if (cmd.player !== c.firstRegent || !balksOn(c) || !atPeace(map, k) || SYSTEMS.filter((x) => x.cluster === k && empireControls(map, x.id)).length < 2) {
    return refuse("under War with the Peacekeeper an Outlaw, the First Regent may flip a cluster at Peace where the Empire controls 2 systems (F1509)");
  }
  return ok(`: cluster ${k} to War`);
}

const CHOSEN = "; Judge's Chosen to a Rival";

function setAgenda(s: GameState, c: CampaignState, cmd: EdictDoneCommand): Result<string> {
  const judge = fateHolder(c, "FATE24");
  if (judge === undefined) return ok("");
  if (cmd.player !== judge.colour) return refuse(`only the Judge (${judge.colour}) declares (F2405)`);
  const d = cmd.declare;
  if (d === undefined) return ok(`: ${judge.colour} declares nothing${CHOSEN}`);
  const m = findById(s.markers, d.marker)!;
  if (AMBITIONS.indexOf(d.ambition) < 0 || m === undefined || m.at !== "available") return refuse("an ambition and an unplaced marker (F2405)");
  m.at = d.ambition;
  const lost = markerSecond(m);
  gain(s, judge.colour, -lost);
  return ok(`: ${judge.colour} declares ${capitalise(d.ambition)}, losing ${lost} Power${CHOSEN}`);
}

function sponsor(s: GameState, c: CampaignState, cmd: EdictDoneCommand): Result<string> {
  const box = cmd.box as Ambition;
  const adds = cmd.adds;
  if (c.firstRegent === undefined) return ok("");
  if (cmd.player !== c.firstRegent || AMBITIONS.indexOf(box) < 0 || (box !== c.sponsored && s.markers.some((m) => m.at === box)) || (adds !== undefined && RESOURCE_TYPES.indexOf(adds) < 0)) {
    return refuse("the First Regent places the Sponsored token on an undeclared ambition (F123)");
  }
  c.sponsored = box;
  if (adds !== undefined) c.trust.push(adds);
  return ok(`: Sponsored ${box}${adds === undefined ? "" : `, 1 ${adds} to the Trust`}`);
}

/**
 * F123: "When a player declares the Sponsored ambition, they must take 1 resource from the Imperial
 * Trust, gain the Power for second place on the placed ambition marker, and return the Sponsored
 * token to the First Regent tile. If they are an Outlaw, they become a Regent." Around every command,
 * so every way to declare counts (the lead card, a Court card, Judge Sets Agenda): once a command
 * lays a new marker in the Sponsored box, its player takes the Trust's oldest resource (the card
 * leaves the choice to them, the table offers none yet: docs/rules-decisions-campaign.md), none
 * from an empty Trust, and that marker's second place, and is a Regent.
 */
export const imperialSponsor: RuleModule<Command> = {
  id: "sponsor",
  inForce: (s: GameState) => s.campaign !== undefined && s.campaign.sponsored !== undefined,
  apply: (s, cmd, next) => {
    const box = (s.campaign as CampaignState).sponsored;
    const was = s.markers.map((m) => m.at);
    const r = next(s, cmd);
    const c = s.campaign as CampaignState;
    // A Fate ambition's marker (Edenguard, Blightkin) stands in its box but lies on its own tile: not the Sponsored ambition.
    const m = s.markers.filter((x, i) => x.at === box && was[i] !== box && !(c.fateAmbitionMarkers ?? []).some((f) => f.marker === x.id))[0];
    const who = (cmd as { player?: Colour }).player;
    if (r !== undefined || m === undefined || who === undefined) return r;
    const n = markerSecond(m);
    gain(s, who, n);
    // A declare shares the campaign with the state before (copy.ts): replaced, not changed. The
    // field cleared after the spread (in Lua a nil in a table literal is no field: the spread's would stay).
    const after: CampaignState = { ...c, trust: c.trust.slice(1), players: c.players.map((p) => (p.colour === who ? { ...p, title: "regent" } : p)) };
    after.sponsored = undefined;
    s.campaign = after;
    logEvent(s, "action", who, `${who} declares the Sponsored ambition (F123): +${n} Power, ${c.trust[0] ?? "nothing"} from the Trust`);
    return r;
  },
};

/** The edicts resolved by one press function of their own. */
const BY_CARD: { readonly [card: string]: (this: void, s: GameState, c: CampaignState, cmd: EdictDoneCommand) => Result<string> } = {
  F619: decryTerror, F2405: setAgenda, F123: sponsor, F1805: captiveRelease, F413: advocatesDemand, F215: callForArmistice, F226: callForArmistice, F821: setDoctrineEdict, F827: setDoctrineEdict, F521: consumeSentience, F1903: rebuke, F318: byCounts, F1412: byCounts,
};

/** The Fate edicts the core resolves (the table's status says so). */
export const CORE_EDICTS: readonly string[] = Object.keys(BY_CARD).concat(["F703", "F1509", "F1703", "F1510", "F1619"]);

/** The words said of the Fate edict `cmd.card` once its Power is moved, or why its Edict done is refused (then nothing moved). */
export function fateEdict(s: GameState, cmd: EdictDoneCommand): Result<string> {
  const c = s.campaign as CampaignState;
  const map = cmd.map;
  // The queue's head only (edicts.ts), so only an edict's id indexes BY_CARD.
  const one = BY_CARD[cmd.card];
  if (one !== undefined) return one(s, c, cmd);
  if (cmd.card === "F1510" || cmd.card === "F1619" || (cmd.replace ?? cmd.flip) !== undefined) {
    const bad = map === undefined ? `send the map with its Fate tokens (${cmd.card})` : mapSnapshotRefusal(map, s.seats);
    if (bad !== undefined || map === undefined) return refuse(bad as string);
    if (cmd.replace !== undefined) return foundry(c, cmd, map);
    if (cmd.flip !== undefined) return balks(c, cmd, map);
    return ok(`: ${cmd.card === "F1510" ? dividends(s, c, map) : lords(s, map)}`);
  }
  const o = cmd.card === "F1703" ? fateHolder(c, "FATE17") : undefined;
  if (o === undefined) return ok("");
  if (!Array.isArray(cmd.outrage)) return refuse(`send ${o.colour}'s Outrage (F1703)`);
  const n = overlordLoss(cmd.outrage);
  gain(s, o.colour, -n);
  return ok(`: ${o.colour}, the Overlord, loses ${n} Power for their Outrage`);
}
