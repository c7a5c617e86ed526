import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { orderIdOf } from '@ferry/order-api'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  decodeEventLog,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  cancelVerifierAbi,
  contractWalletAbi,
  integratorRegistryAbi,
  spokeDepositAbi,
  stableTokenAbi,
} from './abis.js'
import { assertPortFree, freePort } from './anvil.js'
import { anvilsOnPort } from './anvilsOnPort.js'
import { compileContracts } from './compileContracts.js'
import { deployContractWallet } from './deployContractWallet.js'
import { renderAbis } from './renderAbis.js'
import {
  cancelDomainName,
  cancelDomainVersion,
  type DevnetChains,
  POOL_TOKEN_BALANCE,
  startChains,
  USER_TOKEN_BALANCE,
} from './startChains.js'

let chains: DevnetChains
beforeAll(async () => {
  chains = await startChains()
})
afterAll(async () => {
  await chains?.stop()
})

type WriteRequest = {
  address: Address
  abi: Abi
  functionName: string
  args: readonly unknown[]
  value?: bigint
}

function clientsFor(rpcUrl: string, privateKey: Hex) {
  const account = privateKeyToAccount(privateKey)
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ transport, pollingInterval: 20 })
  const wallet = createWalletClient({ account, transport })
  const send = async (request: WriteRequest) => {
    const hash = await wallet.writeContract({ ...request, chain: null } as never)
    return publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  }
  return { account, publicClient, wallet, send }
}

const ethereum = () => chains.spokes.find((spoke) => spoke.chainId === 1)!
const tokenOf = (symbol: string) =>
  ethereum().tokens.find((token) => token.symbol === symbol)!.address

test('the generated ABIs are those of the compiled contracts', async () => {
  const { readFileSync } = await import('node:fs')
  const generated = readFileSync(new URL('./abis.ts', import.meta.url), 'utf8')
  const fresh = renderAbis(await compileContracts())
  // abis.ts is the formatted rendering: compare the JSON content, not the whitespace.
  const squash = (text: string) => text.replace(/[\s,'"]/g, '')
  expect(squash(generated)).toBe(squash(fresh))
})

test('every spoke of the token list runs, with its tokens funded', async () => {
  expect(chains.spokes.map((spoke) => [spoke.chainId, spoke.tokens.map((t) => t.symbol)])).toEqual([
    [1, ['USDC', 'USDT', 'USDG']],
    [42161, ['USDC', 'USDT', 'USDG']],
    [8453, ['USDC']],
    [137, ['USDC', 'USDT']],
    [4663, ['USDG']],
  ])
  const base = chains.spokes.find((spoke) => spoke.chainId === 8453)!
  const { publicClient } = clientsFor(base.rpcUrl, chains.accounts.users[0]!.privateKey)
  expect(await publicClient.getChainId()).toBe(8453)
  const read = (address: Address) =>
    publicClient.readContract({
      address: base.tokens[0]!.address,
      abi: stableTokenAbi,
      functionName: 'balanceOf',
      args: [address],
    })
  expect(await read(chains.accounts.users[0]!.address)).toBe(USER_TOKEN_BALANCE)
  expect(await read(base.depositContract)).toBe(POOL_TOKEN_BALANCE)
})

test('USDT refuses to move a non-zero allowance to another non-zero value', async () => {
  const { send, publicClient, account } = clientsFor(
    ethereum().rpcUrl,
    chains.accounts.users[1]!.privateKey,
  )
  const usdt = tokenOf('USDT')
  const spender = ethereum().depositContract
  await send({ address: usdt, abi: stableTokenAbi, functionName: 'approve', args: [spender, 5n] })
  await expect(
    publicClient.simulateContract({
      account,
      address: usdt,
      abi: stableTokenAbi,
      functionName: 'approve',
      args: [spender, 7n],
    }),
  ).rejects.toThrowError(/reset the allowance to zero first/)
  await send({ address: usdt, abi: stableTokenAbi, functionName: 'approve', args: [spender, 0n] })
  await send({ address: usdt, abi: stableTokenAbi, functionName: 'approve', args: [spender, 7n] })
  expect(
    await publicClient.readContract({
      address: usdt,
      abi: stableTokenAbi,
      functionName: 'allowance',
      args: [account.address, spender],
    }),
  ).toBe(7n)
  // USDC has no such rule.
  const usdc = tokenOf('USDC')
  await send({ address: usdc, abi: stableTokenAbi, functionName: 'approve', args: [spender, 5n] })
  await send({ address: usdc, abi: stableTokenAbi, functionName: 'approve', args: [spender, 9n] })
})

test('a deposit pulls the tokens, takes the relay fee and emits the order id of depositor and nonce', async () => {
  const { send, publicClient, account } = clientsFor(
    ethereum().rpcUrl,
    chains.accounts.users[2]!.privateKey,
  )
  const usdc = tokenOf('USDC')
  const pool = ethereum().depositContract
  const before = await publicClient.readContract({
    address: usdc,
    abi: stableTokenAbi,
    functionName: 'balanceOf',
    args: [pool],
  })
  await send({
    address: usdc,
    abi: stableTokenAbi,
    functionName: 'approve',
    args: [pool, 25_000_000n],
  })
  const nonce = 987654321n
  const receipt = await send({
    address: pool,
    abi: spokeDepositAbi,
    functionName: 'deposit',
    args: [usdc, 25_000_000n, nonce],
    value: chains.relayFeeWei,
  })
  const event = decodeEventLog({ abi: spokeDepositAbi, ...receipt.logs.at(-1)! })
  expect(event.eventName).toBe('Deposited')
  expect(event.args).toMatchObject({
    orderId: orderIdOf({ depositor: account.address, nonce }),
    depositor: account.address,
    nonce,
    token: usdc,
    amount: 25_000_000n,
    relayFee: chains.relayFeeWei,
  })
  expect(
    await publicClient.readContract({
      address: usdc,
      abi: stableTokenAbi,
      functionName: 'balanceOf',
      args: [pool],
    }),
  ).toBe(before + 25_000_000n)
  expect(await publicClient.getBalance({ address: pool })).toBeGreaterThanOrEqual(
    chains.relayFeeWei,
  )

  // The same nonce again, and a wrong relay fee, are refused.
  await send({
    address: usdc,
    abi: stableTokenAbi,
    functionName: 'approve',
    args: [pool, 50_000_000n],
  })
  await expect(
    publicClient.simulateContract({
      account,
      address: pool,
      abi: spokeDepositAbi,
      functionName: 'deposit',
      args: [usdc, 1_000_000n, nonce],
      value: chains.relayFeeWei,
    }),
  ).rejects.toThrowError(/nonce already used/)
  await expect(
    publicClient.simulateContract({
      account,
      address: pool,
      abi: spokeDepositAbi,
      functionName: 'deposit',
      args: [usdc, 1_000_000n, 1n],
      value: 0n,
    }),
  ).rejects.toThrowError(/value must equal the relay fee/)
})

test('only the operator releases tokens from a deposit contract', async () => {
  const pool = ethereum().depositContract
  const usdc = tokenOf('USDC')
  const user = clientsFor(ethereum().rpcUrl, chains.accounts.users[3]!.privateKey)
  await expect(
    user.publicClient.simulateContract({
      account: user.account,
      address: pool,
      abi: spokeDepositAbi,
      functionName: 'release',
      args: [toHex(1, { size: 32 }), usdc, user.account.address, 1n, false],
    }),
  ).rejects.toThrowError(/OwnableUnauthorizedAccount/)
  const operator = clientsFor(ethereum().rpcUrl, chains.accounts.operator.privateKey)
  const before = await user.publicClient.readContract({
    address: usdc,
    abi: stableTokenAbi,
    functionName: 'balanceOf',
    args: [user.account.address],
  })
  const receipt = await operator.send({
    address: pool,
    abi: spokeDepositAbi,
    functionName: 'release',
    args: [toHex(1, { size: 32 }), usdc, user.account.address, 3n, true],
  })
  const released = receipt.logs
    .filter((log) => log.address.toLowerCase() === pool.toLowerCase())
    .map((log) => decodeEventLog({ abi: spokeDepositAbi, ...log }))
  expect(released).toMatchObject([
    {
      eventName: 'Released',
      args: {
        orderId: toHex(1, { size: 32 }),
        token: usdc,
        to: user.account.address,
        amount: 3n,
        isRefund: true,
      },
    },
  ])
  expect(
    await user.publicClient.readContract({
      address: usdc,
      abi: stableTokenAbi,
      functionName: 'balanceOf',
      args: [user.account.address],
    }),
  ).toBe(before + 3n)
})

test("the registry keeps each integrator's terms by keccak256 of its name", async () => {
  const operator = clientsFor(chains.hub.rpcUrl, chains.accounts.operator.privateKey)
  const id = keccak256(toHex('acme'))
  const read = () =>
    operator.publicClient.readContract({
      address: chains.hub.registry,
      abi: integratorRegistryAbi,
      functionName: 'getIntegrator',
      args: [id],
    })
  expect(await read()).toEqual([0, 0, '0x0000000000000000000000000000000000000000', false, false])
  await operator.send({
    address: chains.hub.registry,
    abi: integratorRegistryAbi,
    functionName: 'setIntegrator',
    args: [id, 10, 25, chains.accounts.commissionWallet.address, true],
  })
  expect(await read()).toEqual([10, 25, chains.accounts.commissionWallet.address, true, true])
})

test('a cancel counts when signed by the depositor or the delegate, once per nonce', async () => {
  const operator = clientsFor(chains.hub.rpcUrl, chains.accounts.operator.privateKey)
  const depositor = privateKeyToAccount(chains.accounts.users[0]!.privateKey)
  const delegate = privateKeyToAccount(chains.accounts.delegate.privateKey)
  const stranger = privateKeyToAccount(chains.accounts.users[5]!.privateKey)
  const domain = {
    name: cancelDomainName,
    version: cancelDomainVersion,
    chainId: chains.hub.chainId,
    verifyingContract: chains.hub.cancelVerifier,
  }
  const rootIntentId = keccak256(toHex('root'))
  const sign = (signer: typeof depositor, nonce: bigint) =>
    signer.signTypedData({
      domain,
      primaryType: 'OrderDelegateV2Cancel',
      types: {
        OrderDelegateV2Cancel: [
          { name: 'nonce', type: 'uint256' },
          { name: 'rootIntentId', type: 'bytes32' },
        ],
      },
      message: { nonce, rootIntentId },
    })
  const cancel = async (signer: typeof depositor, nonce: bigint) =>
    operator.send({
      address: chains.hub.cancelVerifier,
      abi: cancelVerifierAbi,
      functionName: 'cancel',
      args: [depositor.address, nonce, rootIntentId, await sign(signer, nonce)],
    })
  const simulate = async (signer: typeof depositor, nonce: bigint) =>
    operator.publicClient.simulateContract({
      account: operator.account,
      address: chains.hub.cancelVerifier,
      abi: cancelVerifierAbi,
      functionName: 'cancel',
      args: [depositor.address, nonce, rootIntentId, await sign(signer, nonce)],
    })
  const receipt = await cancel(depositor, 1n)
  expect(decodeEventLog({ abi: cancelVerifierAbi, ...receipt.logs[0]! }).args).toMatchObject({
    rootIntentId,
    depositor: depositor.address,
    nonce: 1n,
    signer: depositor.address,
  })
  await cancel(delegate, 2n)
  await expect(simulate(depositor, 1n)).rejects.toThrowError(/nonce already used/)
  await expect(simulate(stranger, 3n)).rejects.toThrowError(/neither depositor nor delegate/)
  for (const signer of [depositor, delegate, stranger]) {
    const recovered = await operator.publicClient.readContract({
      address: chains.hub.cancelVerifier,
      abi: cancelVerifierAbi,
      functionName: 'recoverCancelSigner',
      args: [4n, rootIntentId, await sign(signer, 4n)],
    })
    expect(recovered).toBe(signer.address)
  }
})

test('a contract wallet executes calls for its owner only, and can be a depositor', async () => {
  const owner = clientsFor(ethereum().rpcUrl, chains.accounts.users[4]!.privateKey)
  const contractWallet = await deployContractWallet({
    rpcUrl: ethereum().rpcUrl,
    ownerPrivateKey: chains.accounts.users[4]!.privateKey,
  })
  expect(await owner.publicClient.getCode({ address: contractWallet })).not.toBe('0x')
  const other = clientsFor(ethereum().rpcUrl, chains.accounts.users[5]!.privateKey)
  await expect(
    other.publicClient.simulateContract({
      account: other.account,
      address: contractWallet,
      abi: contractWalletAbi,
      functionName: 'execute',
      args: [owner.account.address, 0n, '0x'],
    }),
  ).rejects.toThrowError(/not the owner/)

  // The owner funds the wallet, which approves and deposits as the depositor of its own order.
  const usdc = tokenOf('USDC')
  const pool = ethereum().depositContract
  await owner.send({
    address: usdc,
    abi: stableTokenAbi,
    functionName: 'transfer',
    args: [contractWallet, 7_000_000n],
  })
  const execute = (to: Address, data: Hex, value = 0n) =>
    owner.send({
      address: contractWallet,
      abi: contractWalletAbi,
      functionName: 'execute',
      args: [to, value, data],
      value,
    })
  await execute(
    usdc,
    encodeFunctionData({ abi: stableTokenAbi, functionName: 'approve', args: [pool, 7_000_000n] }),
  )
  const nonce = 42n
  const receipt = await execute(
    pool,
    encodeFunctionData({
      abi: spokeDepositAbi,
      functionName: 'deposit',
      args: [usdc, 7_000_000n, nonce],
    }),
    chains.relayFeeWei,
  )
  const deposited = receipt.logs
    .filter((log) => log.address.toLowerCase() === pool.toLowerCase())
    .map((log) => decodeEventLog({ abi: spokeDepositAbi, ...log }))
  expect(deposited).toHaveLength(1)
  expect(deposited[0]!.args).toMatchObject({
    orderId: orderIdOf({ depositor: contractWallet, nonce }),
    depositor: contractWallet,
    token: usdc,
    amount: 7_000_000n,
  })
})

test('stop ends every anvil, and with a state folder a restart keeps contracts and balances', async () => {
  const stateDir = mkdtempSync(join(tmpdir(), 'ferry-chains-'))
  try {
    const first = await startChains({ stateDir })
    const base = first.spokes.find((spoke) => spoke.chainId === 8453)!
    const user = clientsFor(base.rpcUrl, first.accounts.users[0]!.privateKey)
    await user.send({
      address: base.tokens[0]!.address,
      abi: stableTokenAbi,
      functionName: 'transfer',
      args: [first.accounts.users[1]!.address, 123n],
    })
    await first.stop()
    const ports = [first.hub, ...first.spokes].map((chain) => Number(new URL(chain.rpcUrl).port))
    expect(new Set(ports).size).toBe(6)
    expect(ports.flatMap(anvilsOnPort)).toEqual([])
    const second = await startChains({ stateDir })
    const again = second.spokes.find((spoke) => spoke.chainId === 8453)!
    expect(again.tokens[0]!.address).toBe(base.tokens[0]!.address)
    const reader = clientsFor(again.rpcUrl, second.accounts.users[0]!.privateKey)
    expect(
      await reader.publicClient.readContract({
        address: again.tokens[0]!.address,
        abi: stableTokenAbi,
        functionName: 'balanceOf',
        args: [second.accounts.users[1]!.address],
      }),
    ).toBe(USER_TOKEN_BALANCE + 123n)
    await second.stop()
  } finally {
    rmSync(stateDir, { recursive: true, force: true })
  }
})

/** A first port whose five successors are free too, at the time of asking. */
async function consecutiveFreePorts(): Promise<number> {
  for (;;) {
    const base = await freePort()
    if (base > 65_000) continue
    const rest = [1, 2, 3, 4, 5].map((offset) => assertPortFree(base + offset))
    if ((await Promise.allSettled(rest)).every((result) => result.status === 'fulfilled'))
      return base
  }
}

test('a base port gives six consecutive ports, hub last; a busy one is refused and nothing is left running', async () => {
  const base = await consecutiveFreePorts()
  const blocker = createServer()
  await new Promise<void>((resolve) => blocker.listen(base + 3, '127.0.0.1', resolve))
  try {
    await expect(startChains({ ports: base })).rejects.toThrowError(`port ${base + 3}`)
  } finally {
    await new Promise((resolve) => blocker.close(resolve))
  }
  const others = [0, 1, 2, 4, 5].map((offset) => base + offset)
  expect(others.flatMap(anvilsOnPort)).toEqual([])

  // Another process may take one of these ports meanwhile: then try again from a fresh base.
  let started: DevnetChains | undefined
  let first = base
  for (let attempt = 0; !started; attempt++) {
    try {
      started = await startChains({ ports: first })
    } catch (error) {
      if (attempt === 2 || !String(error).includes('in use')) throw error
      first = await consecutiveFreePorts()
    }
  }
  const ports = [...started.spokes, started.hub].map((chain) => Number(new URL(chain.rpcUrl).port))
  expect(ports).toEqual([0, 1, 2, 3, 4, 5].map((offset) => first + offset))
  expect(started.spokes.map((spoke) => spoke.chainId)).toEqual([1, 42161, 8453, 137, 4663])
  await started.stop()
})

test('a state folder whose contracts were built from other sources is deployed afresh', async () => {
  const stateDir = mkdtempSync(join(tmpdir(), 'ferry-chains-'))
  try {
    const first = await startChains({ stateDir })
    const before = first.spokes.find((spoke) => spoke.chainId === 8453)!.tokens[0]!.address
    await first.stop()
    // As if a contract had changed since the folder was written.
    const manifestPath = join(stateDir, 'manifest.json')
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
    writeFileSync(manifestPath, JSON.stringify({ ...manifest, contractsKey: 'other sources' }))
    const second = await startChains({ stateDir })
    try {
      const base = second.spokes.find((spoke) => spoke.chainId === 8453)!
      expect(base.tokens[0]!.address).not.toBe(before)
      const reader = clientsFor(base.rpcUrl, second.accounts.users[0]!.privateKey)
      expect(
        await reader.publicClient.readContract({
          address: base.tokens[0]!.address,
          abi: stableTokenAbi,
          functionName: 'balanceOf',
          args: [base.depositContract],
        }),
      ).toBe(POOL_TOKEN_BALANCE)
      expect(JSON.parse(readFileSync(manifestPath, 'utf8')).contractsKey).not.toBe('other sources')
    } finally {
      await second.stop()
    }
  } finally {
    rmSync(stateDir, { recursive: true, force: true })
  }
})
