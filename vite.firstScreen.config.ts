import { mergeConfig } from 'vite';
import app from './vite.config.ts';

/**
 * The service's drawing of a page's first screen from the answers it carries (src/firstScreen/drawCarried.tsx),
 * built with the app's own plugins (its runtime, styles' class names and catalogs are the browser's) into one
 * module for Node, dependencies included, in `dist/server/`, which the service never serves.
 */
export default mergeConfig(app, {
  ssr: { noExternal: true },
  build: {
    ssr: 'src/firstScreen/drawCarried.tsx',
    outDir: 'dist/server',
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});
