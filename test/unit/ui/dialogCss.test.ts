import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The backdrop fades in over 200 ms (README.md); the issue: no animation with
// prefers-reduced-motion. The optional stylesheet carries it (the bundle sets no inline animation),
// so it is checked here.
const css = readFileSync(path.join(process.cwd(), 'shared/ui/shop-widgets.css'), 'utf8');

describe('the dialogs’ backdrop in shop-widgets.css', () => {
  it('fades in over 200 ms, only when the shopper has not asked for reduced motion', () => {
    const motionBlock = /@media \(prefers-reduced-motion: no-preference\) \{([\s\S]*?)\n\}/.exec(css);
    expect(motionBlock).not.toBeNull();
    expect(motionBlock![1]).toMatch(/:where\(\.shop-dialog__backdrop\) \{\s*animation: shop-widgets-fade-in 200ms ease-out;\s*\}/);
    expect(css).toMatch(/@keyframes shop-widgets-fade-in \{\s*from \{\s*opacity: 0;\s*\}\s*\}/);
  });

  it('animates nothing outside that block', () => {
    const outside = css.replace(/@media \(prefers-reduced-motion: no-preference\) \{[\s\S]*?\n\}/, '');
    expect(outside).not.toMatch(/animation:|transition:/);
  });
});
