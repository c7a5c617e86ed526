import type { Page } from '@playwright/test'

type Provider = { request(args: { method: string }): Promise<unknown> }
type Announcement = CustomEvent<{ info: { rdns: string }; provider: Provider }>

/**
 * Holds the page's devnet wallet on each request of `method` until the returned `release` is
 * called, as a person still deciding in a wallet would. The request waits in the wallet, before
 * any RPC call: nothing times out however long the screen takes to photograph (held at the RPC,
 * viem gave up after its 10 s).
 */
export async function holdDevnetWallet(page: Page, method: string) {
  await page.evaluate((method) => {
    let provider: Provider | undefined
    const found = (event: Event) => {
      const { detail } = event as Announcement
      if (detail.info.rdns === 'dev.ferry.devnet-wallet') provider = detail.provider
    }
    addEventListener('eip6963:announceProvider', found)
    dispatchEvent(new Event('eip6963:requestProvider'))
    removeEventListener('eip6963:announceProvider', found)
    if (!provider) throw new Error('The page announced no devnet wallet (EIP-6963) to hold')
    const answer = provider.request.bind(provider)
    const released = new Promise((resolve) => {
      Object.assign(window, { releaseDevnetWallet: resolve })
    })
    provider.request = async (args) => {
      if (args.method === method) await released
      return answer(args)
    }
  }, method)
  return () =>
    page.evaluate(() =>
      (window as unknown as { releaseDevnetWallet: () => void }).releaseDevnetWallet(),
    )
}
