/**
 * The 24 Fates of The Blighted Reach (ARCS-FATE01..24): name, letter, Fate Set and Path to Power.
 * Texts from seed 003's card reference. The letter is not in the seed's card text: FATE01-08 are
 * "A", 09-16 "B", 17-24 "C" (BR p.2: "8 each of A, B, and C"; their paths start in Act I, II and III
 * respectively) -- see docs/rules-decisions-campaign.md.
 */
import type { Fate, FateLetter, FatePath } from "./fateTypes";

/**
 * A Fate's row, written as a call to keep Global's Lua small (flavour last: the Lua build prunes it,
 * and each path's text, with the other printed text: tools/lib/luaProse.ts).
 */
function fate(id: string, name: string, letter: FateLetter, set: number, paths: FatePath[], flavour?: string): Fate {
  return { id, name, letter, set, flavour, paths } as Fate;
}

export const FATES: readonly Fate[] = [
  fate("FATE01", "Steward", "A", 1, [
    { act: "I", text: "Assert your authority by winning Ambitions as the First Regent." },
    { act: "II", text: "Extend the Empire's control and fill the Imperial Trust." },
    // The card reference misspells "cities" ("citites"); the table shows the word spelt right.
    { act: "III", text: "Solidify the Empire's control over Outlaw cities and fill the Imperial Trust as the First Regent." },
  ], "Hold together a fragmenting empire while navigating fractious court politics."),
  fate("FATE02", "Founder", "A", 2, [
    { act: "I", text: "Fulfill your ambitions and control systems as an Outlaw." },
    { act: "II", text: "Lead the Commonwealth and spread Free cities across the map." },
    { act: "III", text: "Protect the Free cities from control by the Empire and players outside the Commonwealth." },
  ], "Build a new order founded on mutual respect and collective action."),
  fate("FATE03", "Magnate", "A", 3, [
    { act: "I", text: "Barter for resources and Favors from Rivals during Summits." },
    { act: "II", text: "Take and hold Monopolies over the resource supplies." },
    { act: "III", text: "Hold Monopolies and escape the Reach with your riches." },
  ], "Corner the market and dominate the Reach with your commercial prowess."),
  fate("FATE04", "Advocate", "A", 4, [
    { act: "I", text: "Use and recover as many Guild cards as you can while proving yourself to the Guild Overseers." },
    { act: "II", text: "Have more Guild cards than your Rivals in a variety of suits." },
    { act: "III", text: "Fill the Court with Guild cards and keep a variety of Guild suits." },
  ], "Connect with the ancient guilds of the Reach and make yourself indispensable."),
  fate("FATE05", "Caretaker", "A", 5, [
    { act: "I", text: "Control and awaken the Sleeping Golems, then use them." },
    { act: "II", text: "Collect lore from the Court and from your Rivals in Summits." },
    { act: "III", text: "Use your Golems to scrap your lore and the Golems themselves." },
  ], "Awaken the Golems to safeguard the wisdom of the Precursors."),
  fate("FATE06", "Partisan", "A", 6, [
    { act: "I", text: "Get initiative even if you Provoke Outrage, and fulfill the ambitions favored by your supporters." },
    { act: "II", text: "Hold initiative and gather Guild support to burnish your image." },
    { act: "III", text: "Have the most Guild cards and continue to hold the initiative." },
  ], "Destroy the oppressors of the Reach by any means necessary."),
  fate("FATE07", "Admiral", "A", 7, [
    { act: "I", text: "Prove yourself by enlarging the Imperial fleet and using it in battle to take Trophies." },
    { act: "II", text: "Exert Imperial control of planets and dominate your foes, Regents and Outlaws alike." },
    { act: "III", text: "Control the Reach's planets and build the strongest navy." },
  ], "Restore the strength of the Empire's fleet and claim your rightful throne."),
  fate("FATE08", "Believer", "A", 8, [
    { act: "I", text: "Add Faithful action cards into play while winning ambitions." },
    { act: "II", text: "Establish the Ideals of your faith by declaring ambitions with Faithful cards and fulfilling them." },
    { act: "III", text: "Insist that the ambitions with Ideals are consistently declared." },
  ], "Open their eyes to the Truth."),
  fate("FATE09", "Pathfinder", "B", 9, [
    { act: "II", text: "Search for clues and locate the secret Portal. **Abandon your buildings for a Flagship.**" },
    { act: "III", text: "Guide the Pilgrims to the Portal. **Rivals can gain Power by drawing ships into the Portal.**" },
  ], "There's rumor of a Reach beyond our Reach. We must escape the decay engulfing us here."),
  fate("FATE10", "Hegemon", "B", 10, [
    { act: "II", text: "Plant Banners of a new order on planets you dominate. **Abandon your buildings for a Flagship and lose some of your fleet forever, but replenish your fleet.**" },
    { act: "III", text: "Keep many Banners on the map. **Rivals can gain Power by holding them as Trophies.**" },
  ], "Division breeds chaos. Order demands that we follow one banner, think with one mind."),
  fate("FATE11", "Planet Breaker", "B", 11, [
    { act: "II", text: "Collect the Hammer Fragments to repair the Planet Hammer, then break a planet. **Abandon your buildings for a Flagship.**" },
    { act: "III", text: "Fill the Reach with Outrage and destroy buildings by breaking planets. **Rivals can clear Outrage and gain resources by resettling Refugees.**" },
  ], "There are simply too many of us."),
  fate("FATE12", "Pirate", "B", 12, [
    { act: "II", text: "Fill your Pirate Hoard with stolen resources. **Abandon your buildings for a Flagship, but replenish your fleet.**" },
    { act: "III", text: "Keep your Pirate Haven secret and safe. **Rivals can gain Power by finding the Haven.**" },
  ], "The merchants have stripped us of our wealth, but riches await those who would seize them."),
  fate("FATE13", "Blight Speaker", "B", 13, [
    { act: "II", text: "Spread the Blight and study them while winning ambitions. **Replenish your fleet.**" },
    { act: "III", text: "Dominate the Warlord ambition and ensure the Blight is well-fed.**Rivals can gain Power by hunting Blight.**" },
  ], "The very air of the blighted worlds seems to pulse. The vines grow with purpose and design. We only need to listen."),
  fate("FATE14", "Pacifist", "B", 14, [
    { act: "II", text: "Commit to taking no Trophies or Captives while spreading Psionic energy. **Clear all your Outrage and replenish your fleet.**" },
    { act: "III", text: "Commit to pacifism while ensuring your Rivals have a Psionic connection. **Rivals will benefit from your efforts.**" },
  ], "The Reach is dying. To heal our wounds, we must feel each other's pain."),
  fate("FATE15", "Peacekeeper", "B", 15, [
    { act: "II", text: "Control Weapons planets and confiscate Weapons. **Clear your Outrage but Provoke Weapon Outrage. Replenish your fleet. Warlord is now worthless to you.**" },
    { act: "III", text: "Enforce peace with Ceasefires. **Rivals can gain Power by controlling systems at peace.**" },
  ], "For the sake of peace, we must eliminate the tools of suffering."),
  fate("FATE16", "Warden", "B", 16, [
    { act: "II", text: "Become a Lord by establishing Fiefs and controlling their Seat cities. **Replenish your fleet.**" },
    { act: "III", text: "Keep hold of your Fiefs as feudalism spreads through the Reach. **Rivals can gain Power as Lords of their own Fiefs.**" },
  ], "The Reach is too wide for any one empire to hold together. To keep it safe, we must return to the old ways."),
  fate("FATE17", "Overlord", "C", 17, [
    { act: "III", text: "Rule over those who despise you by controlling Outraged planets and holding Outraged resources. **You may abandon your Flagship to replenish your fleet. When the Edicts are called, your Outrage will make you lose Power as the Reach rejects your rule.**" },
  ], "I won't bow to you any longer. Tremble before me!"),
  fate("FATE18", "Survivalist", "C", 18, [
    { act: "III", text: "Build Bunkers across the planets of the Reach and take Captives into them, protecting them against the Blight. **You may abandon your Flagship to replenish your fleet. You can no longer declare Tyrant, and you gain less Power from winning ambitions.**" },
  ], "The storm is here. Let me offer you shelter."),
  fate("FATE19", "Redeemer", "C", 19, [
    { act: "III", text: "Collect the Relics and then destroy them. **You may abandon your Flagship to replenish your fleet. Provoke Relic Outrage. Keeper is harder for you and can make you lose Power.**" },
  ], "The Precursors taught us violence. The Keepers perpetuate it. A better future means forgetting the past."),
  fate("FATE20", "Guardian", "C", 20, [
    { act: "III", text: "Protect the Reach with the new Edenguard ambition--control the most Material and Fuel planets--and by capturing Material and Fuel. **You may abandon your Flagship to replenish your fleet. Provoke Material and Fuel Outrage. Tycoon is now worthless to you.**" },
  ], "Our cities are symbols of our shame. If we keep exploiting the bounties of the Reach, nothing will remain."),
  fate("FATE21", "Naturalist", "C", 21, [
    { act: "III", text: "Show that Blight is not a threat with the new Blightkin ambition--control the most systems with fresh Blight. You can move and repair Blight, and you can stop Blight Crises in systems with Loyal ships. **You may abandon your Flagship to replenish your fleet. Damaging and destroying Blight now makes you scrap agents.**" },
  ], "Blight is beautiful. All it needs is a patient gardener."),
  fate("FATE22", "Gate Wraith", "C", 22, [
    { act: "III", text: "Collapse gates to create Passages into the central area of the map, the Twisted Passage, and then control it. **You may abandon your Flagship to replenish your fleet. The Twisted Passage is a space-time anomaly that connects the map in new, strange ways and brings ships back from the dead.**" },
  ], "Find the way... Reunite... Make whole..."),
  fate("FATE23", "Conspirator", "C", 23, [
    { act: "III", text: "Plot Conspiracies to predict who will win ambitions or tie for first place. But don't be too obvious--Rivals can foil you by guessing them. **You may abandon your Flagship to replenish your fleet. You can no longer declare ambitions yourself.**" },
  ], "Yes, it was me! I was pulling the strings from the start!"),
  fate("FATE24", "Judge", "C", 24, [
    { act: "III", text: "Balance the Reach by ensuring players tie for first place in ambitions. **You may abandon your Flagship to replenish your fleet. Rivals can now steal your Trophies and Captives. Each time the Edicts happen, you must name a Rival as the Judge's Chosen, letting them use your ships.**" },
  ], "Absolute power corrupts absolutely. Only I can balance the scales."),
];
