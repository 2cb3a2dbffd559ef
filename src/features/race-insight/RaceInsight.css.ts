import { mq, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export { panel } from '../../shared/panel.css';

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  '@media': { [mq.md]: { fontSize: vars.fontSize.xl } },
});

export const round = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const distance = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const sentence = style({ margin: 0 });
