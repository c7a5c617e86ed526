import { expect, test } from 'vitest'
// order-api's own marker suite, run over the widget's classes (a test helper, not published).
import { describeErrorMarkers } from '../../../order-api/test/describeErrorMarkers.js'
import { widgetErrorClasses, widgetErrorSamples } from '../../test/errorClasses.js'

const classes = await widgetErrorClasses()

const samples = widgetErrorSamples()

test("every error class of the widget's source has a sample here", () => {
  expect([...classes.keys()].sort()).toEqual(Object.keys(samples).sort())
})

describeErrorMarkers({ classes, samples })
