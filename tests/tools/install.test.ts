import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { pathToFileURL } from "node:url";
import { defaultStableAssetsDir, installBuiltSave, STABLE_ASSETS_FOLDER, urlNeedsEscaping } from "../../tools/lib/install";
import { BUILT_FROM_FILE, buildInputsKey, recordBuiltFrom, upToDateBuild } from "../../tools/lib/buildInputs";
import type { BuildReport } from "../../tools/lib/build";
import { currentPlatform, ttsSaveFolder } from "../../tools/lib/ttsPaths";

/** A fake clone's build/ (save + content-hashed assets) and a fake TTS data folder with Saves/. */
function fixture() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-install-"));
  const build = path.join(dir, "clone", "build");
  const assets = path.join(build, "assets");
  const saves = path.join(dir, "Tabletop Simulator", "Saves");
  const stable = path.join(dir, "home", STABLE_ASSETS_FOLDER);
  fs.mkdirSync(assets, { recursive: true });
  fs.mkdirSync(saves, { recursive: true });
  const writeBuild = (hash: string) => {
    for (const f of fs.readdirSync(assets)) fs.rmSync(path.join(assets, f)); // what a rebuild does
    const file = `map-board.${hash}.png`;
    fs.writeFileSync(path.join(assets, file), `png ${hash}`);
    const url = pathToFileURL(path.join(assets, file)).href;
    const savePath = path.join(build, "Arcs.json");
    fs.writeFileSync(savePath, JSON.stringify({ SaveName: "Arcs", ObjectStates: [{ CustomImage: { ImageURL: url } }] }));
    return { savePath, assetsDir: assets, assetFiles: [file], target: saves, stableAssetsDir: stable, thumbnail: path.join(assets, file) };
  };
  return { dir, saves, stable, writeBuild };
}

function imageUrl(savePath: string): string {
  return JSON.parse(fs.readFileSync(savePath, "utf8")).ObjectStates[0].CustomImage.ImageURL;
}

describe("install-save", () => {
  let f: ReturnType<typeof fixture>;
  beforeEach(() => (f = fixture()));
  afterEach(() => fs.rmSync(f.dir, { recursive: true, force: true }));

  test("the installed save points at stable copies in the assets folder, not at the clone", () => {
    const r = installBuiltSave(f.writeBuild("aaaa"));
    const stable = f.stable;
    expect(r.stableAssetsDir).toBe(stable);
    const url = imageUrl(r.dest);
    expect(url).toBe(pathToFileURL(path.join(stable, "map-board.aaaa.png")).href);
    // moving the clone away does not matter any more
    fs.rmSync(path.join(f.dir, "clone"), { recursive: true });
    expect(fs.readFileSync(new URL(url), "utf8")).toBe("png aaaa");
  });

  test("a rebuild and reinstall keeps the assets an earlier install (or a game saved from it) uses", () => {
    const first = installBuiltSave(f.writeBuild("aaaa"));
    const oldGame = path.join(f.saves, "My game in progress.json");
    fs.copyFileSync(first.dest, oldGame); // what TTS's "Save" writes, with the same URLs
    installBuiltSave(f.writeBuild("bbbb"));
    expect(fs.readFileSync(new URL(imageUrl(oldGame)), "utf8")).toBe("png aaaa");
    expect(fs.readFileSync(new URL(imageUrl(first.dest)), "utf8")).toBe("png bbbb");
  });

  test("an existing save of the same name is backed up, not overwritten", () => {
    const first = installBuiltSave({ ...f.writeBuild("aaaa"), now: new Date("2026-11-22T10:00:00Z") });
    const firstText = fs.readFileSync(first.dest, "utf8");
    const second = installBuiltSave({ ...f.writeBuild("bbbb"), now: new Date("2026-11-22T11:30:05Z") });
    expect(second.backup).toBe(path.join(f.saves, "Arcs (backup 2026-11-22 11-30-05).json"));
    expect(fs.existsSync(second.backup!.replace(/\.json$/, ".png"))).toBe(true);
    // the backup is the earlier save, listed under its own name in TTS's save browser (issue 33 item 4)
    const backup = JSON.parse(fs.readFileSync(second.backup!, "utf8"));
    expect(backup.SaveName).toBe("Arcs (backup 2026-11-22 11-30-05)");
    expect({ ...backup, SaveName: "Arcs" }).toEqual(JSON.parse(firstText));
    expect(JSON.parse(fs.readFileSync(second.dest, "utf8")).SaveName).toBe("Arcs");
  });

  test("reinstalling the identical save makes no backup", () => {
    const b = f.writeBuild("aaaa");
    installBuiltSave(b);
    expect(installBuiltSave(b).backup).toBeUndefined();
    expect(fs.readdirSync(f.saves).sort()).toEqual(["Arcs.json", "Arcs.png"]);
  });

  test("writes TTS's thumbnail beside the save", () => {
    const r = installBuiltSave(f.writeBuild("aaaa"));
    expect(r.thumbnail).toBe(path.join(f.saves, "Arcs.png"));
    expect(fs.readFileSync(r.thumbnail!, "utf8")).toBe("png aaaa");
  });

  test("a target folder that does not exist is refused by name", () => {
    const b = f.writeBuild("aaaa");
    expect(() => installBuiltSave({ ...b, target: path.join(f.dir, "nowhere") })).toThrow(/target folder .*nowhere does not exist/);
  });

  test("only this OS's Saves folder is named", () => {
    expect(currentPlatform("win32")).toBe("Windows");
    expect(currentPlatform("darwin")).toBe("macOS");
    expect(currentPlatform("linux")).toBe("Linux");
    expect(ttsSaveFolder("/h", "linux")).toBe(path.join("/h", ".local", "share", "Tabletop Simulator", "Saves"));
    expect(ttsSaveFolder("/h", "darwin")).toBe(path.join("/h", "Library", "Tabletop Simulator", "Saves"));
  });
});

describe("install-save's assets folder (issue 33 item 4)", () => {
  test("by default ~/Arcs-TTS-assets: a folder of its own, whose file:/// URL needs no escaping", () => {
    expect(STABLE_ASSETS_FOLDER).toBe("Arcs-TTS-assets");
    expect(defaultStableAssetsDir("/home/ann")).toBe(path.join("/home/ann", "Arcs-TTS-assets"));
    expect(urlNeedsEscaping(defaultStableAssetsDir("/home/ann"))).toBe(false);
  });

  test("a path with a space (every OS's TTS folder has one) is told apart", () => {
    expect(urlNeedsEscaping(path.join("/home/ann", "My Games", "Tabletop Simulator", "Arcs for TTS assets"))).toBe(true);
    expect(urlNeedsEscaping("/home/zoë/assets")).toBe(true);
  });

  test("the assets go where asked, whatever the save's folder (--dir no longer decides it)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-install-"));
    try {
      const f = fixture();
      const own = path.join(dir, "elsewhere");
      const r = installBuiltSave({ ...f.writeBuild("cccc"), stableAssetsDir: own });
      expect(fs.readdirSync(own)).toEqual(["map-board.cccc.png"]);
      expect(fs.existsSync(path.join(path.dirname(f.saves), STABLE_ASSETS_FOLDER))).toBe(false);
      expect(imageUrl(r.dest)).toBe(pathToFileURL(path.join(own, "map-board.cccc.png")).href);
      fs.rmSync(f.dir, { recursive: true, force: true });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("install-save installs an up-to-date build without building again (issue 33 item 4)", () => {
  function fakeRoot() {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-built-from-"));
    for (const d of ["objects", "src", "tools", "assets", "docs", "build/assets"]) fs.mkdirSync(path.join(root, d), { recursive: true });
    fs.writeFileSync(path.join(root, "src", "a.ts"), "export const a = 1;\n");
    fs.writeFileSync(path.join(root, "docs", "playing.md"), "# Playing\n");
    const savePath = path.join(root, "build", "Arcs.json");
    fs.writeFileSync(savePath, "{}\n");
    fs.writeFileSync(path.join(root, "build", "assets", "map.1234.png"), "png");
    const report: BuildReport = { saveName: "Arcs", savePath, saveBytes: 3, objectCount: 0, scripts: [], assetFiles: ["map.1234.png"], assetBytes: 3, timings: {} };
    recordBuiltFrom(path.join(root, "build"), { inputs: buildInputsKey(root), assetBaseUrl: "", report });
    return { root, out: path.join(root, "build"), report };
  }

  test("the recorded build of these very sources is used as it is", () => {
    const { root, out, report } = fakeRoot();
    expect(fs.existsSync(path.join(out, BUILT_FROM_FILE))).toBe(true);
    expect(upToDateBuild(root, out, "")).toEqual({ report });
    fs.rmSync(root, { recursive: true, force: true });
  });

  test("a changed source, a changed doc, another asset URL, a missing asset or no record: built again, saying why", () => {
    const cases: [string, (r: ReturnType<typeof fakeRoot>) => string, string][] = [
      ["source", (r) => (fs.writeFileSync(path.join(r.root, "src", "a.ts"), "export const a = 2;\n"), ""), "the sources changed since the last build"],
      ["doc", (r) => (fs.writeFileSync(path.join(r.root, "docs", "playing.md"), "# Play\n"), ""), "the sources changed since the last build"],
      ["url", () => "https://example.org/arcs/", "ARCS_ASSET_BASE_URL changed since the last build"],
      ["asset", (r) => (fs.rmSync(path.join(r.out, "assets", "map.1234.png")), ""), "build/assets/ lacks files of the last build"],
      ["save", (r) => (fs.writeFileSync(r.report.savePath, "{ }\n"), ""), "the built save changed since the last build"],
      ["record", (r) => (fs.rmSync(path.join(r.out, BUILT_FROM_FILE)), ""), "no build yet"],
    ];
    for (const [, change, stale] of cases) {
      const r = fakeRoot();
      const url = change(r);
      expect(upToDateBuild(r.root, r.out, url)).toEqual({ stale });
      fs.rmSync(r.root, { recursive: true, force: true });
    }
  });
});
