import type { FerryWidgetEvent } from '@ferry/embed'
import type { FerryEvent } from '@ferry/widget'
import { expectTypeOf, test } from 'vitest'

// The loader keeps a dependency-free copy of the widget's event types: they must not drift.
test('the iframe relays to its host exactly the event type the component gives its host', () => {
  expectTypeOf<FerryWidgetEvent>().toEqualTypeOf<FerryEvent>()
  expectTypeOf<Extract<FerryWidgetEvent, { name: 'order-failed' }>['data']>().toEqualTypeOf<
    Extract<FerryEvent, { name: 'order-failed' }>['data']
  >()
})
