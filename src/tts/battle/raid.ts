/**
 * After the hits: each destroyed city (Outrage, then Ransack, the FAQ's order), the raid's Steal
 * buttons, and the end of the battle.
 */
import type { RaidPick } from "../../core/battle/flow";
import { raid, resolveNextCity } from "../../core/battle/flow";
import { ransackTargets } from "../../core/court/court";
import { courtCard, courtCardName } from "../../core/data/court";
import { slotRaidCost } from "../../core/resources/resources";
import { resourceName } from "../../core/court/types";
import { announce, refuseTo, tell } from "../lib/chat";
import { actOutCity, actOutSteal, returnDice } from "./moves";
import { guildCardsOf, readBattleCourt, resourceTokens } from "./read";
import { cityText } from "./words";
import { game } from "../session/session";
import { attackerSession, currentSession, setSession } from "./session";
import type { Session } from "./session";
import { renderRaid, renderRansack, renderStep } from "./panel";

// ---- destroyed cities, raid, end -------------------------------------------------------------

export function resolveCities(clicker: string, s: Session, chosen: number | undefined): void {
  const g = game();
  let slot = chosen;
  while (g !== undefined && s.flow !== undefined && s.flow.citiesLeft.length > 0) {
    const court = readBattleCourt(g);
    const targets = ransackTargets(court, s.flow.defender);
    if (slot === undefined && targets.length > 1) {
      s.step = "city";
      s.ransackChoices = targets;
      announce(s.attacker + " chooses which Court card to ransack: " + targets.map((i) => "slot " + (i + 1)).join(", ") + ".");
      renderStep();
      renderRansack(s);
      return;
    }
    const used = slot !== undefined ? slot : targets.length === 1 ? targets[0] : undefined;
    const type = s.flow.citiesLeft[0];
    const r = resolveNextCity(court, s.flow, slot);
    if (!r.ok) {
      s.step = "city";
      s.ransackChoices = targets;
      refuseTo(clicker, r.reason);
      renderStep();
      renderRansack(s);
      return;
    }
    actOutCity(court, r.value, s.attacker, type, used);
    announce(cityText(s.attacker, s.flow.defender, type, r.value));
    s.flow = r.value.flow;
    slot = undefined;
  }
  s.ransackChoices = [];
  startRaid(s);
}

function startRaid(s: Session): void {
  const f = s.flow;
  if (f === undefined || f.keys <= 0 || !f.attackingShipsRemain) {
    endBattle(true);
    return;
  }
  s.step = "raid";
  s.keysLeft = f.keys;
  placeStealButtons(s);
  announce(s.attacker + " raids " + f.defender + " with " + f.keys + " key(s): steal resources (the cost above their slot) or Guild cards (their printed cost).");
  renderStep();
  renderRaid(s);
}

function clearStealButtons(s: Session): void {
  for (const g of s.stealable) {
    const o = getObjectFromGUID(g);
    if (o !== undefined) o.clearButtons();
  }
  s.stealable = [];
}

function stealButton(o: TTSObject, cost: number): void {
  o.createButton({
    click_function: "arcsBattleSteal",
    function_owner: Global,
    label: "Steal: " + cost + (cost === 1 ? " key" : " keys"),
    tooltip: "Spend " + cost + " raid key(s) to steal this",
    position: Vector(0, 0.3, 0),
    width: 900,
    height: 220,
    font_size: 110,
  });
}

export function placeStealButtons(s: Session): void {
  clearStealButtons(s);
  if (s.defender === undefined) return;
  for (const t of resourceTokens(s.defender)) {
    stealButton(t.obj, slotRaidCost(t.slot));
    s.stealable.push(t.obj.getGUID());
  }
  for (const c of guildCardsOf(s.defender)) {
    const def = courtCard(c.getGMNotes());
    if (def === undefined || def.raidCost === undefined) continue;
    stealButton(c, def.raidCost);
    s.stealable.push(c.getGUID());
  }
}

/**
 * Zones see a script's move a few physics frames later (docs/tts-behaviour.md): until the last
 * steal's token lies in its new slot, a next steal would read the boards as they were.
 */
const STEAL_SETTLE_FRAMES = 4;
let stealSettling = false;

export function onSteal(obj: TTSObject, clicker: string): void {
  const s = attackerSession(clicker, ["raid"]);
  const g = game();
  if (s === undefined || g === undefined || s.defender === undefined) return;
  if (stealSettling) {
    refuseTo(clicker, "one moment: the last steal is still being put in place; click again");
    return;
  }
  let pick: RaidPick | undefined;
  let what = "";
  const token = resourceTokens(s.defender).find((t) => t.obj.getGUID() === obj.getGUID());
  if (token !== undefined) {
    pick = { kind: "resource", slot: token.slot };
    what = s.defender + "'s " + resourceName(token.type) + " (slot " + (token.slot + 1) + ")";
  } else if (obj.hasTag("court-card")) {
    pick = { kind: "guild", card: obj.getGMNotes() };
    what = courtCardName(obj.getGMNotes());
  }
  if (pick === undefined) {
    refuseTo(clicker, "that is not one of " + s.defender + "'s resources or Guild cards");
    return;
  }
  const court = readBattleCourt(g);
  const r = raid(court, s.attacker, s.defender, s.keysLeft, true, [pick]);
  if (!r.ok) {
    refuseTo(clicker, r.reason);
    return;
  }
  actOutSteal(court, r.value.table, s.attacker, s.defender, pick);
  stealSettling = true;
  Wait.frames(() => (stealSettling = false), STEAL_SETTLE_FRAMES);
  s.keysLeft = r.value.keysLost;
  const lost = r.value.discarded.length > 0 ? " (no room: it goes back to the supply)" : "";
  announce(s.attacker + " steals " + what + lost + "; " + s.keysLeft + " key(s) left.");
  if (s.keysLeft <= 0) {
    endBattle(true);
    return;
  }
  placeStealButtons(s);
  renderRaid(s);
}

/** End the battle: Steal buttons off, dice back to their bags, the panel closes. */
export function endBattle(say: boolean): void {
  const s = currentSession();
  if (s === undefined) return;
  clearStealButtons(s);
  returnDice(s.diceGuids);
  setSession(undefined);
  if (say) announce(s.attacker + "'s battle is over.");
  renderStep();
}

export function onEnd(clicker: string): void {
  const s = attackerSession(clicker, ["choose", "city", "raid"]);
  if (s === undefined) return;
  if (s.step === "raid" && s.keysLeft > 0) announce(s.attacker + " leaves " + s.keysLeft + " key(s) unspent.");
  endBattle(s.step !== "choose");
  if (s.step === "choose") tell(clicker, "battle cancelled");
}
