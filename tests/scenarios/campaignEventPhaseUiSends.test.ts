/**
 * What the event phase's presses send to TTS's UI (issue 14: the handlers' cost): after a load, the
 * attributes the painters drew are sent again once the new XML has surely been applied (one
 * UI.setAttributes per element, lib/ui.ts), so a press afterwards sends only the attributes whose
 * value changes -- and the panel still shows what the state says (BR p.13, the Summit declined).
 */
import { TtsTable } from "../../tools/ttsFake/table";
import { campaign, dropCard, firstAction, game, host, seats, seedWithEvent, zone } from "../support/campaignEvents";
import { isEventCard } from "../../src/core/campaign/events";

interface Sent {
  id: string;
  name: string;
  value: string;
  before: string | undefined;
}

/** Records every attribute a script sets on Global's UI, with what the element showed before. */
function recordSends(table: TtsTable): { one: Sent[]; many: { id: string; attrs: Record<string, unknown> }[] } {
  const ui = table.ui();
  const one: Sent[] = [];
  const many: { id: string; attrs: Record<string, unknown> }[] = [];
  const setAttribute = ui.setAttribute.bind(ui);
  const setAttributes = ui.setAttributes.bind(ui);
  ui.setAttribute = (id: string, name: string, value: unknown) => {
    one.push({ id, name, value: String(value), before: ui.getAttribute(id, name) });
    return setAttribute(id, name, value);
  };
  ui.setAttributes = (id: string, attrs: Record<string, unknown>) => {
    many.push({ id, attrs });
    return setAttributes(id, attrs);
  };
  return { one, many };
}

describe("the event phase panel sends only what changes (issue 14)", () => {
  const { table: start } = seedWithEvent();
  const order = game(start).round!.order;
  const [first, second, third] = order;
  dropCard(start, first, firstAction(game(start), first), zone(start, "lead-slot"));
  start.clickUi(first, "endTurnButton");
  start.settle();
  const event = game(start).players.find((p) => p.colour === second)!.hand.find((id) => isEventCard(id))!;
  dropCard(start, second, event, zone(start, "follow-slot", second));
  start.clickUi(second, "endTurnButton");
  start.settle();
  dropCard(start, third, firstAction(game(start), third), zone(start, "follow-slot", third), true);
  start.clickUi(third, "endTurnButton");
  start.settle();
  const holder = game(start).initiative;

  test("after a load, the drawn attributes are sent again once the XML surely applied; the press then sends only changed ones", () => {
    const table = new TtsTable(start.save(), { seats: seats.map((color) => ({ color, host: color === host })) });
    const sends = recordSends(table);
    table.settle();
    // The full redraw drew the panel, then the settle sent it again in one call per element.
    expect(table.ui().text("arcsEventStatus")).toMatch(new RegExp(`${holder}, who holds the initiative, may call a Summit`));
    const resent = sends.many.filter((m) => m.id === "arcsEventStatus");
    expect(resent).toHaveLength(1);
    expect(String(resent[0].attrs.text)).toBe(table.ui().text("arcsEventStatus"));
    expect(sends.many.some((m) => m.id === "arcsEmpireText")).toBe(true);

    sends.one.length = 0;
    sends.many.length = 0;
    table.clickUi(holder, "arcsEventNoSummit");
    expect(campaign(table).eventPhase).toMatchObject({ player: holder, step: "roll" });
    expect(table.ui().text("arcsEventStatus")).toMatch(new RegExp(`^${holder} rolls the event and number dice \\(BR p\\.13\\)\\.$`));
    expect(table.ui().isShown("arcsEventAsk")).toBe(false);
    expect(table.ui().visibleTo("arcsEventRoll", holder, false)).toBe(true);
    expect(sends.one.length).toBeGreaterThan(0);
    const unchanged = sends.one.filter((s) => s.before === s.value).map((s) => `${s.id}.${s.name}=${s.value}`);
    expect(unchanged).toEqual([]);
    expect(sends.many).toEqual([]);
  });
});
