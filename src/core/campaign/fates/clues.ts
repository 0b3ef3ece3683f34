/**
 * The Pathfinder's Clues in Act II (seed 003): F902 Uncovering Clues, "Prelude: If your Flagship is at
 * a planet with no Clue token, you may spend 1 resource that is different from all planets in its
 * cluster to make the player to your right place 1 Clue token at the planet."; F903 Clues to the
 * Portal, the placer's card: the Clue's side, or "If their Flagship is at the correct planet, instead
 * place the Portal token."; F901B Find the Portal: "Advance 1 each time a "Check" Clue token is placed.
 * This cannot complete your objective. Advance 8 when the Portal token is placed."
 *
 * The placer's hand lays the token; the table reads its side once it rests (src/tts/campaign/clues.ts)
 * and sends `placeClue` with the map as it lay before. The core checks what the table can see: the
 * Pathfinder's Prelude (their turn, after their card, p.20), the placer the player to their right, a
 * planet with their Flagship and no Clue (the Portal goes there whatever lies there). Which side is
 * right is the placer's secret: never checked. Accepted, the Pathfinder's marker moves (a Check Clue
 * never to 0). The resource spent, the gains at the planet and the Portal's scraps are the players'.
 */
import type { Command, GameState } from "../../game/types";
import type { RuleModule, RuleStep } from "../../game/ruleModules";
import { system } from "../../data/map";
import { playerInTurn } from "../../game/legal";
import { turnActions } from "../../game/actions";
import { logEvent } from "../../game/util";
import { countIn } from "../../map/pieces";
import { mapSnapshotRefusal } from "../mapControl";
import type { CampaignState } from "../types";
import type { PlaceClueCommand } from "../fateCommandTypes";
import { fateHolder } from "./setupWords";
import { playerToTheRight } from "./laterSetups";
import { advance } from "./objectiveMoments";

function placeClue(s: GameState, c: PlaceClueCommand): string | undefined {
  const camp = s.campaign as CampaignState;
  const pf = camp.act === "II" ? fateHolder(camp, "FATE09") : undefined;
  if (pf === undefined) return "Clues are placed for the Pathfinder in Act II (F902)";
  const who = pf.colour;
  if (s.phase !== "play" || playerInTurn(s) !== who || s.round === undefined || !s.round.played) return `a Clue is placed in ${who}'s Prelude, the Pathfinder's (F902, p.20)`;
  if (turnActions(s, who).preludeOver) return `${who}'s Prelude is over (p.20)`;
  const right = playerToTheRight(s.seats, who);
  if (c.player !== right) return `only ${right}, the player to ${who}'s right, places Clues and the Portal (F903)`;
  const map = c.map;
  const bad = typeof map === "object" && map !== undefined ? mapSnapshotRefusal(map, s.seats) : "the map was not read";
  if (bad !== undefined) return bad;
  const at = system(c.system);
  if (at === undefined || at.resource === undefined) return "Clues and the Portal are placed at a planet (F902)";
  if (countIn(map, c.system, who, "flagship", "any") === 0) return `${who}'s Flagship is not at ${c.system} (F902)`;
  if (c.token !== "Portal" && (map.fateTokens ?? []).some((t) => t.token === "Clue" && t.system === c.system)) return `${c.system} already has a Clue token (F902)`;
  const p = camp.players.filter((x) => x.colour === who)[0];
  if (c.token === "Portal") {
    logEvent(s, "action", c.player, `${c.player} places the Portal token at ${c.system}: ${who} found the Portal; scrap all Clues, Clues to the Portal and Uncovering Clues (F903)`);
    advance(s, p, "F901B", "the Portal token placed", 8);
  } else if (c.token === "Check") {
    logEvent(s, "action", c.player, `${c.player} places a Check Clue at ${c.system} (F903)`);
    // "This cannot complete your objective": never past 1.
    const by = p.objective === undefined ? 1 : p.objective - 1 < 1 ? p.objective - 1 : 1;
    if (by > 0) advance(s, p, "F901B", "a Check Clue placed", by);
  } else if (c.token === "X") logEvent(s, "action", c.player, `${c.player} places an X Clue at ${c.system} (F903)`);
  else return "a Clue shows Check or X (F903)";
  return undefined;
}

export const pathfinderClues: RuleModule<Command> = {
  id: "pathfinder clues",
  inForce: (s: GameState) => s.campaign !== undefined,
  apply: (s: GameState, c: Command, next: RuleStep<Command>) => (c.type === "placeClue" ? placeClue(s, c) : next(s, c)),
};
