import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const noticeTones = ['info', 'success', 'warning', 'danger'] as const;
export type NoticeTone = (typeof noticeTones)[number];

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderInlineStartWidth: '4px',
    borderInlineStartStyle: 'solid',
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      info: { backgroundColor: vars.color.highlight, borderInlineStartColor: vars.color.brand },
      success: { backgroundColor: vars.color.successSurface, borderInlineStartColor: vars.color.success },
      warning: { backgroundColor: vars.color.warningSurface, borderInlineStartColor: vars.color.warning },
      danger: { backgroundColor: vars.color.dangerSurface, borderInlineStartColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({
  flexShrink: 0,
  marginBlockStart: '1px',
  selectors: {
    '[data-tone="info"] > &': { color: vars.color.brand },
    '[data-tone="success"] > &': { color: vars.color.success },
    '[data-tone="warning"] > &': { color: vars.color.warning },
    '[data-tone="danger"] > &': { color: vars.color.danger },
  },
});

export const body = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const text = style({ overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
