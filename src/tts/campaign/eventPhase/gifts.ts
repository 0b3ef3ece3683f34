/**
 * The Imperial Demand's gives on the event panel (BR p.20): what each Regent may give, the buttons
 * that show it, and the First Regent's choice for a Regent with nothing to give and no agents ("the
 * First Regent may make them an Outlaw"). Drawn by panel.ts's painter, pressed in clicks.ts.
 */
import type { Colour } from "../../../core/data/vocabulary";
import type { CampaignState } from "../../../core/campaign/types";
import { demandedBy } from "../../../core/campaign/edicts";
import { isAuthority } from "../../../core/campaign/fates/governAuthority";
import { setUiAttribute } from "../../lib/ui";
import { giftOf } from "./session";
import { want } from "./panelGroups";
import { campaignPlayer } from "../../../core/campaign/fates/setupWords";
import { MAX_GIFT_BUTTONS, MAX_SPARE_BUTTONS } from "./panelIds";

/** What a Regent may give to the Imperial Demand, as the core takes it (BR p.20). */
export function giftOptions(c: CampaignState, colour: Colour): string[] {
  const me = campaignPlayer(c, colour);
  if (me === undefined) return [];
  const allowed = demandedBy(c.policy).slice();
  // Govern with Authority (F124-F126): an Outlaw gives if the Empire controls a Loyal city or Flagship of theirs (the core reads the map).
  if (me.title === "outlaw") return c.edictQueue !== undefined && isAuthority(c.edictQueue[0]) ? allowed.concat(["favor", "none"]) : [];
  if (colour === c.firstRegent) return c.policy === "war" ? ["none"] : allowed.concat(["none"]);
  return allowed.concat(["favor", "outlaw"]);
}

const GIFT_WORDS: { [g: string]: string } = { favor: "an agent (Favor)", outlaw: "none, no agents", spared: "none, no agents", none: "nothing" };

/**
 * The Rival Regents who have nothing to give and no agents, in seat order: the First Regent may
 * make each an Outlaw or let them stay a Regent (BR p.20 "may"), with the toggles of arcsEventSpares.
 */
export function outlawChoices(c: CampaignState): Colour[] {
  const out: Colour[] = [];
  for (const p of c.players) {
    const g = giftOf(p.colour);
    if (p.title === "regent" && p.colour !== c.firstRegent && (g === "outlaw" || g === "spared")) out.push(p.colour);
  }
  return out;
}

export function giftLabel(g: string): string {
  const w = GIFT_WORDS[g];
  return w === undefined ? g : w;
}

/** A Regent's give buttons, the chosen one marked. */
export function paintGives(colour: Colour, options: string[]): void {
  const chosen = giftOf(colour);
  for (let i = 1; i <= MAX_GIFT_BUTTONS; i++) {
    const g = options[i - 1];
    setUiAttribute(`arcsEventGive${colour}_${i}`, "active", g === undefined ? "false" : "true");
    // A give the First Regent spared is still the Regent's "none, no agents".
    const marked = chosen === g || (chosen === "spared" && g === "outlaw");
    if (g !== undefined) setUiAttribute(`arcsEventGive${colour}_${i}`, "text", `${marked ? "> " : ""}${giftLabel(g)}`);
  }
}

/** The First Regent's toggles: each Regent with nothing to give, made an Outlaw or spared. */
export function paintSpares(c: CampaignState): void {
  const who = outlawChoices(c);
  if (who.length === 0 || c.firstRegent === undefined) return;
  want("arcsEventSpares", c.firstRegent);
  for (let i = 1; i <= MAX_SPARE_BUTTONS; i++) {
    const colour = who[i - 1];
    setUiAttribute(`arcsEventSpare${i}`, "active", colour === undefined ? "false" : "true");
    if (colour !== undefined) setUiAttribute(`arcsEventSpare${i}`, "text", giftOf(colour) === "spared" ? `${colour}: stays Regent` : `${colour}: made Outlaw`);
  }
}
