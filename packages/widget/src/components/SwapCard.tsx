import { useEffect } from 'react'
import { type UseSwapFormParameters, useSwapForm } from '../hooks/useSwapForm.js'
import { loadBffClient } from '../query/queries.js'
import { loadQuoteDetails, loadTrackedOrder, SwapCardView } from './SwapCardView.js'

export type SwapCardProps = UseSwapFormParameters

/** The swap form and, once an order exists, its tracker: useSwapForm drawn by SwapCardView. */
export function SwapCard(props: SwapCardProps) {
  const form = useSwapForm(props)
  // The parts that follow the form load when they are about to be needed, never with it: the
  // swap's wallet side and the tracker once an account is connected (when the browser is next
  // idle, after the connected form is live); the quote's client and details once there is an
  // amount; the token list when the pointer or focus reaches a picker (TokenPicker).
  const connected = form.depositor !== undefined
  useEffect(() => {
    if (!connected) return
    return whenIdle(() => {
      void import('../trade/v2/v2Swap.js')
      void loadTrackedOrder()
      void loadQuoteDetails()
    })
  }, [connected])
  const hasAmount = form.amount !== undefined
  const { bffUrl } = props
  useEffect(() => {
    if (!hasAmount) return
    // While the quote's debounce runs: its client (zod) and the panel that shows it.
    void loadBffClient(bffUrl)
    void loadQuoteDetails()
  }, [hasAmount, bffUrl])
  return (
    <SwapCardView bffUrl={props.bffUrl} config={props.config} params={props.params} form={form} />
  )
}

/** Runs `task` when the browser is idle (a short timer where requestIdleCallback is missing). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 500 })
    return () => cancelIdleCallback(id)
  }
  const timer = setTimeout(task, 200)
  return () => clearTimeout(timer)
}
