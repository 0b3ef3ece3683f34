/**
 * The Court (rulebook pp.4, 7, 13, 16, 17, 20 + FAQ): the row, the Court deck, the face-up Court
 * discard pile, Influence, Secure, Ransack, When Secured of the Vox cards, bury and discard.
 *
 * Order of a secure (p.13 + FAQ "Secure"): own agents return, Rival agents are captured (Ransack:
 * become Trophies), the card moves; a Vox card's When Secured resolves BEFORE the refill; finally
 * the top Court card is drawn into the SAME slot. An empty Court deck leaves the slot empty (see
 * docs/rules-decisions-court.md). Vox choices come back as a prompt (`table.pending`) that the
 * table answers with `answerWhenSecured`; shuffles arrive as input (`deckOrder`).
 */
export * from "./row";
export * from "./secure";
export * from "./whenSecured";
export * from "./guildCards";
