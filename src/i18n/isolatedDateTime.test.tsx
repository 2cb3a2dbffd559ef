import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { formatDateTimeUtc } from './format';
import { isolatedDateTime } from './isolatedDateTime';

it('wraps the UTC+0 date-time in its own bidirectional isolate', () => {
  const { container } = render(<p>until {isolatedDateTime(Date.UTC(2026, 11, 10), 'ae')} (UTC+0).</p>);
  const run = container.querySelector('bdi');
  expect(run).toHaveTextContent(formatDateTimeUtc(Date.UTC(2026, 11, 10), 'ae'));
  expect(container).toHaveTextContent(`until ${run?.textContent} (UTC+0).`);
});
