import { expect, test } from 'vitest'
import type { Connector } from 'wagmi'
import { walletEntries } from './walletEntries.js'

const connector = (fields: Partial<Connector> & Pick<Connector, 'id' | 'name'>) =>
  ({ type: 'injected', icon: undefined, rdns: undefined, ...fields }) as unknown as Connector

const rabby = connector({ id: 'io.rabby', name: 'Rabby Wallet', rdns: 'io.rabby', icon: 'data:,r' })
const metaMask = connector({
  id: 'io.metamask',
  name: 'MetaMask',
  rdns: 'io.metamask',
  icon: 'data:,m',
})
const generic = connector({ id: 'injected', name: 'Injected' })

const keys = (parameters: Partial<Parameters<typeof walletEntries>[0]>) =>
  walletEntries({
    connectors: [],
    recent: [],
    sdkWallets: [],
    hasInjectedProvider: true,
    ...parameters,
  }).map((entry) => entry.key)

test('each announced wallet is listed once, with its icon; a plain injected one of the same name is dropped', () => {
  const metaMaskInjected = connector({ id: 'metaMask', name: 'MetaMask' })
  const entries = walletEntries({
    connectors: [metaMaskInjected, generic, rabby, metaMask],
    recent: [],
    sdkWallets: [],
    hasInjectedProvider: true,
  })
  expect(entries.map((entry) => [entry.key, entry.kind === 'connector' && entry.icon])).toEqual([
    ['io.rabby', 'data:,r'],
    ['io.metamask', 'data:,m'],
  ])
})

test('window.ethereum is offered only when nothing announced itself and the page has one', () => {
  expect(keys({ connectors: [generic] })).toEqual(['injected'])
  expect(keys({ connectors: [generic], hasInjectedProvider: false })).toEqual([])
  expect(keys({ connectors: [generic, rabby] })).toEqual(['io.rabby'])
})

test('the recently used come first; SDK wallets follow the browser ones', () => {
  const connectors = [rabby, metaMask]
  const sdkWallets = ['walletConnect', 'baseAccount'] as const
  expect(keys({ connectors, sdkWallets })).toEqual([
    'io.rabby',
    'io.metamask',
    'walletConnect',
    'baseAccount',
  ])
  expect(keys({ connectors, sdkWallets, recent: ['baseAccount', 'io.metamask'] })).toEqual([
    'baseAccount',
    'io.metamask',
    'io.rabby',
    'walletConnect',
  ])
})

test('an SDK wallet already set up as a connector (after a first connect) is listed once', () => {
  const walletConnect = connector({
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'walletConnect',
  })
  expect(keys({ connectors: [walletConnect], sdkWallets: ['walletConnect'] })).toEqual([
    'walletConnect',
  ])
})

test('Coinbase Wallet is listed once: its SDK entry gives way to the announced extension and to its set-up connector', () => {
  const sdkWallets = ['baseAccount', 'coinbaseWallet'] as const
  expect(keys({ connectors: [rabby], sdkWallets })).toEqual([
    'io.rabby',
    'baseAccount',
    'coinbaseWallet',
  ])
  const extension = connector({
    id: 'com.coinbase.wallet',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    icon: 'data:,c',
  })
  expect(keys({ connectors: [rabby, extension], sdkWallets })).toEqual([
    'io.rabby',
    'com.coinbase.wallet',
    'baseAccount',
  ])
  // wagmi's coinbaseWallet connector, once set up by a first connect, names the same rdns.
  const setUp = connector({
    id: 'coinbaseWalletSDK',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    type: 'coinbaseWallet',
  })
  expect(keys({ connectors: [setUp], sdkWallets })).toEqual(['coinbaseWalletSDK', 'baseAccount'])
})
