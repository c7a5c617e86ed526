import { writeFileSync } from 'node:fs'
import { compileContracts } from '../src/chains/compileContracts.js'
import { renderAbis } from '../src/chains/renderAbis.js'

writeFileSync(
  new URL('../src/chains/abis.ts', import.meta.url),
  renderAbis(await compileContracts()),
)
