import { builtSave, SaveObject } from "../support/builtSave";
import { ACTION_CARDS } from "../../src/core/data/actionCards";
import { COURT_CARDS } from "../../src/core/data/court";
import { LEADERS } from "../../src/core/data/leaders";
import { LORE_CARDS } from "../../src/core/data/lore";
import { DECK_KINDS, dataCards } from "../../tools/table/decks";
import { campaignDeckSpecs } from "../../tools/table/campaignDecks";
import { tooltipText } from "../../tools/table/tooltipText";

/**
 * Markup a tooltip must not show (issue 33 item 6): the data's emphasis marks, backquotes, icon
 * tokens in brackets or as symbol:, the "--" that stands for a dash, and angle-bracket tags
 * (TTS's tooltips are plain text: whatever markup reaches them is shown as typed).
 */
const MARKUP = /[*`[\]<>]|symbol:|--/;

function markupIn(where: string, text: string): string[] {
  const m = MARKUP.exec(text);
  return m === null ? [] : [`${where}: "${text.slice(Math.max(0, m.index - 30), m.index + 30).replace(/\n/g, " / ")}"`];
}

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

describe("tooltips show no markup (issue 33 item 6)", () => {
  test("icons become words, counted when repeated or after a number; emphasis and -- go", () => {
    const l13 = LORE_CARDS.find((c) => c.text.some((t) => t.includes("`symbol:key` `symbol:key` `symbol:key` `symbol:key`")))!;
    expect(l13.id).toBe("L13");
    expect(tooltipText(l13.text.find((t) => t.includes("symbol:key"))!)).toBe("This card has one resource slot with a raid cost of 4 keys.");
    const bc22 = COURT_CARDS.find((c) => c.id === "BC22")!;
    expect(tooltipText(bc22.text[0])).toBe("Rivals cannot steal your resources and other Guild cards. (In battle they can steal this first and then spend key.)");
    expect(tooltipText("If you roll at least 3[hit], gain 3 Power")).toBe("If you roll at least 3 hits, gain 3 Power");
    expect(tooltipText("add 1 `symbol:intercept` to the attacker's roll")).toBe("add 1 intercept to the attacker's roll");
    expect(tooltipText("Their raid cost is [key] [key] each.")).toBe("Their raid cost is 2 keys each.");
    expect(tooltipText("advance [clock]1 for each; advance [clock] 2 if; advance 1 [clock] for each Power")).toBe(
      "advance 1 on the objective track for each; advance 2 on the objective track if; advance 1 on the objective track for each Power",
    );
    expect(tooltipText("If a [hex] or [arrow] was rolled; if [moon] was rolled")).toBe("If a Hex or Arrow was rolled; if Crescent was rolled");
    expect(tooltipText("[crisis]: **Resolve Crises**")).toBe("Crisis: Resolve Crises");
    expect(tooltipText("Swap 1 resource with that Rival--take a resource")).toBe("Swap 1 resource with that Rival\u2014take a resource");
  });

  test("every card of every deck, base and campaign, from the data (no build needed)", () => {
    const found: string[] = [];
    for (const kind of DECK_KINDS) for (const c of dataCards(kind)) found.push(...markupIn(c.id, c.description));
    for (const spec of campaignDeckSpecs()) for (const c of spec.cards) found.push(...markupIn(c.id, c.description));
    expect(found).toEqual([]);
  });

  test("every object of the built save: cards, pieces, boards, bags, zones", () => {
    const found: string[] = [];
    for (const o of builtSave().allObjects()) found.push(...markupIn(`${o.Nickname ?? o.Name} (${o.GMNotes || o.GUID})`, String(o.Description ?? "")));
    expect(found).toEqual([]);
  });

  test("the Fate of Steward says cities (the card reference's \"citites\" is not copied)", () => {
    const steward = campaignDeckSpecs().find((s) => s.kind === "campaign-fates")!.cards.find((c) => c.name.startsWith("Steward"))!;
    expect(steward.description).toContain("control over Outlaw cities");
  });
});
