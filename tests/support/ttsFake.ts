/**
 * A small fake of the Tabletop Simulator API, enough to load the BUILT scripts in the sandboxed Lua VM
 * and drive their events. Everything a script says to players is recorded for asserts.
 * (The table issues grow it: objects, zones, decks, Wait with a clock, dice, UI.)
 */
import { LuaVm } from "../../tools/lib/luaVm";

export interface Message {
  kind: "broadcastToAll" | "broadcastToColor" | "printToColor" | "printToAll" | "print";
  text: string;
  /** the seat it was shown to; undefined = everyone */
  to?: string;
}

export interface FakeButton {
  label: string;
  click_function: string;
  [key: string]: unknown;
}

export interface FakeObjectSpec {
  guid: string;
  name: string;
  nickname?: string;
}

const COLORS: Record<string, [number, number, number]> = {
  White: [1, 1, 1],
  Red: [0.856, 0.1, 0.094],
  Blue: [0.118, 0.53, 1],
  Yellow: [0.905, 0.898, 0.172],
  Green: [0.192, 0.701, 0.168],
  Grey: [0.5, 0.5, 0.5],
  Black: [0.25, 0.25, 0.25],
};

export class TtsFake {
  readonly vm = new LuaVm();
  readonly messages: Message[] = [];
  readonly buttons: FakeButton[] = [];

  constructor(readonly self?: FakeObjectSpec) {
    const vm = this.vm;
    const say = (kind: Message["kind"]) => (text: unknown, second?: unknown) => {
      const to = kind === "broadcastToColor" || kind === "printToColor" ? String(second) : undefined;
      this.messages.push({ kind, text: String(text), to });
      return true;
    };
    vm.setGlobal("JSON", {
      encode: (value: unknown) => JSON.stringify(value ?? null),
      decode: (text: unknown) => {
        // TTS's decoder raises on malformed text; scripts must guard it.
        return JSON.parse(String(text));
      },
    });
    vm.setGlobal("broadcastToAll", say("broadcastToAll"));
    vm.setGlobal("broadcastToColor", say("broadcastToColor"));
    vm.setGlobal("printToColor", say("printToColor"));
    vm.setGlobal("printToAll", say("printToAll"));
    vm.setGlobal("print", (...args: unknown[]) => {
      this.messages.push({ kind: "print", text: args.map(String).join(" ") });
    });
    vm.setGlobal("log", () => undefined);
    const color: Record<string, unknown> = {};
    for (const [name, [r, g, b]] of Object.entries(COLORS)) color[name] = { r, g, b, a: 1 };
    vm.setGlobal("Color", color);
    vm.setGlobal("Vector", (x: unknown, y: unknown, z: unknown) => ({ x, y, z }));
    if (self) {
      vm.setGlobal("self", {
        guid: self.guid,
        name: self.name,
        createButton: (_self: unknown, params: unknown) => {
          this.buttons.push(params as FakeButton);
          return true;
        },
        getName: () => self.nickname ?? "",
        getGUID: () => self.guid,
      });
    }
  }

  load(script: string, name = "=script"): this {
    this.vm.run(script, name);
    return this;
  }

  /** TTS calls event handlers and button callbacks by global name. */
  call(globalName: string, ...args: unknown[]): unknown {
    return this.vm.callGlobal(globalName, ...args);
  }

  has(globalName: string): boolean {
    return this.vm.hasGlobal(globalName);
  }

  messagesTo(seat: string): Message[] {
    return this.messages.filter((m) => m.to === undefined || m.to === seat);
  }
}
