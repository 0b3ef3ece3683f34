/**
 * What one seat may see of the game, and of its log. Everything the table shows a seat outside the
 * game's own public events (log exports, summaries) is built from these, never from the raw state:
 * the types have no field that could carry a Rival's hand, a face-down card or a shuffle order.
 */
import { courtRowSize } from "../data/ambitions";
import type { Colour } from "../data/vocabulary";
import type { Command, GameState, MarkerState, PlayMode, ScoringReport } from "./types";
import { findByColour } from "../util/byId";

/** Who looks: a player of this game, or anyone else (spectators, unseated hosts). */
export type Viewer = Colour | "public";

export interface PlayerView {
  colour: Colour;
  power: number;
  handCount: number;
  leader?: string;
  lore: string[];
}

export interface PlayView {
  player: Colour;
  mode: PlayMode;
  /** omitted for a face-down card that is not the viewer's */
  card?: string;
}

export interface SeatView {
  viewer: Viewer;
  phase: GameState["phase"];
  chapter: number;
  seats: Colour[];
  initiative: Colour;
  players: PlayerView[];
  /** the viewer's own hand; empty for "public" */
  yourHand: string[];
  round?: { number: number; order: Colour[]; turn: number; plays: PlayView[]; seizedBy?: Colour; seizes: PlayView[] };
  markers: MarkerState[];
  discardCount: number;
  lastScoring?: ScoringReport;
  winner?: Colour;
}

function seen(viewer: Viewer, player: Colour, faceUp: boolean, card: string): string | undefined {
  return faceUp || viewer === player ? card : undefined;
}

function play(viewer: Viewer, player: Colour, mode: PlayMode, faceUp: boolean, card: string): PlayView {
  const v: PlayView = { player, mode };
  const shown = seen(viewer, player, faceUp, card);
  if (shown !== undefined) v.card = shown;
  return v;
}

export function seatView(s: GameState, viewer: Viewer): SeatView {
  const me = findByColour(s.players, viewer);
  const view: SeatView = {
    viewer,
    phase: s.phase,
    chapter: s.chapter,
    seats: s.seats.slice(),
    initiative: s.initiative,
    players: s.players.map((p) => {
      const pv: PlayerView = { colour: p.colour, power: p.power, handCount: p.hand.length, lore: p.lore.slice() };
      if (p.leader !== undefined) pv.leader = p.leader;
      return pv;
    }),
    yourHand: me === undefined ? [] : me.hand.slice(),
    markers: s.markers.map((m) => ({ ...m })),
    discardCount: s.discard.length,
  };
  const r = s.round;
  if (r !== undefined) {
    view.round = {
      number: r.number,
      order: r.order.slice(),
      turn: r.turn,
      plays: r.plays.map((p) => play(viewer, p.player, p.mode, p.faceUp, p.card)),
      seizes: r.seizeCards.map((c) => play(viewer, c.player, "copy", false, c.card)),
    };
    if (r.seizedBy !== undefined) view.round.seizedBy = r.seizedBy;
  }
  if (s.lastScoring !== undefined) view.lastScoring = s.lastScoring;
  if (s.winner !== undefined) view.winner = s.winner;
  return view;
}

/**
 * The extension point of the seat views: a rule module whose commands carry what some seats may not
 * see merges `name: TheirSeenForms` into this interface (`declare module "../game/seatView"`) and
 * gives a `ModuleSeatView`, composed with the rule modules (src/core/rules.ts); such a command's raw
 * form is then no longer a SeatCommand.
 */
export interface ModuleSeatCommands {}
type ModuleSeatCommand = ModuleSeatCommands[keyof ModuleSeatCommands];

/** How a seat sees a module's own commands; undefined for a command that is not the module's. */
export type ModuleSeatView = (this: void, c: Command, viewer: Viewer) => SeatCommand | undefined;

/** A log command as a seat may see it: shuffles and deals without their order, others' face-down cards without their identity. */
export type SeatCommand =
  | { type: "hidden"; was: "shuffleDiscard" | "deal" }
  | { type: "setup"; seats: Colour[]; setupCard?: string; setupCardIndex?: number; mode?: string; courtRow: string[]; leaderRow?: string[]; loreRow?: string[] }
  | { type: "follow"; player: Colour; mode: "surpass" | "copy" | "pivot"; card?: string }
  | { type: "seize"; player: Colour; card?: string }
  | { type: "override"; player: Colour; command: SeatCommand }
  | ModuleSeatCommand
  | { type: "farseersSwap"; player: Colour; rival: Colour; guildCards: string[]; take?: string; give?: string; swapped?: boolean }
  | Exclude<Command, { type: "setup" | "follow" | "seize" | "shuffleDiscard" | "deal" | "farseersSwap" | ModuleSeatCommand["type"] }>;

/** A command as `viewer` may see it; `views` say how a seat sees the modules' own commands. */
export function seatCommandUnder(views: readonly ModuleSeatView[], c: Command, viewer: Viewer): SeatCommand {
  for (const view of views) {
    const seen = view(c, viewer);
    if (seen !== undefined) return seen;
  }
  switch (c.type) {
    case "shuffleDiscard":
    case "deal":
      return { type: "hidden", was: c.type };
    case "setup": {
      // The Court row is dealt face up (p.4 step H); the rest of the Court deck stays hidden.
      const rowSize = courtRowSize(c.seats.length);
      const row = typeof rowSize === "number" ? c.courtDeck.slice(0, rowSize) : [];
      const v: SeatCommand = { type: "setup", seats: c.seats.slice(), courtRow: row };
      if (c.setupCard !== undefined) v.setupCard = c.setupCard;
      if (c.setupCardIndex !== undefined) v.setupCardIndex = c.setupCardIndex;
      if (c.mode !== undefined) v.mode = c.mode;
      if (c.leaderRow !== undefined) v.leaderRow = c.leaderRow.slice();
      if (c.loreRow !== undefined) v.loreRow = c.loreRow.slice();
      return v;
    }
    case "follow": {
      const v: SeatCommand = { type: "follow", player: c.player, mode: c.mode };
      const shown = seen(viewer, c.player, c.mode !== "copy", c.card);
      if (shown !== undefined) v.card = shown;
      return v;
    }
    case "seize": {
      const v: SeatCommand = { type: "seize", player: c.player };
      if (viewer === c.player) v.card = c.card;
      return v;
    }
    case "farseersSwap": {
      // Farseers (BC17): the cards swapped are seen by the two players only.
      if (viewer === c.player || viewer === c.rival) return c;
      const v: SeatCommand = { type: "farseersSwap", player: c.player, rival: c.rival, guildCards: c.guildCards };
      if (c.take !== undefined || c.give !== undefined) v.swapped = true;
      return v;
    }
    case "cardAction": {
      // Farseers' Prelude discards hand cards onto the face-down action discard pile (p.5 step Q): only their owner saw them.
      const a = c.action;
      if (viewer === c.player || a.kind !== "prelude" || !Array.isArray(a.choice.hand)) return c;
      return { ...c, action: { ...a, choice: { ...a.choice, hand: a.choice.hand.map(() => "hidden") } } };
    }
    case "override":
      // The refused move and its reason may name a hand card: another seat sees that the player
      // went on, and the refused move as that seat would see it.
      if (viewer === c.player) return c;
      return { type: "override", player: c.player, command: seatCommandUnder(views, c.command, viewer) };
    default:
      // Nothing hidden in it: a module's command whose view hides something was answered above.
      return c as SeatCommand;
  }
}

export function seatLogUnder(views: readonly ModuleSeatView[], commands: readonly Command[], viewer: Viewer): SeatCommand[] {
  return commands.map((c) => seatCommandUnder(views, c, viewer));
}
