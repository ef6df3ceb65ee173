// A backdrop click closes a modal unless the modal is marked not to close that way. The
// mark is data-backdrop="static", on a marker or at the top level of the server's html.
import { describe, expect, it } from 'vitest';
import { BACKDROP_ATTR, closesOnBackdrop } from '../../../shared/ui/backdrop.ts';

function element(html: string): Element {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.firstElementChild!;
}

describe('data-backdrop="static"', () => {
  it('is Bootstrap’s attribute', () => {
    expect(BACKDROP_ATTR).toBe('data-backdrop');
  });

  it('is the value "static" exactly, as Bootstrap reads it; any other value, or none, closes', () => {
    const html = (attribute: string) => `<div ${attribute}></div>`;
    expect(closesOnBackdrop(null, html('data-backdrop="static"'))).toBe(false);
    for (const other of ['', 'data-backdrop', 'data-backdrop="true"', 'data-backdrop="false"', 'data-backdrop="statics"', 'data-backdrop="Static"', 'data-backdrop=" static"']) {
      expect(closesOnBackdrop(null, html(other)), other).toBe(true);
    }
    expect(closesOnBackdrop(null)).toBe(true);
  });

  it('a marked marker: the modal stays on a backdrop click, whatever its html', () => {
    const marker = element('<a data-widget="panel-trigger" data-panel="account" data-backdrop="static">Войти</a>');
    expect(closesOnBackdrop(marker)).toBe(false);
    expect(closesOnBackdrop(marker, '<div>panel</div>')).toBe(false);
  });

  it('marked html: an element at its top level says so (the panel’s wrapper, or any of several)', () => {
    const marker = element('<a data-widget="panel-trigger" data-panel="account">Войти</a>');
    expect(closesOnBackdrop(marker, '<div class="account-panel" data-backdrop="static"><form></form></div>')).toBe(false);
    expect(closesOnBackdrop(marker, '  <h2>Вход</h2>\n<div data-backdrop="static"></div>')).toBe(false);
    expect(closesOnBackdrop(null, '<section data-backdrop="static"></section>')).toBe(false);
  });

  it('anything else closes: no mark, a mark deeper inside, another value, no html yet', () => {
    const marker = element('<a data-widget="panel-trigger" data-panel="account">Войти</a>');
    expect(closesOnBackdrop(marker)).toBe(true);
    expect(closesOnBackdrop(marker, null)).toBe(true);
    expect(closesOnBackdrop(marker, '')).toBe(true);
    expect(closesOnBackdrop(marker, '<div><form data-backdrop="static"></form></div>')).toBe(true);
    expect(closesOnBackdrop(marker, '<div data-backdrop="true"></div>')).toBe(true);
    expect(closesOnBackdrop(marker, 'text data-backdrop="static"')).toBe(true);
  });

  it('reads the html without running it', () => {
    const before = document.body.innerHTML;
    expect(closesOnBackdrop(null, '<img src="x" onerror="window.ran = 1" data-backdrop="static"><script>window.ran = 2</script>')).toBe(false);
    expect((window as unknown as { ran?: number }).ran).toBeUndefined();
    expect(document.body.innerHTML).toBe(before);
  });
});
