/** A TTS XML UI (Global's or an object's): elements by id with their attributes, visibility, values. */

export interface UiElement {
  tag: string;
  id: string;
  attributes: Record<string, string>;
}

const ELEMENT = /<([A-Za-z][\w]*)\b([^>]*?)\/?>/g;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)\s*=\s*"([^"]*)"/g;

export function parseUiXml(xml: string): UiElement[] {
  const out: UiElement[] = [];
  for (const m of xml.matchAll(ELEMENT)) {
    const attributes: Record<string, string> = {};
    for (const a of m[2].matchAll(ATTRIBUTE)) attributes[a[1]] = a[2];
    if (attributes.id !== undefined) out.push({ tag: m[1], id: attributes.id, attributes });
  }
  return out;
}

export class FakeUi {
  xml = "";
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

  /** The text shown by an element: its `text` attribute (set by setValue / setAttribute). */
  text(id: string): string | undefined {
    return this.elements.get(id)?.attributes.text;
  }
}
