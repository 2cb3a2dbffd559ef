import { describe, expect, it } from 'vitest';
import { breakpointFor, breakpointNames, breakpoints, mq, mqBelow } from './breakpoints';

describe('breakpoints', () => {
  it('are the spec values, smallest first', () => {
    expect(breakpoints).toEqual({ xs: 360, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, xxxl: 1792 });
    expect(breakpointNames).toEqual(['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl']);
  });

  it('give min-width queries and their complements', () => {
    expect(mq.md).toBe('(min-width: 768px)');
    expect(mq.xxxl).toBe('(min-width: 1792px)');
    expect(mqBelow.sm).toBe('(max-width: 639.98px)');
  });

  it('name the breakpoint a width falls in', () => {
    expect(breakpointFor(320)).toBeUndefined();
    expect(breakpointFor(360)).toBe('xs');
    expect(breakpointFor(767)).toBe('sm');
    expect(breakpointFor(768)).toBe('md');
    expect(breakpointFor(2560)).toBe('xxxl');
  });
});
