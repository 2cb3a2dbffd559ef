import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const wrapper = fileURLToPath(new URL('./xstateReact.ts', import.meta.url));

/**
 * Whether a build carries the QA inspector: `VITE_QA_INSPECTOR=on|off`; by default on, except in a build
 * for the broker's sign-in page (`VITE_BROKER_LOGIN_URL`, the production build of the README).
 */
export const qaInspectorBuilt = (env: NodeJS.ProcessEnv): boolean =>
  env.VITE_QA_INSPECTOR ? ['on', 'true', '1'].includes(env.VITE_QA_INSPECTOR) : !env.VITE_BROKER_LOGIN_URL;

/**
 * The QA inspector at build time (Node; see `inspection.ts` for the browser side). It defines
 * `__QA_INSPECTOR__`, so that a build without the inspector drops its code, and, with it, sends the app's imports of `@xstate/react` to `xstateReact.ts`, which hands every
 * feature's actor the inspector: one place instead of an edit in each feature. Vitest keeps the real
 * package: feature tests need no inspector and the collector is tested on its own.
 */
export function qaInspector(env: NodeJS.ProcessEnv = process.env): Plugin {
  const built = qaInspectorBuilt(env);
  return {
    name: 'doo:qa-inspector',
    enforce: 'pre',
    config: () => ({
      // A plain constant, so that the bundler folds `if (!__QA_INSPECTOR__)` (an `import.meta.env` field is not).
      define: { __QA_INSPECTOR__: JSON.stringify(built) },
    }),
    // Only the inspector reads the machines' `meta.description`: a build without it leaves the sentences out.
    transform(code, id) {
      if (built || env.VITEST || !/\/machines\/[^/]+\.machine\.ts$/.test(id)) return null;
      return { code: withoutStateDescriptions(code), map: null };
    },
    resolveId(source, importer) {
      if (!built || env.VITEST || source !== '@xstate/react' || importer === wrapper) return null;
      return wrapper;
    },
  };
}

const stringLiteral = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"`;
const describedMeta = new RegExp(
  String.raw`\bmeta:\s*\{\s*description:\s*(?:${stringLiteral})(?:\s*\+\s*(?:${stringLiteral}))*\s*,?\s*\},?`,
  'g',
);

/** A machine's source without its `meta: { description: '…' }` objects (other meta stays). */
export const withoutStateDescriptions = (code: string): string => code.replace(describedMeta, '');
