/**
 * Global's XML UI is composed from the features' fragments at load (each feature adds its panel),
 * so no feature owns the whole UI file.
 */
const fragments: string[] = [];

export function addUiFragment(xml: string): void {
  fragments.push(xml);
}

export function composedUi(): string {
  return fragments.join("\n");
}
