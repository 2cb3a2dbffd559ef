/**
 * Load test of the leaderboard over loopback: `npm run bench:server`. Seeds a throw-away database with
 * CONTEST_BENCH_ACCOUNTS (default 100,000) accounts per round and category, serves it on 127.0.0.1 only,
 * runs a fixed-length autocannon load per scenario, prints req/s and p50/p99, and stops.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { endpoints, LEADERBOARD_PAGE_SIZE, TradingType } from '../../contract';
import { mountContestService } from '../src/contestService';

const accounts = Number(process.env.CONTEST_BENCH_ACCOUNTS ?? 100_000);
const durationSeconds = Number(process.env.CONTEST_BENCH_SECONDS ?? 10);
const connections = 10;

const directory = mkdtempSync(join(tmpdir(), 'contest-bench-'));
const app = new Hono();
const seedStarted = performance.now();
const contest = mountContestService(app, {
  dbPath: join(directory, 'contest.db'),
  sandbox: false,
  seedSize: accounts,
});
const seedSeconds = (performance.now() - seedStarted) / 1000;

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const { port } = server.address() as AddressInfo;
const url = `http://127.0.0.1:${port}${endpoints.raceRanking.path}`;

const total = accounts + 2; // round 2 Master also holds the cn-participant persona's two accounts
const lastPage = Math.ceil(total / LEADERBOARD_PAGE_SIZE);
const searchedAccount = 30_000_000 + TradingType.MASTER * 1_000_000 + Math.floor(accounts / 2);
const request = (extra: object) =>
  JSON.stringify({
    tradingType: TradingType.MASTER,
    competitionRounds: 2,
    page: 1,
    pagesize: LEADERBOARD_PAGE_SIZE,
    ...extra,
  });

const scenarios = [
  { name: 'raceRanking page 1', body: request({}) },
  { name: `raceRanking search accountId ${searchedAccount}`, body: request({ accountId: searchedAccount }) },
  { name: `raceRanking deep page ${lastPage}`, body: request({ page: lastPage }) },
];

console.log(
  `Seeded ${accounts.toLocaleString('en-US')} accounts × 4 rounds × 2 categories in ${seedSeconds.toFixed(1)} s; ` +
    `${connections} connections, ${durationSeconds} s per scenario, 127.0.0.1:${port}`,
);
console.log('scenario | req/s | p50 ms | p99 ms | non-2xx/errors');
try {
  for (const scenario of scenarios) {
    const result = await autocannon({
      url,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: scenario.body,
      connections,
      duration: durationSeconds,
    });
    console.log(
      `${scenario.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${
        result.non2xx + result.errors + result.timeouts
      }`,
    );
  }
} finally {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  contest.close();
  rmSync(directory, { recursive: true, force: true });
}
