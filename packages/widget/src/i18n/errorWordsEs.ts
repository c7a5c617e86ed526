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
    notOffered: 'Esta ruta no acepta depósitos desde esta red; elige otra ruta.',
    walletChanged: 'La billetera conectada no es la de esta cotización.',
    noAddress: 'Conecta tu billetera o indica la dirección de reembolso.',
    badHash: 'Eso no es un hash de transacción de esta red (64 caracteres hexadecimales).',
    needsOtherWallet: 'Esta ruta se paga desde una billetera de otro tipo que la conectada.',
    nativeTooLow:
      'Tu billetera tiene muy poca moneda propia de la red para este depósito y su comisión de red.',
    unsupportedStep: 'Tu billetera no puede hacer un paso que esta ruta necesita.',
  },
}
