/**
 * Each card's tooltip (its `Description`), built from the same data as its face so the two never
 * disagree. TTS shows it on hover as plain text: the data's markup (emphasis, icon tokens) becomes
 * plain words (tooltipText.ts).
 */
import type { ActionCard } from "../../src/core/data/actionCards";
import type { CourtCard } from "../../src/core/data/court";
import type { SetupCard } from "../../src/core/data/setupCards";
import type { Leader, LeaderBox } from "../../src/core/data/leaders";
import type { LoreCard } from "../../src/core/data/lore";
import { actionsText } from "../../src/core/game/util";
import { tooltipText } from "./tooltipText";

const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The ambition a led card may declare (p.9, p.18). */
function declaresText(c: ActionCard): string {
  if (c.declares === "none") return "declares no ambition";
  if (c.declares === "any") return "may declare any ambition";
  return `may declare ${title(c.declares)}`;
}

/** Action cards: suit, number, pips and what each way of playing it gives (p.8-10). */
export function actionCardText(c: ActionCard): string {
  return [
    `${title(c.suit)} ${c.number}, ${c.pips} pip${c.pips === 1 ? "" : "s"}.`,
    `Lead or Surpass: ${actionsText(c.pips, c.suit)}.`,
    `Pivot (face up, another suit): ${actionsText(1, c.suit)}.`,
    "Copy (face down): 1 action of the lead suit.",
    `Led, it ${declaresText(c)} (p.9).`,
  ].join("\n");
}

export function courtCardText(c: CourtCard): string {
  const head =
    c.kind === "vox"
      ? "Vox card."
      : `Guild card, ${title(c.suit)}${c.raidCost !== undefined ? `, raid cost ${c.raidCost}` : ""}${c.loyal ? ", loyal" : ""}.`;
  return [head, ...c.text.map(tooltipText)].join("\n");
}

function box(label: string, b: LeaderBox): string {
  return `${label}: ${b.ships} ship${b.ships === 1 ? "" : "s"}${b.building ? ` and a ${b.building}` : ""}`;
}

export function leaderText(c: Leader): string {
  return [
    `Leader. Starting resources: ${c.resources.map(title).join(", ")}.`,
    `${box("A", c.A)}; ${box("B", c.B)}; ${box("C", c.C)}.`,
    ...c.abilities.map((a) => `${a.name}: ${tooltipText(a.text)}`),
  ].join("\n");
}

export function loreText(c: LoreCard): string {
  return ["Lore card.", ...c.text.map(tooltipText)].join("\n");
}

export function setupCardText(c: SetupCard): string {
  return [
    `Setup card for ${c.playerCount} players.`,
    `Out of play: cluster${c.outOfPlay.length === 1 ? "" : "s"} ${c.outOfPlay.join(" and ")}.`,
    ...c.positions.map((p, i) => `Player ${i + 1}: A ${p.A}, B ${p.B}, C ${p.C.join(" / ")}`),
  ].join("\n");
}
