import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CarriedAnswersBlock, DrawCarriedSections } from '../../contract';

/** Where `npm run build` puts the drawing (vite.firstScreen.config.ts), under the build's folder. */
export const CARRIED_DRAWING_MODULE = join('server', 'drawCarried.js');

/**
 * The build's drawing of the sections a page's carried answers fill (`DrawCarriedSections`), loaded once;
 * `undefined` for a build without it (the page then shows their skeletons until the app draws them).
 */
export async function loadCarriedDrawing(staticDir: string): Promise<DrawCarriedSections | undefined> {
  const file = join(staticDir, CARRIED_DRAWING_MODULE);
  if (!existsSync(file)) return undefined;
  try {
    const { drawCarriedSections } = (await import(pathToFileURL(file).href)) as {
      drawCarriedSections?: DrawCarriedSections;
    };
    return drawCarriedSections;
  } catch (error) {
    console.error('The drawing of carried answers could not be loaded', error);
    return undefined;
  }
}

/**
 * `root` with the sections `carried` fills drawn in it; as it was when there is no drawing or it fails: a page
 * is never held back or broken by it, its skeletons stay until the app draws the same.
 */
export async function drawnRoot(
  draw: DrawCarriedSections | undefined,
  root: string,
  language: string,
  carried: CarriedAnswersBlock,
): Promise<string> {
  if (!draw) return root;
  try {
    return await draw(root, language, carried);
  } catch (error) {
    console.error('A carried answer could not be drawn', error);
    return root;
  }
}
