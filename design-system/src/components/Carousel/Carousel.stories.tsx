import type { Meta, StoryObj } from '@storybook/react-vite';
import { rtlParameters, withDesignSystem } from '../../private/storybook';
import { Card } from '../Card';
import { Carousel } from './Carousel';

const cards = Array.from({ length: 7 }, (_, index) => (
  <Card key={index} title={`Season ${index + 1}`} fill>
    Rate of return {(480 - index * 40).toFixed(2)}%
  </Card>
));

const meta = {
  title: 'Design system/Carousel',
  component: Carousel,
  decorators: [withDesignSystem],
  args: {
    label: 'Hall of fame',
    previousLabel: 'Previous slide',
    nextLabel: 'Next slide',
    pauseLabel: 'Pause the slides',
    playLabel: 'Play the slides',
    slideLabel: (position: number, total: number) => `${position} of ${total}`,
    slidesPerView: [
      { minWidth: 0, slides: 1 },
      { minWidth: 748, slides: 2 },
      { minWidth: 1134, slides: 3 },
      { minWidth: 1510, slides: 5 },
    ],
    children: cards,
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1, 2, 3 or 5 slides in view at widths 362, 748, 1134, 1510 (try the viewports). */
export const Responsive: Story = {};

/** Moves every 4 s and wraps around; pauses on hover, focus and its pause button. */
export const Autoplay: Story = { args: { autoplayMs: 4000, loop: true } };

/** No more slides than fit: no controls. */
export const FewSlides: Story = { args: { children: cards.slice(0, 2) } };

export const RightToLeft: Story = {
  parameters: rtlParameters,
  args: { autoplayMs: 4000, loop: true, label: 'قاعة المشاهير' },
};

/**
 * Old browsers and some in-app WebViews have no IntersectionObserver, which the slider needs: the slides
 * are a row that scrolls natively (swipe, trackpad, or the buttons), and nothing moves by itself.
 */
export const WithoutIntersectionObserver: Story = {
  args: { autoplayMs: 4000, loop: true },
  beforeEach: () => {
    const observer = window.IntersectionObserver;
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    return () => {
      window.IntersectionObserver = observer;
    };
  },
};
