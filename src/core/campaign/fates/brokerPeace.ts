/**
 * Peace Accords (seed 003 F1511, a Summit card while in the rules booklet): "In Summits, you can take
 * a new Negotiation action, Broker Peace: Flip a Ceasefire token from War to Peace, with the consent
 * of players who control at least 2 systems in total in that cluster, including yourself. You may get
 * the consent of Rivals by returning 1 Favor of theirs." and "During Summits, the First Regent
 * controls Empire-controlled systems." A player's hand turns a Ceasefire to Peace at the table; the
 * table sends `brokerPeace` with the map read after the flip (src/tts/campaign/brokerPeace.ts). The
 * core checks what the table shows: a Summit in session, Peace Accords in the booklet, the cluster's
 * Ceasefire at Peace on that map, and the players controlling its systems ("standing": the First
 * Regent holds the Empire's) controlling 2 or more in all; who consented, and a Favor returned for
 * it, is a negotiation no piece shows, given at the table (as F414's and F1411's consents).
 */
import type { Command, GameState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import { SYSTEMS } from "../../data/map";
import type { Colour } from "../../data/vocabulary";
import { logEvent } from "../../game/util";
import { controllerOf, empireFacts, mapSnapshotRefusal } from "../mapControl";
import type { CampaignState } from "../types";
import type { BrokerPeaceCommand } from "../fateCommandTypes";
import { lawInForce } from "./laws";
import { atPeace } from "./ceasefires";

export const PEACE_ACCORDS = "F1511";

function brokerPeace(s: GameState, c: BrokerPeaceCommand): string | undefined {
  const camp = s.campaign as CampaignState | undefined;
  if (camp?.eventPhase?.step !== "inSummit") return "Broker Peace is a Negotiation action: no Summit is in session (F1511, BR p.16)";
  if (!lawInForce(camp, PEACE_ACCORDS)) return "Peace Accords (F1511) is not in the rules booklet";
  const map = c.map;
  const bad = map === undefined ? "the map was not read" : mapSnapshotRefusal(map, s.seats);
  if (bad !== undefined || map === undefined) return bad;
  if (!atPeace(map, c.cluster)) return `cluster ${c.cluster} shows no Ceasefire at Peace`;
  const facts = empireFacts(camp);
  const n = SYSTEMS.filter((x) => x.cluster === c.cluster && s.seats.indexOf(controllerOf(map, x.id, s.seats, facts, "standing") as Colour) >= 0).length;
  if (n < 2) return `Broker Peace needs the consent of players who control at least 2 systems in cluster ${c.cluster}, and its players control ${n} (F1511)`;
  logEvent(s, "eventPhase", c.player, `${c.player} Brokers Peace: cluster ${c.cluster}'s Ceasefire turns to Peace, with the consent of players controlling 2 systems there, given at the table (F1511)`);
  return undefined;
}

/** In front of the campaign's rules, as the Summit's other Negotiation actions the core carries out (summit.ts). */
export const peaceAccords: RuleModule<Command> = {
  id: "peace accords",
  inForce: (s: GameState) => s.campaign !== undefined,
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => (c.type === "brokerPeace" ? brokerPeace(s, c) : next(s, c)),
};
