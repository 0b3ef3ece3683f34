/** The Event phase panel's button counts, shared by its XML (panelXml.ts, composed by the build) and its painters. */

export const MAX_GIFT_BUTTONS = 5;

/** The First Regent's Outlaw-or-spare toggles: one per Rival Regent with nothing to give (3 at most). */
export const MAX_SPARE_BUTTONS = 3;

export const MAX_FAVOR_BUTTONS = 3;

/** An edict chain's choices, two rows of 6 (a player's or the Rivals' Guild cards may be more than 6: F413, F521). */
export const MAX_PICKS = 12;
