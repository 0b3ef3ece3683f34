/** The Golems' names, one a token, in F506 Golem Actions' order (seed 003: "Warrior:" ... "Harvester:"), each its own Prelude action. */
export const GOLEM_NAMES: readonly string[] = ["Warrior", "Protector", "Seeker", "Harvester"];
