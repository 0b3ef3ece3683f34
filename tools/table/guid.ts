/** GUIDs for objects the build generates (cards, bag contents, zones): derived, never random. */
import * as crypto from "node:crypto";

/** First 6 hex digits of sha256(seed): the same seed always gives the same GUID. */
export function derivedGuid(seed: string): string {
  return crypto.createHash("sha256").update(seed).digest("hex").slice(0, 6);
}
