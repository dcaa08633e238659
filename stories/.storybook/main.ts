import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

const config: StorybookConfig = {
  stories: ['../components/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    // Storybook renders presentational components only. The Remix Vite plugin (routes, server build) must never
    // load here; this workspace has no vite.config of its own, and any Remix plugin that arrives is dropped.
    const plugins = (viteConfig.plugins ?? []).flat(Infinity as 1).filter((plugin: PluginOption) => {
      const name = plugin && typeof plugin === 'object' && 'name' in plugin ? String(plugin.name) : '';
      return !name.startsWith('remix');
    });
    // No @vitejs/plugin-react is installed: JSX compiles with the automatic runtime that the tsconfig files
    // of remix-app and stories ask for ("jsx": "react-jsx").
    return { ...viteConfig, plugins };
  },
};

export default config;
