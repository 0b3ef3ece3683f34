#!/usr/bin/env python3
"""
Transcribes the Blighted Reach card texts of seed 003's card reference into the typed data modules
under src/core/data/campaign/ (fates.ts, aidCards.ts, campaignCourt texts, fateSets/*.ts).

Run once by hand when the seed changes: python3 tools/campaign/extractCampaignCards.py <seed003> <outdir>
The output is committed; the core never reads the seed. Texts are made ASCII (em dash -> "--",
curly quotes -> straight, icons `symbol:x` -> [x]) for the renderer's light markup (see court.ts).
A card listed twice keeps the listing that has text; a card listed only by name gets text: [] and
textGiven: false (never invented).
"""
import re, sys, json

seed, out = sys.argv[1], sys.argv[2]
lines = open(seed, encoding="utf-8").read().split("\n")
start = next(i for i, l in enumerate(lines) if "(ID: ARCS-AID01A)" in l)

def ascii_text(s):
    s = s.replace("\u2014", "--").replace("\u2013", "-").replace("\u2019", "'").replace("\u2018", "'")
    s = s.replace("\u201c", '"').replace("\u201d", '"').replace("\u00a0", " ").replace("\u202f", " ").replace("\u2666", "*")
    s = re.sub(r"`symbol:([a-z_-]+)`", r"[\1]", s)
    s = s.replace("`", "")
    s = s.strip()
    assert all(ord(c) < 128 for c in s), repr(s)
    return s

entries = []
cur = None
for l in lines[start:]:
    m = re.match(r"^## (.*) \(ID: ARCS-([A-Z0-9]+)\)\s*$", l)
    if m:
        cur = {"name": ascii_text(m.group(1)), "id": m.group(2), "body": [], "meta": {}}
        entries.append(cur)
        continue
    if cur is None:
        continue
    mm = re.match(r"^\*(Version|Type|Suit|Fate): (.*)\*\s*$", l)
    if mm:
        cur["meta"][mm.group(1)] = mm.group(2).strip()
        continue
    cur["body"].append(l)

def paragraphs(body):
    paras, acc = [], []
    for l in body + [""]:
        if l.strip() == "":
            if acc:
                paras.append(ascii_text(" ".join(x.strip() for x in acc)))
                acc = []
        else:
            acc.append(l)
    return [p for p in paras if p]

for e in entries:
    e["text"] = paragraphs(e["body"])

# keep Blighted Reach cards only; merge duplicates preferring the listing with text
by_id = {}
order = []
for e in entries:
    if e["meta"].get("Version") != "Blighted Reach":
        continue
    if e["id"] not in by_id:
        order.append(e["id"])
        by_id[e["id"]] = e
    else:
        old = by_id[e["id"]]
        if len(" ".join(e["text"])) > len(" ".join(old["text"])):
            by_id[e["id"]] = e

RES = {"Material": "material", "Fuel": "fuel", "Weapon": "weapon", "Relic": "relic", "Psionic": "psionic"}

def ts(v):
    return json.dumps(v, ensure_ascii=True)

def classify(e):
    parts = [p.strip() for p in e["meta"].get("Type", "").split(",")]
    parts = [p for p in parts if p != "Blighted Reach"]
    fate = e["meta"].get("Fate", "None")
    suit = e["meta"].get("Suit", "None")
    if fate == "None" and len(parts) >= 2:
        fate = parts[-1]
        parts = parts[:-1]
    res = None
    rest = []
    for p in parts:
        if p in RES:
            res = RES[p]
        else:
            rest.append(p)
    if suit in RES:
        res = RES[suit]
    return " ".join(rest), res, fate

fates = [by_id[i] for i in order if i.startswith("FATE")]
fate_cards = [by_id[i] for i in order if re.match(r"^F\d", i)]

# ---- Fate-set files ---------------------------------------------------------------------------
def set_number(cid):
    m = re.match(r"^F(\d+?)(\d\d)([AB]?)$", cid)
    return int(m.group(1)), int(m.group(2)), m.group(3)

fate_names = [f["name"] for f in sorted(fates, key=lambda f: f["id"])]
sets = {}
for c in fate_cards:
    n, k, side = set_number(c["id"])
    sets.setdefault(n, []).append(c)

# Where the card as printed differs from seed 003's listing (each says why), and fields the seed loses.
NAME_FIXES = {
    "F212A": ("Founder Act II Setup", "Seed 003's heading reads \"Founder Act II Setup'\": a stray quote (every other Setup card is \"<Fate> Act <n> Setup\")."),
    "F502": ("Golem Beacon", "Seed 003's heading misprints \"Golm Beacon\"; F501A and the Resolutions agree on Golem (issue 29)."),
}
EXTRA_FIELDS = {
    "F202": ("protected: true", "Protected: the BR p.27 figure shows this card with the \"X\" and \"Still Discard on Fuel Outrage!\"."),
}

index_imports = []
for n in sorted(sets):
    fname = fate_names[n - 1]
    mod = "f%02d%s" % (n, re.sub(r"[^A-Za-z]", "", fname))
    cards = sorted(sets[n], key=lambda c: (set_number(c["id"])[1], set_number(c["id"])[2]))
    rows = []
    for c in cards:
        typ, res, fate = classify(c)
        assert fate == fname, (c["id"], fate, fname)
        name, note = NAME_FIXES.get(c["id"], (c["name"], None))
        extra = EXTRA_FIELDS.get(c["id"])
        body = "\n".join("      %s," % ts(p) for p in c["text"])
        text = "[%s]" % (("\n" + body + "\n    ") if body else "")
        # A Setup, Objective or Resolution card bears its Fate's name: written once, as FATE.
        m = re.match(r"^%s( Act (I|II|III) (Setup|Objective|Resolution))$" % re.escape(fname), name)
        rowName = "FATE + %s" % ts(m.group(1)) if m else ts(name)
        rowText = text.replace("\n      ", "\n    ").replace("\n    ]", "\n  ]")
        comments = "".join("    // %s\n" % x for x in (note, extra and extra[1]) if x)
        if not c["text"] or extra:
            # The card's Fate is its set's (the set number is in its id); only a missing text is marked.
            fields = ['id: %s' % ts(c["id"]), 'name: %s' % ts(name), 'type: %s' % ts(typ)]
            if res:
                fields.append('suit: %s' % ts(res))
            if extra:
                fields.append(extra[0])
            if not c["text"]:
                fields.append('textGiven: false')
            rows.append("  {\n%s    %s,\n    text: %s,\n  }," % (comments, ", ".join(fields), text))
        elif typ == "Guild":
            assert res, c["id"]
            rows.append("%s  guild(%s, %s, %s, %s)," % (comments[2:].replace("\n    ", "\n  "), ts(c["id"]), rowName, ts(res), rowText))
        else:
            assert not res, c["id"]
            rows.append("%s  card(%s, %s, %s, %s)," % (comments[2:].replace("\n    ", "\n  "), ts(c["id"]), rowName, ts(typ), rowText))
    const = "FATE_SET_%02d" % n
    rowsUsed = ", ".join(f for f in ("card", "guild") if any(r.lstrip().startswith(f + "(") or ("\n  " + f + "(") in r for r in rows))
    src = ('/**\n * Fate Set %d (%s): its cards as listed in seed 003\'s card reference (ARCS-F%d..).\n'
           ' * Generated by tools/campaign/extractCampaignCards.py; edit the generator, not this file.\n'
           ' * textGiven: false marks a card the seed lists by name only (its text is on the printed card);\n'
           ' * a card\'s Fate is its set\'s (the set number is in its id). A row is card(id, name, type, text)\n'
           ' * or guild(id, name, suit, text) (fateTypes.ts), an object where it says more.\n */\n'
           'import { %s, type FateSetCard } from "../fateTypes";\n\n'
           '%s'
           'export const %s: readonly FateSetCard[] = [\n%s\n];\n') % (n, fname, n, rowsUsed,
           ("/** The Fate's name, which its Setup, Objective and Resolution cards bear. */\nconst FATE = %s;\n\n" % ts(fname)) if any("FATE + " in r for r in rows) else "",
           const, "\n".join(rows))
    open("%s/fateSets/%s.ts" % (out, mod), "w").write(src)
    index_imports.append((mod, const))

idx = ('/** Every Fate Set\'s cards, in set order (generated; see tools/campaign/extractCampaignCards.py). */\n'
       'import type { FateSetCard } from "../fateTypes";\n'
       + "".join('import { %s } from "./%s";\n' % (c, m) for m, c in index_imports)
       + '\nexport const FATE_SETS: readonly (readonly FateSetCard[])[] = [\n'
       + "".join("  %s,\n" % c for m, c in index_imports) + "];\n")
open("%s/fateSets/index.ts" % out, "w").write(idx)

# ---- Fates --------------------------------------------------------------------------------------
rows = []
for f in sorted(fates, key=lambda f: f["id"]):
    n = int(f["id"][4:])
    letter = "A" if n <= 8 else ("B" if n <= 16 else "C")
    text = f["text"]
    flavour = text[0].strip("*") if text and text[0].startswith("*") else ""
    paths = []
    for p in text:
        m = re.match(r"^\*\*(I|II|III)\.\*\* (.*)$", p)
        if m:
            paths.append({"act": m.group(1), "text": m.group(2)})
    if letter == "C":
        rest = [p for p in text if p != text[0] and p != "**YOUR PATH TO POWER**"]
        paths = [{"act": "III", "text": " ".join(rest)}]
    # fates.ts's row: fate(id, name, letter, set, paths, flavour).
    rows.append("  fate(%s, %s, %s, %d, [\n%s\n  ], %s)," % (
        ts(f["id"]), ts(f["name"]), ts(letter), n,
        "\n".join("    { act: %s, text: %s }," % (ts(p["act"]), ts(p["text"])) for p in paths), ts(flavour)))
open("%s/fateList.generated.txt" % out, "w").write("\n".join(rows) + "\n")

# ---- aid + campaign court texts (structured by hand in their modules; texts dumped for pasting) --
dump = {}
for i in order:
    if i.startswith("AID") or i.startswith("CC"):
        dump[i] = {"name": by_id[i]["name"], "text": by_id[i]["text"], "meta": by_id[i]["meta"]}
open("%s/aidCourt.generated.json" % out, "w").write(json.dumps(dump, indent=1))
print(len(fates), "fates;", len(fate_cards), "fate-set cards in", len(sets), "sets;",
      sum(1 for c in fate_cards if not c["text"]), "without text")
