/**
 * Global's XML UI is composed from the features' fragments at load (each feature adds its panel),
 * so no feature owns the whole UI file.
 */
const fragments: string[] = [];

/** What the scripts last set, per "element id.attribute" (TTS keeps it until the XML is set again). */
let shown: { [key: string]: string } = {};
/** False until the XML set at load has surely been applied (TTS applies UI.setXml frames later). */
let settled = true;
const SETTLE_FRAMES = 10;

export function addUiFragment(xml: string): void {
  fragments.push(xml);
}

/**
 * Global's whole XML; Global sets it at load (UI.setXml). What setUiAttribute remembers is
 * forgotten, and nothing is skipped until the new XML has surely been applied: an attribute set
 * too early may be lost, and the first refresh after that sets every attribute again.
 */
export function composedUi(): string {
  shown = {};
  settled = false;
  Wait.frames(() => {
    shown = {};
    settled = true;
  }, SETTLE_FRAMES);
  return fragments.join("\n");
}

/**
 * UI.setAttribute on Global's UI, skipped when the attribute already shows `value` (each call is an
 * API crossing, and handlers refresh the same texts after every command). Only for attributes that
 * scripts alone change (a Text's text, active, visibility), not for what a player edits (input
 * values, dropdown selections).
 */
export function setUiAttribute(id: string, attribute: string, value: string): void {
  const key = `${id}.${attribute}`;
  if (settled && shown[key] === value) return;
  shown[key] = value;
  UI.setAttribute(id, attribute as UIAttributeName, value);
}
