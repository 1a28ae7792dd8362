/** The median of the numbers present; null when there are none (every sample was n/a). */
export function median(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 === 1
    ? present[middle]!
    : (present[middle - 1]! + present[middle]!) / 2;
}
