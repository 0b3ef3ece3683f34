/** The turn bar's XML (turnBar.ts paints it): composed into Global's UI by the build (lib/panelsXml.ts). */
import { uiButton, uiLayout, uiPanel, uiText } from "../lib/uiXml";

export const TURN_BAR_XML = uiPanel(
  "turnBar",
  'height="44" width="1100" rectAlignment="UpperCenter" offsetXY="0 -8" color="#0b1530dd" padding="6 6 4 4"',
  uiLayout(
    "Horizontal",
    'spacing="8" childForceExpandWidth="false"',
    uiText("turnStatus", "Arcs: waiting for the host to set up", 18, "#ffffff", ' minWidth="740" alignment="MiddleLeft"') +
      uiText("rulesModeText", "Rules: enforced", 14, "#c8d4ff", ' minWidth="120" alignment="MiddleRight"') +
      uiButton("endTurnButton", "arcsEndTurn", "End turn", 18, ' minWidth="110" active="false"') +
      uiButton("passButton", "arcsPass", "Pass", 18, ' minWidth="90" active="false"'),
  ),
);
