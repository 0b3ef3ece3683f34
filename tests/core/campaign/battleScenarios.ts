/**
 * Whole campaign battles as command chains (each step built from the state before it, as the table
 * would), shared by the Lua parity test and the replay test: the Empire, the Free States with a
 * city, Outrage and the planet raid, the Blight, and the BR p.24 Flagship example.
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { TableState } from "../../../src/core/court/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import { battleStep, board, faces, redToBattle, roll, table } from "./battleFixtures";

export interface BattleScenario {
  name: string;
  start: () => GameState;
  steps: ((s: GameState) => Command)[];
}

/** The Court and boards as the last step left them (the table shows what the core decided). */
export function courtAfter(s: GameState): TableState {
  const l = s.battle === undefined ? undefined : s.battle.last;
  if (l === undefined) return table();
  if (l.kind === "hits") return l.table;
  if (l.kind === "city") return l.city.table;
  if (l.kind === "steal") return l.raid.table;
  return table();
}

const empireMap: MapSnapshot = { systems: [{ system: "3.2", pieces: [{ owner: "Red", kind: "ship", fresh: 2, damaged: 0 }, { owner: "empire", kind: "ship", fresh: 1, damaged: 1 }] }] };
const freeMap: MapSnapshot = { systems: [{ system: "1.1", pieces: [{ owner: "Red", kind: "ship", fresh: 3, damaged: 0 }, { owner: "free", kind: "city", fresh: 0, damaged: 1 }, { owner: "free", kind: "starport", fresh: 1, damaged: 0 }] }] };
const blightMap: MapSnapshot = { systems: [{ system: "3.0", pieces: [{ owner: "Red", kind: "ship", fresh: 2, damaged: 0 }, { owner: "blight", kind: "blight", fresh: 1, damaged: 1 }] }] };
const regentMap: MapSnapshot = { systems: [{ system: "3.2", pieces: [{ owner: "Red", kind: "ship", fresh: 4, damaged: 0 }, { owner: "Yellow", kind: "ship", fresh: 2, damaged: 0 }, { owner: "empire", kind: "ship", fresh: 1, damaged: 0 }] }] };
const bunkerMap: MapSnapshot = { systems: [{ system: "1.2", pieces: [{ owner: "Red", kind: "ship", fresh: 3, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }] }], fateTokens: [{ system: "1.2", token: "Bunker" }] };
const flagshipMap: MapSnapshot = {
  systems: [{ system: "3.2", pieces: [{ owner: "Red", kind: "ship", fresh: 3, damaged: 0 }, { owner: "Yellow", kind: "flagship", fresh: 1, damaged: 0 }, { owner: "Yellow", kind: "ship", fresh: 1, damaged: 0 }] }],
  flagships: [board("Yellow", { "5": { upgrade: ["city", false], armor: ["city", false] } })],
};

export const BATTLE_SCENARIOS: BattleScenario[] = [
  {
    name: "BR p.11: an Outlaw battles the Empire",
    start: () => redToBattle({ Red: "outlaw" }, "Blue"),
    steps: [
      () => roll(empireMap, { system: "3.2", defender: "empire", attacking: { fresh: 2, damaged: 0 }, ships: { fresh: 1, damaged: 1 }, dice: { skirmish: 0, assault: 1, raid: 1 }, planetType: "fuel" }),
      () => battleStep({ kind: "read", faces: faces(["assault", 4], ["raid", 1]) }),
      () => battleStep({ kind: "hits", court: table(), assignment: { onAttackers: ["fresh", "damaged"], shipHits: [{ piece: "ship", state: "damaged" }, { piece: "ship", state: "fresh" }], buildingHits: [] } }),
    ],
  },
  {
    name: "BR p.15: the Free States defend, a Free city is destroyed, the planet's resource raided",
    start: () => redToBattle(),
    steps: [
      () => roll(freeMap, { system: "1.1", defender: "free", attacking: { fresh: 3, damaged: 0 }, cities: { fresh: 0, damaged: 1 }, starports: { fresh: 1, damaged: 0 }, dice: { skirmish: 0, assault: 0, raid: 2 }, planetType: "weapon" }),
      () => battleStep({ kind: "read", faces: faces(["raid", 5], ["raid", 5]) }),
      () => battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [], shipHits: [], buildingHits: [{ piece: "city", state: "damaged" }, { piece: "starport", state: "fresh" }] } }),
      (s) => battleStep({ kind: "ransack", court: courtAfter(s) }),
      (s) => battleStep({ kind: "steal", pick: { kind: "resource", slot: 0 }, court: courtAfter(s) }),
      (s) => battleStep({ kind: "steal", pick: { kind: "planet" }, court: courtAfter(s) }),
    ],
  },
  {
    name: "BR p.19: the Blight defends (Tough, no intercept)",
    start: () => redToBattle(),
    steps: [
      () => roll(blightMap, { system: "3.0", defender: "blight", attacking: { fresh: 2, damaged: 0 }, ships: { fresh: 1, damaged: 1 }, dice: { skirmish: 0, assault: 2, raid: 0 } }),
      () => battleStep({ kind: "read", faces: faces(["assault", 3], ["assault", 5]) }),
      () => battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [], shipHits: [{ piece: "ship", state: "fresh" }, { piece: "ship", state: "fresh" }, { piece: "ship", state: "damaged" }], buildingHits: [] } }),
    ],
  },
  {
    name: "BR p.24: a defending Flagship without a Defense Array",
    start: () => redToBattle({ Yellow: "outlaw" }),
    steps: [
      () => roll(flagshipMap, { system: "3.2", defender: "Yellow", attacking: { fresh: 3, damaged: 0 }, ships: { fresh: 2, damaged: 0 }, dice: { skirmish: 0, assault: 2, raid: 2 }, planetType: "fuel" }),
      () => roll(flagshipMap, { system: "3.2", defender: "Yellow", attacking: { fresh: 3, damaged: 0 }, ships: { fresh: 2, damaged: 0 }, dice: { skirmish: 0, assault: 2, raid: 1 }, planetType: "fuel" }),
      () => battleStep({ kind: "read", faces: faces(["assault", 3], ["assault", 5], ["raid", 5]) }),
      () => battleStep({ kind: "hits", court: table(), assignment: { onAttackers: ["fresh"], shipHits: [{ piece: "part", state: "fresh", part: { part: "armor", slot: 5 } }, { piece: "ship", state: "fresh" }, { piece: "ship", state: "damaged" }], buildingHits: [] } }),
      () => battleStep({ kind: "hits", court: table(), assignment: {
        onAttackers: ["fresh"],
        shipHits: [{ piece: "ship", state: "fresh" }, { piece: "ship", state: "damaged" }, { piece: "part", state: "fresh", part: { part: "armor", slot: 5 } }],
        buildingHits: [{ piece: "part", state: "damaged", part: { part: "armor", slot: 5 } }],
      } }),
      (s) => battleStep({ kind: "steal", pick: { kind: "resource", slot: 0 }, court: courtAfter(s) }),
      () => battleStep({ kind: "end" }),
    ],
  },
  {
    name: "BR p.11: an Outlaw destroys a Regent's Imperial ship",
    start: () => redToBattle({ Red: "outlaw" }, "Blue"),
    steps: [
      () => roll(regentMap, { system: "3.2", defender: "Yellow", attacking: { fresh: 4, damaged: 0 }, ships: { fresh: 3, damaged: 0 }, dice: { skirmish: 3, assault: 0, raid: 0 }, planetType: "fuel" }),
      () => battleStep({ kind: "read", faces: faces(["skirmish", 4], ["skirmish", 5], ["skirmish", 6]) }),
      () => battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [], shipHits: [{ piece: "ship", state: "damaged", imperial: true }, { piece: "ship", state: "fresh" }, { piece: "ship", state: "fresh" }], buildingHits: [] } }),
      () => battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [], shipHits: [{ piece: "ship", state: "fresh", imperial: true }, { piece: "ship", state: "damaged", imperial: true }, { piece: "ship", state: "fresh" }], buildingHits: [] } }),
    ],
  },
  {
    name: "F1804: Bunkers, Tough, are harmed like buildings; destroyed, the Survivalist's Captive is scrapped",
    start: () => {
      const s = redToBattle();
      const c = s.campaign as CampaignState;
      return { ...s, campaign: { ...c, players: c.players.map((p) => (p.colour === "Blue" ? { ...p, fate: "FATE18", letter: "C" as const } : p)) } };
    },
    steps: [
      () => roll(bunkerMap, { system: "1.2", defender: "Blue", attacking: { fresh: 3, damaged: 0 }, ships: { fresh: 1, damaged: 0 }, dice: { skirmish: 0, assault: 3, raid: 0 }, planetType: "fuel" }),
      () => battleStep({ kind: "read", faces: faces(["assault", 5], ["assault", 5], ["assault", 5]) }),
      () => battleStep({ kind: "hits", court: table(), assignment: { onAttackers: [], shipHits: [{ piece: "bunker", state: "fresh" }, { piece: "bunker", state: "fresh" }, { piece: "ship", state: "fresh" }, { piece: "ship", state: "damaged" }, { piece: "bunker", state: "damaged" }, { piece: "bunker", state: "damaged" }], buildingHits: [] } }),
      () => {
        const t = table();
        t.players[1].captives = { Yellow: 1 };
        return battleStep({ kind: "hits", court: t, assignment: { onAttackers: [], shipHits: [{ piece: "ship", state: "fresh" }, { piece: "ship", state: "damaged" }].concat(["fresh", "fresh", "damaged", "damaged"].map((state) => ({ piece: "bunker", state }))), buildingHits: [] } });
      },
    ],
  },
];
