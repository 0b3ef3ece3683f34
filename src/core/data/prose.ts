/**
 * The printed card text the rules read, and nothing else of it.
 *
 * The card data holds every card's printed paragraphs (the save's tooltips, the renderer and the
 * docs are made from them), but the rules read only three kinds of paragraph: a Crisis (BR p.18), a
 * Vox card's When Secured (p.13) and a Loyal Guild card's "If you Provoke Outrage, keep this card"
 * (F605-F609); of a Leader's abilities, only one that acts "In **setup**" (told in the setup log).
 * TTS parses Global's whole script on every load and rewind (issue 27), so the Lua build
 * ships only the paragraphs `paragraphReadByRules` keeps (tools/lib/luaProse.ts); the rest of the
 * printed text is not in the Lua (a card with none of those paragraphs has no text there: the readers
 * take a missing text for an empty one). Code outside src/core/data hands a card's text only to the readers
 * below: the build refuses any other read of it (docs/architecture.md "What the Lua build leaves out").
 */

const CRISIS = "**Crisis:**";
const WHEN_SECURED = "**When Secured:**";

function isCrisis(p: string): boolean {
  return p.indexOf(CRISIS) >= 0;
}

function isWhenSecured(p: string): boolean {
  return p.indexOf(WHEN_SECURED) === 0;
}

function keepsCard(p: string): boolean {
  return p.indexOf("Provoke Outrage") >= 0 && p.indexOf("keep this card") >= 0;
}

/** Whether the rules read this printed paragraph (the Lua build keeps exactly these). */
export function paragraphReadByRules(p: string): boolean {
  return isCrisis(p) || isWhenSecured(p) || keepsCard(p);
}

/**
 * The text the Lua build keeps of a paragraph the rules read (tools/lib/luaProse.ts): all the readers
 * below draw from it. A Crisis is shown to the players whole; a When Secured is read only for where
 * it sends its card (its plain last order, or none), and "If you Provoke Outrage, keep this card"
 * only as a yes. A paragraph that is two of those stays whole.
 */
export function paragraphAsRead(cardName: string, p: string): string {
  // The plain last sentence of a When Secured that sends its card to each place (whenSecuredDestination).
  const PLAIN_ORDER: { readonly [to in WhenSecuredDestination]: string } = {
    discard: "Discard this card.",
    bury: "Bury this card.",
    shuffle: "Shuffle this card into the Court deck.",
    stay: "This card remains in the Court.",
  };
  const kinds = (isCrisis(p) ? 1 : 0) + (isWhenSecured(p) ? 1 : 0) + (keepsCard(p) ? 1 : 0);
  if (kinds !== 1 || isCrisis(p)) return p;
  if (keepsCard(p)) return "If you Provoke Outrage, keep this card.";
  const to = whenSecuredDestination(cardName, [p]);
  return to === undefined ? WHEN_SECURED : `${WHEN_SECURED} ${PLAIN_ORDER[to]}`;
}

/** A Leader ability that acts in setup (FAQ erratum p.21: "In **setup**, ..."): the Lua build keeps only these. */
export function isSetupAbility(text: string): boolean {
  return text.indexOf("In **setup**") === 0;
}

/** A Leader ability's text as the setup log tells it (its markup's asterisks dropped), if it acts in setup. */
export function setupAbilityText(text: string | undefined): string | undefined {
  return text !== undefined && isSetupAbility(text) ? text.split("*").join("") : undefined;
}

/** A card's Crisis paragraph (BR p.18), if its printed text has one. */
export function crisisParagraph(text: readonly string[] | undefined): string | undefined {
  if (text !== undefined) for (const p of text) if (isCrisis(p)) return p;
  return undefined;
}

/** A Vox card's When Secured paragraph (p.13), if its printed text has one. */
export function whenSecuredParagraph(text: readonly string[] | undefined): string | undefined {
  if (text !== undefined) for (const p of text) if (isWhenSecured(p)) return p;
  return undefined;
}

/** A Fate-set Loyal Guild card says so: "If you **Provoke Outrage,** keep this card." (F605-F609). */
export function keepsOnOutrage(text: readonly string[] | undefined): boolean {
  if (text !== undefined) for (const p of text) if (keepsCard(p)) return true;
  return false;
}

/** Where a Vox card goes once its When Secured is resolved (court/types.ts VoxDestination). */
export type WhenSecuredDestination = "discard" | "bury" | "shuffle" | "stay";

/**
 * Where a Vox card's printed When Secured sends it, when it says so plainly: its last sentence is a
 * whole order about this card ("Bury this card.", "Discard Call to Action.", "Shuffle this card into
 * the Court deck.", "This card remains in the Court."). A choice ("You may discard this card or ..."),
 * a condition ("... and bury this card. If not, this card ... remain.") or another place ("Tuck this
 * card behind Edict 25.") is not plain: undefined, and the players move the card as the text says.
 */
export function whenSecuredDestination(name: string, text: readonly string[] | undefined): WhenSecuredDestination | undefined {
  const ws = whenSecuredParagraph(text);
  if (ws === undefined) return undefined;
  const ends = (s: string) => ws.length >= s.length && ws.substring(ws.length - s.length) === s;
  for (const self of ["this card", name]) {
    if (ends(`Discard ${self}.`)) return "discard";
    if (ends(`Bury ${self}.`)) return "bury";
    if (ends(`Shuffle ${self} into the Court deck.`)) return "shuffle";
  }
  if (ends("This card remains in the Court.")) return "stay";
  return undefined;
}
