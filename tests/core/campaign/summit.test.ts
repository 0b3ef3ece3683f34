/** Summit actions that change titles, the First Regent tile, the Trust, the Council and Favors (BR pp.16-17). */
import { CAMPAIGN_COURT_CARDS } from "../../../src/core/data/campaign/campaignCourt";
import type { Command, GameState } from "../../../src/core/game/types";
import type { Colour } from "../../../src/core/data/vocabulary";
import { campaignActionDeck } from "../../../src/core/campaign/flow";
import { startCampaign } from "./fixtures";
import type { CampaignState } from "../../../src/core/campaign/types";
import { end, lead, refusal, run } from "../game/helpers";
import { rulesBookletOf } from "../../../src/core/campaign/booklet";
import { summitReminders } from "../../../src/core/campaign/summit";
import { FATE_SETS } from "../../../src/core/data/campaign/fateSets";

const HANDS = [
  ["construction-2", "aggression-3", "administration-4", "mobilization-5", "construction-6", "aggression-6"],
  ["EVENT1", "construction-3", "aggression-4", "administration-5", "mobilization-6", "administration-6"],
  ["EVENT2", "construction-4", "aggression-5", "administration-2", "mobilization-2", "mobilization-3"],
];

/** Red (First Regent) has called a Summit after a round with Events. */
function inSummit(power: number[] = [3, 6, 4], laws: string[] = []): GameState {
  const dealt = ([] as string[]).concat(...HANDS);
  let s = startCampaign({
    type: "startCampaign", seats: ["Red", "Blue", "Yellow"], actionDeck: dealt.concat(campaignActionDeck(3).filter((id) => !dealt.includes(id))),
    courtDeck: CAMPAIGN_COURT_CARDS.map((c) => c.id), governOrder: ["AID04", "AID03", "AID05"], fates: ["FATE01", "FATE02", "FATE03"],
  });
  s = run(s, { type: "shuffleDiscard", order: s.discard.slice() });
  s = run(s, lead("Red", "construction-2"), end("Red"), { type: "playEvent", player: "Blue", card: "EVENT1" } as Command, end("Blue"),
    { type: "playEvent", player: "Yellow", card: "EVENT2" } as Command, end("Yellow"));
  if (laws.length > 0) s = { ...s, campaign: { ...campaign(s), rulesBooklet: { ...rulesBookletOf(campaign(s)), laws: laws.map((id) => [id]) } } };
  s = run(s, { type: "eventSummit", player: "Red", call: true } as Command);
  return { ...s, players: s.players.map((p, i) => ({ ...p, power: power[i] })) };
}

const campaign = (s: GameState) => s.campaign as CampaignState;
const act = (player: Colour, action: string, rival?: Colour, count?: number) => ({ type: "summit", player, action, rival, count }) as Command;

describe("Summits (BR pp.16-17)", () => {
  test("BR p.16 Leave the Empire: the First Regent tile goes to the Regent with the most Power; the Trust stays", () => {
    let s = inSummit();
    s = { ...s, campaign: { ...campaign(s), trust: ["relic"] } };
    expect(refusal(s, act("Blue", "leaveEmpire"))).toBe("only Red, who called the Summit, Calls to Order (BR p.16)");
    s = run(s, act("Red", "leaveEmpire"));
    expect(campaign(s).players[0].title).toBe("outlaw");
    expect(campaign(s).firstRegent).toBe("Blue");
    expect(campaign(s).trust).toEqual(["relic"]);
  });

  test("BR p.16: leaving with no Regents left returns the Trust, costs 1 Power per resource; Revive the Empire", () => {
    let s = inSummit();
    s = { ...s, campaign: { ...campaign(s), trust: ["relic", "fuel"], players: campaign(s).players.map((p) => (p.colour === "Red" ? p : { ...p, title: "outlaw" as const })) } };
    s = run(s, act("Red", "leaveEmpire"));
    expect(campaign(s).firstRegent).toBeUndefined();
    expect(campaign(s).trust).toEqual([]);
    expect(s.players[0].power).toBe(1);
    s = run(s, act("Red", "reviveEmpire"));
    expect(campaign(s)).toMatchObject({ firstRegent: "Red" });
    expect(campaign(s).players[0].title).toBe("regent");
  });

  test("BR pp.16-17: Favors are promised, returned only as held; only the First Regent invites an Outlaw", () => {
    let s = inSummit();
    s = { ...s, campaign: { ...campaign(s), players: campaign(s).players.map((p) => (p.colour === "Yellow" ? { ...p, title: "outlaw" as const } : p)) } };
    s = run(s, act("Blue", "promiseFavor", "Red"), act("Blue", "promiseFavor", "Red"));
    expect(campaign(s).players[0].favors).toEqual(["Blue", "Blue"]);
    expect(refusal(s, act("Red", "returnFavors", "Blue", 3))).toBe("Red holds 2 of Blue's Favors, not 3");
    s = run(s, act("Red", "returnFavors", "Blue", 2));
    expect(campaign(s).players[0].favors).toEqual([]);
    expect(refusal(s, act("Blue", "inviteToEmpire", "Yellow"))).toBe("only the First Regent can Invite to Empire (BR p.17)");
    s = run(s, act("Red", "inviteToEmpire", "Yellow"));
    expect(campaign(s).players[2].title).toBe("regent");
    expect(refusal(s, { type: "rollEventDice", player: "Red", event: "crisis", planet: "hex", cluster: 2 } as Command)).toBe(
      "first finish the Summit called by Red (BR p.16)",
    );
    s = run(s, act("Red", "end"));
    expect(campaign(s).eventPhase?.step).toBe("roll");
  });

  test("seed 003 Summit cards (F319, F414, F514, F1212, F1411, F1511): a Summit called tells the Negotiation actions of those in the rules booklet", () => {
    const told = (s: GameState) => s.events.filter((e) => e.kind === "eventPhase").map((e) => (e as { text: string }).text);
    expect(told(inSummit())).toEqual(["Red calls a Summit (BR p.16)"]);
    const s = inSummit(undefined, ["F1508", "F1511", "F414", "F1411"]);
    expect(told(s)).toEqual([
      "Red calls a Summit (BR p.16)",
      // F414: "In Summits, you can take a new Negotiation action, Transfer Guild Support: Give a Guild card. This requires the Advocate's consent if they are in play."
      "in this Summit, Guild Negotiations: Transfer Guild Support, give a Guild card (Advocate's consent; forced by Favors = its raid cost) (F414)",
      // F1411: "In Summits, you can take a new Negotiation action, Forgive: Take a Rival's Outrage as a Favor."
      "in this Summit, Reconcile with the Outraged: Forgive, take a Rival's Outrage agent into your play area as a Favor (forced by giving a Psionic) (F1411)",
      // F1511: "Broker Peace: Flip a Ceasefire token from War to Peace, with the consent of players who control at least 2 systems in total in that cluster, including yourself."
      "in this Summit, Peace Accords: Broker Peace, flip a Ceasefire to Peace with consent of those controlling 2+ systems in its cluster (a Rival's forced by 1 of their Favors) (F1511)",
    ]);
  });

  test("seed 003 Summit cards: each Summit card of the Fate Sets has its reminder (F319, F514, F1212 too)", () => {
    const ids = FATE_SETS.flatMap((set) => set).filter((c) => c.type === "Summit").map((c) => c.id);
    expect(ids).toEqual(["F319", "F414", "F514", "F1212", "F1411", "F1511"]);
    const texts = summitReminders({ ...campaign(inSummit()), rulesBooklet: { edicts: [], laws: ids.map((id) => [id]) } });
    expect(texts.map((t) => t.slice(t.lastIndexOf("(") + 1, -1))).toEqual(ids);
    // F319: "players may only give a resource with Transfer Asset if they have the consent of the player with the Monopoly for that resource."
    expect(texts[0]).toContain("Transfer Asset of a resource needs its Monopoly holder's consent");
    // F514: "Transfer Lore ... cannot be forced with Return Favors. Transfer Golem ... Favors equal in number to the Golem's raid cost."
    expect(texts[1 + 1]).toContain("Transfer Lore (never forced), Transfer Golem (forced by Favors = its raid cost)");
    // F1212: "Rivals of the Pirate can take a new Negotiation action, Share Rumor: A Rival places their Loyal agent on a Rumor token that has your Loyal agent."
    expect(texts[3]).toContain("Share Rumor, a Rival of the Pirate puts their Loyal agent on a Rumor token with yours");
  });
});
