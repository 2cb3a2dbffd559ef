import { vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

export const checklist = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const verdict = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const line = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const status = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-met]': { color: vars.color.success, fontWeight: vars.fontWeight.semibold } },
});
