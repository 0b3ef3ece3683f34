/**
 * The base game's cards as the box holds them (rulebook p.2-3 "What's in the Box": 25 Guild and
 * 6 Vox Court cards, 8 Leaders, 14 Lore). The data modules list these first; a modder appends
 * new cards after them with the next ids (README "Modding: add a card"). Tests of the printed
 * cards check these, never the tables' totals, so that a modded table still passes (issue 33 item 1).
 */
import { COURT_CARDS } from "../../src/core/data/court";
import { LEADERS } from "../../src/core/data/leaders";
import { LORE_CARDS } from "../../src/core/data/lore";

export const BASE_GAME = { guild: 25, vox: 6, court: 31, leaders: 8, lore: 14 } as const;

/** BC01..BC31, the box's Court cards. */
export const baseCourt = () => COURT_CARDS.slice(0, BASE_GAME.court);
/** LEAD01..LEAD08. */
export const baseLeaders = () => LEADERS.slice(0, BASE_GAME.leaders);
/** L01..L14. */
export const baseLore = () => LORE_CARDS.slice(0, BASE_GAME.lore);
