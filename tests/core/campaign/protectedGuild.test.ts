/** Protected Guild cards (BR p.27), data-driven: the `protected` flag on the card data, honoured by the rules. */
import { guildRemovalRefusal, isProtectedGuildCard } from "../../../src/core/campaign/protectedGuild";
import { stealGuildCard } from "../../../src/core/court/court";
import { courtCard, COURT_CARDS } from "../../../src/core/data/court";
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import { FATE_SETS } from "../../../src/core/data/campaign/fateSets";
import { giveCard, tableWith } from "../court/fixtures";

/** A modder marks a card protected in the data (restored afterwards). */
function withProtected<T>(id: string, f: () => T): T {
  const def = courtCard(id) as { protected?: boolean };
  def.protected = true;
  try {
    return f();
  } finally {
    delete def.protected;
  }
}

test("BR p.27: a modder-marked protected Guild card cannot be stolen (raids and Guild Struggle use this steal)", () => {
  const t = tableWith(["Red", "Blue"], [{ card: "BC11", agents: {} }, { card: "BC13", agents: {} }, { card: "BC26", agents: {} }]);
  giveCard(t, "Blue", "BC02");
  expect(stealGuildCard(t, "Red", "Blue", "BC02").ok).toBe(true);
  withProtected("BC02", () => {
    expect(isProtectedGuildCard("BC02")).toBe(true);
    expect(stealGuildCard(t, "Red", "Blue", "BC02")).toEqual({
      ok: false,
      reason: "Mining Interest (BC02, Material Guild) is a protected Guild card: it leaves Blue's play area only when Blue Provokes Outrage of its suit (BR p.27)",
    });
    // Its holder's own Outrage of its suit still removes it; anything else is refused.
    expect(guildRemovalRefusal("BC02", "Blue", "material")).toBeUndefined();
    expect(guildRemovalRefusal("BC02", "Blue", "fuel")).toMatch(/is a protected Guild card/);
  });
  expect(isProtectedGuildCard("BC02")).toBe(false);
});

test("BR p.27 figure: Parade Fleets (F202, Fuel) is protected -- still lost to its holder's Fuel Outrage; no CC card is marked (the seeds lose the icon)", () => {
  expect(isProtectedGuildCard("F202")).toBe(true);
  expect(guildRemovalRefusal("F202", "Red")).toBe("Parade Fleets (F202) is a protected Guild card: it leaves Red's play area only when Red Provokes Outrage of its suit (BR p.27)");
  expect(guildRemovalRefusal("F202", "Red", "fuel")).toBeUndefined();
  expect(CAMPAIGN_COURT_CARDS.filter((c) => c.protected === true)).toEqual([]);
  expect(COURT_CARDS.filter((c) => c.protected === true)).toEqual([]);
  // Only Guild cards carry the flag.
  for (const set of FATE_SETS) for (const c of set) if (c.protected === true) expect(c.type).toBe("Guild");
  expect(isProtectedGuildCard("CC01")).toBe(false);
  expect(guildRemovalRefusal("CC14", "Red")).toBeUndefined();
});
