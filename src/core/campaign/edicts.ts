/**
 * Edicts (BR pp.20-21): when the event dice or the Council call for Edicts, the rules booklet's
 * edicts resolve lowest slot first. The 3 Govern the Imperial Reach cards share one slot: the First
 * Regent enforces the Policy on top (Imperial Demand, then Imperial Action) or replaces it. Other
 * edicts (Guild Envoys Depart, Fate edicts) are resolved at the table and acknowledged; a few Fate
 * edicts' Power is the core's, from what their Edict done carries (fates/fateEdicts.ts).
 */
import type { Colour } from "../data/vocabulary";
import { aidCard, GOVERN_EDICTS, POLICIES } from "../data/campaign/aidCards";
import type { Policy } from "../data/campaign/aidCards";
import { cityBonusPower } from "../data/playerBoard";
import type { GameState, PlayerState } from "../game/types";
import { playerState } from "../game/rounds";
import type { CampaignPlayer, CampaignState, EdictDoneCommand, GovernCommand } from "./types";
import { governPolicy, rulesBookletOf, writeBooklet } from "./booklet";
import { fateEdict } from "./fates/fateEdicts";
import { logEvent } from "../game/util";
import { campaignPlayer } from "./fates/setupWords";
import { demandSubjects, governCite, isAuthority, quorum } from "./fates/governAuthority";
import { findBy } from "../util/byId";

const DEMANDED: { readonly [policy: string]: readonly string[] } = {
  peace: ["relic", "psionic"],
  escalation: ["material", "fuel", "weapon"],
  war: ["trophy", "captive"],
};

/** What a Regent may give to the Policy's Imperial Demand (BR p.20), for a table that offers the choices. */
export function demandedBy(policy: Policy): readonly string[] {
  const d = DEMANDED[policy];
  return d === undefined ? [] : d;
}

function governCard(policy: Policy): string {
  for (const id of GOVERN_EDICTS) {
    const c = aidCard(id);
    if (c !== undefined && c.policy === policy) return id;
  }
  return GOVERN_EDICTS[0];
}

/**
 * Starts the Edicts: the booklet's Edicts side slot by slot, lowest first (BR p.20). A Govern slot
 * resolves once, as the Policy in force (BR p.5 step M: the 3 cards share one slot); Govern with
 * Authority (F124-F126, Steward) likewise, as its card of that Policy, by `govern` (fates/governAuthority.ts).
 */
export function startEdicts(campaign: CampaignState): void {
  const queue: string[] = [];
  // Imperial Quorum (F113) in the booklet: "then skip Edict 03 itself".
  const skip = campaign.booklet.indexOf("F113") >= 0;
  for (const slot of rulesBookletOf(campaign).edicts) {
    let governDone = skip;
    for (const id of slot) {
      if (governPolicy(id) === undefined) queue.push(id);
      else if (!governDone) {
        governDone = true;
        const current = slot.filter((x) => governPolicy(x) === campaign.policy);
        queue.push(GOVERN_EDICTS.indexOf(id) >= 0 ? governCard(campaign.policy) : current.length > 0 ? current[0] : id);
      }
    }
  }
  campaign.edictQueue = queue.length > 0 ? queue : undefined;
}

function finishEdict(campaign: CampaignState): void {
  campaign.foundries = undefined;
  const q = (campaign.edictQueue as string[]).slice(1);
  campaign.edictQueue = q.length > 0 ? q : undefined;
}

function say(s: GameState, text: string, player?: Colour): void {
  if (player === undefined) s.events.push({ kind: "eventPhase", text });
  else logEvent(s, "eventPhase", player, text);
}

export function edictDone(s: GameState, c: EdictDoneCommand): string | undefined {
  const campaign = s.campaign as CampaignState;
  const q = campaign.edictQueue;
  if (q === undefined) return "no Edicts are being resolved";
  if (governPolicy(q[0]) !== undefined) return "the First Regent governs the Imperial Reach (govern)";
  if (c.card !== q[0]) return `the next edict is ${q[0]}, lowest slot first (BR p.20)`;
  // A Fate edict's chain of choices under way (fates/edictChoices.ts): only who chooses next presses.
  const step = campaign.edictStep;
  if (step !== undefined && c.player !== step[0]) return `${step[0]} chooses now (${c.card})`;
  // The Fate edicts the core resolves from what the Edict done carries (fates/fateEdicts.ts).
  const r = c.card === "F113" ? quorum(s, c) : fateEdict(s, c);
  if (!r.ok) return r.reason;
  // One replacement of Use Imperial Foundries (F703), or a chain's step with one left (fates/edictChoices.ts), leaves it due.
  const due = c.replace !== undefined || campaign.edictStep !== undefined;
  if (!due) finishEdict(campaign);
  say(s, `edict ${c.card}${due ? "" : " resolved"}${r.value}`);
  return undefined;
}

export function govern(s: GameState, c: GovernCommand): string | undefined {
  const campaign = s.campaign as CampaignState;
  const q = campaign.edictQueue;
  if (q === undefined || governPolicy(q[0]) === undefined) return "Govern the Imperial Reach is not the next edict";
  const fr = campaign.firstRegent;
  if (fr === undefined) {
    // BR p.20 is silent on Edicts without a First Regent: nobody governs (docs/rules-decisions-campaign.md).
    if (c.replaceWith !== undefined || c.demands !== undefined) return "there is no First Regent to govern";
    finishEdict(campaign);
    say(s, "no First Regent: Govern the Imperial Reach is skipped");
    return undefined;
  }
  if (c.player !== fr) return `only ${fr}, the First Regent, governs the Imperial Reach (BR p.20)`;
  if (c.replaceWith !== undefined) {
    if (POLICIES.indexOf(c.replaceWith) < 0) return "the Policy is peace, escalation or war";
    if (c.replaceWith === campaign.policy) return `the Policy of ${campaign.policy} is in force: enforce it or choose another`;
    campaign.policy = c.replaceWith;
    // "place on top of the other two cards" (BR p.20): the new Policy's card goes in front of its slot.
    writeBooklet(campaign, rulesBookletOf(campaign));
    finishEdict(campaign);
    say(s, `${fr} changes the Policy to ${c.replaceWith} (BR p.20)`, fr);
    return undefined;
  }
  const regents = campaign.players.filter((p) => p.title === "regent");
  // Govern with Authority (F124-F126): its card's words, and the Outlaws the Empire holds (fates/governAuthority.ts).
  const card = q[0];
  const auth = isAuthority(card);
  const cite = governCite(card);
  const subjects = demandSubjects(s, campaign, c, card);
  if (typeof subjects === "string") return subjects;
  const demands = c.demands === undefined ? [] : c.demands;
  const allowed = DEMANDED[campaign.policy];
  const trust = campaign.trust.slice();
  const texts: string[] = [];
  for (const r of subjects) {
    const gift = findBy(demands, "player", r.colour)!;
    if (gift === undefined) return `say what ${r.colour} gives to the Imperial Demand ${cite}`;
    const self = r.colour === fr;
    const held = r.title === "outlaw";
    if (campaign.policy === "war" && self) {
      if (gift.gives !== "none") return `the Policy of War demands only from Rival Regents ${cite}`;
      continue;
    }
    if (allowed.indexOf(gift.gives) >= 0) {
      if (campaign.policy !== "war") trust.push(gift.gives);
      texts.push(`${r.colour} gives ${gift.gives}`);
    } else if (gift.gives === "favor" && !self) {
      const holder = campaignPlayer(campaign, fr) as CampaignPlayer;
      holder.favors.push(r.colour);
      texts.push(`${r.colour} has none and gives an agent as a Favor`);
    } else if (gift.gives === "outlaw" && !self && !held) {
      r.title = "outlaw";
      texts.push(`${r.colour} has neither and is made an Outlaw`);
    } else if (gift.gives === "spared" && !self && !held) {
      // BR p.20 "If they have no agents, the First Regent may make them an Outlaw": may, not must.
      texts.push(`${r.colour} has neither, and ${fr} lets them stay a Regent`);
    } else if (gift.gives === "none" && (self || held)) {
      texts.push(`${r.colour} has none${held ? " and no agents" : " to add"}`);
    } else {
      return `${r.colour} cannot give ${String(gift.gives)} to the Policy of ${campaign.policy}'s Demand (${allowed.join(", ")}${self ? "" : held ? ", or a Favor; with no agents, none" : ", or a Favor; with no agents, an Outlaw or spared"}) ${cite}`;
    }
  }
  // Imperial Action (BR p.21).
  if (campaign.policy === "peace") {
    for (const r of regents) {
      if (r.title !== "regent") continue;
      const entry = findBy(c.citiesOnBoard === undefined ? [] : c.citiesOnBoard, "player", r.colour);
      if (entry === undefined || entry.cities < 0 || entry.cities > 5 || Math.floor(entry.cities) !== entry.cities) {
        return `give ${r.colour}'s cities on their board (0-5) for the Peace Imperial Action (BR p.21)`;
      }
      // F126: "double their bonus city Power on uncovered city slots".
      const gain = cityBonusPower(entry.cities) * (auth ? 2 : 1);
      (playerState(s, r.colour) as PlayerState).power += gain;
      texts.push(`${r.colour} gains ${gain} bonus city Power`);
    }
  } else if (campaign.policy === "escalation") {
    texts.push(`place ${auth ? 4 : 2} fresh Imperial ships in an Empire-controlled system, else at a Loyal starport`);
  } else {
    const fromTrust = c.weaponsFromTrust === undefined ? 0 : c.weaponsFromTrust;
    for (let i = 0; i < fromTrust; i++) {
      const at = trust.indexOf("weapon");
      if (at < 0) return "the Imperial Trust has no more Weapons to give";
      trust.splice(at, 1);
    }
    texts.push(`give 1 Weapon${auth ? " and any 1 resource" : ""} to each Regent from the supply${fromTrust > 0 ? ` (${fromTrust} from the Imperial Trust)` : ""}`);
  }
  campaign.trust = trust;
  finishEdict(campaign);
  say(s, `${fr} enforces the Policy of ${campaign.policy}: ${texts.join("; ")} ${auth ? cite : "(BR pp.20-21)"}`, fr);
  return undefined;
}
