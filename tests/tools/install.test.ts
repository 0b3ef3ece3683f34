import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { pathToFileURL } from "node:url";
import { installBuiltSave, STABLE_ASSETS_FOLDER } from "../../tools/lib/install";
import { currentPlatform, ttsSaveFolder } from "../../tools/lib/ttsPaths";

/** A fake clone's build/ (save + content-hashed assets) and a fake TTS data folder with Saves/. */
function fixture() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arcs-install-"));
  const build = path.join(dir, "clone", "build");
  const assets = path.join(build, "assets");
  const saves = path.join(dir, "Tabletop Simulator", "Saves");
  fs.mkdirSync(assets, { recursive: true });
  fs.mkdirSync(saves, { recursive: true });
  const writeBuild = (hash: string) => {
    for (const f of fs.readdirSync(assets)) fs.rmSync(path.join(assets, f)); // what a rebuild does
    const file = `map-board.${hash}.png`;
    fs.writeFileSync(path.join(assets, file), `png ${hash}`);
    const url = pathToFileURL(path.join(assets, file)).href;
    const savePath = path.join(build, "Arcs.json");
    fs.writeFileSync(savePath, JSON.stringify({ SaveName: "Arcs", ObjectStates: [{ CustomImage: { ImageURL: url } }] }));
    return { savePath, assetsDir: assets, assetFiles: [file], target: saves, thumbnail: path.join(assets, file) };
  };
  return { dir, saves, writeBuild };
}

function imageUrl(savePath: string): string {
  return JSON.parse(fs.readFileSync(savePath, "utf8")).ObjectStates[0].CustomImage.ImageURL;
}

describe("install-save", () => {
  let f: ReturnType<typeof fixture>;
  beforeEach(() => (f = fixture()));
  afterEach(() => fs.rmSync(f.dir, { recursive: true, force: true }));

  test("the installed save points at stable copies beside the Saves folder, not at the clone", () => {
    const r = installBuiltSave(f.writeBuild("aaaa"));
    const stable = path.join(path.dirname(f.saves), STABLE_ASSETS_FOLDER);
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
    expect(fs.readFileSync(second.backup!, "utf8")).toBe(firstText);
    expect(fs.existsSync(second.backup!.replace(/\.json$/, ".png"))).toBe(true);
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
