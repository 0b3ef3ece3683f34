/**
 * The Magnate's Merchant League (issue 35; seed 003 F302 "Crisis: Discard all resources from here."),
 * a Fate Crisis (BR p.18 "Fate Crises"): the read names who has the card in play (`league`, as
 * Golem Hearth's `hearth`), and the core lists the table's move (`pieces`: `league`), which returns
 * the resources lying on the card to the supply (src/tts/campaign/eventPhase/eventPhase.ts).
 */
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { CampaignState, CrisesRead } from "../../../src/core/campaign/types";
import { FATE_SETS } from "../../../src/core/data/campaign/fateSets";
import { gameStateProblems } from "../../../src/core/rules";
import { run } from "../game/helpers";
import { crisesDueCampaign } from "./fixtures";

const seats: Colour[] = ["Red", "Blue", "Yellow"];
const MAP = { systems: [] } as unknown as MapSnapshot;
const reads = (league: Colour[]): CrisesRead[] => seats.map((colour) => (league.indexOf(colour) >= 0 ? { colour, agents: 3, blight: 0, league: true } : { colour, agents: 3, blight: 0 }));
const resolve = (players: CrisesRead[]) => ({ type: "resolveCrises", map: MAP, court: [], players } as Command);
const pieces = (s: GameState) => (s.campaign as CampaignState).lastCrises!.pieces;

test("seed 003 F302 Merchant League, Crisis: 'Discard all resources from here.': with the card in Blue's play area (the read's `league`), the table's move for Blue; without it, none", () => {
  expect(FATE_SETS[2].find((c) => c.id === "F302")!.text[0]).toBe("**Crisis:** Discard all resources from here.");
  const after = run(crisesDueCampaign(), resolve(reads(["Blue"])));
  expect(pieces(after)).toEqual([{ colour: "Blue", league: true }]);
  expect(gameStateProblems(after)).toEqual([]);
  expect(pieces(run(crisesDueCampaign(), resolve(reads([]))))).toBeUndefined();
});
