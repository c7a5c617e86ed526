import type { ErrorWords } from './errorWordsEn.js'

export const errorWordsEs: ErrorWords = {
  next: {
    'try-again': 'Vuelve a intentarlo.',
    'try-later': 'Vuelve a intentarlo en unos minutos.',
    'new-quote': 'Pide una nueva cotización.',
    'other-route': 'Elige otra ruta u otro importe.',
    'check-details': 'Revisa los datos y vuelve a intentarlo.',
    'check-history': 'Consulta tu historial de órdenes antes de volver a intentarlo.',
    'check-wallet': 'Revisa tu billetera y vuelve a intentarlo.',
    'tell-site': 'Avisa al propietario de este sitio.',
    retrying: 'Lo intentamos de nuevo en breve.',
  },
  service: {
    maintenance: 'El servicio de intercambio está en mantenimiento.',
    rate_limited: 'El servicio de intercambio acaba de recibir demasiadas solicitudes.',
    quote_not_found: 'El servicio de intercambio ya no conoce esta cotización.',
    quote_expired: 'Esta cotización caducó.',
    cannot_fill: 'Ningún solver puede completar este intercambio ahora.',
    broadcast_failed: 'El servicio de intercambio no pudo difundir la transacción.',
    deposit_recorded_failed:
      'Tu depósito se envió, pero el servicio de intercambio no pudo registrarlo. No lo vuelvas a enviar.',
    validation: 'El servicio de intercambio no aceptó los datos de este intercambio.',
  },
  v2: {
    wrong_path: 'No se encontró el servicio de intercambio en la dirección de este sitio.',
    validation: 'El servicio de intercambio no aceptó los datos de este intercambio.',
    malformed_json: 'El servicio de intercambio no pudo leer la solicitud de esta aplicación.',
    unsupported_token: 'El servicio de intercambio no intercambia uno de estos tokens.',
    below_minimum: 'Este importe es inferior al mínimo que acepta el servicio de intercambio.',
    amount_too_small:
      'Este importe es demasiado pequeño para entregar algo después de las comisiones.',
    terms_mismatch:
      'Las condiciones de comisión de esta cotización ya no coinciden con las del servicio.',
    recipient_required: 'Este intercambio necesita una dirección de pago y una de reembolso.',
    tron_account_not_activated:
      'Esa dirección de TRON aún no está activada: primero debe recibir algo de TRX.',
    invalid_recipient: 'La dirección de pago o de reembolso no puede recibir este token.',
    bad_request: 'El servicio de intercambio no aceptó esta solicitud.',
    missing_key: 'Falta la clave de acceso de este sitio al servicio de intercambio.',
    unknown_key: 'El servicio de intercambio no reconoce la clave de acceso de este sitio.',
    integrator_disabled: 'El acceso de este sitio al servicio de intercambio está desactivado.',
    integrator_misconfigured:
      'La cuenta de este sitio en el servicio de intercambio no está bien configurada.',
    same_asset: 'Estos dos tokens son el mismo activo; no hay nada que intercambiar.',
    order_not_found: 'El servicio de intercambio no conoce esta orden.',
    not_found: 'El servicio de intercambio no encontró lo que se pidió.',
    too_large: 'Este importe supera lo que el servicio de intercambio acepta de una vez.',
    terms_expired: 'Este precio caducó.',
    not_published: 'Esta orden no se puede cancelar antes de que el servicio la publique.',
    rate_limited: 'El servicio de intercambio acaba de recibir demasiadas solicitudes.',
    internal: 'El servicio de intercambio tuvo un error propio.',
    deployment_unsupported: 'El servicio de intercambio no ofrece esto aquí.',
    chain_read_failed: 'El servicio de intercambio no pudo leer la cadena en este momento.',
    cancel_rejected: 'La cancelación no se aceptó en la cadena.',
    maintenance: 'El servicio de intercambio está en mantenimiento.',
    terms_unreadable: 'El servicio de intercambio no puede leer sus condiciones de comisión ahora.',
    solver_unavailable: 'Ningún solver puede atender esta dirección ahora.',
    pricing_unavailable: 'El servicio de intercambio no puede poner precio a este token ahora.',
    degraded: 'El servicio de intercambio funciona con problemas.',
    service_unavailable: 'El servicio de intercambio no está disponible.',
    unknown: 'El servicio de intercambio respondió con un error.',
  },
  serviceRefused: 'El servicio de intercambio rechazó este intercambio.',
  timeout: 'El servicio de intercambio tardó demasiado en responder.',
  network: 'No se pudo contactar con el servicio de intercambio.',
  aborted: 'La solicitud se canceló.',
  badResponse: 'El servicio de intercambio respondió de una forma que esta aplicación no entiende.',
  amount: 'No se puede leer ese importe.',
  address: 'Esa dirección no es válida en su red.',
  request: 'Esta solicitud no se puede enviar así.',
  unsafePlan: 'Los pasos de depósito de esta ruta no son seguros; no se envió nada.',
  originRefused: 'Este sitio no tiene permiso para usar este servicio de intercambio.',
  configUnavailable: 'El servicio de intercambio no está disponible.',
  signIn: 'El inicio de sesión no se completó.',
  run: {
    needsSolanaWallet:
      'Esta ruta necesita una billetera de Solana, que esta aplicación no conecta.',
    planExpired: 'Este precio caducó. Llega una nueva cotización.',
    askedBefore:
      'Ya se pidió este depósito a tu billetera. Revisa su actividad antes de volver a intentarlo.',
    approvalFailed: 'Una aprobación falló en la cadena; no se depositó nada.',
    depositReverted: 'El depósito fue revertido en la cadena; tus tokens no se movieron.',
    batchFailed: 'La aprobación y el depósito fallaron juntos en la cadena; no se depositó nada.',
    batchRefused:
      'Tu billetera no pudo enviar la aprobación y el depósito juntos. Inténtalo de nuevo: se pedirán uno por uno.',
    notOffered: 'Esta ruta no acepta depósitos desde esta red; elige otra ruta.',
    walletChanged: 'La billetera conectada no es la de esta cotización.',
    noAddress: 'Conecta tu billetera o indica la dirección de reembolso.',
    badHash: 'Eso no es un hash de transacción de esta red (64 caracteres hexadecimales).',
    needsOtherWallet: 'Esta ruta se paga desde una billetera de otro tipo que la conectada.',
    nativeTooLow:
      'Tu billetera tiene muy poca moneda propia de la red para este depósito y su comisión de red.',
    unsupportedStep: 'Tu billetera no puede hacer un paso que esta ruta necesita.',
  },
  mismatch: {
    unreadable:
      'Una transacción que esta app iba a enviar a tu billetera no es la aprobación o el depósito que debería ser. No se envió nada a tu billetera.',
    chain:
      'Una transacción que esta app iba a enviar va a otra red distinta de la de tu cotización. No se envió nada a tu billetera.',
    approve_token:
      'La aprobación que esta app iba a pedir es de otro token distinto del que gastas. No se envió nada a tu billetera.',
    spender:
      'La aprobación que esta app iba a pedir dejaría que otro contrato distinto del depósito tome tus tokens. No se envió nada a tu billetera.',
    approve_amount:
      'La aprobación que esta app iba a pedir permite más de lo que este depósito necesita. No se envió nada a tu billetera.',
    token:
      'El depósito que esta app iba a enviar mueve otro token distinto del de tu cotización. No se envió nada a tu billetera.',
    amount:
      'El depósito que esta app iba a enviar mueve otro importe distinto del de tu cotización. No se envió nada a tu billetera.',
    value:
      'El depósito que esta app iba a enviar paga en la moneda de la red otra comisión distinta de la que pide el contrato de depósito. No se envió nada a tu billetera.',
    depositor:
      'El depósito que esta app iba a enviar es para otra billetera u otra orden distinta de la tuya. No se envió nada a tu billetera.',
    payout:
      'Esta orden pagaría a otra dirección distinta de la que elegiste. No se envió nada a tu billetera.',
    refund:
      'Esta orden reembolsaría a otra dirección distinta de la que elegiste. No se envió nada a tu billetera.',
    receive:
      'Esta orden pagaría otro token, o en otra red, distinto de tu cotización. No se envió nada a tu billetera.',
    deadline:
      'El plazo de esta orden es posterior al que el servicio de intercambio puede dar. No se envió nada a tu billetera.',
    deposit_address:
      'La dirección de depósito mostrada para este intercambio no es una en la que el servicio pueda recibir. No se envió nada a tu billetera.',
    memo: 'La transferencia lleva un memo para el que esta red no tiene lugar. No se envió nada a tu billetera.',
  },
  limits: {
    minimum: (amount) => `El mínimo es ${amount}`,
    maximum: (amount) => `El máximo es ${amount}`,
  },
}
