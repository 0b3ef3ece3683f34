/**
 * TtsTable: load a BUILT save into the fake, one sandboxed Lua VM per script (as in TTS, Global and
 * every scripted object have their own environment), and drive it with table events: drops, clicks,
 * rolls, seats, the clock. Everything said to players is recorded in `world.messages`.
 */
import { LuaError, ScriptVm } from "../lib/luaVm";
import { newScriptVm } from "../moonsharp/scriptVm";
import { FakeObject, Message, ObjectData, SeatState, SPAWN_FRAMES, Vec, World, freshGuid } from "./world";
import { FakeUi, UI_LOAD_FRAMES } from "./ui";
import { STRICT_JSON_LUA } from "./strictJson";
import { normalizedSize, worldSize } from "./bounds";

export const GLOBAL_GUID = "-1";

/** Stands for a TTS API namespace or a Player/UI in Lua (a proxy with methods and properties). */
export class ApiHandle {
  constructor(
    readonly key: string,
    readonly methods: Record<string, (...args: any[]) => unknown>,
    readonly props: (k: string) => unknown = () => undefined,
  ) {}
}

export interface SaveFile {
  LuaScript?: string;
  LuaScriptState?: string;
  XmlUI?: string;
  ObjectStates: ObjectData[];
  [key: string]: unknown;
}

const METHOD = "\u0000method";

export const PROXY_PRELUDE = `
local __proxies = {}
local __mt = {}
__mt.__index = function(t, k)
  local key = rawget(t, "__tts")
  local r = __tts_index(key, k)
  if r == "\\0method" then
    local f = function(a, ...)
      if a == t then return __tts_invoke(key, k, ...) end
      return __tts_invoke(key, k, a, ...)
    end
    -- A TTS object's methods never change: later calls find the function without asking the host
    -- (in TTS a method lookup is a field access, not a round trip; the call itself still crosses).
    rawset(t, k, f)
    return f
  end
  return r
end
__mt.__newindex = function(t, k, v) __tts_newindex(rawget(t, "__tts"), k, v) end
__mt.__tostring = function(t) return "TTS(" .. rawget(t, "__tts") .. ")" end
function __tts_wrap(key)
  local p = __proxies[key]
  if p == nil then p = setmetatable({ __tts = key }, __mt); __proxies[key] = p end
  return p
end
`;

function vec(v: unknown, fallback: Vec = { x: 0, y: 0, z: 0 }): Vec {
  if (v === undefined || v === null) return { ...fallback };
  if (Array.isArray(v)) return { x: Number(v[0] ?? 0), y: Number(v[1] ?? 0), z: Number(v[2] ?? 0) };
  const o = v as Record<string, unknown>;
  return { x: Number(o.x ?? o[1] ?? 0), y: Number(o.y ?? o[2] ?? 0), z: Number(o.z ?? o[3] ?? 0) };
}

export class Script {
  readonly vm: ScriptVm;
  constructor(readonly owner: string, readonly code: string, vm: () => ScriptVm = newScriptVm) {
    this.vm = vm();
  }

  has(fn: string): boolean {
    return this.vm.hasGlobal(fn);
  }
}

/** An options dialog on one player's screen (TTS Player.showOptionsDialog). */
export interface OptionsDialog {
  to: string;
  description: string;
  options: string[];
  defaultValue: unknown;
  callback: (...args: unknown[]) => unknown;
}

export class TtsTable {
  readonly world = new World();
  readonly scripts = new Map<string, Script>();
  readonly uis = new Map<string, FakeUi>();
  private handles = new Map<string, ApiHandle>();
  private topLevel: Record<string, unknown>;
  /** Errors raised inside event handlers (TTS prints them and carries on; tests look here). */
  readonly scriptErrors: string[] = [];
  /** Notebook tabs added by scripts; `color` is who may read it ("Grey" = everyone). */
  readonly notebookTabs: { title: string; body: string; color: string }[] = [];
  /**
   * Dialogs shown to players (`Player[colour].showOptionsDialog`), open until a test answers or
   * cancels them: shown to that player only, at most one open per player (a new one replaces it),
   * never saved (a reload starts with none). docs/tts-behaviour.md.
   */
  readonly dialogs: OptionsDialog[] = [];
  /** When true (default) a script error in an event is rethrown to the test. */
  strict = true;

  /** The seed of every script's `math.random` (the table's seed). */
  private readonly luaSeed: number;

  /** Where each script's Lua runs (default: scriptVm.ts's choice, fengari unless ARCS_SCRIPT_VM says otherwise). */
  private readonly newVm: () => ScriptVm;

  constructor(
    save: SaveFile,
    options: { seats?: Partial<SeatState>[]; seed?: number; instantZones?: boolean; vm?: () => ScriptVm } = {},
  ) {
    this.newVm = options.vm ?? newScriptVm;
    const { ObjectStates, LuaScript, XmlUI, ...rest } = save;
    this.topLevel = rest;
    if (options.seed !== undefined) this.world.seed(options.seed);
    this.luaSeed = options.seed ?? 12345;
    // TTS-faithful by default: zones see a script's move a physics step later.
    this.world.deferScriptMoves = options.instantZones !== true;
    for (const s of options.seats ?? []) this.seat(s.color!, s);
    this.world.onZoneChange = (event, zone, obj) =>
      this.dispatch(event === "enter" ? "onObjectEnterZone" : "onObjectLeaveZone", zone, obj);
    this.uis.set(GLOBAL_GUID, new FakeUi(XmlUI ?? ""));
    for (const data of ObjectStates) this.world.add(data);
    for (const o of this.world.all()) if (o.data.XmlUI) this.uis.set(o.guid, new FakeUi(String(o.data.XmlUI)));
    if (LuaScript) this.scripts.set(GLOBAL_GUID, this.makeScript(GLOBAL_GUID, LuaScript));
    for (const o of this.world.all()) {
      if (o.data.LuaScript) this.scripts.set(o.guid, this.makeScript(o.guid, String(o.data.LuaScript)));
    }
    // Global first, then objects in save order (scripts must not depend on this order).
    this.callScript(GLOBAL_GUID, "onLoad", save.LuaScriptState ?? "");
    for (const o of ObjectStates) this.callScript(o.GUID, "onLoad", o.LuaScriptState ?? "");
    // Nobody can click a UI that is not there yet: the table is "loaded" once every XML set at load is.
    this.waitForUi();
  }

  /** Advance frames until no script-set XML is still loading (TTS: UI.loading). */
  waitForUi(maxFrames = 60): void {
    for (let i = 0; i < maxFrames && [...this.uis.values()].some((u) => u.loading); i++) this.world.tick();
  }

  // ---- test-facing API -----------------------------------------------------------------------

  get messages(): Message[] {
    return this.world.messages;
  }

  messagesTo(seat: string): Message[] {
    return this.world.messages.filter((m) => m.to === undefined || m.to === seat);
  }

  seat(color: string, s: Partial<SeatState> = {}): void {
    this.world.seats.set(color, { color, seated: true, host: false, steam_name: `${color} Player`, ...s });
  }

  object(guid: string): FakeObject {
    const o = this.world.get(guid);
    if (!o) throw new Error(`no object ${guid}`);
    return o;
  }

  find(pred: (o: FakeObject) => boolean): FakeObject[] {
    return this.world.all().filter(pred);
  }

  withTag(tag: string): FakeObject[] {
    return this.find((o) => o.tags.includes(tag));
  }

  named(nickname: string): FakeObject {
    const found = this.find((o) => o.nickname === nickname);
    if (found.length !== 1) throw new Error(`expected one object named "${nickname}", found ${found.length}`);
    return found[0];
  }

  ui(owner = GLOBAL_GUID): FakeUi {
    return this.uis.get(owner)!;
  }

  /**
   * A player picks `obj` up and drops it at `position`. TTS then pulls it onto the nearest snap point
   * within reach that its tags let it use (snapPointFor); onObjectDrop fires with it there.
   */
  drop(color: string, obj: FakeObject, position?: Vec, options: { zonesLate?: boolean } = {}): void {
    this.dispatch("onObjectPickUp", color, obj);
    if (position) {
      const snap = this.snapPointFor(obj, position);
      const at = snap !== undefined ? { x: snap.x, y: position.y, z: snap.z } : position;
      // zonesLate: the zones' triggers notice the object only after the drop event (a card let go
      // from high above a zone): membership follows a physics step later, as for a script's move.
      if (options.zonesLate === true) this.world.scriptMove(obj, at);
      else this.world.move(obj, at);
    }
    // A dropped object falls and settles before it rests.
    obj.resting = false;
    this.world.schedule({ due: this.world.frame + DROP_SETTLE_FRAMES, fn: () => void (obj.resting = true) });
    this.dispatch("onObjectDrop", color, obj);
  }

  /**
   * The snap point a dropped object goes to: the nearest (in the table's plane) within SNAP_RADIUS,
   * of any object but itself or of the table, whose tags it shares (a snap point without tags takes
   * anything). TTS does not document its snap radius; docs/tts-behaviour.md records the assumption.
   */
  snapPointFor(obj: FakeObject, at: Vec): Vec | undefined {
    let best: Vec | undefined;
    let bestDistance = SNAP_RADIUS;
    const consider = (p: Vec, tags: string[]) => {
      if (tags.length > 0 && !tags.some((t) => obj.tags.includes(t))) return;
      const d = Math.hypot(p.x - at.x, p.z - at.z);
      if (d <= bestDistance) {
        bestDistance = d;
        best = p;
      }
    };
    for (const owner of this.world.all()) {
      if (owner === obj || owner.isZone) continue;
      for (const sp of (owner.data.AttachedSnapPoints as { Position?: unknown; Tags?: string[] }[] | undefined) ?? []) {
        consider(localToWorld(owner, vec(sp.Position)), sp.Tags ?? []);
      }
    }
    for (const sp of (this.topLevel.SnapPoints as { Position?: unknown; Tags?: string[] }[] | undefined) ?? []) consider(vec(sp.Position), sp.Tags ?? []);
    return best;
  }

  /** A player turns an object over (TTS: onObjectRotate with the target flip, then it animates). */
  flip(color: string, obj: FakeObject): void {
    const oldFlip = ((obj.rotation.z % 360) + 360) % 360;
    const flip = (oldFlip + 180) % 360;
    obj.rotation = { ...obj.rotation, z: flip };
    this.dispatch("onObjectRotate", obj, obj.rotation.y, flip, color, obj.rotation.y, oldFlip);
  }

  /** A player types in chat; returns false when a script hid the message (a handled command). */
  chat(color: string, message: string): boolean {
    let shown = true;
    for (const owner of this.scripts.keys()) {
      if (this.callScript(owner, "onChat", message, this.playerHandle(color)) === false) shown = false;
    }
    return shown;
  }

  /** The dialog open on `color`'s screen, if any. */
  dialogFor(color: string): OptionsDialog | undefined {
    return this.dialogs.find((d) => d.to === color);
  }

  /**
   * `color` picks an option of their open dialog and clicks OK: TTS calls the callback as
   * `callback(selected_text, selected_index, player_color)` (index from 1), on a later frame.
   */
  answerDialog(color: string, option: string | number): void {
    const d = this.dialogFor(color);
    if (d === undefined) throw new Error(`no dialog is open for ${color}`);
    const index = typeof option === "number" ? option : d.options.indexOf(option) + 1;
    if (index < 1 || index > d.options.length) throw new Error(`${color}'s dialog has no option ${option}; has ${d.options.join(" | ")}`);
    this.dialogs.splice(this.dialogs.indexOf(d), 1);
    this.world.schedule({
      due: this.world.frame + 1,
      fn: () => {
        try {
          d.callback(d.options[index - 1], index, color);
        } catch (e) {
          const msg = `dialog callback: ${(e as Error).message}`;
          this.scriptErrors.push(msg);
          if (this.strict) throw new LuaError(msg);
        }
      },
    });
  }

  /** `color` closes their dialog with Cancel: TTS calls nothing. */
  cancelDialog(color: string): void {
    const d = this.dialogFor(color);
    if (d === undefined) throw new Error(`no dialog is open for ${color}`);
    this.dialogs.splice(this.dialogs.indexOf(d), 1);
  }

  /** A player clicks an object's button (by label or index). */
  clickButton(color: string, obj: FakeObject, labelOrIndex: string | number, alt = false): unknown {
    const b = obj.buttons.find((x) => (typeof labelOrIndex === "number" ? x.index === labelOrIndex : x.label === labelOrIndex));
    if (!b) throw new Error(`${obj.nickname || obj.guid} has no button ${labelOrIndex}; has ${obj.buttons.map((x) => x.label).join(", ")}`);
    const owner = this.ownerKey(b.function_owner);
    return this.callScript(owner, b.click_function, obj, color, alt);
  }

  /** A player clicks an XML UI element (Global's or an object's). */
  clickUi(color: string, id: string, owner = GLOBAL_GUID, value: unknown = "-1"): unknown {
    // TTS treats an element as inactive to players its `visibility` leaves out: they cannot click it.
    if (this.ui(owner).element(id) && !this.ui(owner).visibleTo(id, color, this.world.seats.get(color)?.host === true)) {
      throw new Error(`UI element ${id} is not shown to ${color}`);
    }
    // Nor can anyone click an element that is inactive (`active="false"`) or inside an inactive one:
    // TTS does not draw it.
    if (this.ui(owner).element(id) && !this.ui(owner).isShown(id)) {
      throw new Error(`UI element ${id} is not active: nobody can click it`);
    }
    return this.forgeUiClick(color, id, owner, value);
  }

  /**
   * The element's handler called as `color` even where its visibility hides it from them: not
   * something TTS delivers, but a script must still check who clicked (a panel redrawn between the
   * click and its call, or another script calling the global), so tests can forge it.
   */
  forgeUiClick(color: string, id: string, owner = GLOBAL_GUID, value: unknown = "-1"): unknown {
    const el = this.ui(owner).element(id);
    if (!el) throw new Error(`no UI element ${id}`);
    const handler = el.attributes.onClick ?? el.attributes.onValueChanged ?? el.attributes.onEndEdit;
    if (!handler) throw new Error(`UI element ${id} has no handler`);
    const [target, fn] = handler.includes("/") ? handler.split("/") : [owner, handler];
    return this.callScript(target === "Global" ? GLOBAL_GUID : target, fn, this.playerHandle(color), value, id);
  }

  /** A player (or nobody) rolls a die; `face` is the RotationValues Value it lands on. */
  roll(obj: FakeObject, face: unknown, color?: string): void {
    this.queueRoll(obj, face);
    this.rollNow(obj);
    if (color) this.dispatch("onObjectRandomize", obj, color);
  }

  queueRoll(obj: FakeObject, face: unknown): void {
    const values = (obj.data.RotationValues ?? []).map((r) => r.Value);
    const i = values.findIndex((v) => v === face);
    if (i < 0) throw new Error(`${obj.nickname || obj.guid} has no face ${String(face)} (faces: ${values.join(", ")})`);
    const q = this.world.rollQueue.get(obj.guid) ?? [];
    q.push(i);
    this.world.rollQueue.set(obj.guid, q);
  }

  /** Run the clock until nothing is pending (Wait timers, rolling dice). */
  settle(): void {
    this.world.settle();
  }

  /** Save the table as TTS would: every script's onSave, every object's current state. */
  save(): SaveFile {
    const globalState = this.callScript(GLOBAL_GUID, "onSave");
    const objects = this.world.all().map((o) => {
      const data = o.toData();
      const state = this.scripts.has(o.guid) ? this.callScript(o.guid, "onSave") : undefined;
      if (typeof state === "string") data.LuaScriptState = state;
      return data;
    });
    return {
      ...this.topLevel,
      LuaScript: this.scripts.get(GLOBAL_GUID)?.code ?? "",
      LuaScriptState: typeof globalState === "string" ? globalState : "",
      XmlUI: this.ui().xml,
      ObjectStates: JSON.parse(JSON.stringify(objects)),
    };
  }

  // ---- scripts -------------------------------------------------------------------------------

  /**
   * An object with a script that finished loading other than with the save (taken out of a container,
   * spawned): its script runs and its onLoad is called with its saved state (api events onLoad,
   * "Object Script": "when the script-owner Object has finished loading for some other reason e.g. if
   * the script-owner Object was pulled out of a container mid-game"). Whether that comes before or
   * after the spawn's callback_function is not documented: here it comes first, and no script of ours
   * depends on the order (docs/tts-behaviour.md).
   */
  private loadObjectScript(obj: FakeObject): void {
    if (!obj.data.LuaScript || this.scripts.has(obj.guid)) return;
    this.scripts.set(obj.guid, this.makeScript(obj.guid, String(obj.data.LuaScript)));
    this.callScript(obj.guid, "onLoad", obj.data.LuaScriptState ?? "");
  }

  callScript(owner: string, fn: string, ...args: unknown[]): unknown {
    // A destroyed object's script (put into a container, destructed) runs no more.
    if (owner !== GLOBAL_GUID && this.scripts.has(owner) && this.world.get(owner) === undefined) this.scripts.delete(owner);
    const s = this.scripts.get(owner);
    if (!s || !s.has(fn)) return undefined;
    try {
      return s.vm.callGlobal(fn, ...args);
    } catch (e) {
      const msg = `${owner === GLOBAL_GUID ? "Global" : owner}.${fn}: ${(e as Error).message}`;
      this.scriptErrors.push(msg);
      if (this.strict) throw new LuaError(msg);
      return undefined;
    }
  }

  /** TTS calls an event in Global and in every object script that defines it. */
  dispatch(event: string, ...args: unknown[]): void {
    for (const owner of this.scripts.keys()) this.callScript(owner, event, ...args);
  }

  private ownerKey(owner: unknown): string {
    if (owner instanceof FakeObject) return owner.guid;
    if (owner instanceof ApiHandle && owner.key.startsWith("obj:")) return owner.key.slice(4);
    return GLOBAL_GUID;
  }

  private makeScript(owner: string, code: string): Script {
    const script = new Script(owner, code, this.newVm);
    const vm = script.vm;
    vm.bridge = {
      keyOf: (v) => (v instanceof FakeObject ? `obj:${v.guid}` : v instanceof ApiHandle ? v.key : undefined),
      lookup: (key) => this.lookup(key),
      luaWrapper: "__tts_wrap",
      luaKeyField: "__tts",
    };
    vm.run(PROXY_PRELUDE, "=tts-proxies", false);
    // A script's math.random seeded from the table's seed: a run repeats (a fuzz failure replays); TTS seeds it as it likes.
    vm.run(`math.randomseed(${this.luaSeed})`, "=tts-seed", false);
    vm.setGlobal("__tts_index", (key: unknown, k: unknown) => this.index(String(key), String(k)));
    vm.setGlobal("__tts_invoke", (key: unknown, k: unknown, ...args: unknown[]) => this.invoke(String(key), String(k), args, owner));
    vm.setGlobal("__tts_newindex", () => {
      throw new Error("cannot set fields on TTS objects");
    });
    this.installGlobals(vm, owner);
    vm.run(code, owner === GLOBAL_GUID ? "=Global" : `=${owner}`);
    return script;
  }

  private lookup(key: string): unknown {
    if (key.startsWith("obj:")) {
      const guid = key.slice(4);
      return guid === GLOBAL_GUID ? this.globalHandle() : this.world.objects.get(guid) ?? new ApiHandle(key, {});
    }
    return this.handles.get(key);
  }

  private index(key: string, k: string): unknown {
    if (this.apiCalls !== undefined) this.apiCalls.set(`.${k}`, (this.apiCalls.get(`.${k}`) ?? 0) + 1);
    const target = this.lookup(key);
    if (target instanceof FakeObject) {
      if (k in objectMethods) return METHOD;
      return objectProperty(this, target, k);
    }
    if (target instanceof ApiHandle) {
      if (k in target.methods) return METHOD;
      // An object no longer on the table still has isDestroyed() (invoke answers true).
      if (k === "isDestroyed" && key.startsWith("obj:") && key !== `obj:${GLOBAL_GUID}`) return METHOD;
      return target.props(k);
    }
    return undefined;
  }

  /**
   * When set, every API method a script calls is counted here by name (the bench's load-independent
   * figure), a call on a scripting zone once more as `<name>@zone` (what a zone search costs), and
   * on a system zone once more again as `<name>@system`.
   */
  apiCalls: Map<string, number> | undefined;

  private invoke(key: string, k: string, args: unknown[], caller: string): unknown {
    const target = this.lookup(key);
    const calls = this.apiCalls;
    if (calls !== undefined) {
      calls.set(k, (calls.get(k) ?? 0) + 1);
      if (target instanceof FakeObject && target.isZone) {
        calls.set(`${k}@zone`, (calls.get(`${k}@zone`) ?? 0) + 1);
        // A system zone's too, once more: what a search of the map's systems costs.
        if (target.tags.includes("system")) calls.set(`${k}@system`, (calls.get(`${k}@system`) ?? 0) + 1);
      }
    }
    if (target instanceof FakeObject) {
      // TTS: a destroyed object answers isDestroyed() (true) and nothing else.
      if (k === "isDestroyed") return target.destroyed;
      if (target.destroyed) throw new Error(`${k}: the object ${target.guid} was destroyed`);
      return objectMethods[k](this, target, args, caller);
    }
    if (target instanceof ApiHandle) {
      // An object no longer on the table (destroyed, or put into a container) is destroyed to scripts.
      if (k === "isDestroyed" && key.startsWith("obj:") && key !== `obj:${GLOBAL_GUID}`) return true;
      const method = target.methods[k];
      if (method === undefined) throw new Error(`${k}: ${key} has no such method (a destroyed object?)`);
      return method(...args);
    }
    throw new Error(`${k}: unknown TTS handle ${key}`);
  }

  private handle(key: string, methods: ApiHandle["methods"], props?: ApiHandle["props"]): ApiHandle {
    const h = new ApiHandle(key, methods, props);
    this.handles.set(key, h);
    return h;
  }

  private globalHandle(): ApiHandle {
    return (
      this.handles.get(`obj:${GLOBAL_GUID}`) ??
      this.handle(
        `obj:${GLOBAL_GUID}`,
        {
          call: (fn: unknown, params: unknown) => this.callScript(GLOBAL_GUID, String(fn), params),
          getVar: (name: unknown) => this.scripts.get(GLOBAL_GUID)?.vm.getGlobal(String(name)),
          setVar: (name: unknown, v: unknown) => this.scripts.get(GLOBAL_GUID)?.vm.setGlobal(String(name), v),
          getGUID: () => GLOBAL_GUID,
        },
        (k) => (k === "UI" ? this.uiHandle(GLOBAL_GUID) : k === "guid" ? GLOBAL_GUID : undefined),
      )
    );
  }

  uiHandle(owner: string): ApiHandle {
    const key = `ui:${owner}`;
    if (this.handles.has(key)) return this.handles.get(key)!;
    if (!this.uis.has(owner)) this.uis.set(owner, new FakeUi(""));
    const ui = () => this.uis.get(owner)!;
    return this.handle(key, {
      setAttribute: (id: unknown, name: unknown, value: unknown) => ui().setAttribute(String(id), String(name), value),
      setAttributes: (id: unknown, attrs: unknown) => ui().setAttributes(String(id), attrs as Record<string, unknown>),
      getAttribute: (id: unknown, name: unknown) => ui().getAttribute(String(id), String(name)),
      show: (id: unknown) => ui().setAttribute(String(id), "active", "true"),
      hide: (id: unknown) => ui().setAttribute(String(id), "active", "false"),
      setValue: (id: unknown, v: unknown) => ui().setAttribute(String(id), "text", v),
      getValue: (id: unknown) => ui().getAttribute(String(id), "text"),
      setXml: (xml: unknown) => {
        const text = String(xml);
        ui().loading = true;
        this.world.schedule({ due: this.world.frame + UI_LOAD_FRAMES, fn: () => {
          ui().setXml(text);
          ui().loading = false;
        } });
      },
      getXml: () => ui().xml,
    }, (k) => (k === "loading" ? ui().loading : undefined));
  }

  playerHandle(color: string): ApiHandle {
    const key = `player:${color}`;
    if (this.handles.has(key)) return this.handles.get(key)!;
    const seat = () => this.world.seats.get(color);
    return this.handle(
      key,
      {
        showOptionsDialog: (description: unknown, options: unknown, defaultValue: unknown, callback: unknown) => {
          // TTS shows it on that player's screen; a colour nobody sits at has no screen to show it on.
          if (seat()?.seated !== true) return false;
          if (typeof description !== "string") throw new Error("showOptionsDialog: description must be a string");
          const list = options as unknown[];
          if (!Array.isArray(list) || list.some((o) => typeof o !== "string")) throw new Error("showOptionsDialog: options must be a list of strings");
          if (typeof callback !== "function") throw new Error("showOptionsDialog: callback must be a function");
          const open = this.dialogs.findIndex((d) => d.to === color);
          if (open >= 0) this.dialogs.splice(open, 1);
          this.dialogs.push({ to: color, description, options: list as string[], defaultValue, callback: callback as (...a: unknown[]) => unknown });
          return true;
        },
        getHandObjects: () => this.world.handObjects(color),
        getHandCount: () => (this.world.handZone(color) ? 1 : 0),
        broadcast: (msg: unknown) => void this.world.messages.push({ kind: "playerBroadcast", text: String(msg), to: color }),
        print: (msg: unknown) => void this.world.messages.push({ kind: "playerPrint", text: String(msg), to: color }),
        getHandTransform: () => {
          const z = this.world.handZone(color);
          return z ? { position: z.position, rotation: z.rotation, scale: z.scale } : undefined;
        },
      },
      (k) => {
        const s = seat();
        switch (k) {
          case "color": return color;
          case "seated": return s?.seated ?? false;
          case "host": return s?.host ?? false;
          case "admin": return s?.host ?? false;
          case "promoted": return false;
          case "steam_name": return s?.steam_name;
          case "steam_id": return s ? `id-${color}` : undefined;
          default: return undefined;
        }
      },
    );
  }

  private say(kind: Message["kind"], text: unknown, to?: unknown): boolean {
    if (typeof text !== "string") throw new Error(`${kind}: message must be a string, got ${typeof text}`);
    this.world.messages.push({ kind, text, to: to === undefined ? undefined : String(to) });
    return true;
  }

  private installGlobals(vm: ScriptVm, owner: string): void {
    const w = this.world;
    vm.setGlobal("self", owner === GLOBAL_GUID ? this.globalHandle() : this.world.get(owner));
    vm.setGlobal("Global", this.globalHandle());
    vm.setGlobal("UI", this.uiHandle(owner));
    vm.setGlobal("broadcastToAll", (t: unknown) => this.say("broadcastToAll", t));
    vm.setGlobal("broadcastToColor", (t: unknown, c: unknown) => this.say("broadcastToColor", t, c));
    vm.setGlobal("printToColor", (t: unknown, c: unknown) => this.say("printToColor", t, c));
    vm.setGlobal("printToAll", (t: unknown) => this.say("printToAll", t));
    vm.setGlobal("print", (...a: unknown[]) => void w.messages.push({ kind: "print", text: a.map(String).join(" ") }));
    vm.setGlobal("log", () => undefined);
    // TTS's JSON on its strict side (tools/ttsFake/strictJson.ts, docs/tts-behaviour.md).
    vm.setGlobal("__json_parse", (t: unknown) => JSON.parse(String(t)));
    vm.run(STRICT_JSON_LUA, "=tts-json", false);
    vm.setGlobal("Vector", (x: unknown, y: unknown, z: unknown) =>
      typeof x === "object" ? vec(x) : { x: Number(x ?? 0), y: Number(y ?? 0), z: Number(z ?? 0) });
    const colors: Record<string, unknown> = {};
    const palette: Record<string, number[]> = {
      White: [1, 1, 1], Red: [0.86, 0.1, 0.09], Blue: [0.12, 0.53, 1], Yellow: [0.9, 0.9, 0.17],
      Green: [0.19, 0.7, 0.17], Orange: [0.96, 0.39, 0.11], Grey: [0.5, 0.5, 0.5], Black: [0.25, 0.25, 0.25],
    };
    for (const [k, [r, g, b]] of Object.entries(palette)) colors[k] = { r, g, b, a: 1 };
    vm.setGlobal("Color", colors);
    vm.setGlobal("Player", this.handles.get("Player") ?? this.handle(
      "Player",
      {
        getPlayers: () => [...w.seats.values()].filter((s) => s.seated).map((s) => this.playerHandle(s.color)),
        getColors: () => ["White", "Brown", "Red", "Orange", "Yellow", "Green", "Teal", "Blue", "Purple", "Pink", "Grey", "Black"],
        getAvailableColors: () => ["White", "Red", "Yellow", "Blue"].filter((c) => !w.seats.get(c)?.seated),
      },
      (k) => this.playerHandle(k),
    ));
    vm.setGlobal("Wait", this.handles.get("Wait") ?? this.handle("Wait", {
      frames: (fn: any, n: unknown) => w.schedule({ due: w.frame + Math.max(1, Number(n ?? 1)), fn: () => fn() }),
      time: (fn: any, seconds: unknown, repeats: unknown) => {
        const interval = Math.max(1, Math.ceil(Number(seconds ?? 0) * 60));
        return w.schedule({ due: w.frame + interval, fn: () => fn(), repeats: repeats === undefined ? undefined : Number(repeats), interval });
      },
      condition: (fn: any, cond: any, timeout: unknown, onTimeout: any) =>
        w.schedule({
          due: 0, fn: () => fn(), condition: () => !!cond(),
          timeoutAt: timeout === undefined ? undefined : w.time + Number(timeout),
          onTimeout: onTimeout ? () => onTimeout() : undefined,
        }),
      stop: (id: unknown) => w.cancel(Number(id)),
      stopAll: () => undefined,
    }));
    vm.setGlobal("getObjectFromGUID", (g: unknown) => (String(g) === GLOBAL_GUID ? this.globalHandle() : w.get(String(g))));
    vm.setGlobal("getAllObjects", () => w.all().filter((o) => !o.isZone));
    vm.setGlobal("getObjects", () => w.all());
    vm.setGlobal("getObjectsWithTag", (t: unknown) => w.all().filter((o) => o.tags.includes(String(t))));
    vm.setGlobal("getObjectsWithAnyTags", (ts: unknown) => w.all().filter((o) => (ts as string[]).some((t) => o.tags.includes(t))));
    vm.setGlobal("getObjectsWithAllTags", (ts: unknown) => w.all().filter((o) => (ts as string[]).every((t) => o.tags.includes(t))));
    vm.setGlobal("spawnObjectData", (p: any) => this.spawn({ ...(p.data as ObjectData) }, p));
    vm.setGlobal("spawnObject", (p: any) =>
      this.spawn({ GUID: freshGuid(w.taken), Name: String(p.type), Transform: {} }, p));
    vm.setGlobal("Turns", { enable: false, turn_color: "" });
    vm.setGlobal("Notes", this.handles.get("Notes") ?? this.handle("Notes", {
      setNotes: () => true,
      getNotes: () => "",
      addNotebookTab: (p: any) => (this.notebookTabs.push({ title: String(p.title), body: String(p.body ?? ""), color: String(p.color ?? "Grey") }), this.notebookTabs.length - 1),
      // api Notes editNotebookTab({index, title?, body?, color?}): unset fields keep the tab's own.
      editNotebookTab: (p: any) => {
        const tab = this.notebookTabs[Number(p?.index)];
        if (tab === undefined) return false;
        if (p.title !== undefined) tab.title = String(p.title);
        if (p.body !== undefined) tab.body = String(p.body);
        if (p.color !== undefined) tab.color = String(p.color);
        return true;
      },
      getNotebookTabs: () => this.notebookTabs.map((t, index) => ({ ...t, index })),
    }));
  }

  /**
   * spawnObjectData/spawnObject: the object exists at once but is `spawning` for SPAWN_FRAMES frames
   * (in no zone, its GUID provisional); then the callback runs.
   */
  spawn(data: ObjectData, p: { position?: unknown; rotation?: unknown; callback_function?: any } = {}): FakeObject {
    const obj = this.world.add({ ...data, ContainedObjects: data.ContainedObjects }, { spawning: true });
    if (p.position) obj.position = vec(p.position);
    if (p.rotation) obj.rotation = vec(p.rotation);
    this.dispatch("onObjectSpawn", obj);
    this.finishSpawning(obj, () => {
      if (p.callback_function) p.callback_function(obj);
    });
    return obj;
  }

  private finishSpawning(obj: FakeObject, then: () => void): void {
    this.world.schedule({
      due: this.world.frame + SPAWN_FRAMES,
      fn: () => {
        if (obj.destroyed) return;
        obj.spawning = false;
        obj.spawnGuid = undefined;
        // It joins the physics scene now: zones see it on a later step, like any script move.
        this.world.scriptMove(obj, obj.position);
        this.loadObjectScript(obj);
        then();
      },
    });
  }

  /**
   * TTS takeObject: the object comes out `spawning` (GUID provisional, in no zone) and, unless
   * `smooth = false`, then glides from the container to `position` through whatever zones lie
   * between. `callback_function` runs when spawning ends (before the glide ends). A deck left with
   * one card becomes that card.
   */
  take(container: FakeObject, p: any = {}): FakeObject | undefined {
    if (container.contents.length === 0) return undefined;
    let index = 0;
    if (p.guid !== undefined) index = container.contents.findIndex((c) => c.GUID === p.guid);
    else if (p.index !== undefined) index = Number(p.index);
    if (index < 0 || index >= container.contents.length) return undefined;
    const [data] = container.contents.splice(index, 1);
    const above = { ...container.position, y: container.position.y + 2 };
    const target = p.position ? vec(p.position) : above;
    const smooth = p.smooth !== false;
    const obj = this.world.add({ ...data }, { spawning: true });
    obj.rotation = p.rotation ? vec(p.rotation) : { ...container.rotation };
    if (p.flip) obj.rotation = { ...obj.rotation, z: obj.rotation.z + 180 };
    obj.position = smooth ? above : target;
    this.dispatch("onObjectLeaveContainer", container, obj);
    if (container.isDeck && container.contents.length === 1) {
      const [last] = container.contents.splice(0, 1);
      const lone = this.world.add({ ...last }, { spawning: true });
      lone.rotation = { ...container.rotation };
      lone.position = { ...container.position };
      this.world.destroy(container);
      this.finishSpawning(lone, () => undefined);
    }
    this.finishSpawning(obj, () => {
      if (p.callback_function) p.callback_function(obj);
      if (smooth) this.world.smoothMove(obj, target);
    });
    return obj;
  }

  /**
   * A PLAYER takes an object out of a container and lays it at `p.position` (tests arranging the
   * table, or a player drawing a piece): by the time it is let go it has long finished spawning, and
   * it was carried over the zone, so zones see it at once (as with drop()). Scripts use take().
   */
  playerTake(container: FakeObject, p: { guid?: string; index?: number; position?: Vec; rotation?: Vec } = {}): FakeObject | undefined {
    if (container.contents.length === 0) return undefined;
    let index = 0;
    if (p.guid !== undefined) index = container.contents.findIndex((c) => c.GUID === p.guid);
    else if (p.index !== undefined) index = p.index;
    if (index < 0 || index >= container.contents.length) return undefined;
    const [data] = container.contents.splice(index, 1);
    const obj = this.world.add({ ...data });
    obj.rotation = p.rotation ? vec(p.rotation) : { ...container.rotation };
    this.world.move(obj, p.position ? vec(p.position) : { ...container.position, y: container.position.y + 2 });
    this.dispatch("onObjectLeaveContainer", container, obj);
    this.loadObjectScript(obj);
    if (container.isDeck && container.contents.length === 1) {
      const [last] = container.contents.splice(0, 1);
      const lone = this.world.add({ ...last });
      lone.rotation = { ...container.rotation };
      this.world.move(lone, container.position);
      this.world.destroy(container);
    }
    return obj;
  }

  /**
   * Put an object into a container (or onto a card, forming a deck). Returns the container.
   * TTS's putObject (api Object `putObject(put_object, index)`): a card goes into "the end of the
   * deck which is closest to it in Y elevation" (both resting on the table: the bottom; hovering
   * above it: the top), or at `index` when given (0 = the top, as `takeObject`'s index and the
   * `index` of `getObjects()`; docs/tts-behaviour.md). The fake takes "closest" by the centres: a
   * card whose centre lies higher than the deck's goes on top, any other to the bottom.
   */
  put(target: FakeObject, obj: FakeObject, index?: number): FakeObject {
    const onTop = obj.position.y > target.position.y;
    if (target.isCard && obj.isCard) {
      // A deck formed on the table carries the tags its cards share (so tagged zones still see it).
      const shared = target.tags.filter((tag) => obj.tags.includes(tag));
      const deck = this.world.add({
        GUID: freshGuid(this.world.taken), Name: "DeckCustom", Nickname: "", Tags: shared,
        Transform: { posX: target.position.x, posY: target.position.y, posZ: target.position.z, rotX: target.rotation.x, rotY: target.rotation.y, rotZ: target.rotation.z },
        ContainedObjects: onTop || index === 0 ? [obj.toData(), target.toData()] : [target.toData(), obj.toData()],
      });
      this.world.destroy(target);
      this.world.destroy(obj);
      return deck;
    }
    if (target.isDeck && (obj.isCard || obj.isDeck)) {
      const tags = target.tags.filter((tag) => obj.tags.includes(tag));
      if (tags.length !== target.tags.length) {
        target.data.Tags = tags;
        this.world.refreshZones(target);
      }
    }
    const added = obj.isDeck && target.isDeck ? obj.contents.map((c) => ({ ...c })) : [obj.toData()];
    const at = !target.isDeck
      ? target.contents.length
      : index !== undefined
        ? Math.max(0, Math.min(target.contents.length, Math.floor(index)))
        : onTop
          ? 0
          : target.contents.length;
    target.contents.splice(at, 0, ...added);
    this.world.destroy(obj);
    this.dispatch("onObjectEnterContainer", target, obj);
    return target;
  }

  /**
   * A PLAYER picks `obj` up (onObjectPickUp, with the object still where it lay) and lets it fall
   * into a container (a bag): onObjectEnterContainer, the object destroyed. Whether TTS also fires
   * onObjectDrop for an object swallowed by a bag is not documented: scripts must not depend on it,
   * so none is sent here.
   */
  playerPut(color: string, target: FakeObject, obj: FakeObject): FakeObject {
    this.dispatch("onObjectPickUp", color, obj);
    return this.put(target, obj);
  }

  rollNow(obj: FakeObject): void {
    const faces = obj.data.RotationValues ?? [];
    if (faces.length === 0) throw new Error(`${obj.nickname || obj.guid} is not a die`);
    const q = this.world.rollQueue.get(obj.guid);
    obj.faceIndex = q && q.length > 0 ? q.shift()! : Math.floor(this.world.random() * faces.length);
    // A thrown die comes to rest turned about the vertical: 45 degrees here, the most its world box
    // (getBounds) can grow (41%); its face is the same (getRotationValue reads the face up).
    const up = faces[obj.faceIndex].Rotation;
    obj.rotation = { ...up, y: (up.y ?? 0) + 45 };
    obj.resting = false;
    this.world.schedule({ due: this.world.frame + 45, fn: () => void (obj.resting = true) });
  }
}

// ---- object properties and methods (what scripts can call on an object) ------------------------

function objectProperty(t: TtsTable, o: FakeObject, k: string): unknown {
  switch (k) {
    case "guid": return o.shownGuid;
    case "spawning": return o.spawning;
    case "name": return o.name;
    case "type": return o.isCard ? "Card" : o.isDeck ? "Deck" : o.name === "ScriptingTrigger" ? "Scripting" : o.name === "HandTrigger" ? "Hand" : o.name.startsWith("Custom_Dice") || o.data.RotationValues ? "Dice" : o.name.includes("Bag") ? "Bag" : "Generic";
    case "tag": return o.isCard ? "Card" : o.isDeck ? "Deck" : "Generic";
    case "is_face_down": return o.faceDown;
    case "resting": return o.resting;
    case "held_by_color": return o.heldBy;
    case "interactable": return true;
    case "UI": return t.uiHandle(o.guid);
    case "memo": return o.data.Memo;
    default: return undefined;
  }
}

/** Frames a dropped object takes to fall and rest (TTS: `resting` turns true when physics settles it). */
export const DROP_SETTLE_FRAMES = 10;

/** Frames setRotationValue takes to lift and turn a die (TTS animates it; the length is not documented). */
export const ROTATE_FRAMES = 15;

/** How near a snap point a drop must land to be pulled onto it (world units; TTS does not say). */
export const SNAP_RADIUS = 0.5;

/** World position of a point given in an object's local, unscaled units (as positionToWorld). */
function localToWorld(o: FakeObject, v: Vec): Vec {
  const r = rotY(o.rotation.y, v.x * o.scale.x, v.z * o.scale.z);
  return { x: o.position.x + r.x, y: o.position.y + v.y * o.scale.y, z: o.position.z + r.z };
}

/** Unity's rotation about +Y (degrees) of a horizontal vector. */
function rotY(deg: number, x: number, z: number): { x: number; z: number } {
  const r = (deg * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return { x: x * c + z * s, z: -x * s + z * c };
}

type Method = (t: TtsTable, o: FakeObject, args: any[], caller: string) => unknown;

const objectMethods: Record<string, Method> = {
  getGUID: (_t, o) => o.shownGuid,
  isDestroyed: (_t, o) => o.destroyed,
  getName: (_t, o) => o.nickname,
  setName: (_t, o, [n]) => ((o.data.Nickname = String(n)), true),
  getDescription: (_t, o) => o.data.Description ?? "",
  setDescription: (_t, o, [d]) => ((o.data.Description = String(d)), true),
  getGMNotes: (_t, o) => o.data.GMNotes ?? "",
  setGMNotes: (_t, o, [d]) => ((o.data.GMNotes = String(d)), true),
  getTags: (_t, o) => o.tags.slice(),
  hasTag: (_t, o, [tag]) => o.tags.includes(String(tag)),
  // A tag change changes which tagged zones see the object.
  addTag: (t, o, [tag]) => ((o.data.Tags = [...new Set([...o.tags, String(tag)])]), t.world.refreshZones(o), true),
  removeTag: (t, o, [tag]) => ((o.data.Tags = o.tags.filter((x) => x !== tag)), t.world.refreshZones(o), true),
  getPosition: (_t, o) => ({ ...o.position }),
  setPosition: (t, o, [p]) => (t.world.stopSmoothMove(o), t.world.scriptMove(o, vec(p)), true),
  setPositionSmooth: (t, o, [p]) => (t.world.smoothMove(o, vec(p)), true),
  getRotation: (_t, o) => ({ ...o.rotation }),
  setRotation: (_t, o, [r]) => ((o.rotation = vec(r)), true),
  setRotationSmooth: (_t, o, [r]) => ((o.rotation = vec(r)), true),
  getScale: (_t, o) => ({ ...o.scale }),
  flip: (_t, o) => ((o.rotation = { ...o.rotation, z: (o.rotation.z + 180) % 360 }), true),
  getLock: (_t, o) => !!o.data.Locked,
  setLock: (_t, o, [l]) => ((o.data.Locked = !!l), true),
  getColorTint: (_t, o) => o.data.ColorDiffuse ?? { r: 1, g: 1, b: 1 },
  setColorTint: (_t, o, [c]) => ((o.data.ColorDiffuse = c), true),
  // TTS draws an outline in the colour; the fake remembers it for tests (no duration modelled).
  highlightOn: (_t, o, [c]) => ((o.highlight = String(c)), true),
  highlightOff: (_t, o) => ((o.highlight = undefined), true),
  destroy: (t, o) => (t.dispatch("onObjectDestroy", o), t.world.destroy(o), true),
  // TTS's name for it (api Object `destruct`: "Destroys Object"); `destroy` stays for older callers.
  destruct: (t, o) => (t.dispatch("onObjectDestroy", o), t.world.destroy(o), true),
  getData: (_t, o) => o.toData(),
  getQuantity: (_t, o) => (o.isContainer ? o.contents.length : -1),
  getObjects: (t, o, [ignoreTags]) =>
    o.isZone
      ? ignoreTags === true
        ? t.world.objectsInIgnoringTags(o)
        : t.world.objectsIn(o)
      : o.contents.map((c, index) => ({
          guid: c.GUID, name: c.Nickname ?? "", nickname: c.Nickname ?? "", description: c.Description ?? "",
          gm_notes: c.GMNotes ?? "", memo: c.Memo, index, tags: c.Tags ?? [],
        })),
  getZones: (t, o) => t.world.zonesContaining(o),
  takeObject: (t, o, [p]) => t.take(o, p ?? {}),
  putObject: (t, o, [obj, index]) => {
    // A destroyed object (a reference kept past its destruction) is no object to put: a Lua error here.
    if (!(obj instanceof FakeObject) || obj.destroyed) throw new Error("putObject: the object to put is destroyed or not an object");
    return t.put(o, obj, index === undefined || index === null ? undefined : Number(index));
  },
  shuffle: (t, o) => {
    for (let i = o.contents.length - 1; i > 0; i--) {
      const j = Math.floor(t.world.random() * (i + 1));
      [o.contents[i], o.contents[j]] = [o.contents[j], o.contents[i]];
    }
    return true;
  },
  deal: (t, o, [n, color]) => {
    const zone = t.world.handZone(String(color));
    if (!zone) return false;
    for (let i = 0; i < Number(n) && o.contents.length > 0; i++) t.take(o, { position: zone.position, rotation: { x: 0, y: 180, z: 0 } });
    return true;
  },
  getRotationValue: (_t, o) => (o.data.RotationValues ?? [])[o.faceIndex]?.Value,
  // api Object setRotationValue: "elevated (smooth moved upward), smoothly rotated ... then released
  // to fall back into place": the face changes ROTATE_FRAMES later, the die rests after it falls.
  setRotationValue: (t, o, [v]) => {
    const faces = o.data.RotationValues ?? [];
    const i = faces.findIndex((r) => r.Value === v);
    if (i < 0) return false;
    o.resting = false;
    t.world.schedule({ due: t.world.frame + ROTATE_FRAMES, fn: () => {
      o.faceIndex = i;
      o.rotation = { ...faces[i].Rotation, y: o.rotation.y };
    } });
    t.world.schedule({ due: t.world.frame + ROTATE_FRAMES + DROP_SETTLE_FRAMES, fn: () => void (o.resting = true) });
    return true;
  },
  // TTS answers { value, rotation } (lowercase); saves hold Value/Rotation.
  getRotationValues: (_t, o) => (o.data.RotationValues ?? []).map((r) => ({ value: r.Value, rotation: { ...r.Rotation } })),
  roll: (t, o) => (t.rollNow(o), true),
  randomize: (t, o) => (t.rollNow(o), true),
  createButton: (_t, o, [params], caller) => {
    const index = o.buttons.length;
    o.buttons.push({ ...(params as object), function_owner: (params as any)?.function_owner ?? (caller === GLOBAL_GUID ? undefined : caller), index } as any);
    return true;
  },
  editButton: (_t, o, [params]) => {
    const b = o.buttons.find((x) => x.index === Number((params as any).index));
    if (!b) return false;
    Object.assign(b, params);
    return true;
  },
  removeButton: (_t, o, [index]) => {
    o.buttons = o.buttons.filter((b) => b.index !== Number(index));
    o.buttons.forEach((b, i) => (b.index = i));
    return true;
  },
  clearButtons: (_t, o) => ((o.buttons = []), true),
  getButtons: (_t, o) => o.buttons.map((b) => ({ ...b, function_owner: undefined })),
  call: (t, o, [fn, params]) => t.callScript(o.guid, String(fn), params),
  getVar: (t, o, [name]) => t.scripts.get(o.guid)?.vm.getGlobal(String(name)),
  setVar: (t, o, [name, v]) => (t.scripts.get(o.guid)?.vm.setGlobal(String(name), v), true),
  // TTS answers snap points as { position, rotation, tags } (lowercase); saves hold Position/Rotation/Tags.
  getSnapPoints: (_t, o) =>
    ((o.data.AttachedSnapPoints as { Position?: unknown; Rotation?: unknown; Tags?: string[] }[]) ?? []).map((p) => ({
      position: vec(p.Position), rotation: vec(p.Rotation), tags: p.Tags ?? [],
    })),
  setSnapPoints: (_t, o, [points]) => (
    (o.data.AttachedSnapPoints = ((points as { position?: unknown; rotation?: unknown; tags?: string[] }[]) ?? []).map((p) => ({
      Position: vec(p.position), Rotation: vec(p.rotation), Tags: p.tags ?? [],
    }))),
    true
  ),
  // World = position + rotY(scale * local), as TTS does for a flat object (tools/table/geometry.ts).
  positionToWorld: (_t, o, [p]) => {
    const v = vec(p);
    const r = rotY(o.rotation.y, v.x * o.scale.x, v.z * o.scale.z);
    return { x: o.position.x + r.x, y: o.position.y + v.y * o.scale.y, z: o.position.z + r.z };
  },
  positionToLocal: (_t, o, [p]) => {
    const v = vec(p);
    const r = rotY(-o.rotation.y, v.x - o.position.x, v.z - o.position.z);
    return { x: r.x / o.scale.x, y: (v.y - o.position.y) / o.scale.y, z: r.z / o.scale.z };
  },
  // api Object getBounds: the world box as the object lies; getBoundsNormalized: as if rotated to
  // {0,0,0} (tools/ttsFake/bounds.ts).
  getBounds: (_t, o) => ({ center: { ...o.position }, size: worldSize(o), offset: { x: 0, y: 0, z: 0 } }),
  getBoundsNormalized: (_t, o) => ({ center: { ...o.position }, size: normalizedSize(o), offset: { x: 0, y: 0, z: 0 } }),
  isSmoothMoving: (_t, o) => o.smoothMoving,
  setValue: () => true,
  getValue: (_t, o) => (o.data.RotationValues ?? [])[o.faceIndex]?.Value,
};
