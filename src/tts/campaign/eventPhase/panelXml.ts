/**
 * The Event phase's panels (panel.ts paints them; every control group starts hidden): composed into
 * Global's UI by the build (lib/panelsXml.ts).
 */
import { AMBITIONS } from "../../../core/data/vocabulary";
import { AMBITION_MARKERS } from "../../../core/data/ambitions";
import { capitalise } from "../../../core/util/ascii";
import { CLOCKWISE } from "../../lib/clockwise";
import { MAX_FAVOR_BUTTONS, MAX_GIFT_BUTTONS, MAX_SPARE_BUTTONS } from "./panelIds";

function button(id: string, text: string, width = 120): string {
  return `<Button id="${id}" onClick="${id}" text="${text}" fontSize="14" minWidth="${width}"/>`;
}

function group(id: string, inner: string, visibility = ""): string {
  const v = visibility === "" ? "" : ` visibility="${visibility}"`;
  return `<HorizontalLayout id="${id}" active="false"${v} spacing="4" childForceExpandWidth="false" preferredHeight="30">${inner}</HorizontalLayout>`;
}

function numbered(prefix: string, n: number, width: number, from = 1): string {
  let out = "";
  for (let i = from; i < from + n; i++) out += button(`${prefix}${i}`, "", width);
  return out;
}

export function eventPanelXml(): string {
  const gives = CLOCKWISE.map((c) => group(`arcsEventGive${c}`, `<Text text="Your give:" fontSize="13" color="#f0e6ff" minWidth="70"/>` + numbered(`arcsEventGive${c}_`, MAX_GIFT_BUTTONS, 80), c)).join("");
  return `<Panel id="arcsEmpire" active="false" width="420" height="100" rectAlignment="UpperLeft" offsetXY="10 -70" color="#1a0b30dd" padding="8 8 4 4"><VerticalLayout spacing="2" childForceExpandHeight="false"><Text id="arcsEmpireText" text="" fontSize="13" color="#f0e6ff" alignment="UpperLeft" preferredHeight="56"/>${group("arcsEmpireSecure", button("arcsEventSecureCouncil", "Secure the Imperial Council", 220))}</VerticalLayout></Panel><Panel id="arcsEvent" active="false" width="540" height="444" rectAlignment="MiddleLeft" offsetXY="10 40" color="#1a0b30ee" padding="8 8 8 8"><VerticalLayout spacing="4" childForceExpandHeight="false"><Text id="arcsEventStatus" text="" fontSize="14" color="#ffffff" preferredHeight="70" alignment="UpperLeft"/>${group("arcsEventAsk", button("arcsEventCallSummit", "Call a Summit") + button("arcsEventNoSummit", "No Summit"))}${group("arcsEventOrder", button("arcsEventPetition", "Petition the Council", 150) + button("arcsEventLeave", "Leave the Empire") + button("arcsEventRevive", "Revive the Empire"))}${group("arcsEventFavors", numbered("arcsEventFavor", MAX_FAVOR_BUTTONS, 150))}${group("arcsEventClose", button("arcsEventEndSummit", "Negotiations done", 150))}${group("arcsEventRollRow", button("arcsEventRoll", "Roll the event dice", 160))}${group("arcsEventCouncil", button("arcsEventCouncilCrises", "Resolve: Crises") + button("arcsEventCouncilEdicts", "Resolve: Edicts"))}${group("arcsEventGovern", button("arcsEventEnforce", "Enforce", 140) + button("arcsEventPolicy_peace", "Change to peace", 130) + button("arcsEventPolicy_escalation", "Change to escalation", 150) + button("arcsEventPolicy_war", "Change to war", 120))}${gives}${group("arcsEventSpares", `<Text text="No agents either:" fontSize="13" color="#f0e6ff" minWidth="110"/>` + numbered("arcsEventSpare", MAX_SPARE_BUTTONS, 130))}${group("arcsEventEdictRow", button("arcsEventEdictDone", "Edict done"))}${group("arcsEventPicks", numbered("arcsEventPick", 6, 80))}${group("arcsEventPicks2", numbered("arcsEventPick", 6, 80, 7))}${AMBITION_MARKERS.map((_m, i) => group(`arcsEventAgenda${i}`, `<Text id="arcsEventAgendaM${i}" fontSize="14" color="#f0e6ff"/>${AMBITIONS.map((a) => button(`arcsEventAgenda${i}${a}`, capitalise(a), 90)).join("")}`)).join("")}${group("arcsEventCrisesRow", button("arcsEventCrises", "Resolve the Crises (reads the map)", 240))}<Text id="arcsEventCrisesList" text="" fontSize="12" color="#ffe0c0" preferredHeight="120" alignment="UpperLeft" active="false"/>${group("arcsEventBlightRow", button("arcsEventBlight", "Carry out the Blight hits", 200))}${group("arcsEventCourtRow", button("arcsEventCourt", "Carry out the Court removals", 220))}${group("arcsEventCrisesDoneRow", button("arcsEventCrisesDone", "Crises carried out", 150))}</VerticalLayout></Panel>`;
}
