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
export const FATE_SET_TWINS: { readonly [fateCard: string]: string } = {
  F208: "BC05", // Construction Union
  F209: "BC05",
  F210: "BC04", // Admin Union
  F211: "BC04",
  F304: "BC23", // Elder Broker
  F305: "BC24", // Relic Fence
  F306: "BC12", // Prison Wardens
  F307: "BC03", // Material Cartel
  F308: "BC06", // Fuel Cartel
  F605: "BC01", // Loyal Engineers
  F606: "BC07", // Loyal Pilots
  F607: "BC15", // Loyal Marines
  F608: "BC19", // Loyal Empaths
  F609: "BC21", // Loyal Keepers
  F610: "BC25", // Galactic Bards
  F611: "BC10", // Spacing Union
  F612: "BC11", // Arms Union
  F622: "BC10",
  F623: "BC11",
  F708: "BC14", // Court Enforcers
  F709: "BC14",
  F819: "BC18", // Secret Order
  F826: "BC18",
  F1007: "BC12", // Prison Wardens
  F1008: "BC12",
  F1207: "BC20", // Silver-Tongues
  F1615: "BC13", // Skirmishers
  F1616: "BC22", // Sworn Guardians
  F1904: "BC24", // Relic Fence
  F2302: "BC17", // Farseers
};

/** The base Court card a Fate-set Guild card reprints, or undefined. */
export function fateSetTwinOf(id: string): string | undefined {
  if (typeof id !== "string") return undefined;
  const base = FATE_SET_TWINS[id];
  // In Node a lookup may find an Object prototype member ("constructor"): only a "BCnn" is a twin.
  return typeof base === "string" && base.startsWith("BC") ? base : undefined;
}
