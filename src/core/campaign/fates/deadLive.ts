/**
 * F2204 The Dead Live (seed 003, a Reminder the Gate Wraith's Act III setup F2201A lays by the
 * chapter track, with Passages & The Twisted Passage, F2205, in the rules booklet, whose last line
 * says it again): "Destroyed ships that would return to a supply are instead placed on this card.
 * After scoring, take all ships that were destroyed this chapter—including those in Trophies and on
 * this card—and place them fresh on the Twisted Passage. Do this after all scoring, including grand
 * ambitions, even if Warlord wasn't scored."
 * While F2205 is in the booklet the core counts the ships each player takes as Trophies in a battle
 * step (the step's table before and after, fates/objectiveMoments.ts `stepTables`: the hits, p.14,
 * both sides' Trophies; Blight is no ship) as `deadLive`, one entry a taker and owner. Trophies kept
 * from an earlier chapter (Warlord not scored, p.19) are not in it. After the campaign's scoring (the
 * `score` command, grand ambitions included) it decides: the ships on the card (the table lays there
 * every destroyed ship it would return to a supply, src/tts/lib/supply.ts) and those Trophies go
 * fresh to the Twisted Passage, as `deadLiveOut` for the table, which moves them once with the
 * scoring's cleanup, before Trophies return; the count starts again.
 */
import type { Colour, Owner } from "../../data/vocabulary";
import { COLOURS, NON_PLAYER_OWNERS } from "../../data/vocabulary";
import type { Command, GameState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import { playerIndex } from "../../court/types";
import { logEvent } from "../../game/util";
import type { CampaignState } from "../types";
import { PASSAGES_LAW } from "./twistedPassage";
import { stepTables } from "./objectiveMoments";

/** Ships of `owner` that `by` took as Trophies this chapter (F2204). */
export interface DeadShips {
  by: Colour;
  owner: Owner;
  ships: number;
}

const OWNERS: readonly Owner[] = (COLOURS as readonly Owner[]).concat(NON_PLAYER_OWNERS.filter((o) => o !== "blight"));

/** The ships each player took as Trophies in the battle step `c` just taken (none for another command). */
export function shipsTaken(s: GameState, c: Command): DeadShips[] {
  const t = stepTables(s, c);
  const out: DeadShips[] = [];
  if (t.length < 2 || !Array.isArray(t[0].players) || !Array.isArray(t[1].players)) return out;
  for (const p of t[1].players) {
    const i = playerIndex(t[0], p.colour);
    const was = i < 0 ? undefined : t[0].players[i].trophies;
    for (const owner of OWNERS) {
      const now = p.trophies[owner];
      const n = (now === undefined ? 0 : now.ships) - (was === undefined || was[owner] === undefined ? 0 : was[owner].ships);
      if (n > 0) out.push({ by: p.colour, owner, ships: n });
    }
  }
  return out;
}

/** `list` with `add`'s ships counted in (a new list). */
function counted(list: readonly DeadShips[], add: readonly DeadShips[]): DeadShips[] {
  const out = list.map((d) => ({ ...d }));
  for (const a of add) {
    const d = out.find((x) => x.by === a.by && x.owner === a.owner);
    if (d === undefined) out.push({ ...a });
    else d.ships += a.ships;
  }
  return out;
}

function inForce(s: GameState): boolean {
  const c = s.campaign;
  const b = typeof c === "object" && c !== undefined && c.act === "III" ? c.rulesBooklet : undefined;
  return typeof b === "object" && b !== undefined && Array.isArray(b.laws) && b.laws.some((slot) => Array.isArray(slot) && slot.indexOf(PASSAGES_LAW) >= 0);
}

export const deadLive: RuleModule<Command> = {
  id: "F2204",
  inForce,
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => {
    const r = next(s, c);
    if (r !== undefined || !inForce(s)) return r;
    const campaign = s.campaign as CampaignState;
    const taken = shipsTaken(s, c);
    if (taken.length > 0) s.campaign = { ...campaign, deadLive: counted(campaign.deadLive ?? [], taken) };
    if (c.type !== "score") return undefined;
    const out = campaign.deadLive ?? [];
    const trophies = out.map((d) => `${d.by}'s ${d.ships} ${d.owner === "empire" ? "Imperial" : d.owner}`);
    logEvent(s, "scored", undefined, `The Dead Live (F2204): its ships and this chapter's Trophy ships (${trophies.length === 0 ? "none" : trophies.join(", ")}) go fresh to the Twisted Passage`);
    const after = { ...(s.campaign as CampaignState), deadLiveOut: out };
    after.deadLive = undefined;
    s.campaign = after;
    return undefined;
  },
};
