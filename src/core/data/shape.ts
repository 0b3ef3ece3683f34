/**
 * The shape check every data validator runs first: a modder's entry with a missing field, a string
 * where a number belongs (`raidCost: "3"`), a null or a list where an object belongs is reported as
 * `<file>: <id> field <field>: expected a number, got the string "3"` — and the rule checks, which
 * assume the shape, only run once the shape holds (so they never meet a TypeError).
 * No RegExp/JSON: runs in Node and in Lua alike.
 */
export type FieldType = "string" | "number" | "boolean" | "strings" | "numbers" | "list" | "object";

export interface ShapeField {
  field: string;
  type: FieldType;
  optional?: boolean;
}

/** How a value is described in a message: its kind and, for text and numbers, the value itself. */
export function kindOf(v: unknown): string {
  if (v === undefined) return "nothing";
  if (typeof v === "object" && !v) return "null";
  if (typeof v === "string") return `the string "${v}"`;
  if (typeof v === "number") return `the number ${v}`;
  if (typeof v === "boolean") return v ? "true" : "false";
  if (Array.isArray(v)) return "a list";
  return `a ${typeof v === "object" ? "record" : typeof v}`;
}

const WANTED: { [t: string]: string } = {
  string: "a text",
  number: "a number",
  boolean: "true or false",
  strings: "a list of texts",
  numbers: "a list of numbers",
  list: "a list",
  object: "a record ({ ... })",
};

function isRecord(v: unknown): v is { [k: string]: unknown } {
  return typeof v === "object" && !!v && !Array.isArray(v);
}

function fits(v: unknown, t: FieldType): boolean {
  switch (t) {
    case "string":
    case "number":
    case "boolean":
      return typeof v === t;
    case "strings":
      return Array.isArray(v) && (v as unknown[]).every((x) => typeof x === "string");
    case "numbers":
      return Array.isArray(v) && (v as unknown[]).every((x) => typeof x === "number");
    case "list":
      return Array.isArray(v);
    case "object":
      return isRecord(v);
  }
}

/** The id to name a record by: its id field when it is a text, else its position. */
export function recordName(record: unknown, i: number, idField = "id"): string {
  if (isRecord(record) && typeof record[idField] === "string" && (record[idField] as string).length > 0) return record[idField] as string;
  return `#${i + 1}`;
}

/** Shape problems of a list of records (empty = every record has the shape). */
export function shapeProblems(file: string, records: unknown, fields: readonly ShapeField[], idField = "id", listName = "the list"): string[] {
  if (!Array.isArray(records)) return [`${file}: ${listName}: expected a list of entries, got ${kindOf(records)}`];
  const out: string[] = [];
  (records as unknown[]).forEach((r, i) => {
    const id = recordName(r, i, idField);
    if (!isRecord(r)) {
      out.push(`${file}: ${id} field (entry): expected a record ({ ... }), got ${kindOf(r)}`);
      return;
    }
    for (const f of fields) {
      const v = r[f.field];
      if (v === undefined && f.optional === true) continue;
      if (!fits(v, f.type)) out.push(`${file}: ${id} field ${f.field}: expected ${WANTED[f.type]}, got ${kindOf(v)}`);
    }
  });
  return out;
}

/** Shape problems of nested records (e.g. a leader's boxes): field names are prefixed. */
export function nestedShapeProblems(file: string, id: string, prefix: string, value: unknown, fields: readonly ShapeField[]): string[] {
  if (!isRecord(value)) return [`${file}: ${id} field ${prefix}: expected a record ({ ... }), got ${kindOf(value)}`];
  const out: string[] = [];
  for (const f of fields) {
    const v = value[f.field];
    if (v === undefined && f.optional === true) continue;
    if (!fits(v, f.type)) out.push(`${file}: ${id} field ${prefix}.${f.field}: expected ${WANTED[f.type]}, got ${kindOf(v)}`);
  }
  return out;
}
