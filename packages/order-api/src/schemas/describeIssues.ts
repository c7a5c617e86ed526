/** `path: message` lines of a zod error's issues, for an error's `problems`. */
export function describeIssues(
  issues: readonly { path: PropertyKey[]; message: string }[],
): string[] {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
}
