import { useAllMessages } from '../i18n/useAllMessages.js'

/** A connected wallet of the deposit's family, offered beside the copy-paste instructions. */
export type SendFromWalletProps = {
  /** The wallet's name, as its adapter gives it (`TronLink`). */
  walletName: string
  /** The wallet is being asked, or the transfer is on its way: the button waits. */
  busy: boolean
  /** The transfer left the wallet: its hash. */
  txHash?: string | undefined
  /** Why the last transfer from the wallet failed. */
  error?: string | undefined
  onSend: () => void
}

/**
 * "Send from <wallet>": the one-click path of a deposit address (TRON, Bitcoin). The copy-paste
 * instructions stay below it for exchanges and wallets the widget cannot reach.
 */
export function SendFromWallet(props: SendFromWalletProps) {
  const t = useAllMessages()
  if (props.txHash !== undefined)
    return (
      <p className="ferry-note" role="status">
        {t.familyWallet.sent}: <span data-testid="family-transfer-hash">{props.txHash}</span>
      </p>
    )
  return (
    <div className="ferry-family-wallet">
      <button type="button" className="ferry-primary" disabled={props.busy} onClick={props.onSend}>
        {props.busy
          ? t.familyWallet.sending(props.walletName)
          : t.familyWallet.sendFrom(props.walletName)}
      </button>
      {props.error ? (
        <p className="ferry-error" role="alert">
          {props.error}
        </p>
      ) : null}
      <p className="ferry-note">{t.familyWallet.orByHand}</p>
    </div>
  )
}
