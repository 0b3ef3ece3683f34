/**
 * The steal Preludes' buttons (stealPreludes.ts): their click-function names, and the shape of a card
 * (an Interest, Silver-Tongues, a Fate-set Liaison or Guildmaster) read from its Court power.
 */
import type { ResourceType } from "../../../core/data/vocabulary";
import { courtPowerOf } from "../cardButtons";
import { INTEREST_TRUST, TRUST } from "./stealTrust";

export const GAIN = "arcsInterestGain";
export const DISCARD = "arcsInterestDiscard";
export const FROM = "arcsInterestSteal_";
export const FINISH = "arcsInterestFinish";
export const RIVAL = "arcsSilverRival_";
export const TYPE = "arcsSilverType_";
export const GUILD = "arcsSilverGuild";
export const CARD = "arcsSilverCard_";
export const CANCEL = "arcsStealCancel";
export const ATTACH = "arcsLiaisonAttach_";
/** Buttons for a Rival's Guild cards (a Rival holding more is told to take the rest by hand). */
export const MAX_CARDS = 8;

export function ours(fn: string): boolean {
  return fn === GAIN || fn === DISCARD || fn.indexOf(FROM) === 0 || fn === FINISH || fn.indexOf(RIVAL) === 0 || fn.indexOf(TYPE) === 0 || fn === GUILD || fn.indexOf(CARD) === 0 || fn.indexOf(ATTACH) === 0 || fn.indexOf(TRUST) === 0 || fn === INTEREST_TRUST || fn === CANCEL;
}

export type Shape = { kind: "interest"; resource: ResourceType; action: string } | { kind: "silver" } | { kind: "liaison"; resource: ResourceType; ambition: string } | { kind: "master"; suit: ResourceType };

export function shapeOf(o: TTSObject): Shape | undefined {
  const p = courtPowerOf(o);
  const pre = p && p.prelude;
  if (p !== undefined && p.stealsOnDeclare !== undefined) return { kind: "master", suit: p.stealsOnDeclare.suit };
  if (p === undefined || pre === undefined) return undefined;
  if (pre.kind === "attachDeclare" && p.copyGain !== undefined) return { kind: "liaison", resource: p.copyGain.resource, ambition: pre.ambition };
  if (pre.kind === "fillSlots") return { kind: "interest", resource: pre.resource, action: p.gainAction === undefined ? "Gain" : p.gainAction.name };
  if (pre.kind === "stealAny") return { kind: "silver" };
  return undefined;
}
