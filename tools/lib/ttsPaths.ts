/** Where Tabletop Simulator looks for saves on each OS (Steam's default locations). */
import * as os from "node:os";
import * as path from "node:path";

export type Platform = "Windows" | "macOS" | "Linux";

export function ttsSaveFolders(home: string = os.homedir()): { platform: Platform; folder: string }[] {
  return [
    { platform: "Windows", folder: path.join(home, "Documents", "My Games", "Tabletop Simulator", "Saves") },
    { platform: "macOS", folder: path.join(home, "Library", "Tabletop Simulator", "Saves") },
    { platform: "Linux", folder: path.join(home, ".local", "share", "Tabletop Simulator", "Saves") },
  ];
}

/** The OS this runs on, in the names above (anything not Windows or macOS is treated as Linux). */
export function currentPlatform(nodePlatform: string = process.platform): Platform {
  if (nodePlatform === "win32") return "Windows";
  if (nodePlatform === "darwin") return "macOS";
  return "Linux";
}

/** TTS's Saves folder on this OS (it may not exist: TTS not installed or never started). */
export function ttsSaveFolder(home: string = os.homedir(), nodePlatform: string = process.platform): string {
  const platform = currentPlatform(nodePlatform);
  return ttsSaveFolders(home).find((f) => f.platform === platform)!.folder;
}
