/** The held save's panel (quarantine.ts paints it): composed into Global's UI by the build (lib/panelsXml.ts). */
import { uiButton, uiLayout, uiPanel, uiText } from "../lib/uiXml";

export const QUARANTINE_XML = uiPanel(
  "arcsRestoreProblem",
  'active="false" height="150" width="640" rectAlignment="MiddleCenter" color="#3a0d0dee" padding="10 10 8 8"',
  uiLayout(
    "Vertical",
    'spacing="6"',
    uiText("arcsRestoreProblemText", "", 17, "#ffffff", ' alignment="UpperLeft"') +
      uiLayout(
        "Horizontal",
        'spacing="8"',
        uiButton("arcsResetGame", "arcsResetGame", "Reset game (host)", 16) +
          uiButton("arcsResetConfirm", "arcsResetConfirm", "Yes: discard the saved game", 16, ' active="false"') +
          uiButton("arcsResetCancel", "arcsResetCancel", "Cancel", 16, ' active="false"'),
      ),
  ),
);
