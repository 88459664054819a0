'use client';
import { useRouter } from 'next/navigation';
import Script from 'next/script';

/** Storyblok's visual editor bridge (what `loadStoryblokBridge` of @storyblok/js loads). */
export const STORYBLOK_BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';

interface BridgeInstance {
  on(events: string | string[], callback: () => void): void;
}

/** The script's global, read loosely: it is absent until the script ran (and offline). */
const bridgeClass = () => (window as { StoryblokBridge?: new () => BridgeInstance }).StoryblokBridge;

/**
 * Loads the visual editor's bridge on a draft preview and renders the page again (draft content,
 * no rebuild) when the editor saves or publishes. Only SitePage's draft branch renders it, so
 * published pages never load the script.
 */
export function StoryblokBridge() {
  const router = useRouter();
  return (
    <Script
      id="storyblok-bridge"
      src={STORYBLOK_BRIDGE_URL}
      strategy="afterInteractive"
      onLoad={() => {
        const Bridge = bridgeClass();
        if (Bridge) new Bridge().on(['change', 'published'], () => router.refresh());
      }}
    />
  );
}
