/** The most of `times` (epoch ms) that fall within any `windowMs` span. */
export function mostWithin(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b)
  let most = 0
  let start = 0
  for (let end = 0; end < sorted.length; end++) {
    while (sorted[end]! - sorted[start]! >= windowMs) start++
    most = Math.max(most, end - start + 1)
  }
  return most
}

/** Runs `tasks` with at most `concurrency` at a time; resolves their results in order. */
export async function runPooled<result>(
  tasks: readonly (() => Promise<result>)[],
  concurrency: number,
): Promise<result[]> {
  const results: result[] = new Array(tasks.length)
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++
      results[index] = await tasks[index]!()
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker))
  return results
}
