import { vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'stretch' });

/** Phones narrower than the poster scroll it rather than squeeze the saved layout. */
export const stage = style({ overflowX: 'auto', paddingBlock: vars.space.xs });
