/** Where Tabletop Simulator looks for saves on each OS (Steam's default locations). */
import * as os from "node:os";
import * as path from "node:path";

export function ttsSaveFolders(home: string = os.homedir()): { platform: string; folder: string }[] {
  return [
    { platform: "Windows", folder: path.join(home, "Documents", "My Games", "Tabletop Simulator", "Saves") },
    { platform: "macOS", folder: path.join(home, "Library", "Tabletop Simulator", "Saves") },
    { platform: "Linux", folder: path.join(home, ".local", "share", "Tabletop Simulator", "Saves") },
  ];
}
