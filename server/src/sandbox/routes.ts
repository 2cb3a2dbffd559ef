import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Hono } from 'hono';
import type * as z from 'zod/mini';
import {
  BusinessCode,
  sandboxClockRequestSchema,
  sandboxEndpoints,
  sandboxFaultSchema,
  sandboxSessionRequestSchema,
  SANDBOX_LOGIN_PAGE_PATH,
  type Persona,
  type SandboxClockResponse,
} from '../../../contract';
import type { Service } from '../service/context';
import { errorBody, invalidRequest, parseBody, ServiceError } from '../service/errors';
import { toSessionUser, type UserRow } from '../service/sessions';
import type { FaultStore } from './faults';
import { renderLoginPage, safeRedirect } from './loginPage';

const AD_HOC_ACCOUNT_EQUITY = 20_000;
const QA_PATHS_DIR = resolve(import.meta.dirname, '../../../qa/paths');
const AD_HOC_ACCOUNT_ID_FLOOR = 21_000_000;

const ok = <Data>(data: Data) => ({ code: BusinessCode.SUCCESS, msg: 'success', data });

export const mountSandboxRoutes = (app: Hono, { db, clock, sessions }: Service, faults: FaultStore): void => {
  const statements = {
    personas: db.prepare<[], UserRow & { participant: number }>(
      `SELECT u.*, EXISTS (SELECT 1 FROM race_entries r WHERE r.owner_uuid = u.uuid) AS participant
       FROM users u WHERE u.persona IS NOT NULL ORDER BY u.rowid`,
    ),
    persona: db.prepare<[string], UserRow>('SELECT * FROM users WHERE persona = ?'),
    insertUser: db.prepare(
      `INSERT INTO users (uuid, full_name, email, nationality, user_type, switch_user, blacklist)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    user: db.prepare<[string], UserRow>('SELECT * FROM users WHERE uuid = ?'),
    nextAccountId: db.prepare<[number], { next: number }>(
      'SELECT MAX(COALESCE(MAX(account_id), 0) + 1, ?) AS next FROM trading_accounts',
    ),
    insertAccount: db.prepare(
      "INSERT INTO trading_accounts (login, user_uuid, account_id, server_type, equity) VALUES (?, ?, ?, 'mt5', ?)",
    ),
  };

  const listPersonas = (): Persona[] =>
    statements.personas.all().map((row) => ({
      name: row.persona ?? '',
      description: row.description,
      nationality: row.nationality,
      userType: row.user_type,
      switchUser: row.switch_user === 1,
      blacklist: JSON.parse(row.blacklist) as string[],
      participant: row.participant === 1,
    }));

  /** An ad-hoc user from explicit fields, with one trading account that meets both categories' equity. */
  const createAdHocUser = db.transaction(
    (fields: {
      nationality: string;
      userType: 'crm_client' | 'crm_ib';
      switchUser: boolean;
      blacklist: string[];
    }) => {
      const uuid = `sandbox-${randomBytes(8).toString('hex')}`;
      statements.insertUser.run(
        uuid,
        'Sandbox User',
        `${uuid}@example.com`,
        fields.nationality,
        fields.userType,
        fields.switchUser ? 1 : 0,
        JSON.stringify(fields.blacklist),
      );
      const accountId =
        statements.nextAccountId.get(AD_HOC_ACCOUNT_ID_FLOOR)?.next ?? AD_HOC_ACCOUNT_ID_FLOOR;
      statements.insertAccount.run(String(accountId - 12_000_000), uuid, accountId, AD_HOC_ACCOUNT_EQUITY);
      const user = statements.user.get(uuid);
      if (!user) throw new Error('ad-hoc user was not stored');
      return user;
    },
  );

  const clockState = (): SandboxClockResponse => ({ now: clock.now().toISOString(), real: clock.isReal() });

  app.get(sandboxEndpoints.personas.path, (c) => c.json(ok(listPersonas())));

  // The QA report's page of a machine, which the app's QA inspector links (src/app/inspector): as plain
  // text, from the repository's `qa/paths/`.
  app.get('/sandbox/qa/paths/:file', async (c) => {
    const file = c.req.param('file');
    if (!/^[A-Za-z0-9_-]+\.md$/.test(file))
      return c.json(errorBody(BusinessCode.NOT_FOUND, 'Not found'), 404);
    const text = await readFile(join(QA_PATHS_DIR, file), 'utf8').catch(() => undefined);
    if (text === undefined) return c.json(errorBody(BusinessCode.NOT_FOUND, `No QA page ${file}`), 404);
    return c.text(text, 200, { 'Content-Type': 'text/plain; charset=utf-8' });
  });

  app.get(SANDBOX_LOGIN_PAGE_PATH, (c) =>
    c.html(renderLoginPage(listPersonas(), safeRedirect(c.req.query('redirect')))),
  );

  app.post(sandboxEndpoints.createSession.path, async (c) => {
    const isForm = (c.req.header('Content-Type') ?? '').includes('application/x-www-form-urlencoded');
    let redirect: string | undefined;
    let fields: z.infer<typeof sandboxSessionRequestSchema>;
    if (isForm) {
      // The sign-in page's forms: sign in, then go back where the tester came from.
      const form = await c.req.parseBody();
      redirect = safeRedirect(typeof form.redirect === 'string' ? form.redirect : undefined);
      const parsed = sandboxSessionRequestSchema.safeParse({ persona: form.persona });
      if (!parsed.success) throw invalidRequest('sandbox session', parsed.error);
      fields = parsed.data;
    } else {
      fields = await parseBody(c, sandboxSessionRequestSchema);
    }
    const user =
      'persona' in fields
        ? statements.persona.get(fields.persona)
        : createAdHocUser({
            nationality: fields.nationality,
            userType: fields.userType,
            switchUser: fields.switchUser,
            blacklist: fields.blacklist,
          });
    if (!user) {
      throw new ServiceError(
        BusinessCode.NOT_FOUND,
        `No persona named ${'persona' in fields ? fields.persona : ''}`,
      );
    }
    const active = sessions.start(c, user);
    return redirect === undefined ? c.json(ok(toSessionUser(active))) : c.redirect(redirect, 303);
  });

  app.post(sandboxEndpoints.setClock.path, async (c) => {
    const { now } = await parseBody(c, sandboxClockRequestSchema);
    clock.set(new Date(now));
    return c.json(ok(clockState()));
  });

  app.delete(sandboxEndpoints.resetClock.path, (c) => {
    clock.reset();
    return c.json(ok(clockState()));
  });

  app.post(sandboxEndpoints.addFault.path, async (c) => {
    faults.add(await parseBody(c, sandboxFaultSchema));
    return c.json(ok(faults.list()));
  });

  app.delete(sandboxEndpoints.clearFaults.path, (c) => {
    faults.clear(c.req.query('scope') || undefined);
    return c.json(ok(faults.list()));
  });
};

/** Production mode: every sandbox path is unknown. */
export const mountSandboxDisabled = (app: Hono): void => {
  app.all('/sandbox', (c) => c.json(errorBody(BusinessCode.NOT_FOUND, 'Not found'), 404));
  app.all('/sandbox/*', (c) => c.json(errorBody(BusinessCode.NOT_FOUND, 'Not found'), 404));
};
