import type { Colour } from "../../core/data/vocabulary";

/** The seated player colours of the box, in clockwise seat order of the table layout (pure: the panels' XML reads it in Node too). */
export const CLOCKWISE: readonly Colour[] = ["Red", "Blue", "Yellow", "White"];
