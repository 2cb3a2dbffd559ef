import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of this file as the file loads (Chrome 136 and later). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint at the top of every chunk of the browser's build. Without it V8 compiles a function
 * on the main thread the first time it is called, in the task that calls it: on the race page at 4× CPU
 * slowdown about 400 ms of the load's tasks were that compiling, most of it in the app's first render and
 * in the renders as the race's answers came. With it the whole file is compiled as it streams in, on a
 * background thread (measured: about 5 ms of compiling left on the main thread). The build splits the code by
 * when it runs (the first screen, a page, a section, a dialog on the click that opens it), so a chunk that
 * loads is one whose functions are about to run. Other browsers read a comment.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: (config, { isSsrBuild }) => !isSsrBuild && !config.build?.ssr,
    enforce: 'post',
    generateBundle: {
      // After Vite has put its list of a chunk's dependencies at its top: V8 reads the hint on the first line only.
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // One more line above the code the map describes: in the chunk's map and in the file written from it,
          // which the bundler has already put in the bundle.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}
