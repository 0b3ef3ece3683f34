/**
 * Texts the build writes into an object's `Memo` (TTS saves it; only scripts read it), named by the
 * object file's `$memo`. "global-ui": Global's whole XML UI (src/tts/lib/panelsXml.ts), which Global
 * reads from the table object at load, so the panels' markup is not in its Lua.
 */
import { globalUiXml } from "../../src/tts/lib/panelsXml";
import { panelsCheck } from "../../src/tts/selfcheck/panelsCheck";

/** "global-ui-check": the self-check kit's copy of the panels' fingerprint, over their UTF-8 bytes as Lua reads them. */
export const MEMOS: { [name: string]: () => string } = { "global-ui": globalUiXml, "global-ui-check": () => panelsCheck(Buffer.from(globalUiXml(), "utf8").toString("latin1")) };
