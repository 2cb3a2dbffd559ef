import { vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const line = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const text = style({ margin: 0, fontSize: vars.fontSize.sm });
