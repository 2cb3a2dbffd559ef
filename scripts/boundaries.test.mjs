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
  ])('catches %s reaching the wrong way', (file, text, expected) => {
    expect(findViolations(tree({ [file]: text }))).toEqual([expected]);
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
