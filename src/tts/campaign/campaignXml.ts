/**
 * The campaign's panels in the middle of the screen (campaign.ts and intermission/panel.ts paint
 * them) and each seat's private Fate note: composed into Global's UI by the build (lib/panelsXml.ts).
 */
import { CLOCKWISE } from "../lib/clockwise";

/**
 * A campaign panel in the middle of the screen (the Intermission's and the campaign room's): `attrs`
 * (its id, size, offset...) on the frame, `inner` stacked in it.
 */
export function campaignPanel(attrs: string, inner: string): string {
  return `<Panel ${attrs} rectAlignment="MiddleCenter" color="#1a0b30ee" padding="12 12 8 8"><VerticalLayout spacing="6" childForceExpandHeight="false">${inner}</VerticalLayout></Panel>`;
}

export const INTERMISSION_XML = campaignPanel(
  `id="arcsInterm" active="false" width="600" height="300" offsetXY="0 80"`,
  `<Text id="arcsIntermTitle" text="Intermission" fontSize="18" fontStyle="Bold" color="#ffd27a" alignment="MiddleLeft" preferredHeight="26"/><Text id="arcsIntermText" fontSize="14" color="#f0e6ff" alignment="UpperLeft" preferredHeight="210"/><HorizontalLayout id="arcsIntermHost" visibility="Host" spacing="8" preferredHeight="36" childForceExpandWidth="false"><Button id="arcsIntermNext" onClick="arcsIntermNext" fontSize="15" minWidth="340"/><Button id="arcsIntermExport" onClick="arcsCampaignExport" active="false" text="Export the campaign record" fontSize="15" minWidth="220"/></HorizontalLayout>`,
);

export const CAMPAIGN_XML = campaignPanel(
  `id="arcsCampaign" width="520" height="150" offsetXY="0 -270"`,
  `<Text id="arcsCampaignStatus" text="The Blighted Reach (campaign)" fontSize="15" color="#f0e6ff" minHeight="60"/><HorizontalLayout id="arcsCampaignHost" spacing="10" visibility="Host" minHeight="40"><Button id="arcsCampaignNew" onClick="arcsCampaignNew" text="Campaign: new (Act I)" fontSize="16"/><Button id="arcsCampaignImport" onClick="arcsCampaignImport" text="Campaign: continue (import a record)" fontSize="16"/><Button id="arcsCampaignExport" onClick="arcsCampaignExport" text="Export the campaign record" fontSize="16" active="false"/></HorizontalLayout>`,
);

/**
 * One private note per seat (TTS `visibility`: inactive to everyone else) while its Fate choice is
 * open. It names no Fate: the cards themselves are in the hand, which only its holder sees.
 */
export const PRIVATE_XML = CLOCKWISE.map((c) => `<Panel id="arcsFateNote${c}" visibility="${c}" width="420" height="70" rectAlignment="LowerCenter" offsetXY="0 160" color="#1a0b30ee" padding="10 10 6 6" active="false"><Text text="Your Fate (BR p.6): press Keep on one of your 2 Fates; the other returns unseen." fontSize="14" color="#f0e6ff"/></Panel>`).join("");
