/**
 * What the event phase's presses send to TTS's UI (issue 14: the handlers' cost): after a load, the
 * attributes the painters drew are sent again once the new XML has surely been applied (one
 * UI.setAttributes per element, lib/ui.ts), so a press afterwards sends only the attributes whose
 * value changes -- and the panel still shows what the state says (BR p.13, the Summit declined).
 */
import { TtsTable } from "../../tools/ttsFake/table";
import { blightAndTwoBlueShips, campaign, rollCrisesOnTwo, die, game, host, reload, seats, tableAtEventPhase } from "../support/campaignEvents";

/** The painters that skip after a command when nothing of theirs changed (issue 14): their elements' prefixes. */
const SKIPPING_PAINTERS = ["arcsEvent", "arcsEmpire", "arcsCampaign", "arcsFateNote", "arcsGrand", "arcsSetup"];

/** The event and Empire panels (and the campaign and grand-ambition panels) as players see them: each shown element's attributes, the rest hidden. */
function panelView(table: TtsTable): string[] {
  const ui = table.ui();
  return ui.ids().filter((id) => SKIPPING_PAINTERS.some((p) => id.indexOf(p) === 0)).map((id) => {
    if (!ui.isShown(id)) return `${id}: hidden`;
    const a = ui.element(id)!.attributes;
    return `${id}: visibility=${a.visibility ?? ""} text=${a.text ?? ""}`;
  });
}

/** What the painters drew after each press equals what a fresh full draw of the same save shows. */
function expectSameAsFullDraw(table: TtsTable): void {
  expect(panelView(table)).toEqual(panelView(reload(table, seats, host)));
}

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
  const start = tableAtEventPhase();
  const holder = game(start).initiative;

  test("after a load, the drawn attributes are sent again once the XML surely applied; the press then sends only changed ones", () => {
    const table = new TtsTable(start.save(), { seats: seats.map((color) => ({ color, host: color === host })) });
    const sends = recordSends(table);
    table.settle();
    // The full redraw drew the panel, then the settle sent it again in one call per element.
    expect(table.ui().text("arcsEventStatus")).toMatch(new RegExp(`${holder}, with the initiative, may call a Summit`));
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

  test("the painter's skips never leave the panel other than a full draw shows it: Summit, Call to Order, Edicts with gives, Crises with the Blight and the list", () => {
    const table = reload(start, seats, host);
    expectSameAsFullDraw(table);
    table.clickUi(holder, "arcsEventCallSummit");
    expectSameAsFullDraw(table);
    table.clickUi(holder, "arcsEventFavor1");
    expectSameAsFullDraw(table);
    table.clickUi(holder, "arcsEventPetition");
    expectSameAsFullDraw(table);
    table.clickUi(holder, "arcsEventEndSummit");
    expectSameAsFullDraw(table);
    const beforeRoll = table.save();

    // Edicts: the gives drawn one by one, then enforced (BR pp.20-21).
    table.queueRoll(die(table, "event"), "edict-hex");
    table.queueRoll(die(table, "number"), "number-3");
    table.clickUi(holder, "arcsEventRoll");
    // (A save while the dice roll throws them again at the load: no full draw to compare with here.)
    expect(table.ui().text("arcsEventStatus")).toMatch(/The dice are rolling/);
    expect(table.ui().isShown("arcsEventRollRow")).toBe(false);
    table.settle();
    expectSameAsFullDraw(table);
    const first = campaign(table).firstRegent!;
    const regents = campaign(table).players.filter((p) => p.title === "regent").map((p) => p.colour);
    for (const r of regents) {
      table.clickUi(r, `arcsEventGive${r}_1`);
      expectSameAsFullDraw(table);
    }
    table.clickUi(first, "arcsEventEnforce");
    expect(campaign(table).edictQueue).toBeUndefined();
    expectSameAsFullDraw(table);

    // Crises from the same Summit: a Blight beside two Blue ships, the list, the Blight hits, closed (BR p.18).
    const crises = new TtsTable(beforeRoll, { seats: seats.map((color) => ({ color, host: color === host })) });
    crises.settle();
    rollCrisesOnTwo(crises, holder);
    expectSameAsFullDraw(crises);
    blightAndTwoBlueShips(crises, "1.1");
    crises.clickUi(holder, "arcsEventCrises");
    crises.settle();
    expect(crises.ui().isShown("arcsEventBlight")).toBe(true);
    expectSameAsFullDraw(crises);
    crises.clickUi(holder, "arcsEventBlight");
    crises.settle();
    expectSameAsFullDraw(crises);
    crises.clickUi(holder, "arcsEventCrisesDone");
    expect(crises.ui().isShown("arcsEvent")).toBe(false);
    expectSameAsFullDraw(crises);
  });
});
