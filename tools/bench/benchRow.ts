/** One figure of `npm run bench` (a file of its own: every section imports it, and index.ts imports every section). */
export interface BenchRow {
  section: string;
  what: string;
  value: string;
  /**
   * The CPU time of the same figure (process.cpuUsage), for timed rows: what the handler cost the
   * process, without the time it waited for a core on a loaded machine. The verdict stays the wall
   * figure's (`value`); the CPU figure says whether a MISSED is the machine's load or the handler.
   */
  cpu?: string;
  target?: string;
}
