/**
 * The game's own words, shared by every core module, the renderer and the TTS layer.
 * Identifiers are lowercase strings so that they survive JSON, Lua tables and TTS tags unchanged.
 */

/** Player colours of the base box; also the TTS seat colours that play them. */
export type Colour = "Red" | "Blue" | "Yellow" | "White";
export const COLOURS: readonly Colour[] = ["Red", "Blue", "Yellow", "White"];

/**
 * Owners of pieces who are not players (The Blighted Reach: the Empire's Imperial ships, the Free
 * States' buildings, the Blight). A piece's owner is a colour or one of these; the base game has none.
 */
export type NonPlayerOwner = "empire" | "free" | "blight";
export const NON_PLAYER_OWNERS: readonly NonPlayerOwner[] = ["empire", "free", "blight"];
export type Owner = Colour | NonPlayerOwner;

/** An owner in the game's words: a colour, or "the Empire", "the Free States", "the Blight". */
export function ownerName(owner: Owner): string {
  if (owner === "empire") return "the Empire";
  if (owner === "free") return "the Free States";
  if (owner === "blight") return "the Blight";
  return owner;
}

export type ResourceType = "material" | "fuel" | "weapon" | "relic" | "psionic";
export const RESOURCE_TYPES: readonly ResourceType[] = ["material", "fuel", "weapon", "relic", "psionic"];

export type Suit = "administration" | "aggression" | "construction" | "mobilization";
export const SUITS: readonly Suit[] = ["administration", "aggression", "construction", "mobilization"];

export type Ambition = "tycoon" | "tyrant" | "warlord" | "keeper" | "empath";
/** Rulebook p.18 order, which is also the order of the numbers 2..6 that declare them. */
export const AMBITIONS: readonly Ambition[] = ["tycoon", "tyrant", "warlord", "keeper", "empath"];

/** System id `c.n`: cluster 1..6, n = 0 gate, 1 Arrow, 2 Crescent, 3 Hex planet (game-data.md §1). */
export type SystemId = string;

export type PieceKind = "ship" | "agent" | "city" | "starport";

/** The Court's card suits: a Guild card has a resource suit; Vox cards are their own kind. */
export type CourtSuit = ResourceType | "vox";
