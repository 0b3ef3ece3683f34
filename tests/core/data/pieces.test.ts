import {
  BATTLE_DICE_PER_TYPE,
  BATTLE_DICE_TOTAL,
  PLAYER_PIECES,
  RESOURCE_SUPPLY,
  SHARED_MARKERS,
  playerPieceCount,
  sharedMarkerCount,
  validatePieces,
} from "../../../src/core/data/pieces";

describe("pieces in the box (rulebook p.2-3)", () => {
  test("p.2: each player has 15 ships, 10 agents, 5 cities, 5 starports", () => {
    expect(playerPieceCount("ship")).toBe(15);
    expect(playerPieceCount("agent")).toBe(10);
    expect(playerPieceCount("city")).toBe(5);
    expect(playerPieceCount("starport")).toBe(5);
  });

  test("p.3: 25 resource tokens, 5 of each type", () => {
    expect(RESOURCE_SUPPLY.map((r) => `${r.kind}:${r.count}`)).toEqual([
      "material:5",
      "fuel:5",
      "weapon:5",
      "relic:5",
      "psionic:5",
    ]);
  });

  test("p.3: 18 battle dice, 6 of each type", () => {
    expect(BATTLE_DICE_TOTAL).toBe(18);
    expect(BATTLE_DICE_PER_TYPE).toBe(6);
  });

  test("p.3: 4 path markers (2 long, 2 short), 6 out-of-play markers, 3 ambition markers", () => {
    expect(sharedMarkerCount("pathMarkerLong")).toBe(2);
    expect(sharedMarkerCount("pathMarkerShort")).toBe(2);
    expect(sharedMarkerCount("outOfPlayMarker")).toBe(6);
    expect(sharedMarkerCount("ambitionMarker")).toBe(3);
    expect(sharedMarkerCount("zeroMarker")).toBe(1);
  });

  test("validation: the real counts are valid; wrong counts name file, table entry and field", () => {
    expect(validatePieces()).toEqual([]);
    const pieces = PLAYER_PIECES.map((p) => (p.kind === "agent" ? { ...p, count: 0 } : { ...p }));
    const resources = RESOURCE_SUPPLY.map((r) => (r.kind === "relic" ? { ...r, count: 4 } : { ...r }));
    const shared = SHARED_MARKERS.filter((m) => m.kind !== "pathMarkerShort");
    const errors = validatePieces(pieces, resources, shared);
    expect(errors).toContain("src/core/data/pieces.ts: PLAYER_PIECES[agent] field count: 0 is not a whole number from 1 to 30");
    expect(errors).toContain("src/core/data/pieces.ts: expected 25 resource tokens in all (p.3), found 24");
    expect(errors).toContain("src/core/data/pieces.ts: expected 4 path markers in all (p.3), found 2");
  });
});
