import { describe, expect, test } from 'vitest'
import { BaseError } from '../src/errors/base.js'

/** An exported error class: constructible by its subclasses, recognised by `isInstance`. */
export type ErrorClass = (abstract new (
  ...args: never[]
) => BaseError) & {
  isInstance(value: unknown): boolean
}

/**
 * The marker tests every error class of a package passes (STYLE: one way to recognise an
 * error): `isInstance` answers for its own instances only, and for a copy from another bundle
 * by its `Symbol.for('ferry.error.<Name>')` marker, never by its name. Used by order-api's and
 * the widget's error suites, each with one sample per class.
 */
export function describeErrorMarkers(parameters: {
  classes: ReadonlyMap<string, ErrorClass>
  samples: Readonly<Record<string, BaseError>>
}) {
  const { classes, samples } = parameters
  describe.each([...classes])('%s', (name, errorClass) => {
    test('isInstance answers for its own instances and for no sibling class', () => {
      for (const [sampleName, sample] of Object.entries(samples))
        expect([sampleName, errorClass.isInstance(sample)]).toEqual([
          sampleName,
          sampleName === name,
        ])
    })

    test('isInstance recognises a copy from another bundle by its global marker, not its name', () => {
      expect(errorClass.isInstance({ [Symbol.for(`ferry.error.${name}`)]: true })).toBe(true)
      expect(errorClass.isInstance({ name, message: 'same name, no marker' })).toBe(false)
    })

    test('is a BaseError for BaseError.isInstance', () => {
      expect(BaseError.isInstance(samples[name])).toBe(true)
    })
  })
}
