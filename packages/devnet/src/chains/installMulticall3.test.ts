import { createPublicClient, defineChain, http, parseAbi } from 'viem'
import { mainnet } from 'viem/chains'
import { expect, test } from 'vitest'
import { freePort, startAnvil } from './anvil.js'
import { devnetAccounts } from './devnetAccounts.js'
import { installMulticall3, MULTICALL3_ADDRESS } from './installMulticall3.js'

test("a host's standard viem chain (multicall batching on) reads through the devnet's Multicall3", async () => {
  const anvil = await startAnvil({ chainId: 1, port: await freePort() })
  try {
    expect(await installMulticall3({ rpcUrl: anvil.rpcUrl })).toBe(MULTICALL3_ADDRESS)
    // viem's own mainnet definition names the canonical address; nothing devnet-specific.
    expect(mainnet.contracts.multicall3.address.toLowerCase()).toBe(
      MULTICALL3_ADDRESS.toLowerCase(),
    )
    const chain = defineChain({ ...mainnet, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
    const client = createPublicClient({ chain, transport: http(), batch: { multicall: true } })
    const abi = parseAbi([
      'function getEthBalance(address) view returns (uint256)',
      'function getChainId() view returns (uint256)',
    ])
    const user = devnetAccounts.users[0]!.address
    const [balance, chainId] = await client.multicall({
      allowFailure: false,
      contracts: [
        { address: MULTICALL3_ADDRESS, abi, functionName: 'getEthBalance', args: [user] },
        { address: MULTICALL3_ADDRESS, abi, functionName: 'getChainId' },
      ],
    })
    expect(balance).toBe(await client.getBalance({ address: user }))
    expect(chainId).toBe(1n)
    // A failing call inside a batch that allows failure comes back as a failure, not a revert.
    const [failed] = await client.multicall({
      contracts: [{ address: user, abi, functionName: 'getChainId' }],
    })
    expect(failed.status).toBe('failure')
  } finally {
    await anvil.stop()
  }
})
