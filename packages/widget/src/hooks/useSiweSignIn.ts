import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Address } from 'viem'
import { useAccount, useConfig } from 'wagmi'
import { signMessage } from 'wagmi/actions'
import { ferryKeys } from '../query/queries.js'
import type { SessionStore } from '../session/sessionStore.js'

export type UseSiweSignInParameters = {
  bffUrl: string
  depositor: Address
  sessions: SessionStore
  /** EVM chains the BFF serves: the message names the wallet's chain if served, else the first. */
  chainIds: readonly number[]
}

/** One signature to prove the depositor's address to the BFF, then the history reloads. */
export function useSiweSignIn({ bffUrl, depositor, sessions, chainIds }: UseSiweSignInParameters) {
  const wagmiConfig = useConfig()
  const connection = useAccount()
  const queryClient = useQueryClient()
  const [state, setState] = useState<'idle' | 'signing' | 'failed'>('idle')
  const signIn = async () => {
    if (state === 'signing') return
    setState('signing')
    try {
      const { signInWithEthereum } = await import('../session/signInWithEthereum.js')
      const chainId =
        connection.chainId !== undefined && chainIds.includes(connection.chainId)
          ? connection.chainId
          : chainIds[0]
      if (chainId === undefined) throw new Error('No EVM chain to sign in on')
      const session = await signInWithEthereum({
        bffUrl,
        address: depositor,
        chainId,
        signMessage: ({ message }) => signMessage(wagmiConfig, { account: depositor, message }),
      })
      sessions.set(depositor, session)
      setState('idle')
      await queryClient.invalidateQueries({ queryKey: ferryKeys.history(bffUrl, depositor) })
    } catch {
      setState('failed')
    }
  }
  return { signIn, state }
}
