import { expect, inject, test } from 'vitest'
import { ConfigError } from '../config/config.js'
import { devnetBffConfig } from './bffEnvironmentForDevnet.js'

const devnet = inject('devnet')

test('pnpm start takes every setting from the environment over the devnet defaults', () => {
  const plain = devnetBffConfig({ devnet, environment: {} })
  expect(plain.allowedOrigins).toEqual(['http://127.0.0.1:8787', 'http://localhost:8787'])
  expect(plain.mode).toBe('devnet')
  // The stand-in's public order read is published though its address is loopback.
  expect(plain.publicOrderUrl).toBe(devnet.serviceUrl)
  expect(devnetBffConfig({ devnet, environment: { PUBLIC_ORDER_URL: 'off' } }).publicOrderUrl).toBe(
    null,
  )
  const moved = devnetBffConfig({
    devnet,
    environment: { PORT: '9100', POLL_INTERVAL_MS: '2000', UNRELATED: 'x' },
  })
  expect(moved.port).toBe(9100)
  expect(moved.allowedOrigins).toEqual(['http://127.0.0.1:9100', 'http://localhost:9100'])
  expect(moved.pollIntervalMs).toBe(2000)
  const host = devnetBffConfig({
    devnet,
    environment: { ALLOWED_ORIGINS: 'http://127.0.0.1:8787,https://dapp.example' },
  })
  expect(host.allowedOrigins).toContain('https://dapp.example')
})

test('a bad ALLOWED_ORIGINS stops pnpm start with the variable named', () => {
  for (const bad of ['*', 'https://dapp.example/', 'dapp.example'])
    expect(() => devnetBffConfig({ devnet, environment: { ALLOWED_ORIGINS: bad } })).toThrowError(
      ConfigError,
    )
  expect(() => devnetBffConfig({ devnet, environment: { ALLOWED_ORIGINS: '*' } })).toThrowError(
    /ALLOWED_ORIGINS/,
  )
})
