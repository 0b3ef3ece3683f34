/**
 * The 14 base lore cards L01-L14 (rulebook p.3, p.21), transcribed from the card reference in
 * ../shared/seeds/003 ("ARCS-L01".."ARCS-L14"). Texts keep the reference's markup: **bold** marks
 * the standard action a rule modifies, *(italic parentheses)* are reminders, `symbol:key` /
 * `symbol:hit` / `symbol:intercept` stand for the printed icons. Each paragraph is one entry.
 * Lore cards have no guild icon and no raid cost: they never add to ambitions and cannot be stolen
 * (p.21). Texts are ASCII so that Node and Lua measure them alike.
 */
import { shapeProblems } from "./shape";
import { markupProblem } from "./markup";
import { Validator, checkRecords, fieldError, listOf, nonEmptyText, rule } from "./fieldCheck";
import { findById } from "../util/byId";

export const LORE_FILE = "src/core/data/lore.ts";

export interface LoreCard {
  /** "L01".."L14" (the reference's ARCS-L01 without the prefix). */
  id: string;
  name: string;
  /** Paragraphs of the card text, in printed order. */
  text: string[];
}

export const LORE_CARDS: readonly LoreCard[] = [
  {
    id: "L01",
    name: "Tool-Priests",
    text: [
      "**Summon (Build):** Once per turn, build 1 ship at ***any*** city you control.",
      "*Yes, even Rival cities you control!*",
    ],
  },
  {
    id: "L02",
    name: "Galactic Rifles",
    text: [
      "**Fire Rifles (Battle):** Like in a battle, choose a system and collect **skirmish** dice for fresh Loyal ships there, choose a defender in an adjacent system, roll the collected dice, and deal 1 hit to the defender per `symbol:hit` rolled.",
      "*(Hit ships before buildings.)*",
    ],
  },
  {
    id: "L03",
    name: "Sprinter Drives",
    text: [
      "When you **move** fresh Loyal ships, you may move any of them one more time. *(Damaged ships can move with them once, but won't move one more time. Resolve this after all Catapult moves.)*",
    ],
  },
  {
    id: "L04",
    name: "Mirror Plating",
    text: [
      "When you defend in **battle**, add 1 `symbol:intercept` to the attacker's roll if they rolled any number of assault dice.",
    ],
  },
  {
    id: "L05",
    name: "Hidden Harbors",
    text: [
      "You always **build** ships fresh.",
      "When defending in **battle**, the attacker cannot collect raid dice if you have a fresh defending starport.",
    ],
  },
  {
    id: "L06",
    name: "Signal Breaker",
    text: [
      "When attacking in **battle**, if all attacking ships are fresh at the start of the battle, you ignore 1 `symbol:intercept` you roll.",
    ],
  },
  {
    id: "L07",
    name: "Repair Drones",
    text: [
      "After you **battle** as the attacker, repair 1 Loyal attacking ship.",
    ],
  },
  {
    id: "L08",
    name: "Gate Ports",
    text: [
      "You may **build** starports on gates, max 1 per gate.",
      "When Rival ships take a **move** into a gate you control with a fresh Loyal starport, capture 1 agent of that Rival.",
    ],
  },
  {
    id: "L09",
    name: "Cloud Cities",
    text: [
      "You may **build** cities on planets outside their building slots, max 1 per planet.",
      "This costs 1 resource of the planet type.",
    ],
  },
  {
    id: "L10",
    name: "Living Structures",
    text: [
      "**Nurture (Build):** Tax a Loyal city.",
      "**Prune (Repair):** Replace a Loyal starport with a Loyal city or vice versa.",
    ],
  },
  {
    id: "L11",
    name: "Gate Stations",
    text: [
      "You may **build** cities on gates, max 1 per gate.",
      "A gate city's type matches all cities in its cluster. *(Players may tax it for 1 resource of any of those cities. If it is destroyed, Provoke Outrage of all those city types.)*",
    ],
  },
  {
    id: "L12",
    name: "Railgun Arrays",
    text: [
      "When defending in **battle**, before the attacker collects dice, they must take 1 hit if any Loyal defending ships are fresh.",
    ],
  },
  {
    id: "L13",
    name: "Ancient Holdings",
    text: [
      "This card has one resource slot with a raid cost of `symbol:key` `symbol:key` `symbol:key` `symbol:key`.",
      "*(You can hold one resource here. It adds to your ambitions. You can spend it.)*",
    ],
  },
  {
    id: "L14",
    name: "Seeker Torpedoes",
    text: [
      "When attacking in **battle**, after rolling dice, you may reroll up to 1 assault die for each fresh Loyal attacking ship.",
    ],
  },
];

export function loreCard(id: string): LoreCard | undefined {
  return findById(LORE_CARDS, id);
}

/** "Sprinter Drives (L03, lore)": how a lore card is named in messages; the id alone if unknown. */
export function loreName(id: string): string {
  const c = loreCard(id);
  return c === undefined ? id : `${c.name} (${c.id}, lore)`;
}

/** The card text as one string, paragraphs separated by a blank line. */
export function loreText(card: LoreCard): string {
  // `?? []`: in the Lua build lore text is not held (tools/lib/luaProse.ts).
  return (card.text ?? []).join("\n\n");
}

// ---- validation --------------------------------------------------------------------------------

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 32 || c > 126) return false;
  }
  return true;
}

/** True when the record at `i` has the id of an earlier one. */
function repeatedBefore(cards: readonly { id: string }[], i: number): boolean {
  for (let k = 0; k < i; k++) if (cards[k].id === cards[i].id) return true;
  return false;
}

export function validateLore(cards: readonly LoreCard[] = LORE_CARDS): string[] {
  const shape = shapeProblems(LORE_FILE, cards, [
    { field: "id", type: "string" },
    { field: "name", type: "string" },
    { field: "text", type: "strings" },
  ], "id", "LORE_CARDS");
  if (shape.length > 0) return shape;
  const errors = checkRecords(
    LORE_FILE,
    cards,
    (c) => c.id,
    [
      rule("name", (c: LoreCard) => c.name, nonEmptyText),
      rule("text", (c: LoreCard) => c.text, listOf(1, 4, nonEmptyText)),
    ],
    (c, id) => {
      const out: string[] = [];
      for (let i = 0; i < cards.length; i++) {
        if (cards[i] === c) {
          const n = i + 1;
          const expected = n < 10 ? `L0${n}` : `L${n}`;
          // A repeated id is reported once, as a duplicate (checkRecords), not as a gap too.
          if (c.id !== expected && !repeatedBefore(cards, i)) out.push(fieldError(LORE_FILE, id, "id", `expected ${expected} at position ${n}`));
        }
      }
      if (typeof c.name === "string" && !isAscii(c.name)) out.push(fieldError(LORE_FILE, id, "name", "use ASCII only"));
      if (typeof c.text === "object") {
        for (const p of c.text) {
          if (typeof p === "string" && !isAscii(p)) out.push(fieldError(LORE_FILE, id, "text", "use ASCII only"));
        }
      }
      return out;
    },
  );
  const names: string[] = [];
  for (const c of cards) {
    for (const p of c.text ?? []) {
      const token = markupProblem(p);
      if (token !== undefined) errors.push(fieldError(LORE_FILE, c.id, "text", token));
    }
    // Names identify cards to players (chat, tooltips), as the Court's do: no two alike.
    if (names.indexOf(c.name) >= 0) errors.push(fieldError(LORE_FILE, c.id, "name", `duplicate name ${c.name}`));
    names.push(c.name);
  }
  // No fixed total: a modder may add L15 after L14 (README "Add a card").
  return cards.length > 0 ? errors : errors.concat([fieldError(LORE_FILE, "LORE_CARDS", "entries", "expected at least one Lore card")]);
}

export const validateLoreData: Validator = () => validateLore();
