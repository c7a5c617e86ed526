import { randomBytes } from 'node:crypto'
import { openSqlClient } from '@ferry/bff'
import { expect, test } from 'vitest'
import { usdcQuotePath } from './quotes.js'
import { useCluster } from './useCluster.js'

const c = useCluster()
const fallbackOf = async (url: string) =>
  Number(
    /^ferry_bff_shared_state_fallback (\d+)/m.exec(
      await (await fetch(`${url}/metrics`)).text(),
    )?.[1],
  )

test('Redis stopped mid-way: every instance keeps serving on local fallbacks and says so in its metrics, a build meanwhile is journaled, and sharing resumes when Redis is back', async () => {
  await c.stopRedis()
  try {
    // Each instance, asked directly, still quotes.
    for (const [index, url] of c.instanceUrls.entries()) {
      const quote = await c.untilAdmitted(() =>
        fetch(`${url}${usdcQuotePath(c.devnet)}`, {
          headers: { origin: 'https://dapp.example', 'x-forwarded-for': `10.8.0.${index}` },
        }),
      )
      expect(quote.status).toBe(200)
      await expect.poll(() => fallbackOf(url), { timeout: 15_000 }).toBe(1)
    }
    const quote = await (
      await c.untilAdmitted(() => c.request(usdcQuotePath(c.devnet), { client: '10.8.1.1' }))
    ).json()
    const depositor = `0x${randomBytes(20).toString('hex')}`
    const build = await c.untilAdmitted(() =>
      c.request('/api/v2/build', { json: { ...quote.build, depositor }, client: '10.8.1.1' }),
    )
    expect(build.status).toBe(200)
    const { orderId } = await build.json()
    const sql = await openSqlClient({ databaseUrl: c.postgresUrl })
    try {
      const rows = await sql.query<{ status: string; order_id: string }>(
        'select status, order_id from build_attempts where depositor = $1',
        [depositor],
      )
      expect(rows.rows).toEqual([{ status: 'succeeded', order_id: orderId.toLowerCase() }])
    } finally {
      await sql.close()
    }
  } finally {
    await c.startRedis()
  }
  for (const url of c.instanceUrls) {
    await expect
      .poll(
        async () => {
          await fetch(`${url}${usdcQuotePath(c.devnet)}`, {
            headers: { origin: 'https://dapp.example', 'x-forwarded-for': '10.8.2.1' },
          })
          return fallbackOf(url)
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(0)
  }
}, 120_000)
