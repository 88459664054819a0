'use client';
import { lazyComponent } from '@clavis/design-system';

/**
 * The visual editor's live preview around a draft page, its code (the bridge) loaded only on
 * draft previews. Inline: the page inside is in the server's HTML, and stays while the code loads.
 */
export const LazyLivePreview = lazyComponent(() => import('./LivePreview').then((module) => module.LivePreview), { inline: true });
