/**
 * Schema migrations, applied in order and recorded in `schema_migrations`. Append only: a shipped migration
 * never changes, a new one is added after it.
 */
export type Migration = { version: number; name: string; sql: string };

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      CREATE TABLE users (
        uuid TEXT PRIMARY KEY,
        persona TEXT UNIQUE,
        description TEXT NOT NULL DEFAULT '',
        full_name TEXT NOT NULL,
        email TEXT NOT NULL,
        nationality TEXT NOT NULL,
        user_type TEXT NOT NULL CHECK (user_type IN ('crm_client', 'crm_ib')),
        switch_user INTEGER NOT NULL DEFAULT 0,
        is_verified INTEGER NOT NULL DEFAULT 1,
        blacklist TEXT NOT NULL DEFAULT '[]'
      );

      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        user_uuid TEXT NOT NULL REFERENCES users(uuid) ON DELETE CASCADE,
        user_type TEXT NOT NULL CHECK (user_type IN ('crm_client', 'crm_ib')),
        refresh_token TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_by_user ON sessions (user_uuid);

      CREATE TABLE rounds (
        round INTEGER PRIMARY KEY,
        start_time TEXT NOT NULL,
        end_time TEXT NOT NULL,
        standard_volume REAL NOT NULL,
        redemption_end_time TEXT NOT NULL
      );

      CREATE TABLE categories (
        trading_type INTEGER PRIMARY KEY CHECK (trading_type IN (1, 2)),
        register_gross REAL NOT NULL,
        max_account_num INTEGER NOT NULL,
        min_volume REAL NOT NULL,
        min_trading_num INTEGER NOT NULL,
        min_strategy_duration INTEGER NOT NULL
      );

      CREATE TABLE prize_tables (
        round INTEGER NOT NULL REFERENCES rounds(round),
        server_type TEXT NOT NULL CHECK (server_type IN ('mt4', 'mt5')),
        trading_type INTEGER NOT NULL CHECK (trading_type IN (1, 2)),
        rank1 REAL NOT NULL, rank2 REAL NOT NULL, rank3 REAL NOT NULL,
        rank4to5 REAL NOT NULL, rank6to10 REAL NOT NULL,
        PRIMARY KEY (round, server_type, trading_type)
      );

      CREATE TABLE trading_accounts (
        login TEXT PRIMARY KEY,
        user_uuid TEXT NOT NULL REFERENCES users(uuid),
        account_id INTEGER NOT NULL UNIQUE,
        server_type TEXT NOT NULL CHECK (server_type IN ('mt4', 'mt5')),
        equity REAL NOT NULL,
        enrolment_blocked INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX trading_accounts_by_user ON trading_accounts (user_uuid);

      -- One row per account per round: its standing. Rankings are dense (1..N) within a round and category;
      -- enrolment appends N + 1, which lets a page be read by ranking range instead of OFFSET.
      CREATE TABLE race_entries (
        id INTEGER PRIMARY KEY,
        round INTEGER NOT NULL REFERENCES rounds(round),
        trading_type INTEGER NOT NULL CHECK (trading_type IN (1, 2)),
        ranking INTEGER NOT NULL,
        owner_uuid TEXT NOT NULL,
        account_id INTEGER NOT NULL,
        login TEXT NOT NULL,
        full_name TEXT NOT NULL,
        client_nationality TEXT NOT NULL,
        server_type TEXT NOT NULL CHECK (server_type IN ('mt4', 'mt5')),
        equity REAL NOT NULL,
        rate_of_return REAL NOT NULL,
        prize_money REAL NOT NULL,
        start_equity REAL NOT NULL,
        total_in_gold REAL NOT NULL,
        total_out_gold REAL NOT NULL,
        maxdown REAL NOT NULL,
        strategy_duration INTEGER NOT NULL,
        total_trading_num INTEGER NOT NULL,
        total_volume REAL NOT NULL,
        is_min_strategy_duration INTEGER NOT NULL,
        is_min_volume INTEGER NOT NULL,
        is_min_trading_num INTEGER NOT NULL,
        UNIQUE (round, trading_type, ranking),
        UNIQUE (round, account_id)
      );
      CREATE INDEX race_entries_by_account ON race_entries (account_id, round);
      CREATE INDEX race_entries_by_owner ON race_entries (owner_uuid, round);

      CREATE TABLE failed_enrolments (
        id INTEGER PRIMARY KEY,
        user_uuid TEXT NOT NULL REFERENCES users(uuid),
        round INTEGER NOT NULL REFERENCES rounds(round),
        account_id INTEGER NOT NULL,
        trading_type INTEGER NOT NULL,
        equity REAL NOT NULL,
        UNIQUE (round, account_id)
      );

      CREATE TABLE gifts (
        round INTEGER NOT NULL REFERENCES rounds(round),
        gift_key TEXT NOT NULL,
        gift_name TEXT NOT NULL,
        gift_img TEXT NOT NULL,
        initial_stock INTEGER NOT NULL,
        PRIMARY KEY (round, gift_key)
      );

      CREATE TABLE addresses (
        id INTEGER PRIMARY KEY,
        user_uuid TEXT NOT NULL REFERENCES users(uuid),
        round INTEGER NOT NULL REFERENCES rounds(round),
        gift_key TEXT NOT NULL,
        receive_name TEXT NOT NULL,
        receive_area_code TEXT NOT NULL,
        receive_contact TEXT NOT NULL,
        receive_address TEXT NOT NULL,
        tracking_number TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        UNIQUE (user_uuid, round)
      );

      CREATE TABLE hall_of_fame (
        position INTEGER PRIMARY KEY,
        rank TEXT NOT NULL,
        name TEXT NOT NULL,
        round INTEGER NOT NULL,
        round_translate TEXT NOT NULL,
        profit_rate REAL NOT NULL,
        profit_amount REAL NOT NULL,
        link_kr TEXT NOT NULL,
        link_sc TEXT NOT NULL,
        link_tc TEXT NOT NULL
      );

      CREATE TABLE activity_periods (
        activity_name TEXT PRIMARY KEY,
        quarter INTEGER NOT NULL CHECK (quarter BETWEEN 1 AND 4),
        end_time TEXT NOT NULL
      );

      CREATE TABLE pending_claims (
        user_uuid TEXT NOT NULL REFERENCES users(uuid),
        activity_name TEXT NOT NULL REFERENCES activity_periods(activity_name),
        PRIMARY KEY (user_uuid, activity_name)
      );

      CREATE TABLE rewards (
        id INTEGER PRIMARY KEY,
        user_uuid TEXT NOT NULL REFERENCES users(uuid),
        activity_type TEXT NOT NULL,
        activity_round INTEGER NOT NULL CHECK (activity_round BETWEEN 1 AND 3),
        activity_name TEXT NOT NULL,
        prize_type INTEGER NOT NULL CHECK (prize_type IN (0, 1)),
        prize_name TEXT NOT NULL,
        amount REAL NOT NULL,
        currency TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('processing', 'completed', 'rejected', 'failed')),
        created_at TEXT NOT NULL
      );
      CREATE INDEX rewards_by_user ON rewards (user_uuid, activity_type, created_at);

      -- Site content the service answers as documents: footer, carousel, terms.
      CREATE TABLE site_content (key TEXT PRIMARY KEY, json TEXT NOT NULL);
    `,
  },
  {
    version: 2,
    name: 'rank snapshots',
    sql: `
      -- The account's rank at each ranking update of a round (epoch ms), appended as updates happen.
      CREATE TABLE rank_snapshots (
        round INTEGER NOT NULL REFERENCES rounds(round),
        account_id INTEGER NOT NULL,
        taken_at INTEGER NOT NULL,
        ranking INTEGER NOT NULL,
        total INTEGER NOT NULL,
        PRIMARY KEY (round, account_id, taken_at)
      );
    `,
  },
];
