/**
 * "You have" counts the Imperial Trust for the First Regent (issue 29 item 6): FAQ "Resources 'You
 * Have'" ("This includes the Imperial Trust ... even if they are frozen ... apply to cards like
 * Keeper's Solidarity and Skirmishers"); BR p.27 Counting ("count everything in your play area,
 * including on cards and on tiles such as the First Regent tile"). The campaign module gives the
 * base rules the First Regent's frozen resources from the state (src/core/campaign/frozenTrust.ts).
 */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import type { Command, GameState } from "../../../src/core/game/types";
import type { TableState } from "../../../src/core/court/types";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import type { CampaignState } from "../../../src/core/campaign/types";
import { withTrustIn } from "../../../src/core/campaign/frozenTrust";
import { skirmishRerollLimit, weaponIcons } from "../../../src/core/powers/battlePowers";
import { countResources } from "../../../src/core/resources/resources";
import { giveCard, player, tableWith } from "../court/fixtures";
import { refusal, run } from "../game/helpers";
import { startCampaign } from "./fixtures";

const SEATS = ["Red", "Blue", "Yellow"] as const;
const HANDS = [
  ["aggression-3", "construction-2", "administration-4", "mobilization-5", "construction-6", "aggression-6"],
  ["construction-3", "aggression-4", "administration-5", "mobilization-6", "administration-6", "mobilization-4"],
  ["construction-4", "aggression-5", "administration-2", "mobilization-2", "mobilization-3", "administration-3"],
];

/** A 3-player Act I in play; Red (the Steward, F101A) is First Regent with `trust` in the Imperial Trust. */
function game(trust: string[]): GameState {
  const dealt = ([] as string[]).concat(...HANDS);
  const s = startCampaign({
    type: "startCampaign", seats: [...SEATS], actionDeck: dealt.concat(campaignActionDeck(3).filter((id) => !dealt.includes(id))),
    courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id), governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"],
  });
  const played = run(s, { type: "shuffleDiscard", order: s.discard.slice() });
  return { ...played, campaign: { ...(played.campaign as CampaignState), trust } };
}

/** Red holds Court Enforcers (BC14, one Weapon icon) and no resources; slot 1's card has 2 Blue agents. */
function court(): TableState {
  const t = tableWith([...SEATS], [{ card: "BC02", agents: { Blue: 2 } }, { card: "BC03", agents: {} }, { card: "BC04", agents: {} }, { card: "BC05", agents: {} }]);
  giveCard(t, "Red", "BC14");
  return t;
}

const abduct = (t: TableState): Command => ({ type: "cardAction", player: "Red", action: { kind: "abduct", slot: 0, court: t } }) as Command;

describe("FAQ 'Resources You Have', BR p.27: the Imperial Trust is the First Regent's, frozen or not", () => {
  test("BR p.27 Counting: withTrustIn gives the First Regent the Trust as frozen resources, and nobody else any", () => {
    const c = game(["weapon", "relic"]).campaign as CampaignState;
    const t = court();
    const forged = { ...t, players: t.players.map((p) => (p.colour === "Blue" ? { ...p, frozen: ["weapon" as const] } : p)) };
    const out = withTrustIn(forged, c);
    expect(player(out, "Red").frozen).toEqual(["weapon", "relic"]);
    expect(player(out, "Blue").frozen).toBeUndefined();
    expect(countResources(player(out, "Red"), "relic")).toBe(1);
    expect(countResources(player(out, "Blue"), "weapon")).toBe(0);
    // The table as read is never changed in place (a command's data).
    expect(player(t, "Red").frozen).toBeUndefined();
  });

  test("FAQ 'Resources You Have' names Skirmishers: its reroll limit counts the Trust's Weapons (CC05, the campaign's Skirmishers)", () => {
    const c = game(["weapon", "weapon"]).campaign as CampaignState;
    const t = court();
    player(t, "Red").guildCards.push("CC05");
    // Court Enforcers and Skirmishers are Weapon Guild cards (2 icons); the Trust adds 2.
    expect(skirmishRerollLimit(player(t, "Red"))).toBe(2);
    expect(skirmishRerollLimit(player(withTrustIn(t, c), "Red"))).toBe(4);
    expect(weaponIcons(player(withTrustIn(t, { ...c, firstRegent: "Blue" }), "Red"))).toBe(2);
  });

  test("BC14 Abduct 'fewer Rival agents than your total Weapon icons from resources and cards': through the engine, the Trust's Weapons count for the First Regent", () => {
    const t = court();
    // Red leads Aggression 3: Abduct (Battle) is taken instead of a Battle action (p.20).
    const without = run(game([]), { type: "lead", player: "Red", card: "aggression-3" });
    expect(refusal(without, abduct(t))).toBe(
      "Court Enforcers (BC14, Weapon Guild): Mining Interest (BC02, Material Guild) has 2 Rival agent(s); you Abduct only below your 1 Weapon icon(s)",
    );
    const withTrust = run(game(["weapon", "weapon"]), { type: "lead", player: "Red", card: "aggression-3" });
    const after = run(withTrust, abduct(t));
    expect(after.events.map((e) => e.text).join("\n")).toContain("Red Abducts 2 Rival agent(s)");
  });

  test("BR p.27 'Rivals can steal and take frozen resources', BR p.21 'cards such as Silver-Tongues can steal them': Blue's Silver-Tongues steals a Relic off the Trust; Sworn Guardians stops it", () => {
    const blueTurn = (trust: string[]) =>
      run(game(trust), { type: "lead", player: "Red", card: "aggression-3" }, { type: "endTurn", player: "Red" }, { type: "follow", player: "Blue", card: "aggression-4", mode: "surpass" });
    const t = court();
    giveCard(t, "Blue", "BC20");
    const steal = (table: TableState, frozen: string): Command =>
      ({ type: "cardAction", player: "Blue", action: { kind: "prelude", choice: { card: "BC20", steal: [{ from: "Red", slot: 0, frozen }] }, court: table } }) as Command;
    const after = run(blueTurn(["relic", "weapon"]), steal(t, "relic"));
    expect((after.campaign as CampaignState).trust).toEqual(["weapon"]);
    expect(after.events.map((e) => e.text).join("\n")).toContain("relic is stolen from the Imperial Trust on Red's First Regent tile (BR p.27)");
    // Not in the Trust: refused, the Trust unchanged.
    expect(refusal(blueTurn(["weapon"]), steal(t, "relic"))).toBe("Red has no frozen Relic (the Imperial Trust) to steal");
    // Sworn Guardians held by the First Regent: "Rivals cannot steal your resources".
    const guarded = court();
    giveCard(guarded, "Blue", "BC20");
    giveCard(guarded, "Red", "BC22");
    expect(refusal(blueTurn(["relic"]), steal(guarded, "relic"))).toBe("Red has Sworn Guardians (BC22, Relic Guild): Rivals cannot steal their resources");
  });
});
