import {
  ActivityKey,
  Nationality,
  TradingType,
  type OfferEvent,
  type ServerType,
  type UserType,
} from '../../../contract';

type PersonaAccount = {
  login: string;
  accountId: number;
  serverType: ServerType;
  equity: number;
  enrolmentBlocked?: boolean;
  /** Rounds (with category and a target ranking) the account is enrolled in. */
  enrolments?: readonly { round: number; tradingType: TradingType; ranking: number; totalVolume: number }[];
  /** Rounds whose automatic enrolment failed for this account. */
  failedEnrolments?: readonly { round: number; tradingType: TradingType }[];
};

type PersonaReward = {
  activityType: 'rebate2025_activity' | 'client_event' | 'ib_season';
  activityRound: 1 | 2 | 3;
  prizeType: 0 | 1;
  prizeName: string;
  amount: number;
  state: 'processing' | 'completed' | 'rejected' | 'failed';
};

export type PersonaDefinition = {
  name: string;
  description: string;
  uuid: string;
  fullName: string;
  email: string;
  nationality: string;
  userType: UserType;
  switchUser: boolean;
  blacklist: readonly string[];
  accounts: readonly PersonaAccount[];
  pendingClaims?: readonly string[];
  rewards?: readonly PersonaReward[];
  /** The person's count so far in the events with an overview (lots, or qualified clients for the IB season). */
  offerProgress?: Partial<Record<OfferEvent, number>>;
};

const clientRewards: readonly PersonaReward[] = [
  {
    activityType: 'rebate2025_activity',
    activityRound: 1,
    prizeType: 0,
    prizeName: 'USDT rebate',
    amount: 320.5,
    state: 'completed',
  },
  {
    activityType: 'rebate2025_activity',
    activityRound: 1,
    prizeType: 0,
    prizeName: 'USDT rebate',
    amount: 88,
    state: 'processing',
  },
  {
    activityType: 'rebate2025_activity',
    activityRound: 2,
    prizeType: 0,
    prizeName: 'USDT rebate',
    amount: 45.25,
    state: 'failed',
  },
  {
    activityType: 'client_event',
    activityRound: 1,
    prizeType: 1,
    prizeName: 'iPhone 16 Pro',
    amount: 1,
    state: 'processing',
  },
  {
    activityType: 'client_event',
    activityRound: 2,
    prizeType: 0,
    prizeName: 'Cash reward',
    amount: 500,
    state: 'completed',
  },
  {
    activityType: 'client_event',
    activityRound: 3,
    prizeType: 1,
    prizeName: 'Gold bar 10 g',
    amount: 1,
    state: 'rejected',
  },
];

const ibRewards: readonly PersonaReward[] = [
  {
    activityType: 'ib_season',
    activityRound: 1,
    prizeType: 0,
    prizeName: 'Season commission bonus',
    amount: 2400,
    state: 'processing',
  },
  {
    activityType: 'ib_season',
    activityRound: 1,
    prizeType: 0,
    prizeName: 'Season commission bonus',
    amount: 1800,
    state: 'completed',
  },
  {
    activityType: 'ib_season',
    activityRound: 2,
    prizeType: 0,
    prizeName: 'New client bonus',
    amount: 600,
    state: 'rejected',
  },
  {
    activityType: 'ib_season',
    activityRound: 3,
    prizeType: 0,
    prizeName: 'Season commission bonus',
    amount: 950,
    state: 'failed',
  },
];

/** The demo users of the local service (README lists them). Their ids and logins never change. */
export const personas: readonly PersonaDefinition[] = [
  {
    name: 'cn-participant',
    description:
      'China client in the contest with two Master accounts, a gift to claim and a failed auto-enrolment',
    uuid: 'persona-cn-participant',
    fullName: '王小明',
    email: 'wang.xiaoming@example.com',
    nationality: Nationality.CHINA,
    userType: 'crm_client',
    switchUser: false,
    blacklist: [],
    accounts: [
      {
        login: '8100001',
        accountId: 20100001,
        serverType: 'mt5',
        equity: 25_000,
        enrolments: [
          { round: 1, tradingType: TradingType.MASTER, ranking: 4, totalVolume: 180 },
          { round: 2, tradingType: TradingType.MASTER, ranking: 3, totalVolume: 96.5 },
        ],
      },
      {
        login: '8100002',
        accountId: 20100002,
        serverType: 'mt4',
        equity: 15_000,
        enrolments: [{ round: 2, tradingType: TradingType.MASTER, ranking: 57, totalVolume: 21.3 }],
      },
      {
        login: '8100003',
        accountId: 20100003,
        serverType: 'mt4',
        equity: 420,
        failedEnrolments: [{ round: 2, tradingType: TradingType.CLASSIC }],
      },
    ],
    pendingClaims: ['2025Q1'],
    rewards: clientRewards,
    offerProgress: { usdt: 62.5 },
  },
  {
    name: 'hk-ib',
    description: 'Hong Kong introducing broker with IB season rewards',
    uuid: 'persona-hk-ib',
    fullName: '陳大文',
    email: 'chan.taiman@example.com',
    nationality: Nationality.HONG_KONG,
    userType: 'crm_ib',
    switchUser: false,
    blacklist: [],
    accounts: [],
    rewards: ibRewards,
    offerProgress: { iboffer: 7, ibyearoffer: 2350.5 },
  },
  {
    name: 'jp-client',
    description: 'Japan client (nationality JP) in the contest; sees yen figures',
    uuid: 'persona-jp-client',
    fullName: '山田太郎',
    email: 'yamada.taro@example.com',
    nationality: Nationality.JAPAN_SHORT,
    userType: 'crm_client',
    switchUser: false,
    blacklist: [],
    accounts: [
      {
        login: '8300001',
        accountId: 20300001,
        serverType: 'mt5',
        equity: 12_000,
        enrolments: [
          { round: 1, tradingType: TradingType.CLASSIC, ranking: 12, totalVolume: 44 },
          { round: 2, tradingType: TradingType.CLASSIC, ranking: 2, totalVolume: 31.75 },
        ],
      },
    ],
    pendingClaims: ['2025Q2'],
    rewards: clientRewards.slice(3, 5),
  },
  {
    name: 'kr-switch',
    description: 'Korea user who can switch between the client and IB views',
    uuid: 'persona-kr-switch',
    fullName: '김민준',
    email: 'kim.minjun@example.com',
    nationality: Nationality.KOREA,
    userType: 'crm_client',
    switchUser: true,
    blacklist: [],
    accounts: [{ login: '8400001', accountId: 20400001, serverType: 'mt5', equity: 30_000 }],
    rewards: [...clientRewards.slice(0, 2), ...ibRewards.slice(0, 2)],
    offerProgress: { usdt: 4, iboffer: 1, ibyearoffer: 310 },
  },
  {
    name: 'id-client',
    description: 'Indonesia client (round numbers shown shifted down by one)',
    uuid: 'persona-id-client',
    fullName: 'Budi Santoso',
    email: 'budi.santoso@example.com',
    nationality: Nationality.INDONESIA,
    userType: 'crm_client',
    switchUser: false,
    blacklist: [],
    accounts: [
      {
        login: '8500001',
        accountId: 20500001,
        serverType: 'mt4',
        equity: 3_000,
        enrolments: [{ round: 2, tradingType: TradingType.CLASSIC, ranking: 140, totalVolume: 8 }],
      },
    ],
  },
  {
    name: 'in-client',
    description: 'India client, not eligible for any event',
    uuid: 'persona-in-client',
    fullName: 'Aarav Sharma',
    email: 'aarav.sharma@example.com',
    nationality: Nationality.INDIA,
    userType: 'crm_client',
    switchUser: false,
    blacklist: [],
    accounts: [{ login: '8600001', accountId: 20600001, serverType: 'mt5', equity: 50_000 }],
  },
  {
    name: 'cn-blacklisted',
    description: 'China client whose blacklist holds the rebate and all four 2025 quarterly events',
    uuid: 'persona-cn-blacklisted',
    fullName: '李四',
    email: 'li.si@example.com',
    nationality: Nationality.CHINA,
    userType: 'crm_client',
    switchUser: false,
    blacklist: [
      ActivityKey.REBATE_2025,
      ActivityKey.Q1_2025,
      ActivityKey.Q2_2025,
      ActivityKey.Q3_2025,
      ActivityKey.Q4_2025,
    ],
    accounts: [{ login: '8700001', accountId: 20700001, serverType: 'mt4', equity: 8_000 }],
  },
  {
    name: 'cn-non-participant',
    description:
      'China client, signed in but not in the contest; accounts to try enrolment (eligible, low equity, blocked)',
    uuid: 'persona-cn-non-participant',
    fullName: '张伟',
    email: 'zhang.wei@example.com',
    nationality: Nationality.CHINA,
    userType: 'crm_client',
    switchUser: false,
    blacklist: [],
    accounts: [
      { login: '8800001', accountId: 20800001, serverType: 'mt5', equity: 50_000 },
      { login: '8800002', accountId: 20800002, serverType: 'mt4', equity: 100 },
      { login: '8800003', accountId: 20800003, serverType: 'mt4', equity: 20_000, enrolmentBlocked: true },
    ],
  },
];

export const findPersona = (name: string): PersonaDefinition | undefined =>
  personas.find((persona) => persona.name === name);
