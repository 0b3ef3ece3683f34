/**
 * Which way the table's text faces (issue "Players, hosts and modders" item 4): the seats sit on the
 * two long sides, two a side, so a shared board that reads upright for one side reads upside down
 * for the other. The map and the play mat are turned a quarter: every seat reads them sideways,
 * none upside down (docs/table-layout-decisions.md). Each player board faces its owner.
 */
import { builtSave } from "../support/builtSave";
import { rotateY } from "../../tools/table/geometry";

type Obj = { Name: string; Tags?: string[]; FogColor?: string; Transform: { posX: number; posZ: number; rotY: number } };
const all = builtSave().allObjects() as unknown as Obj[];

/** A tile's image top in world directions: local -Z (local +Z is the image's bottom edge). */
function imageUp(o: Obj): { x: number; z: number } {
  return rotateY(o.Transform.rotY, 0, -1);
}

/** Degrees between the image's top and the direction a seat looks (towards the table's centre). */
function tilt(o: Obj, seat: Obj): number {
  const up = imageUp(o);
  const len = Math.hypot(seat.Transform.posX, seat.Transform.posZ);
  const look = { x: -seat.Transform.posX / len, z: -seat.Transform.posZ / len };
  // A seat looks across the table (its own side's normal), not diagonally at the centre.
  const across = Math.abs(look.z) >= Math.abs(look.x) ? { x: 0, z: Math.sign(look.z) } : { x: Math.sign(look.x), z: 0 };
  const cos = up.x * across.x + up.z * across.z;
  return Math.round((Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI);
}

const seats = all.filter((o) => o.Name === "HandTrigger");
const withTag = (tag: string) => all.filter((o) => (o.Tags ?? []).includes(tag));

test("the table has seats on both long sides (what makes a single upright orientation impossible)", () => {
  expect(seats.length).toBeGreaterThanOrEqual(4);
  expect(new Set(seats.map((s) => Math.sign(s.Transform.posZ)))).toEqual(new Set([-1, 1]));
});

test.each(["map", "play-mat"])("the %s reads at most a quarter turn from every seat, upside down from none", (tag) => {
  const [board] = withTag(tag);
  for (const seat of seats) expect({ seat: seat.FogColor, tilt: tilt(board, seat) }).toEqual({ seat: seat.FogColor, tilt: 90 });
});

test("each player board reads upright from its owner's seat", () => {
  for (const board of withTag("player-board")) {
    const owner = seats.find((s) => (board.Tags ?? []).includes(String(s.FogColor)))!;
    expect({ board: board.Tags, tilt: tilt(board, owner) }).toEqual({ board: board.Tags, tilt: 0 });
  }
});
