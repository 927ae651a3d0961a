import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { publicChunkNames } from './chunk-groups.ts';

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

/**
 * The built index.html loads public/boot.js instead of the entry script and its modulepreloads,
 * which boot.js adds once the page the server sent (prerendered, decision 027) has been painted.
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'secours-start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
        if (!entry)
          throw new Error('index.html has no entry script to start after the first paint');
        const preloads = [
          ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
        ];
        let out = html.replace(entry[0], '');
        for (const preload of preloads) out = out.replace(preload[0], '');
        const boot =
          `<script src="/boot.js" data-entry="${entry[1]}" ` +
          `data-preload="${preloads.map((p) => p[1]).join(' ')}" defer></script>\n  `;
        return out.replace('</head>', `${boot}</head>`);
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), bundleReport(), startAfterFirstPaint()],
  build: {
    rolldownOptions: {
      output: {
        // The prerendering build (scripts/prerender.mjs) runs in Node, where files cost nothing.
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [{ name: publicChunkNames(ROOT, 'src/main.tsx'), debugName: 'public pages' }],
            },
      },
    },
  },
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
}));
