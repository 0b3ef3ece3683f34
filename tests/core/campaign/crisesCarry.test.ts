/**
 * Carrying out the Blight Crises on the table (BR p.18, p.24): the `carryOutBlight` command, once per
 * Crises, by the player who resolves them, on a map that still gives the same Blight hits.
 */
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { CampaignState } from "../../../src/core/campaign/types";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { changedBlightSystem, crisesResolver } from "../../../src/core/campaign/crisesCarry";
import { blightCrises } from "../../../src/core/campaign/crisesBlight";
import { gameStateProblems } from "../../../src/core/rules";
import { refusal, run } from "../game/helpers";
import { startCampaign } from "./fixtures";

const seats: Colour[] = ["Red", "Blue", "Yellow"];
const part = (damaged: boolean) => ({ building: "starport", damaged });

/** A fresh Blight with an Imperial ship, Red's fresh ship and Flagship (2 parts), Blue's damaged ship; a damaged Blight alone elsewhere. */
const MAP = {
  systems: [
    { system: "2.2", pieces: [
      { owner: "blight", kind: "blight", fresh: 2, damaged: 0 },
      { owner: "empire", kind: "ship", fresh: 0, damaged: 1 },
      { owner: "Red", kind: "ship", fresh: 1, damaged: 0 },
      { owner: "Red", kind: "flagship", fresh: 1, damaged: 0 },
      { owner: "Blue", kind: "ship", fresh: 0, damaged: 1 },
    ] },
    { system: "3.1", pieces: [{ owner: "blight", kind: "blight", fresh: 0, damaged: 1 }] },
  ],
  flagships: [{ owner: "Red", slots: [{ upgrade: part(false), armor: part(false) }, {}, {}, {}, {}, { upgrade: part(true) }] }],
} as MapSnapshot;

function crisesDue(council: boolean): GameState {
  const s = startCampaign({
    type: "startCampaign", seats, actionDeck: campaignActionDeck(3), courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE03", "FATE02", "FATE01"],
  });
  const campaign: CampaignState = {
    ...(s.campaign as CampaignState), crisesDue: true,
    lastEvent: council ? { resolve: "Crises", council: "Blue" } : { event: "crisis", planet: "arrow", cluster: 5, resolve: "Crises" },
  };
  return { ...s, campaign };
}

function resolved(council: boolean, map: MapSnapshot = MAP): GameState {
  const s = crisesDue(council);
  // The Council's Crises roll their own dice (BR p.18).
  const dice = council ? { dice: { planet: "arrow", cluster: 2 } } : {};
  return run(s, { type: "resolveCrises", map, court: s.court.row.map((card) => ({ card })), ...dice } as Command);
}

test("BR p.18, p.24: the map's Blight hits: the Imperial ship first, then one Loyal ship of each player, Red's Flagship after its fresh ship", () => {
  const [b] = blightCrises(MAP, seats);
  // 6 hits: the damaged Imperial ship destroyed; then per hit Red (fresh ship, then the Flagship's rightmost part) and Blue (its damaged ship, once).
  expect(b.changes).toEqual([
    { system: "2.2", owner: "empire", kind: "ship", before: { fresh: 0, damaged: 1 }, after: { fresh: 0, damaged: 0 }, destroyed: 1 },
    { system: "2.2", owner: "Red", kind: "ship", before: { fresh: 1, damaged: 0 }, after: { fresh: 0, damaged: 1 }, destroyed: 0 },
    { system: "2.2", owner: "Blue", kind: "ship", before: { fresh: 0, damaged: 1 }, after: { fresh: 0, damaged: 0 }, destroyed: 1 },
  ]);
  expect(b.flagship).toEqual([
    { owner: "Red", slot: 1, part: "armor", result: "damaged" },
    { owner: "Red", slot: 1, part: "armor", result: "destroyed" },
    { owner: "Red", slot: 6, part: "upgrade", result: "destroyed" },
    { owner: "Red", slot: 1, part: "upgrade", result: "damaged" },
  ]);
});

test("BR p.18: the initiative holder carries out the Blight hits once; the core keeps it, so a second time is refused", () => {
  const s = resolved(false);
  expect(crisesResolver(s)).toBe(s.initiative);
  const other = seats.find((c) => c !== s.initiative)!;
  expect(refusal(s, { type: "carryOutBlight", player: other, map: MAP } as Command)).toBe(`only ${s.initiative}, who resolves the Crises, carries out the Blight hits (BR p.18)`);
  const done = run(s, { type: "carryOutBlight", player: s.initiative, map: MAP } as Command);
  expect(done.campaign?.lastCrises?.blightCarriedOut).toBe(true);
  expect(s.campaign?.lastCrises?.blightCarriedOut).toBeUndefined();
  expect(done.events.map((e) => e.text)).toEqual([`${s.initiative} carries out the Blight hits; destroyed pieces go back to their supply, nobody takes them as Trophies (BR pp.18-19)`]);
  expect(refusal(done, { type: "carryOutBlight", player: s.initiative, map: MAP } as Command)).toBe("these Blight hits were already carried out");
});

test("BR p.14: Crises the Council called are carried out by the Council's securer", () => {
  const s = resolved(true);
  expect(refusal(s, { type: "carryOutBlight", player: s.initiative === "Blue" ? "Red" : s.initiative, map: MAP } as Command)).toBe("only Blue, who resolves the Crises, carries out the Blight hits (BR p.18)");
  expect(run(s, { type: "carryOutBlight", player: "Blue", map: MAP } as Command).campaign?.lastCrises?.blightCarriedOut).toBe(true);
});

test("refused: pieces moved since the Crises (the system named), a board changed, no Crises yet, or no hit to carry out", () => {
  const s = resolved(false);
  const me = s.initiative;
  const moved = JSON.parse(JSON.stringify(MAP)) as MapSnapshot;
  moved.systems[0].pieces[2].fresh = 2;
  expect(refusal(s, { type: "carryOutBlight", player: me, map: moved } as Command)).toBe("the pieces in 2.2 changed since the Crises: put them back, then carry out the Blight hits");
  const board = JSON.parse(JSON.stringify(MAP)) as MapSnapshot;
  board.flagships![0].slots[0].armor = { building: "city", damaged: true };
  expect(refusal(s, { type: "carryOutBlight", player: me, map: board } as Command)).toMatch(/^the pieces in 2\.2 changed/);
  const more = JSON.parse(JSON.stringify(MAP)) as MapSnapshot;
  more.systems.push({ system: "4.1", pieces: [{ owner: "blight", kind: "blight", fresh: 1, damaged: 0 }] });
  expect(refusal(s, { type: "carryOutBlight", player: me, map: more } as Command)).toMatch(/^the pieces in 4\.1 changed/);
  expect(refusal(s, { type: "carryOutBlight", player: me, map: { systems: [{ system: "9.9", pieces: [] }] } } as Command)).toMatch(/not on the map/);
  const before = crisesDue(false);
  expect(refusal(before, { type: "carryOutBlight", player: me, map: MAP } as Command)).toBe("first resolve the Crises: send the map (BR p.18)");
  const quiet = { systems: [{ system: "3.1", pieces: [{ owner: "blight", kind: "blight", fresh: 0, damaged: 1 }] }] } as MapSnapshot;
  expect(refusal(resolved(false, quiet), { type: "carryOutBlight", player: me, map: quiet } as Command)).toBe("the Blight Crises hit no piece: nothing to carry out");
});

test("changedBlightSystem names the first system whose Blight Crisis differs, in map order", () => {
  const was = blightCrises(MAP, seats);
  expect(changedBlightSystem(was, was)).toBeUndefined();
  expect(changedBlightSystem(was, was.slice(0, 1))).toBe("3.1");
  expect(changedBlightSystem(was.slice(1), was)).toBe("3.1");
});

test("seed 003 F1313 Blight Hunger 'Place pieces (even yours) destroyed by a Blight Crisis on this card': the map's play areas say where it lies, the core names that play area for the destroyed pieces", () => {
  const s = resolved(false);
  const me = s.initiative;
  // In Blue's play area (any player's: who holds it decides nothing else); another card beside it changes nothing.
  const map = { ...MAP, playAreas: [{ colour: "Red", cards: ["F1302"] }, { colour: "Blue", cards: ["F1309", "F1313"] }] } as MapSnapshot;
  const done = run(s, { type: "carryOutBlight", player: me, map } as Command);
  expect(done.campaign!.lastCrises!.hunger).toBe("Blue");
  expect(done.events.map((e) => e.text)).toEqual([`${me} carries out the Blight hits; destroyed pieces go onto Blight Hunger (F1313) in Blue's play area, nobody takes them as Trophies (BR pp.18-19)`]);
  expect(gameStateProblems(done)).toEqual([]);
  expect(s.campaign!.lastCrises!.hunger).toBeUndefined();
  // Not in a play area the table read: back to their supply.
  const none = run(s, { type: "carryOutBlight", player: me, map: { ...MAP, playAreas: [{ colour: "Red", cards: ["F1302"] }] } } as Command);
  expect(none.campaign!.lastCrises!.hunger).toBeUndefined();
  expect(none.events[0].text).toMatch(/destroyed pieces go back to their supply/);
  // A saved state naming a colour not at the table is caught at load.
  const bad = { ...done, campaign: { ...done.campaign!, lastCrises: { ...done.campaign!.lastCrises!, hunger: "White" as Colour } } };
  expect(gameStateProblems(bad).join("\n")).toMatch(/lastCrises\.hunger/);
});
