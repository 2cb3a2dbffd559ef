import { Carousel } from '@doo/design-system';
import { useLingui } from '@lingui/react/macro';
import type { HallOfFameEntry } from '../../../contract';
import type { DisplayCurrency } from '../../i18n/format';
import { HallOfFameCard } from './HallOfFameCard';
import { hallOfFameSlidesPerView, movesByItself } from './hallOfFame';

/** §9 carousel autoplay. */
export const hallOfFameAutoplayMs = 4000;

/** The slider itself, loaded after the page's first paint with embla. */
export default function HallOfFameSlider({
  entries,
  currency,
}: {
  entries: HallOfFameEntry[];
  currency: DisplayCurrency;
}) {
  const { t } = useLingui();
  const moving = movesByItself(entries.length);
  return (
    <Carousel
      label={t`Past winners`}
      slidesPerView={hallOfFameSlidesPerView}
      autoplayMs={moving ? hallOfFameAutoplayMs : undefined}
      loop={moving}
      previousLabel={t`Previous slide`}
      nextLabel={t`Next slide`}
      pauseLabel={t`Pause the slides`}
      playLabel={t`Play the slides`}
      slideLabel={(position, total) => t`${position} of ${total}`}
    >
      {entries.map((entry, index) => (
        <HallOfFameCard key={`${entry.rank}-${index}`} entry={entry} currency={currency} />
      ))}
    </Carousel>
  );
}
