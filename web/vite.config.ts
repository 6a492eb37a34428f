/**
 * The SPA's build. Every path is resolved from this file, never from process.cwd(): the local
 * cloud starts the dev server programmatically with `createServer({ configFile: <this file> })`.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appChunk } from './vite/app-chunk';
import { artwork } from './vite/artwork';
import { featureEntries } from './vite/feature-entries';
import { runtimeConfig } from './vite/runtime-config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const app = appChunk({ entry: '/src/main.tsx', app: '/src/app/start.tsx' });

export default defineConfig({
  root: here('.'),
  plugins: [featureEntries({ src: here('src') }), react(), runtimeConfig(), artwork(), app.plugin],
  // Mirrored by "paths" in tsconfig.json.
  resolve: {
    alias: { '@': here('src'), '@shared': here('../shared') },
  },
  // The local cloud prints its own banner; keep Vite's lines in its log instead of clearing them.
  clearScreen: false,
  server: {
    // The SPA imports the domain from ../shared.
    fs: { allow: [here('..')] },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: [app.group] } } },
  },
});
