/**
 * The tag every Blighted Reach component carries INSTEAD of the base table's shared tag `arcs`: no
 * base zone or snap point shares a tag with it, so none accepts it (TTS's tag rule;
 * docs/table-contract.md "The Blighted Reach"). Zones keep `arcs` whatever else they carry.
 */
export const CAMPAIGN_TAG = "campaign";
