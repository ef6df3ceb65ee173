import { act } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messengerToggle } from '../../../widgets/messenger-toggle/index.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

const MARKER =
  '<details class="messenger" data-widget="messenger-toggle"><summary class="messenger__toggle">Написать нам</summary>' +
  '<ul class="messenger__links"><li><a href="https://t.me/shop">Telegram</a></li><li><a href="viber://chat?number=380441234567">Viber</a></li></ul></details>' +
  '<button id="elsewhere">elsewhere</button>';

const details = () => document.querySelector<HTMLDetailsElement>('details')!;
const toggleButton = () => details().querySelector<HTMLElement>('summary')!;

async function setOpen(open: boolean): Promise<void> {
  await act(() => {
    details().open = open;
    details().dispatchEvent(new Event('toggle'));
  });
}

describe('messenger-toggle (shows and hides the messenger links)', () => {
  beforeEach(() => resetStore());

  it('keeps the server’s <details> and says on its button whether the links are shown', async () => {
    await mountMarkers(MARKER, { widgets: [messengerToggle], eager: true });
    expect(toggleButton().textContent).toBe('Написать нам');
    expect(details().querySelectorAll('.messenger__links a')).toHaveLength(2);
    expect(toggleButton().getAttribute('aria-expanded')).toBe('false');
    await setOpen(true);
    expect(toggleButton().getAttribute('aria-expanded')).toBe('true');
    expect(toggleButton().classList.contains('is-active')).toBe(true);
    await setOpen(false);
    expect(toggleButton().getAttribute('aria-expanded')).toBe('false');
    expect(toggleButton().classList.contains('is-active')).toBe(false);
  });

  it('Esc hides the links and puts focus on the button', async () => {
    await mountMarkers(MARKER, { widgets: [messengerToggle], eager: true });
    await setOpen(true);
    const link = details().querySelector('a')!;
    link.focus();
    const esc = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    await act(() => {
      link.dispatchEvent(esc);
    });
    expect(details().open).toBe(false);
    expect(esc.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(toggleButton());
    expect(toggleButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('a press outside hides them; a press on a link inside does not', async () => {
    await mountMarkers(MARKER, { widgets: [messengerToggle], eager: true });
    await setOpen(true);
    details().querySelector('a')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(details().open).toBe(true);
    document.getElementById('elsewhere')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(details().open).toBe(false);
    expect(toggleButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('mounts on the first hover without opening; unmounting takes back what it set', async () => {
    const mounter = await mountMarkers(MARKER, { widgets: [messengerToggle] });
    expect(toggleButton().hasAttribute('aria-expanded')).toBe(false);
    await act(() => {
      toggleButton().dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    });
    expect(toggleButton().getAttribute('aria-expanded')).toBe('false');
    expect(details().open).toBe(false);
    await act(() => mounter.unmountWithin(document.body));
    expect(toggleButton().hasAttribute('aria-expanded')).toBe(false);
    expect(details().querySelectorAll('.messenger__links a')).toHaveLength(2);
  });

  it('a marker that is no <details> with its <summary> first is refused with a console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountMarkers('<div class="messenger" data-widget="messenger-toggle"><a href="https://t.me/shop">Telegram</a></div>', {
      widgets: [messengerToggle],
      eager: true,
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain('widget "messenger-toggle"');
    expect(String(error.mock.calls[0]![0])).toContain('<details>');
  });
});
