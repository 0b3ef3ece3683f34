/**
 * Global's XML UI: every feature's panels, composed by the build in Node (lib/panelsXml.ts) and kept
 * in the table object's memo (docs/tts-behaviour.md `memo`), so their markup is not in Global's Lua.
 */
import { TABLE_SURFACE_TAG } from "./assumptions";
import { tagged } from "./table";

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

/** What Global shows when the table object or its memo is gone (a host's edit): the game plays on. */
const NO_PANELS_XML = '<Panel id="arcsNoPanels" height="30" width="760" rectAlignment="UpperCenter" offsetXY="0 -8" color="#3a0d0dee"><Text text="Arcs: the panels are missing (no memo on the Table object); load the mod again." fontSize="14" color="#ffffff"/></Panel>';

/** The panels' XML the build stored on the table object, or a one-line notice when it is gone. */
function panelsXml(): string {
  const table = tagged(TABLE_SURFACE_TAG)[0];
  const xml = table === undefined ? undefined : table.memo;
  return typeof xml === "string" && xml !== "" ? xml : NO_PANELS_XML;
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
  return panelsXml();
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
