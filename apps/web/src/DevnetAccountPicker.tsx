import type { FerryConfig } from '@ferry/widget'
import { useState } from 'react'
import type { DevnetWallet } from './devnetWallet.js'

/**
 * The devnet page's account picker: which devnet account the devnet wallet signs with. Loaded
 * with the devnet wallet, so a live page's first load does not carry it.
 */
export function DevnetAccountPicker(props: {
  wallet: DevnetWallet
  accounts: NonNullable<FerryConfig['devnet']>['accounts']
}) {
  const [address, setAddress] = useState(props.wallet.account.address)
  return (
    <label className="devnet">
      Devnet wallet account{' '}
      <select
        value={address}
        onChange={(event) => {
          const next = event.target.value as `0x${string}`
          props.wallet.selectAccount(next)
          setAddress(next)
        }}
      >
        {props.accounts.map((account) => (
          <option key={account.address} value={account.address}>
            {account.label} · {account.address.slice(0, 8)}…
          </option>
        ))}
      </select>
    </label>
  )
}
