/**
 * A Lua VM in another process: the external runner named by ARCS_LUA_RUNNER (docs/moonsharp.md), for
 * TTS's own interpreter (MoonSharp 2.0.0.0) in place of fengari. Same surface as LuaVm (luaVm.ts), so
 * the TTS fake and the parity tests drive it unchanged (scriptVm.ts picks it with
 * ARCS_SCRIPT_VM=moonsharp). The two processes talk through two FIFOs, one JSON document a line,
 * synchronously: a request (run, call, get, set...) is answered once Lua is done, and every host
 * function Lua calls in between (the fake's TTS API) is a request the other way (bridge.lua).
 *
 * Values cross as LuaVm's do: plain data, the bridge's host objects as proxies, Lua functions as
 * callable refs, JS functions as Lua functions that call back.
 */
import { spawn, spawnSync, execFileSync, ChildProcess } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { LuaError, LuaFunctionRef, ObjectBridge, ScriptVm } from "../lib/luaVm";
import { REPO_ROOT } from "../lib/repo";

// From the repo root, not __dirname: the bench runs this from a bundle in build/.tools.
const BRIDGE_LUA = path.join(REPO_ROOT, "tools", "moonsharp", "bridge.lua");
// Kept on the global under RUNNERS_KEY: jest's environment ends a test file's runners with the file
// (tools/jest-runners.cjs, whose key is the same; tests/tools/jestRunners.test.ts).
export const RUNNERS_KEY = "__arcsRunners";
const onGlobal = globalThis as unknown as { [RUNNERS_KEY]?: Set<ChildProcess> };
const live: Set<ChildProcess> = onGlobal[RUNNERS_KEY] ?? (onGlobal[RUNNERS_KEY] = new Set());
process.on("exit", () => {
  for (const c of live) c.kill("SIGKILL");
});
// A VM dropped without close() (a test's table) frees its runner when collected.
const reaper = new FinalizationRegistry<{ child: ChildProcess; fds: number[] }>(({ child, fds }) => {
  child.kill("SIGKILL");
  live.delete(child);
  for (const fd of fds) {
    try {
      fs.closeSync(fd);
    } catch {
      // closed
    }
  }
});

/** The runner command from ARCS_LUA_RUNNER, split on spaces ("mono /opt/runner.exe" works). */
export function runnerCommand(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const raw = (env.ARCS_LUA_RUNNER ?? "").trim();
  return raw === "" ? undefined : raw.split(/\s+/);
}

function sleepMs(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

type Wire = null | boolean | number | string | Wire[] | { [k: string]: Wire };

export class RunnerVm implements ScriptVm {
  bridge?: ObjectBridge;
  private readonly child: ChildProcess;
  private readonly dir: string;
  private readonly toLua: number;
  private readonly fromLua: number;
  private pending = "";
  private dead: string | undefined;
  private configured: object | undefined;
  private readonly hostIds = new WeakMap<object, number>();
  private readonly hostFns: ((...a: unknown[]) => unknown)[] = [];
  private readonly luaRefs = new Map<number, LuaFunctionRef>();
  /** Seconds the runner's Lua spent in the calls made so far, host calls excluded (bridge.lua `timed`). */
  luaSeconds = 0;

  constructor(command: string[] | undefined = runnerCommand()) {
    if (!command) throw new LuaError("ARCS_LUA_RUNNER is not set: no external Lua runner to start (docs/moonsharp.md)");
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-lua-"));
    const toLua = path.join(this.dir, "to-lua");
    const fromLua = path.join(this.dir, "from-lua");
    execFileSync("mkfifo", [toLua, fromLua]);
    const out = fs.openSync(path.join(this.dir, "stdout"), "w");
    const err = fs.openSync(path.join(this.dir, "stderr"), "w");
    this.child = spawn(command[0], [...command.slice(1), "--io", toLua, fromLua, BRIDGE_LUA, "-e", "__bridge_serve()"], {
      stdio: ["ignore", out, err],
    });
    fs.closeSync(out);
    fs.closeSync(err);
    live.add(this.child);
    // The runner must not keep Node (a jest worker) alive: it ends with its VM, or with Node.
    this.child.unref();
    const fds: number[] = [];
    reaper.register(this, { child: this.child, fds }, this);
    this.toLua = this.openWriter(toLua);
    this.fromLua = fs.openSync(fromLua, "r");
    fds.push(this.toLua, this.fromLua);
    const ready = this.readMessage();
    if (!("ready" in (ready as object))) throw new LuaError(`the Lua runner did not start the bridge: ${JSON.stringify(ready)}`);
  }

  /** Open the FIFO Lua reads once the runner has opened it; fail if the runner died first. */
  private openWriter(fifo: string): number {
    const deadline = Date.now() + 30000;
    for (;;) {
      try {
        return fs.openSync(fifo, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "ENXIO") throw e;
      }
      if (this.exited() || Date.now() > deadline) throw new LuaError(`the Lua runner did not start: ${this.stderr()}`);
      sleepMs(5);
    }
  }

  private exited(): boolean {
    const pid = this.child.pid;
    if (pid === undefined) return true;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      return stat.split(") ")[1]?.startsWith("Z") ?? true;
    } catch {
      return true;
    }
  }

  private stderr(): string {
    try {
      return fs.readFileSync(path.join(this.dir, "stderr"), "utf8").trim();
    } catch {
      return "";
    }
  }

  /** End the runner (the VM cannot be used again). */
  close(): void {
    if (this.dead) return;
    try {
      this.send({ op: "exit" });
    } catch {
      // already gone
    }
    this.dead = "closed";
    reaper.unregister(this);
    this.child.kill("SIGKILL");
    live.delete(this.child);
    for (const fd of [this.toLua, this.fromLua]) {
      try {
        fs.closeSync(fd);
      } catch {
        // closed
      }
    }
  }

  private send(msg: object, rawLines?: string): void {
    const data = Buffer.from(JSON.stringify(msg) + "\n" + (rawLines === undefined ? "" : rawLines + "\n"), "utf8");
    let off = 0;
    while (off < data.length) {
      try {
        off += fs.writeSync(this.toLua, data, off, data.length - off);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "EAGAIN") throw this.died(e);
        if (this.exited()) throw this.died(e);
        sleepMs(0.2);
      }
    }
  }

  private died(cause?: unknown): LuaError {
    const why = this.stderr() || String(cause ?? "no output");
    this.dead = why;
    return new LuaError(`the Lua runner stopped (a host exception ends it: tts-notes.md): ${why}`);
  }

  private readMessage(): Wire {
    const buf = Buffer.alloc(1 << 16);
    for (;;) {
      const nl = this.pending.indexOf("\n");
      if (nl >= 0) {
        const line = this.pending.slice(0, nl);
        this.pending = this.pending.slice(nl + 1);
        return JSON.parse(line) as Wire;
      }
      const n = fs.readSync(this.fromLua, buf, 0, buf.length, null);
      if (n === 0) throw this.died();
      this.pending += buf.toString("utf8", 0, n);
    }
  }

  /** Ask Lua; serve its host calls until its answer comes. */
  private request(msg: { op: string; [k: string]: unknown }, rawLines?: string): unknown {
    if (this.dead) throw new LuaError(`the Lua runner is gone: ${this.dead}`);
    if (this.bridge && this.configured !== this.bridge) {
      this.configured = this.bridge;
      this.request({ op: "config", field: this.bridge.luaKeyField, wrapper: this.bridge.luaWrapper });
    }
    this.send(msg, rawLines);
    for (;;) {
      const answer = this.readMessage() as { [k: string]: Wire };
      if (answer.op === "host") {
        this.serveHost(answer);
        continue;
      }
      if ("err" in answer) throw new LuaError(String(answer.err));
      if (typeof answer.t === "number") this.luaSeconds += answer.t;
      return this.decode(answer.r);
    }
  }

  private serveHost(call: { [k: string]: Wire }): void {
    const fn = this.hostFns[call.id as number];
    const list = (call.args as Wire[]) ?? [];
    const args: unknown[] = [];
    for (let i = 0; i < (call.n as number); i++) args.push(this.decode(list[i] ?? null));
    let reply: object;
    try {
      const r = fn(...args);
      reply = { r: this.encode(r) };
    } catch (e) {
      reply = { err: e instanceof Error ? e.message : String(e) };
    }
    this.send(reply);
  }

  private encode(v: unknown): Wire {
    if (v === undefined || v === null) return null;
    if (typeof v === "boolean" || typeof v === "string") return v;
    if (typeof v === "number") return Number.isFinite(v) ? v : null;
    const key = this.bridge?.keyOf(v);
    if (key !== undefined) return { $px: key };
    if (typeof v === "function") {
      const ref = (v as Partial<LuaFunctionRef> & { vm?: unknown }).luaRef;
      if (typeof ref === "number" && (v as { vm?: unknown }).vm === this) return { $lf: ref };
      let id = this.hostIds.get(v);
      if (id === undefined) {
        id = this.hostFns.length;
        this.hostFns.push(v as (...a: unknown[]) => unknown);
        this.hostIds.set(v, id);
      }
      return { $jf: id };
    }
    if (Array.isArray(v)) return v.map((x) => this.encode(x));
    if (typeof v === "object") {
      const out: { [k: string]: Wire } = {};
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) if (x !== undefined) out[k] = this.encode(x);
      return out;
    }
    throw new LuaError(`cannot pass a ${typeof v} to Lua`);
  }

  private decode(w: Wire | undefined): unknown {
    if (w === null || w === undefined) return undefined;
    if (Array.isArray(w)) return w.map((x) => this.decode(x));
    if (typeof w !== "object") return w;
    if (typeof w.$px === "string") return this.bridge ? this.bridge.lookup(w.$px) : w;
    if (typeof w.$lf === "number") return this.luaFunction(w.$lf);
    if (typeof w.$jf === "number") return this.hostFns[w.$jf];
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(w).sort()) out[k] = this.decode(w[k]);
    return out;
  }

  private luaFunction(id: number): LuaFunctionRef {
    let f = this.luaRefs.get(id);
    if (f === undefined) {
      const call = (...args: unknown[]) => this.request({ op: "callref", id, args: args.map((a) => this.encode(a)), n: args.length });
      f = Object.assign(call, { luaRef: id, vm: this });
      this.luaRefs.set(id, f);
    }
    return f;
  }

  run(code: string, chunkName = "=chunk"): unknown {
    return this.runChunk(code, chunkName, undefined);
  }

  runToGlobal(code: string, globalName: string, chunkName = "=chunk"): void {
    this.runChunk(code, chunkName, globalName);
  }

  /** A chunk goes as raw lines after its request (bridge.lua), unless it holds a carriage return. */
  private runChunk(code: string, chunkName: string, global: string | undefined): unknown {
    const name = chunkName.replace(/^=/, "");
    if (code.includes("\r")) return this.request({ op: "run", code, name, global });
    return this.request({ op: "run", name, global, lines: code.split("\n").length }, code);
  }

  callPath(pathParts: string[], args: unknown[]): unknown {
    return this.request({ op: "call", path: pathParts, args: args.map((a) => this.encode(a)), n: args.length });
  }

  callGlobal(name: string, ...args: unknown[]): unknown {
    return this.callPath([name], args);
  }

  hasGlobal(name: string): boolean {
    return this.request({ op: "has", name }) === true;
  }

  getGlobal(name: string): unknown {
    return this.request({ op: "get", name });
  }

  setGlobal(name: string, value: unknown): void {
    this.request({ op: "set", name, value: this.encode(value) });
  }

  setGlobalFunction(name: string, fn: (...args: unknown[]) => unknown): void {
    this.setGlobal(name, fn);
  }
}

/** Does the runner answer as docs/moonsharp.md says? (exit 0 after a chunk, 1 after a Lua error) */
export function probeRunner(command: string[]): { ok: boolean; detail: string } {
  const ok = spawnSync(command[0], [...command.slice(1), "-e", "print(1 + 1)"], { encoding: "utf8", timeout: 60000 });
  if (ok.status !== 0 || ok.stdout.trim() !== "2") return { ok: false, detail: `'-e print(1 + 1)' gave exit ${ok.status}, output ${JSON.stringify(ok.stdout + ok.stderr)}` };
  const bad = spawnSync(command[0], [...command.slice(1), "-e", "error('x')"], { encoding: "utf8", timeout: 60000 });
  if (bad.status !== 1) return { ok: false, detail: `'-e error("x")' gave exit ${bad.status}, expected 1` };
  const version = spawnSync(command[0], [...command.slice(1), "-e", "print(_MOONSHARP and _MOONSHARP.version or _VERSION)"], { encoding: "utf8" });
  return { ok: true, detail: version.stdout.trim() };
}
