import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../design-system/src/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: 'vite.config.ts' } } },
  core: { disableTelemetry: true },
  async viteFinal(config) {
    // The router plugin regenerates the route tree for the app; Storybook renders features without it. Its
    // React renderer renders with React DOM itself, so the stories keep React (src/app/preactRuntime.ts).
    config.plugins = (config.plugins ?? []).flat().filter((plugin) => {
      const name = plugin && typeof plugin === 'object' && 'name' in plugin ? String(plugin.name) : '';
      // V8's compile hint is for the site's chunks; on Storybook's own runtime it would compile all of it ahead.
      return !name.startsWith('tanstack') && name !== 'preact-runtime' && name !== 'compile-hints';
    });
    return config;
  },
};

export default config;
