import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { openPglite } from './openPglite.js'

const sharedBuffers = async (db: Awaited<ReturnType<typeof openPglite>>) =>
  (await db.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]!.shared_buffers

test('a new data folder is created (by a child process) and opened with the small buffer pool; reopened, its rows are there', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'ferry-pglite-'))
  const dataDir = join(folder, 'data')
  try {
    const first = await openPglite({ dataDir })
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true)
    expect(await sharedBuffers(first)).toBe('8MB')
    await first.exec('create table kept (value text); insert into kept values ($$journal$$)')
    await first.close()
    const again = await openPglite({ dataDir })
    expect((await again.query('select value from kept')).rows).toEqual([{ value: 'journal' }])
    await again.close()
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}, 300_000)

test('without a folder the database is in memory, with the same buffer pool', async () => {
  const db = await openPglite({})
  expect(await sharedBuffers(db)).toBe('8MB')
  await db.close()
}, 300_000)

test('in memory from a dumped database, its rows are there without an initdb of its own', async () => {
  const source = await openPglite({})
  await source.exec('create table kept (value text); insert into kept values ($$template$$)')
  const template = await source.dumpDataDir('none')
  await source.close()
  const db = await openPglite({ template })
  expect((await db.query('select value from kept')).rows).toEqual([{ value: 'template' }])
  expect(await sharedBuffers(db)).toBe('8MB')
  await db.close()
}, 300_000)
