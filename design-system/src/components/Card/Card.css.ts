import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const cardTones = ['raised', 'sunken', 'inverse', 'accent'] as const;
export const cardPaddings = ['md', 'lg'] as const;
export type CardTone = (typeof cardTones)[number];
export type CardPadding = (typeof cardPaddings)[number];

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minInlineSize: 0,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    fontFamily: vars.font.body,
  },
  variants: {
    tone: {
      raised: { background: vars.color.surfaceRaised, color: vars.color.text, boxShadow: vars.shadow.sm },
      sunken: { background: vars.color.surfaceSunken, color: vars.color.text },
      inverse: {
        background: vars.color.surfaceInverse,
        color: vars.color.textInverse,
        borderColor: vars.color.surfaceInverse,
      },
      accent: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.accent,
        borderBlockStartWidth: '4px',
        boxShadow: vars.shadow.md,
      },
    },
    padding: {
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.lg, '@media': { [mq.md]: { padding: vars.space.xxl } } },
    },
    fill: {
      true: { blockSize: '100%' },
      false: {},
    },
  },
  defaultVariants: { tone: 'raised', padding: 'md', fill: false },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
