/**
 * Issue 35: Fate-set Guild cards that reprint base Court cards have their base card's rules once
 * secured from the Court (BR p.28 step A puts them in the Court deck; BR p.27 "Guild cards" as the
 * CC cards' `sameAs`). The list is data (src/core/data/campaign/fateSetTwins.ts); this test holds it
 * to seed 003's texts and shows the core's powers applying to the Fate card ids.
 */
import { FATE_SETS } from "../../../src/core/data/campaign/fateSets";
import { FATE_SET_TWINS, fateSetTwinOf } from "../../../src/core/data/campaign/fateSetTwins";
import { COURT_CARDS, courtCard } from "../../../src/core/data/court";
import { baseCardOf, courtPower, suppliesKept } from "../../../src/core/powers/courtPowers";
import { courtPrelude } from "../../../src/core/powers/preludePowers";
import { stealGuildCard } from "../../../src/core/court/court";
import { campaignCourtCards } from "../../../src/core/campaign/courtCards";
import { player, setResources, tableWith } from "../court/fixtures";

/** Rules text as words: markup, punctuation and spacing aside, "a" read as "1" (Silver-Tongues' "steal 1 Guild card" is seed 003's F1207). */
function words(text: readonly string[]): string {
  return text.join(" ").replace(/\*/g, "").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim().replace(/\ba\b/g, "1");
}

const FATE_GUILD = ([] as { id: string; name: string; text: string[]; textGiven?: false; type: string }[]).concat(...FATE_SETS.map((s) => s as never)).filter((c) => c.type === "Guild");

describe("seed 003: Fate-set reprints of base Court cards (fateSetTwins.ts)", () => {
  test("each listed Fate card is a Fate-set Guild card with its base card's name and rules text", () => {
    const bad: string[] = [];
    for (const id of Object.keys(FATE_SET_TWINS)) {
      const f = FATE_GUILD.find((c) => c.id === id);
      const b = courtCard(FATE_SET_TWINS[id]);
      if (f === undefined || b === undefined || b.kind !== "guild") bad.push(`${id}: not a Fate-set Guild card, or ${FATE_SET_TWINS[id]} not a base Guild card`);
      else if (f.name !== b.name || f.textGiven === false || words(f.text) !== words(b.text)) bad.push(`${id} ${f.name}: not ${b.id} ${b.name}'s text`);
    }
    expect(bad).toEqual([]);
    expect(Object.keys(FATE_SET_TWINS)).toHaveLength(30);
  });

  test("no Fate-set Guild card with a base card's name and text is left out (Galactic Bards F117 has no text in seed 003: not one)", () => {
    const missing = FATE_GUILD.filter((f) => COURT_CARDS.some((b) => b.name === f.name && f.textGiven !== false && words(f.text) === words(b.text)) && fateSetTwinOf(f.id) === undefined);
    expect(missing.map((f) => f.id)).toEqual([]);
    expect(fateSetTwinOf("F117")).toBeUndefined();
    expect(fateSetTwinOf("F202")).toBeUndefined();
    expect(fateSetTwinOf("constructor")).toBeUndefined();
  });
});

describe("BR p.27-28: a reprint has its base card's power in the core, by its own id", () => {
  test("Material Cartel F307 and Fuel Cartel F308 keep their supply as BC03/BC06 do; Galactic Bards F610 declares on a Surpass as BC25", () => {
    expect(suppliesKept("F307")).toBe("material");
    expect(suppliesKept("F308")).toBe("fuel");
    expect(courtPower("F610")).toBe(courtPower("BC25"));
    expect(baseCardOf("F1007")).toBe("BC12");
    // A Fate card that reprints nothing keeps no base power.
    expect(courtPower("F202")).toBeUndefined();
  });

  test("Loyal Engineers F605 (BC01) is kept on Outrage in the Court's card table; Construction Union F208 (BC05) is not", () => {
    expect(campaignCourtCards("F605")).toEqual({ kind: "guild", suit: "material", keptOnOutrage: true });
    expect(campaignCourtCards("F208")).toEqual({ kind: "guild", suit: "material", keptOnOutrage: false });
  });

  test("Silver-Tongues F1207 (BC20) Prelude: steals a Guild card; Sworn Guardians F1616 (BC22) guards the other Guild cards and is buried when stolen", () => {
    const t = tableWith(["Red", "Blue"], []);
    player(t, "Blue").guildCards.push("F1207");
    player(t, "Red").guildCards.push("F1616", "F306");
    setResources(t, "Red", ["relic"]);
    const steal = (card: string) => courtPrelude(t, "Blue", { card: "F1207", guildCard: { from: "Red", card } });
    const guarded = steal("F306");
    expect(guarded.ok).toBe(false);
    if (!guarded.ok) expect(guarded.reason).toBe("Red has Sworn Guardians (F1616): Rivals cannot steal their other Guild cards");
    const r = steal("F1616");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(player(r.value.table, "Blue").guildCards).toEqual([]);
    expect(player(r.value.table, "Red").guildCards).toEqual(["F306"]);
    expect(r.value.table.court.deck[r.value.table.court.deck.length - 1]).toBe("F1616");
    // A resource is guarded too (BC22 "Rivals cannot steal your resources").
    const res = courtPrelude(t, "Blue", { card: "F1207", steal: [{ from: "Red", slot: 0 }] });
    expect(res.ok ? "" : res.reason).toBe("Red has Sworn Guardians (BC22, Relic Guild): Rivals cannot steal their resources");
  });

  test("a raid steals Prison Wardens F306 at BC12's raid cost; a Fate card that reprints nothing (Material Liaisons F405) still cannot be stolen, and a protected one (Parade Fleets F202) says so (BR p.27)", () => {
    const t = tableWith(["Red", "Blue"], []);
    player(t, "Red").guildCards.push("F306", "F405", "F202");
    expect(courtCard(baseCardOf("F306"))?.raidCost).toBe(courtCard("BC12")?.raidCost);
    const r = stealGuildCard(t, "Blue", "Red", "F306");
    expect(r.ok && player(r.value, "Blue").guildCards).toEqual(["F306"]);
    const refused = stealGuildCard(t, "Blue", "Red", "F405");
    expect(refused.ok ? "" : refused.reason).toBe("F405 has no raid cost and cannot be stolen");
    const kept = stealGuildCard(t, "Blue", "Red", "F202");
    expect(kept.ok ? "" : kept.reason).toBe("Parade Fleets (F202) is a protected Guild card: it leaves Red's play area only when Red Provokes Outrage of its suit (BR p.27)");
  });
});
