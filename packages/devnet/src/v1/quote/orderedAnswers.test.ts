import { expect, test } from 'vitest'
import type { V1StoredRoute } from '../v1QuoteStore.js'
import type { TradeRouteAnswerer } from './answerTradeRoutes.js'
import { orderedAnswers } from './orderedAnswers.js'
import type { V1RouteId } from './tradeRoutes.js'

/** An answerer whose answer the test releases by hand: no timers. */
function controlled(routeId: V1RouteId) {
  let release!: (quotes: boolean) => void
  const answered = new Promise<boolean>((resolve) => {
    release = resolve
  })
  const answerer: TradeRouteAnswerer = {
    routeId,
    answer: async () =>
      (await answered) ? ({ spec: { routeId } } as unknown as V1StoredRoute) : undefined,
  }
  return { answerer, release }
}

async function collect(iterator: AsyncGenerator<V1StoredRoute>, into: string[]): Promise<string[]> {
  for await (const route of iterator) into.push(route.spec.routeId)
  return into
}
const settle = () => new Promise((resolve) => setImmediate(resolve))

test('held back: externals that answer first wait for the native route, which then answers alone', async () => {
  const native = controlled('Native')
  const externalA = controlled('ExternalA')
  const written: string[] = []
  const done = collect(
    orderedAnswers({ answerers: [native.answerer, externalA.answerer], holdBack: true }),
    written,
  )
  externalA.release(true)
  await settle()
  expect(written).toEqual([])
  native.release(true)
  expect(await done).toEqual(['Native'])
})

test('held back: when the native route does not quote, held answers come first, then the rest as they come', async () => {
  const native = controlled('Native')
  const externalA = controlled('ExternalA')
  const externalB = controlled('ExternalB')
  const written: string[] = []
  const done = collect(
    orderedAnswers({
      answerers: [native.answerer, externalA.answerer, externalB.answerer],
      holdBack: true,
    }),
    written,
  )
  externalB.release(true)
  await settle()
  native.release(false)
  await settle()
  expect(written).toEqual(['ExternalB'])
  externalA.release(true)
  expect(await done).toEqual(['ExternalB', 'ExternalA'])
})

test('with routes= every answer is written as it arrives; a route that does not quote writes nothing', async () => {
  const native = controlled('Native')
  const externalC = controlled('ExternalC')
  const externalA = controlled('ExternalA')
  const written: string[] = []
  const done = collect(
    orderedAnswers({
      answerers: [native.answerer, externalC.answerer, externalA.answerer],
      holdBack: false,
    }),
    written,
  )
  externalC.release(true)
  await settle()
  expect(written).toEqual(['ExternalC'])
  externalA.release(false)
  native.release(true)
  expect(await done).toEqual(['ExternalC', 'Native'])
})
