/**
 * putObject and merges in the real TTS (docs/tts-behaviour.md rows "putObject" and "a card a script
 * moves onto a deck"): the top card of a deck nobody plays from is held above the deck and put back
 * with `putObject` (documented: the top), then put back with the index after the last card (assumed:
 * the bottom), then laid onto the deck by a move (merged or not: not documented), the deck's tags
 * read each time; the card ends on top again, so the deck is as it was.
 */
import { protect } from "../lib/guard";
import { find } from "../lib/table";
import type { Finding } from "./report";

/** Decks a game never draws from by script order: the campaign aid cards, the Fates, the lore. */
const SPARE_DECKS: readonly string[] = ["campaign-aid-deck", "fate-deck", "lore-deck"];

function spareDeck(): TTSObject | undefined {
  for (const tag of SPARE_DECKS) {
    const d = find(tag);
    if (d !== undefined && d.type === "Deck" && d.getQuantity() >= 3) return d;
  }
  return undefined;
}

function guids(deck: TTSObject): string[] {
  const out: string[] = [];
  for (const c of deck.getObjects() as ContainedObjectInfo[]) out.push(c.guid);
  return out;
}

function tagsText(tags: string[]): string {
  return tags.length === 0 ? "none" : tags.join(",");
}

/** Take `guid` out of `deck`, lifted `lift` above it, then `then(card)` once it has spawned. */
function takeAbove(deck: TTSObject, guid: string, lift: number, then: (card: TTSObject) => void): void {
  const p = deck.getPosition();
  deck.takeObject({ guid, position: Vector(p.x, p.y + lift, p.z), smooth: false, callback_function: protect("self-check deck", then) });
}

export function checkDecks(done: (f: Finding[]) => void): void {
  const deck = spareDeck();
  if (deck === undefined) {
    done([{ check: "putObject end", ok: false, text: "no spare deck (campaign aid, Fates or lore) of 3+ cards on the table" }]);
    return;
  }
  const before = guids(deck);
  const tagsBefore = deck.getTags();
  const top = before[0];
  const out: Finding[] = [];
  takeAbove(deck, top, 2, (card) => {
    deck.putObject(card);
    const afterPut = guids(deck);
    const where = afterPut[0] === top ? "the top" : afterPut[afterPut.length - 1] === top ? "the bottom" : "the middle";
    const tagsAfter = deck.getTags();
    takeAbove(deck, top, 2, (again) => {
      deck.putObject(again, deck.getQuantity());
      const afterIndex = guids(deck);
      const indexEnd = afterIndex[afterIndex.length - 1] === top ? "the bottom" : afterIndex[0] === top ? "the top" : "the middle";
      out.push({
        check: "putObject end",
        ok: where === "the top" && indexEnd === "the bottom",
        text: `a card held above the deck went to ${where} (documented: the top); with the index past the last card to ${indexEnd} (assumed: the bottom, as buries rely on)`,
      });
      out.push({
        check: "putObject and tags",
        ok: true,
        text: `the deck's tags before ${tagsText(tagsBefore)}, after putObject ${tagsText(tagsAfter)}`,
      });
      takeAbove(deck, top, 2, (third) => {
        const p = deck.getPosition();
        third.setPosition(Vector(p.x, p.y + 0.5, p.z));
        let frames = 0;
        Wait.condition(
          () => {
            const merged = third.isDestroyed();
            out.push({ check: "a card moved onto a deck", ok: true, text: `${merged ? "merged into the deck" : "stayed a card lying on it"} after ${frames} frame(s) (the scripts rely on neither)` });
            if (!merged) deck.putObject(third, 0);
            // The deck as it was: the card on top again, its tags back.
            for (const t of tagsBefore) if (!deck.hasTag(t)) deck.addTag(t);
            const now = guids(deck);
            if (now[0] !== top && now.indexOf(top) >= 0) {
              takeAbove(deck, top, 2, (last) => {
                deck.putObject(last, 0);
                done(out);
              });
              return;
            }
            done(out);
          },
          () => {
            frames++;
            return third.isDestroyed() || (frames > 2 && third.resting);
          },
          3,
          () => {
            out.push({ check: "a card moved onto a deck", ok: false, text: "the card neither rested nor merged within 3 s" });
            done(out);
          },
        );
      });
    });
  });
}
