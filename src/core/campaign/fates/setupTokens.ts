/**
 * The tokens an Act II or III setup hands out (seed 003; BR p.27 "Tokens"), decided by the core and
 * listed in its done entry for the table, which lays them (src/tts/campaign/fateTokens.ts):
 * - "Collect the N ... tokens": the kind's bag to the holder's play area (F907A, F1001A, F1101A,
 *   F1601A, F1801A, F2201A, F2301A); where the card then lets its holder choose a place (a Passage),
 *   that step stays the players'; where it rolls the event die (Pilgrims, Hammer Fragments), setupRolls.ts;
 * - F901A step 5: the Clue and Portal tokens to the player to the right (their placing is secret);
 * - F122A step 2: the Sponsored token on the First Regent tile; F1617A step 1: the Court tokens in
 *   the supply by the Court; F2001A step 4, F2101A step 3: the Edenguard / Blightkin Ambition tile by
 *   the Tycoon / Empath ambition box (a declared Fate ambition's marker lies on it, fateAmbitions.ts);
 *   F312A, F325A: the War Profiteer marker on the Warlord ambition box (F320's count is the core's, laws.ts);
 * - F1507A step 1: a Ceasefire near each cluster, on its Peace side where the Peacekeeper controls
 *   any system there ("If you're the First Regent, you control Empire-controlled systems"), else
 *   War, read from the map `startAct` carries (BR p.10 control, mapControl.ts), and again from the map
 *   of an earlier "C" Fate's Resettle when the core accepts it (`ceasefiresAfterResettle`).
 */
import type { Colour } from "../../data/vocabulary";
import type { GameState } from "../../game/types";
import { SYSTEMS } from "../../data/map";
import type { CampaignState } from "../types";
import type { MapSnapshot } from "./../mapControl";
import { controllerOf, empireFacts } from "../mapControl";
import type { FateSetupDone, LaterFateSetup, SetupTokens } from "./fateTypes";
import { listed } from "./setupWords";
import { capitalise } from "../../util/ascii";
import { logEvent } from "../../game/util";

const PLACE_WORDS: { readonly [place: string]: string } = { "first-regent-tile": "on the First Regent tile", court: "by the Court", tycoon: "by the Tycoon ambition box", empath: "by the Empath ambition box", warlord: "on the Warlord ambition box" };

/** The kinds a setup hands out that are a single token (seed 003: "the Portal token", "the Sponsored token"). */
export const SINGLE_TOKENS: readonly string[] = ["f1-sponsored", "f9-portal", "f20-edenguard-ambition", "f21-blightkin-ambition", "f3-war-profiteer"];

/** "the Banner tokens": a kind (`f10-banner`) as the setup lines name it. */
function tokensNamed(kinds: readonly string[]): string {
  return listed(kinds.map((k) => {
    const name = k.slice(k.indexOf("-") + 1).split("-").map((w) => capitalise(w)).join(" ");
    // F2001A, F2101A: "the Edenguard Ambition tile"; F312A: "the War Profiteer marker".
    return `the ${name} ${name.indexOf("Ambition") > 0 ? "tile" : k === "f3-war-profiteer" ? "marker" : "token"}${SINGLE_TOKENS.indexOf(k) >= 0 ? "" : "s"}`;
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

function ceasefireLine(sides: readonly { cluster: number; side: "peace" | "war" }[] | undefined): string {
  if (sides === undefined) return "no map was read: place the Ceasefires by hand";
  const by: { [side: string]: string[] } = { peace: [], war: [] };
  for (const c of sides) by[c.side].push(String(c.cluster));
  const none = (l: string[]) => (l.length === 0 ? "none" : l.join(", "));
  return `places a Ceasefire by each cluster's gate: Peace in ${none(by.peace)}, War in ${none(by.war)}`;
}

/**
 * The tokens of setup `f` for `colour`, into `entry`, said in `said`; `right` is the player to the
 * holder's right.
 */
export function setupTokens(
  s: GameState, colour: Colour, f: LaterFateSetup, entry: FateSetupDone, said: string[],
  map: MapSnapshot | undefined, right: Colour,
): void {
  const tokens: SetupTokens[] = [];
  if (f.tokensToHolder !== undefined) {
    for (const kind of f.tokensToHolder) tokens.push({ kind, player: colour });
    said.push(`collects ${tokensNamed(f.tokensToHolder)}`);
  }
  if (f.tokensToRight !== undefined) {
    for (const kind of f.tokensToRight) tokens.push({ kind, player: right });
    said.push(`gives ${tokensNamed(f.tokensToRight)} to ${right}`);
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
    said.push(ceasefireLine(sides));
  }
}

/**
 * BR p.7 step F ("If multiple players must make setup choices, resolve them in turn order") and p.25:
 * a "C" Fate's Resettle set up before the Peacekeeper's (earlier in `actSetups`, in turn order) came
 * before the Ceasefires were placed, so when the core accepts it (mapSteps.ts) their sides follow its
 * map (F1507A step 1); one set up after changes nothing. The changed clusters are logged.
 */
export function ceasefiresAfterResettle(s: GameState, player: Colour, map: MapSnapshot): void {
  const camp = s.campaign as CampaignState;
  const setups = camp.actSetups ?? [];
  let by = -1;
  let at = -1;
  setups.forEach((f, i) => {
    if (f.player === player && by < 0) by = i;
    if (f.ceasefires !== undefined) at = i;
  });
  const old = at >= 0 ? setups[at].ceasefires : undefined;
  const sides = old !== undefined && by >= 0 && by < at ? ceasefireSides(s, setups[at].player, map) : undefined;
  if (old === undefined || sides === undefined) return;
  const changed = sides.filter((c, i) => c.side !== old[i].side);
  if (changed.length === 0) return;
  camp.actSetups = setups.map((f, i) => (i === at ? { ...f, ceasefires: sides } : f));
  logEvent(s, "setUp", setups[at].player, `the Ceasefires follow ${player}'s Resettle, set up before them (F1507A step 1, BR p.7): ${changed.map((c) => `${c.side === "peace" ? "Peace" : "War"} in ${c.cluster}`).join(", ")}`);
}
