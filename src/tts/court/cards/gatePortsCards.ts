/**
 * Gate Ports (L08, seed 003 card reference): "When Rival ships take a move into a gate you control
 * with a fresh Loyal starport, capture 1 agent of that Rival." Moves are made by hand and the script
 * does not see them, so the holder claims the capture: the Lore card lying in its holder's play area
 * during a chapter carries "Capture an agent of <Rival>" for each Rival seated. A press by the holder
 * (anyone else is refused) sends the core's `cardAction` (`kind: "gatePorts"`) with every gate as the
 * table shows it (src/tts/battle/read.ts `readGates`); the core decides (the holder's Lore, that
 * Rival's turn after their card, the Rival's ships in a gate where the holder has a fresh starport and
 * control: src/core/powers/gatePowers.ts), and on success the script moves one of the Rival's agents
 * from their supply bag to the holder's Captives. "Once per move" is the players' to keep.
 */
import type { Colour } from "../../../core/data/vocabulary";
import { COLOURS } from "../../../core/data/vocabulary";
import { loreName } from "../../../core/data/lore";
import { GATE_PORTS } from "../../../core/powers/gatePowers";
import { refuseTo } from "../../lib/chat";
import { zoneOf, gmNotes } from "../../lib/table";
import { objectsIn, supplyBag } from "../../lib/pieceTags";
import { spotInZone } from "../../lib/place";
import { submit } from "../../session/session";
import { readGates } from "../../battle/read";
import { readCourtTable } from "../table";
import { installCardButtonsFor, ownerClick, chapterOwnerToDraw, exposeCardClicks } from "../cardButtons";
import { rowButton } from "../buttonKit";

const CLICK = "arcsGatePorts_";

function ours(fn: string): boolean {
  return fn.indexOf(CLICK) === 0;
}

function isGatePorts(o: TTSObject): boolean {
  return o.hasTag("lore-card") && gmNotes(o) === GATE_PORTS;
}

/** The buttons on Gate Ports lying in a seated player's play area during a chapter; none elsewhere. */
function refreshCard(card: TTSObject): void {
  const at = chapterOwnerToDraw(card, ours);
  if (at === undefined) return;
  const { state: s, owner } = at;
  let row = 0;
  for (const rival of s.seats) {
    if (rival === owner) continue;
    rowButton(card, CLICK + rival, `Capture an agent of ${rival}`, `${loreName(GATE_PORTS)}: ${rival}'s ships moved into ${owner}'s gate; ${owner} captures 1 ${rival} agent`, row);
    row += 1;
  }
}

export function onGatePortsClicked(card: TTSObject, clicker: string, rival: Colour): void {
  const at = ownerClick(card, clicker, () => loreName(GATE_PORTS), "capture with it", "holder");
  if (at === undefined) return;
  const s = at.state;
  const colour = at.colour;
  const r = submit({ type: "cardAction", player: colour, action: { kind: "gatePorts", rival, gates: readGates(), court: readCourtTable(s) } });
  if (!r.ok) {
    refuseTo(clicker, r.reason);
    return;
  }
  const bag = supplyBag("agent", rival);
  const captives = zoneOf("captives", colour);
  if (bag === undefined || captives === undefined || bag.getQuantity() < 1) return;
  bag.takeObject({ position: spotInZone(captives, objectsIn(captives).length), smooth: false });
}

export function installGatePortsCards(): void {
  exposeCardClicks(CLICK, COLOURS, onGatePortsClicked);
  installCardButtonsFor({ name: "Gate Ports", lore: true, shapeOf: isGatePorts, draw: refreshCard });
}
