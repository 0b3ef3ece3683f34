/**
 * The seeded table fuzz (tests/support/tableFuzz.ts) on campaign tables staged where session 23's
 * table paths are live: Govern with Authority's Outlaw give buttons (seed 003 F124), Imperial Quorum's
 * Edict done (F113), Guilds Decry Terror (F619) and Judge Sets Agenda's ambition buttons (F2405),
 * Forgive's Outrage agents dropped into play areas in a Summit (F1411), and battles with Armistice
 * (F216) or Feast Day (F1613) in the Court row. Besides the base fuzz's events, a share are those
 * paths' own moves by random colours (seated or not), shown or forged: the event panel's buttons, an
 * agent of a random colour dropped into a random play area, the battle panel's buttons. After every
 * event: no Lua error, the saved-state validator finds no problem; a move refused to its mover alone
 * ("only ... may", "... is not ...") leaves the core's state as it was. Then the table is not stuck:
 * the random driver carries the game on from the state the fuzz left.
 */
import { randomInt } from "../../src/core/game/driver";
import type { Rng } from "../../src/core/game/driver";
import type { GameState } from "../../src/core/game/types";
import { gameStateProblems } from "../../src/core/rules";
import { continueRandomCampaign } from "../../src/core/campaign/driver";
import { AMBITIONS } from "../../src/core/data/vocabulary";
import type { SaveFile, TtsTable } from "../../tools/ttsFake/table";
import { loadWithGame, takeCity, zoneOf } from "../../tools/bench/courtScoringHandlers";
import { localToWorld } from "../../tools/table/geometry";
import { builtSave } from "../support/builtSave";
import { coreState } from "../support/scenario";
import { campaignPieces } from "../support/campaignBattle";
import { ships } from "../support/battleTable";
import { takeCard } from "../support/faithfulTable";
import { fateSetCardInto } from "../support/fateTable";
import { rulesBookletOf } from "../../src/core/campaign/booklet";
import type { CampaignState } from "../../src/core/campaign/types";
import { atAuthority, atQuorum } from "../core/campaign/governAuthorityFixtures";
import { edictDue, judgeSeated } from "../core/campaign/edictFixtures";
import { summitWithLore } from "../core/campaign/transferLoreFixtures";
import { redToBattle } from "../core/campaign/battleFixtures";
import type { FuzzRules } from "../support/tableFuzz";
import { CLICKERS, SCALE, fuzz, pick } from "../support/tableFuzz";

const EVENTS = 20 * SCALE;
/** What the fuzz reached: a Forgive taken, a press that told everyone something (its id), a refusal. */
const reached = new Set<string>();
const save = () => builtSave().save as unknown as SaveFile;

/** The event panel's buttons of these paths (eventPhase.ts installEventPhase), and the battle panel's. */
const IDS: string[] = ["arcsEventEnforce", "arcsEventPolicy_peace", "arcsEventPolicy_war", "arcsEventEdictDone", "arcsEventCrises", "arcsBattleOpen", "arcsBattleDefender1", "arcsBattleSystem1", "arcsBattleSystem2", "arcsBattleSystem3"];
for (const c of ["Red", "Blue", "Yellow", "White"]) for (let n = 1; n <= 4; n++) IDS.push(`arcsEvent Give${c}_${n}`.replace(" ", ""));
for (let i = 0; i < 4; i++) for (const a of AMBITIONS) IDS.push(`arcsEventAgenda${i}${a}`);
const IN_UI = (t: TtsTable) => IDS.filter((id) => t.ui().ids().includes(id));

/** The Outrage icon of `type` on `colour`'s board (tests/scenarios/campaignForgive.test.ts). */
function outrageIcon(t: TtsTable, colour: string, type: string): { x: number; y: number; z: number } {
  const b = t.find((o) => o.tags.includes("player-board") && o.tags.includes(colour))[0];
  const p = (b.data.AttachedSnapPoints as { Position: { x: number; y: number; z: number }; Tags: string[] }[]).find((x) => x.Tags.includes(`outrage-${type}`))!.Position;
  return localToWorld({ posX: b.position.x, posY: b.position.y, posZ: b.position.z, rotX: 0, rotY: b.rotation.y, rotZ: 0, scaleX: b.scale.x, scaleY: b.scale.y, scaleZ: b.scale.z }, p.x, p.y, p.z);
}

/** An agent of a random colour, from its supply or off the table, dropped into a random play area by a random colour. */
function agentIntoPlayArea(t: TtsTable, rng: Rng, s: GameState | undefined): string {
  const colour = pick(rng, ["Red", "Blue", "Yellow", "White"]);
  const areas = t.find((o) => o.isZone && o.tags.includes("play-area"));
  const loose = t.find((o) => !o.isContainer && o.tags.includes("agent") && o.tags.includes(colour));
  const bag = t.find((o) => o.isContainer && o.tags.includes("supply") && o.tags.includes("agent") && o.tags.includes(colour))[0];
  const area = pick(rng, areas);
  // Mostly off an Outrage icon of its board (BR p.16), as Forgive takes it (F1411).
  const icon = randomInt(rng, 3) > 0 ? outrageIcon(t, colour, pick(rng, ["material", "fuel", "weapon", "relic", "psionic"])) : { x: area.position.x + 3, y: 2, z: area.position.z + 3 };
  const agent = loose.length > 0 && randomInt(rng, 3) === 0 ? pick(rng, loose) : bag && bag.contents.length > 0 ? t.playerTake(bag, { position: { ...icon, y: 1.5 } }) : undefined;
  if (agent !== undefined) t.settle();
  if (agent === undefined) return "no agent";
  // Mostly the play area's own player takes it (a Favor is taken into one's own play area).
  const who = randomInt(rng, 3) > 0 ? String(area.data.GMNotes) : pick(rng, CLICKERS);
  const before = t.messages.length;
  t.drop(who, agent, { x: area.position.x + (randomInt(rng, 5) - 2) * 0.3, y: 2, z: area.position.z });
  t.settle();
  const fresh = t.messages.slice(before);
  if (fresh.some((m) => m.to === undefined && m.text.includes("Forgives"))) reached.add("Forgive");
  // A refused drop is told to the mover alone and changes nothing in the core.
  if (fresh.length > 0 && fresh.every((m) => m.to === who)) {
    expect({ who, state: JSON.stringify(coreState(t)) }).toEqual({ who, state: JSON.stringify(s) });
    reached.add("drop refused");
  }
  return `${who} drops a ${colour} agent into ${area.data.GMNotes}'s play area`;
}

/** Red (mostly) opens the battle panel and chooses the first defender in 1.2 (campaignCourtBans.test.ts); a ban's refusal changes nothing. */
function battleAt12(t: TtsTable, rng: Rng, s: GameState | undefined): string {
  const who = randomInt(rng, 3) > 0 ? "Red" : pick(rng, CLICKERS);
  const before = t.messages.length;
  t.forgeUiClick(who, "arcsBattleOpen");
  const at = [1, 2, 3, 4, 5, 6].find((i) => t.ui().text(`arcsBattleSystem${i}`) === "1.2");
  if (at !== undefined) t.forgeUiClick(who, `arcsBattleSystem${at}`);
  t.forgeUiClick(who, "arcsBattleDefender1");
  t.settle();
  const fresh = t.messages.slice(before);
  if (fresh.some((m) => m.text.includes("cannot harm"))) {
    expect({ who, fresh: fresh.filter((m) => m.to !== who) }).toEqual({ who, fresh: [] });
    expect({ who, state: JSON.stringify(coreState(t)) }).toEqual({ who, state: JSON.stringify(s) });
    reached.add("ban refused");
  }
  return `${who} chooses a defender in 1.2`;
}

/** A button of these paths pressed by anyone (forged when hidden from them); a refusal told to them alone changes nothing. */
function pathMove(t: TtsTable, rng: Rng, s: GameState | undefined): string {
  if (randomInt(rng, 3) === 0) return agentIntoPlayArea(t, rng, s);
  const c = s?.campaign;
  if (c !== undefined && c.eventPhase === undefined && c.edictQueue === undefined && randomInt(rng, 2) === 0) return battleAt12(t, rng, s);
  // Half the time one the panel shows (to anyone), else any of them, shown or not.
  const ids = IN_UI(t);
  const shown = ids.filter((x) => t.ui().isShown(x));
  const id = shown.length > 0 && randomInt(rng, 2) === 0 ? pick(rng, shown) : pick(rng, ids);
  // Half the time one the panel shows it to (the host sees the host's buttons).
  const shownTo = CLICKERS.filter((c) => t.ui().isShown(id) && t.ui().visibleTo(id, c, c === "Red"));
  const who = shownTo.length > 0 && randomInt(rng, 2) === 0 ? pick(rng, shownTo) : pick(rng, CLICKERS);
  const before = t.messages.length;
  const was = JSON.stringify(s);
  t.forgeUiClick(who, id);
  t.settle();
  const fresh = t.messages.slice(before);
  if (fresh.some((m) => m.to === undefined)) reached.add(id.replace(/[A-Z][a-z]+_\d|\d[a-z]+$/, ""));
  if (fresh.length > 0 && fresh.every((m) => m.to === who && /^only .* may|^there is nothing|is not|cannot harm/.test(m.text))) {
    reached.add(fresh.some((m) => m.text.includes("cannot harm")) ? "ban refused" : "refused");
    expect({ id, who, state: JSON.stringify(coreState(t)) }).toEqual({ id, who, state: was });
    return `${who} presses ${id}, refused`;
  }
  return `${who} presses ${id}`;
}

function rules(): FuzzRules {
  return { cardTags: ["action-card"], ids: [], stateProblems: (x: GameState) => gameStateProblems(JSON.parse(JSON.stringify(x))), extra: (t, rng, s) => pathMove(t, rng, s), extraShare: 70 };
}

/** Red's 2 ships against Blue's in 1.2 with `vox` in Court slot 2 (tests/scenarios/campaignCourtBans.test.ts). */
function battleWith(vox: string): TtsTable {
  // Seats & Fiefs and Feudal Law in the rules booklet: the Seats go with a battle's map (Feast Day's Fiefs).
  const b = redToBattle({ Red: "outlaw" });
  const c = b.campaign as CampaignState;
  const laws = rulesBookletOf(c).laws.concat([["F1609"], ["F1610"]]);
  const table = loadWithGame(save(), { ...b, campaign: { ...c, rulesBooklet: { edicts: rulesBookletOf(c).edicts, laws } } }, "Red");
  // Red and Blue Members of the Commonwealth (Armistice's).
  fateSetCardInto(table, "F218", "Red");
  fateSetCardInto(table, "F219", "Blue");
  const slot = zoneOf(table, "court-slot", "2");
  for (const c of table.world.objectsIn(slot).filter((o) => o.isCard || o.isDeck)) table.world.move(c, { x: 80, y: 1, z: 80 });
  takeCard(table, vox, { ...slot.position, y: slot.position.y + 0.3 });
  ships(table, "Red", "1.2", 2);
  ships(table, "Blue", "1.2", 1);
  table.settle();
  return table;
}

const STARTS: [string, () => TtsTable][] = [
  ["Govern with Authority, an Outlaw under the Empire (F124)", () => {
    const t = loadWithGame(save(), atAuthority("war", ["White"]), "Red");
    takeCity(t, "White", zoneOf(t, "system", "1.1"));
    campaignPieces(t, "imperial-ship", "1.1", 1);
    t.settle();
    return t;
  }],
  ["Imperial Quorum (F113)", () => loadWithGame(save(), atQuorum(), "Red")],
  ["Guilds Decry Terror (F619)", () => loadWithGame(save(), edictDue("F619", { council: "decided" }), "Red")],
  ["Judge Sets Agenda (F2405)", () => loadWithGame(save(), judgeSeated(edictDue("F2405")), "Red")],
  ["Forgive in a Summit (F1411)", () => loadWithGame(save(), summitWithLore(["F1411"]), "Red")],
  ["a Summit without Forgive in the rules booklet (F514 only)", () => loadWithGame(save(), summitWithLore(["F514"]), "Red")],
  ["a battle with Armistice in the Court (F216)", () => battleWith("F216")],
  ["a battle with Feast Day in the Court (F1613)", () => battleWith("F1613")],
];

describe("session 23's campaign table paths, fuzzed", () => {
  STARTS.forEach(([name, start], k) => {
    test(`${name}: random presses and drops by any colour, then the game goes on`, () => {
      let seats: string[] = [];
      const table = fuzz(230 + k, EVENTS, () => {
        const t = start();
        seats = coreState(t)!.seats.slice();
        return { table: t, seats, host: "Red" };
      }, rules());
      const s = coreState(table)!;
      const r = continueRandomCampaign(s, 230 + k, () => false, 60);
      expect(r.problems).toEqual([]);
      expect(r.commands.length).toBeGreaterThan(0);
    });
  });

  test("the fuzz reached these paths: a Forgive taken (F1411), an Edict done told to all (F113/F619/F2405), an ambition declared (F2405), a press, a drop and a harm under Armistice or Feast Day refused to their mover alone", () => {
    expect([...reached].sort()).toEqual(expect.arrayContaining(["Forgive", "arcsEventEdictDone", "arcsEventAgenda", "refused", "drop refused", "ban refused"]));
  });
});
