import type { ErrorWords } from './errorWordsEn.js'

export const errorWordsDe: ErrorWords = {
  next: {
    'try-again': 'Bitte versuchen Sie es erneut.',
    'try-later': 'Bitte versuchen Sie es in ein paar Minuten erneut.',
    'new-quote': 'Holen Sie ein neues Angebot.',
    'other-route': 'Wählen Sie eine andere Route oder einen anderen Betrag.',
    'check-details': 'Prüfen Sie die Angaben und versuchen Sie es erneut.',
    'check-history': 'Sehen Sie vor einem neuen Versuch in Ihren Auftragsverlauf.',
    'check-wallet': 'Prüfen Sie Ihre Wallet und versuchen Sie es dann erneut.',
    'tell-site': 'Informieren Sie den Betreiber dieser Website.',
    retrying: 'Neuer Versuch in Kürze.',
  },
  service: {
    maintenance: 'Der Tauschdienst wird gerade gewartet.',
    rate_limited: 'Beim Tauschdienst sind gerade zu viele Anfragen eingegangen.',
    quote_not_found: 'Der Tauschdienst kennt dieses Angebot nicht mehr.',
    quote_expired: 'Dieses Angebot ist abgelaufen.',
    cannot_fill: 'Derzeit kann kein Solver diesen Tausch ausführen.',
    broadcast_failed: 'Der Tauschdienst konnte die Transaktion nicht übertragen.',
    deposit_recorded_failed:
      'Ihre Einzahlung wurde übermittelt, aber der Tauschdienst konnte sie nicht erfassen. Senden Sie sie nicht erneut.',
    validation: 'Der Tauschdienst hat die Angaben dieses Tauschs nicht akzeptiert.',
  },
  v2: {
    wrong_path: 'Der Tauschdienst wurde unter der Adresse dieser Website nicht gefunden.',
    validation: 'Der Tauschdienst hat die Angaben dieses Tauschs nicht akzeptiert.',
    malformed_json: 'Der Tauschdienst konnte die Anfrage dieser App nicht lesen.',
    unsupported_token: 'Der Tauschdienst tauscht einen dieser Token nicht.',
    below_minimum: 'Dieser Betrag liegt unter dem Minimum des Tauschdienstes.',
    amount_too_small: 'Dieser Betrag ist zu klein, um nach Abzug der Gebühren etwas zuzustellen.',
    terms_mismatch:
      'Die Gebührenbedingungen dieses Angebots passen nicht mehr zu denen des Dienstes.',
    recipient_required: 'Dieser Tausch braucht eine Empfangs- und eine Rückerstattungsadresse.',
    tron_account_not_activated:
      'Diese TRON-Adresse ist noch nicht aktiviert: Sie muss zuerst etwas TRX empfangen.',
    invalid_recipient:
      'Die Empfangs- oder Rückerstattungsadresse kann diesen Token nicht empfangen.',
    bad_request: 'Der Tauschdienst hat diese Anfrage nicht akzeptiert.',
    missing_key: 'Der Zugangsschlüssel dieser Website für den Tauschdienst fehlt.',
    unknown_key: 'Der Tauschdienst erkennt den Zugangsschlüssel dieser Website nicht.',
    integrator_disabled: 'Der Zugang dieser Website zum Tauschdienst ist abgeschaltet.',
    integrator_misconfigured:
      'Das Konto dieser Website beim Tauschdienst ist nicht richtig eingerichtet.',
    same_asset: 'Diese beiden Token sind derselbe Vermögenswert; es gibt nichts zu tauschen.',
    order_not_found: 'Der Tauschdienst kennt diesen Auftrag nicht.',
    not_found: 'Der Tauschdienst hat das Angefragte nicht gefunden.',
    too_large: 'Dieser Betrag ist höher, als der Tauschdienst auf einmal annimmt.',
    terms_expired: 'Dieser Preis ist abgelaufen.',
    not_published:
      'Dieser Auftrag kann nicht storniert werden, bevor der Dienst ihn veröffentlicht hat.',
    rate_limited: 'Beim Tauschdienst sind gerade zu viele Anfragen eingegangen.',
    internal: 'Im Tauschdienst ist ein interner Fehler aufgetreten.',
    deployment_unsupported: 'Der Tauschdienst bietet dies hier nicht an.',
    chain_read_failed: 'Der Tauschdienst konnte die Chain gerade nicht lesen.',
    cancel_rejected: 'Die Stornierung wurde auf der Chain nicht angenommen.',
    maintenance: 'Der Tauschdienst wird gerade gewartet.',
    terms_unreadable: 'Der Tauschdienst kann seine Gebührenbedingungen gerade nicht lesen.',
    solver_unavailable: 'Derzeit bedient kein Solver diese Richtung.',
    pricing_unavailable: 'Der Tauschdienst kann diesen Token gerade nicht bepreisen.',
    degraded: 'Der Tauschdienst läuft mit Problemen.',
    service_unavailable: 'Der Tauschdienst ist nicht verfügbar.',
    unknown: 'Der Tauschdienst hat mit einem Fehler geantwortet.',
  },
  serviceRefused: 'Der Tauschdienst hat diesen Tausch abgelehnt.',
  timeout: 'Der Tauschdienst hat zu lange für die Antwort gebraucht.',
  network: 'Der Tauschdienst war nicht erreichbar.',
  aborted: 'Die Anfrage wurde abgebrochen.',
  badResponse: 'Der Tauschdienst hat so geantwortet, dass diese App es nicht versteht.',
  amount: 'Dieser Betrag ist nicht lesbar.',
  address: 'Diese Adresse ist auf ihrer Chain ungültig.',
  request: 'Diese Anfrage kann so nicht gesendet werden.',
  unsafePlan:
    'Die Einzahlungsschritte dieser Route sind nicht sicher ausführbar; es wurde nichts gesendet.',
  originRefused: 'Diese Website darf diesen Tauschdienst nicht nutzen.',
  configUnavailable: 'Der Tauschdienst ist nicht verfügbar.',
  signIn: 'Die Anmeldung wurde nicht abgeschlossen.',
  run: {
    needsSolanaWallet: 'Diese Route braucht eine Solana-Wallet, die diese App nicht verbindet.',
    planExpired: 'Dieser Preis ist abgelaufen. Ein neues Angebot ist unterwegs.',
    askedBefore:
      'Ihre Wallet wurde bereits um diese Einzahlung gebeten. Prüfen Sie ihre Aktivität, bevor Sie es erneut versuchen.',
    approvalFailed:
      'Eine Genehmigung ist auf der Chain fehlgeschlagen; es wurde nichts eingezahlt.',
    depositReverted:
      'Die Einzahlung wurde auf der Chain rückgängig gemacht; Ihre Token wurden nicht bewegt.',
    batchFailed:
      'Freigabe und Einzahlung sind gemeinsam auf der Chain fehlgeschlagen; es wurde nichts eingezahlt.',
    batchRefused:
      'Deine Wallet konnte Freigabe und Einzahlung nicht zusammen senden. Versuche es erneut: Sie werden einzeln abgefragt.',
    notOffered:
      'Diese Route nimmt von dieser Chain keine Einzahlung an; wählen Sie eine andere Route.',
    walletChanged: 'Die verbundene Wallet ist nicht die, für die dieses Angebot erstellt wurde.',
    noAddress: 'Verbinden Sie Ihre Wallet oder geben Sie die Rückerstattungsadresse ein.',
    badHash: 'Das ist kein Transaktions-Hash dieser Chain (64 Hexadezimalzeichen).',
    needsOtherWallet: 'Diese Route wird aus einer Wallet anderer Art als der verbundenen bezahlt.',
    nativeTooLow:
      'Ihre Wallet hat zu wenig von der eigenen Münze der Chain für diese Einzahlung und ihre Netzwerkgebühr.',
    unsupportedStep: 'Ihre Wallet kann einen Schritt nicht ausführen, den diese Route braucht.',
  },
  mismatch: {
    unreadable:
      'Eine Transaktion, die diese App an Ihre Wallet senden wollte, ist nicht die erwartete Freigabe oder Einzahlung. Ihrer Wallet wurde nichts gesendet.',
    chain:
      'Eine Transaktion, die diese App senden wollte, geht an eine andere Chain als die Ihres Angebots. Ihrer Wallet wurde nichts gesendet.',
    approve_token:
      'Die Freigabe, die diese App anfordern wollte, gilt einem anderen Token als dem, den Sie ausgeben. Ihrer Wallet wurde nichts gesendet.',
    spender:
      'Die Freigabe, die diese App anfordern wollte, ließe einen anderen Vertrag als den der Einzahlung Ihre Token nehmen. Ihrer Wallet wurde nichts gesendet.',
    approve_amount:
      'Die Freigabe, die diese App anfordern wollte, erlaubt mehr, als diese Einzahlung braucht. Ihrer Wallet wurde nichts gesendet.',
    token:
      'Die Einzahlung, die diese App senden wollte, bewegt einen anderen Token als den Ihres Angebots. Ihrer Wallet wurde nichts gesendet.',
    amount:
      'Die Einzahlung, die diese App senden wollte, bewegt einen anderen Betrag als den Ihres Angebots. Ihrer Wallet wurde nichts gesendet.',
    value:
      'Die Einzahlung, die diese App senden wollte, zahlt eine andere Gebühr in der Münze der Chain, als der Einzahlungsvertrag verlangt. Ihrer Wallet wurde nichts gesendet.',
    depositor:
      'Die Einzahlung, die diese App senden wollte, gilt einer anderen Wallet oder Order als Ihrer. Ihrer Wallet wurde nichts gesendet.',
    payout:
      'Diese Order würde an eine andere Adresse auszahlen als die, die Sie gewählt haben. Ihrer Wallet wurde nichts gesendet.',
    refund:
      'Diese Order würde an eine andere Adresse erstatten als die, die Sie gewählt haben. Ihrer Wallet wurde nichts gesendet.',
    receive:
      'Diese Order würde einen anderen Token oder auf einer anderen Chain auszahlen als Ihr Angebot. Ihrer Wallet wurde nichts gesendet.',
    deadline:
      'Die Frist dieser Order liegt später, als der Swap-Dienst sie geben kann. Ihrer Wallet wurde nichts gesendet.',
    deposit_address:
      'Die für diesen Swap angezeigte Einzahlungsadresse ist keine, an der der Dienst empfangen kann. Ihrer Wallet wurde nichts gesendet.',
    memo: 'Die Überweisung trägt ein Memo, für das diese Chain keinen Platz hat. Ihrer Wallet wurde nichts gesendet.',
  },
  limits: {
    minimum: (amount: string) => `Das Minimum beträgt ${amount}`,
    maximum: (amount: string) => `Das Maximum beträgt ${amount}`,
  },
}
