/** The Blighted Reach data: typed, validated by validateCampaignData() (validateCampaign.ts). */
export * from "./fateTypes";
export * from "./fates";
export * from "./campaignCourt";
export * from "./aidCards";
export * from "./campaignPieces";
export * from "./fateTokens";
export * from "./flagship";
export { FATE_SETS } from "./fateSets/index";
export * from "./validateCampaign";

import { FATES as FATE_LIST } from "./fates";
import { FATE_SETS as SETS } from "./fateSets/index";
import { CAMPAIGN_COURT_CARDS as COURT } from "./campaignCourt";
import { AID_CARDS as AID } from "./aidCards";

/** Every Blighted Reach card table in one value (deck building and the Node/Lua parity check). */
export function campaignCardTables() {
  return { fates: FATE_LIST, fateSets: SETS, court: COURT, aid: AID };
}
