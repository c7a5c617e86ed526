import { describe, expect, it } from 'vitest'
import { liveEnvironment } from '../../test/liveEnvironment.js'
import { parseConfig } from '../config/config.js'
import { parseV1Settings } from './v1Config.js'

describe('parseV1Settings', () => {
  it('reads the integrator id, referrer and fee', () => {
    expect(
      parseV1Settings({
        V1_INTEGRATOR_ID: 'ferry-demo-5f3a9c1e',
        V1_REFERRER: '0x00000000000000000000000000000000000000aa',
        V1_REFERRER_FEE_BPS: '25',
      }),
    ).toEqual({
      ok: true,
      settings: {
        integratorId: 'ferry-demo-5f3a9c1e',
        referrer: '0x00000000000000000000000000000000000000aa',
        referrerFeeBps: 25,
      },
    })
  })

  it('is empty when no v1 variable is set, and ignores empty ones', () => {
    expect(parseV1Settings({ PORT: '1', V1_REFERRER: '' })).toEqual({ ok: true, settings: {} })
  })

  it.each([
    ['V1_INTEGRATOR_ID', 'Ferry-Demo', 'V1_INTEGRATOR_ID: must be a lowercase slug'],
    ['V1_REFERRER', '0xABCDEF0000000000000000000000000000000000', 'V1_REFERRER: must be 0x'],
    ['V1_REFERRER_FEE_BPS', '501', 'V1_REFERRER_FEE_BPS: must be at most 500'],
    ['V1_REFERRER_FEE_BPS', '-1', 'V1_REFERRER_FEE_BPS: must be a whole number'],
  ])('names %s when it is %s', (name, value, problem) => {
    const parsed = parseV1Settings({
      V1_REFERRER: '0x00000000000000000000000000000000000000aa',
      [name]: value,
    })
    expect(parsed.ok).toBe(false)
    expect(parsed.ok ? [] : parsed.problems.join('\n')).toContain(problem)
  })

  it('requires a referrer for a fee above zero', () => {
    expect(parseV1Settings({ V1_REFERRER_FEE_BPS: '10' })).toEqual({
      ok: false,
      problems: ['V1_REFERRER: is required when V1_REFERRER_FEE_BPS is above 0'],
    })
  })
})

describe('parseConfig with v1 variables', () => {
  const base = liveEnvironment

  it('carries the v1 settings and v1 upstream budgets', () => {
    const config = parseConfig({
      ...base,
      V1_INTEGRATOR_ID: 'ferry-demo-5f3a9c1e',
      UPSTREAM_LIMITS: '{"v1build":100,"quote":240}',
    })
    expect(config.v1).toEqual({ integratorId: 'ferry-demo-5f3a9c1e' })
    expect(config.limits).toEqual({ v1build: 100, quote: 240 })
  })

  it('stops start-up naming a bad v1 variable', () => {
    expect(() => parseConfig({ ...base, V1_REFERRER_FEE_BPS: '20' })).toThrowError(
      'V1_REFERRER: is required when V1_REFERRER_FEE_BPS is above 0',
    )
  })
})
