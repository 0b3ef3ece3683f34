/**
 * XML of the panels' common elements. Pure strings: the build composes Global's whole XML in Node
 * (lib/panelsXml.ts) and stores it on the table object (docs/architecture.md, the load), so the
 * panels' markup is not in Global's Lua. Each writes its attributes in the order given.
 * `rest`: further attributes, each with its leading space.
 */
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
