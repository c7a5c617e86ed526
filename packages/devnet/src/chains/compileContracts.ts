import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'

export type CompiledContract = { abi: Abi; bytecode: Hex }
export type CompiledContracts = Record<string, CompiledContract>

const require = createRequire(import.meta.url)
const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '../..')
const contractsDir = join(packageRoot, 'contracts')
const cacheDir = join(packageRoot, '.cache')
const inProcess = new Map<string, CompiledContracts>()

function readSources(): Record<string, { content: string }> {
  const sources: Record<string, { content: string }> = {}
  for (const file of readdirSync(contractsDir)
    .filter((name) => name.endsWith('.sol'))
    .sort()) {
    sources[file] = { content: readFileSync(join(contractsDir, file), 'utf8') }
  }
  return sources
}

/** Resolves `@openzeppelin/...` imports from the installed npm package; nothing is downloaded. */
function findImport(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `not found: ${path}` }
  }
}

type Solc = { version(): string; compile(input: string, options: unknown): string }
const solc = () => require('solc') as Solc

function keyOf(sources: Record<string, { content: string }>): string {
  return createHash('sha256')
    .update(solc().version())
    .update(JSON.stringify(sources))
    .digest('hex')
    .slice(0, 16)
}

/** Identifies the current contract sources and compiler; it changes when either does. */
export function contractsKey(): string {
  return keyOf(readSources())
}

/**
 * Compiles the devnet's Solidity sources with solc-js, caching the result by a hash of the
 * sources and the compiler version, so only the first start pays for compilation.
 */
export async function compileContracts(): Promise<CompiledContracts> {
  const sources = readSources()
  const key = keyOf(sources)
  const known = inProcess.get(key)
  if (known) return known
  const cacheFile = join(cacheDir, `contracts-${key}.json`)
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as CompiledContracts
    inProcess.set(key, cached)
    return cached
  } catch {}
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc().compile(JSON.stringify(input), { import: findImport })) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
  }
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const compiled: CompiledContracts = {}
  for (const file of Object.keys(sources)) {
    for (const [name, contract] of Object.entries(output.contracts[file] ?? {})) {
      compiled[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
    }
  }
  mkdirSync(cacheDir, { recursive: true })
  // Write then rename, so a devnet starting in parallel never reads half a file.
  const partial = `${cacheFile}.${process.pid}.tmp`
  writeFileSync(partial, JSON.stringify(compiled))
  renameSync(partial, cacheFile)
  inProcess.set(key, compiled)
  return compiled
}
