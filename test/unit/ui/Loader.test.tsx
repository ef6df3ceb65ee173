import { render } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { Loader } from '../../../shared/ui/Loader.tsx';
import { resetStore } from '../helpers/resetStore.ts';

describe('Loader (\'Идёт загрузка\')', () => {
  beforeEach(() => resetStore());

  it('is a status paragraph with the given class and the loader’s words', () => {
    const { container } = render(<Loader className="shop-panel__loading" />);
    const loader = container.firstElementChild as HTMLElement;
    expect(loader.tagName).toBe('P');
    expect(loader.className).toBe('shop-panel__loading');
    expect(loader.getAttribute('role')).toBe('status');
    expect(loader.textContent).toBe('Идёт загрузка');
    expect(loader.getAttribute('style')).toBeNull();
  });

  it('is a span inside a line, with the structure it is given', () => {
    const { container } = render(<Loader className="live-chat__loading" inline style={{ position: 'absolute' }} />);
    const loader = container.firstElementChild as HTMLElement;
    expect(loader.tagName).toBe('SPAN');
    expect(loader.style.position).toBe('absolute');
    expect(loader.getAttribute('role')).toBe('status');
  });

  it('speaks Ukrainian on a Ukrainian page', () => {
    resetStore({ lang: 'ua', root: '/ua/' });
    const { container } = render(<Loader className="x" />);
    expect(container.textContent).toBe('Йде завантаження');
  });
});
