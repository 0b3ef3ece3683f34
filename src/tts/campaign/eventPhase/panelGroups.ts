/**
 * The event panel's control groups (panel.ts): which are shown, each to the one colour that may
 * press it. A paint lists the groups it wants and only the differences from the last paint are sent.
 */
import type { Colour } from "../../../core/data/vocabulary";
import { CLOCKWISE } from "../../lib/clockwise";
import { setUiAttribute } from "../../lib/ui";

/** Each Regent's give group, by colour. */
export const GIVE_GROUP: { [colour: string]: string } = {};
for (const c of CLOCKWISE) GIVE_GROUP[c] = `arcsEventGive${c}`;
/** The control groups inside the event panel, each shown to one colour at most (eventPanelXml). */
const GROUPS: readonly string[] = ["arcsEventAsk", "arcsEventOrder", "arcsEventFavors", "arcsEventClose", "arcsEventRollRow", "arcsEventCouncil", "arcsEventGovern"]
  .concat(CLOCKWISE.map((c) => GIVE_GROUP[c]))
  .concat(["arcsEventSpares", "arcsEventEdictRow", "arcsEventPicks", "arcsEventPicks2", "arcsEventAgenda0", "arcsEventAgenda1", "arcsEventAgenda2", "arcsEventCrisesRow", "arcsEventBlightRow", "arcsEventCrisesDoneRow"]);

/**
 * The groups this painter last showed, and to whom (every other group is hidden: the composed XML
 * starts them hidden, and only this painter shows them). A paint lists the groups it wants shown
 * and sends only the differences: most presses show one or two of the panel's groups.
 */
let groupsShown: { id: string; to: Colour }[] = [];
let groupsWanted: { id: string; to: Colour }[] = [];

/** A paint starts with no group wanted. */
export function startGroups(): void {
  groupsWanted = [];
}

export function want(id: string, to: Colour | undefined): void {
  if (to !== undefined) groupsWanted.push({ id, to });
}

function wanted(id: string): boolean {
  for (let i = 0; i < groupsWanted.length; i++) if (groupsWanted[i].id === id) return true;
  return false;
}

/** Hides the groups shown before (every group when `full`) that are not wanted now, then shows the wanted ones. */
export function drawGroups(full: boolean): void {
  if (full) {
    for (let i = 0; i < GROUPS.length; i++) if (!wanted(GROUPS[i])) setUiAttribute(GROUPS[i], "active", "false");
  } else {
    for (let i = 0; i < groupsShown.length; i++) if (!wanted(groupsShown[i].id)) setUiAttribute(groupsShown[i].id, "active", "false");
  }
  for (let i = 0; i < groupsWanted.length; i++) {
    setUiAttribute(groupsWanted[i].id, "active", "true");
    setUiAttribute(groupsWanted[i].id, "visibility", groupsWanted[i].to);
  }
  groupsShown = groupsWanted;
  groupsWanted = [];
}
