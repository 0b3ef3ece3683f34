/**
 * Fate-set Guild cards that are reprints of base Court cards (seed 003: same name, same rules text
 * as ARCS-BCnn, punctuation aside). Once a Resolution puts one in the Court deck (BR p.28 A) and a
 * player secures it, it has its base card's rules, as the campaign Court's CC Guild cards have theirs
 * (`sameAs`, BR p.27): the core's power table, raid cost and Loyal rule key the base card.
 *
 * The list is data: `tests/core/campaign/fateSetTwins.test.ts` checks that each Fate card named here
 * is a Fate-set Guild card with the base card's name and rules text, and that no Fate-set Guild card
 * with a base card's name and text is left out. Galactic Bards F117 is not listed: seed 003 prints
 * no text for it (a data gap), so nothing says it is the base card.
 */
/**
 * Each Fate-set card and the base card it reprints, "20805" for F208 and BC05 (the base cards: BC01
 * Loyal Engineers, BC03 Material Cartel, BC04 Admin Union, BC05 Construction Union, BC06 Fuel Cartel,
 * BC07 Loyal Pilots, BC10 Spacing Union, BC11 Arms Union, BC12 Prison Wardens, BC13 Skirmishers, BC14
 * Court Enforcers, BC15 Loyal Marines, BC17 Farseers, BC18 Secret Order, BC19 Loyal Empaths, BC20
 * Silver-Tongues, BC21 Loyal Keepers, BC22 Sworn Guardians, BC23 Elder Broker, BC24 Relic Fence, BC25
 * Galactic Bards).
 */
const TWINS = "20805 20905 21004 21104 30423 30524 30612 30703 30806 60501 60607 60715 60819 60921 61025 61110 61211 62210 62311 70814 70914 81918 82618 100712 100812 120720 161513 161622 190424 230217";
export const FATE_SET_TWINS: { [fateCard: string]: string } = {};
for (const pair of TWINS.split(" ")) FATE_SET_TWINS[`F${pair.slice(0, pair.length - 2)}`] = `BC${pair.slice(pair.length - 2)}`;

/** The base Court card a Fate-set Guild card reprints, or undefined. */
export function fateSetTwinOf(id: string): string | undefined {
  if (typeof id !== "string") return undefined;
  const base = FATE_SET_TWINS[id];
  // In Node a lookup may find an Object prototype member ("constructor"): only a "BCnn" is a twin.
  return typeof base === "string" && base.startsWith("BC") ? base : undefined;
}
