/**
 * The 24 Fates of The Blighted Reach (ARCS-FATE01..24): name, letter, Fate Set and Path to Power.
 * Texts from seed 003's card reference. The letter is not in the seed's card text: FATE01-08 are
 * "A", 09-16 "B", 17-24 "C" (BR p.2: "8 each of A, B, and C"; their paths start in Act I, II and III
 * respectively) -- see docs/rules-decisions-campaign.md.
 */
import type { Fate } from "./fateTypes";

export const FATES: readonly Fate[] = [
  {
    id: "FATE01", name: "Steward", letter: "A", set: 1,
    flavour: "Hold together a fragmenting empire while navigating fractious court politics.",
    paths: [
      { act: "I", text: "Assert your authority by winning Ambitions as the First Regent." },
      { act: "II", text: "Extend the Empire's control and fill the Imperial Trust." },
      // The card reference misspells "cities" ("citites"); the table shows the word spelt right.
      { act: "III", text: "Solidify the Empire's control over Outlaw cities and fill the Imperial Trust as the First Regent." },
    ],
  },
  {
    id: "FATE02", name: "Founder", letter: "A", set: 2,
    flavour: "Build a new order founded on mutual respect and collective action.",
    paths: [
      { act: "I", text: "Fulfill your ambitions and control systems as an Outlaw." },
      { act: "II", text: "Lead the Commonwealth and spread Free cities across the map." },
      { act: "III", text: "Protect the Free cities from control by the Empire and players outside the Commonwealth." },
    ],
  },
  {
    id: "FATE03", name: "Magnate", letter: "A", set: 3,
    flavour: "Corner the market and dominate the Reach with your commercial prowess.",
    paths: [
      { act: "I", text: "Barter for resources and Favors from Rivals during Summits." },
      { act: "II", text: "Take and hold Monopolies over the resource supplies." },
      { act: "III", text: "Hold Monopolies and escape the Reach with your riches." },
    ],
  },
  {
    id: "FATE04", name: "Advocate", letter: "A", set: 4,
    flavour: "Connect with the ancient guilds of the Reach and make yourself indispensable.",
    paths: [
      { act: "I", text: "Use and recover as many Guild cards as you can while proving yourself to the Guild Overseers." },
      { act: "II", text: "Have more Guild cards than your Rivals in a variety of suits." },
      { act: "III", text: "Fill the Court with Guild cards and keep a variety of Guild suits." },
    ],
  },
  {
    id: "FATE05", name: "Caretaker", letter: "A", set: 5,
    flavour: "Awaken the Golems to safeguard the wisdom of the Precursors.",
    paths: [
      { act: "I", text: "Control and awaken the Sleeping Golems, then use them." },
      { act: "II", text: "Collect lore from the Court and from your Rivals in Summits." },
      { act: "III", text: "Use your Golems to scrap your lore and the Golems themselves." },
    ],
  },
  {
    id: "FATE06", name: "Partisan", letter: "A", set: 6,
    flavour: "Destroy the oppressors of the Reach by any means necessary.",
    paths: [
      { act: "I", text: "Get initiative even if you Provoke Outrage, and fulfill the ambitions favored by your supporters." },
      { act: "II", text: "Hold initiative and gather Guild support to burnish your image." },
      { act: "III", text: "Have the most Guild cards and continue to hold the initiative." },
    ],
  },
  {
    id: "FATE07", name: "Admiral", letter: "A", set: 7,
    flavour: "Restore the strength of the Empire's fleet and claim your rightful throne.",
    paths: [
      { act: "I", text: "Prove yourself by enlarging the Imperial fleet and using it in battle to take Trophies." },
      { act: "II", text: "Exert Imperial control of planets and dominate your foes, Regents and Outlaws alike." },
      { act: "III", text: "Control the Reach's planets and build the strongest navy." },
    ],
  },
  {
    id: "FATE08", name: "Believer", letter: "A", set: 8,
    flavour: "Open their eyes to the Truth.",
    paths: [
      { act: "I", text: "Add Faithful action cards into play while winning ambitions." },
      { act: "II", text: "Establish the Ideals of your faith by declaring ambitions with Faithful cards and fulfilling them." },
      { act: "III", text: "Insist that the ambitions with Ideals are consistently declared." },
    ],
  },
  {
    id: "FATE09", name: "Pathfinder", letter: "B", set: 9,
    flavour: "There's rumor of a Reach beyond our Reach. We must escape the decay engulfing us here.",
    paths: [
      { act: "II", text: "Search for clues and locate the secret Portal. **Abandon your buildings for a Flagship.**" },
      { act: "III", text: "Guide the Pilgrims to the Portal. **Rivals can gain Power by drawing ships into the Portal.**" },
    ],
  },
  {
    id: "FATE10", name: "Hegemon", letter: "B", set: 10,
    flavour: "Division breeds chaos. Order demands that we follow one banner, think with one mind.",
    paths: [
      { act: "II", text: "Plant Banners of a new order on planets you dominate. **Abandon your buildings for a Flagship and lose some of your fleet forever, but replenish your fleet.**" },
      { act: "III", text: "Keep many Banners on the map. **Rivals can gain Power by holding them as Trophies.**" },
    ],
  },
  {
    id: "FATE11", name: "Planet Breaker", letter: "B", set: 11,
    flavour: "There are simply too many of us.",
    paths: [
      { act: "II", text: "Collect the Hammer Fragments to repair the Planet Hammer, then break a planet. **Abandon your buildings for a Flagship.**" },
      { act: "III", text: "Fill the Reach with Outrage and destroy buildings by breaking planets. **Rivals can clear Outrage and gain resources by resettling Refugees.**" },
    ],
  },
  {
    id: "FATE12", name: "Pirate", letter: "B", set: 12,
    flavour: "The merchants have stripped us of our wealth, but riches await those who would seize them.",
    paths: [
      { act: "II", text: "Fill your Pirate Hoard with stolen resources. **Abandon your buildings for a Flagship, but replenish your fleet.**" },
      { act: "III", text: "Keep your Pirate Haven secret and safe. **Rivals can gain Power by finding the Haven.**" },
    ],
  },
  {
    id: "FATE13", name: "Blight Speaker", letter: "B", set: 13,
    flavour: "The very air of the blighted worlds seems to pulse. The vines grow with purpose and design. We only need to listen.",
    paths: [
      { act: "II", text: "Spread the Blight and study them while winning ambitions. **Replenish your fleet.**" },
      { act: "III", text: "Dominate the Warlord ambition and ensure the Blight is well-fed.**Rivals can gain Power by hunting Blight.**" },
    ],
  },
  {
    id: "FATE14", name: "Pacifist", letter: "B", set: 14,
    flavour: "The Reach is dying. To heal our wounds, we must feel each other's pain.",
    paths: [
      { act: "II", text: "Commit to taking no Trophies or Captives while spreading Psionic energy. **Clear all your Outrage and replenish your fleet.**" },
      { act: "III", text: "Commit to pacifism while ensuring your Rivals have a Psionic connection. **Rivals will benefit from your efforts.**" },
    ],
  },
  {
    id: "FATE15", name: "Peacekeeper", letter: "B", set: 15,
    flavour: "For the sake of peace, we must eliminate the tools of suffering.",
    paths: [
      { act: "II", text: "Control Weapons planets and confiscate Weapons. **Clear your Outrage but Provoke Weapon Outrage. Replenish your fleet. Warlord is now worthless to you.**" },
      { act: "III", text: "Enforce peace with Ceasefires. **Rivals can gain Power by controlling systems at peace.**" },
    ],
  },
  {
    id: "FATE16", name: "Warden", letter: "B", set: 16,
    flavour: "The Reach is too wide for any one empire to hold together. To keep it safe, we must return to the old ways.",
    paths: [
      { act: "II", text: "Become a Lord by establishing Fiefs and controlling their Seat cities. **Replenish your fleet.**" },
      { act: "III", text: "Keep hold of your Fiefs as feudalism spreads through the Reach. **Rivals can gain Power as Lords of their own Fiefs.**" },
    ],
  },
  {
    id: "FATE17", name: "Overlord", letter: "C", set: 17,
    flavour: "I won't bow to you any longer. Tremble before me!",
    paths: [
      { act: "III", text: "Rule over those who despise you by controlling Outraged planets and holding Outraged resources. **You may abandon your Flagship to replenish your fleet. When the Edicts are called, your Outrage will make you lose Power as the Reach rejects your rule.**" },
    ],
  },
  {
    id: "FATE18", name: "Survivalist", letter: "C", set: 18,
    flavour: "The storm is here. Let me offer you shelter.",
    paths: [
      { act: "III", text: "Build Bunkers across the planets of the Reach and take Captives into them, protecting them against the Blight. **You may abandon your Flagship to replenish your fleet. You can no longer declare Tyrant, and you gain less Power from winning ambitions.**" },
    ],
  },
  {
    id: "FATE19", name: "Redeemer", letter: "C", set: 19,
    flavour: "The Precursors taught us violence. The Keepers perpetuate it. A better future means forgetting the past.",
    paths: [
      { act: "III", text: "Collect the Relics and then destroy them. **You may abandon your Flagship to replenish your fleet. Provoke Relic Outrage. Keeper is harder for you and can make you lose Power.**" },
    ],
  },
  {
    id: "FATE20", name: "Guardian", letter: "C", set: 20,
    flavour: "Our cities are symbols of our shame. If we keep exploiting the bounties of the Reach, nothing will remain.",
    paths: [
      { act: "III", text: "Protect the Reach with the new Edenguard ambition--control the most Material and Fuel planets--and by capturing Material and Fuel. **You may abandon your Flagship to replenish your fleet. Provoke Material and Fuel Outrage. Tycoon is now worthless to you.**" },
    ],
  },
  {
    id: "FATE21", name: "Naturalist", letter: "C", set: 21,
    flavour: "Blight is beautiful. All it needs is a patient gardener.",
    paths: [
      { act: "III", text: "Show that Blight is not a threat with the new Blightkin ambition--control the most systems with fresh Blight. You can move and repair Blight, and you can stop Blight Crises in systems with Loyal ships. **You may abandon your Flagship to replenish your fleet. Damaging and destroying Blight now makes you scrap agents.**" },
    ],
  },
  {
    id: "FATE22", name: "Gate Wraith", letter: "C", set: 22,
    flavour: "Find the way... Reunite... Make whole...",
    paths: [
      { act: "III", text: "Collapse gates to create Passages into the central area of the map, the Twisted Passage, and then control it. **You may abandon your Flagship to replenish your fleet. The Twisted Passage is a space-time anomaly that connects the map in new, strange ways and brings ships back from the dead.**" },
    ],
  },
  {
    id: "FATE23", name: "Conspirator", letter: "C", set: 23,
    flavour: "Yes, it was me! I was pulling the strings from the start!",
    paths: [
      { act: "III", text: "Plot Conspiracies to predict who will win ambitions or tie for first place. But don't be too obvious--Rivals can foil you by guessing them. **You may abandon your Flagship to replenish your fleet. You can no longer declare ambitions yourself.**" },
    ],
  },
  {
    id: "FATE24", name: "Judge", letter: "C", set: 24,
    flavour: "Absolute power corrupts absolutely. Only I can balance the scales.",
    paths: [
      { act: "III", text: "Balance the Reach by ensuring players tie for first place in ambitions. **You may abandon your Flagship to replenish your fleet. Rivals can now steal your Trophies and Captives. Each time the Edicts happen, you must name a Rival as the Judge's Chosen, letting them use your ships.**" },
    ],
  },
];
