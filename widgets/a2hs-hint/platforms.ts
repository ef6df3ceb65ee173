// Page init's safari2 and android_chrom say which 'add to home screen' hint to show.
import type { StoreState } from '../../shared/store/index.ts';

export type HintPlatform = 'ios' | 'android';

const PLATFORMS: readonly HintPlatform[] = ['ios', 'android'];

/** The platforms whose hint page init asked for: safari2 → iOS Safari, android_chrom → Android Chrome. */
export function askedPlatforms(hints: StoreState['homeScreenHintAsked']): ReadonlySet<HintPlatform> {
  return new Set(PLATFORMS.filter((platform) => hints[platform]));
}

/** The marker's instruction texts by platform (`[data-platform="ios"]`, `[data-platform="android"]`). */
export function platformTexts(marker: HTMLElement): Map<HintPlatform, HTMLElement[]> {
  const texts = new Map<HintPlatform, HTMLElement[]>();
  for (const element of marker.querySelectorAll<HTMLElement>('[data-platform]')) {
    const platform = PLATFORMS.find((name) => name === element.getAttribute('data-platform')?.trim());
    if (!platform) continue;
    texts.set(platform, [...(texts.get(platform) ?? []), element]);
  }
  return texts;
}

/** The hint's close button, which the marker must hold. */
export function closeButtonOf(marker: HTMLElement): HTMLButtonElement | null {
  const button = marker.querySelector('.a2hs-hint__close');
  return button instanceof HTMLButtonElement ? button : null;
}
