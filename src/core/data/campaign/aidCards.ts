/**
 * The Blighted Reach aid cards (seed 003 ARCS-AID01A..AID10B): the Imperial Council (both sides,
 * BR p.14), Guild Envoys Depart and the 3 Govern the Imperial Reach edicts (BR pp.20-21), the
 * Regent/Outlaw title (BR pp.10-11), the Flagship Upgrade cards (BR pp.22-25); and the Event
 * action cards (BR p.12), whose only printed text is their reminder line (seed 004, "Other Cards").
 */
import { findById } from "../../util/byId";

export type AidCardType = "Imperial Council" | "Edict" | "Title" | "Ability" | "Event";
export const AID_CARD_TYPES: readonly AidCardType[] = ["Imperial Council", "Edict", "Title", "Ability", "Event"];

/** The Policy a Govern the Imperial Reach edict sets (BR p.20). */
export type Policy = "peace" | "escalation" | "war";
export const POLICIES: readonly Policy[] = ["peace", "escalation", "war"];

export interface AidCard {
  /** "AID01A".. ("A"/"B" = the two sides of one card); Events are "EVENT1".."EVENT3". */
  id: string;
  name: string;
  type: AidCardType;
  /** Govern the Imperial Reach only. */
  policy?: Policy;
  text: string[];
}

export const AID_CARDS: readonly AidCard[] = [
  {
    id: "AID01A", name: "Imperial Council in Session", type: "Imperial Council",
    text: [
      "**When Secured:** Flip this card over to its Imperial Council Decided side. As a reminder, tuck it partially under your played card so its card title is showing.",
    ],
  },
  {
    id: "AID01B", name: "Imperial Council Decided", type: "Imperial Council",
    text: [
      "**When the round ends, return Imperial Council Decided to the Court, then:**",
      "1.  You may call a Summit.",
      "2.  If you're a Regent, become First Regent.",
      "3.  If you're an outlaw, steal from the First Regent tile. *(See Empire Rules sheet.)*",
      "4.  You must resolve either Crises or Edits.",
      "You cannot **influence** or **secure** this card.",
      "*You may flip this card to In Session if you call a Summit and Petition the Council.*",
    ],
  },
  {
    id: "AID02", name: "Guild Envoys Depart", type: "Edict",
    text: [
      "*This card is only used in two-player games.*",
      "Bury all ***Guild cards*** in the Court with no agents on them, then refill the Court.",
    ],
  },
  {
    id: "AID03", name: "Govern the Imperial Reach", type: "Edict", policy: "war",
    text: [
      "The First Regent must either enforce this Policy or change to a new Policy Card.",
      "**A Policy of War**",
      "**1. Collect Demand:** Take 1 Trophy or Captive, but not Imperial or Regent pieces, from each Rival Regent. If they have none, take 1 agent from their supply as a Favor. If they have no agents, you may make them an Outlaw.",
      "**2. Imperial Action:** Give 1 Weapon to each Regent from the supply. If the supply is empty, give it from the Imperial Trust.",
    ],
  },
  {
    id: "AID04", name: "Govern the Imperial Reach", type: "Edict", policy: "peace",
    text: [
      "The First Regent must either enforce this Policy or change to a new Policy Card.",
      "**A Policy of Peace**",
      "**1. Collect Demand:** Take 1 Relic or Psionic from each Regent, even you. Place it in the ***Imperial Trust*** on your First Regent tile.",
      "If a Rival Regent has none, take 1 agent from their supply as a Favor. If they have no agents, you make make them an Outlaw.",
      "**2. Imperial Action:** Each Regent gains their bonus city Power on uncovered city slots.",
    ],
  },
  {
    id: "AID05", name: "Govern the Imperial Reach", type: "Edict", policy: "escalation",
    text: [
      "The First Regent must either enforce this Policy or change to a new Policy Card.",
      "**A Policy of Escalation**",
      "**1. Collect Demand:** Take 1 Weapon, Fuel, or Material from each Regent, even you. Place it in the ***Imperial Trust*** on your First Regent tile.",
      "If a Rival Regent has none, take 1 agent from their supply as a Favor. If they have no agents, you make make them an Outlaw.",
      "**2. Imperial Action:** Place 2 fresh Imperial ships in an Empire-controlled system. If there are none, place them at a Loyal starport.",
    ],
  },
  {
    id: "AID06A", name: "Imperial Regent", type: "Title",
    text: [
      "***Tuck this partially under your Fate card.***",
      "You must follow the rules for Regents listed on the Empire Rules aid sheet.",
      "*You can become an **Outlaw**, flipping this title over, if you call a Summit.*",
    ],
  },
  {
    id: "AID06B", name: "Outlaw", type: "Title",
    text: [
      "***Tuck this partially under your Fate card.***",
      "You must follow the rules for Outlaws listed on the Empire rules aid sheet.",
      "*You can become a **Regent**, flipping this card over, if the First Regent consents to it in a Summit.*",
      "*You can force them to make you a Regent if you called the Summit and return 1 Favor of their to them.*",
    ],
  },
  {
    id: "AID10A", name: "Flagship Upgrades", type: "Ability",
    text: [
      "*Damaged Upgrades still give benefits.*",
      "**Slipstream Drive**",
      "**Prelude:** Once per turn, you may Catapult move either your Flagship alone or other ships from your Flagship.",
      "**Tractor Beam**",
      "When your Flagship is defending in **battle**, the attacker cannot collect raid dice.",
      "**Control Array**",
      "While your Flagship is in a gate, you may **tax** any citires in its cluster like they are Loyal. *(Don't take Captives.)*",
    ],
  },
  {
    id: "AID10B", name: "Flagship Upgrades", type: "Ability",
    text: [
      "*Damaged Upgrades still give benefits.*",
      "**Defense Array**",
      "When defending in **battle**, your Flagship can intercept, dealing 1 hit for each fresh starport on your Flagship board.",
      "**Ship Crane**",
      "Your Flagship may **build** up to 2 ships per turn, not 1. *(You still must build twice to build 2 ships)*",
      "**Hull**",
      "This has no special benefit. It may be hit like any other Upgrade.",
    ],
  },
  { id: "EVENT1", name: "Event", type: "Event", text: ["Mirror Lead, Add Event to Round End"] },
  { id: "EVENT2", name: "Event", type: "Event", text: ["Mirror Lead, Add Event to Round End"] },
  { id: "EVENT3", name: "Event", type: "Event", text: ["Mirror Lead, Add Event to Round End"] },
];

/** The Event cards shuffled into the action deck: 2 at 2-3 players, 3 at 4 (BR p.4 step E). */
export function eventCardsFor(players: number): string[] {
  return players >= 4 ? ["EVENT1", "EVENT2", "EVENT3"] : ["EVENT1", "EVENT2"];
}

/** The Govern the Imperial Reach edicts (BR p.5 step M): AID03 war, AID04 peace, AID05 escalation. */
export const GOVERN_EDICTS: readonly string[] = ["AID03", "AID04", "AID05"];
export const GUILD_ENVOYS_DEPART = "AID02";
export const IMPERIAL_COUNCIL = "AID01";
/** BR p.14: a Decided Council takes no agent (council.ts, and Command Chaos's influence, fates/seekPortal.ts). */
export const COUNCIL_DECIDED = "the Imperial Council is Decided: it cannot be influenced or secured (BR p.14)";

export function aidCard(id: string): AidCard | undefined {
  return findById(AID_CARDS, id);
}
