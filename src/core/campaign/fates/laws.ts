/**
 * Laws as rules for everyone while they lie in the rules booklet (BR p.9; seed 003's Law cards), for
 * the Laws whose effect the core sees:
 * - what the chapter's scoring counts (a rule module standing between the campaign's rules and the
 *   base rules, so the base scoring counts under the Law while the campaign's objectives still read
 *   the table's own counts): F425 Guild Supremacy "When scoring, Guild cards count twice", F320 War
 *   Profiteering "The Warlord ambition now counts the total of Trophies and Weapons icons from
 *   resources and cards";
 * - the Tax Limit (a field of the campaign's MapRules, campaign/mapActions.ts): F327 Closed & Open
 *   Economy "While the Magnate is an Outlaw, the Reach has an Open Economy: Players may tax Loyal
 *   cities more than once per turn. The Magnate may also tax Rival and Free cities more than once per
 *   turn."; while the Magnate is a Regent, its Closed Economy (F326A, in the campaign's MapRules.tax).
 * The other Laws stay the players' (docs/fate-powers.md says why, card by card). The Fate ambitions'
 * Laws (F2004, F2104) are fateAmbitions.ts's.
 */
import type { Colour, Owner, SystemId } from "../../data/vocabulary";
import { system } from "../../data/map";
import type { Command, GameState, PlayerSnapshot } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import type { MapSnapshot } from "../../map/snapshot";
import { empireControls } from "../../map/pieces";
import { isCount } from "../../map/count";
import { clusterCityTypes } from "../../map/tax";
import { capitalise } from "../../util/ascii";
import type { CampaignPlayer, CampaignState } from "../types";
import { bookletCards, rulesBookletOf } from "../booklet";
import { monopoliesIn, playAreaOf } from "./monopolies";
import { fateHolder, named } from "./setupWords";

/** Is this Law (or Summit) card in the rules booklet's Laws & Summit side? */
export function lawInForce(c: CampaignState, law: string): boolean {
  return bookletCards(rulesBookletOf(c).laws).indexOf(law) >= 0;
}

/** A Law that changes what the scoring counts of each player's snapshot, in the order they apply. */
interface CountLaw {
  law: string;
  says: string;
  count: (this: void, p: PlayerSnapshot) => PlayerSnapshot;
}

const COUNT_LAWS: readonly CountLaw[] = [
  {
    law: "F425", says: "Guild cards count twice",
    count: (p) => {
      const g = p.guildCards;
      return { ...p, guildCards: { material: 2 * g.material, fuel: 2 * g.fuel, weapon: 2 * g.weapon, relic: 2 * g.relic, psionic: 2 * g.psionic } };
    },
  },
  // Weapon Guild cards carry the Weapon icon; under Guild Supremacy too they count twice (applied first).
  { law: "F320", says: "Warlord counts Trophies, Weapons and Weapon Guild cards", count: (p) => ({ ...p, trophies: p.trophies + p.resources.weapon + p.guildCards.weapon }) },
];

function countable(p: PlayerSnapshot): boolean {
  return typeof p === "object" && p !== undefined && typeof p.resources === "object" && typeof p.guildCards === "object" && typeof p.trophies === "number";
}

/** `players` as the counting Laws in the booklet count them (the scoring below; F1903 reads Keeper so, fates/fateEdicts.ts). */
export function lawCounted(c: CampaignState, players: PlayerSnapshot[]): PlayerSnapshot[] {
  for (const l of COUNT_LAWS) if (lawInForce(c, l.law)) players = players.map((p) => l.count(p));
  return players;
}

const BANNERS = "F1003";

/**
 * F1003 Banners of Hegemony, Valuable: "When scoring Warlord, gain 2 extra Power for each Banner you
 * have in your Trophies (even if you didn't gain Power from placing in Warlord)": for each player the
 * snapshot's `banners`, a note on Warlord's line, the report's gains and totals and the Power.
 */
function bannerPower(s: GameState, snap: readonly PlayerSnapshot[]): void {
  const report = s.lastScoring;
  const warlord = report && report.ambitions.filter((a) => a.ambition === "warlord")[0];
  if (report === undefined || warlord === undefined) return;
  for (const p of snap) {
    const d = 2 * (p.banners ?? 0);
    if (d === 0) continue;
    warlord.notes.push(`${p.colour} +${d} for ${p.banners} Banner(s) in Trophies (${named(BANNERS)})`);
    for (const g of report.gains.concat(report.totals)) if (g.player === p.colour) g.power += d;
    for (const q of s.players) if (q.colour === p.colour) q.power += d;
  }
}

export const bookletLaws: RuleModule<Command> = {
  id: "booklet laws",
  // Only `score` at a chapter's end is changed; which Laws are in the booklet is read then, not on every command.
  inForce: (s: GameState) => s.campaign !== undefined && s.phase === "scoring",
  /** `score` under the counting Laws in force: the base scoring counts the snapshot as they say, each said in the log. */
  apply: (s: GameState, c: Command, next: RuleStep<Command>): string | undefined => {
    if (c.type !== "score" || typeof c.snapshot !== "object" || c.snapshot === undefined || !Array.isArray(c.snapshot.players) || !c.snapshot.players.every((p) => countable(p))) return next(s, c);
    const campaign = s.campaign as CampaignState;
    const laws = COUNT_LAWS.filter((l) => lawInForce(campaign, l.law));
    const banners = lawInForce(campaign, BANNERS);
    if (laws.length === 0 && !banners) return next(s, c);
    const bad = banners ? c.snapshot.players.filter((p) => p.banners !== undefined && !(isCount(p.banners) && p.banners <= p.trophies))[0] : undefined;
    if (bad !== undefined) return `${bad.colour}'s Banners in Trophies must be a whole number from 0 to their Trophies`;
    const players = lawCounted(campaign, c.snapshot.players);
    const r = next(s, laws.length === 0 ? c : { ...c, snapshot: { ...c.snapshot, players } });
    if (r !== undefined) return r;
    for (const l of laws) s.events.push({ kind: "scored", card: l.law, text: `${named(l.law)} is in the rules booklet: ${l.says} in this scoring (BR p.9)` });
    if (banners) bannerPower(s, c.snapshot.players);
    return undefined;
  },
};

/**
 * F327 (BR p.9): whether the Tax Limit (p.12) holds for `player` taxing a city of `owner`: not for a
 * Loyal city, nor for the Magnate's taxes of any city, while the Magnate is an Outlaw and the Law is
 * in the booklet (Open Economy).
 */
export function taxLimitUnderLaws(c: CampaignState): (this: void, player: Colour, owner: Owner) => boolean {
  const magnate = magnateOf(c);
  if (magnate === undefined || magnate.title !== "outlaw" || !lawInForce(c, "F327")) return () => true;
  return (player, owner) => owner !== player && player !== magnate.colour;
}

function magnateOf(c: CampaignState): CampaignPlayer | undefined {
  return fateHolder(c, "FATE03");
}

/**
 * F327 with the Economy card's Closed side, F326A (BR p.9): "While the Magnate is a Regent, Regents
 * other than the Magnate cannot tax Empire-controlled cities (even Loyal ones) unless they have the
 * matching Monopoly." The Monopolies are those the map shows in the taxer's play area; a planet's
 * city matches its type's, a gate city (Gate Stations, L11) any of its cluster's city types. Undefined
 * while the Economy is not Closed; else why `player` cannot tax a city in `id`, or undefined.
 */
export function closedEconomy(c: CampaignState): ((this: void, map: MapSnapshot, id: SystemId, player: Colour) => string | undefined) | undefined {
  const magnate = magnateOf(c);
  if (magnate === undefined || magnate.title !== "regent" || !lawInForce(c, "F327")) return undefined;
  return (map, id, player) => {
    if (player === magnate.colour || !c.players.some((p) => p.colour === player && p.title === "regent") || !empireControls(map, id)) return undefined;
    const where = system(id);
    const types = where === undefined ? [] : where.kind === "gate" ? clusterCityTypes(map, where.cluster) : where.resource === undefined ? [] : [where.resource];
    const held = monopoliesIn(playAreaOf(map, player));
    if (types.some((t) => held.indexOf(t) >= 0)) return undefined;
    const lacks = types.length === 0 ? "its city has no type to match" : `${player} has no ${types.map((t) => capitalise(t)).join(" or ")} Monopoly`;
    return `Closed Economy (F326A): while the Magnate, ${magnate.colour}, is a Regent, other Regents tax Empire-controlled cities (even Loyal) only with the matching Monopoly: the Empire controls ${id}, and ${lacks}`;
  };
}
