import type { ErrorWords } from './errorWordsEn.js'

export const errorWordsTr: ErrorWords = {
  next: {
    'try-again': 'Lütfen yeniden deneyin.',
    'try-later': 'Lütfen birkaç dakika sonra yeniden deneyin.',
    'new-quote': 'Yeni bir fiyat teklifi alın.',
    'other-route': 'Başka bir rota veya tutar seçin.',
    'check-details': 'Bilgileri kontrol edip yeniden deneyin.',
    'check-history': 'Yeniden denemeden önce emir geçmişinize bakın.',
    'check-wallet': 'Cüzdanınızı kontrol edin, sonra yeniden deneyin.',
    'tell-site': 'Bu sitenin sahibine bildirin.',
    retrying: 'Birazdan yeniden denenecek.',
  },
  service: {
    maintenance: 'Takas hizmeti bakımda.',
    rate_limited: 'Takas hizmetine az önce çok fazla istek geldi.',
    quote_not_found: 'Takas hizmeti bu fiyat teklifini artık tanımıyor.',
    quote_expired: 'Bu fiyat teklifinin süresi doldu.',
    cannot_fill: 'Şu anda bu takası gerçekleştirebilecek solver yok.',
    broadcast_failed: 'Takas hizmeti işlemi yayınlayamadı.',
    deposit_recorded_failed:
      'Yatırmanız gönderildi ama takas hizmeti kaydedemedi. Yeniden göndermeyin.',
    validation: 'Takas hizmeti bu takasın bilgilerini kabul etmedi.',
  },
  v2: {
    wrong_path: 'Takas hizmeti bu sitenin adresinde bulunamadı.',
    validation: 'Takas hizmeti bu takasın bilgilerini kabul etmedi.',
    malformed_json: 'Takas hizmeti bu uygulamanın isteğini okuyamadı.',
    unsupported_token: 'Takas hizmeti bu tokenlerden birini takas etmiyor.',
    below_minimum: 'Bu tutar takas hizmetinin kabul ettiği en düşük tutarın altında.',
    amount_too_small: 'Bu tutar, ücretlerden sonra bir şey teslim edilemeyecek kadar küçük.',
    terms_mismatch: 'Bu teklifin ücret koşulları artık hizmetinkilerle uyuşmuyor.',
    recipient_required: 'Bu takas için bir alıcı adresi ve bir iade adresi gerekli.',
    tron_account_not_activated: 'Bu TRON adresi henüz etkin değil: önce biraz TRX alması gerekir.',
    invalid_recipient: 'Alıcı veya iade adresi bu tokeni alamaz.',
    bad_request: 'Takas hizmeti bu isteği kabul etmedi.',
    missing_key: 'Bu sitenin takas hizmeti erişim anahtarı eksik.',
    unknown_key: 'Takas hizmeti bu sitenin erişim anahtarını tanımıyor.',
    integrator_disabled: 'Bu sitenin takas hizmetine erişimi kapatılmış.',
    integrator_misconfigured: 'Bu sitenin takas hizmetindeki hesabı doğru kurulmamış.',
    same_asset: 'Bu iki token aynı varlık; takas edilecek bir şey yok.',
    order_not_found: 'Takas hizmeti bu emri tanımıyor.',
    not_found: 'Takas hizmeti istenen şeyi bulamadı.',
    too_large: 'Bu tutar takas hizmetinin tek seferde kabul ettiğinden fazla.',
    terms_expired: 'Bu fiyatın süresi doldu.',
    not_published: 'Bu emir, hizmet yayımlamadan iptal edilemez.',
    rate_limited: 'Takas hizmetine az önce çok fazla istek geldi.',
    internal: 'Takas hizmetinde dahili bir hata oluştu.',
    deployment_unsupported: 'Takas hizmeti bunu burada sunmuyor.',
    chain_read_failed: 'Takas hizmeti şu anda ağı okuyamadı.',
    cancel_rejected: 'İptal zincirde kabul edilmedi.',
    maintenance: 'Takas hizmeti bakımda.',
    terms_unreadable: 'Takas hizmeti şu anda ücret koşullarını okuyamıyor.',
    solver_unavailable: 'Şu anda bu yöne hizmet veren solver yok.',
    pricing_unavailable: 'Takas hizmeti şu anda bu tokeni fiyatlayamıyor.',
    degraded: 'Takas hizmeti sorunlarla çalışıyor.',
    service_unavailable: 'Takas hizmeti kullanılamıyor.',
    unknown: 'Takas hizmeti bir hatayla yanıt verdi.',
  },
  serviceRefused: 'Takas hizmeti bu takası reddetti.',
  timeout: 'Takas hizmetinin yanıtı çok uzun sürdü.',
  network: 'Takas hizmetine ulaşılamadı.',
  aborted: 'İstek iptal edildi.',
  badResponse: 'Takas hizmeti bu uygulamanın anlamadığı bir şekilde yanıt verdi.',
  amount: 'Bu tutar okunamıyor.',
  address: 'Bu adres kendi ağında geçerli değil.',
  request: 'Bu istek bu haliyle gönderilemez.',
  unsafePlan: 'Bu rotanın yatırma adımlarını çalıştırmak güvenli değil; hiçbir şey gönderilmedi.',
  originRefused: 'Bu sitenin bu takas hizmetini kullanmasına izin verilmiyor.',
  configUnavailable: 'Takas hizmeti kullanılamıyor.',
  signIn: 'Oturum açma tamamlanmadı.',
  run: {
    needsSolanaWallet: 'Bu rota bir Solana cüzdanı gerektirir; bu uygulama onu bağlamaz.',
    planExpired: 'Bu fiyatın süresi doldu. Yeni bir teklif geliyor.',
    askedBefore:
      'Cüzdanınızdan bu yatırma zaten istendi. Yeniden denemeden önce cüzdan etkinliğine bakın.',
    approvalFailed: 'Bir onay zincirde başarısız oldu; hiçbir şey yatırılmadı.',
    depositReverted: 'Yatırma zincirde geri alındı; tokenleriniz hareket etmedi.',
    batchFailed: 'Onay ve yatırma zincirde birlikte başarısız oldu; hiçbir şey yatırılmadı.',
    batchRefused:
      'Cüzdanınız onayı ve yatırmayı birlikte gönderemedi. Tekrar deneyin: tek tek istenecekler.',
    notOffered: 'Bu rota bu ağdan yatırma kabul etmiyor; başka bir rota seçin.',
    walletChanged: 'Bağlı cüzdan, bu teklifin hazırlandığı cüzdan değil.',
    noAddress: 'Cüzdanınızı bağlayın veya iade adresini girin.',
    badHash: 'Bu, bu ağın bir işlem hash’i değil (64 onaltılık karakter).',
    needsOtherWallet: 'Bu rota, bağlı olandan farklı türde bir cüzdandan ödenir.',
    nativeTooLow: 'Cüzdanınızda bu yatırma ve ağ ücreti için ağın kendi coin’inden çok az var.',
    unsupportedStep: 'Cüzdanınız bu rotanın gerektirdiği bir adımı yapamıyor.',
  },
  mismatch: {
    unreadable:
      'Bu uygulamanın cüzdanınıza göndermek üzere olduğu işlem, olması gereken onay ya da yatırma değil. Cüzdanınıza hiçbir şey gönderilmedi.',
    chain:
      'Bu uygulamanın göndermek üzere olduğu işlem, teklifinizdekinden başka bir ağa gidiyor. Cüzdanınıza hiçbir şey gönderilmedi.',
    approve_token:
      'Bu uygulamanın istemek üzere olduğu onay, harcadığınız token yerine başka bir token için. Cüzdanınıza hiçbir şey gönderilmedi.',
    spender:
      'Bu uygulamanın istemek üzere olduğu onay, yatırma sözleşmesi dışında bir sözleşmenin tokenlerinizi almasına izin verirdi. Cüzdanınıza hiçbir şey gönderilmedi.',
    approve_amount:
      'Bu uygulamanın istemek üzere olduğu onay, bu yatırmanın gerektirdiğinden fazlasına izin veriyor. Cüzdanınıza hiçbir şey gönderilmedi.',
    token:
      'Bu uygulamanın göndermek üzere olduğu yatırma, teklifinizdekinden başka bir token taşıyor. Cüzdanınıza hiçbir şey gönderilmedi.',
    amount:
      'Bu uygulamanın göndermek üzere olduğu yatırma, teklifinizdekinden başka bir tutar taşıyor. Cüzdanınıza hiçbir şey gönderilmedi.',
    value:
      'Bu uygulamanın göndermek üzere olduğu yatırma, ağın coin’iyle yatırma sözleşmesinin istediğinden başka bir ücret ödüyor. Cüzdanınıza hiçbir şey gönderilmedi.',
    depositor:
      'Bu uygulamanın göndermek üzere olduğu yatırma, sizinki yerine başka bir cüzdan ya da emir için. Cüzdanınıza hiçbir şey gönderilmedi.',
    payout:
      'Bu emir, seçtiğiniz adres yerine başka bir adrese ödeme yapardı. Cüzdanınıza hiçbir şey gönderilmedi.',
    refund:
      'Bu emir, seçtiğiniz adres yerine başka bir adrese iade yapardı. Cüzdanınıza hiçbir şey gönderilmedi.',
    receive:
      'Bu emir, teklifinizdekinden başka bir token ya da başka bir ağda ödeme yapardı. Cüzdanınıza hiçbir şey gönderilmedi.',
    deadline:
      'Bu emrin son tarihi, takas hizmetinin verebileceğinden daha geç. Cüzdanınıza hiçbir şey gönderilmedi.',
    deposit_address:
      'Bu takas için gösterilen yatırma adresi, hizmetin alabileceği bir adres değil. Cüzdanınıza hiçbir şey gönderilmedi.',
    memo: 'Transfer, bu ağda yeri olmayan bir not taşıyor. Cüzdanınıza hiçbir şey gönderilmedi.',
  },
  limits: {
    minimum: (amount: string) => `En az ${amount}`,
    maximum: (amount: string) => `En fazla ${amount}`,
  },
}
