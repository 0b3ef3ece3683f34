/**
 * The Magnate's Merchant League (issue 35; seed 003 F302 "Crisis: Discard all resources from here."),
 * a Fate Crisis (BR p.18 "Fate Crises"): the read names who has the card in play (`league`, as
 * Golem Hearth's `hearth`), and the core lists the table's move (`pieces`: `league`), which returns
 * the resources lying on the card to the supply (src/tts/campaign/eventPhase/eventPhase.ts). Its
 * declare's gain (src/core/campaign/fates/merchantLeague.ts): the holder's declare sent with F302 in
 * the play area leaves the gain of 2 (`campaign.league`), taken by `leagueGain` one at a time.
 */
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { CampaignState, CrisesRead } from "../../../src/core/campaign/types";
import { FATE_SETS } from "../../../src/core/data/campaign/fateSets";
import { gameStateProblems } from "../../../src/core/rules";
import { refusal, run } from "../game/helpers";
import { redLeadsToDeclare } from "./oathFixtures";
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

describe("seed 003 F302 Merchant League: 'When you declare an ambition, you may gain any 2 resources onto here.'", () => {
  const declare = (s: GameState, playArea: string[]) => ({ type: "declare", player: s.initiative, ambition: "tycoon", playArea }) as Command;
  const gain = (player: string, resource?: string) => ({ type: "leagueGain", player, ...(resource === undefined ? {} : { resource }) }) as Command;
  const league = (s: GameState) => (s.campaign as CampaignState).league;

  test("its holder's declare (the table sends F302 in the play area) leaves them 2 to gain, one at a time; a Rival's gain and a third are refused, nothing changed", () => {
    const s = redLeadsToDeclare("tycoon", false);
    const me = s.initiative;
    const rival = s.seats.find((c) => c !== me) as string;
    expect(league(run(s, declare(s, ["F503"])))).toBeUndefined();
    let after = run(s, declare(s, ["F302"]));
    expect(league(after)).toEqual({ player: me, left: 2 });
    expect(refusal(after, gain(rival, "fuel"))).toBe("Merchant League: no gain waits for you (F302)");
    expect(refusal(after, gain(me, "gold"))).toBe("Merchant League: no gain waits for you (F302)");
    after = run(after, gain(me, "fuel"));
    expect(league(after)).toEqual({ player: me, left: 1 });
    after = run(after, gain(me, "relic"));
    expect(after.events.map((e) => e.text)).toContain(`${me} gains relic onto Merchant League (F302)`);
    expect(league(after)).toBeUndefined();
    expect(refusal(after, gain(me, "fuel"))).toBe("Merchant League: no gain waits for you (F302)");
    expect(gameStateProblems(after)).toEqual([]);
  });

  test("'you may': declining ends the gain; so does the end of the turn", () => {
    const s = redLeadsToDeclare("tycoon", false);
    const me = s.initiative;
    const after = run(s, declare(s, ["F302"]));
    const declined = run(after, gain(me));
    expect(league(declined)).toBeUndefined();
    expect(declined.events.map((e) => e.text)).toContain(`${me} gains no more onto Merchant League (F302)`);
    expect(league(run(after, { type: "endTurn", player: me } as Command))).toBeUndefined();
  });
});
