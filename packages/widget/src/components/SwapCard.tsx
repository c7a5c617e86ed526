import { useEffect } from 'react'
import { type UseSwapFormParameters, useSwapForm } from '../hooks/useSwapForm.js'
import { loadQuoteDetails, loadTrackedOrder, SwapCardView } from './SwapCardView.js'
import { loadTokenList } from './TokenPicker.js'

export type SwapCardProps = UseSwapFormParameters

/** The swap form and, once an order exists, its tracker: useSwapForm drawn by SwapCardView. */
export function SwapCard(props: SwapCardProps) {
  const form = useSwapForm(props)
  // The parts that follow the form load once the browser is idle, before the user needs them.
  useEffect(() => {
    const timer = setTimeout(() => {
      void loadTrackedOrder()
      void loadQuoteDetails()
      void loadTokenList()
      void import('../swap/runSwap.js')
    }, 1500)
    return () => clearTimeout(timer)
  }, [])
  return (
    <SwapCardView bffUrl={props.bffUrl} config={props.config} params={props.params} form={form} />
  )
}
