import { mq, vars } from '@doo/design-system';
import { style } from '@vanilla-extract/css';

/** The raised panel each section of the race page sits in; the sections' own styles set only their gap. */
export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  minInlineSize: 0,
  '@media': { [mq.md]: { padding: vars.space.xl } },
});
