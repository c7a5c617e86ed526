import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { documentedRoutes } from '../routes/routeList.js'
import { routeLabel, withRouteTable } from './routeTable.js'

const interfaces = readFileSync(new URL('../../../../docs/interfaces.md', import.meta.url), 'utf8')
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

test('the route table of docs/interfaces.md is the one generated from the route declarations (pnpm --filter @ferry/bff openapi)', () => {
  expect(interfaces).toEqual(withRouteTable(interfaces))
})

test('every declared route has a row in the BFF README', () => {
  const missing = documentedRoutes()
    .map(routeLabel)
    .filter((label) => !readme.includes(`\`${label}\``))
  expect(missing).toEqual([])
})
