/** The self-check's findings and how they read (one line each, short enough to paste into a bug report). */
export interface Finding {
  check: string;
  ok: boolean;
  text: string;
}

export function line(f: Finding): string {
  return `${f.ok ? "OK  " : "FAIL"} ${f.check}: ${f.text}`;
}

export function reportText(findings: readonly Finding[], version: string, questions: readonly string[] = []): string {
  const failed = findings.filter((f) => !f.ok).length;
  const head = `Arcs self-check (${version}): ${findings.length - failed} ok, ${failed} to look at, ${questions.length} to answer`;
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
