import { vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const page = style({ maxInlineSize: '32rem', marginInline: 'auto' });
export const form = style({ display: 'grid', gap: vars.space.md });
export const note = style({ margin: 0, minBlockSize: '1.5em', color: vars.color.textMuted });
