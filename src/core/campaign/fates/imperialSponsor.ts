/**
 * Imperial Sponsor (seed 003 F123, an Edict the Steward's Act III setup F122A adds to the booklet;
 * BR p.20: it resolves in its slot's turn in the Edicts). `campaign.sponsored` is the ambition box
 * the Sponsored token lies on; absent, it lies on the First Regent tile (F122A step 2).
 * - "The First Regent must place the Sponsored token on an undeclared ambition box. (If it's already
 *   placed, they may keep it on its current ambition box.) Then, they may add 1 resource they have to
 *   the Imperial Trust.": the First Regent's Edict done names the box (`box`) and the resource added
 *   (`adds`: the table reads it laid on the Trust; the core does not hold the boards). An ambition box
 *   is declared while an ambition marker lies in it (base p.9); a Fate ambition's marker lies on its
 *   own tile (fateAmbitions.ts), not in the box it stands for. No First Regent: nobody places it.
 * - "When a player declares the Sponsored ambition, they must take 1 resource from the Imperial
 *   Trust, gain the Power for second place on the placed ambition marker, and return the Sponsored
 *   token to the First Regent tile. If they are an Outlaw, they become a Regent.": a rule module
 *   around every command, so every way to declare counts (the lead card, a Court card, Judge Sets
 *   Agenda): once a command lays a new marker in the Sponsored box, its player takes the Trust's
 *   oldest resource (the card leaves the choice to them; the table offers none yet: rules decisions),
 *   none from an empty Trust, and gains that marker's second place.
 */
import type { Ambition, Colour } from "../../data/vocabulary";
import { AMBITIONS, RESOURCE_TYPES } from "../../data/vocabulary";
import type { Command, GameState, PlayerState } from "../../game/types";
import type { RuleModule } from "../../game/ruleModules";
import { markerSecond } from "../../game/markers";
import { playerState } from "../../game/rounds";
import { logEvent } from "../../game/util";
import { capitalise } from "../../util/ascii";
import { ok, refuse } from "../../result";
import type { Result } from "../../result";
import type { CampaignState, EdictDoneCommand } from "../types";

/** The markers in `box`, but a Fate ambition's. */
function inBox(s: GameState, c: CampaignState, box: Ambition | undefined): string[] {
  const fate = (c.fateAmbitionMarkers ?? []).map((f) => f.marker);
  return s.markers.filter((m) => m.at === box && fate.indexOf(m.id) < 0).map((m) => m.id);
}

/** F123 at its Edict done: the First Regent places (or keeps) the Sponsored token and may add 1 resource to the Trust. */
export function sponsor(s: GameState, c: CampaignState, cmd: EdictDoneCommand): Result<string> {
  const fr = c.firstRegent;
  const box = cmd.box as Ambition;
  const adds = cmd.adds;
  if (fr === undefined) return ok("");
  if (cmd.player !== fr || AMBITIONS.indexOf(box) < 0 || (box !== c.sponsored && inBox(s, c, box).length > 0)) return refuse(`${fr}, the First Regent, must place the Sponsored token on an undeclared ambition box (F123)`);
  if (adds !== undefined && RESOURCE_TYPES.indexOf(adds) < 0) return refuse("add 1 resource to the Imperial Trust, or none (F123)");
  c.sponsored = box;
  if (adds !== undefined) c.trust.push(adds);
  return ok(`: the Sponsored token on ${capitalise(box)}${adds === undefined ? "" : `; ${fr} adds 1 ${adds} to the Imperial Trust`}`);
}

/** A player declaring the Sponsored ambition (F123): the Trust's oldest resource, the marker's second place, the token back, a Regent. */
export const imperialSponsor: RuleModule<Command> = {
  id: "imperial sponsor",
  inForce: (s: GameState) => s.campaign !== undefined && s.campaign.sponsored !== undefined,
  apply: (s, cmd, next) => {
    const box = (s.campaign as CampaignState).sponsored;
    const was = inBox(s, s.campaign as CampaignState, box);
    const r = next(s, cmd);
    const c = s.campaign as CampaignState;
    const id = inBox(s, c, box).filter((m) => was.indexOf(m) < 0)[0];
    const who = (cmd as { player?: Colour }).player;
    const m = s.markers.filter((x) => x.id === id)[0];
    if (r !== undefined || m === undefined || who === undefined) return r;
    const n = markerSecond(m);
    const took = c.trust[0];
    (playerState(s, who) as PlayerState).power += n;
    // A declare shares the campaign with the state before (copy.ts): replaced, not changed.
    s.campaign = { ...c, sponsored: undefined, trust: c.trust.slice(1), players: c.players.map((p) => (p.colour === who ? { ...p, title: "regent" } : p)) };
    logEvent(s, "action", who, `${who} declares the Sponsored ambition (F123): takes ${took === undefined ? "nothing" : `1 ${took}`} from the Imperial Trust, gains ${n} Power, is a Regent; the Sponsored token goes back to the First Regent tile`);
    return r;
  },
};
