/**
 * The 24 Fates of The Blighted Reach (ARCS-FATE01..24): name, letter, Fate Set and Path to Power.
 * Texts from seed 003's card reference. The letter is not in the seed's card text: FATE01-08 are
 * "A", 09-16 "B", 17-24 "C" (BR p.2: "8 each of A, B, and C"; their paths start in Act I, II and III
 * respectively) -- see docs/rules-decisions-campaign.md.
 */
import type { Act, Fate, FatePath } from "./fateTypes";

/**
 * A Fate's row, written as a call to keep Global's Lua small (flavour last: the Lua build prunes it,
 * and each path's text, with the other printed text: tools/lib/luaProse.ts). From its number: its id
 * (FATE01), its Fate Set (the same number) and its letter (01-08 "A", 09-16 "B", 17-24 "C", above);
 * its paths' Acts run to Act III (validateCampaign.ts holds them to the letter: "A" from Act I...).
 */
function fate(n: number, name: string, paths: Partial<FatePath>[], flavour?: string): Fate {
  const acts: Act[] = ["I", "II", "III"];
  for (let i = 0; i < paths.length; i++) paths[i].act = acts[3 - paths.length + i];
  return { id: `FATE${n < 10 ? "0" : ""}${n}`, name, letter: n < 9 ? "A" : n < 17 ? "B" : "C", set: n, flavour, paths } as Fate;
}

export const FATES: readonly Fate[] = [
  fate(1, "Steward", [
    { text: "Assert your authority by winning Ambitions as the First Regent." },
    { text: "Extend the Empire's control and fill the Imperial Trust." },
    // The card reference misspells "cities" ("citites"); the table shows the word spelt right.
    { text: "Solidify the Empire's control over Outlaw cities and fill the Imperial Trust as the First Regent." },
  ], "Hold together a fragmenting empire while navigating fractious court politics."),
  fate(2, "Founder", [
    { text: "Fulfill your ambitions and control systems as an Outlaw." },
    { text: "Lead the Commonwealth and spread Free cities across the map." },
    { text: "Protect the Free cities from control by the Empire and players outside the Commonwealth." },
  ], "Build a new order founded on mutual respect and collective action."),
  fate(3, "Magnate", [
    { text: "Barter for resources and Favors from Rivals during Summits." },
    { text: "Take and hold Monopolies over the resource supplies." },
    { text: "Hold Monopolies and escape the Reach with your riches." },
  ], "Corner the market and dominate the Reach with your commercial prowess."),
  fate(4, "Advocate", [
    { text: "Use and recover as many Guild cards as you can while proving yourself to the Guild Overseers." },
    { text: "Have more Guild cards than your Rivals in a variety of suits." },
    { text: "Fill the Court with Guild cards and keep a variety of Guild suits." },
  ], "Connect with the ancient guilds of the Reach and make yourself indispensable."),
  fate(5, "Caretaker", [
    { text: "Control and awaken the Sleeping Golems, then use them." },
    { text: "Collect lore from the Court and from your Rivals in Summits." },
    { text: "Use your Golems to scrap your lore and the Golems themselves." },
  ], "Awaken the Golems to safeguard the wisdom of the Precursors."),
  fate(6, "Partisan", [
    { text: "Get initiative even if you Provoke Outrage, and fulfill the ambitions favored by your supporters." },
    { text: "Hold initiative and gather Guild support to burnish your image." },
    { text: "Have the most Guild cards and continue to hold the initiative." },
  ], "Destroy the oppressors of the Reach by any means necessary."),
  fate(7, "Admiral", [
    { text: "Prove yourself by enlarging the Imperial fleet and using it in battle to take Trophies." },
    { text: "Exert Imperial control of planets and dominate your foes, Regents and Outlaws alike." },
    { text: "Control the Reach's planets and build the strongest navy." },
  ], "Restore the strength of the Empire's fleet and claim your rightful throne."),
  fate(8, "Believer", [
    { text: "Add Faithful action cards into play while winning ambitions." },
    { text: "Establish the Ideals of your faith by declaring ambitions with Faithful cards and fulfilling them." },
    { text: "Insist that the ambitions with Ideals are consistently declared." },
  ], "Open their eyes to the Truth."),
  fate(9, "Pathfinder", [
    { text: "Search for clues and locate the secret Portal. **Abandon your buildings for a Flagship.**" },
    { text: "Guide the Pilgrims to the Portal. **Rivals can gain Power by drawing ships into the Portal.**" },
  ], "There's rumor of a Reach beyond our Reach. We must escape the decay engulfing us here."),
  fate(10, "Hegemon", [
    { text: "Plant Banners of a new order on planets you dominate. **Abandon your buildings for a Flagship and lose some of your fleet forever, but replenish your fleet.**" },
    { text: "Keep many Banners on the map. **Rivals can gain Power by holding them as Trophies.**" },
  ], "Division breeds chaos. Order demands that we follow one banner, think with one mind."),
  fate(11, "Planet Breaker", [
    { text: "Collect the Hammer Fragments to repair the Planet Hammer, then break a planet. **Abandon your buildings for a Flagship.**" },
    { text: "Fill the Reach with Outrage and destroy buildings by breaking planets. **Rivals can clear Outrage and gain resources by resettling Refugees.**" },
  ], "There are simply too many of us."),
  fate(12, "Pirate", [
    { text: "Fill your Pirate Hoard with stolen resources. **Abandon your buildings for a Flagship, but replenish your fleet.**" },
    { text: "Keep your Pirate Haven secret and safe. **Rivals can gain Power by finding the Haven.**" },
  ], "The merchants have stripped us of our wealth, but riches await those who would seize them."),
  fate(13, "Blight Speaker", [
    { text: "Spread the Blight and study them while winning ambitions. **Replenish your fleet.**" },
    { text: "Dominate the Warlord ambition and ensure the Blight is well-fed.**Rivals can gain Power by hunting Blight.**" },
  ], "The very air of the blighted worlds seems to pulse. The vines grow with purpose and design. We only need to listen."),
  fate(14, "Pacifist", [
    { text: "Commit to taking no Trophies or Captives while spreading Psionic energy. **Clear all your Outrage and replenish your fleet.**" },
    { text: "Commit to pacifism while ensuring your Rivals have a Psionic connection. **Rivals will benefit from your efforts.**" },
  ], "The Reach is dying. To heal our wounds, we must feel each other's pain."),
  fate(15, "Peacekeeper", [
    { text: "Control Weapons planets and confiscate Weapons. **Clear your Outrage but Provoke Weapon Outrage. Replenish your fleet. Warlord is now worthless to you.**" },
    { text: "Enforce peace with Ceasefires. **Rivals can gain Power by controlling systems at peace.**" },
  ], "For the sake of peace, we must eliminate the tools of suffering."),
  fate(16, "Warden", [
    { text: "Become a Lord by establishing Fiefs and controlling their Seat cities. **Replenish your fleet.**" },
    { text: "Keep hold of your Fiefs as feudalism spreads through the Reach. **Rivals can gain Power as Lords of their own Fiefs.**" },
  ], "The Reach is too wide for any one empire to hold together. To keep it safe, we must return to the old ways."),
  fate(17, "Overlord", [
    { text: "Rule over those who despise you by controlling Outraged planets and holding Outraged resources. **You may abandon your Flagship to replenish your fleet. When the Edicts are called, your Outrage will make you lose Power as the Reach rejects your rule.**" },
  ], "I won't bow to you any longer. Tremble before me!"),
  fate(18, "Survivalist", [
    { text: "Build Bunkers across the planets of the Reach and take Captives into them, protecting them against the Blight. **You may abandon your Flagship to replenish your fleet. You can no longer declare Tyrant, and you gain less Power from winning ambitions.**" },
  ], "The storm is here. Let me offer you shelter."),
  fate(19, "Redeemer", [
    { text: "Collect the Relics and then destroy them. **You may abandon your Flagship to replenish your fleet. Provoke Relic Outrage. Keeper is harder for you and can make you lose Power.**" },
  ], "The Precursors taught us violence. The Keepers perpetuate it. A better future means forgetting the past."),
  fate(20, "Guardian", [
    { text: "Protect the Reach with the new Edenguard ambition--control the most Material and Fuel planets--and by capturing Material and Fuel. **You may abandon your Flagship to replenish your fleet. Provoke Material and Fuel Outrage. Tycoon is now worthless to you.**" },
  ], "Our cities are symbols of our shame. If we keep exploiting the bounties of the Reach, nothing will remain."),
  fate(21, "Naturalist", [
    { text: "Show that Blight is not a threat with the new Blightkin ambition--control the most systems with fresh Blight. You can move and repair Blight, and you can stop Blight Crises in systems with Loyal ships. **You may abandon your Flagship to replenish your fleet. Damaging and destroying Blight now makes you scrap agents.**" },
  ], "Blight is beautiful. All it needs is a patient gardener."),
  fate(22, "Gate Wraith", [
    { text: "Collapse gates to create Passages into the central area of the map, the Twisted Passage, and then control it. **You may abandon your Flagship to replenish your fleet. The Twisted Passage is a space-time anomaly that connects the map in new, strange ways and brings ships back from the dead.**" },
  ], "Find the way... Reunite... Make whole..."),
  fate(23, "Conspirator", [
    { text: "Plot Conspiracies to predict who will win ambitions or tie for first place. But don't be too obvious--Rivals can foil you by guessing them. **You may abandon your Flagship to replenish your fleet. You can no longer declare ambitions yourself.**" },
  ], "Yes, it was me! I was pulling the strings from the start!"),
  fate(24, "Judge", [
    { text: "Balance the Reach by ensuring players tie for first place in ambitions. **You may abandon your Flagship to replenish your fleet. Rivals can now steal your Trophies and Captives. Each time the Edicts happen, you must name a Rival as the Judge's Chosen, letting them use your ships.**" },
  ], "Absolute power corrupts absolutely. Only I can balance the scales."),
];
