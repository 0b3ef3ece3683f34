/**
 * Seed 003 F1804 Bunkers in a battle on the table (src/tts/battle/hits.ts, targets.ts; the core's
 * battle/hits.ts and campaign/fates/bunkers.ts): "When a Rival destroys a Bunker, they scrap 1 Captive
 * held by the Survivalist. *Building.* Bunkers can be harmed like buildings. (They don't fill building
 * slots and can't be raided.) *Tough*. Bunkers take 2 hits each to damage and to destroy."
 */
import type { Colour } from "../../src/core/data/vocabulary";
import type { BattleCommand, GameState } from "../../src/core/game/types";
import type { CampaignState } from "../../src/core/campaign/types";
import { actionCard } from "../../src/core/data/actionCards";
import { playerInTurn } from "../../src/core/game/legal";
import type { TtsTable, SaveFile } from "../../tools/ttsFake/table";
import type { FakeObject } from "../../tools/ttsFake/world";
import { loadWithGame, spotIn, takePieces, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { tableLog } from "../support/scenario";
import { builtSave } from "../support/builtSave";
import { campaignUpTo } from "../support/campaignRun";
import { click, dice, step } from "../support/battleTable";
import { run } from "../core/game/helpers";

/** `player` leads the Aggression card with the most pips of any hand, swapped into theirs. */
function leadAggression(s: GameState, player: Colour): GameState {
  const pips = (id: string) => (actionCard(id)?.suit === "aggression" ? actionCard(id)!.pips : 0);
  const card = s.players.flatMap((p) => p.hand).sort((a, b) => pips(b) - pips(a))[0];
  const holder = s.players.find((p) => p.hand.includes(card))!;
  const given = s.players.find((p) => p.colour === player)!.hand[0];
  const players = holder.colour === player ? s.players : s.players.map((p) =>
    p.colour === player ? { ...p, hand: [card].concat(p.hand.slice(1)) } : p.colour === holder.colour ? { ...p, hand: p.hand.map((id) => (id === card ? given : id)) } : p);
  return run({ ...s, players }, { type: "lead", player, card });
}

describe("seed 003 F1804 Bunkers: a Rival battles the Survivalist's Bunker", () => {
  let table: TtsTable;
  let me: Colour;
  let survivalist: Colour;
  let bunker: FakeObject;
  const to = (c: string) => table.messages.filter((m) => m.to === c).map((m) => m.text);
  const inZone = (tag: string, gm: string, o: FakeObject) => table.world.objectsIn(zoneOf(table, tag, gm)).includes(o);
  const battles = () => tableLog(table).commands.filter((x) => x.type === "battle") as BattleCommand[];

  beforeAll(() => {
    const { state } = campaignUpTo((x) => x.phase === "play" && x.round !== undefined && !x.round.played);
    me = playerInTurn(state)!;
    const s = leadAggression(JSON.parse(JSON.stringify(state)) as GameState, me);
    const c = s.campaign as CampaignState;
    c.eventPhase = undefined;
    survivalist = s.seats.filter((x) => x !== me)[0];
    for (const p of c.players) if (p.colour === survivalist) Object.assign(p, { fate: "FATE18", letter: "C" });
    table = loadWithGame(builtSave().save as unknown as SaveFile, s, me);
    for (const z of table.find((o) => o.isZone && o.tags.includes("system"))) {
      z.data.Tags = [...z.tags, "campaign"];
      table.world.refreshZones(z);
    }
    const here = zoneOf(table, "system", "1.2");
    takePieces(table, "ship", me, 3, here);
    const outer = table.withTag("fate-token-bag")[0];
    const bag = table.playerTake(outer, { guid: outer.contents.find((o) => o.GMNotes === "f18-bunker")!.GUID as string, position: { x: 30, y: 2, z: -12 } })!;
    bunker = table.playerTake(bag, { position: { ...spotIn(here, 6), y: 2 } })!;
    // The Survivalist holds 1 of the attacker's agents as a Captive.
    takePieces(table, "agent", me, 1, zoneOf(table, "captives", survivalist));
    table.settle();
    table.messages.length = 0;
  });

  test("the roll's map carries the Bunker; the hits panel offers the Bunker buttons", () => {
    click(table, me, "arcsBattleOpen");
    expect(step(table)).toBe("choose");
    expect(table.ui().text("arcsBattleStatus")).toMatch(new RegExp(`${me} attacks in system 1\\.2 against ${survivalist}`));
    dice(table, ["assault-5", "assault-5"]);
    click(table, me, "arcsBattleMore_assault");
    click(table, me, "arcsBattleMore_assault");
    click(table, me, "arcsBattleRoll");
    table.settle();
    expect(step(table)).toBe("hits");
    expect(battles()[0].map!.fateTokens).toEqual([{ system: "1.2", token: "Bunker", faceDown: false }]);
    expect(table.ui().isShown("arcsBattleBunkers")).toBe(true);
  });

  test("only the attacker assigns: anyone else's press is refused to them alone", () => {
    table.messages.length = 0;
    table.forgeUiClick(survivalist, "arcsBattleHit_bunker_fresh");
    table.settle();
    expect(to(survivalist)).toEqual([`it is ${me}'s turn: only they can battle`]);
    expect(table.messages.filter((m) => m.to === undefined)).toEqual([]);
  });

  test("refused: 2 hits on a damaged Bunker that is fresh; the reason to the attacker alone, the Bunker untouched", () => {
    table.messages.length = 0;
    for (let i = 0; i < 4; i++) click(table, me, "arcsBattleHit_bunker_damaged");
    click(table, me, "arcsBattleApply");
    expect(to(me)).toContain("Ship hit 1: there is no damaged defending bunker to hit");
    expect(step(table)).toBe("hits");
    expect(inZone("system", "1.2", bunker)).toBe(true);
    for (let i = 0; i < 4; i++) click(table, me, "arcsBattleUndo");
  });

  test("Tough: 2 hits damage it, 2 more destroy it: the attacker's Trophy; the log tells the attacker to scrap 1 of the Survivalist's Captives", () => {
    table.messages.length = 0;
    for (const st of ["fresh", "fresh", "damaged", "damaged"]) click(table, me, "arcsBattleHit_bunker_" + st);
    click(table, me, "arcsBattleApply");
    expect(table.scriptErrors).toEqual([]);
    expect(inZone("trophies", me, bunker)).toBe(true);
    const said = table.messages.filter((m) => m.to === undefined).map((m) => m.text).join("\n");
    expect(said).toContain(`Bunkers (F1804): ${me} destroyed 1 Bunker(s) and scraps 1 of ${survivalist}'s Captives, their choice`);
    expect(said).toContain(`Damaged: 1 ${survivalist} Bunker. Destroyed: 1 ${survivalist} Bunker.`);
  });
});
