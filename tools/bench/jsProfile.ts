/**
 * Where a handler's milliseconds go in JavaScript: fengari's interpreter, its calls and tables,
 * and the TTS fake's API (a Lua instruction count sees only the first). `ARCS_BENCH_JSPROFILE=1
 * npm run bench -- cardDrop` samples only the timed handler calls (every 20 µs, through the
 * in-process inspector, whose messages are answered synchronously) and prints the functions with
 * the most self time.
 */
import { Session } from "node:inspector";

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

export function jsProfileWanted(): boolean {
  return process.env.ARCS_BENCH_JSPROFILE === "1";
}

/** Samples the calls made through `run`, then `report(top)` gives "self% function file:line" lines. */
export function jsProfiler(): { run: (f: () => void) => void; report: (top?: number) => string[] } {
  const session = new Session();
  session.connect();
  const self = new Map<string, number>();
  let total = 0;
  const post = (method: string, params?: object): unknown => {
    let out: unknown;
    session.post(method, params ?? {}, (err, res) => {
      if (err) throw err;
      out = res;
    });
    return out;
  };
  post("Profiler.enable");
  post("Profiler.setSamplingInterval", { interval: 20 });
  return {
    run(f) {
      post("Profiler.start");
      try {
        f();
      } finally {
        const { profile } = post("Profiler.stop") as { profile: Profile };
        const byId = new Map(profile.nodes.map((n) => [n.id, n]));
        profile.samples.forEach((id, i) => {
          const n = byId.get(id)!;
          const key = `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").slice(-2).join("/")}:${n.callFrame.lineNumber}`;
          // The profiler's own start and stop are not the handler.
          if (n.callFrame.url === "" && n.callFrame.functionName === "dispatch") return;
          if (n.callFrame.url.startsWith("node:inspector") || n.callFrame.functionName === "(program)" || n.callFrame.functionName === "(idle)") return;
          self.set(key, (self.get(key) ?? 0) + profile.timeDeltas[i]);
          total += profile.timeDeltas[i];
        });
      }
    },
    report(top = 30) {
      return [...self.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([k, v]) => `${((v / Math.max(1, total)) * 100).toFixed(1).padStart(5)}% ${k}`);
    },
  };
}
