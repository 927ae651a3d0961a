import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes dist/.vite/bundle-report.json: each chunk's modules and imports, which
 * scripts/check-bundle-size.mjs reads to measure what a public page loads before it paints.
 * The server serves no hidden path, so the report stays private.
 */
function bundleReport(): Plugin {
  const relative = (id: string) => (id.startsWith(ROOT) ? id.slice(ROOT.length) : id);
  return {
    name: 'secours-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                isEntry: output.isEntry,
                facade: output.facadeModuleId ? relative(output.facadeModuleId) : null,
                modules: Object.entries(output.modules).map(([id, module]) => ({
                  id: relative(id),
                  bytes: module.renderedLength,
                })),
                imports: output.imports,
                dynamicImports: output.dynamicImports,
              },
            ]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/bundle-report.json',
        source: JSON.stringify({ chunks }, null, 1),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), bundleReport()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: false },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // Page tests render a whole lazy route; on a busy 2-core CI machine the 5 s default is too short.
    testTimeout: 30_000,
  },
});
