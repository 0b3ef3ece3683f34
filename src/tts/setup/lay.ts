/** Laying one object on the table for setup: face up or down at a spot, or taken out of its bag. */


export const FACE_UP = 0;

export const FACE_DOWN = 180;

export function put(o: TTSObject, at: Vector, faceDown: boolean): void {
  o.setRotation(Vector(0, 180, faceDown ? FACE_DOWN : FACE_UP));
  o.setPosition(at);
}

export function takeFrom(container: TTSObject | undefined, at: Vector): TTSObject | undefined {
  if (container === undefined || container.getQuantity() <= 0) return undefined;
  return container.takeObject({ position: at, rotation: Vector(0, 180, 0), smooth: false });
}
