/**
 * Planet-Eater Loose's Crisis (F1111, seed 003: "**Crisis:** Roll the event die again. If you roll the
 * same symbol, place a Broken World token on the rolled planet. Resolve the Breaking Worlds card.";
 * BR p.18 the Court Crises, the Rolled Planet; F1103B Breaking Worlds' steps 1-4): the event die the
 * table throws again at the Crises press comes with the map (`eventDie`); the core compares it with the
 * event's roll and tells the break at the rolled planet with Breaking Worlds' steps
 * (src/core/campaign/crisesCourt.ts, fates/breakWorld.ts planetEater). Unread, the text is the players'.
 */
import type { Command, GameState } from "../../../src/core/game/types";
import type { MapSnapshot } from "../../../src/core/map/snapshot";
import type { CampaignState } from "../../../src/core/campaign/types";
import { rolledPlaces } from "../../../src/core/campaign/crisesDice";
import { refusal, run } from "../game/helpers";
import { crisesDueCampaign } from "./fixtures";
import { fateText } from "./campaignCourtCards";

const resolve = (map: MapSnapshot) => ({ type: "resolveCrises", map, court: [{ card: "CC01" }, { card: "F1111" }] }) as Command;
const texts = (s: GameState) => s.events.map((e) => e.text);
/** The event rolled arrow and cluster 5 (fixtures.ts): the rolled planet. */
const PLANET = rolledPlaces("arrow", 5).rolledPlanet;

describe("seed 003 F1111 Planet-Eater Loose 'Crisis: Roll the event die again. If you roll the same symbol, place a Broken World token on the rolled planet. Resolve the Breaking Worlds card.'", () => {
  test("the card's text is seed 003's", () => {
    expect(fateText("F1111").some((p) => p.startsWith("**Crisis:** Roll the event die again. If you roll the same symbol"))).toBe(true);
  });

  test("the same symbol again: a Broken World token on the rolled planet and Breaking Worlds' steps there, told in the Crises' order", () => {
    const after = run(crisesDueCampaign(), resolve({ systems: [], eventDie: "arrow" } as MapSnapshot));
    const line = texts(after).find((t) => t.startsWith("Planet-Eater Loose"));
    expect(PLANET).toBe("5.1");
    expect(line).toMatch(/^Planet-Eater Loose rolls arrow again: a Broken World token on 5\.1; Breaking Worlds \(F1103B\) there: everyone Provokes \w+ Outrage; its buildings onto the card \(no Trophies, no Ransack\); .* atop the Court deck; scrap the Court's \w+ Guild cards \(agents home\); refill the Court$/);
  });

  test("another symbol: no world breaks", () => {
    const after = run(crisesDueCampaign(), resolve({ systems: [], eventDie: "hex" } as MapSnapshot));
    expect(texts(after)).toContain("Planet-Eater Loose rolls hex, not arrow: no world breaks");
  });

  test("no die thrown again (unread): nothing is said beyond the listed text, the players'; a second press is refused, the state untouched", () => {
    const after = run(crisesDueCampaign(), resolve({ systems: [] } as MapSnapshot));
    expect(texts(after).some((t) => t.startsWith("Planet-Eater Loose"))).toBe(false);
    expect((after.campaign as CampaignState).lastCrises!.court.map((c) => c.card)).toContain("F1111");
    expect(refusal(after, resolve({ systems: [], eventDie: "arrow" } as MapSnapshot))).toBe("no Crises are waiting to be resolved (BR p.18)");
  });
});
