import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { cancelDomain, cancelTypedData, refusedMethods } from '../test/walletRequests.js'
import { connectToHost, NotEmbeddedError } from './connectToHost.js'
import { envelope, type FrameMessage, type HostMessage } from './protocol.js'

const hostOrigin = 'https://dapp.example'
let sent: FrameMessage[]
let parentWindow: { postMessage: (data: unknown, origin: string) => void }

beforeEach(() => {
  sent = []
  parentWindow = {
    postMessage: (data, targetOrigin) => {
      expect(targetOrigin).toBe(hostOrigin)
      const { type, payload } = data as FrameMessage
      sent.push({ type, payload } as FrameMessage)
    },
  }
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parentWindow as unknown as Window)
  history.replaceState(null, '', `/embed?parentOrigin=${encodeURIComponent(hostOrigin)}`)
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** Delivers a message to the frame as if the host had posted it. */
function fromHost(message: HostMessage | unknown, origin = hostOrigin) {
  const data =
    typeof message === 'object' && message && 'type' in message
      ? envelope(message as HostMessage)
      : message
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: parentWindow as never }))
}

test('announces readiness and hands the host init to the widget', () => {
  const onInit = vi.fn()
  const connection = connectToHost({ onInit })
  expect(sent).toEqual([{ type: 'ready', payload: {} }])
  fromHost({ type: 'init', payload: { params: { amount: '3' }, hasProvider: false, locale: 'es' } })
  expect(onInit).toHaveBeenCalledWith({ params: { amount: '3' }, locale: 'es' })
  expect(connection.provider).toBeUndefined()
  const data = { orderId: `0x${'ab'.repeat(32)}`, srcChainId: 1, dstChainId: 8453 }
  connection.emit({ name: 'order-created', data })
  expect(sent.at(-1)).toEqual({ type: 'widget-event', payload: { name: 'order-created', data } })
  connection.disconnect()
})

test("the host's wallet modal is asked for with a connect-wallet message, when the host has one", () => {
  const onInit = vi.fn()
  const connection = connectToHost({ onInit })
  fromHost({ type: 'init', payload: { params: {}, hasProvider: false, hasConnectWallet: true } })
  expect(onInit).toHaveBeenCalledWith({ params: {}, hasConnectWallet: true })
  connection.connectWallet()
  expect(sent.at(-1)).toEqual({ type: 'connect-wallet', payload: {} })
  connection.disconnect()
})

test("the host's approval policy reaches the widget as sent (the widget refuses a bad one)", () => {
  const onInit = vi.fn()
  const connection = connectToHost({ onInit })
  fromHost({ type: 'init', payload: { params: {}, hasProvider: false, approval: 'unlimited' } })
  expect(onInit).toHaveBeenLastCalledWith({ params: {}, approval: 'unlimited' })
  fromHost({ type: 'init', payload: { params: {}, hasProvider: false, approval: 'infinite' } })
  expect(onInit).toHaveBeenLastCalledWith({ params: {}, approval: 'infinite' })
  connection.disconnect()
})

test("the host's new theme and locale reach the widget after init, and a locale that is not text is dropped", () => {
  const onInit = vi.fn()
  const onAppearance = vi.fn()
  const connection = connectToHost({ onInit, onAppearance })
  fromHost({ type: 'init', payload: { params: {}, hasProvider: false, locale: 'en' } })
  fromHost({ type: 'appearance', payload: { theme: 'dark', locale: 'ar' } })
  expect(onAppearance).toHaveBeenLastCalledWith({ theme: 'dark', locale: 'ar' })
  fromHost({ type: 'appearance', payload: { locale: 42 } })
  expect(onAppearance).toHaveBeenCalledTimes(1)
  expect(connection.ignoredMessages).toBe(1)
  expect(onInit).toHaveBeenCalledTimes(1)
  connection.disconnect()
})

test('only the configured parent origin is listened to', () => {
  const onUpdate = vi.fn()
  const connection = connectToHost({ onInit: vi.fn(), onUpdate })
  fromHost({ type: 'update', payload: { params: { amount: '9' } } }, 'https://evil.example')
  expect(onUpdate).not.toHaveBeenCalled()
  fromHost({ type: 'update', payload: { params: { amount: 'nine' } } })
  expect(onUpdate).not.toHaveBeenCalled()
  expect(connection.ignoredMessages).toBe(1)
  fromHost({ type: 'update', payload: { params: { amount: '9' } } })
  expect(onUpdate).toHaveBeenCalledWith({ amount: '9' })
  connection.disconnect()
})

test('the host wallet is usable as an EIP-1193 provider through the relay', async () => {
  const connection = connectToHost({ onInit: vi.fn() })
  fromHost({ type: 'init', payload: { params: {}, hasProvider: true } })
  const provider = connection.provider!
  const chainId = provider.request({ method: 'eth_chainId' })
  const signature = provider.request({ method: 'eth_signTypedData_v4', params: ['0x1', '{}'] })
  expect(sent.slice(1)).toEqual([
    { type: 'provider-request', payload: { id: 1, method: 'eth_chainId' } },
    {
      type: 'provider-request',
      payload: { id: 2, method: 'eth_signTypedData_v4', params: ['0x1', '{}'] },
    },
  ])
  fromHost({ type: 'provider-response', payload: { id: 2, error: { code: 4001, message: 'no' } } })
  fromHost({ type: 'provider-response', payload: { id: 1, result: '0x2105' } })
  await expect(chainId).resolves.toBe('0x2105')
  await expect(signature).rejects.toMatchObject({ code: 4001, message: 'no' })
  const onAccounts = vi.fn()
  provider.on?.('accountsChanged', onAccounts)
  fromHost({ type: 'provider-event', payload: { event: 'accountsChanged', data: ['0x1'] } })
  expect(onAccounts).toHaveBeenCalledWith(['0x1'])
  fromHost({ type: 'provider-response', payload: { id: 99, result: 'stray' } })
  expect(connection.ignoredMessages).toBe(1)
  connection.disconnect()
})

test('the frame refuses wallet methods the widget does not use without asking the host', async () => {
  const connection = connectToHost({ onInit: vi.fn(), cancelDomain })
  fromHost({ type: 'init', payload: { params: {}, hasProvider: true } })
  const provider = connection.provider!
  for (const method of refusedMethods)
    await expect(provider.request({ method }), method).rejects.toMatchObject({
      code: 4200,
      message: `The Ferry wallet relay does not support ${method}`,
    })
  const permit = cancelTypedData({ primaryType: 'PermitSingle' })
  await expect(
    provider.request({ method: 'eth_signTypedData_v4', params: permit }),
  ).rejects.toMatchObject({ code: 4200, message: expect.stringMatching(/another primaryType$/) })
  expect(sent).toEqual([{ type: 'ready', payload: {} }])
  const signing = provider.request({ method: 'eth_signTypedData_v4', params: cancelTypedData() })
  expect(sent.at(-1)).toMatchObject({
    type: 'provider-request',
    payload: { method: 'eth_signTypedData_v4' },
  })
  connection.disconnect()
  await expect(signing).rejects.toThrow('Disconnected from host')
})

test('a page without a valid parentOrigin refuses to talk to anyone', () => {
  history.replaceState(null, '', '/embed')
  expect(() => connectToHost({ onInit: vi.fn() })).toThrowError(NotEmbeddedError)
  history.replaceState(null, '', '/embed?parentOrigin=https://dapp.example/path')
  expect(() => connectToHost({ onInit: vi.fn() })).toThrowError(
    'parentOrigin "https://dapp.example/path" is not an origin',
  )
  expect(sent).toEqual([])
})

test('the frame reports its height but never a zero or tiny one while screens swap', () => {
  let observed: () => void = () => {}
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observed = callback
      }
      observe() {}
      disconnect() {}
    },
  )
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => {
    run()
    return 1
  })
  let height = 520
  const measure = { getBoundingClientRect: () => ({ height }) } as HTMLElement
  const connection = connectToHost({ onInit: () => {}, measure })
  for (const next of [520, 0, 3, 610]) {
    height = next
    observed()
  }
  const heights = sent.flatMap((message) =>
    message.type === 'resize' ? [message.payload.height] : [],
  )
  expect(heights).toEqual([520, 610])
  connection.disconnect()
  vi.unstubAllGlobals()
})
