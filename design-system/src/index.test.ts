import { describe, expect, it } from 'vitest';
import * as ds from './index';

describe('design-system public API', () => {
  it('exports the components, theme and breakpoints', () => {
    for (const name of [
      'Accordion',
      'Badge',
      'Button',
      'Card',
      'Carousel',
      'ChoiceChips',
      'Confetti',
      'Dialog',
      'Drawer',
      'DropdownMenu',
      'IconButton',
      'NativeSelect',
      'Notice',
      'Pagination',
      'Popover',
      'ProgressBar',
      'Select',
      'Skeleton',
      'Table',
      'Tabs',
      'TextField',
      'Toast',
      'VisuallyHidden',
    ]) {
      expect(ds).toHaveProperty(name);
    }
    expect(typeof ds.lightTheme).toBe('string');
    expect(ds.vars.color.brand).toMatch(/^var\(--/);
    expect(ds.mq.lg).toBe('(min-width: 1024px)');
    expect(ds.buttonTones).toEqual(['primary', 'secondary', 'ghost', 'danger']);
    expect(ds.buttonSizes).toEqual(['sm', 'md', 'lg']);
    expect(Object.keys(ds.Dialog)).toEqual(
      expect.arrayContaining(['Root', 'Trigger', 'Content', 'Title', 'Description', 'Close']),
    );
    expect(Object.keys(ds.Tabs)).toEqual(['Root', 'List', 'Trigger', 'Content']);
  });
});
