/**
 * F1307-F1309 Blight Purge's When Secured (seed 003): "Gain 2 Power per Blight Trophy you have.
 * Return all Blight Trophies of Rivals to the supply." Applied after the campaign's accepted `court`
 * secure (module.ts), beside Political Intrigue's (crisesVox.ts): the Blight Trophies are the secure's
 * table as read (a destroyed Blight is held as a ship of "blight", court/types.ts addTrophies; the
 * table counts the Blight in each Trophies zone, src/tts/lib/supply.ts). The Rivals' Blight goes back
 * to the supply by the players' hands, told in the log with how many each returns.
 */
import type { Colour } from "../../data/vocabulary";
import type { GameState } from "../../game/types";
import { logEvent } from "../../game/util";
import { trophiesOf } from "../../court/types";
import { securedOf } from "../crisesVox";

const PURGE: readonly string[] = ["F1307", "F1308", "F1309"];

/** Blight Purge's When Secured after `player`'s accepted secure, for the secured card and its attached card if they are ones. */
export function purgeSecured(s: GameState, player: Colour): void {
  const got = securedOf(s, PURGE);
  if (got === undefined) return;
  const o = got.o;
  const n = got.n;
  let mine = 0;
  const back: string[] = [];
  for (const p of o.table.players) {
    const b = trophiesOf(p.trophies, "blight").ships;
    if (p.colour === player) mine = b;
    else if (b > 0) back.push(`${p.colour} ${b}`);
  }
  // A Court step shares the state's fields with the state before (engine.ts): the players are replaced.
  s.players = s.players.map((p) => (p.colour === player ? { ...p, power: p.power + 2 * mine * n } : p));
  logEvent(s, "secured", player, `Blight Purge: ${player} +${2 * mine * n} Power; Rivals return their Blight Trophies to the supply${back.length === 0 ? ": none" : `: ${back.join(", ")}`}`);
}
