import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { cancelDomain, cancelTypedData, refusedMethods } from '../test/walletRequests.js'
import { createFerryWidget, type Eip1193Provider, FerryEmbedError } from './createFerryWidget.js'
import { envelope, type FrameMessage, type HostMessage } from './protocol.js'

const url = 'https://swap.example.com/embed'
const origin = 'https://swap.example.com'
let container: HTMLElement

beforeEach(() => {
  container = document.createElement('div')
  document.body.appendChild(container)
})
afterEach(() => {
  container.remove()
  vi.useRealTimers()
})

const frameOf = () => container.querySelector('iframe')!

/** Delivers a message to the host as if the iframe had posted it. */
function fromFrame(message: FrameMessage | unknown, options: { origin?: string } = {}) {
  const data =
    typeof message === 'object' && message && 'type' in message
      ? envelope(message as FrameMessage)
      : message
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: options.origin ?? origin,
      source: frameOf().contentWindow,
    }),
  )
}

/**
 * Captures what the host posts into the iframe. happy-dom loads no page into an iframe, so the
 * frame's window is stood in for by an object with the one method the host calls on it.
 */
function spyOnFrame() {
  const sent: HostMessage[] = []
  const frameWindow = {
    postMessage: (data: unknown, targetOrigin: string) => {
      expect(targetOrigin).toBe(origin)
      const { type, payload } = data as HostMessage
      sent.push({ type, payload } as HostMessage)
    },
  }
  Object.defineProperty(frameOf(), 'contentWindow', { value: frameWindow })
  return sent
}

test('the iframe is sandboxed, titled and points at the page with the parent origin', () => {
  const widget = createFerryWidget(container, { url, params: { from: '1:USDC', amount: '5' } })
  const iframe = frameOf()
  const src = new URL(iframe.src)
  expect(src.origin + src.pathname).toBe(url)
  expect(src.searchParams.get('parentOrigin')).toBe(location.origin)
  expect(src.searchParams.get('from')).toBe('1:USDC')
  expect(iframe.getAttribute('sandbox')).toContain('allow-scripts')
  expect(iframe.getAttribute('sandbox')).not.toContain('allow-top-navigation')
  expect(iframe.title).toBe('Ferry swap')
  expect(iframe.referrerPolicy).toBe('strict-origin-when-cross-origin')
  widget.destroy()
  expect(container.querySelector('iframe')).toBeNull()
})

test('bad options fail at once with a specific message', () => {
  expect(() => createFerryWidget('#nowhere', { url })).toThrowError(
    'no element matches the container selector "#nowhere"',
  )
  expect(() => createFerryWidget(container, { url: 'javascript:alert(1)' })).toThrowError(
    'options.url must be an http(s) URL, got "javascript:alert(1)"',
  )
  expect(() => createFerryWidget(container, { url: 'http://[::1' })).toThrowError(
    'options.url must be an http(s) URL, got "http://[::1"',
  )
  expect(() =>
    createFerryWidget(container, { url, params: { amount: 'ten' } as never }),
  ).toThrowError(FerryEmbedError)
  expect(() => createFerryWidget(container, {} as never)).toThrowError(
    'options.url must be an http(s) URL, got undefined',
  )
})

test("the approval policy goes to the frame in init, as given; without one the frame's default (exact) holds", () => {
  const widget = createFerryWidget(container, { url, approval: 'unlimited' })
  const sent = spyOnFrame()
  fromFrame({ type: 'ready', payload: {} })
  expect(sent[0]).toMatchObject({ type: 'init', payload: { approval: 'unlimited' } })
  // Not in the frame's URL: the policy comes from the host's script, not a link.
  expect(container.querySelector('iframe')!.src).not.toContain('approval')
  widget.destroy()
  const plain = createFerryWidget(container, { url })
  const sentPlain = spyOnFrame()
  fromFrame({ type: 'ready', payload: {} })
  expect(sentPlain[0]).toMatchObject({ type: 'init', payload: { approval: undefined } })
  plain.destroy()
  // A bad value is not turned into a policy here: the frame's widget refuses it and names it
  // (apps/web propsOfHostInit.test.tsx), as it does a bad theme.
  const bad = createFerryWidget(container, { url, approval: 'infinite' as never })
  const sentBad = spyOnFrame()
  fromFrame({ type: 'ready', payload: {} })
  expect(sentBad[0]).toMatchObject({ type: 'init', payload: { approval: 'infinite' } })
  bad.destroy()
})

test('on ready the host sends init with params, theme, locale and whether it has a wallet', () => {
  const widget = createFerryWidget(container, {
    url,
    params: { to: '8453:USDC' },
    theme: 'dark',
    locale: 'es',
  })
  const sent = spyOnFrame()
  fromFrame({ type: 'ready', payload: {} })
  expect(sent).toEqual([
    {
      type: 'init',
      payload: {
        params: { to: '8453:USDC' },
        hasProvider: false,
        hasConnectWallet: false,
        theme: 'dark',
        locale: 'es',
      },
    },
  ])
  widget.update({ amount: '42' })
  expect(sent.at(-1)).toEqual({ type: 'update', payload: { params: { amount: '42' } } })
  expect(() => widget.update({ mode: 'sideways' } as never)).toThrowError(FerryEmbedError)
  widget.destroy()
})

/** The init of a widget without presets or wallet, once its host asked for dark and Arabic. */
const initInDarkArabic: HostMessage = {
  type: 'init',
  payload: { params: {}, hasProvider: false, hasConnectWallet: false, theme: 'dark', locale: 'ar' },
}

test('setAppearance changes the theme and locale in the same frame: carried by init before ready, sent at once after', () => {
  const widget = createFerryWidget(container, { url, theme: 'dark', locale: 'en' })
  const frame = frameOf()
  const sent = spyOnFrame()
  widget.setAppearance({ locale: 'ar' })
  expect(sent).toEqual([])
  fromFrame({ type: 'ready', payload: {} })
  expect(sent).toEqual([initInDarkArabic])
  // A field not given keeps its value; the frame gets both, as they now are.
  widget.setAppearance({ theme: { mode: 'light', radius: '4px' } })
  expect(sent.at(-1)).toEqual({
    type: 'appearance',
    payload: { theme: { mode: 'light', radius: '4px' }, locale: 'ar' },
  })
  widget.setAppearance({ locale: 'ja' })
  expect(sent.at(-1)).toEqual({
    type: 'appearance',
    payload: { theme: { mode: 'light', radius: '4px' }, locale: 'ja' },
  })
  // Nothing was reloaded: the one iframe is the first one.
  expect(container.querySelectorAll('iframe')).toHaveLength(1)
  expect(frameOf()).toBe(frame)
  widget.destroy()
})

test("a frame mounted again by Retry starts in the host's latest theme and locale", () => {
  vi.useFakeTimers()
  const widget = createFerryWidget(container, { url, locale: 'en', loadTimeoutMs: 1000 })
  vi.advanceTimersByTime(1000)
  widget.setAppearance({ locale: 'ar', theme: 'dark' })
  container.querySelector('button')!.click()
  const sent = spyOnFrame()
  fromFrame({ type: 'ready', payload: {} })
  expect(sent).toEqual([initInDarkArabic])
  widget.destroy()
})

test("with onConnectWallet the frame's connect button opens the host's wallet modal", () => {
  const onConnectWallet = vi.fn()
  const widget = createFerryWidget(container, { url, onConnectWallet })
  const sent = spyOnFrame()
  fromFrame({ type: 'ready', payload: {} })
  expect(sent[0]).toMatchObject({ type: 'init', payload: { hasConnectWallet: true } })
  fromFrame({ type: 'connect-wallet', payload: {} })
  expect(onConnectWallet).toHaveBeenCalledTimes(1)
  // From another origin the request is ignored: only the widget's own frame opens the modal.
  fromFrame({ type: 'connect-wallet', payload: {} }, { origin: 'https://evil.example' })
  expect(onConnectWallet).toHaveBeenCalledTimes(1)
  widget.destroy()
})

test('the frame follows the content height the widget reports', () => {
  const widget = createFerryWidget(container, { url })
  fromFrame({ type: 'resize', payload: { height: 633.2 } })
  expect(frameOf().style.height).toBe('634px')
  widget.destroy()
})

test('a zero or tiny height while the frame swaps screens keeps the last good height', () => {
  const widget = createFerryWidget(container, { url })
  fromFrame({ type: 'resize', payload: { height: 480 } })
  fromFrame({ type: 'resize', payload: { height: 0 } })
  expect(frameOf().style.height).toBe('480px')
  fromFrame({ type: 'resize', payload: { height: 12 } })
  expect(frameOf().style.height).toBe('480px')
  fromFrame({ type: 'resize', payload: { height: 512 } })
  expect(frameOf().style.height).toBe('512px')
  expect(widget.ignoredMessages).toBe(0)
  widget.destroy()
})

test('widget events reach onEvent', () => {
  const onEvent = vi.fn()
  const widget = createFerryWidget(container, { url, onEvent })
  fromFrame({ type: 'widget-event', payload: { name: 'quote-received', data: { amount: '1' } } })
  expect(onEvent).toHaveBeenCalledWith({ name: 'quote-received', data: { amount: '1' } })
  widget.destroy()
})

test('messages from another origin or malformed ones are ignored and counted', () => {
  const onEvent = vi.fn()
  const widget = createFerryWidget(container, { url, onEvent })
  fromFrame(
    { type: 'widget-event', payload: { name: 'order-created', data: {} } },
    { origin: 'https://evil.example' },
  )
  fromFrame({ type: 'resize', payload: { height: 'tall' } })
  fromFrame('hello')
  expect(onEvent).not.toHaveBeenCalled()
  expect(frameOf().style.height).toBe('560px')
  expect(widget.ignoredMessages).toBe(3)
  widget.destroy()
})

test('wallet requests from the frame are relayed to the host provider', async () => {
  const provider: Eip1193Provider = {
    request: vi.fn(async ({ method }) => {
      if (method === 'eth_chainId') return '0x1'
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }),
    on: vi.fn(),
    removeListener: vi.fn(),
  }
  const widget = createFerryWidget(container, { url, provider })
  const sent = spyOnFrame()
  fromFrame({ type: 'ready', payload: {} })
  expect(sent[0]).toMatchObject({ type: 'init', payload: { hasProvider: true } })
  fromFrame({ type: 'provider-request', payload: { id: 7, method: 'eth_chainId' } })
  fromFrame({ type: 'provider-request', payload: { id: 8, method: 'eth_sendTransaction' } })
  await vi.waitFor(() => expect(sent).toHaveLength(3))
  expect(sent.slice(1)).toEqual([
    { type: 'provider-response', payload: { id: 7, result: '0x1' } },
    {
      type: 'provider-response',
      payload: { id: 8, error: { code: 4001, message: 'User rejected the request.' } },
    },
  ])
  const [event, listener] = vi.mocked(provider.on!).mock.calls[0]!
  listener(['0xabc'])
  expect(sent.at(-1)).toEqual({ type: 'provider-event', payload: { event, data: ['0xabc'] } })
  widget.destroy()
  expect(provider.removeListener).toHaveBeenCalledTimes(4)
})

/** A host wallet that answers every request with the method's name, and the frame's spy. */
function hostWallet(options: Partial<Parameters<typeof createFerryWidget>[1]> = {}) {
  const provider: Eip1193Provider = { request: vi.fn(async ({ method }) => `ok:${method}`) }
  const widget = createFerryWidget(container, { url, provider, ...options })
  const sent = spyOnFrame()
  let id = 0
  /** Sends a wallet request from the frame and resolves with the host's answer. */
  const ask = async (method: string, params?: unknown) => {
    const requestId = ++id
    fromFrame({ type: 'provider-request', payload: { id: requestId, method, params } })
    let answer: HostMessage | undefined
    await vi.waitFor(
      () => {
        answer = sent.find(
          (message) => message.type === 'provider-response' && message.payload.id === requestId,
        )
        expect(answer).toBeDefined()
      },
      { interval: 1 },
    )
    return (answer as Extract<HostMessage, { type: 'provider-response' }>).payload
  }
  return { provider, widget, ask }
}

test('the host refuses every wallet method the widget does not use, before its wallet sees it', async () => {
  const { provider, widget, ask } = hostWallet({ cancelDomain })
  for (const method of refusedMethods) {
    expect(await ask(method, ['0x1111111111111111111111111111111111111111', 'hello'])).toEqual({
      id: expect.any(Number),
      error: { code: 4200, message: `The Ferry wallet relay does not support ${method}` },
    })
  }
  expect(provider.request).not.toHaveBeenCalled()
  expect(await ask('eth_requestAccounts')).toMatchObject({ result: 'ok:eth_requestAccounts' })
  expect(await ask('wallet_switchEthereumChain', [{ chainId: '0x2105' }])).toMatchObject({
    result: 'ok:wallet_switchEthereumChain',
  })
  widget.destroy()
})

test("the three EIP-5792 methods cross to the host's wallet; a batch asking for capabilities does not", async () => {
  const { provider, widget, ask } = hostWallet({ cancelDomain })
  const account = '0x1111111111111111111111111111111111111111'
  const batch = {
    version: '2.0.0',
    chainId: '0x1',
    from: account,
    atomicRequired: true,
    calls: [
      { to: account, data: '0x095ea7b3' },
      { to: account, data: '0xabcdef', value: '0x1' },
    ],
  }
  expect(await ask('wallet_getCapabilities', [account, ['0x1']])).toMatchObject({
    result: 'ok:wallet_getCapabilities',
  })
  expect(await ask('wallet_sendCalls', [batch])).toMatchObject({ result: 'ok:wallet_sendCalls' })
  expect(await ask('wallet_getCallsStatus', ['0xbatch'])).toMatchObject({
    result: 'ok:wallet_getCallsStatus',
  })
  expect(provider.request).toHaveBeenCalledTimes(3)
  const paid = { ...batch, capabilities: { paymasterService: { url: 'https://pay.example' } } }
  expect(await ask('wallet_sendCalls', [paid])).toMatchObject({
    error: { code: 4200, message: 'The Ferry wallet relay does not support wallet_sendCalls' },
  })
  expect(provider.request).toHaveBeenCalledTimes(3)
  widget.destroy()
})

test('the host has its wallet sign typed data only for the configured cancel domain', async () => {
  const { provider, widget, ask } = hostWallet({ cancelDomain })
  expect(await ask('eth_signTypedData_v4', cancelTypedData())).toMatchObject({
    result: 'ok:eth_signTypedData_v4',
  })
  const otherDomain = cancelTypedData({ domain: { ...cancelDomain, name: 'Permit2' } })
  const otherType = cancelTypedData({ primaryType: 'PermitSingle' })
  for (const params of [otherDomain, otherType])
    expect((await ask('eth_signTypedData_v4', params)).error).toMatchObject({ code: 4200 })
  expect(provider.request).toHaveBeenCalledTimes(1)
  widget.destroy()
})

test('without a configured domain the host reads it from /api/config of the widget origin, once', async () => {
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockRejectedValueOnce(new TypeError('offline'))
    .mockResolvedValue(Response.json({ cancelDomain }))
  const { provider, widget, ask } = hostWallet()
  // No domain yet: nothing is signed, and the next request tries again.
  expect((await ask('eth_signTypedData_v4', cancelTypedData())).error).toEqual({
    code: 4200,
    message: 'eth_signTypedData_v4: the cancel domain could not be read',
  })
  expect(await ask('eth_signTypedData_v4', cancelTypedData())).toMatchObject({
    result: 'ok:eth_signTypedData_v4',
  })
  const otherDomain = cancelTypedData({ domain: { ...cancelDomain, chainId: 1 } })
  expect((await ask('eth_signTypedData_v4', otherDomain)).error).toMatchObject({ code: 4200 })
  expect(fetchSpy).toHaveBeenCalledTimes(2)
  expect(String(fetchSpy.mock.calls[1]![0])).toBe(`${origin}/api/config`)
  expect(provider.request).toHaveBeenCalledTimes(1)
  fetchSpy.mockRestore()
  widget.destroy()
})

test('without a host wallet, wallet requests are refused with 4200', async () => {
  const widget = createFerryWidget(container, { url })
  const sent = spyOnFrame()
  fromFrame({ type: 'provider-request', payload: { id: 1, method: 'eth_accounts' } })
  await vi.waitFor(() => expect(sent).toHaveLength(1))
  expect(sent[0]).toEqual({
    type: 'provider-response',
    payload: { id: 1, error: { code: 4200, message: 'The host provides no wallet' } },
  })
  widget.destroy()
})

test('a frame that never answers is replaced by a retry button that remounts it', () => {
  vi.useFakeTimers()
  const widget = createFerryWidget(container, { url, loadTimeoutMs: 1000 })
  vi.advanceTimersByTime(1000)
  expect(container.querySelector('iframe')).toBeNull()
  const retry = container.querySelector('button')!
  expect(container.querySelector('[role="alert"]')?.textContent).toContain('did not load')
  retry.click()
  expect(container.querySelector('iframe')).not.toBeNull()
  expect(container.querySelector('[role="alert"]')).toBeNull()
  widget.destroy()
})

test('a frame the BFF refuses to be framed by is named in words a second after it loads', async () => {
  vi.useFakeTimers()
  const refusal = {
    name: 'ForbiddenException',
    message: 'origin http://shop.test is not in ALLOWED_ORIGINS',
  }
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(Response.json(refusal, { status: 403 }))
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const widget = createFerryWidget(container, { url })
  // The refused frame still loads (an error page), and never says ready.
  frameOf().dispatchEvent(new Event('load'))
  await vi.advanceTimersByTimeAsync(1000)
  const alert = container.querySelector('[role="alert"]')
  expect(alert?.textContent).toContain(`${refusal.message}. `)
  expect(alert?.querySelector('button')?.textContent).toBe('Retry')
  expect(container.querySelector('iframe')).toBeNull()
  expect(error).toHaveBeenCalledWith(`Ferry: ${refusal.message}`)
  expect(String(fetchSpy.mock.calls[0]![0])).toBe(`${origin}/api/config`)
  // The load timeout was cleared: the panel is not replaced by the generic one later.
  await vi.advanceTimersByTimeAsync(20_000)
  expect(container.querySelectorAll('[role="alert"]')).toHaveLength(1)
  fetchSpy.mockRestore()
  error.mockRestore()
  widget.destroy()
})

test('a frame that says ready within a second of its load costs no /api/config request', async () => {
  vi.useFakeTimers()
  const fetchSpy = vi.spyOn(globalThis, 'fetch')
  const widget = createFerryWidget(container, { url })
  frameOf().dispatchEvent(new Event('load'))
  spyOnFrame()
  fromFrame({ type: 'ready', payload: {} })
  await vi.advanceTimersByTimeAsync(20_000)
  expect(fetchSpy).not.toHaveBeenCalled()
  expect(container.querySelector('iframe')).not.toBeNull()
  expect(container.querySelector('[role="alert"]')).toBeNull()
  fetchSpy.mockRestore()
  widget.destroy()
})

test('a BFF that cannot be reached after the load gives the generic retry, not a raw fetch error', async () => {
  vi.useFakeTimers()
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
  const widget = createFerryWidget(container, { url })
  frameOf().dispatchEvent(new Event('load'))
  await vi.advanceTimersByTimeAsync(1000)
  const alert = container.querySelector('[role="alert"]')
  expect(alert?.textContent).toContain('did not load')
  expect(alert?.textContent).not.toContain('Failed to fetch')
  fetchSpy.mockRestore()
  widget.destroy()
})

test('a widget destroyed before the second after its load asks nothing and shows nothing', async () => {
  vi.useFakeTimers()
  const fetchSpy = vi.spyOn(globalThis, 'fetch')
  const widget = createFerryWidget(container, { url })
  frameOf().dispatchEvent(new Event('load'))
  widget.destroy()
  await vi.advanceTimersByTimeAsync(20_000)
  expect(fetchSpy).not.toHaveBeenCalled()
  expect(container.childElementCount).toBe(0)
  fetchSpy.mockRestore()
})
