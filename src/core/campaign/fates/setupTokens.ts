/**
 * The tokens an Act II or III setup hands out (seed 003; BR p.27 "Tokens"), decided by the core and
 * listed in its done entry for the table, which lays them (src/tts/campaign/fateTokens.ts):
 * - "Collect the N ... tokens": the kind's bag to the holder's play area (F907A, F1001A, F1101A,
 *   F1601A, F1801A, F2201A, F2301A); where the card then rolls the event die or lets its holder
 *   choose a place (Pilgrims, Hammer Fragments, a Passage), that step stays the players';
 * - F901A step 5: the Clue and Portal tokens to the player to the right (their placing is secret);
 * - F122A step 2: the Sponsored token on the First Regent tile; F1617A step 1: the Court tokens in
 *   the supply by the Court;
 * - F1507A step 1: a Ceasefire near each cluster, on its Peace side where the Peacekeeper controls
 *   any system there ("If you're the First Regent, you control Empire-controlled systems"), else
 *   War, read from the map `startAct` carries (BR p.10 control, mapControl.ts).
 */
import type { Colour } from "../../data/vocabulary";
import type { GameState } from "../../game/types";
import { SYSTEMS } from "../../data/map";
import { fateTokenOf } from "../../data/campaign/fateTokens";
import type { CampaignState } from "../types";
import type { MapSnapshot } from "./../mapControl";
import { controllerOf, empireFacts } from "../mapControl";
import type { FateSetupDone, LaterFateSetup, SetupTokens } from "./fateTypes";
import { listed } from "./setupWords";

const PLACE_WORDS: { readonly [place: string]: string } = { "first-regent-tile": "on the First Regent tile", court: "in the supply by the Court" };

function tokensNamed(kinds: readonly string[]): string {
  return listed(kinds.map((k) => {
    const t = fateTokenOf(k);
    return t === undefined ? k : t.count === 1 ? `the ${t.name} token` : `the ${String(t.count)} ${t.name} tokens`;
  }));
}

/** F1507A step 1: each cluster's side, from the map; undefined when no map was read. */
export function ceasefireSides(s: GameState, colour: Colour, map: MapSnapshot | undefined): { cluster: number; side: "peace" | "war" }[] | undefined {
  if (map === undefined) return undefined;
  const facts = empireFacts(s.campaign as CampaignState);
  const peace: { [cluster: number]: boolean } = {};
  for (const sys of SYSTEMS) if (controllerOf(map, sys.id, s.seats, facts, "standing") === colour) peace[sys.cluster] = true;
  const out: { cluster: number; side: "peace" | "war" }[] = [];
  for (let c = 1; c <= 6; c++) out.push({ cluster: c, side: peace[c] === true ? "peace" : "war" });
  return out;
}

function ceasefireLine(sides: readonly { cluster: number; side: "peace" | "war" }[] | undefined, colour: Colour, resettled: boolean): string {
  if (sides === undefined) return "place 1 Ceasefire token by each cluster's gate by hand, Peace side up where you control a system, else War: no map was read";
  const of = (side: string) => sides.filter((x) => x.side === side).map((x) => String(x.cluster));
  const peace = of("peace");
  const war = of("war");
  const parts: string[] = [];
  if (peace.length > 0) parts.push(`Peace in cluster${peace.length === 1 ? "" : "s"} ${peace.join(", ")} (${colour} controls a system there)`);
  if (war.length > 0) parts.push(`War in cluster${war.length === 1 ? "" : "s"} ${war.join(", ")}`);
  const after = resettled ? "; a Resettle in an earlier setup may change a cluster's side: flip its token by hand" : "";
  return `places 1 Ceasefire token by each cluster's gate: ${parts.join(", ")}${after}`;
}

/**
 * The tokens of setup `f` for `colour`, into `entry`, said in `said`; `right` is the player to the
 * holder's right, `resettled` whether an earlier setup this Act offered a Resettle (a "C" Fate's).
 */
export function setupTokens(
  s: GameState, colour: Colour, f: LaterFateSetup, entry: FateSetupDone, said: string[],
  map: MapSnapshot | undefined, right: Colour, resettled: boolean,
): void {
  const tokens: SetupTokens[] = [];
  if (f.tokensToHolder !== undefined) {
    for (const kind of f.tokensToHolder) tokens.push({ kind, player: colour });
    said.push(`collects ${tokensNamed(f.tokensToHolder)} into ${colour}'s play area`);
  }
  if (f.tokensToRight !== undefined) {
    for (const kind of f.tokensToRight) tokens.push({ kind, player: right });
    said.push(`gives ${tokensNamed(f.tokensToRight)} to ${right}, into their play area`);
  }
  if (f.tokensAt !== undefined) {
    for (const t of f.tokensAt) {
      tokens.push({ kind: t.kind, place: t.place });
      said.push(`places ${tokensNamed([t.kind])} ${PLACE_WORDS[t.place]}`);
    }
  }
  if (tokens.length > 0) entry.tokens = tokens;
  if (f.ceasefires === true) {
    const sides = ceasefireSides(s, colour, map);
    if (sides !== undefined) entry.ceasefires = sides;
    said.push(ceasefireLine(sides, colour, resettled));
  }
}
