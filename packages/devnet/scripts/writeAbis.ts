import { writeFileSync } from 'node:fs'
import { compileContracts } from '../src/chains/compileContracts.js'
import { renderAbis } from '../src/chains/renderAbis.js'

writeFileSync('src/chains/abis.js', renderAbis(await compileContracts()))
