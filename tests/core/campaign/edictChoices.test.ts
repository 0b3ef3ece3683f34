/**
 * Issue 35: the Fate edicts whose choices their resolver presses (src/core/campaign/fates/edictChoices.ts,
 * edicts.ts; BR p.20: the rules booklet's edicts resolve in their slot's turn in the Edicts). Card
 * texts, seed 003:
 * - F703 Use Imperial Foundries: "The player who has Imperial Officers resolves this. For each Loyal
 *   starport, you may replace 1 Loyal ship in its system with 1 Imperial ship."
 * - BR p.22 (Pieces & Piece Limits): "If you replace a piece, return it and place another piece in its
 *   place. If the old piece was damaged, the new piece is placed damaged." "If you must place or return
 *   more pieces than possible, do the maximum possible." F702 Imperial Officers: "Bury this if you are
 *   an Outlaw."
 * - F1509 Empire Balks at Peace: "If the Imperial Policy is War and the Peacekeeper is an Outlaw, the
 *   First Regent may flip 1 Ceasefire token to War in a cluster where the Empire controls at least 2
 *   systems." BR p.10: the Empire controls a system with a fresh Imperial ship.
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { CampaignState } from "../../../src/core/campaign/types";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { foundryDamaged } from "../../../src/core/campaign/fates/fateEdicts";
import { refusal, run } from "../game/helpers";
import { mapOf } from "../map/fixtures";
import { BALKS_MAP, FOUNDRY_MAP, balksDue, edictDue } from "./edictFixtures";

const texts = (s: GameState) => s.events.map((e) => e.text).join("\n");
const camp = (s: GameState) => s.campaign as CampaignState;

const replace = (player: "Red" | "Blue", at: string, map: MapSnapshot = FOUNDRY_MAP, imperial = 5): Command =>
  ({ type: "edictDone", card: "F703", player, replace: at, imperial, map }) as Command;

describe("seed 003 F703 Use Imperial Foundries (Edict, BR p.20): for each Loyal starport, 1 Loyal ship in its system replaced with 1 Imperial ship", () => {
  test("'The player who has Imperial Officers resolves this': Red replaces a ship at 1.1, the edict stays due; a second at 1.1 is refused (1 starport); Edict done ends it", () => {
    let s = run(edictDue("F703"), replace("Red", "1.1"));
    expect(texts(s)).toContain("edict F703: Red replaces a fresh ship in 1.1 with an Imperial ship");
    expect(camp(s).edictQueue).toEqual(["F703"]);
    expect(camp(s).foundries).toEqual(["1.1"]);
    // The table replaced it: the map now shows the Imperial ship and Red's damaged one.
    const after: MapSnapshot = { ...mapOf({ "1.1": { Red: { starport: [1, 0], ship: [0, 1] }, empire: { ship: [1, 0] } } }), playAreas: FOUNDRY_MAP.playAreas };
    expect(refusal(s, replace("Red", "1.1", after))).toBe("nothing to replace in 1.1: 1 Loyal ship per Loyal starport, while the Imperial supply lasts (F703, BR p.22)");
    s = run(s, { type: "edictDone", card: "F703", player: "Red" } as Command);
    expect(texts(s)).toContain("edict F703 resolved");
    expect(camp(s).edictQueue).toBeUndefined();
    expect(camp(s).foundries).toBeUndefined();
  });

  test("two Loyal starports in 1.3: two replacements there; its ships damaged, each Imperial ship is placed damaged (BR p.22)", () => {
    expect(foundryDamaged(FOUNDRY_MAP, "1.3", "Red")).toBe(true);
    expect(foundryDamaged(FOUNDRY_MAP, "1.1", "Red")).toBe(false);
    const s = run(edictDue("F703"), replace("Red", "1.3"), replace("Red", "1.3"));
    expect(texts(s)).toContain("edict F703: Red replaces a damaged ship in 1.3 with an Imperial ship");
    expect(camp(s).foundries).toEqual(["1.3", "1.3"]);
    expect(refusal(s, replace("Red", "1.3"))).toBe("nothing to replace in 1.3: 1 Loyal ship per Loyal starport, while the Imperial supply lasts (F703, BR p.22)");
  });

  test("refused, nothing changed: without Imperial Officers, an Outlaw holding it, no starport, no ship, an empty Imperial supply, no map", () => {
    const s = edictDue("F703");
    const only = "only a Regent with Imperial Officers (F702) resolves this (F703)";
    expect(refusal(s, replace("Blue", "4.1"))).toBe(only);
    expect(refusal(edictDue("F703", { players: camp(s).players.map((p) => (p.colour === "Red" ? { ...p, title: "outlaw" as const } : p)) }), replace("Red", "1.1"))).toBe(only);
    expect(refusal(s, replace("Red", "4.1"))).toBe("nothing to replace in 4.1: 1 Loyal ship per Loyal starport, while the Imperial supply lasts (F703, BR p.22)");
    expect(refusal(s, replace("Red", "3.1"))).toBe("nothing to replace in 3.1: 1 Loyal ship per Loyal starport, while the Imperial supply lasts (F703, BR p.22)");
    expect(refusal(s, replace("Red", "1.1", FOUNDRY_MAP, 0))).toBe("nothing to replace in 1.1: 1 Loyal ship per Loyal starport, while the Imperial supply lasts (F703, BR p.22)");
    expect(refusal(s, { type: "edictDone", card: "F703", player: "Red", replace: "1.1", imperial: 5 } as Command)).toBe("send the map with its Fate tokens (F703)");
  });

  test("Edict done with no replacement: nothing replaced ('you may')", () => {
    const s = run(edictDue("F703"), { type: "edictDone", card: "F703", player: "Blue" } as Command);
    expect(texts(s)).toContain("edict F703 resolved");
  });
});

describe("seed 003 F1509 Empire Balks at Peace (Edict, BR p.20): the First Regent may flip 1 Ceasefire to War", () => {
  const flip = (player: string, k: number): Command => ({ type: "edictDone", card: "F1509", player, flip: k, map: BALKS_MAP }) as Command;

  test("'the Empire controls at least 2 systems' in cluster 1, at Peace: Blue, the First Regent, flips it; the edict is done", () => {
    const s = run(balksDue(), flip("Blue", 1));
    expect(texts(s)).toContain("edict F1509 resolved: cluster 1 to War");
    expect(camp(s).edictQueue).toBeUndefined();
  });

  test("refused, nothing changed: cluster 2 (1 fresh Imperial ship, a damaged one does not control), cluster 3 at War, another player, Peace Policy, the Peacekeeper a Regent, no map", () => {
    const s = balksDue();
    const who = "under War with the Peacekeeper an Outlaw, the First Regent may flip a cluster at Peace where the Empire controls 2 systems (F1509)";
    expect(refusal(s, flip("Blue", 2))).toBe(who);
    expect(refusal(s, flip("Blue", 3))).toBe(who);
    expect(refusal(s, flip("Red", 1))).toBe(who);
    expect(refusal(balksDue("peace"), flip("Blue", 1))).toBe(who);
    expect(refusal(balksDue("war", "regent"), flip("Blue", 1))).toBe(who);
    expect(refusal(s, { type: "edictDone", card: "F1509", player: "Blue", flip: 1 } as Command)).toBe("send the map with its Fate tokens (F1509)");
  });

  test("'may': Edict done without a cluster flips nothing", () => {
    const s = run(balksDue(), { type: "edictDone", card: "F1509", player: "Blue" } as Command);
    expect(texts(s)).toContain("edict F1509 resolved");
    expect(texts(s)).not.toContain("to War");
  });
});
