import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findViolations } from './boundaries.mjs';

let root;
function tree(files) {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('findViolations', () => {
  it.each([
    ['machines/a.machine.ts', "import { useState } from 'react';", 'machines/a.machine.ts imports react'],
    ['machines/a.machine.ts', "import { x } from '../src/x';", 'machines/a.machine.ts imports ../src/x'],
    [
      'design-system/src/B.tsx',
      "import { m } from '../../machines/m';",
      'design-system/src/B.tsx imports ../../machines/m',
    ],
    [
      'design-system/src/B.tsx',
      "import { t } from '@lingui/core';",
      'design-system/src/B.tsx imports @lingui/core',
    ],
    [
      'server/src/s.ts',
      "import { api } from '../../src/api/http';",
      'server/src/s.ts imports ../../src/api/http',
    ],
    ['contract/c.ts', "import { createMachine } from 'xstate';", 'contract/c.ts imports xstate'],
    ['src/f.tsx', "const m = import('../server/src/app');", 'src/f.tsx imports ../server/src/app'],
    [
      'src/features/race/RacePage.tsx',
      "import { PosterDialog } from '../poster';",
      'src/features/race/RacePage.tsx imports ../poster (a feature imports another feature)',
    ],
    [
      'src/features/race/RacePage.stories.tsx',
      "const m = import('../../features/poster/PosterDialog');",
      'src/features/race/RacePage.stories.tsx imports ../../features/poster/PosterDialog (a feature imports another feature)',
    ],
    [
      'src/shared/Notice.tsx',
      "import { x } from '../features/race/x';",
      'src/shared/Notice.tsx imports ../features/race/x (shared code imports a feature or the app)',
    ],
    [
      'src/app/layout/Shell.tsx',
      "import { x } from '../../features/race/x';",
      'src/app/layout/Shell.tsx imports ../../features/race/x (the app shell imports a feature: compose it in a route)',
    ],
  ])('catches %s reaching the wrong way', (file, text, expected) => {
    expect(findViolations(tree({ [file]: text }))).toEqual([expected]);
  });

  it('catches an import cycle, however long', () => {
    const files = {
      'src/app/errors/Page.tsx': "import { links } from '../session/links';",
      'src/app/session/links.ts': "import { Gate } from './Gate';",
      'src/app/session/Gate.tsx': "import * as styles from '../errors/Page';",
      'machines/a.machine.ts': "import { b } from './b';",
      'machines/b.ts': "import type { A } from './a.machine';",
    };
    expect(findViolations(tree(files))).toEqual([
      'import cycle: machines/a.machine.ts → machines/b.ts → machines/a.machine.ts',
      'import cycle: src/app/errors/Page.tsx → src/app/session/links.ts → src/app/session/Gate.tsx → src/app/errors/Page.tsx',
      'import cycle between modules: src/app/errors → src/app/session → src/app/errors',
    ]);
  });

  it('catches a loop between modules that no single file closes', () => {
    const files = {
      'src/app/errors/GlobalPage.tsx': "import { loginUrl } from '../session/authLinks';",
      'src/app/session/authLinks.ts': 'export const loginUrl = 1;',
      'src/app/session/GateView.tsx': "import { ExceptionId } from '../errors/ExceptionId';",
      'src/app/errors/ExceptionId.tsx': 'export const ExceptionId = 1;',
    };
    expect(findViolations(tree(files))).toEqual([
      'import cycle between modules: src/app/errors → src/app/session → src/app/errors',
    ]);
  });

  it('accepts a feature using its own files, the app shell, shared code and the page registry', () => {
    const files = {
      'src/features/race/RacePage.tsx':
        "import { a } from './a';\nimport { v } from '../../app/session/sessionView';\nimport { n } from '../../shared/Notice';\nimport { p } from '../../pages/registry';",
      'src/features/race/a.ts': 'export const a = 1;',
      'src/app/session/sessionView.tsx': "import { p } from '../../pages/registry';",
      'src/shared/Notice.tsx': 'export const n = 1;',
      'src/pages/registry.ts': 'export const p = 1;',
      'src/routes/-components/Landing.tsx':
        "import { r } from '../../features/race/RacePage';\nimport { x } from '../../features/poster';",
    };
    expect(findViolations(tree(files))).toEqual([]);
  });

  it('accepts the arrows the architecture draws', () => {
    const files = {
      'contract/c.ts': "import { z } from 'zod';",
      'machines/m.machine.ts': "import { setup } from 'xstate';\nimport type { C } from '../contract/c';",
      'machines/m.machine.test.ts': "import { render } from '@testing-library/react';",
      'src/f.tsx': "import { m } from '../machines/m.machine';\nimport { Button } from '@doo/design-system';",
      'server/src/s.ts': "import { c } from '../../contract/c';",
      'design-system/src/B.stories.tsx': "import { useState } from 'react';",
    };
    expect(findViolations(tree(files))).toEqual([]);
  });
});
