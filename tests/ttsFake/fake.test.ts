/**
 * The TTS fake itself: the behaviours later table scenarios rely on, driven by small Lua scripts
 * written the way TSTL emits calls (colon method calls) and the way TTS docs show them (dot calls).
 */
import { SMOOTH_MOVE_FRAMES, SPAWN_FRAMES, ZONE_DELAY_FRAMES } from "../../tools/ttsFake/world";
import { TtsTable, SaveFile } from "../../tools/ttsFake/table";
import { ObjectData } from "../../tools/ttsFake/world";

function t(x: number, z: number, extra: Record<string, number> = {}) {
  return { posX: x, posY: 1, posZ: z, rotX: 0, rotY: 180, rotZ: 0, scaleX: 1, scaleY: 1, scaleZ: 1, ...extra };
}

function card(guid: string, nickname: string, x = 0, z = 0): ObjectData {
  return { GUID: guid, Name: "CardCustom", Nickname: nickname, CardID: 100, Transform: t(x, z) };
}

// A zone box 4 high around y = 1 (its bottom below the cards at y = 1, as the table's zones stand on
// its surface under what lies there): a card lifted by a smooth move stays inside it.
function zone(guid: string, nickname: string, x: number, z: number, tags: string[] = [], height = 4): ObjectData {
  return { GUID: guid, Name: "ScriptingTrigger", Nickname: nickname, Tags: tags, Transform: t(x, z, { scaleX: 4, scaleY: height, scaleZ: 4 }) };
}

function hand(guid: string, color: string, x: number, z: number): ObjectData {
  return { GUID: guid, Name: "HandTrigger", FogColor: color, Transform: t(x, z, { scaleX: 10, scaleY: 4, scaleZ: 4 }) };
}

const DIE: ObjectData = {
  GUID: "d1e000",
  Name: "Custom_Model",
  Nickname: "Skirmish Die",
  Tags: ["die"],
  Transform: t(20, 0),
  RotationValues: [
    { Value: "blank", Rotation: { x: 0, y: 0, z: 0 } },
    { Value: "hit", Rotation: { x: 90, y: 0, z: 0 } },
  ],
};

function save(globalLua: string, objects: ObjectData[], xml = ""): SaveFile {
  return { SaveName: "Fake", LuaScript: globalLua, LuaScriptState: "", XmlUI: xml, ObjectStates: objects };
}

describe("scripts and events", () => {
  test("onLoad receives the saved state; onSave's string is saved; a reload continues", () => {
    const lua = `
      local count = 0
      function onLoad(s) if s ~= "" then count = JSON.decode(s).count end; count = count + 1 end
      function onSave() return JSON.encode({ count = count }) end`;
    const first = new TtsTable(save(lua, []));
    const saved = first.save();
    expect(JSON.parse(saved.LuaScriptState!)).toEqual({ count: 1 });
    const second = new TtsTable(saved);
    expect(JSON.parse(second.save().LuaScriptState!)).toEqual({ count: 2 });
  });

  test("a script's math.random repeats with the table's seed (a fuzz run replays) and differs with another seed", () => {
    const lua = `function draws() local t = {} for i = 1, 5 do t[i] = math.random(1000000) end return t end`;
    const draws = (seed?: number) => new TtsTable(save(lua, []), seed === undefined ? {} : { seed }).callScript("-1", "draws");
    expect(draws()).toEqual(draws());
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
  });

  test("object methods work with colon and dot calls; objects keep identity across calls", () => {
    const lua = `
      function check()
        local a = getObjectFromGUID("c00001")
        local b = getObjectsWithTag("zone")[1]
        return { a:getName(), a.getName(), a == getObjectFromGUID("c00001"), b.guid, a.is_face_down }
      end`;
    const table = new TtsTable(save(lua, [card("c00001", "Aggression 7"), zone("a00001", "Lead", 50, 50, ["zone"])]));
    expect(table.callScript("-1", "check")).toEqual(["Aggression 7", "Aggression 7", true, "a00001", false]);
  });

  test("an object prints as itself, and a script cannot set fields on it (TTS objects take no new fields)", () => {
    const lua = `
      function shown() return tostring(getObjectFromGUID("c00001")) end
      function assign() getObjectFromGUID("c00001").nickname = "x" end`;
    const table = new TtsTable(save(lua, [card("c00001", "Aggression 7")]));
    table.strict = false;
    expect(table.callScript("-1", "shown")).toBe("TTS(obj:c00001)");
    table.callScript("-1", "assign");
    expect(table.scriptErrors.pop()).toMatch(/cannot set fields on TTS objects/);
  });

  test("a kept reference to a destroyed object answers isDestroyed() true (api Object isDestroyed); its other methods raise", () => {
    const lua = `
      local kept
      function keep() kept = getObjectsWithTag("zone")[1]; return kept.isDestroyed() end
      function asked() return { kept.isDestroyed(), kept:isDestroyed() } end
      function other() return kept.getObjects() end`;
    const table = new TtsTable(save(lua, [zone("a00001", "System", 50, 50, ["zone"])]));
    expect(table.callScript("-1", "keep")).toBe(false);
    table.world.destroy(table.world.get("a00001")!);
    expect(table.callScript("-1", "asked")).toEqual([true, true]);
    expect(() => table.callScript("-1", "other")).toThrow();
  });

  test("dropping into a scripting zone fires onObjectEnterZone then onObjectDrop; leaving fires onObjectLeaveZone", () => {
    const lua = `
      events = {}
      function onObjectEnterZone(z, o) table.insert(events, "enter " .. z.getName() .. " " .. o.getName()) end
      function onObjectLeaveZone(z, o) table.insert(events, "leave " .. z.getName() .. " " .. o.getName()) end
      function onObjectDrop(color, o) table.insert(events, "drop " .. color .. " " .. o.getName()) end
      function zoneContents() local out = {}; for _, o in ipairs(getObjectsWithTag("zone")[1].getObjects()) do table.insert(out, o.getName()) end; return out end`;
    const table = new TtsTable(save(lua, [{ ...card("c00001", "Card A"), Tags: ["lead"] }, zone("a00001", "Lead", 10, 0, ["zone", "lead"])]));
    const c = table.object("c00001");
    table.drop("Red", c, { x: 10, y: 1, z: 0 });
    expect(table.callScript("-1", "zoneContents")).toEqual(["Card A"]);
    table.drop("Red", c, { x: 0, y: 1, z: 0 });
    expect(table.scripts.get("-1")!.vm.getGlobal("events")).toEqual(["enter Lead Card A", "drop Red Card A", "leave Lead Card A", "drop Red Card A"]);
    expect(table.callScript("-1", "zoneContents")).toEqual([]);
  });

  test("a zone is its real box in height too: a card under its bottom or over its top is in no zone", () => {
    const lua = `function zoneContents() local out = {}; for _, o in ipairs(getObjectsWithTag("zone")[1].getObjects()) do table.insert(out, o.getName()) end; return out end`;
    // the zone stands from y = -1 to y = 3 (centre 1, height 4)
    const table = new TtsTable(save(lua, [{ ...card("c00001", "Card A"), Tags: ["lead"] }, zone("a00001", "Lead", 10, 0, ["zone", "lead"])]));
    const c = table.object("c00001");
    table.drop("Red", c, { x: 10, y: -1.2, z: 0 });
    expect(table.callScript("-1", "zoneContents")).toEqual([]);
    table.drop("Red", c, { x: 10, y: -0.9, z: 0 });
    expect(table.callScript("-1", "zoneContents")).toEqual(["Card A"]);
    table.drop("Red", c, { x: 10, y: 3.1, z: 0 });
    expect(table.callScript("-1", "zoneContents")).toEqual([]);
  });

  test("object scripts run in their own environment and get their own self; Global.call and obj.call cross over", () => {
    const objLua = `
      secret = "object"
      function onLoad() self.createButton({ click_function = "pressed", function_owner = self, label = "Press" }) end
      function pressed(obj, color) Global.call("record", { who = color, by = self.getName() }) end
      function whoami() return secret end`;
    const globalLua = `
      secret = "global"
      log_ = {}
      function record(p) table.insert(log_, p.who .. " pressed " .. p.by) end
      function ask() return getObjectFromGUID("b00001").call("whoami") end`;
    const table = new TtsTable(save(globalLua, [{ GUID: "b00001", Name: "Custom_Tile", Nickname: "Panel", Transform: t(0, 0), LuaScript: objLua }]));
    table.clickButton("Blue", table.object("b00001"), "Press");
    expect(table.scripts.get("-1")!.vm.getGlobal("log_")).toEqual(["Blue pressed Panel"]);
    expect(table.callScript("-1", "ask")).toBe("object");
  });
});

describe("containers and decks", () => {
  const deckLua = `
    function deck() return getObjectsWithTag("deck")[1] end
    function takeTo(x) local d = deck(); local c = d.takeObject({ position = { x = x, y = 1, z = 0 } }); return c.getName() end
    function count() local d = deck(); if d == nil then return -1 end; return d.getQuantity() end`;
  const deckData = (): ObjectData => ({
    GUID: "dec000", Name: "DeckCustom", Nickname: "Action Deck", Tags: ["deck"], Transform: t(0, 0),
    ContainedObjects: [card("c00001", "One"), card("c00002", "Two"), card("c00003", "Three")],
  });

  test("takeObject takes from the top; a deck left with one card becomes that Card", () => {
    const table = new TtsTable(save(deckLua, [deckData()]));
    expect(table.callScript("-1", "takeTo", 10)).toBe("One");
    expect(table.callScript("-1", "count")).toBe(2);
    expect(table.callScript("-1", "takeTo", 12)).toBe("Two");
    expect(table.callScript("-1", "count")).toBe(-1);
    const lone = table.find((o) => o.nickname === "Three");
    expect(lone).toHaveLength(1);
    expect(lone[0].name).toBe("CardCustom");
    expect(table.find((o) => o.isDeck)).toHaveLength(0);
  });

  test("putObject returns a card into a deck; a card onto a card forms a deck", () => {
    const table = new TtsTable(save(deckLua, [deckData()]));
    table.callScript("-1", "takeTo", 10);
    const deck = table.find((o) => o.isDeck)[0];
    // Lying lower than the deck: the bottom (api putObject; tests/ttsFake/putAndJson.test.ts).
    table.named("One").position.y = deck.position.y - 0.1;
    table.put(deck, table.named("One"));
    expect(deck.contents.map((c) => c.Nickname)).toEqual(["Two", "Three", "One"]);
    const a = table.take(deck)!;
    const b = table.take(deck)!;
    const formed = table.put(a, b);
    expect(formed.isDeck).toBe(true);
    expect(formed.contents).toHaveLength(2);
  });

  test("shuffle is deterministic for a seed, and deal puts cards in a hand zone", () => {
    const lua = deckLua + `
      function shuffled() local d = deck(); d.shuffle(); local out = {}; for _, c in ipairs(d.getObjects()) do table.insert(out, c.name) end; return out end
      function dealRed(n) deck().deal(n, "Red") end
      function inHand() local out = {}; for _, c in ipairs(Player.Red.getHandObjects()) do table.insert(out, c.getName()) end; return out end`;
    const a = new TtsTable(save(lua, [deckData(), hand("h00001", "Red", 0, -20)]), { seed: 7 });
    const b = new TtsTable(save(lua, [deckData(), hand("h00001", "Red", 0, -20)]), { seed: 7 });
    const order = a.callScript("-1", "shuffled") as string[];
    expect(order.slice().sort()).toEqual(["One", "Three", "Two"]);
    expect(b.callScript("-1", "shuffled")).toEqual(order);
    a.callScript("-1", "dealRed", 2);
    // Dealt cards spawn, then fly to the hand: the hand holds them only once they have arrived.
    expect(a.callScript("-1", "inHand")).toEqual([]);
    a.settle();
    expect(a.callScript("-1", "inHand")).toEqual(order.slice(0, 2));
  });
});

describe("clock, dice, UI, players, messages", () => {
  test("Wait.time and Wait.condition run on the fake clock", () => {
    const lua = `
      fired = {}
      function start()
        Wait.time(function() table.insert(fired, "time") end, 1)
        Wait.condition(function() table.insert(fired, "cond") end, function() return flag == true end)
      end`;
    const table = new TtsTable(save(lua, []));
    table.callScript("-1", "start");
    table.world.advance(0.5);
    expect(table.scripts.get("-1")!.vm.getGlobal("fired")).toEqual([]);
    table.world.advance(0.6);
    expect(table.scripts.get("-1")!.vm.getGlobal("fired")).toEqual(["time"]);
    table.scripts.get("-1")!.vm.setGlobal("flag", true);
    table.world.tick();
    expect(table.scripts.get("-1")!.vm.getGlobal("fired")).toEqual(["time", "cond"]);
  });

  test("a rolled die lands on the chosen face, is not resting until it settles, and reports its value", () => {
    const lua = `
      results = {}
      function onObjectRandomize(o, color)
        Wait.condition(function() table.insert(results, color .. ":" .. o.getRotationValue()) end, function() return o.resting end)
      end`;
    const table = new TtsTable(save(lua, [DIE]));
    const die = table.object("d1e000");
    table.roll(die, "hit", "Red");
    expect(die.resting).toBe(false);
    table.settle();
    expect(table.scripts.get("-1")!.vm.getGlobal("results")).toEqual(["Red:hit"]);
    expect(() => table.roll(die, "crit")).toThrow(/no face crit/);
  });

  test("XML UI: attributes, visibility, and clicks reach the handler with the clicking player", () => {
    const xml = `<Panel id="setup" active="true"><Button id="start" onClick="startGame">Start</Button><Text id="status" text="idle"/></Panel>`;
    const lua = `
      function startGame(player, value, id)
        if not player.host then broadcastToColor("Only the host can start.", player.color, Color.Red); return end
        UI.setAttribute("status", "text", "started by " .. player.color); UI.hide("setup")
      end`;
    const table = new TtsTable(save(lua, [], xml), { seats: [{ color: "Red", host: true }, { color: "Blue" }] });
    table.clickUi("Blue", "start");
    expect(table.messages).toEqual([{ kind: "broadcastToColor", text: "Only the host can start.", to: "Blue" }]);
    expect(table.ui().text("status")).toBe("idle");
    table.clickUi("Red", "start");
    expect(table.ui().text("status")).toBe("started by Red");
    expect(table.ui().isVisible("setup")).toBe(false);
    // TTS does not draw an inactive element or anything inside one: nobody can click it.
    expect(() => table.clickUi("Red", "start")).toThrow(/not active/);
    expect(table.ui().text("status")).toBe("started by Red");
  });

  test("messages record who saw them", () => {
    const lua = `function speak() broadcastToAll("Red leads", Color.White); printToColor("you hold 6 cards", "Red", Color.White); Player.Blue.broadcast("your turn") end`;
    const table = new TtsTable(save(lua, []), { seats: [{ color: "Red" }, { color: "Blue" }] });
    table.callScript("-1", "speak");
    expect(table.messagesTo("Blue").map((m) => m.text)).toEqual(["Red leads", "your turn"]);
    expect(table.messagesTo("Red").map((m) => m.text)).toEqual(["Red leads", "you hold 6 cards"]);
  });

  test("a script error in an event surfaces in the test with the script and handler named", () => {
    const table = new TtsTable(save(`function onObjectDrop(c, o) error("boom") end`, [card("c00001", "X")]));
    expect(() => table.drop("Red", table.object("c00001"))).toThrow(/Global\.onObjectDrop: .*boom/);
  });
});

describe("zones turned on the table", () => {
  test("a zone rotated 90 degrees contains points along its long side, not across", () => {
    const long: ObjectData = { GUID: "a00009", Name: "ScriptingTrigger", Nickname: "Long", Transform: t(0, 0, { scaleX: 10, scaleZ: 2, rotY: 90 }) };
    const table = new TtsTable(save("", [long]));
    const z = table.object("a00009");
    expect(z.contains({ x: 0, y: 1, z: 4 })).toBe(true);
    expect(z.contains({ x: 4, y: 1, z: 0 })).toBe(false);
  });
});

describe("tags: TTS's standard interaction rule (kb.tabletopsimulator.com, Object Tags)", () => {
  const lua = `
    events = {}
    function onObjectEnterZone(z, o) table.insert(events, z.getName() .. " " .. o.getName()) end
    function seen(tag, ignore) local out = {}; for _, o in ipairs(getObjectsWithTag(tag)[1].getObjects(ignore)) do table.insert(out, o.getName()) end; table.sort(out); return out end
    function zonesOf(guid) local out = {}; for _, z in ipairs(getObjectFromGUID(guid).getZones()) do table.insert(out, z.getName()) end; table.sort(out); return out end`;
  const objects = (): ObjectData[] => [
    { ...card("c00001", "Tagged card", 10), Tags: ["card", "arcs"] },
    { ...card("c00002", "Other card", 10), Tags: ["foreign"] },
    card("c00003", "Untagged card", 10),
    zone("a00001", "Tagged zone", 10, 0, ["slot", "arcs"]),
    { ...zone("a00002", "Open zone", 10, 0), Tags: ["open"] },
  ];

  test("a tagged zone sees only objects sharing a tag; getObjects(true) sees everything in its box", () => {
    const table = new TtsTable(save(lua, objects()));
    expect(table.callScript("-1", "seen", "slot")).toEqual(["Tagged card"]);
    expect(table.callScript("-1", "seen", "slot", true)).toEqual(["Other card", "Tagged card", "Untagged card"]);
    expect(table.callScript("-1", "zonesOf", "c00002")).toEqual([]);
    expect(table.callScript("-1", "zonesOf", "c00001")).toEqual(["Tagged zone"]);
  });

  test("a zone without tags sees every object", () => {
    const table = new TtsTable(save(lua, objects().map((o) => (o.GUID === "a00002" ? { ...o, Tags: [] } : o)).concat([zone("a00003", "Finder", 90, 90, ["open"])])));
    const open = table.object("a00002");
    expect(table.world.objectsIn(open).map((o) => o.nickname).sort()).toEqual(["Other card", "Tagged card", "Untagged card"]);
  });

  test("enter events fire only for compatible objects; tagging an object lets it in", () => {
    const table = new TtsTable(save(lua, objects().map((o) => ({ ...o, Transform: o.Name === "ScriptingTrigger" ? o.Transform : t(0, 0) }))));
    table.drop("Red", table.object("c00001"), { x: 10, y: 1, z: 0 });
    table.drop("Red", table.object("c00002"), { x: 10, y: 1, z: 0 });
    expect(table.scripts.get("-1")!.vm.getGlobal("events")).toEqual(["Tagged zone Tagged card"]);
    table.object("c00002").data.Tags = ["foreign", "arcs"];
    table.world.refreshZones(table.object("c00002"));
    expect(table.callScript("-1", "seen", "slot")).toEqual(["Other card", "Tagged card"]);
  });

  test("a deck formed from two cards carries the tags they share", () => {
    const table = new TtsTable(save(lua, [
      { ...card("c00001", "A", 10), Tags: ["action-card", "arcs", "x"] },
      { ...card("c00002", "B", 10), Tags: ["action-card", "arcs"] },
      zone("a00001", "Slot", 10, 0, ["slot", "arcs"]),
    ]));
    const deck = table.put(table.object("c00001"), table.object("c00002"));
    expect(deck.tags.sort()).toEqual(["action-card", "arcs"]);
    expect(table.world.objectsIn(table.object("a00001")).map((o) => o.guid)).toEqual([deck.guid]);
  });
});

describe("zones see a script's move a physics step later (TTS zones are physics triggers)", () => {
  const lua = `
    events = {}
    function onObjectEnterZone(z, o) table.insert(events, "enter " .. o.getName()) end
    function moveIn() getObjectFromGUID("c00001").setPosition({10, 1, 0}) end
    function seen() return #getObjectsWithTag("the-zone")[1].getObjects() end`;
  const objects = (): ObjectData[] => [{ ...card("c00001", "Card A"), Tags: ["slot"] }, zone("a00001", "Slot", 10, 0, ["the-zone", "slot"])];

  test("after setPosition the zone does not hold the object yet; two frames later it does, with its enter event", () => {
    const table = new TtsTable(save(lua, objects()));
    table.callScript("-1", "moveIn");
    expect(table.callScript("-1", "seen")).toBe(0);
    expect(table.scripts.get("-1")!.vm.getGlobal("events")).toEqual([]);
    table.world.advanceFrames(ZONE_DELAY_FRAMES);
    expect(table.callScript("-1", "seen")).toBe(1);
    expect(table.scripts.get("-1")!.vm.getGlobal("events")).toEqual(["enter Card A"]);
  });

  test("a player's drop is seen at once (the card was carried over the zone before it was let go)", () => {
    const table = new TtsTable(save(lua, objects()));
    table.drop("Red", table.object("c00001"), { x: 10, y: 1, z: 0 });
    expect(table.callScript("-1", "seen")).toBe(1);
  });

  test("instantZones turns the delay off (for tests of the fake alone)", () => {
    const table = new TtsTable(save(lua, objects()), { instantZones: true });
    table.callScript("-1", "moveIn");
    expect(table.callScript("-1", "seen")).toBe(1);
  });
});

describe("spawning, smooth moves and snap points, timed as TTS times them", () => {
  const lua = `
    events = {}
    function onObjectEnterZone(z, o) table.insert(events, "enter " .. z.getName() .. " " .. o.getName()) end
    function onObjectLeaveZone(z, o) table.insert(events, "leave " .. z.getName() .. " " .. o.getName()) end
    function glide() getObjectFromGUID("c00001").setPositionSmooth({20, 1, 0}) end
    function moving() local c = getObjectFromGUID("c00001"); return { c.isSmoothMoving(), c.resting } end
    function take(smooth)
      local o = getObjectsWithTag("bag")[1].takeObject({ position = {20, 1, 0}, smooth = smooth,
        callback_function = function(o) spawnedGuid = o.getGUID(); spawned = o.spawning end })
      takenGuid = o.guid
      takenSpawning = o.spawning
      return o.guid
    end`;
  const objects = (): ObjectData[] => [
    { ...card("c00001", "Card A"), Tags: ["slot"] },
    // tall zones: a piece taken out of the bag glides from above it, lifted on its way
    zone("a00001", "Middle", 10, 0, [], 10),
    zone("a00002", "End", 20, 0, [], 10),
    { GUID: "b00001", Name: "Bag", Nickname: "Bag", Tags: ["bag"], Transform: t(0, 0), ContainedObjects: [{ ...card("c00001", "Copy of A"), Tags: ["slot"] }] },
  ];
  const vars = (table: TtsTable, name: string) => table.scripts.get("-1")!.vm.getGlobal(name);

  test("a smooth move takes frames, is not resting meanwhile, and enters and leaves the zones on its way", () => {
    const table = new TtsTable(save(lua, objects()));
    table.callScript("-1", "glide");
    expect(table.callScript("-1", "moving")).toEqual([true, false]);
    table.world.advanceFrames(SMOOTH_MOVE_FRAMES / 2);
    expect(table.object("c00001").position.x).toBeGreaterThan(5);
    expect(table.object("c00001").position.x).toBeLessThan(15);
    table.settle();
    expect(table.callScript("-1", "moving")).toEqual([false, true]);
    expect(vars(table, "events")).toEqual(["enter Middle Card A", "leave Middle Card A", "enter End Card A"]);
  });

  test("takeObject: spawning at first (provisional GUID, in no zone), the callback when spawned, then the glide", () => {
    const table = new TtsTable(save(lua, objects()));
    // The bag's card has the GUID of the card already on the table: TTS gives it a new one on spawning.
    expect(table.callScript("-1", "take", true)).toBe("c00001");
    expect(vars(table, "takenSpawning")).toBe(true);
    table.world.advanceFrames(SPAWN_FRAMES);
    const taken = table.named("Copy of A");
    expect(vars(table, "spawnedGuid")).toBe(taken.guid);
    expect(taken.guid).not.toBe("c00001");
    expect(vars(table, "spawned")).toBe(false);
    // Still at the bag: the glide to {20, 1, 0} only starts now, through the Middle zone.
    expect(taken.position.x).toBeCloseTo(0);
    table.settle();
    expect(taken.position).toEqual({ x: 20, y: 1, z: 0 });
    expect(vars(table, "events")).toEqual(["enter Middle Copy of A", "leave Middle Copy of A", "enter End Copy of A"]);
  });

  test("takeObject with smooth = false lands at once but zones see it only after it has spawned", () => {
    const table = new TtsTable(save(lua, objects()));
    table.callScript("-1", "take", false);
    expect(table.named("Copy of A").position).toEqual({ x: 20, y: 1, z: 0 });
    expect(table.world.zonesContaining(table.named("Copy of A"))).toEqual([]);
    table.settle();
    expect(table.world.zonesContaining(table.named("Copy of A")).map((z) => z.nickname)).toEqual(["End"]);
    expect(vars(table, "events")).toEqual(["enter End Copy of A"]);
  });

  test("a player's drop near a snap point lands on it, if the snap point's tags let the object snap", () => {
    const board: ObjectData = {
      GUID: "e00001", Name: "Custom_Tile", Nickname: "Board", Transform: t(40, 0, { rotY: 0 }),
      AttachedSnapPoints: [
        { Position: { x: 0, y: 0.1, z: 0 }, Tags: ["ship"] },
        { Position: { x: 3, y: 0.1, z: 0 }, Tags: [] },
      ],
    };
    const ship: ObjectData = { GUID: "f00001", Name: "Custom_Model", Nickname: "Ship", Tags: ["ship"], Transform: t(0, 10) };
    const city: ObjectData = { GUID: "f00002", Name: "Custom_Model", Nickname: "City", Tags: ["city"], Transform: t(0, 12) };
    const table = new TtsTable(save("", [board, ship, city]));
    table.drop("Red", table.object("f00001"), { x: 40.3, y: 1, z: 0.2 });
    expect(table.object("f00001").position).toEqual({ x: 40, y: 1, z: 0 });
    // The city shares no tag with the ship's snap point: it stays where it was let go.
    table.drop("Red", table.object("f00002"), { x: 40.3, y: 1, z: -0.2 });
    expect(table.object("f00002").position).toEqual({ x: 40.3, y: 1, z: -0.2 });
    // An untagged snap point takes anything; a drop out of reach stays put.
    table.drop("Red", table.object("f00002"), { x: 43.2, y: 1, z: 0 });
    expect(table.object("f00002").position).toEqual({ x: 43, y: 1, z: 0 });
    table.drop("Red", table.object("f00002"), { x: 45, y: 1, z: 0 });
    expect(table.object("f00002").position).toEqual({ x: 45, y: 1, z: 0 });
  });
});
