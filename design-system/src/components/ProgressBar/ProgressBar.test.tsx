import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

const fillOf = (bar: HTMLElement) => bar.firstElementChild as HTMLElement;

describe('ProgressBar', () => {
  it('is a named progressbar with its value and the percentage as value text', () => {
    render(<ProgressBar label="Volume" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Volume' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(fillOf(bar).style.inlineSize).toBe('40%');
  });

  it('clamps values beyond the range and uses a given value text', () => {
    render(<ProgressBar label="Volume" value={117.8} max={100} valueText="117.8 of 100 lots" />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '117.8 of 100 lots');
    expect(fillOf(bar).style.inlineSize).toBe('100%');
  });

  it('treats negative, missing and non-finite values as zero', () => {
    render(<ProgressBar label="Volume" value={Number.NaN} max={0} />);
    expect(fillOf(screen.getByRole('progressbar')).style.inlineSize).toBe('0%');
  });

  it('shows the label and value above the bar on request', () => {
    render(<ProgressBar label="Volume" value={25} max={50} showLabel />);
    expect(screen.getByText('Volume')).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
  });
});
