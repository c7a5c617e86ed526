import { recoverMessageAddress, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { createDevnetWallet } from './devnetWallet.js'

// anvil's first two public test keys; they hold nothing outside a local chain
const keys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const
const accounts = keys.map((privateKey, index) => ({
  label: `Test ${index}`,
  address: privateKeyToAccount(privateKey).address,
  privateKey,
}))
const chains = [
  { id: 1, rpcUrl: 'http://127.0.0.1:1' },
  { id: 8453, rpcUrl: 'http://127.0.0.1:2' },
]

test('accounts, chain switching and account selection answer and emit like an injected wallet', async () => {
  const wallet = createDevnetWallet({ accounts, chains })
  const events: [string, unknown][] = []
  wallet.provider.on('chainChanged', (data) => events.push(['chainChanged', data]))
  wallet.provider.on('accountsChanged', (data) => events.push(['accountsChanged', data]))

  expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([
    accounts[0]!.address,
  ])
  expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe(toHex(1))
  await wallet.provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: toHex(8453) }],
  })
  expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe(toHex(8453))
  await expect(
    wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5' }] }),
  ).rejects.toMatchObject({ code: 4902 })

  wallet.selectAccount(accounts[1]!.address)
  expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([accounts[1]!.address])
  expect(events).toEqual([
    ['chainChanged', toHex(8453)],
    ['accountsChanged', [accounts[1]!.address]],
  ])
})

test('personal_sign signs with the selected account key', async () => {
  const wallet = createDevnetWallet({ accounts, chains })
  wallet.selectAccount(accounts[1]!.address)
  const message = toHex('hello ferry')
  const signature = (await wallet.provider.request({
    method: 'personal_sign',
    params: [message, accounts[1]!.address],
  })) as `0x${string}`
  expect(await recoverMessageAddress({ message: { raw: message }, signature })).toBe(
    accounts[1]!.address,
  )
})
