/** The BFF's own build answers (contract: `@ferry/order-api/bff`, build.ts). */
export const buildOutcomeBodies = {
  unknown: (buildAttemptId: string) => ({
    name: 'BuildOutcomeUnknownException' as const,
    message:
      'The Order Service did not say whether it created the order. Do not build again: ask GET /api/v2/builds/{buildAttemptId}.',
    buildAttemptId,
  }),
  pending: (buildAttemptId: string) => ({
    name: 'BuildOutcomePendingException' as const,
    message: "A previous build's outcome is still being confirmed for this trade.",
    buildAttemptId,
  }),
  notChecked: {
    name: 'ServiceUnavailableException',
    message:
      "The depositor's orders could not be listed before building, so nothing was sent. Retry shortly.",
  },
  unknownAttempt: { error: 'Build attempt not found' },
}
