import { vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const block = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
});

export const ownTime = style({ margin: 0, color: vars.color.text });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const failure = style({ margin: 0, color: vars.color.danger });
