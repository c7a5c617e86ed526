import type { V1StoredRoute } from '../v1QuoteStore.js'
import type { TradeRouteAnswerer } from './answerTradeRoutes.js'
import { isNativeTradeRoute } from './tradeRoutes.js'

/** Yields each answer as it arrives; routes that do not quote yield nothing. */
async function* asAnswered(answerers: TradeRouteAnswerer[]): AsyncGenerator<V1StoredRoute> {
  const pending = new Map(
    answerers.map((answerer, index) => [
      index,
      answerer
        .answer()
        .catch(() => undefined)
        .then((route) => ({ index, route })),
    ]),
  )
  while (pending.size) {
    const { index, route } = await Promise.race(pending.values())
    pending.delete(index)
    if (route) yield route
  }
}

/**
 * The routes' answers in the order the service writes them (v1 spec, POST /v1/quotes): with
 * `routes=` every asked route as it answers; otherwise external answers are held back until the
 * native route answers, and when it quotes it is the only answer.
 */
export async function* orderedAnswers(parameters: {
  answerers: TradeRouteAnswerer[]
  holdBack: boolean
}): AsyncGenerator<V1StoredRoute> {
  const { answerers, holdBack } = parameters
  const natives = answerers.filter((answerer) => isNativeTradeRoute(answerer.routeId))
  if (!holdBack || natives.length === 0) {
    yield* asAnswered(answerers)
    return
  }
  const held: V1StoredRoute[] = []
  let wake: (() => void) | undefined
  let externalsFinished = false
  // Externals answer in the background while the native route thinks.
  void (async () => {
    for await (const route of asAnswered(answerers.filter((a) => !isNativeTradeRoute(a.routeId)))) {
      held.push(route)
      wake?.()
    }
    externalsFinished = true
    wake?.()
  })()
  const nativeAnswers: V1StoredRoute[] = []
  for await (const route of asAnswered(natives)) nativeAnswers.push(route)
  if (nativeAnswers.length) {
    yield* nativeAnswers
    return
  }
  // No native quote: the held-back answers first, then the rest as they come.
  let sent = 0
  for (;;) {
    while (sent < held.length) yield held[sent++]!
    if (externalsFinished) return
    await new Promise<void>((resolve) => {
      wake = resolve
    })
  }
}
