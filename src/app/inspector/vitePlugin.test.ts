// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { withoutStateDescriptions } from './vitePlugin';

const machinesDir = join(__dirname, '../../../machines');
const machineFiles = readdirSync(machinesDir).filter((file) => file.endsWith('.machine.ts'));

describe('a build without the inspector leaves out the state descriptions', () => {
  it.each(machineFiles)('%s stays valid TypeScript with its descriptions gone', (file) => {
    const source = readFileSync(join(machinesDir, file), 'utf8');
    const stripped = withoutStateDescriptions(source);
    const { diagnostics } = ts.transpileModule(stripped, {
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    expect(diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
    // Only descriptions built at run time (a template or a variable) may stay.
    expect(stripped).not.toMatch(/description:\s*['"]/);
  });

  it('keeps other meta and the code around it', () => {
    expect(withoutStateDescriptions(`a: { meta: { description: 'x \\' y' + "z" }, on: {} }`)).toBe(
      'a: {  on: {} }',
    );
    expect(withoutStateDescriptions(`meta: { description }`)).toBe('meta: { description }');
  });
});
