import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { BusinessCode, SANDBOX_FAULT_SCOPE_COOKIE, type SandboxFault } from '../../../contract';

const INJECTED_MESSAGE = 'Injected fault';

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    // A client that gives up (its own timeout) should not keep a timer alive on the server.
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Faults the sandbox injects per path (and scope): a wrong status, a hang, malformed JSON, or a business code.
 * A scoped fault reaches only requests of its scope; one without a scope reaches every request.
 */
export const createFaultStore = () => {
  let faults: SandboxFault[] = [];
  const sameSlot = (a: SandboxFault, b: SandboxFault) => a.path === b.path && a.scope === b.scope;
  return {
    add: (fault: SandboxFault) => {
      faults = [...faults.filter((existing) => !sameSlot(existing, fault)), fault];
    },
    /** Clears one scope's faults, or every fault when no scope is named. */
    clear: (scope?: string) => {
      faults = scope === undefined ? [] : faults.filter((fault) => fault.scope !== scope);
    },
    list: (): SandboxFault[] => [...faults],
    /** The fault for this path and the request's scope (its own before an unscoped one), counting one use. */
    take: (path: string, scope: string | undefined): SandboxFault | undefined => {
      const fault =
        faults.find(
          (candidate) => candidate.path === path && scope !== undefined && candidate.scope === scope,
        ) ?? faults.find((candidate) => candidate.path === path && candidate.scope === undefined);
      if (!fault) return undefined;
      if (fault.times !== undefined) {
        faults =
          fault.times <= 1
            ? faults.filter((candidate) => candidate !== fault)
            : faults.map((candidate) =>
                candidate === fault ? { ...fault, times: fault.times! - 1 } : candidate,
              );
      }
      return fault;
    },
  };
};

export type FaultStore = ReturnType<typeof createFaultStore>;

/**
 * Applies the fault registered for the request's path. A delay alone lets the real answer follow; `body`
 * answers that raw text; `code` a business failure; `status` alone an error envelope with that status.
 */
export const faultMiddleware =
  (store: FaultStore): MiddlewareHandler =>
  async (c, next) => {
    const fault = store.take(c.req.path, getCookie(c, SANDBOX_FAULT_SCOPE_COOKIE));
    if (!fault) return next();
    if (fault.delayMs) {
      await wait(fault.delayMs, c.req.raw.signal);
      if (c.req.raw.signal.aborted) return c.body(null, 499 as never);
    }
    const status = (fault.status ??
      (fault.body !== undefined || fault.code !== undefined ? 200 : undefined)) as 200 | 500 | undefined;
    if (fault.body !== undefined) {
      return c.body(fault.body, status ?? 200, { 'Content-Type': 'application/json' });
    }
    if (fault.code !== undefined || status !== undefined) {
      return c.json(
        { code: fault.code ?? BusinessCode.INTERNAL_ERROR, msg: INJECTED_MESSAGE, data: null },
        status ?? 200,
      );
    }
    return next();
  };
