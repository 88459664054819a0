import { viteLibraryConfig } from '@clavis/tools/vite-library';
import { defineConfig } from 'vite';

export default defineConfig(viteLibraryConfig(import.meta.url));
