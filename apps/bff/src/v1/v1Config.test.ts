import { describe, expect, it } from 'vitest'
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
