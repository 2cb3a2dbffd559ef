import type { Decorator } from '@storybook/react-vite';
import { DirectionProvider, type Direction } from '../providers/DirectionProvider';
import { lightTheme } from '../theme/lightTheme.css';
import '../theme/global.css';
import * as styles from './storybook.css';

// The app's right-to-left locale codes, as chosen in the Storybook toolbar (`globals.locale`).
const rtlLocales = new Set(['ae', 'ug']);

/**
 * Puts the theme class on `<html>` (portalled content lives outside the story root) and the
 * story's direction on both `<html>` and the Radix components. The direction comes from the story
 * (`parameters: { dir: 'rtl', lang: 'ar' }`), else from the toolbar's locale.
 */
export const withDesignSystem: Decorator = (Story, context) => {
  const fromToolbar: Direction = rtlLocales.has(String(context.globals.locale)) ? 'rtl' : 'ltr';
  const dir: Direction =
    context.parameters.dir === 'rtl' || context.parameters.dir === 'ltr'
      ? context.parameters.dir
      : fromToolbar;
  const lang = typeof context.parameters.lang === 'string' ? context.parameters.lang : undefined;
  const root = document.documentElement;
  root.classList.add(lightTheme);
  root.dir = dir;
  return (
    <DirectionProvider dir={dir}>
      <div className={styles.frame} dir={dir} lang={lang}>
        <Story />
      </div>
    </DirectionProvider>
  );
};

/** Right-to-left parameters for the `ae` locale's look. */
export const rtlParameters = { dir: 'rtl', lang: 'ar' } as const;
