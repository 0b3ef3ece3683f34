/**
 * `--help` of the project's commands (README "Every command answers --help"): usage, options and
 * exit codes, printed to standard output with exit 0. replay, dev and pull keep theirs beside their
 * code (tools/replay.ts, tools/dev/cli.ts); typecheck's is in tools/typecheck.mjs.
 */

/** True when the arguments ask for help (`--help` or `-h` anywhere). */
export function wantsHelp(args: readonly string[]): boolean {
  return args.includes("--help") || args.includes("-h");
}

/** The first argument that is not one of `known` options (`--x` or `--x=v`) nor the value after one of `valued`. */
export function strayArgument(args: readonly string[], known: readonly string[], valued: readonly string[] = []): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const name = args[i].split("=")[0];
    if (valued.includes(name)) {
      if (!args[i].includes("=")) i++;
      continue;
    }
    if (known.includes(name)) continue;
    return args[i];
  }
  return undefined;
}

export const BUILD_HELP = `usage: npm run build
       npm run build -- --help

Builds the table: build/Arcs.json (the save), build/lua/ (each script bundle), build/assets/ (every
texture and mesh, content-hashed names; the ones of an earlier build are removed) and
build/preview/index.html. The game data is checked first: a malformed card, an overflowing text, a
bad object file or a script that does not compile refuses the build and nothing is written.

Environment:
  ARCS_ASSET_BASE_URL=<url>   load the assets from <url> instead of file:/// URLs of build/assets/
                              (README "Publishing")
  ARCS_RENDER_THREADS=<n>     threads for the render (default: the machine's cores, at most 4)

To play it: npm run install-save (a copy of build/Arcs.json made by hand loses its images at the
next build, which replaces build/assets/).

Exit codes:
  0  built
  1  the build was refused (each problem names its file and field)
  2  bad arguments`;

export const INSTALL_HELP = `usage: npm run install-save [-- --dir <folder>] [--assets <folder>] [--rebuild]
       npm run install-save -- --help

Installs the table into Tabletop Simulator's Saves folder (this OS's, or --dir's), building it first
unless build/ already holds the build of these very sources. Then in TTS: Create > Singleplayer or
Multiplayer > Games > Save & Load > Arcs.

The images and meshes are copied into one folder of their own (names carry a content hash; nothing
there is ever deleted), so this save, earlier ones and games saved from them keep their images after
any rebuild; the installed save's file:/// URLs point there. A save of the same name that differs is
kept as "Arcs (backup <date time>).json", named so in TTS's save browser too.

Options:
  --dir <folder>      install into <folder> instead of TTS's Saves folder of this OS
  --assets <folder>   where the images and meshes go (default: ~/Arcs-TTS-assets, a path whose
                      file:/// URL needs no escaping)
  --rebuild           build even when build/ is up to date

Exit codes:
  0  installed
  1  no Saves folder (TTS never started: start it once, or give --dir), or the build was refused
  2  bad arguments`;

export const UNPACK_HELP = `usage: npm run unpack -- <save.json> [--out <folder>]
       npm run unpack -- --help

Brings a save edited in TTS back into objects/ (or into --out's folder): each object becomes
Nickname.GUID.json again, a container's contents a folder beside it. The current objects/ is built
first and compared: a field written plainly in objects/ (a position, a colour, a name) takes the
save's value; a field the build makes (a script, an asset URL, a deck's cards, a bag's copies, the
zones) keeps its reference, and a change made to it in TTS is listed as a conflict. A field the
source changed since the save was made keeps the source's value and is listed as such; objects
deleted or added in TTS are listed. Unpacking an unedited build changes no file.

Options:
  --out <folder>   write there instead of objects/

Exit codes:
  0  unpacked (check with git diff, then npm run build)
  1  the current objects/ does not build (fix that first)
  2  the file is missing, not JSON or not a TTS save, or bad arguments`;

export function benchHelp(sections: readonly string[]): string {
  return `usage: npm run bench [-- <section>...]
       npm run bench -- --help

Measures the figures the issues ask for and prints them as a table, marking a timed figure over
its target MISSED (wall time decides; the cpu column says whether the machine's load did it).
With no section every section runs, each in a process of its own; a section named alone runs in
this process (after a warm-up).

Sections: ${sections.join(", ")}

Environment:
  ARCS_BENCH_PROFILE=1          print each handler's hottest Lua functions
  ARCS_BENCH_PROFILE_EVERY=<n>  sample every n Lua instructions (default 97)

Exit codes:
  0  the figures were printed (a MISSED figure is reported, not an error)
  2  an unknown section or option`;
}

/** `npm run <nothing known>`: the commands. */
export const COMMANDS_HELP = `commands (each answers --help): build, install-save, unpack, bench, replay, where, dev, pull;
npm run typecheck and npm test are the checks.`;
