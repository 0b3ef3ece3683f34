import { LEADERS, Leader, leader, leaderBox, validateLeaders } from "../../../src/core/data/leaders";
import { LORE_CARDS, LoreCard, loreCard, loreText, validateLore } from "../../../src/core/data/lore";
import { baseLeaders, baseLore } from "../../support/baseGame";

function mustLeader(id: string): Leader {
  const l = leader(id);
  if (l === undefined) throw new Error(`no leader ${id}`);
  return l;
}

describe("leaders (rulebook p.3, p.21; card reference ARCS-LEAD01..08)", () => {
  test("p.3: the box's 8 leaders LEAD01..LEAD08 come first, with their card-reference names", () => {
    expect(baseLeaders().map((l) => `${l.id} ${l.name}`)).toEqual([
      "LEAD01 Elder",
      "LEAD02 Mystic",
      "LEAD03 Fuel-Drinker",
      "LEAD04 Upstart",
      "LEAD05 Rebel",
      "LEAD06 Warrior",
      "LEAD07 Feastbringer",
      "LEAD08 Demagogue",
    ]);
  });

  test("p.21 example: the Mystic starts with a Psionic and a Relic, 3 ships + city in A, 3 ships + starport in B, 2 ships in C", () => {
    const m = mustLeader("LEAD02");
    expect(m.resources).toEqual(["psionic", "relic"]);
    expect(leaderBox(m, "A")).toEqual({ ships: 3, building: "city" });
    expect(leaderBox(m, "B")).toEqual({ ships: 3, building: "starport" });
    expect(leaderBox(m, "C")).toEqual({ ships: 2 });
  });

  test("card reference: every leader has two named traits, e.g. Elder = Beloved + Just", () => {
    expect(baseLeaders().map((l) => l.abilities.map((a) => a.name).join("/"))).toEqual([
      "Beloved/Just",
      "Attuned/Cryptic",
      "Insatiable/Lavish",
      "Ambitious/Callow",
      "Committed/Disorganized",
      "Tactical/Violent",
      "Charismatic/Generous",
      "Bold/Paranoid",
    ]);
    expect(mustLeader("LEAD05").abilities[0].text).toBe("In **battle**, you collect 2 extra dice.");
    expect(mustLeader("LEAD08").abilities[1].text).toBe(
      "You cannot **secure** Guild cards with only 1 Loyal agent on them. *(You can secure Vox cards as normal.)* Ignore this if you Ransack the Court.",
    );
  });

  test("inferred card data (see leaders.ts): Rebel starts with a starport and no city; Feastbringer with two cities", () => {
    const rebel = mustLeader("LEAD05");
    expect([rebel.A, rebel.B, rebel.C]).toEqual([{ ships: 4, building: "starport" }, { ships: 4 }, { ships: 2 }]);
    const feast = mustLeader("LEAD07");
    expect([feast.A.building, feast.B.building, feast.C.ships]).toEqual(["city", "city", 3]);
    expect(mustLeader("LEAD03").resources).toEqual(["fuel", "fuel"]);
  });

  test("validation: real data valid; a bad resource, a bad box and a missing trait name file, id and field", () => {
    expect(validateLeaders()).toEqual([]);
    const leaders: Leader[] = LEADERS.map((l) => ({ ...l }));
    leaders[0] = { ...leaders[0], resources: ["relic", "gold" as never] };
    leaders[1] = { ...leaders[1], B: { ships: 3, building: "palace" as never } };
    leaders[2] = { ...leaders[2], abilities: [leaders[2].abilities[0]] };
    const errors = validateLeaders(leaders);
    expect(errors).toEqual([
      'src/core/data/leaders.ts: LEAD01 field resources: entry 2: "gold" is not a valid resource type',
      'src/core/data/leaders.ts: LEAD02 field B.building: "palace" is not a valid building (city or starport)',
      "src/core/data/leaders.ts: LEAD03 field abilities: has 1 entries, expected 2 to 3",
    ]);
  });
});

describe("lore (rulebook p.3, p.21; card reference ARCS-L01..L14)", () => {
  test("p.3: the box's 14 lore cards L01..L14 come first", () => {
    expect(baseLore().map((c) => c.id)).toEqual([
      "L01", "L02", "L03", "L04", "L05", "L06", "L07", "L08", "L09", "L10", "L11", "L12", "L13", "L14",
    ]);
    expect(loreCard("L01")?.name).toBe("Tool-Priests");
    expect(loreCard("L14")?.name).toBe("Seeker Torpedoes");
    expect(loreCard("L00")).toBeUndefined();
  });

  test("card reference: texts are transcribed paragraph by paragraph", () => {
    const tp = loreCard("L01") as LoreCard;
    expect(tp.text).toEqual([
      "**Summon (Build):** Once per turn, build 1 ship at ***any*** city you control.",
      "*Yes, even Rival cities you control!*",
    ]);
    expect(loreText(loreCard("L13") as LoreCard)).toBe(
      "This card has one resource slot with a raid cost of `symbol:key` `symbol:key` `symbol:key` `symbol:key`.\n\n" +
        "*(You can hold one resource here. It adds to your ambitions. You can spend it.)*",
    );
  });

  test("validation: real data valid; an out-of-order id, empty text and non-ASCII are reported", () => {
    expect(validateLore()).toEqual([]);
    const cards: LoreCard[] = LORE_CARDS.map((c) => ({ ...c }));
    cards[3] = { ...cards[3], id: "L4" };
    cards[5] = { ...cards[5], text: [] };
    cards[6] = { ...cards[6], name: "Repair Dr\u00f6nes" };
    expect(validateLore(cards)).toEqual([
      "src/core/data/lore.ts: L4 field id: expected L04 at position 4",
      "src/core/data/lore.ts: L06 field text: has 0 entries, expected 1 to 4",
      "src/core/data/lore.ts: L07 field name: use ASCII only",
    ]);
  });
});
