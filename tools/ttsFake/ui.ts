/** A TTS XML UI (Global's or an object's): elements by id with their attributes, visibility, values. */

export interface UiElement {
  tag: string;
  id: string;
  attributes: Record<string, string>;
  /** ids of the enclosing elements that have one, innermost first */
  ancestors: string[];
}

const TAG = /<(\/?)([A-Za-z][\w]*)\b([^>]*?)(\/?)>/g;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)\s*=\s*"([^"]*)"/g;

export function parseUiXml(xml: string): UiElement[] {
  const out: UiElement[] = [];
  const open: (string | undefined)[] = [];
  for (const m of xml.matchAll(TAG)) {
    if (m[1] === "/") {
      open.pop();
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const a of m[3].matchAll(ATTRIBUTE)) attributes[a[1]] = a[2];
    const ancestors = open.filter((x): x is string => x !== undefined).reverse();
    if (attributes.id !== undefined) out.push({ tag: m[2], id: attributes.id, attributes, ancestors });
    if (m[4] !== "/") open.push(attributes.id);
  }
  return out;
}

/**
 * Frames until an XML set by a script is in place. TTS documents `UI.loading` ("whether the server
 * has finished loading all UI custom assets") and applies `UI.setXml` asynchronously: until then
 * the old elements answer and what scripts set on them is lost (docs/tts-behaviour.md).
 */
export const UI_LOAD_FRAMES = 3;

export class FakeUi {
  xml = "";
  /** true between a script's setXml and the frame the new XML is in place */
  loading = false;
  private elements = new Map<string, UiElement>();

  constructor(xml = "") {
    this.setXml(xml);
  }

  setXml(xml: string): void {
    this.xml = xml;
    this.elements = new Map(parseUiXml(xml).map((e) => [e.id, e]));
  }

  element(id: string): UiElement | undefined {
    return this.elements.get(id);
  }

  ids(): string[] {
    return [...this.elements.keys()];
  }

  getAttribute(id: string, name: string): string | undefined {
    return this.elements.get(id)?.attributes[name];
  }

  setAttribute(id: string, name: string, value: unknown): boolean {
    const e = this.elements.get(id);
    if (!e) return false;
    e.attributes[name] = String(value);
    return true;
  }

  setAttributes(id: string, attrs: Record<string, unknown>): boolean {
    const e = this.elements.get(id);
    if (!e) return false;
    for (const [k, v] of Object.entries(attrs)) e.attributes[k] = String(v);
    return true;
  }

  isVisible(id: string): boolean {
    const e = this.elements.get(id);
    return !!e && e.attributes.active !== "false";
  }

  /** Shown on screen: itself and every enclosing element active (TTS hides an inactive panel's children). */
  isShown(id: string): boolean {
    const e = this.elements.get(id);
    return !!e && this.isVisible(id) && e.ancestors.every((a) => this.isVisible(a));
  }

  /**
   * Whether a player sees (and so can click) an element: TTS's `visibility` attribute ("a
   * pipe-separated list of visibility targets. An element is always treated as inactive to players
   * not specified here": colours, Host, Admin, teams) on the element or any enclosing element.
   */
  visibleTo(id: string, color: string, host: boolean): boolean {
    const e = this.elements.get(id);
    if (!e) return false;
    for (const key of [id, ...e.ancestors]) {
      const v = this.elements.get(key)?.attributes.visibility;
      if (v === undefined || v === "") continue;
      const targets = v.split("|");
      const ok = targets.includes(color) || (host && (targets.includes("Host") || targets.includes("Admin")));
      if (!ok) return false;
    }
    return true;
  }

  /** The text shown by an element: its `text` attribute (set by setValue / setAttribute). */
  text(id: string): string | undefined {
    return this.elements.get(id)?.attributes.text;
  }
}
