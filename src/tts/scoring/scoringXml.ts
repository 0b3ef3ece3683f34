/**
 * The chapter end's panels (scoring.ts and campaign.ts paint them): composed into Global's UI by the
 * build (lib/panelsXml.ts). The grand ambitions' rows are one per seat, each visible to its colour alone.
 */
import type { Colour } from "../../core/data/vocabulary";
import { CLOCKWISE } from "../lib/clockwise";
import { uiButton, uiLayout, uiPanel, uiText } from "../lib/uiXml";

export const SCORING_PANEL_XML = uiPanel(
  "arcsScoringPanel",
  'active="false" width="720" height="420" rectAlignment="MiddleCenter" offsetXY="0 60" color="#0b1530ee" padding="12 12 10 10"',
  uiLayout(
    "Vertical",
    'spacing="6" childForceExpandHeight="false"',
    '<Text id="arcsScoringTitle" text="Chapter end" fontSize="22" fontStyle="Bold" color="#ffd27a" alignment="MiddleLeft" preferredHeight="30"/>' +
      uiText("arcsScoringText", "", 15, "#ffffff", ' alignment="UpperLeft" preferredHeight="320"') +
      uiLayout(
        "Horizontal",
        'spacing="8" preferredHeight="36" childForceExpandWidth="false"',
        uiButton("arcsScoringConfirmButton", "arcsScoringConfirm", "Confirm scoring", 16, ' minWidth="180"') +
          uiButton("arcsScoringRecountButton", "arcsScoringRecount", "Recount", 16, ' minWidth="120"'),
      ),
  ),
);

function rowXml(colour: Colour): string {
  let buttons = "";
  for (let n = 0; n <= 5; n++) buttons += uiButton(`arcsGrand${colour}_${n}`, `arcsGrand${colour}_${n}`, `${n}`, 15, ' minWidth="50"');
  return uiLayout("Horizontal", `id="arcsGrand${colour}" active="false" visibility="${colour}" spacing="6" childForceExpandWidth="false" preferredHeight="64"`, uiText(`arcsGrand${colour}Text`, "", 13, "#ffd27a", ' minWidth="360"') + buttons);
}

export const GRAND_PANEL_XML = uiPanel(
  "arcsGrandPanel",
  'active="false" width="720" height="76" rectAlignment="MiddleCenter" offsetXY="0 -180" color="#0b1530ee" padding="10 10 6 6"',
  uiLayout("Vertical", 'childForceExpandHeight="false"', CLOCKWISE.map((c) => rowXml(c)).join("")),
);
