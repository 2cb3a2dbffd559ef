import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text with the neutral tone by default', () => {
    render(<Badge>Ended</Badge>);
    expect(screen.getByText('Ended')).toHaveAttribute('data-tone', 'neutral');
  });

  it('takes a tone', () => {
    render(<Badge tone="success">Ongoing</Badge>);
    expect(screen.getByText('Ongoing')).toHaveAttribute('data-tone', 'success');
  });
});
