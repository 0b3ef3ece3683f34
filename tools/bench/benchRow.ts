/** One row of `npm run bench`'s table (index.ts prints them; each section file makes its own). */
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
