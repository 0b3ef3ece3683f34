/**
 * The 8 base leader cards LEAD01-LEAD08 (rulebook p.3, p.21; Leaders & Lore mode).
 *
 * Sources and inferences:
 * - Names and ability texts: the card reference in ../shared/seeds/003 ("ARCS-LEAD01".."08"),
 *   transcribed verbatim with its markup (**bold** = the standard action or play step a trait
 *   modifies, *(...)* = reminder). Each ability is split into its trait name and its text.
 * - Starting pieces (A/B/C boxes) and starting resources are printed on the cards only; the seeds
 *   give one of them, rulebook p.21: "The Mystic starts with a Psionic and a Relic. They have
 *   initiative, so they place 3 ships and a city in 1A, 3 ships and a starport in 1B, and 2 ships
 *   in 1C." The other seven are INFERRED from two independent public Arcs implementations that agree
 *   on every box of all eight leaders and on the resources of seven (the HRF Arcs engine's leader
 *   table and the starting_pieces table of a public Arcs TTS mod). They disagree on the Upstart's
 *   second resource (HRF: Material; the TTS mod: Weapon, the same pair as its Demagogue and its
 *   default entry, which looks like a copy). We use Psionic, Material; check it against the physical
 *   card. With 2 players the C box applies to each of the two C systems (rulebook p.5 step N).
 * - Resources go to the 2 leftmost resource slots in the order listed (p.21; FAQ "Leaders": in the
 *   order shown on the card, not from the starting planets).
 * - Extra setup steps (e.g. Mystic's Cryptic) happen after drafting, in turn order (FAQ erratum p.21).
 */
import { nestedShapeProblems, recordName, shapeProblems } from "./shape";
import { RESOURCE_TYPES, ResourceType } from "./vocabulary";
import { markupProblem } from "./markup";
import { Validator, checkRecords, fieldError, intBetween, listOf, nonEmptyText, oneOf, rule } from "./fieldCheck";
import { findById } from "../util/byId";

export const LEADERS_FILE = "src/core/data/leaders.ts";

export interface LeaderBox {
  /** Ships to place (the pips under the ship icon). */
  ships: number;
  /** At most one building, taken as for a setup card: the leftmost city, or a starport. */
  building?: "city" | "starport";
}

export interface LeaderAbility {
  /** The trait name printed in italics, e.g. "Beloved". */
  name: string;
  text: string;
}

export interface Leader {
  /** "LEAD01".."LEAD08". */
  id: string;
  name: string;
  /** The two starting resources in printed order: slot 1, then slot 2. */
  resources: ResourceType[];
  A: LeaderBox;
  B: LeaderBox;
  C: LeaderBox;
  abilities: LeaderAbility[];
}

export const LEADERS: readonly Leader[] = [
  {
    id: "LEAD01",
    name: "Elder",
    resources: ["relic", "material"],
    A: { ships: 3, building: "city" },
    B: { ships: 3, building: "starport" },
    C: { ships: 2 },
    abilities: [
      { name: "Beloved", text: "After defending in **battle**, you may influence if the attacker took any Trophies. Rivals cannot Ransack the Court when they **battle** you." },
      { name: "Just", text: "When you're **scoring** Tyrant, gain no Power for second place, and gain Power for second place if you get first place. *(Don't get bonus city Power.)*" },
    ],
  },
  {
    id: "LEAD02",
    name: "Mystic",
    resources: ["psionic", "relic"],
    A: { ships: 3, building: "city" },
    B: { ships: 3, building: "starport" },
    C: { ships: 2 },
    abilities: [
      { name: "Attuned", text: "When you Copy or Pivot in order to **tax**, you gain 1 Psionic along with the taxed resource." },
      { name: "Cryptic", text: "In **setup**, place agents on your Material and Fuel Outrage slots on your player board." },
    ],
  },
  {
    id: "LEAD03",
    name: "Fuel-Drinker",
    resources: ["fuel", "fuel"],
    A: { ships: 3, building: "city" },
    B: { ships: 3, building: "starport" },
    C: { ships: 2 },
    abilities: [
      { name: "Insatiable", text: "When you Copy or Pivot in order to **tax**, you gain 1 Fuel along with the taxed resource." },
      { name: "Lavish", text: "After **scoring**, you must discard all of your Fuel if the Tycoon ambition was scored." },
    ],
  },
  {
    id: "LEAD04",
    name: "Upstart",
    resources: ["psionic", "material"],
    A: { ships: 4, building: "city" },
    B: { ships: 3, building: "starport" },
    C: { ships: 2 },
    abilities: [
      { name: "Ambitious", text: "When you **declare an ambition**, you may gain any resource. *(You must declare the ambition before taking any actions, including Prelude actions from resources.)*" },
      { name: "Callow", text: "You can only **tax** Loyal cities if you control them." },
    ],
  },
  {
    id: "LEAD05",
    name: "Rebel",
    resources: ["material", "weapon"],
    A: { ships: 4, building: "starport" },
    B: { ships: 4 },
    C: { ships: 2 },
    abilities: [
      { name: "Committed", text: "In **battle**, you collect 2 extra dice." },
      { name: "Disorganized", text: "You cannot **move** more than 2 ships at a time." },
    ],
  },
  {
    id: "LEAD06",
    name: "Warrior",
    resources: ["weapon", "material"],
    A: { ships: 3, building: "city" },
    B: { ships: 3, building: "starport" },
    C: { ships: 2 },
    abilities: [
      { name: "Tactical", text: "When you Copy or Pivot to **battle**, you may move before or after you battle. *(You may do this even if you spent a Weapon to let you battle.)*" },
      { name: "Violent", text: "When you're **scoring** Empath, gain no Power for second place, and gain Power for second place if you get first place. *(Don't get bonus city Power.)*" },
    ],
  },
  {
    id: "LEAD07",
    name: "Feastbringer",
    resources: ["relic", "material"],
    A: { ships: 3, building: "city" },
    B: { ships: 3, building: "city" },
    C: { ships: 3 },
    abilities: [
      { name: "Charismatic", text: "When you Copy or Pivot in order to **secure** a card, you may influence before or after you secure." },
      { name: "Generous", text: "To **declare an ambition**, you must give 1 Guild card to your Rival with the least Power." },
    ],
  },
  {
    id: "LEAD08",
    name: "Demagogue",
    resources: ["psionic", "weapon"],
    A: { ships: 3, building: "city" },
    B: { ships: 3, building: "starport" },
    C: { ships: 2 },
    abilities: [
      { name: "Bold", text: "When you **declare an ambition**, you may influence any number of cards in the Court once." },
      { name: "Paranoid", text: "You cannot **secure** Guild cards with only 1 Loyal agent on them. *(You can secure Vox cards as normal.)* Ignore this if you Ransack the Court." },
    ],
  },
];

export function leader(id: string): Leader | undefined {
  return findById(LEADERS, id);
}

/** The box of a leader for a setup-card box letter. */
export function leaderBox(l: Leader, box: "A" | "B" | "C"): LeaderBox {
  return box === "A" ? l.A : box === "B" ? l.B : l.C;
}

// ---- validation --------------------------------------------------------------------------------

const BUILDINGS: readonly string[] = ["city", "starport"];

function checkBox(id: string, field: string, box: LeaderBox | undefined): string[] {
  if (typeof box !== "object") return [fieldError(LEADERS_FILE, id, field, "missing box")];
  const out: string[] = [];
  const ships = intBetween(0, 6)(box.ships);
  if (ships !== undefined) out.push(fieldError(LEADERS_FILE, id, `${field}.ships`, ships));
  if (box.building !== undefined) {
    const b = oneOf(BUILDINGS, "building (city or starport)")(box.building);
    if (b !== undefined) out.push(fieldError(LEADERS_FILE, id, `${field}.building`, b));
  }
  return out;
}

export function validateLeaders(leaders: readonly Leader[] = LEADERS): string[] {
  const shape = shapeProblems(LEADERS_FILE, leaders, [
    { field: "id", type: "string" },
    { field: "name", type: "string" },
    { field: "resources", type: "strings" },
    { field: "A", type: "object" },
    { field: "B", type: "object" },
    { field: "C", type: "object" },
    { field: "abilities", type: "list" },
  ], "id", "LEADERS");
  if (shape.length > 0) return shape;
  let nested: string[] = [];
  leaders.forEach((l, i) => {
    for (const box of ["A", "B", "C"] as const) {
      nested = nested.concat(nestedShapeProblems(LEADERS_FILE, recordName(l, i), box, l[box], [
        { field: "ships", type: "number" },
        { field: "building", type: "string", optional: true },
      ]));
    }
    l.abilities.forEach((a, k) => {
      nested = nested.concat(nestedShapeProblems(LEADERS_FILE, recordName(l, i), `abilities[${k}]`, a, [
        { field: "name", type: "string" },
        { field: "text", type: "string" },
      ]));
    });
  });
  if (nested.length > 0) return nested;
  const errors = checkRecords(
    LEADERS_FILE,
    leaders,
    (l) => l.id,
    [
      rule("name", (l: Leader) => l.name, nonEmptyText),
      rule("resources", (l: Leader) => l.resources, listOf(2, 2, oneOf(RESOURCE_TYPES, "resource type"))),
    ],
    (l, id) => {
      const out = checkBox(id, "A", l.A).concat(checkBox(id, "B", l.B), checkBox(id, "C", l.C));
      const abilities = listOf(2, 3, (a) => {
        const ability = a as LeaderAbility;
        if (typeof ability !== "object") return "not an ability";
        return nonEmptyText(ability.name) ?? nonEmptyText(ability.text);
      })(l.abilities);
      if (abilities !== undefined) out.push(fieldError(LEADERS_FILE, id, "abilities", abilities));
      return out;
    },
  );
  for (let i = 0; i < leaders.length; i++) {
    const n = i + 1;
    const expected = `LEAD${n < 10 ? "0" : ""}${n}`;
    let repeated = false;
    for (let k = 0; k < i; k++) if (leaders[k].id === leaders[i].id) repeated = true;
    // A repeated id is reported once, as a duplicate (checkRecords), not as a gap too.
    if (leaders[i].id !== expected && !repeated) {
      errors.push(fieldError(LEADERS_FILE, leaders[i].id, "id", `expected ${expected} at position ${n}`));
    }
  }
  const names: string[] = [];
  for (const l of leaders) {
    if (names.indexOf(l.name) >= 0) errors.push(fieldError(LEADERS_FILE, l.id, "name", `duplicate name ${l.name}`));
    names.push(l.name);
    for (const a of l.abilities) {
      const token = markupProblem(a.text ?? "");
      if (token !== undefined) errors.push(fieldError(LEADERS_FILE, l.id, "abilities", `${a.name}: ${token}`));
    }
  }
  // No fixed total: a modder may add LEAD09 after LEAD08 (README "Add a card").
  return leaders.length > 0 ? errors : errors.concat([fieldError(LEADERS_FILE, "LEADERS", "entries", "expected at least one leader")]);
}

export const validateLeadersData: Validator = () => validateLeaders();
