/**
 * The battle panel (panel.ts paints it; the attacker's control groups start hidden): composed into
 * Global's UI by the build (lib/panelsXml.ts).
 */
import { DIE_TYPES } from "../../core/data/dice";
import { capitalise } from "../../core/util/ascii";
import { uiButton, uiLayout, uiPanel, uiText } from "../lib/uiXml";
import { BUNKER_TARGETS, DEFENDER_TARGETS, IMPERIAL_STATES, imperialId, MAX_DEFENDER_BUTTONS, MAX_PICK_BUTTONS, MAX_RANSACK_BUTTONS, MAX_SYSTEM_BUTTONS, OWN_TARGETS, PART_SLOTS, partId, partRowId, targetId } from "./panelIds";

function upper(s: string): string {
  return capitalise(s);
}

function button(id: string, text: string, width = 90, active = false): string {
  return `<Button id="${id}" onClick="${id}" text="${text}" fontSize="14" minWidth="${width}" active="${active ? "true" : "false"}"/>`;
}

function row(inner: string, id?: string): string {
  const attrs = id === undefined ? "" : ` id="${id}" active="false"`;
  return `<HorizontalLayout${attrs} spacing="4" childForceExpandWidth="false" preferredHeight="30">${inner}</HorizontalLayout>`;
}

function label(text: string, width: number): string {
  return `<Text text="${text}" fontSize="13" color="#ffffff" minWidth="${width}"/>`;
}

/** The Imperial ships' buttons, the Bunkers' (F1804) and each Flagship board's slot buttons (BR pp.11, 22-24), hidden until a roll has them. */
function campaignTargets(): string {
  let imperial = "";
  for (const st of IMPERIAL_STATES) imperial += button(imperialId("own", st), "My " + st + " Imperial ship", 110);
  for (const st of IMPERIAL_STATES) imperial += button(imperialId("defending", st), upper(st) + " Imperial ship", 110);
  let own = label("My Flagship:", 90);
  let theirs = label("Their Flagship:", 90);
  for (let i = 1; i <= PART_SLOTS; i++) {
    own += button(partId("own", i), String(i), 56);
    theirs += button(partId("defending", i), String(i), 56);
  }
  let bunkers = "";
  for (const t of BUNKER_TARGETS) bunkers += button(targetId(t), upper(t.state) + " Bunker", 110, true);
  return row(imperial) + row(bunkers, "arcsBattleBunkers") + row(own, partRowId("own")) + row(theirs, partRowId("defending"));
}

function pickGroup(): string {
  let dice = "";
  for (let i = 1; i <= MAX_PICK_BUTTONS; i++) dice += button("arcsBattlePickDie" + i, "", 68);
  return (
    note("arcsBattlePickText", 34) +
    row(dice) +
    row(button("arcsBattlePickReroll", "Reroll these", 120, true) + button("arcsBattlePickCancel", "Cancel", 80, true))
  );
}

/** A text line of the panel, filled as the battle goes. */
function note(id: string, height: number, size = 13, color = "#ffffff"): string {
  return uiText(id, "", size, color, ` preferredHeight="${height}" alignment="UpperLeft"`);
}

function group(id: string, inner: string): string {
  return uiLayout("Vertical", `id="${id}" active="false" spacing="4" childForceExpandHeight="false"`, inner);
}

export function battlePanelXml(): string {
  let systems = "";
  for (let i = 1; i <= MAX_SYSTEM_BUTTONS; i++) systems += button("arcsBattleSystem" + i, "", 46);
  let defenders = "";
  for (let i = 1; i <= MAX_DEFENDER_BUTTONS; i++) defenders += button("arcsBattleDefender" + i, "", 70);
  let dice = "";
  for (const t of DIE_TYPES) {
    dice += row(
      button("arcsBattleLess_" + t, "-", 34, true) +
        uiText("arcsBattleCount_" + t, upper(t) + ": 0", 15, "#ffffff", ' minWidth="130"') +
        button("arcsBattleMore_" + t, "+", 34, true),
    );
  }
  let own = "";
  for (const st of OWN_TARGETS) own += button("arcsBattleHit_own_" + st, "My " + st + " ship", 120, true);
  let defending = "";
  for (const t of DEFENDER_TARGETS) defending += button(targetId(t), upper(t.state) + " " + t.piece, 100, true);
  let ransack = "";
  for (let i = 1; i <= MAX_RANSACK_BUTTONS; i++) ransack += button("arcsBattleRansack" + i, "Slot " + i, 70);
  const hits =
    row(button("arcsBattleAccept", "Accept these hits", 150, true) + button("arcsBattleUndo", "Undo", 60, true) + button("arcsBattleApply", "Apply my hits", 120, true) + button("arcsBattleReroll", "Reroll dice (Skirmishers)", 170)) +
    row(own + button("arcsBattleTorpedoes", "Reroll dice (Torpedoes)", 170)) +
    row(defending) +
    campaignTargets() +
    note("arcsBattleAssign", 40);
  return (
    uiButton("arcsBattleOpen", "arcsBattleOpen", "Battle", 18, ' width="110" height="36" rectAlignment="MiddleRight" offsetXY="-10 220"') +
    uiPanel(
      "arcsBattlePanel",
      'active="false" width="460" height="530" rectAlignment="MiddleRight" offsetXY="-10 -20" color="#1a0b0bee" padding="8 8 8 8"',
      uiLayout(
        "Vertical",
        'spacing="4" childForceExpandHeight="false"',
        note("arcsBattleStatus", 44, 15) +
          group("arcsBattleChoose", row(systems) + row(defenders) + dice + row(button("arcsBattleRoll", "Roll", 90, true) + button("arcsBattleImperial", "", 220))) +
          note("arcsBattleResult", 80, 13, "#ffe0c0") +
          group("arcsBattleHits", hits) +
          group("arcsBattlePick", pickGroup()) +
          group("arcsBattleRansack", row(ransack)) +
          note("arcsBattleRaid", 20) +
          group("arcsBattleEndRow", row(button("arcsBattleEnd", "End battle", 110, true) + button("arcsBattleGain", "", 220))),
      ),
    )
  );
}
