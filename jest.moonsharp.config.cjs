/**
 * The MoonSharp tier (docs/moonsharp.md): the Lua parity suites, the built scripts and the table's
 * main handlers (the map's actions, advisory overrides, a Court choice across a save, the later Fate setups, the Caretaker's cards and tokens, the Monopolies and the Empire's cards included) run in the external runner of ARCS_LUA_RUNNER (MoonSharp 2.0.0.0) instead of fengari.
 * Started by tools/moonsharp/tier.mjs (`npm run test:moonsharp`), which sets ARCS_SCRIPT_VM.
 */
const base = require("./jest.config.cjs");

module.exports = {
  ...base,
  testPathIgnorePatterns: [],
  testMatch: [
    "<rootDir>/tests/moonsharp/**/*.test.ts",
    // Every core parity suite: seeded games (standard, Leaders & Lore, campaign Acts I-III with
    // both Intermissions) and every rule module, command by command against Node.
    "<rootDir>/tests/lua/**/*.test.ts",
    // The table's main handlers through the fake: a drop and a refusal, a scoring recount, a battle
    // read, a Crises press, a mid-game save loaded.
    "<rootDir>/tests/scenarios/cardPlay.test.ts",
    "<rootDir>/tests/scenarios/scoring.test.ts",
    "<rootDir>/tests/scenarios/battle.test.ts",
    "<rootDir>/tests/scenarios/campaignEventPhase.test.ts",
    // The Crises press reading each seat's agent bag and Blight Trophies (Political Intrigue, Blight Purge), and the boards (Extortion, Itinerant Empaths, Outrage Spreads), and its moves across a load.
    "<rootDir>/tests/scenarios/campaignVoxCrises.test.ts",
    // Command Chaos (F713): its influence and Regent buttons, the agent moved and the card shuffled in across a load.
    "<rootDir>/tests/scenarios/campaignCommandChaos.test.ts",
    "<rootDir>/tests/scenarios/campaignCommandChaosCrisis.test.ts",
    // Planet-Eater Loose (F1111): its agents left on it, the securer's skirmish dice thrown and read, the card buried or left, across a load.
    "<rootDir>/tests/scenarios/campaignPlanetEater.test.ts",
    // Planet-Eater Loose's Crisis (F1111): the event die thrown again at the Crises press and read, across a load.
    "<rootDir>/tests/scenarios/campaignPlanetEaterCrisis.test.ts",
    // Passage Storms' hits (F2206): the Twisted Passage's ships read, damaged and returned with the Blight hits across a load.
    "<rootDir>/tests/scenarios/campaignPassageStormsHits.test.ts",
    "<rootDir>/tests/scenarios/campaignDeadLive.test.ts",
    // Passage Storms (F2206): its Crisis puts it under the Court deck's top card (putObject at index 1) across a load; its When Drawn's attach buttons (tagged card).
    "<rootDir>/tests/scenarios/campaignPassageStorms.test.ts",
    // Passage Storms' When Secured (F2206): free moves from the Twisted Passage to any planet, a gate refused, across a load.
    "<rootDir>/tests/scenarios/campaignPassageStormsMoves.test.ts",
    // Librarians (F513), Claims of Nobility (F1602): their Crises' attach buttons on the holder's card, across a load.
    "<rootDir>/tests/scenarios/campaignAttachCrises.test.ts",
    // The Unstable Golems' Crises: the Golems held read by name, resources discarded, ships repaired and destroyed across a load.
    "<rootDir>/tests/scenarios/campaignGolemCrises.test.ts",
    "<rootDir>/tests/scenarios/campaignGolemMoves.test.ts",
    "<rootDir>/tests/scenarios/campaignGolemsAwaken.test.ts",
    "<rootDir>/tests/scenarios/campaignGolemsSate.test.ts",
    "<rootDir>/tests/scenarios/campaignCrisesPiecesReload.test.ts",
    "<rootDir>/tests/scenarios/campaignBlightHunger.test.ts",
    "<rootDir>/tests/scenarios/campaignRedeemerRelics.test.ts",
    "<rootDir>/tests/scenarios/restore.test.ts",
    // The self-check kit's own script (an object's, loaded when it leaves the Host tools bag), its
    // request from Global across scripts, its measuring and its way back into the bag, across a load.
    "<rootDir>/tests/scenarios/selfCheck.test.ts",
    // The map's actions seen on the table (a move, a build, a tax, a repair, refusals) and the
    // advisory rules' overrides the state follows.
    "<rootDir>/tests/scenarios/mapActions.test.ts",
    "<rootDir>/tests/scenarios/mapTax.test.ts",
    "<rootDir>/tests/scenarios/campaignSlipstream.test.ts",
    "<rootDir>/tests/scenarios/rulesMode.test.ts",
    // A Court card's choice held across a save (the shared "choice being made"), the later Acts'
    // Fate setups laid by the table, and the Caretaker's Event card and Golems.
    "<rootDir>/tests/scenarios/captiveCards.test.ts",
    "<rootDir>/tests/scenarios/campaignLaterFateSetups.test.ts",
    "<rootDir>/tests/scenarios/campaignSetupPieces.test.ts",
    "<rootDir>/tests/scenarios/campaignFateAmbitionTiles.test.ts",
    "<rootDir>/tests/scenarios/campaignCaretakerEvent.test.ts",
    // The setups' tokens: bags taken out of bags, Ceasefires flipped by the core's control reading.
    "<rootDir>/tests/scenarios/campaignSetupTokens.test.ts",
    "<rootDir>/tests/scenarios/campaignSetupRolls.test.ts",
    "<rootDir>/tests/scenarios/campaignTuckedCards.test.ts",
    "<rootDir>/tests/scenarios/campaignFateTokensScored.test.ts",
    "<rootDir>/tests/scenarios/campaignConspiracies.test.ts",
    "<rootDir>/tests/scenarios/campaignBelieverScoring.test.ts",
    // Breaking the Faith (F831): the Ideal markers' Remove buttons for the destroying Rival, across a load; the marker back into its bag.
    "<rootDir>/tests/scenarios/campaignBreakingFaith.test.ts",
    // The log sheet (BR p.30): Ideals and Breaking Worlds read into the export, laid back by F829A/F1112A once, across a load.
    "<rootDir>/tests/scenarios/campaignLogSheet.test.ts",
    "<rootDir>/tests/scenarios/campaignBreakingFaithWorld.test.ts",
    "<rootDir>/tests/scenarios/campaignConspiracyMoves.test.ts",
    "<rootDir>/tests/scenarios/campaignHaven.test.ts",
    // The setups' map steps (F1401A's fleet, a "C" Fate's Resettle): the board's buttons, the Flagship swapped, across a load.
    "<rootDir>/tests/scenarios/campaignMapSteps.test.ts",
    // The map steps counted against startAct's map and bags (F1301A's scrap, F1201A's gates, F1001A's fleet, F1208A's Rumors, F2201A's Passage), across a load.
    "<rootDir>/tests/scenarios/campaignMapStepsFleet.test.ts",
    // "You gain a Flagship" (F901A, F1101A): Gain Flagship's Free buildings and Upgrades, the core's check, across a load.
    "<rootDir>/tests/scenarios/campaignMapStepsFlagship.test.ts",
    // Session 33's paths fuzzed (the map steps above, Broker Peace below): random presses and moves by any colour, then the game goes on.
    "<rootDir>/tests/scenarios/campaignSession33Fuzz.test.ts",
    // Broker Peace (F1511): a Ceasefire turned to Peace by hand in a Summit, checked once it rests; refused, turned back.
    "<rootDir>/tests/scenarios/campaignBrokerPeace.test.ts",
    "<rootDir>/tests/scenarios/globalUiMemo.test.ts",
    "<rootDir>/tests/scenarios/campaignShareRumor.test.ts",
    "<rootDir>/tests/scenarios/campaignArbiter.test.ts",
    "<rootDir>/tests/scenarios/campaignPilgrims.test.ts",
    "<rootDir>/tests/scenarios/campaignClues.test.ts",
    "<rootDir>/tests/scenarios/campaignSession34Fuzz.test.ts",
    "<rootDir>/tests/scenarios/campaignSession35Fuzz.test.ts",
    "<rootDir>/tests/scenarios/campaignSession36Fuzz.test.ts",
    // The rules booklet: laid, a Fate edict dropped in, a wrong card refused and put back, Scrap.
    "<rootDir>/tests/scenarios/campaignBooklet.test.ts",
    "<rootDir>/tests/scenarios/campaignOaths.test.ts",
    // Govern with Authority (F124): an Outlaw's give and the Enforce that reads the map; Imperial Quorum's (F113) Edict done.
    "<rootDir>/tests/scenarios/campaignGovernAuthority.test.ts",
    "<rootDir>/tests/scenarios/campaignBattleCards.test.ts",
    "<rootDir>/tests/scenarios/campaignJudgesChosen.test.ts",
    "<rootDir>/tests/scenarios/campaignPartisanSeizing.test.ts",
    "<rootDir>/tests/scenarios/campaignOutrageCards.test.ts",
    "<rootDir>/tests/scenarios/fateSetGuildCards.test.ts",
    // The Magnate's Cartels (F309-F311): the Prelude's steal across a load, the Rivals' tokens returned after scoring.
    "<rootDir>/tests/scenarios/magnateCartels.test.ts",
    // Merchant League's Crisis (F302): the tokens on the card back to their bags across a load.
    "<rootDir>/tests/scenarios/merchantLeague.test.ts",
    "<rootDir>/tests/scenarios/campaignFiefs.test.ts",
    "<rootDir>/tests/scenarios/campaignLevy.test.ts",
    "<rootDir>/tests/scenarios/campaignFeudalCourts.test.ts",
    "<rootDir>/tests/scenarios/campaignBlightCards.test.ts",
    "<rootDir>/tests/scenarios/campaignSporeGuides.test.ts",
    "<rootDir>/tests/scenarios/campaignBanners.test.ts",
    "<rootDir>/tests/scenarios/campaignCardHoldings.test.ts",
    "<rootDir>/tests/scenarios/campaignGolemBeacon.test.ts",
    "<rootDir>/tests/scenarios/campaignStoneSpeakers.test.ts",
    "<rootDir>/tests/scenarios/campaignTeach.test.ts",
    "<rootDir>/tests/scenarios/campaignGolemActions.test.ts",
    "<rootDir>/tests/scenarios/campaignCeasefires.test.ts",
    // F1507A after an earlier "C" Fate's Resettle: the Ceasefire whose side the core changed turned at Resettle done, across a load.
    "<rootDir>/tests/scenarios/campaignCeasefiresResettle.test.ts",
    "<rootDir>/tests/scenarios/campaignMapCards.test.ts",
    "<rootDir>/tests/scenarios/campaignTransferLore.test.ts",
    // Forgive (F1411): an Outrage agent dropped into a play area; grand ambitions read from Fate tokens.
    "<rootDir>/tests/scenarios/campaignForgive.test.ts",
    // Transfer Guild Support (F414): a Guild card dropped from its holder's play area into a Rival's.
    "<rootDir>/tests/scenarios/campaignTransferGuild.test.ts",
    // Transfer Asset of a resource and the Magnate's Export (F301B): tokens between boards and into their bags, across a load.
    "<rootDir>/tests/scenarios/campaignTransferAsset.test.ts",
    // The Admiral's Imperial ships (F701B): the enforce's and the F703 pick's counts read on the boards.
    "<rootDir>/tests/scenarios/campaignAdmiralImperial.test.ts",
    "<rootDir>/tests/scenarios/campaignGrandTokens.test.ts",
    // The Resolution cards at Intermission step A: the booklet, the Court deck and the Scrapped spot.
    "<rootDir>/tests/scenarios/campaignResolutions.test.ts",
    "<rootDir>/tests/scenarios/campaignHammerFragments.test.ts",
    "<rootDir>/tests/scenarios/campaignWitnesses.test.ts",
    "<rootDir>/tests/scenarios/campaignTwistedPassage.test.ts",
    "<rootDir>/tests/scenarios/campaignBreakingGates.test.ts",
    "<rootDir>/tests/scenarios/fateSetGuildActions.test.ts",
    "<rootDir>/tests/scenarios/advocateOverseers.test.ts",
    // Informants' Spy and Mind Managers' Manipulate: hand cards moved, dialogs on one screen.
    "<rootDir>/tests/scenarios/campaignHandGuildCards.test.ts",
    "<rootDir>/tests/scenarios/campaignCommonwealth.test.ts",
    "<rootDir>/tests/scenarios/campaignBunkers.test.ts",
    "<rootDir>/tests/scenarios/campaignPlanetHammer.test.ts",
    "<rootDir>/tests/scenarios/campaignBreakWorld.test.ts",
    "<rootDir>/tests/scenarios/campaignBunkerBattle.test.ts",
    "<rootDir>/tests/scenarios/campaignSpiritOfFreedom.test.ts",
    "<rootDir>/tests/scenarios/campaignParadeFleets.test.ts",
    // Issue 35's random-Fates fuzz: all 24 Fates on tables the fuzz plays, in TTS's interpreter.
    "<rootDir>/tests/scenarios/campaignFatesTableFuzz.test.ts",
    // The Magnate's Monopolies read in the play areas: a scoring preview, a tax and a build.
    "<rootDir>/tests/scenarios/campaignMonopolies.test.ts",
    // The Believer's Faithful cards played on a side chosen by a button on the card.
    "<rootDir>/tests/scenarios/campaignFaithful.test.ts",
    "<rootDir>/tests/scenarios/campaignFaithfulGuilds.test.ts",
    // The Empire's cards read in the play areas: Imperial Officers' move, a Member's Free starport.
    "<rootDir>/tests/scenarios/campaignEmpireCards.test.ts",
    // The Fate edicts whose Power the script moves at Edict done: the map, its Seats and the boards read.
    "<rootDir>/tests/scenarios/campaignFateEdicts.test.ts",
    // Armistice and Feast Day in the Court refuse a battle; Blight Purge's When Secured gives Power.
    "<rootDir>/tests/scenarios/campaignCourtBans.test.ts",
    "<rootDir>/tests/scenarios/campaignPurgeSecured.test.ts",
    // Guilds Decry Terror's card laid above the Council, Judge Sets Agenda's buttons and marker moved.
    "<rootDir>/tests/scenarios/campaignAgendaEdicts.test.ts",
    // The campaign's Vox When Secured on the base machine (reprints, a cluster's choice, Banners taken)
    // and the Armistice edicts' chain on the pick row.
    "<rootDir>/tests/scenarios/campaignVoxReprints.test.ts",
    "<rootDir>/tests/scenarios/campaignCallForArmistice.test.ts",
    // The Golem Vox cards' When Secured: a held Golem chosen, moved onto the securer's board, flipped Awake.
    "<rootDir>/tests/scenarios/campaignGolemVox.test.ts",
    // The Doctrine edicts' chain on the pick row, the Doctrine card flipped.
    "<rootDir>/tests/scenarios/campaignDoctrineEdicts.test.ts",
    // Call to Pilgrimage's suits (Rivals' Guild cards discarded) and Guild Fair's secures (session 26).
    "<rootDir>/tests/scenarios/campaignVoxGuildSuits.test.ts",
    "<rootDir>/tests/scenarios/campaignVoxGuildsGiven.test.ts",
    "<rootDir>/tests/scenarios/campaignVoxGuildCrises.test.ts",
    // Seek the Portal's When Secured: scraps kept with the pending choice over a reload, Power, the shuffle-in.
    "<rootDir>/tests/scenarios/campaignSeekPortal.test.ts",
    // Plot to Kidnap's When Secured (the action discard's highest Faithful card drawn, the pile shuffled) and its Crisis's discards (session 27).
    "<rootDir>/tests/scenarios/campaignVoxKidnap.test.ts",
  ],
  // One runner process per script VM: two workers keep the machine responsive.
  maxWorkers: 2,
  testTimeout: 600000,
};
