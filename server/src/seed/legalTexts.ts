import type { LocaleCode } from '../../../contract';

/** The events whose terms differ; the contest's two pages share one set of clauses. */
export type TermsEvent = 'contest' | 'client' | 'usdt' | 'iboffer' | 'ibyearoffer';
/** The first path segment of each page with a terms card, and the event its terms are of. */
export const termsPages = {
  'doo-trader': 'contest',
  'ib-doo-trader': 'contest',
  usdt: 'usdt',
  client: 'client',
  iboffer: 'iboffer',
  ibyearoffer: 'ibyearoffer',
} as const satisfies Record<string, TermsEvent>;
export type TermsPage = keyof typeof termsPages;

/** The reward names the service stores (in English); `iPhone 16 Pro` is a product's name in every language. */
export const STORED_PRIZE_NAMES = [
  'USDT rebate',
  'Cash reward',
  'Gold bar 10 g',
  'Season commission bonus',
  'New client bonus',
] as const;
export type StoredPrizeName = (typeof STORED_PRIZE_NAMES)[number];

/**
 * The service's own legal-style texts in each language (the project's writing, not the broker's): the
 * footer's compliance texts, each page's terms, the gift names. `{year}` in the copyright line is the
 * service clock's year, filled in when the service answers.
 */
export type LegalTexts = {
  risk: string;
  entities: string;
  notices: string;
  copyright: string;
  titles: Record<TermsPage, string>;
  clauses: Record<TermsEvent, [string, string]>;
  /** The last clause of every event's terms. */
  disqualification: string;
  gifts: { gift1: string; gift2: string };
  /** The names of the rewards in the transaction history, keyed by the English name they are stored with. */
  prizes: Record<StoredPrizeName, string>;
};

export const legalTexts: Record<LocaleCode, LegalTexts> = {
  en: {
    risk: 'Trading leveraged products carries a high level of risk and may not be suitable for all investors. You may lose more than your initial deposit.',
    entities:
      'The contest is operated by the group entities regulated in their respective jurisdictions. Services are not offered where prohibited by law.',
    notices:
      'The information on this site is not directed at residents of any country where its distribution would be contrary to local law.',
    copyright: '© {year} Doo Group. All rights reserved.',
    titles: {
      'doo-trader': 'Doo Trader contest terms and conditions',
      'ib-doo-trader': 'Doo Trader contest terms for introducing brokers',
      usdt: 'USDT rebate event terms and conditions',
      client: 'Client quarterly event terms and conditions',
      iboffer: 'IB season event terms and conditions',
      ibyearoffer: 'IB annual event terms and conditions',
    },
    clauses: {
      contest: [
        'The contest is open to verified clients of eligible regions who enter a live trading account.',
        'Each round is ranked by rate of return; prizes are paid in USD (or JPY for Japan) within 30 days after the round is finalised.',
      ],
      client: [
        'The event runs for one calendar quarter; trades opened and closed within the quarter count towards the rewards.',
        "Rewards are credited to the client's account within 15 working days after the quarter ends.",
      ],
      usdt: [
        'Deposits made in USDT through the eligible payment channels earn a rebate on the deposited amount.',
        'The rebate is credited as trading credit and cannot be withdrawn until the required volume is traded.',
      ],
      iboffer: [
        'Introducing brokers qualify through the net deposits and trading volume of their referred clients during the season.',
        "Season rewards are paid to the IB's commission account after the season's results are confirmed.",
      ],
      ibyearoffer: [
        "The annual event counts the trading volume of the IB's referred clients over the whole calendar year.",
        "Annual rewards are paid once, within 30 days after the year's results are confirmed.",
      ],
    },
    disqualification:
      'The organiser may disqualify accounts that breach the client agreement or use abusive trading strategies.',
    gifts: { gift1: 'Sports backpack', gift2: 'Wireless earbuds' },
    prizes: {
      'USDT rebate': 'USDT rebate',
      'Cash reward': 'Cash reward',
      'Gold bar 10 g': 'Gold bar 10 g',
      'Season commission bonus': 'Season commission bonus',
      'New client bonus': 'New client bonus',
    },
  },
  sc: {
    risk: '杠杆产品交易风险较高，未必适合所有投资者。您的亏损可能超过初始入金。',
    entities: '本比赛由在各自司法管辖区受监管的集团实体运营。在法律禁止的地区不提供相关服务。',
    notices: '本网站信息不针对任何因分发该信息而违反当地法律的国家或地区的居民。',
    copyright: '© {year} Doo Group 版权所有。',
    titles: {
      'doo-trader': 'Doo Trader 交易大赛条款及细则',
      'ib-doo-trader': 'Doo Trader 交易大赛介绍经纪人条款',
      usdt: 'USDT 返利活动条款及细则',
      client: '客户季度活动条款及细则',
      iboffer: 'IB 赛季活动条款及细则',
      ibyearoffer: 'IB 年度活动条款及细则',
    },
    clauses: {
      contest: [
        '本比赛面向合资格地区、已完成验证并报名真实交易账户的客户。',
        '每轮按收益率排名；奖金以美元（日本地区以日元）在该轮结算后 30 天内发放。',
      ],
      client: [
        '活动为期一个自然季度；在季度内开仓及平仓的交易计入奖励。',
        '奖励将在季度结束后 15 个工作日内存入客户账户。',
      ],
      usdt: [
        '通过合资格支付渠道以 USDT 入金，可按入金金额获得返利。',
        '返利以交易赠金形式发放，完成规定交易量前不可提取。',
      ],
      iboffer: [
        '介绍经纪人按赛季内其推荐客户的净入金及交易量获得参与资格。',
        '赛季成绩确认后，奖励将发放至 IB 的佣金账户。',
      ],
      ibyearoffer: [
        '年度活动统计 IB 推荐客户在整个自然年度内的交易量。',
        '年度奖励在当年成绩确认后 30 天内一次性发放。',
      ],
    },
    disqualification: '对违反客户协议或使用滥用交易策略的账户，主办方有权取消其资格。',
    gifts: { gift1: '定制运动背包', gift2: '无线耳机' },
    prizes: {
      'USDT rebate': 'USDT 返利',
      'Cash reward': '现金奖励',
      'Gold bar 10 g': '10 克金条',
      'Season commission bonus': '季度佣金奖励',
      'New client bonus': '新客户奖励',
    },
  },
  tc: {
    risk: '槓桿產品交易風險較高，未必適合所有投資者。您的虧損可能超過初始入金。',
    entities: '本比賽由在各自司法管轄區受監管的集團實體營運。在法律禁止的地區不提供相關服務。',
    notices: '本網站資訊不針對任何因分發該資訊而違反當地法律的國家或地區的居民。',
    copyright: '© {year} Doo Group 版權所有。',
    titles: {
      'doo-trader': 'Doo Trader 交易大賽條款及細則',
      'ib-doo-trader': 'Doo Trader 交易大賽介紹經紀人條款',
      usdt: 'USDT 返利活動條款及細則',
      client: '客戶季度活動條款及細則',
      iboffer: 'IB 賽季活動條款及細則',
      ibyearoffer: 'IB 年度活動條款及細則',
    },
    clauses: {
      contest: [
        '本比賽面向合資格地區、已完成驗證並報名真實交易帳戶的客戶。',
        '每輪按收益率排名；獎金以美元（日本地區以日圓）在該輪結算後 30 天內發放。',
      ],
      client: [
        '活動為期一個自然季度；在季度內開倉及平倉的交易計入獎勵。',
        '獎勵將在季度結束後 15 個工作日內存入客戶帳戶。',
      ],
      usdt: [
        '透過合資格支付渠道以 USDT 入金，可按入金金額獲得返利。',
        '返利以交易贈金形式發放，完成規定交易量前不可提取。',
      ],
      iboffer: [
        '介紹經紀人按賽季內其推薦客戶的淨入金及交易量獲得參與資格。',
        '賽季成績確認後，獎勵將發放至 IB 的佣金帳戶。',
      ],
      ibyearoffer: [
        '年度活動統計 IB 推薦客戶在整個自然年度內的交易量。',
        '年度獎勵在當年成績確認後 30 天內一次性發放。',
      ],
    },
    disqualification: '對違反客戶協議或使用濫用交易策略的帳戶，主辦方有權取消其資格。',
    gifts: { gift1: '訂製運動背包', gift2: '無線耳機' },
    prizes: {
      'USDT rebate': 'USDT 返利',
      'Cash reward': '現金獎勵',
      'Gold bar 10 g': '10 克金條',
      'Season commission bonus': '季度佣金獎勵',
      'New client bonus': '新客戶獎勵',
    },
  },
  jp: {
    risk: 'レバレッジ商品の取引には高いリスクが伴い、すべての投資家に適しているとは限りません。当初の入金額を超える損失が生じる可能性があります。',
    entities:
      '本コンテストは、各法域で規制を受けるグループ会社が運営しています。法律で禁止されている地域ではサービスを提供しません。',
    notices: '本サイトの情報は、その配布が現地の法律に反する国や地域の居住者を対象としたものではありません。',
    copyright: '© {year} Doo Group. 無断転載を禁じます。',
    titles: {
      'doo-trader': 'Doo Trader コンテスト利用規約',
      'ib-doo-trader': 'Doo Trader コンテスト IB 向け規約',
      usdt: 'USDT リベートイベント利用規約',
      client: 'クライアント四半期イベント利用規約',
      iboffer: 'IB シーズンイベント利用規約',
      ibyearoffer: 'IB 年間イベント利用規約',
    },
    clauses: {
      contest: [
        '本コンテストは、対象地域の本人確認済みのお客様で、リアル取引口座をエントリーした方が参加できます。',
        '各ラウンドは収益率で順位を決定し、賞金はラウンド確定後 30 日以内に米ドル（日本は日本円）で支払われます。',
      ],
      client: [
        'イベント期間は暦上の 1 四半期で、期間内に新規建て・決済された取引が報酬の対象となります。',
        '報酬は四半期終了後 15 営業日以内にお客様の口座に入金されます。',
      ],
      usdt: [
        '対象の決済手段で USDT により入金すると、入金額に応じたリベートを受け取れます。',
        'リベートは取引用クレジットとして付与され、所定の取引量に達するまで出金できません。',
      ],
      iboffer: [
        'IB は、シーズン中に紹介したお客様の純入金額と取引量に基づいて参加資格を得ます。',
        'シーズン報酬は、シーズンの結果確定後に IB のコミッション口座へ支払われます。',
      ],
      ibyearoffer: [
        '年間イベントでは、IB が紹介したお客様の暦年全体の取引量を集計します。',
        '年間報酬は、その年の結果確定後 30 日以内に一括で支払われます。',
      ],
    },
    disqualification:
      '主催者は、顧客契約に違反した口座や不正な取引戦略を用いた口座を失格とする場合があります。',
    gifts: { gift1: 'オリジナルスポーツバックパック', gift2: 'ワイヤレスイヤホン' },
    prizes: {
      'USDT rebate': 'USDT リベート',
      'Cash reward': '現金報酬',
      'Gold bar 10 g': '金地金 10 g',
      'Season commission bonus': 'シーズン手数料ボーナス',
      'New client bonus': '新規顧客ボーナス',
    },
  },
  id: {
    risk: 'Perdagangan produk dengan leverage memiliki risiko tinggi dan mungkin tidak cocok untuk semua investor. Anda dapat kehilangan lebih dari deposit awal Anda.',
    entities:
      'Kontes ini diselenggarakan oleh entitas grup yang diatur di yurisdiksi masing-masing. Layanan tidak ditawarkan di wilayah yang dilarang oleh hukum.',
    notices:
      'Informasi di situs ini tidak ditujukan kepada penduduk negara mana pun yang melarang penyebarannya menurut hukum setempat.',
    copyright: '© {year} Doo Group. Hak cipta dilindungi undang-undang.',
    titles: {
      'doo-trader': 'Syarat dan ketentuan kontes Doo Trader',
      'ib-doo-trader': 'Syarat kontes Doo Trader untuk introducing broker',
      usdt: 'Syarat dan ketentuan acara rabat USDT',
      client: 'Syarat dan ketentuan acara kuartalan klien',
      iboffer: 'Syarat dan ketentuan acara musim IB',
      ibyearoffer: 'Syarat dan ketentuan acara tahunan IB',
    },
    clauses: {
      contest: [
        'Kontes terbuka bagi klien terverifikasi dari wilayah yang memenuhi syarat yang mendaftarkan akun trading live.',
        'Setiap putaran diperingkat menurut tingkat pengembalian; hadiah dibayar dalam USD (atau JPY untuk Jepang) dalam 30 hari setelah putaran difinalisasi.',
      ],
      client: [
        'Acara berlangsung selama satu kuartal kalender; transaksi yang dibuka dan ditutup dalam kuartal tersebut dihitung untuk hadiah.',
        'Hadiah dikreditkan ke akun klien dalam 15 hari kerja setelah kuartal berakhir.',
      ],
      usdt: [
        'Deposit dalam USDT melalui saluran pembayaran yang memenuhi syarat mendapatkan rabat atas jumlah yang didepositkan.',
        'Rabat dikreditkan sebagai kredit trading dan tidak dapat ditarik sebelum volume yang disyaratkan tercapai.',
      ],
      iboffer: [
        'Introducing broker memenuhi syarat melalui deposit bersih dan volume trading klien yang mereka rujuk selama musim.',
        'Hadiah musim dibayarkan ke akun komisi IB setelah hasil musim dikonfirmasi.',
      ],
      ibyearoffer: [
        'Acara tahunan menghitung volume trading klien rujukan IB selama satu tahun kalender penuh.',
        'Hadiah tahunan dibayarkan sekali, dalam 30 hari setelah hasil tahun tersebut dikonfirmasi.',
      ],
    },
    disqualification:
      'Penyelenggara dapat mendiskualifikasi akun yang melanggar perjanjian klien atau menggunakan strategi trading yang menyalahgunakan.',
    gifts: { gift1: 'Ransel olahraga khusus', gift2: 'Earbud nirkabel' },
    prizes: {
      'USDT rebate': 'Rabat USDT',
      'Cash reward': 'Hadiah tunai',
      'Gold bar 10 g': 'Emas batangan 10 g',
      'Season commission bonus': 'Bonus komisi musim',
      'New client bonus': 'Bonus klien baru',
    },
  },
  kr: {
    risk: '레버리지 상품 거래는 높은 위험을 수반하며 모든 투자자에게 적합하지 않을 수 있습니다. 최초 입금액보다 많은 손실이 발생할 수 있습니다.',
    entities:
      '본 대회는 각 관할 지역에서 규제를 받는 그룹 법인이 운영합니다. 법으로 금지된 지역에서는 서비스가 제공되지 않습니다.',
    notices: '본 사이트의 정보는 배포가 현지 법률에 위배되는 국가의 거주자를 대상으로 하지 않습니다.',
    copyright: '© {year} Doo Group. 모든 권리 보유.',
    titles: {
      'doo-trader': 'Doo Trader 대회 이용 약관',
      'ib-doo-trader': 'Doo Trader 대회 IB 약관',
      usdt: 'USDT 리베이트 이벤트 이용 약관',
      client: '고객 분기 이벤트 이용 약관',
      iboffer: 'IB 시즌 이벤트 이용 약관',
      ibyearoffer: 'IB 연간 이벤트 이용 약관',
    },
    clauses: {
      contest: [
        '대회는 자격 지역의 인증된 고객 중 실거래 계좌로 참가한 분께 열려 있습니다.',
        '각 라운드는 수익률로 순위를 매기며, 상금은 라운드 확정 후 30일 이내에 USD(일본은 JPY)로 지급됩니다.',
      ],
      client: [
        '이벤트는 한 분기 동안 진행되며, 분기 내에 진입하고 청산한 거래가 보상에 반영됩니다.',
        '보상은 분기 종료 후 영업일 기준 15일 이내에 고객 계좌로 지급됩니다.',
      ],
      usdt: [
        '자격 있는 결제 채널을 통해 USDT로 입금하면 입금액에 대한 리베이트를 받습니다.',
        '리베이트는 거래 크레딧으로 지급되며, 필요한 거래량을 채우기 전에는 출금할 수 없습니다.',
      ],
      iboffer: [
        'IB는 시즌 동안 추천한 고객의 순입금액과 거래량으로 자격을 얻습니다.',
        '시즌 보상은 시즌 결과가 확정된 후 IB의 커미션 계좌로 지급됩니다.',
      ],
      ibyearoffer: [
        '연간 이벤트는 IB가 추천한 고객의 한 해 전체 거래량을 집계합니다.',
        '연간 보상은 해당 연도 결과 확정 후 30일 이내에 한 번 지급됩니다.',
      ],
    },
    disqualification:
      '주최 측은 고객 계약을 위반하거나 남용적인 거래 전략을 사용한 계좌를 실격 처리할 수 있습니다.',
    gifts: { gift1: '맞춤 스포츠 백팩', gift2: '무선 이어폰' },
    prizes: {
      'USDT rebate': 'USDT 리베이트',
      'Cash reward': '현금 보상',
      'Gold bar 10 g': '골드바 10 g',
      'Season commission bonus': '시즌 커미션 보너스',
      'New client bonus': '신규 고객 보너스',
    },
  },
  th: {
    risk: 'การซื้อขายผลิตภัณฑ์ที่มีเลเวอเรจมีความเสี่ยงสูงและอาจไม่เหมาะกับนักลงทุนทุกคน คุณอาจขาดทุนมากกว่าเงินฝากเริ่มต้น',
    entities: 'การแข่งขันนี้ดำเนินการโดยนิติบุคคลในกลุ่มที่อยู่ภายใต้การกำกับดูแลในเขตอำนาจของตน ไม่มีการให้บริการในพื้นที่ที่กฎหมายห้าม',
    notices: 'ข้อมูลบนเว็บไซต์นี้ไม่ได้มุ่งหมายสำหรับผู้พำนักในประเทศใดที่การเผยแพร่ข้อมูลขัดต่อกฎหมายท้องถิ่น',
    copyright: '© {year} Doo Group สงวนลิขสิทธิ์',
    titles: {
      'doo-trader': 'ข้อกำหนดและเงื่อนไขการแข่งขัน Doo Trader',
      'ib-doo-trader': 'ข้อกำหนดการแข่งขัน Doo Trader สำหรับโบรกเกอร์แนะนำ',
      usdt: 'ข้อกำหนดและเงื่อนไขกิจกรรมเงินคืน USDT',
      client: 'ข้อกำหนดและเงื่อนไขกิจกรรมรายไตรมาสสำหรับลูกค้า',
      iboffer: 'ข้อกำหนดและเงื่อนไขกิจกรรมฤดูกาล IB',
      ibyearoffer: 'ข้อกำหนดและเงื่อนไขกิจกรรมประจำปี IB',
    },
    clauses: {
      contest: [
        'การแข่งขันเปิดให้ลูกค้าที่ยืนยันตัวตนแล้วจากภูมิภาคที่มีสิทธิ์ซึ่งส่งบัญชีซื้อขายจริงเข้าร่วม',
        'แต่ละรอบจัดอันดับตามอัตราผลตอบแทน รางวัลจ่ายเป็น USD (หรือ JPY สำหรับญี่ปุ่น) ภายใน 30 วันหลังสรุปผลรอบ',
      ],
      client: [
        'กิจกรรมมีระยะเวลาหนึ่งไตรมาสปฏิทิน การซื้อขายที่เปิดและปิดภายในไตรมาสจะนับรวมในรางวัล',
        'รางวัลจะเข้าบัญชีลูกค้าภายใน 15 วันทำการหลังสิ้นสุดไตรมาส',
      ],
      usdt: [
        'การฝากเงินเป็น USDT ผ่านช่องทางชำระเงินที่มีสิทธิ์จะได้รับเงินคืนตามจำนวนที่ฝาก',
        'เงินคืนจะให้เป็นเครดิตการซื้อขายและถอนไม่ได้จนกว่าจะซื้อขายครบปริมาณที่กำหนด',
      ],
      iboffer: [
        'โบรกเกอร์แนะนำมีสิทธิ์จากยอดฝากสุทธิและปริมาณการซื้อขายของลูกค้าที่แนะนำในฤดูกาล',
        'รางวัลประจำฤดูกาลจ่ายเข้าบัญชีค่าคอมมิชชันของ IB หลังยืนยันผลของฤดูกาล',
      ],
      ibyearoffer: [
        'กิจกรรมประจำปีนับปริมาณการซื้อขายของลูกค้าที่ IB แนะนำตลอดทั้งปีปฏิทิน',
        'รางวัลประจำปีจ่ายครั้งเดียวภายใน 30 วันหลังยืนยันผลของปี',
      ],
    },
    disqualification: 'ผู้จัดอาจตัดสิทธิ์บัญชีที่ละเมิดข้อตกลงลูกค้าหรือใช้กลยุทธ์การซื้อขายในทางมิชอบ',
    gifts: { gift1: 'กระเป๋าเป้กีฬาแบบพิเศษ', gift2: 'หูฟังไร้สาย' },
    prizes: {
      'USDT rebate': 'เงินคืน USDT',
      'Cash reward': 'รางวัลเงินสด',
      'Gold bar 10 g': 'ทองคำแท่ง 10 กรัม',
      'Season commission bonus': 'โบนัสค่าคอมมิชชันประจำฤดูกาล',
      'New client bonus': 'โบนัสลูกค้าใหม่',
    },
  },
  vn: {
    risk: 'Giao dịch sản phẩm đòn bẩy có mức rủi ro cao và có thể không phù hợp với mọi nhà đầu tư. Bạn có thể mất nhiều hơn số tiền nạp ban đầu.',
    entities:
      'Cuộc thi do các pháp nhân của tập đoàn được quản lý tại khu vực pháp lý tương ứng tổ chức. Dịch vụ không được cung cấp ở nơi pháp luật cấm.',
    notices:
      'Thông tin trên trang này không dành cho cư dân của bất kỳ quốc gia nào mà việc phân phối trái với luật pháp sở tại.',
    copyright: '© {year} Doo Group. Bảo lưu mọi quyền.',
    titles: {
      'doo-trader': 'Điều khoản và điều kiện cuộc thi Doo Trader',
      'ib-doo-trader': 'Điều khoản cuộc thi Doo Trader dành cho nhà môi giới giới thiệu',
      usdt: 'Điều khoản và điều kiện sự kiện hoàn tiền USDT',
      client: 'Điều khoản và điều kiện sự kiện hằng quý cho khách hàng',
      iboffer: 'Điều khoản và điều kiện sự kiện mùa IB',
      ibyearoffer: 'Điều khoản và điều kiện sự kiện thường niên IB',
    },
    clauses: {
      contest: [
        'Cuộc thi dành cho khách hàng đã xác minh ở khu vực đủ điều kiện và đăng ký một tài khoản giao dịch thực.',
        'Mỗi vòng xếp hạng theo tỷ suất lợi nhuận; giải thưởng trả bằng USD (hoặc JPY cho Nhật Bản) trong vòng 30 ngày sau khi vòng thi được chốt.',
      ],
      client: [
        'Sự kiện kéo dài một quý dương lịch; các giao dịch mở và đóng trong quý được tính vào phần thưởng.',
        'Phần thưởng được ghi có vào tài khoản khách hàng trong vòng 15 ngày làm việc sau khi quý kết thúc.',
      ],
      usdt: [
        'Khoản nạp bằng USDT qua các kênh thanh toán đủ điều kiện được hoàn tiền theo số tiền nạp.',
        'Tiền hoàn được cấp dưới dạng tín dụng giao dịch và không thể rút cho đến khi đạt khối lượng giao dịch yêu cầu.',
      ],
      iboffer: [
        'Nhà môi giới giới thiệu đủ điều kiện dựa trên tiền nạp ròng và khối lượng giao dịch của khách hàng được giới thiệu trong mùa.',
        'Phần thưởng mùa được trả vào tài khoản hoa hồng của IB sau khi kết quả mùa được xác nhận.',
      ],
      ibyearoffer: [
        'Sự kiện thường niên tính khối lượng giao dịch của khách hàng do IB giới thiệu trong cả năm dương lịch.',
        'Phần thưởng năm được trả một lần, trong vòng 30 ngày sau khi kết quả của năm được xác nhận.',
      ],
    },
    disqualification:
      'Ban tổ chức có thể loại các tài khoản vi phạm thỏa thuận khách hàng hoặc sử dụng chiến lược giao dịch lạm dụng.',
    gifts: { gift1: 'Ba lô thể thao thiết kế riêng', gift2: 'Tai nghe không dây' },
    prizes: {
      'USDT rebate': 'Hoàn tiền USDT',
      'Cash reward': 'Phần thưởng tiền mặt',
      'Gold bar 10 g': 'Vàng miếng 10 g',
      'Season commission bonus': 'Thưởng hoa hồng mùa',
      'New client bonus': 'Thưởng khách hàng mới',
    },
  },
  ae: {
    risk: 'ينطوي تداول المنتجات ذات الرافعة المالية على مستوى عالٍ من المخاطر وقد لا يناسب جميع المستثمرين. قد تخسر أكثر من إيداعك الأولي.',
    entities:
      'تدير المسابقة كيانات المجموعة الخاضعة للتنظيم في الولايات القضائية التابعة لها. لا تُقدَّم الخدمات حيث يحظرها القانون.',
    notices:
      'المعلومات الواردة في هذا الموقع غير موجهة إلى المقيمين في أي بلد يتعارض توزيعها فيه مع القانون المحلي.',
    copyright: '© {year} Doo Group. جميع الحقوق محفوظة.',
    titles: {
      'doo-trader': 'شروط وأحكام مسابقة Doo Trader',
      'ib-doo-trader': 'شروط مسابقة Doo Trader للوسطاء المعرّفين',
      usdt: 'شروط وأحكام فعالية استرداد USDT',
      client: 'شروط وأحكام الفعالية الفصلية للعملاء',
      iboffer: 'شروط وأحكام فعالية موسم الوسطاء',
      ibyearoffer: 'شروط وأحكام الفعالية السنوية للوسطاء',
    },
    clauses: {
      contest: [
        'المسابقة مفتوحة للعملاء الموثَّقين من المناطق المؤهلة الذين يشاركون بحساب تداول حقيقي.',
        'تُرتَّب كل جولة حسب معدل العائد، وتُدفع الجوائز بالدولار الأمريكي (أو الين لليابان) خلال 30 يومًا من اعتماد نتائج الجولة.',
      ],
      client: [
        'تستمر الفعالية ربعًا تقويميًا واحدًا، وتُحتسب في المكافآت الصفقات المفتوحة والمغلقة خلال الربع.',
        'تُضاف المكافآت إلى حساب العميل خلال 15 يوم عمل بعد انتهاء الربع.',
      ],
      usdt: [
        'تحصل الإيداعات بعملة USDT عبر قنوات الدفع المؤهلة على استرداد من المبلغ المودَع.',
        'يُمنح الاسترداد رصيدًا للتداول ولا يمكن سحبه قبل تداول الحجم المطلوب.',
      ],
      iboffer: [
        'يتأهل الوسطاء المعرّفون بحسب صافي إيداعات عملائهم المحالين وحجم تداولهم خلال الموسم.',
        'تُدفع مكافآت الموسم إلى حساب عمولة الوسيط بعد تأكيد نتائج الموسم.',
      ],
      ibyearoffer: [
        'تحتسب الفعالية السنوية حجم تداول العملاء المحالين من الوسيط طوال السنة التقويمية.',
        'تُدفع المكافآت السنوية مرة واحدة خلال 30 يومًا من تأكيد نتائج السنة.',
      ],
    },
    disqualification:
      'يجوز للمنظِّم استبعاد الحسابات التي تخالف اتفاقية العميل أو تستخدم استراتيجيات تداول مسيئة.',
    gifts: { gift1: 'حقيبة ظهر رياضية مخصصة', gift2: 'سماعات أذن لاسلكية' },
    prizes: {
      'USDT rebate': 'استرداد USDT',
      'Cash reward': 'مكافأة نقدية',
      'Gold bar 10 g': 'سبيكة ذهب 10 غ',
      'Season commission bonus': 'مكافأة عمولة الموسم',
      'New client bonus': 'مكافأة العميل الجديد',
    },
  },
  es: {
    risk: 'Operar con productos apalancados conlleva un alto nivel de riesgo y puede no ser adecuado para todos los inversores. Puede perder más que su depósito inicial.',
    entities:
      'El concurso lo organizan entidades del grupo reguladas en sus respectivas jurisdicciones. Los servicios no se ofrecen donde la ley lo prohíbe.',
    notices:
      'La información de este sitio no está dirigida a residentes de ningún país donde su distribución sea contraria a la legislación local.',
    copyright: '© {year} Doo Group. Todos los derechos reservados.',
    titles: {
      'doo-trader': 'Términos y condiciones del concurso Doo Trader',
      'ib-doo-trader': 'Términos del concurso Doo Trader para introducing brokers',
      usdt: 'Términos y condiciones del evento de reembolso en USDT',
      client: 'Términos y condiciones del evento trimestral para clientes',
      iboffer: 'Términos y condiciones del evento de temporada para IB',
      ibyearoffer: 'Términos y condiciones del evento anual para IB',
    },
    clauses: {
      contest: [
        'El concurso está abierto a clientes verificados de regiones elegibles que inscriban una cuenta de trading real.',
        'Cada ronda se clasifica por tasa de rentabilidad; los premios se pagan en USD (o JPY para Japón) en los 30 días posteriores al cierre de la ronda.',
      ],
      client: [
        'El evento dura un trimestre natural; cuentan para las recompensas las operaciones abiertas y cerradas dentro del trimestre.',
        'Las recompensas se abonan en la cuenta del cliente en un plazo de 15 días hábiles tras el fin del trimestre.',
      ],
      usdt: [
        'Los depósitos en USDT por los canales de pago elegibles obtienen un reembolso sobre el importe depositado.',
        'El reembolso se abona como crédito de trading y no puede retirarse hasta operar el volumen exigido.',
      ],
      iboffer: [
        'Los introducing brokers se clasifican por los depósitos netos y el volumen de trading de sus clientes referidos durante la temporada.',
        'Las recompensas de temporada se pagan en la cuenta de comisiones del IB una vez confirmados los resultados.',
      ],
      ibyearoffer: [
        'El evento anual cuenta el volumen de trading de los clientes referidos por el IB durante todo el año natural.',
        'Las recompensas anuales se pagan una sola vez, en los 30 días posteriores a la confirmación de los resultados del año.',
      ],
    },
    disqualification:
      'El organizador puede descalificar las cuentas que incumplan el acuerdo de cliente o usen estrategias de trading abusivas.',
    gifts: { gift1: 'Mochila deportiva personalizada', gift2: 'Auriculares inalámbricos' },
    prizes: {
      'USDT rebate': 'Reembolso en USDT',
      'Cash reward': 'Recompensa en efectivo',
      'Gold bar 10 g': 'Lingote de oro de 10 g',
      'Season commission bonus': 'Bono de comisión de temporada',
      'New client bonus': 'Bono por cliente nuevo',
    },
  },
  pt: {
    risk: 'Negociar produtos alavancados envolve um alto nível de risco e pode não ser adequado a todos os investidores. Você pode perder mais do que o seu depósito inicial.',
    entities:
      'O concurso é operado por entidades do grupo reguladas nas respectivas jurisdições. Os serviços não são oferecidos onde a lei os proíbe.',
    notices:
      'As informações deste site não se destinam a residentes de qualquer país onde a sua distribuição seja contrária à legislação local.',
    copyright: '© {year} Doo Group. Todos os direitos reservados.',
    titles: {
      'doo-trader': 'Termos e condições do concurso Doo Trader',
      'ib-doo-trader': 'Termos do concurso Doo Trader para introducing brokers',
      usdt: 'Termos e condições do evento de reembolso em USDT',
      client: 'Termos e condições do evento trimestral para clientes',
      iboffer: 'Termos e condições do evento de temporada para IB',
      ibyearoffer: 'Termos e condições do evento anual para IB',
    },
    clauses: {
      contest: [
        'O concurso está aberto a clientes verificados de regiões elegíveis que inscrevam uma conta de negociação real.',
        'Cada rodada é classificada pela taxa de retorno; os prêmios são pagos em USD (ou JPY para o Japão) em até 30 dias após o fechamento da rodada.',
      ],
      client: [
        'O evento dura um trimestre civil; contam para as recompensas as operações abertas e fechadas dentro do trimestre.',
        'As recompensas são creditadas na conta do cliente em até 15 dias úteis após o fim do trimestre.',
      ],
      usdt: [
        'Depósitos em USDT pelos canais de pagamento elegíveis recebem um reembolso sobre o valor depositado.',
        'O reembolso é creditado como crédito de negociação e não pode ser sacado até que o volume exigido seja negociado.',
      ],
      iboffer: [
        'Os introducing brokers se qualificam pelos depósitos líquidos e pelo volume de negociação dos clientes indicados durante a temporada.',
        'As recompensas da temporada são pagas na conta de comissões do IB após a confirmação dos resultados.',
      ],
      ibyearoffer: [
        'O evento anual conta o volume de negociação dos clientes indicados pelo IB durante todo o ano civil.',
        'As recompensas anuais são pagas uma única vez, em até 30 dias após a confirmação dos resultados do ano.',
      ],
    },
    disqualification:
      'O organizador pode desclassificar contas que violem o acordo do cliente ou usem estratégias de negociação abusivas.',
    gifts: { gift1: 'Mochila esportiva personalizada', gift2: 'Fones de ouvido sem fio' },
    prizes: {
      'USDT rebate': 'Reembolso em USDT',
      'Cash reward': 'Recompensa em dinheiro',
      'Gold bar 10 g': 'Barra de ouro de 10 g',
      'Season commission bonus': 'Bônus de comissão da temporada',
      'New client bonus': 'Bônus de novo cliente',
    },
  },
  ug: {
    risk: 'پىشاڭلىق مەھسۇلاتلارنى سودا قىلىشنىڭ خەۋىپى يۇقىرى بولۇپ، ھەممە مەبلەغ سالغۇچىلارغا ماس كەلمەسلىكى مۇمكىن. دەسلەپكى ئامانەت پۇلىڭىزدىنمۇ كۆپ زىيان تارتىشىڭىز مۇمكىن.',
    entities:
      'بۇ مۇسابىقىنى ئۆز قانۇن دائىرىسىدە نازارەت قىلىنىدىغان گۇرۇپپا ئورۇنلىرى باشقۇرىدۇ. قانۇن چەكلىگەن جايلاردا مۇلازىمەت تەمىنلەنمەيدۇ.',
    notices:
      'بۇ تور بېكەتتىكى ئۇچۇرلار تارقىتىلىشى يەرلىك قانۇنغا خىلاپ بولىدىغان ھەرقانداق دۆلەتنىڭ ئاھالىلىرىگە قارىتىلمىغان.',
    copyright: '© {year} Doo Group. بارلىق ھوقۇقى ساقلانغان.',
    titles: {
      'doo-trader': 'Doo Trader مۇسابىقىسىنىڭ شەرت ۋە ماددىلىرى',
      'ib-doo-trader': 'Doo Trader مۇسابىقىسىنىڭ تونۇشتۇرغۇچى ۋاكالەتچىلەر ئۈچۈن شەرتلىرى',
      usdt: 'USDT قايتۇرۇش پائالىيىتىنىڭ شەرت ۋە ماددىلىرى',
      client: 'خېرىدارلار پەسىللىك پائالىيىتىنىڭ شەرت ۋە ماددىلىرى',
      iboffer: 'IB مۇسابىقە پەسلى پائالىيىتىنىڭ شەرت ۋە ماددىلىرى',
      ibyearoffer: 'IB يىللىق پائالىيىتىنىڭ شەرت ۋە ماددىلىرى',
    },
    clauses: {
      contest: [
        'مۇسابىقە شەرتكە ئۇيغۇن رايونلاردىكى، كىملىكى دەلىللەنگەن ۋە ھەقىقىي سودا ھېساباتى بىلەن تىزىملاتقان خېرىدارلارغا ئوچۇق.',
        'ھەر قېتىملىق مۇسابىقە پايدا نىسبىتى بويىچە رەتلىنىدۇ؛ مۇكاپات شۇ قېتىم ئاخىرلاشتۇرۇلغاندىن كېيىنكى 30 كۈن ئىچىدە USD (ياپونىيە ئۈچۈن JPY) بىلەن بېرىلىدۇ.',
      ],
      client: [
        'پائالىيەت بىر كالېندار پەسلى داۋاملىشىدۇ؛ پەسىل ئىچىدە ئېچىلىپ يېپىلغان سودىلار مۇكاپاتقا ھېسابلىنىدۇ.',
        'مۇكاپات پەسىل ئاخىرلاشقاندىن كېيىنكى 15 خىزمەت كۈنى ئىچىدە خېرىدارنىڭ ھېساباتىغا كىرگۈزۈلىدۇ.',
      ],
      usdt: [
        'شەرتكە ئۇيغۇن پۇل تۆلەش يوللىرى ئارقىلىق USDT بىلەن سېلىنغان ئامانەتكە سوممىسىغا ئاساسەن قايتۇرۇش بېرىلىدۇ.',
        'قايتۇرۇلغان پۇل سودا كرېدىتى سۈپىتىدە بېرىلىدۇ، تەلەپ قىلىنغان سودا مىقدارى تولمىغۇچە ئېلىۋېلىشقا بولمايدۇ.',
      ],
      iboffer: [
        'تونۇشتۇرغۇچى ۋاكالەتچىلەر مۇسابىقە پەسلىدە تونۇشتۇرغان خېرىدارلىرىنىڭ ساپ ئامانىتى ۋە سودا مىقدارى بويىچە سالاھىيەتكە ئېرىشىدۇ.',
        'پەسىل مۇكاپاتى نەتىجە جەزملەشتۈرۈلگەندىن كېيىن IB نىڭ كومىسسىيە ھېساباتىغا تۆلىنىدۇ.',
      ],
      ibyearoffer: [
        'يىللىق پائالىيەت IB تونۇشتۇرغان خېرىدارلارنىڭ پۈتۈن كالېندار يىلىدىكى سودا مىقدارىنى ھېسابلايدۇ.',
        'يىللىق مۇكاپات شۇ يىلنىڭ نەتىجىسى جەزملەشتۈرۈلگەندىن كېيىنكى 30 كۈن ئىچىدە بىر قېتىم تۆلىنىدۇ.',
      ],
    },
    disqualification:
      'ئۇيۇشتۇرغۇچى خېرىدار كېلىشىمىگە خىلاپلىق قىلغان ياكى سۇيىئىستېمال خاراكتېرلىك سودا ئىستراتېگىيىسى قوللانغان ھېساباتلارنى سالاھىيەتتىن قالدۇرۇشى مۇمكىن.',
    gifts: { gift1: 'ئالاھىدە لايىھەلەنگەن تەنتەربىيە دۈمبە سومكىسى', gift2: 'سىمسىز قۇلاقچا' },
    prizes: {
      'USDT rebate': 'USDT قايتۇرۇش',
      'Cash reward': 'نەق مۇكاپات',
      'Gold bar 10 g': '10 گىراملىق ئالتۇن بالداق',
      'Season commission bonus': 'مەۋسۇملۇق كومىسسىيە مۇكاپاتى',
      'New client bonus': 'يېڭى خېرىدار مۇكاپاتى',
    },
  },
  hi: {
    risk: 'लीवरेज वाले उत्पादों में ट्रेडिंग में उच्च जोखिम होता है और यह सभी निवेशकों के लिए उपयुक्त नहीं हो सकता। आप अपनी शुरुआती जमा राशि से अधिक खो सकते हैं।',
    entities:
      'यह प्रतियोगिता अपने-अपने क्षेत्राधिकार में विनियमित समूह संस्थाओं द्वारा संचालित है। जहाँ कानून द्वारा निषिद्ध है वहाँ सेवाएँ प्रदान नहीं की जातीं।',
    notices: 'इस साइट की जानकारी किसी ऐसे देश के निवासियों के लिए नहीं है जहाँ इसका वितरण स्थानीय कानून के विरुद्ध हो।',
    copyright: '© {year} Doo Group. सर्वाधिकार सुरक्षित।',
    titles: {
      'doo-trader': 'Doo Trader प्रतियोगिता के नियम और शर्तें',
      'ib-doo-trader': 'इंट्रोड्यूसिंग ब्रोकर के लिए Doo Trader प्रतियोगिता की शर्तें',
      usdt: 'USDT रिबेट इवेंट के नियम और शर्तें',
      client: 'क्लाइंट त्रैमासिक इवेंट के नियम और शर्तें',
      iboffer: 'IB सीज़न इवेंट के नियम और शर्तें',
      ibyearoffer: 'IB वार्षिक इवेंट के नियम और शर्तें',
    },
    clauses: {
      contest: [
        'प्रतियोगिता पात्र क्षेत्रों के उन सत्यापित क्लाइंट के लिए खुली है जो एक लाइव ट्रेडिंग खाता दर्ज करते हैं।',
        'हर राउंड की रैंकिंग रिटर्न दर से होती है; पुरस्कार राउंड के अंतिम होने के 30 दिनों के भीतर USD (जापान के लिए JPY) में दिए जाते हैं।',
      ],
      client: [
        'इवेंट एक कैलेंडर तिमाही तक चलता है; तिमाही के भीतर खोले और बंद किए गए ट्रेड पुरस्कारों में गिने जाते हैं।',
        'पुरस्कार तिमाही समाप्त होने के 15 कार्यदिवसों के भीतर क्लाइंट के खाते में जमा किए जाते हैं।',
      ],
      usdt: [
        'पात्र भुगतान चैनलों से USDT में की गई जमा पर जमा राशि के अनुसार रिबेट मिलता है।',
        'रिबेट ट्रेडिंग क्रेडिट के रूप में दिया जाता है और आवश्यक वॉल्यूम पूरा होने तक निकाला नहीं जा सकता।',
      ],
      iboffer: [
        'इंट्रोड्यूसिंग ब्रोकर सीज़न के दौरान अपने रेफ़र किए गए क्लाइंट की शुद्ध जमा और ट्रेडिंग वॉल्यूम से पात्र होते हैं।',
        'सीज़न के पुरस्कार परिणामों की पुष्टि के बाद IB के कमीशन खाते में दिए जाते हैं।',
      ],
      ibyearoffer: [
        'वार्षिक इवेंट पूरे कैलेंडर वर्ष में IB द्वारा रेफ़र किए गए क्लाइंट का ट्रेडिंग वॉल्यूम गिनता है।',
        'वार्षिक पुरस्कार वर्ष के परिणामों की पुष्टि के 30 दिनों के भीतर एक बार दिए जाते हैं।',
      ],
    },
    disqualification:
      'आयोजक क्लाइंट अनुबंध का उल्लंघन करने वाले या दुरुपयोग वाली ट्रेडिंग रणनीतियाँ अपनाने वाले खातों को अयोग्य घोषित कर सकते हैं।',
    gifts: { gift1: 'कस्टम स्पोर्ट्स बैकपैक', gift2: 'वायरलेस ईयरबड्स' },
    prizes: {
      'USDT rebate': 'USDT रिबेट',
      'Cash reward': 'नकद पुरस्कार',
      'Gold bar 10 g': '10 ग्राम सोने की ईंट',
      'Season commission bonus': 'सीज़न कमीशन बोनस',
      'New client bonus': 'नए ग्राहक का बोनस',
    },
  },
};
