import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const badgeTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
      info: { backgroundColor: vars.color.highlight, color: vars.color.brand },
      success: { backgroundColor: vars.color.successSurface, color: vars.color.text },
      warning: { backgroundColor: vars.color.warningSurface, color: vars.color.text },
      danger: { backgroundColor: vars.color.dangerSurface, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
