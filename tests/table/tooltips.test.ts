import { builtSave, SaveObject } from "../support/builtSave";
import { ACTION_CARDS } from "../../src/core/data/actionCards";
import { COURT_CARDS } from "../../src/core/data/court";
import { LEADERS } from "../../src/core/data/leaders";
import { LORE_CARDS } from "../../src/core/data/lore";

/** Cards by their data id (GMNotes). */
function cards(): Map<string, SaveObject> {
  const m = new Map<string, SaveObject>();
  for (const o of builtSave().allObjects()) if (o.Name === "CardCustom" && o.GMNotes) m.set(o.GMNotes, o);
  return m;
}

describe("tooltips on the built save", () => {
  test("every card's Description holds its text from the data", () => {
    const all = cards();
    expect(all.size).toBeGreaterThanOrEqual(ACTION_CARDS.length + COURT_CARDS.length + LEADERS.length + LORE_CARDS.length);
    for (const [id, o] of all) expect(`${id}: ${String(o.Description ?? "")}`).toMatch(new RegExp(`^${id}: \\S`));
  });

  test("p.8-10: an action card's tooltip gives suit, number, pips and what leading, surpassing, pivoting and copying it gives", () => {
    const d = String(cards().get("aggression-5")!.Description);
    const card = ACTION_CARDS.find((c) => c.id === "aggression-5")!;
    expect(d).toContain(`Aggression 5, ${card.pips} pip`);
    expect(d).toContain(`Lead or Surpass: ${card.pips} Aggression action${card.pips === 1 ? "" : "s"} (battle, move or secure)`);
    expect(d).toContain("Pivot (face up, another suit): 1 Aggression action (battle, move or secure)");
    expect(d).toContain("Copy (face down): 1 action of the lead suit");
    expect(d).toContain("may declare Keeper");
    expect(String(cards().get("construction-1")!.Description)).toContain("declares no ambition");
    expect(String(cards().get("mobilization-7")!.Description)).toContain("may declare any ambition");
  });

  test("Court, Leader and Lore tooltips carry the card's printed text without Markdown marks", () => {
    const all = cards();
    const guild = COURT_CARDS.find((c) => c.kind === "guild" && c.raidCost !== undefined)!;
    const g = String(all.get(guild.id)!.Description);
    expect(g).toContain(`raid cost ${guild.raidCost}`);
    expect(g).toContain(guild.text[guild.text.length - 1].replace(/\*+/g, ""));
    const leader = LEADERS[0];
    expect(String(all.get(leader.id)!.Description)).toContain(`${leader.abilities[0].name}: `);
    for (const l of LORE_CARDS) expect(String(all.get(l.id)!.Description)).not.toMatch(/\*/);
  });
});

describe("pieces and boards say what they are", () => {
  test("every object a player can hover (not a scripting zone) has a Description", () => {
    const silent = builtSave()
      .allObjects()
      .filter((o) => o.Name !== "ScriptingTrigger" && String(o.Description ?? "").trim() === "")
      .map((o) => `${o.Nickname ?? o.Name} (${o.GUID})`);
    expect(silent).toEqual([]);
  });
});
