/**
 * Global's XML UI is composed from the features' fragments at load (each feature adds its panel),
 * so no feature owns the whole UI file.
 */
const fragments: string[] = [];

/**
 * What the scripts last set, per element id, then attribute (TTS keeps it until the XML is set
 * again). Two lookups, not a key string built per call: painters call this many times per command.
 */
let shown: { [id: string]: { [attribute: string]: string } } = {};
/** False until the XML set at load has surely been applied (TTS applies UI.setXml frames later). */
let settled = true;
const SETTLE_FRAMES = 10;
/** Which composedUi call the pending resend belongs to (an older one's wait must not settle a newer XML). */
let generation = 0;

export function addUiFragment(xml: string): void {
  fragments.push(xml);
}

/**
 * Global's whole XML; Global sets it at load (UI.setXml). What setUiAttribute remembered is
 * forgotten, and nothing is skipped until the new XML has surely been applied: an attribute set too
 * early may be lost, so once it has, everything set since is sent again, in that frame (one
 * UI.setAttributes per element), and from then on unchanged attributes are skipped. (Before, the
 * first command after a load paid for sending every attribute again.)
 */
export function composedUi(): string {
  shown = {};
  settled = false;
  generation += 1;
  const mine = generation;
  Wait.frames(() => {
    if (mine === generation) resendAll();
  }, SETTLE_FRAMES);
  return fragments.join("\n");
}

function resendAll(): void {
  for (const id in shown) UI.setAttributes(id, shown[id] as unknown as LuaTable<UIAttributeName, UIAttributeValue>);
  settled = true;
}

/**
 * UI.setAttribute on Global's UI, skipped when the attribute already shows `value` (each call is an
 * API crossing, and handlers refresh the same texts after every command). Only for attributes that
 * scripts alone change (a Text's text, active, visibility), not for what a player edits (input
 * values, dropdown selections).
 */
export function setUiAttribute(id: string, attribute: string, value: string): void {
  let element = shown[id];
  if (element === undefined) {
    element = {};
    shown[id] = element;
  } else if (settled && element[attribute] === value) return;
  element[attribute] = value;
  UI.setAttribute(id, attribute as UIAttributeName, value);
}

// ---- XML of the panels' common elements --------------------------------------------------------
// Each writes its attributes in the order given, so a panel built with them is the XML it was when
// written out (issue 27: Global's bytes). `rest`: further attributes, each with its leading space.

export function uiPanel(id: string, attrs: string, inner: string): string {
  return `<Panel id="${id}" ${attrs}>${inner}</Panel>`;
}

/** A Vertical or Horizontal layout. */
export function uiLayout(dir: "Vertical" | "Horizontal", attrs: string, inner: string): string {
  return `<${dir}Layout ${attrs}>${inner}</${dir}Layout>`;
}

export function uiText(id: string, text: string, size: number, color: string, rest = ""): string {
  return `<Text id="${id}" text="${text}" fontSize="${size}" color="${color}"${rest}/>`;
}

export function uiButton(id: string, onClick: string, text: string, size: number, rest = ""): string {
  return `<Button id="${id}" onClick="${onClick}" text="${text}" fontSize="${size}"${rest}/>`;
}
