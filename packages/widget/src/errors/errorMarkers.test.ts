import { BaseError } from '@ferry/order-api'
import { describe, expect, test } from 'vitest'
import { widgetErrorClasses, widgetErrorSamples } from '../../test/errorClasses.js'

const classes = await widgetErrorClasses()

const samples = widgetErrorSamples()

test("every error class of the widget's source has a sample here", () => {
  expect([...classes.keys()].sort()).toEqual(Object.keys(samples).sort())
})

describe.each([...classes])('%s', (name, errorClass) => {
  test('isInstance answers for its own instances and for no sibling class', () => {
    for (const [sampleName, sample] of Object.entries(samples))
      expect([sampleName, errorClass.isInstance(sample)]).toEqual([sampleName, sampleName === name])
  })

  test('isInstance recognises a copy from another bundle by its global marker, not its name', () => {
    expect(errorClass.isInstance({ [Symbol.for(`ferry.error.${name}`)]: true })).toBe(true)
    expect(errorClass.isInstance({ name, message: 'same name, no marker' })).toBe(false)
  })

  test('is a BaseError for BaseError.isInstance', () => {
    expect(BaseError.isInstance(samples[name])).toBe(true)
  })
})
