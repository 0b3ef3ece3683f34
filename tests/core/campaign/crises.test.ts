/** Crises (BR p.18, p.24): Blight Crises from the map, Fate and Court Crisis texts in order, the dice phrases. */
import { blightCrises, blightCrisis, crisesFor, crisesLineCount, crisesLines, rolledPlaces } from "../../../src/core/campaign/crises";
import type { CrisesResult } from "../../../src/core/campaign/crises";
import { SYSTEMS } from "../../../src/core/data/map";
import type { MapPieces } from "../../../src/core/campaign/mapControl";
import type { MapSnapshot } from "../../../src/core/campaign/mapControl";
import { randomMapSnapshot } from "../../../src/core/campaign/randomMap";
import { makeRng, randomInt } from "../../../src/core/game/driver";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import type { CampaignState } from "../../../src/core/campaign/types";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { refusal, run } from "../game/helpers";
import { startCampaign } from "./fixtures";
import { apply } from "../../../src/core/rules";
import { crowdedMap, eventPhaseState } from "../../../tools/bench/campaignScenarios";

const seats: Colour[] = ["Red", "Blue", "Yellow"];

function oneSystem(pieces: unknown[], flagships?: unknown[]): MapSnapshot {
  const snap = { systems: [{ system: "2.2", pieces }] } as MapSnapshot;
  return flagships === undefined ? snap : ({ ...snap, flagships } as MapSnapshot);
}

test("BR p.18 example: a fresh Blight's 3 hits destroy the fresh Imperial ship with 2, then hit 1 Loyal ship of each player", () => {
  const map = oneSystem([
    { owner: "blight", kind: "blight", fresh: 1, damaged: 0 },
    { owner: "empire", kind: "ship", fresh: 1, damaged: 0 },
    { owner: "Red", kind: "ship", fresh: 2, damaged: 0 },
    { owner: "Blue", kind: "ship", fresh: 1, damaged: 0 },
    { owner: "Yellow", kind: "city", fresh: 1, damaged: 0 },
  ]);
  expect(blightCrisis(map, "2.2", seats)).toEqual({
    system: "2.2", hits: 3, flagship: [], lostHits: 0,
    changes: [
      { system: "2.2", owner: "empire", kind: "ship", before: { fresh: 1, damaged: 0 }, after: { fresh: 0, damaged: 0 }, destroyed: 1 },
      { system: "2.2", owner: "Red", kind: "ship", before: { fresh: 2, damaged: 0 }, after: { fresh: 1, damaged: 1 }, destroyed: 0 },
      { system: "2.2", owner: "Blue", kind: "ship", before: { fresh: 1, damaged: 0 }, after: { fresh: 0, damaged: 1 }, destroyed: 0 },
    ],
  });
});

test("BR p.18: damaged Blight deals 1 hit each; fresh ships take hits before damaged ones", () => {
  const map = oneSystem([{ owner: "blight", kind: "blight", fresh: 0, damaged: 2 }, { owner: "Red", kind: "ship", fresh: 1, damaged: 1 }]);
  expect(blightCrisis(map, "2.2", seats)?.changes).toEqual([
    { system: "2.2", owner: "Red", kind: "ship", before: { fresh: 1, damaged: 1 }, after: { fresh: 0, damaged: 1 }, destroyed: 1 },
  ]);
});

test("BR p.18: the Blight hits buildings only in the Intermission: with no ships its hits are lost", () => {
  const map = oneSystem([{ owner: "blight", kind: "blight", fresh: 1, damaged: 1 }, { owner: "Red", kind: "city", fresh: 1, damaged: 0 }, { owner: "free", kind: "city", fresh: 0, damaged: 0 }]);
  expect(blightCrisis(map, "2.2", seats)).toEqual({ system: "2.2", hits: 4, changes: [], flagship: [], lostHits: 4 });
  expect(blightCrisis(oneSystem([{ owner: "Red", kind: "ship", fresh: 3, damaged: 0 }]), "2.2", seats)).toBeUndefined();
});

test("BR p.24: a Flagship takes Crisis hits only once no other fresh Loyal ship remains: rightmost Armor, then rightmost Upgrade", () => {
  const part = (damaged: boolean) => ({ building: "city", damaged });
  const board = { owner: "Red", slots: [{ upgrade: part(false) }, { upgrade: part(false), armor: part(false) }, {}, {}, { upgrade: part(false), armor: part(true) }, {}] };
  const map = oneSystem([
    { owner: "blight", kind: "blight", fresh: 2, damaged: 0 },
    { owner: "Red", kind: "ship", fresh: 1, damaged: 1 },
    { owner: "Red", kind: "flagship", fresh: 1, damaged: 0 },
  ], [board]);
  const r = blightCrisis(map, "2.2", seats);
  // 6 hits: the fresh ship; Armor 5 (damaged -> destroyed); Armor 2 twice; Upgrade 5 twice. The damaged ship is never reached.
  expect(r?.flagship).toEqual([
    { owner: "Red", slot: 5, part: "armor", result: "destroyed" },
    { owner: "Red", slot: 2, part: "armor", result: "damaged" },
    { owner: "Red", slot: 2, part: "armor", result: "destroyed" },
    { owner: "Red", slot: 5, part: "upgrade", result: "damaged" },
    { owner: "Red", slot: 5, part: "upgrade", result: "destroyed" },
  ]);
  expect(r?.changes).toEqual([{ system: "2.2", owner: "Red", kind: "ship", before: { fresh: 1, damaged: 1 }, after: { fresh: 0, damaged: 2 }, destroyed: 0 }]);
});

test("BR p.18: the dice phrases name the rolled cluster, the planets of the rolled symbol and the rolled planet", () => {
  expect(rolledPlaces("crescent", 4)).toEqual({
    symbol: "crescent", cluster: 4,
    rolledCluster: ["4.0", "4.1", "4.2", "4.3"],
    planetsOfRolledSymbol: ["1.2", "2.2", "3.2", "4.2", "5.2", "6.2"],
    rolledPlanet: "4.2",
  });
});

test("BR p.18: every roll's dice phrases (cluster 1-6, each planet symbol) are read off the map, and each answer's lists are its own", () => {
  for (let cluster = 1; cluster <= 6; cluster++) {
    for (const symbol of ["arrow", "crescent", "hex"] as const) {
      const r = rolledPlaces(symbol, cluster);
      expect(r).toEqual({
        symbol, cluster,
        rolledCluster: SYSTEMS.filter((x) => x.cluster === cluster).map((x) => x.id),
        planetsOfRolledSymbol: SYSTEMS.filter((x) => x.symbol === symbol).map((x) => x.id),
        rolledPlanet: SYSTEMS.find((x) => x.cluster === cluster && x.symbol === symbol)!.id,
      });
      r.rolledCluster.push("x");
      r.planetsOfRolledSymbol.pop();
      expect(rolledPlaces(symbol, cluster).rolledCluster).toHaveLength(4);
      expect(rolledPlaces(symbol, cluster).planetsOfRolledSymbol).toHaveLength(6);
    }
  }
  // Not a roll of the dice (a cluster out of range): nothing is named, as before.
  expect(rolledPlaces("hex", 7)).toEqual({ symbol: "hex", cluster: 7, rolledCluster: [], planetsOfRolledSymbol: ["1.3", "2.3", "3.3", "4.3", "5.3", "6.3"], rolledPlanet: "" });
});

/** The Blight Crises worked out system by system in map order (SYSTEMS), from the last listing of each system. */
function blightInMapOrder(map: MapSnapshot, who: Colour[]) {
  const last = new Map(map.systems.map((sp) => [sp.system, sp.pieces] as const));
  return SYSTEMS.flatMap((sys) => {
    const pieces = last.get(sys.id);
    const b = pieces === undefined ? undefined : blightCrisis({ ...map, systems: [{ system: sys.id, pieces }] }, sys.id, who);
    return b === undefined ? [] : [b];
  });
}

test("fuzz BR p.18: the Blight Crises come in map order whatever order the table lists its zones in (a system listed twice: its last listing)", () => {
  const rng = makeRng(23);
  for (let i = 0; i < 200; i++) {
    const map = randomMapSnapshot(rng, seats);
    const shuffled = { ...map, systems: map.systems.slice() };
    for (let k = shuffled.systems.length - 1; k > 0; k--) {
      const j = randomInt(rng, k + 1);
      [shuffled.systems[k], shuffled.systems[j]] = [shuffled.systems[j], shuffled.systems[k]];
    }
    expect(blightCrises(map, seats)).toEqual(blightInMapOrder(map, seats));
    expect(blightCrises(shuffled, seats)).toEqual(blightInMapOrder(map, seats));
    // Not a map a command carries (mapSnapshotRefusal), but the answer stays the same: a system listed
    // again without its Blight, an unknown system with Blight.
    const blighted = map.systems.find((sp) => sp.pieces.some((p) => p.owner === "blight"));
    if (blighted !== undefined) {
      const twice = { ...shuffled, systems: shuffled.systems.concat([{ system: blighted.system, pieces: [] }, { system: "9.9", pieces: blighted.pieces }]) };
      expect(blightCrises(twice, seats)).toEqual(blightInMapOrder(twice, seats));
      expect(blightCrises(twice, seats).some((b) => b.system === blighted.system)).toBe(false);
    }
  }
});

function crisesDue(council: boolean): GameState {
  const s = startCampaign({
    type: "startCampaign", seats, actionDeck: campaignActionDeck(3), courtDeck: ["CC14", "CC01", "CC15", "CC12"].concat(CAMPAIGN_COURT_CARDS.map((c) => c.id).filter((id) => !["CC14", "CC01", "CC15", "CC12"].includes(id))),
    governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE03", "FATE02", "FATE01"],
  });
  const campaign: CampaignState = {
    ...(s.campaign as CampaignState), crisesDue: true,
    lastEvent: council ? { resolve: "Crises", council: "Blue" } : { event: "crisis", planet: "arrow", cluster: 5, resolve: "Crises" },
  };
  return { ...s, campaign };
}

test("BR p.18: Court Crises left to right (Vox cards only), Fate Crises in turn order, after the Blight Crises", () => {
  const s = crisesDue(false);
  expect(s.court.row).toEqual(["AID01", "CC14", "CC01", "CC15", "CC12"]);
  const map = { systems: [{ system: "5.1", pieces: [{ owner: "blight", kind: "blight", fresh: 1, damaged: 0 }, { owner: "Blue", kind: "ship", fresh: 1, damaged: 0 }] }] } as MapSnapshot;
  const row = s.court.row.map((card) => ({ card }));
  const r = crisesFor(s, map, "arrow", 5, row);
  expect(r.court.map((c) => c.card)).toEqual(["CC14", "CC15", "CC12"]);
  expect(r.court[1].text).toMatch(/^\*\*Crisis:\*\* Repair all Blight in the rolled cluster/);
  // Magnate (FATE03, Red) has Fate-set cards with Crisis text held in play; Founder's are Vox (Court)
  // cards; Steward's Guild cards the seeds name only are listed as missing text (test below).
  expect(r.fate.map((f) => f.player)).toEqual(["Red", "Yellow"]);
  expect(r.fate[0].cards.map((c) => c.card)).toEqual(["F302"]);
  expect(r.dice.rolledPlanet).toBe("5.1");
  expect(refusal(s, { type: "resolveCrises", map } as Command)).toBe("send the Court row, left to right (BR p.18)");
  const after = run(s, { type: "resolveCrises", map, court: row } as Command);
  expect(after.campaign?.crisesDue).toBeUndefined();
  expect(after.campaign?.lastCrises).toEqual(r);
  // The step's event counts the lines; the lines are worded from the kept result by whoever shows them.
  expect(after.events.map((e) => e.text)).toContain(`the Crises: ${crisesLines(r).length} to resolve (BR p.18)`);
  expect(crisesLines(after.campaign?.lastCrises as CrisesResult)).toContain("Blight Crisis in 5.1: 3 hits: 1 fresh Blue ship damaged, 1 Blue ship destroyed");
});

test("fuzz: the Crises step's line count is the number of lines crisesLines words (random maps, Court rows with attached cards, rolls)", () => {
  // Red holds FATE05 (F513 Librarians attaches above a Court card: a second line).
  const s0 = crisesDue(false);
  const s: GameState = { ...s0, campaign: { ...(s0.campaign as CampaignState), players: (s0.campaign as CampaignState).players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE05" } : p)) } };
  const rng = makeRng(41);
  const cards = ["AID01", "F205", "F302", "F105", "F106"].concat(CAMPAIGN_COURT_CARDS.map((c) => c.id));
  const symbols = ["arrow", "crescent", "hex"] as const;
  let attachLines = 0;
  let courtLines = 0;
  for (let i = 0; i < 400; i++) {
    const row: { card: string; attached?: string }[] = [];
    const n = randomInt(rng, 6);
    for (let k = 0; k < n; k++) {
      const slot: { card: string; attached?: string } = { card: cards[randomInt(rng, cards.length)] };
      if (randomInt(rng, 3) === 0) slot.attached = cards[randomInt(rng, cards.length)];
      row.push(slot);
    }
    const r = crisesFor(s, randomMapSnapshot(rng, s.seats), symbols[randomInt(rng, 3)], 1 + randomInt(rng, 6), row);
    const lines = crisesLines(r);
    expect(crisesLineCount(r)).toBe(lines.length);
    attachLines += lines.filter((l) => l.indexOf(": attach it above") >= 0).length;
    courtLines += lines.filter((l) => l.indexOf(" leaves Court slot ") >= 0 || l.indexOf(": repair ") >= 0).length;
  }
  // The fuzz reaches the lines a card adds beside its own.
  expect(attachLines).toBeGreaterThan(0);
  expect(courtLines).toBeGreaterThan(0);
});

test("BR p.18: Court Crises roll the dice unless they were just rolled for the Event", () => {
  const rolled = crisesDue(false);
  expect(refusal(rolled, { type: "resolveCrises", map: { systems: [] }, court: [], dice: { planet: "hex", cluster: 2 } } as Command)).toBe(
    "the event dice were just rolled: the Court Crises use them (BR p.18)",
  );
  const council = crisesDue(true);
  expect(refusal(council, { type: "resolveCrises", map: { systems: [] }, court: [] } as Command)).toBe("roll the event and number dice for the Court Crises (BR p.18)");
  expect(refusal(council, { type: "resolveCrises", map: { systems: [] }, court: [], dice: { planet: "hex", cluster: 0 } } as Command)).toBe("the number die shows a cluster from 1 to 6");
  const after = run(council, { type: "resolveCrises", map: { systems: [] }, court: [], dice: { planet: "hex", cluster: 2 } } as Command);
  expect(after.campaign?.lastCrises?.dice.rolledPlanet).toBe("2.3");
  expect(refusal(after, { type: "resolveCrises", map: { systems: [] }, court: [] } as Command)).toBe("no Crises are waiting to be resolved (BR p.18)");
});

test("BR p.18: \"If A/B/C was rolled\" is answered for the roll ([moon] is the crescent)", () => {
  // F302 (a Guild card with Crisis text) in the Court is no Court Crisis, nor its holder's while there.
  const s = crisesDue(false);
  const r = crisesFor(s, { systems: [] }, "crescent", 1, [{ card: "AID01" }, { card: "F205" }, { card: "F302" }]);
  expect(r.court).toHaveLength(1);
  // Only Steward's cards named by the seeds without text remain as Fate Crises (Yellow).
  expect(r.fate.map((f) => f.player)).toEqual(["Yellow"]);
  expect(r.fate[0].cards.every((c) => c.textMissing === true)).toBe(true);
  expect(r.court[0].ifRolled).toEqual([{ symbol: "arrow", rolled: false }, { symbol: "crescent", rolled: true }, { symbol: "hex", rolled: false }]);
});

test("BR p.18 and p.27: an attached Vox card's Crisis comes before the card it is attached to; the Court row is checked", () => {
  const s = crisesDue(false);
  const r = crisesFor(s, { systems: [] }, "arrow", 1, [{ card: "AID01", attached: "CC11" }, { card: "CC14", attached: "CC12" }, { card: "CC15" }]);
  expect(r.court.map((c) => c.card)).toEqual(["CC11", "CC12", "CC14", "CC15"]);
  expect(refusal(s, { type: "resolveCrises", map: { systems: [] }, court: [{ card: "CC14" }, { card: "CC14" }] } as Command)).toBe("the Court row shows CC14 twice");
  expect(refusal(s, { type: "resolveCrises", map: { systems: [] }, court: [{ attached: "CC12" }] } as Command)).toBe("an attached card sits above a Court card (BR p.27)");
});

test("BR p.18 and p.27: the Court row's check names the first fault left to right, a slot's card before its attached card", () => {
  const s = crisesDue(false);
  const why = (court: unknown) => refusal(s, { type: "resolveCrises", map: { systems: [] }, court } as Command);
  expect(why([{ card: "CC14", attached: "CC14" }])).toBe("the Court row shows CC14 twice");
  expect(why([{ card: "CC14", attached: "CC12" }, { card: "CC12" }])).toBe("the Court row shows CC12 twice");
  expect(why([{ card: "CC14" }, { card: 7, attached: "CC14" }])).toBe("a Court card is named by its id");
  expect(why([{ card: "CC14", attached: 7 }, { card: "CC14" }])).toBe("a Court card is named by its id");
  expect(why([{ card: "CC14" }, "CC12", { attached: "CC12" }])).toBe("each Court slot holds a card and maybe an attached card");
  expect(why([{}, { attached: "CC12" }, { card: "CC14", attached: "CC14" }])).toBe("an attached card sits above a Court card (BR p.27)");
  expect(why({ card: "CC14" })).toBe("send the Court row, left to right (BR p.18)");
  // Names of Object prototype members are ids like any other (Node's plain objects keep "__proto__" apart).
  expect(why([{ card: "__proto__" }, { card: "__proto__" }])).toBe("the Court row shows __proto__ twice");
  const odd = apply(s, { type: "resolveCrises", map: { systems: [] }, court: [{ card: "constructor", attached: "toString" }, { card: "CC14" }] } as Command);
  expect(odd.ok && odd.value.campaign?.lastCrises?.court.map((c) => c.card)).toEqual(["CC14"]);
});

test("CC15 Blight Looms, from the map: repair the rolled cluster's Blight, damaged Blight on each planet of the rolled symbol without Blight", () => {
  const s = crisesDue(false);
  const map = { systems: [
    { system: "5.0", pieces: [{ owner: "blight", kind: "blight", fresh: 0, damaged: 2 }] },
    { system: "5.2", pieces: [{ owner: "blight", kind: "blight", fresh: 1, damaged: 1 }] },
    { system: "3.1", pieces: [{ owner: "blight", kind: "blight", fresh: 1, damaged: 0 }] },
    { system: "6.1", pieces: [{ owner: "Red", kind: "ship", fresh: 1, damaged: 0 }] },
  ] } as MapSnapshot;
  const r = crisesFor(s, map, "arrow", 5, [{ card: "CC15" }]);
  expect(r.court[0].blight).toEqual({ repair: [{ system: "5.0", count: 2 }, { system: "5.2", count: 1 }], place: ["1.1", "2.1", "4.1", "5.1", "6.1"] });
  expect(crisesLines(r)).toContain("Blight Looms: repair 2 in 5.0, 1 in 5.2; place damaged Blight in 1.1, 2.1, 4.1, 5.1, 6.1");
});

test("CC11 Populist Demands and CC12 Council Intrigue change what the core holds: the highest declared marker, the Council's side", () => {
  const s0 = crisesDue(false);
  const markers = s0.markers.map((m, i) => ({ ...m, at: (i === 0 ? "tycoon" : i === 1 ? "keeper" : "available") as "tycoon" | "keeper" | "available" }));
  const s: GameState = { ...s0, markers, campaign: { ...(s0.campaign as CampaignState), council: "decided" } };
  const after = run(s, { type: "resolveCrises", map: { systems: [] }, court: [{ card: "CC12" }, { card: "CC11" }] } as Command);
  expect(after.campaign?.council).toBe("inSession");
  // The second marker (higher Power) returns; the first stays declared.
  expect(after.markers.map((m) => m.at)).toEqual(["tycoon", "available", "available"]);
  expect(after.events.map((e) => e.text).filter((t) => t.indexOf("Populist Demands:") === 0)).toHaveLength(1);
});

test("fuzz BR p.18: Blight Crises conserve every owner's pieces, hit Imperial ships first, never buildings", () => {
  const rng = makeRng(11);
  for (let i = 0; i < 300; i++) {
    const map = randomMapSnapshot(rng, seats);
    for (const sp of map.systems) {
      const r = blightCrisis(map, sp.system, seats);
      if (r === undefined) continue;
      let imperialLeft = 0;
      for (const c of r.changes) {
        expect(c.kind).toBe("ship");
        expect(c.before.fresh + c.before.damaged).toBe(c.after.fresh + c.after.damaged + c.destroyed);
        expect(c.after.fresh).toBeLessThanOrEqual(c.before.fresh);
        if (c.owner === "empire") imperialLeft = c.after.fresh + c.after.damaged;
      }
      const playersHit = r.changes.some((c) => c.owner !== "empire");
      if (playersHit) expect(imperialLeft).toBe(0);
    }
  }
});

/**
 * BR p.18 counted at once, without a Flagship: the Imperial ships take the hits first (2 per fresh
 * ship, 1 per damaged), then every remaining hit reaches each seat's ships, its fresh ones damaged
 * first, then its damaged ones (those just damaged too) destroyed; a hit nobody can take is lost.
 */
function countedAtOnce(pieces: MapPieces[], seats: Colour[]): { hits: number; changes: string[]; lostHits: number } | undefined {
  const sum = (owner: string, side: "fresh" | "damaged", kind = "ship") => pieces.filter((p) => p.owner === owner && (owner === "blight" || p.kind === kind)).reduce((n, p) => n + p[side], 0);
  const hits = 3 * sum("blight", "fresh") + sum("blight", "damaged");
  if (hits === 0) return undefined;
  const [impF, impD] = [sum("empire", "fresh"), sum("empire", "damaged")];
  const taken = Math.min(hits, 2 * impF + impD);
  const left = hits - taken;
  const changes: string[] = taken > 0 ? [`empire ${impF}+${impD} -> ${impF - Math.min(taken, impF)}+${impD + Math.min(taken, impF) - (taken - Math.min(taken, impF))}`] : [];
  let most = 0;
  for (const c of seats) {
    const [f, d] = [sum(c, "fresh"), sum(c, "damaged")];
    if (left > 0 && f + d > 0) {
      const flips = Math.min(left, f);
      const destroyed = Math.min(left - flips, d + flips);
      most = Math.max(most, flips + destroyed);
      changes.push(`${c} ${f}+${d} -> ${f - flips}+${d + flips - destroyed}`);
    }
  }
  return { hits, changes, lostHits: left - most };
}

test("BR p.18: without a Flagship each seat's hits, dealt one at a time, come to the count at once (lost hits too)", () => {
  // blightCrisis deals every hit to each seat in turn (the rule as written); countedAtOnce is the
  // closed form. Both on crowded random systems.
  const rng = makeRng(23);
  const four: Colour[] = ["Red", "Blue", "Yellow", "White"];
  const upTo = (n: number) => randomInt(rng, n + 1);
  const chance = (percent: number) => randomInt(rng, 100) < percent;
  let compared = 0;
  let lost = 0;
  for (let i = 0; i < 3000; i++) {
    const pieces: MapPieces[] = [{ owner: "blight", kind: "blight", fresh: upTo(2), damaged: upTo(2) }];
    if (chance(60)) pieces.push({ owner: "empire", kind: "ship", fresh: upTo(3), damaged: upTo(3) });
    for (const colour of four) {
      if (chance(70)) pieces.push({ owner: colour, kind: "ship", fresh: upTo(4), damaged: upTo(3) });
      if (chance(20)) pieces.push({ owner: colour, kind: "city", fresh: 1, damaged: 0 });
    }
    if (chance(20)) pieces.push({ owner: "free", kind: "city", fresh: 1, damaged: 0 });
    const map = { systems: [{ system: "2.2", pieces }] } as MapSnapshot;
    const dealt = blightCrisis(map, "2.2", four);
    const shown = dealt && { hits: dealt.hits, changes: dealt.changes.map((c) => `${c.owner} ${c.before.fresh}+${c.before.damaged} -> ${c.after.fresh}+${c.after.damaged}`), lostHits: dealt.lostHits };
    expect(shown).toEqual(countedAtOnce(pieces, four));
    if (dealt !== undefined) {
      compared += 1;
      if (dealt.lostHits > 0) lost += 1;
    }
  }
  expect(compared).toBeGreaterThan(2000);
  expect(lost).toBeGreaterThan(200);
});

test("the event phase and the Crises step (copied shallowly for speed, engine.ts) leave their input states untouched", () => {
  let s = eventPhaseState();
  s = { ...s, markers: s.markers.map((m, i) => (i === 0 ? { ...m, at: "tycoon" as const } : m)), court: { ...s.court, row: ["CC11", "CC12", "CC15"] }, campaign: { ...(s.campaign as CampaignState), council: "decided" } };
  const steps: Command[] = [
    { type: "eventSummit", player: "Red", call: false },
    { type: "rollEventDice", player: "Red", event: "crisis", planet: "hex", cluster: 4 },
    { type: "resolveCrises", map: crowdedMap(), court: [{ card: "CC11" }, { card: "CC12" }, { card: "CC15" }] },
  ];
  for (const c of steps) {
    const before = JSON.stringify(s);
    const r = apply(s, c);
    expect(JSON.stringify(s)).toBe(before);
    expect(r.ok).toBe(true);
    if (r.ok) s = r.value;
  }
  expect(s.markers[0].at).toBe("available");
  expect(s.campaign?.council).toBe("inSession");
  expect(s.campaign?.lastCrises?.blight).toHaveLength(24);
});

test("BR p.18 Fate Crises: each player's Fate-set card with a Crisis is listed with its text; cards the seeds name only are marked, not invented", () => {
  // Magnate (Red), Founder (Blue), Steward (Yellow); the initiative holder is first.
  const s = crisesDue(false);
  const r = crisesFor(s, { systems: [] }, "arrow", 5, [{ card: "AID01" }, { card: "CC14" }]);
  const red = r.fate.filter((f) => f.player === "Red")[0];
  expect(red.cards).toEqual([{ card: "F302", name: "Merchant League", text: "**Crisis:** Discard all resources from here." }]);
  const yellow = r.fate.filter((f) => f.player === "Yellow")[0];
  // Steward's Guild cards listed by name only in seed 003 (F106 Tax Collectors ...).
  expect(yellow.cards.map((c) => c.card)).toEqual(["F106", "F107", "F110", "F111", "F116", "F117", "F120"]);
  expect(yellow.cards.every((c) => c.textMissing === true && c.text === "")).toBe(true);
  expect(crisesLines(r)).toContain("Fate Crisis for Yellow, if Tax Collectors (F106) is in play: its text is not in the rules sources: resolve any Crisis from the printed card");
  // A Steward Vox card named only, in the Court: a Court Crisis marked the same way (BR p.18).
  const court = crisesFor(s, { systems: [] }, "arrow", 5, [{ card: "F105" }]).court;
  expect(court).toEqual([{ card: "F105", name: "Council Intrigue", text: "", textMissing: true }]);
});

test("BR p.18 Fate Crises: in turn order from any initiative holder; a Fate card in the Court (card or attached) leaves its holder's list, the rest in order, each list its own", () => {
  // Magnate (Red), Founder (Blue), Steward (Yellow).
  const s0 = crisesDue(false);
  const from = (initiative: Colour) => crisesFor({ ...s0, initiative }, { systems: [] }, "arrow", 5, [{ card: "AID01" }]).fate.map((f) => f.player);
  expect(from("Red")).toEqual(["Red", "Yellow"]);
  expect(from("Blue")).toEqual(["Yellow", "Red"]);
  expect(from("Yellow")).toEqual(["Yellow", "Red"]);
  const steward = (row: { card?: string; attached?: string }[]) => crisesFor(s0, { systems: [] }, "arrow", 5, row).fate.filter((f) => f.player === "Yellow")[0].cards.map((c) => c.card);
  expect(steward([{ card: "F106" }, { card: "CC14", attached: "F117" }])).toEqual(["F107", "F110", "F111", "F116", "F120"]);
  // Magnate's only Crisis card in the Court: Red has no Fate Crisis left.
  expect(crisesFor(s0, { systems: [] }, "arrow", 5, [{ card: "CC14", attached: "F302" }]).fate.map((f) => f.player)).toEqual(["Yellow"]);
  // A step's lists are its own: changing one changes no later step's.
  const first = crisesFor(s0, { systems: [] }, "arrow", 5, []);
  first.fate[1].cards.splice(0, 3);
  first.fate[0].cards.pop();
  expect(steward([])).toEqual(["F106", "F107", "F110", "F111", "F116", "F117", "F120"]);
  expect(crisesFor(s0, { systems: [] }, "arrow", 5, []).fate[0].cards.map((c) => c.card)).toEqual(["F302"]);
});

test("BR p.27 with F513 Librarians' Crisis: it attaches above a Court card without an attached card; with none left, Forced Attach", () => {
  const s0 = crisesDue(false);
  const s: GameState = { ...s0, campaign: { ...(s0.campaign as CampaignState), players: (s0.campaign as CampaignState).players.map((p) => (p.colour === "Red" ? { ...p, fate: "FATE05" } : p)) } };
  const librarians = (row: { card?: string; attached?: string }[]) => crisesFor(s, { systems: [] }, "arrow", 5, row).fate.filter((f) => f.player === "Red")[0].cards.filter((c) => c.card === "F513")[0];
  expect(librarians([{ card: "AID01", attached: "CC11" }, { card: "CC14" }, { card: "CC01" }])).toMatchObject({ attachTo: [1, 2] });
  const forced = librarians([{ card: "AID01", attached: "CC11" }, { card: "CC14", attached: "CC12" }]);
  expect(forced).toMatchObject({ attachTo: [0, 1], forcedAttach: true });
  const lines = crisesLines(crisesFor(s, { systems: [] }, "arrow", 5, [{ card: "AID01", attached: "CC11" }, { card: "CC14" }]));
  expect(lines).toContain("Librarians: attach it above the Court card in slot 2");
  // Once attached in the Court it is no longer its holder's Fate Crisis (a Guild card has no Court Crisis).
  expect(crisesFor(s, { systems: [] }, "arrow", 5, [{ card: "CC14", attached: "F513" }]).fate.filter((f) => f.player === "Red")[0].cards.map((c) => c.card)).not.toContain("F513");
});

test("BR p.18 Removing Cards and p.27 Removal from Court: a Court Crisis that buries its card lets the attached card slide down, else the Court refills", () => {
  const s = crisesDue(false);
  const r = crisesFor(s, { systems: [] }, "arrow", 5, [{ card: "CC15", attached: "CC11" }, { card: "CC14", attached: "CC13" }, { card: "CC12" }]);
  expect(r.court.map((c) => [c.card, c.leaves])).toEqual([
    ["CC11", undefined], // Populist Demands does not remove itself
    ["CC15", { slot: 0, slidesDown: "CC11", refill: false }],
    ["CC13", { slot: 1, refill: false }], // an attached card leaving changes nothing below it
    ["CC14", undefined],
    ["CC12", { slot: 2, refill: true }],
  ]);
  const lines = crisesLines(r);
  expect(lines).toContain("Blight Looms leaves Court slot 1: CC11, attached to it, slides into the slot with its agents; no refill (BR p.27)");
  expect(lines).toContain("Diplomatic Fiasco leaves Court slot 2: it was an attached card: the card below stays (BR p.27)");
  expect(lines).toContain("Council Intrigue leaves Court slot 3: the Court refills the slot; agents go home unless the text moves them (BR p.18)");
});

test("blightCrises depends on the snapshot and the seats alone: no memory between calls (the core keeps no module state)", () => {
  const map = oneSystem([{ owner: "blight", kind: "blight", fresh: 1, damaged: 0 }, { owner: "Red", kind: "ship", fresh: 1, damaged: 0 }, { owner: "White", kind: "ship", fresh: 1, damaged: 0 }]);
  const first = blightCrises(map, seats);
  // White is seated in other seats: it takes hits there; asking again with the first seats is unchanged.
  const four: Colour[] = ["Red", "Blue", "Yellow", "White"];
  expect(blightCrises(map, four)[0].changes.map((c) => c.owner)).toEqual(["Red", "White"]);
  expect(blightCrises(map, seats)).toEqual(first);
  expect(blightCrises(JSON.parse(JSON.stringify(map)) as MapSnapshot, seats)).toEqual(first);
  // The same object changed in place is worked out as it is now.
  map.systems.push({ system: "3.1", pieces: [{ owner: "blight", kind: "blight", fresh: 0, damaged: 1 }] });
  expect(blightCrises(map, seats).map((b) => b.system)).toEqual(["2.2", "3.1"]);
});
