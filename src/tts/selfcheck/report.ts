/** The self-check kit's tag, and its bag's (selfCheck.ts). */
export const KIT_TAG = "self-check-kit";
export const KIT_BAG_TAG = "host-tools";

/** What Global hands the kit as it loads: who asked, and the findings only Global can make. */
export interface CheckRequest {
  requester: string;
  findings: Finding[];
}

/** The self-check's findings and how they read (one line each, short enough to paste into a bug report). */
export interface Finding {
  check: string;
  ok: boolean;
  text: string;
  /** Information for us, neither OK nor FAIL (the MoonSharp probes: moonsharpProbe.ts). */
  info?: boolean;
}

export function line(f: Finding): string {
  return `${f.info === true ? "INFO" : f.ok ? "OK  " : "FAIL"} ${f.check}: ${f.text}`;
}

export function reportText(findings: readonly Finding[], version: string, questions: readonly string[] = []): string {
  const info = findings.filter((f) => f.info === true).length;
  const failed = findings.filter((f) => f.info !== true && !f.ok).length;
  const head = `Arcs self-check (${version}): ${findings.length - info - failed} ok, ${failed} to look at, ${questions.length} to answer, ${info} for information`;
  return [head].concat(findings.map((f) => line(f)), questions.map((q) => `ASK  ${q}`)).join("\n");
}

/** Relative size difference as a whole percentage. */
export function percentOff(measured: number, expected: number): number {
  return Math.floor((Math.abs(measured - expected) / expected) * 100 + 0.5);
}

/** Two decimals for sizes in the report (no locale: tostring of an integer). */
export function twoDecimals(n: number): string {
  const whole = Math.floor(n * 100 + 0.5);
  const units = Math.floor(whole / 100);
  const cents = whole - units * 100;
  return `${units}.${cents < 10 ? "0" : ""}${cents}`;
}
