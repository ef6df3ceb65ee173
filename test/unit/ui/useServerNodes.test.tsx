import { act } from '@testing-library/preact';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { defineWidget, type HostProps } from '../../../shared/runtime/index.ts';
import { useServerNodes } from '../../../shared/ui/useServerNodes.ts';
import { mountMarkers } from '../helpers/mount.ts';
import { resetStore } from '../helpers/resetStore.ts';

/** Keeps the server's form and adds a line under it through a portal, re-rendering on each click. */
function Enhanced(props: HostProps) {
  useServerNodes(props);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [clicks, setClicks] = useState(0);
  useLayoutEffect(() => {
    const line = document.createElement('p');
    line.className = 'slot';
    props.host.append(line);
    setSlot(line);
    const count = () => setClicks((n) => n + 1);
    props.host.addEventListener('click', count);
    return () => {
      props.host.removeEventListener('click', count);
      line.remove();
    };
  }, [props.host]);
  return slot ? createPortal(<span className="clicks">{clicks}</span>, slot) : null;
}

const enhanced = defineWidget({ name: 'enhanced', attributes: {}, component: Enhanced, defaultMount: 'interaction' });

const PAGE = '<form data-widget="enhanced"><input name="a" id="a"><input name="b" id="b"><button type="button" id="go">go</button></form>';

describe('useServerNodes', () => {
  beforeEach(() => resetStore());

  it('puts the very nodes back: typed values, the focused field and its caret stay', async () => {
    await mountMarkers(PAGE, { widgets: [enhanced], flush: false });
    const form = document.querySelector('form')!;
    const b = document.getElementById('b') as HTMLInputElement;
    (document.getElementById('a') as HTMLInputElement).value = 'typed before';
    b.value = 'Киев';
    b.focus();
    b.setSelectionRange(2, 2);
    // Focus mounts an interaction marker: the widget must not take the field away from the shopper.
    await act(() => {
      b.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(form.querySelector('.slot')).not.toBeNull();
    expect(document.getElementById('b')).toBe(b);
    expect((document.getElementById('a') as HTMLInputElement).value).toBe('typed before');
    expect(b.value).toBe('Киев');
    expect(document.activeElement).toBe(b);
    expect([b.selectionStart, b.selectionEnd]).toEqual([2, 2]);
  });

  it('re-renders leave the server nodes alone, in their order', async () => {
    await mountMarkers(PAGE, { widgets: [enhanced], eager: true });
    const form = document.querySelector('form')!;
    await act(() => document.getElementById('go')!.click());
    await act(() => document.getElementById('go')!.click());
    expect(form.querySelector('.clicks')?.textContent).toBe('2');
    expect([...form.children].map((el) => el.id || el.className)).toEqual(['a', 'b', 'go', 'slot']);
  });

  it('gives the same nodes back to the marker when the widget is unmounted by hand', async () => {
    const mounter = await mountMarkers(PAGE, { widgets: [enhanced], eager: true });
    const form = document.querySelector('form')!;
    const a = document.getElementById('a') as HTMLInputElement;
    a.value = 'kept';
    await act(() => mounter.unmountWithin(form));
    expect(form.querySelector('.slot')).toBeNull();
    expect(document.getElementById('a')).toBe(a);
    expect(a.value).toBe('kept');
  });
});
