import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const frame = style({
  padding: vars.space.lg,
});

/** Story layout helpers. */
export const stack = style({ display: 'grid', gap: vars.space.md, alignItems: 'start' });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
