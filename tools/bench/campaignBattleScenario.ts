/**
 * The largest campaign battle for `npm run bench` (BR pp.11, 22-24), through the game's `battle`
 * command as the table sends it: an Outlaw's Flagship with a full board (6 Upgrades, 6 Armor, 6 fresh
 * starports) and 14 ships attacks a Regent who must add the Imperial ships there (BR p.11), on a
 * crowded map (Blight, Imperial ships and Free cities everywhere) the campaign checks. 18 dice
 * (6 of each: 14 ships + 6 starports, capped at 6 a type), every hit assigned (the Flagship's board
 * takes some), a city destroyed (Outrage + Ransack) and a raid of 4 steals.
 */
import { apply } from "../../src/core/rules";
import type { Command, GameState } from "../../src/core/game/types";
import type { TableState } from "../../src/core/court/types";
import { newPlayerHoldings } from "../../src/core/court/types";
import type { BattleState } from "../../src/core/battle/machine";
import type { MapSnapshot, SystemPieces } from "../../src/core/campaign/mapControl";
import type { CampaignState } from "../../src/core/campaign/types";
import type { AttackerTarget, RolledDie } from "../../src/core/battle/battle";
import { defaultHitAssignment } from "../../src/core/battle/battle";
import { crowdedMap, eventPhaseState } from "./campaignScenarios";
import { withAggressionInHand } from "./aggressionLead";
import { slotRaidCost } from "../../src/core/resources/resources";

const SYSTEM = "1.1";

/** The crowded map without the players' ships, and the battle system: Red's Flagship and 14 ships, Blue's ships, buildings and the Imperial ships. */
export function campaignBattleMap(): MapSnapshot {
  const systems: SystemPieces[] = [];
  for (const sp of crowdedMap().systems) {
    if (sp.system !== SYSTEM) systems.push({ system: sp.system, pieces: sp.pieces.filter((p) => p.owner === "blight" || p.owner === "empire" || p.owner === "free") });
  }
  systems.push({ system: SYSTEM, pieces: [
    { owner: "blight", kind: "blight", fresh: 1, damaged: 0 },
    { owner: "empire", kind: "ship", fresh: 2, damaged: 1 },
    { owner: "Red", kind: "flagship", fresh: 1, damaged: 0 },
    { owner: "Red", kind: "ship", fresh: 14, damaged: 0 },
    { owner: "Blue", kind: "ship", fresh: 10, damaged: 5 },
    { owner: "Blue", kind: "city", fresh: 1, damaged: 0 },
    { owner: "Blue", kind: "starport", fresh: 0, damaged: 1 },
  ] });
  const slot = { upgrade: { building: "starport" as const, damaged: false }, armor: { building: "city" as const, damaged: false } };
  return { systems, flagships: [{ owner: "Red", slots: [slot, slot, slot, { ...slot, armor: { building: "starport", damaged: false } }, { ...slot, armor: { building: "starport", damaged: false } }, { ...slot, armor: { building: "starport", damaged: false } }] }] };
}

/** Red (an Outlaw) has led Aggression; Blue is the First Regent. */
export function campaignBattleState(): GameState {
  const base = eventPhaseState();
  const campaign = { ...(base.campaign as CampaignState) };
  delete campaign.eventPhase;
  campaign.firstRegent = "Blue";
  campaign.players = campaign.players.map((p) => (p.colour === "Red" ? { ...p, title: "outlaw" as const } : p));
  const round = { number: 3, order: base.seats.slice(), turn: 0, played: false, plays: [], seizeCards: [], leadNumber: 0, declared: false };
  const { state, card } = withAggressionInHand({ ...base, campaign, round } as GameState, "Red");
  const led = apply(state, { type: "lead", player: "Red", card } as Command);
  if (!led.ok) throw new Error(led.reason);
  return led.value;
}

function table(): TableState {
  const players = [newPlayerHoldings("Red", 5), newPlayerHoldings("Blue", 4), newPlayerHoldings("Yellow", 4), newPlayerHoldings("White", 4)];
  players[1].resources = ["relic", "material", "weapon", "fuel", "empty", "empty"];
  players[1].agentSupply = 8;
  return {
    players,
    // Base Court ids: the Court rules the battle reaches (Ransack) read the base Court's card data.
    court: { deck: ["BC05", "BC06"], row: [{ card: "BC01", agents: { Blue: 2 } }, { card: "BC02", agents: {} }, { card: "BC03", agents: {} }, { card: "BC04", agents: {} }], discard: [] },
    supply: { material: 4, fuel: 4, weapon: 4, relic: 4, psionic: 5 },
  };
}

export function campaignBattleFaces(): RolledDie[] {
  const faces: RolledDie[] = [];
  for (let i = 0; i < 6; i++) faces.push({ die: "assault", face: 4 }); // self + 2 hits
  for (let i = 0; i < 6; i++) faces.push({ die: "skirmish", face: 4 }); // hit
  for (let i = 0; i < 3; i++) faces.push({ die: "raid", face: 1 }); // intercept + 2 keys
  for (let i = 0; i < 3; i++) faces.push({ die: "raid", face: 5 }); // building + key
  return faces;
}

/**
 * Built once, as the Crises bench builds its map: the staged state (an event phase and a lead) and
 * the table's map read are not the battle, and the core never changes them (apply copies).
 */
const STAGED: GameState = campaignBattleState();
const BATTLE_MAP: MapSnapshot = campaignBattleMap();
/**
 * The same map as another object: runs take turns with the two, as each battle at the table reads
 * its map afresh. The core keeps its snapshot check's answer for the last snapshot object
 * (mapControl.ts mapSnapshotRefusal): one object in every run would be checked once and the
 * figure flatter the table's.
 */
const OTHER_BATTLE_MAP: MapSnapshot = campaignBattleMap();
let otherMap = false;

/** The commands of the battle, each built from the state the table would show. */
export function nextCommand(s: GameState, i: number): Command | undefined {
  const b = s.battle as BattleState | undefined;
  const step = (action: unknown) => ({ type: "battle", player: "Red", action }) as Command;
  if (i === 0) {
    const snapshot = {
      attacker: "Red", defender: "Blue", attackingShips: { fresh: 15, damaged: 0 }, defendingShips: { fresh: 12, damaged: 6 },
      defendingCities: { fresh: 1, damaged: 0 }, defendingStarports: { fresh: 0, damaged: 1 }, defenderHasBuildingsElsewhere: false, planetType: "weapon",
    };
    return { type: "battle", player: "Red", map: BATTLE_MAP, action: { kind: "roll", system: SYSTEM, defender: "Blue", dice: { skirmish: 6, assault: 6, raid: 6 }, snapshot } } as Command;
  }
  if (b === undefined) return undefined;
  if (b.step === "rolling") return step({ kind: "read", faces: campaignBattleFaces() });
  if (b.step === "hits") {
    // The core's default, with the first two hits taken by the Armor of slot 1 instead (destroying it, BR p.23).
    const offered = defaultHitAssignment(b.snapshot, b.totals as never);
    const armor: AttackerTarget = { part: "armor", slot: 0 };
    const onAttackers: AttackerTarget[] = [armor, armor];
    return step({ kind: "hits", court: table(), assignment: { ...offered, onAttackers: onAttackers.concat(offered.onAttackers.slice(2)) } });
  }
  const court = b.last.kind === "hits" ? b.last.table : b.last.kind === "city" ? b.last.city.table : b.last.kind === "steal" ? b.last.raid.table : table();
  if (b.step === "city") return step({ kind: "ransack", court });
  if (b.step === "raid") {
    // The next of Blue's resources the keys left can pay for; none: the attacker ends the battle.
    const blue = court.players[1].resources;
    for (let slot = 0; slot < blue.length; slot++) {
      if (blue[slot] !== "empty" && slotRaidCost(slot) <= b.keysLeft) return step({ kind: "steal", pick: { kind: "resource", slot }, court });
    }
    return step({ kind: "end" });
  }
  return undefined;
}

/**
 * The battle's commands, built once by nextCommand from the states of one run (the battle is the
 * same every run: its dice are inputs). The figure is the cost of the battle's commands, what the
 * core does for the table; building them (the default hits proposal, the table's holdings, the
 * faces) is the table's read and session work, benched in its own rows (battleHandlers) and reported
 * apart here (benchCampaignBattleDriven minus benchCampaignBattle). `apply` never changes a command,
 * so the same objects serve every run.
 */
const COMMANDS: Command[] = recordCommands();
/** The first command (the roll, which carries the map) with the other map object. */
const OTHER_ROLL: Command = { ...COMMANDS[0], map: OTHER_BATTLE_MAP } as Command;

/** The roll, with the map object the last roll did not carry. */
function nextRoll(): Command {
  otherMap = !otherMap;
  return otherMap ? OTHER_ROLL : COMMANDS[0];
}

function recordCommands(): Command[] {
  const out: Command[] = [];
  let s = STAGED;
  for (let i = 0; i < 20; i++) {
    const c = nextCommand(s, i);
    if (c === undefined) return out;
    const r = apply(s, c);
    if (!r.ok) throw new Error(`the bench battle's step ${i + 1} was refused: ${r.reason}`);
    s = r.value;
    out.push(c);
  }
  return out;
}

/** Runs the whole battle from the staged state; returns the commands applied (-1 if one was refused). */
export function benchCampaignBattle(): number {
  return benchCampaignBattleSteps(20);
}

/** The battle's first `steps` commands (the bench tells each step's cost by the difference). */
export function benchCampaignBattleSteps(steps: number): number {
  let s = STAGED;
  let applied = 0;
  for (let i = 0; i < steps && i < COMMANDS.length; i++) {
    const r = apply(s, i === 0 ? nextRoll() : COMMANDS[i]);
    if (!r.ok) return -1;
    s = r.value;
    applied += 1;
  }
  return applied;
}

/** The whole battle with each command built as it goes (nextCommand), as the bench ran it before: the driver's own cost is the difference. */
export function benchCampaignBattleDriven(): number {
  let s = STAGED;
  let applied = 0;
  for (let i = 0; i < 20; i++) {
    const next = nextCommand(s, i);
    if (i === 0) otherMap = !otherMap;
    const c = i === 0 && otherMap && next !== undefined ? ({ ...next, map: OTHER_BATTLE_MAP } as Command) : next;
    if (c === undefined) return applied;
    const r = apply(s, c);
    if (!r.ok) return -1;
    s = r.value;
    applied += 1;
  }
  return applied;
}
