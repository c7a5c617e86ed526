import { type FerryEvent, type SwapValue, SwapWidget } from '@ferry/widget'
import { useRef, useState } from 'react'

export function ControlledSwap(props: { onOrder?: (orderId: string) => void }) {
  const [value, setValue] = useState<SwapValue>({ from: '1:USDC', to: '8453:USDC', amount: '100' })
  const widget = useRef<HTMLDivElement>(null)
  const onEvent = (event: FerryEvent) => {
    // Narrowing on the name types the payload: here data is { orderId, srcChainId, dstChainId }.
    if (event.name === 'order-created') props.onOrder?.(event.data.orderId)
    if (event.name === 'order-completed') widget.current?.scrollIntoView()
  }
  return (
    <>
      <button type="button" onClick={() => setValue({ ...value, amount: '250' })}>
        Swap 250 USDC
      </button>
      <SwapWidget
        bffUrl="https://swap.example.com"
        ref={widget}
        className="checkout-swap"
        value={value}
        onValueChange={setValue}
        onEvent={onEvent}
      />
    </>
  )
}
