/**
 * Peace Accords (seed 003 F1511): "In Summits, you can take a new Negotiation action, Broker Peace:
 * Flip a Ceasefire token from War to Peace, with the consent of players who control at least 2
 * systems in total in that cluster, including yourself." (src/core/campaign/fates/brokerPeace.ts):
 * the table sends the map read after a player's hand turned the token; who consented is given at the
 * table.
 */
import { apply } from "../../../src/core/rules";
import type { Command, GameState } from "../../../src/core/game/types";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import { summitWithLore } from "./transferLoreFixtures";
import { mapOfRows } from "./mapFixtures";
import type { PieceRow } from "./mapFixtures";

const peace = (rows: PieceRow[], faceDown = false): MapSnapshot => ({ ...mapOfRows(rows), fateTokens: [{ system: "3.0", token: "Ceasefire", faceDown }] });
const broker = (map: MapSnapshot, player = "Yellow") => ({ type: "brokerPeace", player, cluster: 3, map }) as unknown as Command;
const two: PieceRow[] = [["3.1", "Red", "ship", 2], ["3.2", "Blue", "ship", 1]];

describe("seed 003 F1511 Broker Peace, in a Summit with Peace Accords in the rules booklet", () => {
  const s: GameState = summitWithLore(["F1511"]);

  test("Red and Blue control 3.1 and 3.2: Yellow's Ceasefire turned to Peace is accepted and logged, consent given at the table", () => {
    const r = apply(s, broker(peace(two)));
    expect(r.ok && r.value.events.map((e) => e.text)).toEqual(["Yellow Brokers Peace: cluster 3's Ceasefire turns to Peace, with the consent of players controlling 2 systems there, given at the table (F1511)"]);
  });

  test("refused in the card's words, the state untouched: 1 system controlled in the cluster, the token still at War, no Summit, no Peace Accords", () => {
    const before = JSON.stringify(s);
    expect(apply(s, broker(peace([["3.1", "Red", "ship", 2]])))).toEqual({ ok: false, reason: "Broker Peace needs the consent of players who control at least 2 systems in cluster 3, and its players control 1 (F1511)" });
    expect(apply(s, broker(peace(two, true)))).toEqual({ ok: false, reason: "cluster 3 shows no Ceasefire at Peace" });
    expect(apply(summitWithLore(["F1511"], "summit"), broker(peace(two)))).toEqual({ ok: false, reason: "Broker Peace is a Negotiation action: no Summit is in session (F1511, BR p.16)" });
    expect(apply(summitWithLore(["F514"]), broker(peace(two)))).toEqual({ ok: false, reason: "Peace Accords (F1511) is not in the rules booklet" });
    expect(JSON.stringify(s)).toBe(before);
  });
});
