import type { LocaleCode, OfferEvent } from '../../../contract';

/**
 * How to qualify for each event with a service-written overview, in each language (the project's own
 * wording, like `legalTexts.ts`); the service answers the reader's locale, English for one it does not write.
 */
export const offerRules: Record<LocaleCode, Record<OfferEvent, [string, string]>> = {
  en: {
    usdt: [
      'Deposit at least 500 USDT into a live trading account during the event.',
      'Every lot of forex, gold or index CFDs you close after the deposit counts towards your tier.',
    ],
    iboffer: [
      'A referred client qualifies with a first net deposit of at least 1,000 USD during the season.',
      'The client must also trade at least 5 lots before the season ends.',
    ],
    ibyearoffer: [
      'Every lot your referred clients close during the year counts towards your annual tier.',
      'Your IB account must have at least one active client in every month of the year.',
    ],
  },
  sc: {
    usdt: [
      '活动期间向真实交易账户存入至少 500 USDT。',
      '存款后平仓的每一手外汇、黄金或指数差价合约均计入您的档位。',
    ],
    iboffer: [
      '推荐客户在本季内首次净入金至少 1,000 美元即为合格客户。',
      '该客户还须在本季结束前交易至少 5 手。',
    ],
    ibyearoffer: [
      '您推荐的客户在本年度内平仓的每一手均计入您的年度档位。',
      '您的 IB 账户在本年度每个月须至少有一名活跃客户。',
    ],
  },
  tc: {
    usdt: [
      '活動期間向真實交易帳戶存入至少 500 USDT。',
      '存款後平倉的每一手外匯、黃金或指數差價合約均計入您的檔位。',
    ],
    iboffer: [
      '推薦客戶在本季內首次淨入金至少 1,000 美元即為合格客戶。',
      '該客戶還須在本季結束前交易至少 5 手。',
    ],
    ibyearoffer: [
      '您推薦的客戶在本年度內平倉的每一手均計入您的年度檔位。',
      '您的 IB 帳戶在本年度每個月須至少有一名活躍客戶。',
    ],
  },
  jp: {
    usdt: [
      'イベント期間中にリアル口座へ 500 USDT 以上を入金してください。',
      '入金後に決済した FX・金・株価指数 CFD の 1 ロットごとにティアへ加算されます。',
    ],
    iboffer: [
      '紹介顧客はシーズン中の初回純入金が 1,000 米ドル以上で対象となります。',
      'さらにシーズン終了までに 5 ロット以上の取引が必要です。',
    ],
    ibyearoffer: [
      '紹介顧客が年内に決済した 1 ロットごとに年間ティアへ加算されます。',
      'IB 口座には年内の毎月、少なくとも 1 名のアクティブな顧客が必要です。',
    ],
  },
  id: {
    usdt: [
      'Setor minimal 500 USDT ke akun trading live selama acara berlangsung.',
      'Setiap lot CFD forex, emas, atau indeks yang Anda tutup setelah setoran dihitung untuk tingkat Anda.',
    ],
    iboffer: [
      'Klien rujukan memenuhi syarat dengan setoran bersih pertama minimal 1.000 USD selama musim ini.',
      'Klien tersebut juga harus bertransaksi minimal 5 lot sebelum musim berakhir.',
    ],
    ibyearoffer: [
      'Setiap lot yang ditutup klien rujukan Anda selama setahun dihitung untuk tingkat tahunan Anda.',
      'Akun IB Anda harus memiliki minimal satu klien aktif setiap bulan dalam setahun.',
    ],
  },
  kr: {
    usdt: [
      '이벤트 기간 중 실거래 계좌에 500 USDT 이상을 입금하세요.',
      '입금 후 청산한 외환, 금, 지수 CFD 1랏마다 등급에 반영됩니다.',
    ],
    iboffer: [
      '추천 고객은 시즌 중 첫 순입금액이 1,000 USD 이상이면 자격을 얻습니다.',
      '해당 고객은 시즌 종료 전까지 5랏 이상 거래해야 합니다.',
    ],
    ibyearoffer: [
      '추천 고객이 연중 청산한 1랏마다 연간 등급에 반영됩니다.',
      'IB 계좌는 연중 매달 활성 고객이 최소 1명 있어야 합니다.',
    ],
  },
  th: {
    usdt: [
      'ฝาก USDT อย่างน้อย 500 เข้าบัญชีเทรดจริงในช่วงกิจกรรม',
      'ทุกล็อตของ CFD ฟอเร็กซ์ ทองคำ หรือดัชนีที่คุณปิดหลังการฝากจะนับรวมในระดับของคุณ',
    ],
    iboffer: [
      'ลูกค้าที่แนะนำจะมีสิทธิ์เมื่อฝากเงินสุทธิครั้งแรกอย่างน้อย 1,000 USD ภายในซีซัน',
      'ลูกค้าต้องเทรดอย่างน้อย 5 ล็อตก่อนซีซันสิ้นสุดด้วย',
    ],
    ibyearoffer: [
      'ทุกล็อตที่ลูกค้าที่คุณแนะนำปิดในระหว่างปีจะนับรวมในระดับรายปีของคุณ',
      'บัญชี IB ของคุณต้องมีลูกค้าที่ใช้งานอย่างน้อยหนึ่งรายในทุกเดือนของปี',
    ],
  },
  vn: {
    usdt: [
      'Nạp tối thiểu 500 USDT vào tài khoản giao dịch thực trong thời gian sự kiện.',
      'Mỗi lot CFD ngoại hối, vàng hoặc chỉ số bạn đóng sau khi nạp đều được tính vào hạng của bạn.',
    ],
    iboffer: [
      'Khách hàng được giới thiệu đủ điều kiện khi nạp ròng lần đầu tối thiểu 1.000 USD trong mùa.',
      'Khách hàng cũng phải giao dịch tối thiểu 5 lot trước khi mùa kết thúc.',
    ],
    ibyearoffer: [
      'Mỗi lot khách hàng bạn giới thiệu đóng trong năm đều được tính vào hạng năm của bạn.',
      'Tài khoản IB của bạn phải có ít nhất một khách hàng hoạt động mỗi tháng trong năm.',
    ],
  },
  ae: {
    usdt: [
      'أودِع 500 USDT على الأقل في حساب تداول حقيقي خلال فترة الفعالية.',
      'كل لوت من عقود الفروقات على الفوركس أو الذهب أو المؤشرات تغلقه بعد الإيداع يُحتسب ضمن مستواك.',
    ],
    iboffer: [
      'يتأهل العميل المُحال عند أول صافي إيداع لا يقل عن 1,000 دولار أمريكي خلال الموسم.',
      'ويجب على العميل أيضًا تداول 5 لوتات على الأقل قبل انتهاء الموسم.',
    ],
    ibyearoffer: [
      'كل لوت يغلقه عملاؤك المُحالون خلال العام يُحتسب ضمن مستواك السنوي.',
      'يجب أن يكون لحساب الوسيط المعرّف عميل نشط واحد على الأقل في كل شهر من العام.',
    ],
  },
  es: {
    usdt: [
      'Deposita al menos 500 USDT en una cuenta de trading real durante el evento.',
      'Cada lote de CFD de divisas, oro o índices que cierres después del depósito cuenta para tu nivel.',
    ],
    iboffer: [
      'Un cliente referido califica con un primer depósito neto de al menos 1.000 USD durante la temporada.',
      'El cliente también debe operar al menos 5 lotes antes de que termine la temporada.',
    ],
    ibyearoffer: [
      'Cada lote que cierren tus clientes referidos durante el año cuenta para tu nivel anual.',
      'Tu cuenta de IB debe tener al menos un cliente activo cada mes del año.',
    ],
  },
  pt: {
    usdt: [
      'Deposite pelo menos 500 USDT em uma conta de negociação real durante o evento.',
      'Cada lote de CFDs de forex, ouro ou índices que você fechar após o depósito conta para o seu nível.',
    ],
    iboffer: [
      'Um cliente indicado se qualifica com um primeiro depósito líquido de pelo menos 1.000 USD durante a temporada.',
      'O cliente também precisa negociar pelo menos 5 lotes antes do fim da temporada.',
    ],
    ibyearoffer: [
      'Cada lote que seus clientes indicados fecharem durante o ano conta para o seu nível anual.',
      'Sua conta de IB precisa ter pelo menos um cliente ativo em cada mês do ano.',
    ],
  },
  ug: {
    usdt: [
      'پائالىيەت مەزگىلىدە ھەقىقىي سودا ھېساباتىغا كەم دېگەندە 500 USDT ئامانەت قويۇڭ.',
      'ئامانەتتىن كېيىن ياپقان ھەر بىر لوت تاشقى پېرېۋوت، ئالتۇن ياكى كۆرسەتكۈچ CFD دەرىجىڭىزگە ھېسابلىنىدۇ.',
    ],
    iboffer: [
      'تونۇشتۇرۇلغان خېرىدار بۇ پەسىلدە تۇنجى ساپ ئامانىتى كەم دېگەندە 1,000 USD بولسا شەرتكە توشىدۇ.',
      'خېرىدار يەنە پەسىل ئاخىرلىشىشتىن بۇرۇن كەم دېگەندە 5 لوت سودا قىلىشى كېرەك.',
    ],
    ibyearoffer: [
      'تونۇشتۇرغان خېرىدارلىرىڭىز يىل ئىچىدە ياپقان ھەر بىر لوت يىللىق دەرىجىڭىزگە ھېسابلىنىدۇ.',
      'IB ھېساباتىڭىزدا يىلنىڭ ھەر ئېيىدا كەم دېگەندە بىر ئاكتىپ خېرىدار بولۇشى كېرەك.',
    ],
  },
  hi: {
    usdt: [
      'इवेंट के दौरान किसी लाइव ट्रेडिंग खाते में कम से कम 500 USDT जमा करें।',
      'जमा के बाद आप जो भी फ़ॉरेक्स, सोना या इंडेक्स CFD लॉट बंद करते हैं, वह आपके टियर में गिना जाता है।',
    ],
    iboffer: [
      'रेफ़र किया गया क्लाइंट सीज़न के दौरान कम से कम 1,000 USD की पहली शुद्ध जमा से योग्य होता है।',
      'क्लाइंट को सीज़न ख़त्म होने से पहले कम से कम 5 लॉट ट्रेड भी करने होंगे।',
    ],
    ibyearoffer: [
      'आपके रेफ़र किए गए क्लाइंट साल भर में जो भी लॉट बंद करते हैं, वह आपके वार्षिक टियर में गिना जाता है।',
      'आपके IB खाते में साल के हर महीने कम से कम एक सक्रिय क्लाइंट होना चाहिए।',
    ],
  },
};
