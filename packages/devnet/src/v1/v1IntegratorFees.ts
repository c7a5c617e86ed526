/** `X-Integrator-Id`: a lowercase slug, a hyphen and 8 hex characters (v1 spec, Authentication). */
const integratorIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9a-f]{8}$/

export type V1Fees = { integratorId: string | null; operatorBps: number; commissionBps: number }

/** The fees of a quote without a known, enabled integrator. */
export const v1DefaultFees = { operatorBps: 10, commissionBps: 0 }

/** The devnet's v1 integrators: one with its own fees, one disabled (falls back to default). */
export const v1Integrators: Record<
  string,
  { operatorBps: number; commissionBps: number; enabled: boolean }
> = {
  'ferry-demo-5f3a9c1e': { operatorBps: 10, commissionBps: 25, enabled: true },
  'dormant-0d0d0d0d': { operatorBps: 50, commissionBps: 50, enabled: false },
}

/**
 * The fee configuration a quote gets: the header wins over the body's `integratorId`; a
 * malformed id is ignored; an unknown or disabled one falls back to the default fees.
 */
export function v1FeesFor(parameters: {
  header?: string | undefined
  bodyId?: string | undefined
}): V1Fees {
  const wellFormed = [parameters.header, parameters.bodyId].find(
    (id): id is string => typeof id === 'string' && integratorIdPattern.test(id),
  )
  const known = wellFormed ? v1Integrators[wellFormed] : undefined
  const fees = known?.enabled ? known : v1DefaultFees
  return {
    integratorId: wellFormed ?? null,
    operatorBps: fees.operatorBps,
    commissionBps: fees.commissionBps,
  }
}
