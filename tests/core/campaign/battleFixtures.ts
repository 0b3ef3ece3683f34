/** Campaign battles staged for the tests (Node and Lua): an Act I chapter with Red to battle after an Aggression lead. */
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour, Owner, ResourceType } from "../../../src/core/data/vocabulary";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { FlagshipBoard, FlagshipPart, MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { PieceState } from "../../../src/core/battle/battle";
import type { TableState } from "../../../src/core/court/types";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { leadAggression, run } from "../game/helpers";
import { tableWith } from "../court/fixtures";
import { startCampaign } from "./fixtures";
import type { BattleState } from "../../../src/core/battle/machine";
import type { FateLetter } from "../../../src/core/data/campaign/fateTypes";
import { campaignBattleState, nextCommand } from "../../../tools/bench/campaignBattleScenario";

export const SEATS: Colour[] = ["Red", "Blue", "Yellow"];
type Title = "regent" | "outlaw";

/** Red has led Aggression and may battle; titles as given (Regents unless told); `firstRegent` or none. */
export function redToBattle(titles: { [colour: string]: Title } = {}, firstRegent?: Colour): GameState {
  let s = startCampaign({
    type: "startCampaign", seats: SEATS, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"],
  });
  s = run(s, { type: "shuffleDiscard", order: s.discard.slice() } as Command);
  const campaign = { ...(s.campaign as CampaignState) };
  delete campaign.firstRegent;
  if (firstRegent !== undefined) campaign.firstRegent = firstRegent;
  campaign.players = campaign.players.map((p) => ({ ...p, title: titles[p.colour] ?? ("regent" as const) }));
  const led = leadAggression({ ...s, campaign }, "Red");
  if (!led.ok) throw new Error(led.reason);
  return led.value;
}

const NONE: PieceState = { fresh: 0, damaged: 0 };

export interface RollSpec {
  system: string;
  defender: Owner;
  attacking: PieceState;
  ships?: PieceState;
  cities?: PieceState;
  starports?: PieceState;
  dice: { skirmish: number; assault: number; raid: number };
  planetType?: ResourceType;
  elsewhere?: boolean;
}

export function roll(map: MapSnapshot, r: RollSpec): Command {
  const snapshot: Record<string, unknown> = {
    attacker: "Red", defender: r.defender, attackingShips: r.attacking, defendingShips: r.ships ?? NONE,
    defendingCities: r.cities ?? NONE, defendingStarports: r.starports ?? NONE, defenderHasBuildingsElsewhere: r.elsewhere ?? false,
  };
  if (r.planetType !== undefined) snapshot.planetType = r.planetType;
  return { type: "battle", player: "Red", action: { kind: "roll", system: r.system, defender: r.defender, dice: r.dice, snapshot }, map } as unknown as Command;
}

export function battleStep(action: Record<string, unknown>): Command {
  return { type: "battle", player: "Red", action } as Command;
}

/** The three players' play areas with an empty Court row (the tests' table as read). */
export function table(): TableState {
  return tableWith(SEATS, []);
}

/** Faces by symbol: skirmish 4 = hit; assault 1 blank, 2 self+hit, 3 intercept+hit, 4 self+2 hits, 5 2 hits; raid 1 intercept+2 keys, 2 self+key, 3 intercept, 5 building+key. */
export function faces(...fs: [string, number][]): { die: string; face: number }[] {
  return fs.map(([die, face]) => ({ die, face }));
}

/** A Flagship board's 6 slots, with the given parts (slot index -> parts). */
export function board(owner: Colour, parts: { [slot: string]: { upgrade?: [string, boolean]; armor?: [string, boolean] } }): FlagshipBoard {
  const slots: FlagshipBoard["slots"] = [];
  const part = (p: [string, boolean]): FlagshipPart => ({ building: p[0] as FlagshipPart["building"], damaged: p[1] });
  for (let i = 0; i < 6; i++) {
    const p = parts[String(i)];
    const slot: FlagshipBoard["slots"][number] = {};
    if (p !== undefined && p.upgrade !== undefined) slot.upgrade = part(p.upgrade);
    if (p !== undefined && p.armor !== undefined) slot.armor = part(p.armor);
    slots.push(slot);
  }
  return { owner, slots };
}

/** Red (an Outlaw) has led; Blue holds the Judge (FATE24). */
export function judgeTable(): GameState {
  const s = redToBattle({ Red: "outlaw" });
  const c = s.campaign as CampaignState;
  return { ...s, campaign: { ...c, players: c.players.map((p) => (p.colour === "Blue" ? { ...p, fate: "FATE24" } : p)) } };
}

/** 3.2: Red 2 ships, the Judge (Blue) 1 fresh and 1 damaged ship, Yellow 1 ship; `holder` has F2404 in their play area. */
export function judgeMap(holder?: string): MapSnapshot {
  const m: MapSnapshot = { systems: [{ system: "3.2", pieces: [
    { owner: "Red", kind: "ship", fresh: 2, damaged: 0 },
    { owner: "Blue", kind: "ship", fresh: 1, damaged: 1 },
    { owner: "Yellow", kind: "ship", fresh: 1, damaged: 0 },
  ] }] };
  return holder === undefined ? m : { ...m, playAreas: [{ colour: holder as "Red", cards: ["F2404"] }] };
}

/** Red attacks in 3.2 with the given ships (1 skirmish, 1 assault die). */
export const attack = (m: MapSnapshot, defender: "Yellow" | "Blue", fresh: number, damaged: number) =>
  roll(m, { system: "3.2", defender, attacking: { fresh, damaged }, ships: defender === "Blue" ? { fresh: 1, damaged: 1 } : { fresh: 1, damaged: 0 }, dice: { skirmish: 1, assault: 1, raid: 0 }, planetType: "fuel" });

/**
 * Red (an Outlaw) attacks Blue in Act III (tools/bench/campaignBattleScenario.ts), `colour` holding
 * `fate` (and `letter`, when given); with `law`, Blue adds that card to the rules booklet first; the
 * battle played to its end.
 */
export function actThreeBattle(colour: Colour, fate: string, letter: FateLetter | undefined, law?: string): GameState {
  const base = campaignBattleState();
  const c = base.campaign as CampaignState;
  let s: GameState = { ...base, campaign: { ...c, act: "III", players: c.players.map((p) => (p.colour === colour ? { ...p, fate, letter: letter ?? p.letter } : p)) } };
  if (law !== undefined) s = run(s, { type: "booklet", player: "Blue", action: "add", card: law } as Command);
  for (let i = 0; i < 20; i++) {
    const next = nextCommand(s, i);
    if (next === undefined) break;
    s = run(s, next);
    if ((s.battle as BattleState).step === "over") break;
  }
  return s;
}
