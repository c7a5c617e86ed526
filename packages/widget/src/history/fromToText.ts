/**
 * "A → B" in the line's direction. In right-to-left text each side is isolated (FSI … PDI),
 * so a Latin name or a figure keeps its place instead of being reordered with its neighbours,
 * and the arrow points the way the line reads.
 */
export function fromToText(from: string, to: string, dir: 'ltr' | 'rtl'): string {
  return dir === 'rtl' ? `\u2068${from}\u2069 ← \u2068${to}\u2069` : `${from} → ${to}`
}
