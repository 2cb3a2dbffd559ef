import { findViolations } from './boundaries.mjs';

const violations = findViolations(process.cwd());
if (violations.length > 0) {
  console.error(
    'Imports across the architecture (contract ← machines ← src → design-system, contract ← server):',
  );
  for (const violation of violations) console.error(`  ${violation}`);
  process.exit(1);
}
console.log(
  'check:boundaries: every import follows contract ← machines ← src → design-system, contract ← server',
);
