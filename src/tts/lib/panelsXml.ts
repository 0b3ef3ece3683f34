/**
 * Global's whole XML UI, composed in Node by the build from each feature's panels (their `*Xml.ts`
 * modules) and stored in the table object's memo (`$memo: "global-ui"`, tools/lib/build.ts), which
 * Global reads at load (lib/ui.ts). Global's script never imports this file, so the panels' markup
 * costs it nothing (issue 35: Global's bytes); the self-check kit's own script does, to compare. The order is the panels' drawing order, later above.
 */
import { QUARANTINE_XML } from "../session/quarantineXml";
import { TURN_BAR_XML } from "../turn/turnBarXml";
import { battlePanelXml } from "../battle/panelXml";
import { GRAND_PANEL_XML, SCORING_PANEL_XML } from "../scoring/scoringXml";
import { SETUP_XML } from "../setup/setupXml";
import { CAMPAIGN_XML, INTERMISSION_XML, PRIVATE_XML } from "../campaign/campaignXml";
import { eventPanelXml } from "../campaign/eventPhase/panelXml";

export function globalUiXml(): string {
  return [QUARANTINE_XML, TURN_BAR_XML, battlePanelXml(), SCORING_PANEL_XML, GRAND_PANEL_XML, SETUP_XML, CAMPAIGN_XML, PRIVATE_XML, eventPanelXml(), INTERMISSION_XML].join("\n");
}
