/**
 * The Caretaker's Golem Beacon (seed 003 F502, Lore): "Awaken (Influence): Take any Golems you
 * control from the map and place them on your Golem Hearth card. Flip these Golems to Awake if you
 * are winning a declared ambition." With Golems (F505): "Only the Caretaker can take Golems from
 * the map." The press sends the systems holding a Golem as the table reads them (their pieces, the
 * Golems among the map's Fate tokens, the player's play area: F502 and the cards that change
 * control) and the scoring's counts; the core decides which Golems the player controls on their
 * turn (mapControl.ts, BR p.10), whether they are winning a declared ambition (first place as the
 * scoring would count it now, p.18: tied for first is not first) and spends an Influence action of
 * the turn (p.20: a card action "Name (Standard)" stands in for that action). The table moves them.
 */
import type { Ambition, SystemId } from "../../data/vocabulary";
import { AMBITIONS } from "../../data/vocabulary";
import type { Command, GameState, RoundState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import type { Result } from "../../result";
import { ok, refuse } from "../../result";
import { roundTurnRefusal } from "../../game/rounds";
import { spendAction } from "../../game/actions";
import { scoreAmbition, snapshotRefusal } from "../../game/scoring";
import { capitalise } from "../../util/ascii";
import { controllerOf, mapSnapshotRefusal } from "../mapControl";
import { empireFactsFor } from "./empireCards";
import type { CampaignState } from "../types";
import type { AwakenGolemsCommand, SpendGolemCommand } from "../fateCommandTypes";
import { logEvent } from "../../game/util";
import { fateHolder } from "./setupWords";
import { turnActions } from "../../game/actions";
import { onTurnAfterCard } from "../../game/legal";
import { lawInForce } from "./laws";
import { advance } from "./objectiveMoments";
import { GOLEM_NAMES } from "../../data/campaign/golemNames";

/** A Golem token's printed name on the map (data/campaign/fateTokens.ts). */
export const GOLEM = "Sleeping Golem";
export const BEACON = "F502";
const NAME = "Golem Beacon (F502)";

export interface Awakening {
  /** the systems whose Golems go to the Golem Hearth (F503), in the map's order */
  systems: SystemId[];
  count: number;
  /** the declared ambition the player is winning: the Golems flip to Awake */
  winning?: Ambition;
}

/** What `c` takes and whether the Golems wake, or why not (for the module and for the table moving them). */
export function awakening(s: GameState, c: AwakenGolemsCommand): Result<Awakening> {
  const campaign = s.campaign as CampaignState;
  const map = c.map;
  const bad = mapSnapshotRefusal(map, s.seats) ?? snapshotRefusal(s, c.snapshot);
  if (bad !== undefined) return refuse(bad);
  if (!campaign.players.some((p) => p.colour === c.player && p.fate === "FATE05")) return refuse("only the Caretaker takes Golems from the map (Golems, F505)");
  if (!(map.playAreas ?? []).some((a) => a.colour === c.player && a.cards.indexOf(BEACON) >= 0)) return refuse(`${c.player} has no ${NAME} in their play area`);
  const facts = empireFactsFor(campaign)(map);
  const out: Awakening = { systems: [], count: 0 };
  for (const t of map.fateTokens ?? []) {
    if (t.token !== GOLEM || controllerOf(map, t.system, s.seats, facts, { turnOf: c.player }) !== c.player) continue;
    out.count += 1;
    if (out.systems.indexOf(t.system) < 0) out.systems.push(t.system);
  }
  if (out.count === 0) return refuse(`${c.player} controls no system with a Golem (${NAME})`);
  for (const a of AMBITIONS) {
    const r = scoreAmbition(s, c.snapshot, a);
    if (out.winning === undefined && r !== undefined && r.first === c.player) out.winning = a;
  }
  return ok(out);
}

function awakenGolems(s: GameState, c: AwakenGolemsCommand): string | undefined {
  const turn = roundTurnRefusal(s, c.player);
  if (turn !== undefined) return turn;
  if (!(s.round as RoundState).played) return `${c.player} must play a card first: Awaken is an Influence action (${NAME})`;
  const r = awakening(s, c);
  if (!r.ok) return r.reason;
  const none = spendAction(s, c.player, "influence");
  if (none !== undefined) return none;
  const a = r.value;
  const side = a.winning === undefined ? "Sleeping: not winning a declared ambition" : `Awake: winning ${capitalise(a.winning)}`;
  logEvent(s, "cardAction", c.player, `${c.player} Awakens ${a.count} Golem(s) from ${a.systems.join(", ")} onto Golem Hearth (F503), ${side} (${NAME})`);
  return undefined;
}

/** F506: an Awake Golem spent in the Prelude; F501B's 2 in Act I. */
function spendGolem(s: GameState, c: SpendGolemCommand): string | undefined {
  const campaign = s.campaign as CampaignState;
  if (!lawInForce(campaign, "F506")) return "Golem Actions (F506) is not in the rules booklet";
  const turn = onTurnAfterCard(s, c.player, "Prelude actions");
  if (turn !== undefined) return turn;
  const t = turnActions(s, c.player);
  if (t.preludeOver) return `${c.player}'s Prelude is over (p.20)`;
  const g = c.golem;
  if (g !== undefined && GOLEM_NAMES.indexOf(g) < 0) return `name a Golem of Golem Actions: ${GOLEM_NAMES.join(", ")} (F506)`;
  if (typeof c.awake !== "number" || !(c.awake >= 1)) return `${c.player} has no Awake ${g ?? "Golem"} to spend (F506)`;
  s.actions = { ...t, prelude: true };
  logEvent(s, "cardAction", c.player, `${c.player} spends ${g === undefined ? "an Awake Golem" : "the Awake " + g} in the Prelude (F506)`);
  const caretaker = campaign.act === "I" ? fateHolder(campaign, "FATE05") : undefined;
  if (caretaker !== undefined) advance(s, caretaker, "F501B", "a Golem spent in a Prelude", 2);
  return undefined;
}

/** Golem Beacon's Awaken (F502) and Golem Actions' spend (F506). */
export const golemBeacon: RuleModule<Command> = {
  id: "fate:Caretaker's Golems",
  inForce: (s: GameState) => s.campaign !== undefined,
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => (c.type === "awakenGolems" ? awakenGolems(s, c) : c.type === "spendGolem" ? spendGolem(s, c) : next(s, c)),
};
