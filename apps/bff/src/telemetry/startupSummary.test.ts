import { expect, test } from 'vitest'
import { liveEnvironment } from '../../test/liveEnvironment.js'
import { parseConfig } from '../config/config.js'
import { cancelDomainWarning, publishedAddressWarnings, startupSummary } from './startupSummary.js'

const chain = {
  id: 1,
  name: 'Ethereum',
  family: 'evm',
  explorerUrl: 'https://etherscan.io',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

test('the start-up line names mode, chains, journal, public order URL, Redis and metrics, without credentials', () => {
  const config = parseConfig({
    ...liveEnvironment,
    CHAINS: JSON.stringify([{ ...chain, rpcUrl: 'https://rpc.example' }]),
    DATABASE_URL: 'postgres://ferry:secret@db.internal:5432/ferry',
    REDIS_URL: 'redis://:hunter2@cache:6379/0',
  })
  const { line, fields } = startupSummary({
    config,
    chains: config.chains,
    url: 'http://127.0.0.1:8787',
    publicOrderUrl: 'https://orders.example',
    metricsUrl: 'http://127.0.0.1:9464/metrics',
  })
  expect(fields).toEqual({
    url: 'http://127.0.0.1:8787',
    mode: 'live',
    chains: 1,
    journal: 'postgres db.internal:5432',
    publicOrder: 'https://orders.example',
    redis: 'cache:6379',
    metrics: 'http://127.0.0.1:9464/metrics',
  })
  expect(line).toBe(
    'Ferry BFF live on http://127.0.0.1:8787: 1 chains, journal postgres db.internal:5432, public order URL https://orders.example, Redis cache:6379, metrics http://127.0.0.1:9464/metrics',
  )
  expect(line).not.toMatch(/secret|hunter2/)
  const memory = parseConfig({ ...liveEnvironment, JOURNAL: 'memory', METRICS_PORT: 'off' })
  expect(
    startupSummary({ config: memory, chains: [], url: 'http://h:1', publicOrderUrl: undefined })
      .fields,
  ).toMatchObject({ journal: 'memory', publicOrder: 'off', redis: 'off', metrics: 'off' })
})

test('a loopback, private or internal address published to browsers is warned about, in live mode', () => {
  const config = parseConfig({
    ...liveEnvironment,
    CHAINS: JSON.stringify([
      { ...chain, rpcUrl: 'http://127.0.0.1:8545' },
      { ...chain, id: 10, rpcUrl: 'https://mainnet.optimism.io', explorerUrl: 'http://explorer' },
      { ...chain, id: 8453, rpcUrl: 'https://base.example' },
    ]),
  })
  const warnings = publishedAddressWarnings({
    config,
    chains: config.chains,
    publicOrderUrl: 'http://10.0.0.5:8080',
  })
  expect(warnings).toEqual([
    'PUBLIC_ORDER_URL (http://10.0.0.5:8080) is a loopback or private address, yet it is published to browsers: they will not reach it',
    'the RPC of chain 1 (http://127.0.0.1:8545) is a loopback or private address, yet it is published to browsers: they will not reach it',
    'the explorer of chain 10 (http://explorer) names an internal host, yet it is published to browsers: they will not reach it',
  ])
  expect(
    publishedAddressWarnings({
      config: { ...config, mode: 'devnet' },
      chains: config.chains,
      publicOrderUrl: undefined,
    }),
  ).toEqual([])
})

test('a live BFF without CANCEL_DOMAIN warns that the widget offers no cancel; with one, or on the devnet, nothing', () => {
  const { CANCEL_DOMAIN: _, ...withoutDomain } = liveEnvironment
  expect(cancelDomainWarning(parseConfig(withoutDomain))).toMatch(
    /^CANCEL_DOMAIN is not set: the widget offers no cancel/,
  )
  expect(cancelDomainWarning(parseConfig(liveEnvironment))).toBeUndefined()
  expect(cancelDomainWarning({ mode: 'devnet' })).toBeUndefined()
})
