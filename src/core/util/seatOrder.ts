/**
 * Turn order (rulebook p.23 glossary): start with the initiative holder, then clockwise.
 * `seats` lists the players clockwise; the result starts at `first`. If `first` is not seated the
 * seats are returned unchanged, so a caller can tell by the first element.
 */
export function turnOrderFrom<T>(seats: readonly T[], first: T): T[] {
  const start = seats.indexOf(first);
  if (start < 0) return seats.slice();
  return seats.slice(start).concat(seats.slice(0, start));
}

/** The next seat clockwise after `current` for which `eligible` holds, or undefined if none does. */
export function nextClockwise<T>(seats: readonly T[], current: T, eligible: (seat: T) => boolean): T | undefined {
  const order = turnOrderFrom(seats, current);
  for (let i = 1; i < order.length; i++) {
    if (eligible(order[i])) return order[i];
  }
  return undefined;
}
