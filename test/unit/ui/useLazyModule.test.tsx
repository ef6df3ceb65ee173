import { act, render } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { useLazyModule, type LazyModule } from '../../../shared/ui/useLazyModule.ts';
import { deferred } from '../helpers/deferred.ts';

interface Module {
  greeting: string;
}

/** Renders what the hook has, and hands the test its `want`. */
function Probe({ load, into }: { load: () => Promise<Module>; into: { want?: LazyModule<Module>[1] } }) {
  const [module, want] = useLazyModule(load);
  into.want = want;
  return <output>{module ? module.greeting : 'nothing yet'}</output>;
}

describe('useLazyModule', () => {
  it('asks nothing until wanted; then once, however often it is wanted while the load runs, and renders the module', async () => {
    const answer = deferred<Module>();
    const load = vi.fn(() => answer.promise);
    const into: { want?: LazyModule<Module>[1] } = {};
    const view = render(<Probe load={load} into={into} />);
    expect(load).not.toHaveBeenCalled();
    const first = into.want!();
    const second = into.want!();
    expect(load).toHaveBeenCalledTimes(1);
    expect(view.container.textContent).toBe('nothing yet');
    await act(async () => {
      answer.resolve({ greeting: 'привет' });
      await first;
    });
    expect(await second).toEqual({ greeting: 'привет' });
    expect(view.container.textContent).toBe('привет');
    // Once there, it is there: no second load.
    await act(async () => {
      await into.want!();
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that fails rejects its callers, leaves the render as it was, and the next want asks again', async () => {
    const load = vi.fn<() => Promise<Module>>().mockRejectedValueOnce(new Error('the chunk did not load')).mockResolvedValueOnce({ greeting: 'вітаю' });
    const into: { want?: LazyModule<Module>[1] } = {};
    const view = render(<Probe load={load} into={into} />);
    await act(async () => {
      await expect(into.want!()).rejects.toThrow('the chunk did not load');
    });
    expect(view.container.textContent).toBe('nothing yet');
    await act(async () => {
      await into.want!();
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(view.container.textContent).toBe('вітаю');
  });

  it('a module that comes after the widget is gone is dropped quietly', async () => {
    const answer = deferred<Module>();
    const into: { want?: LazyModule<Module>[1] } = {};
    const view = render(<Probe load={() => answer.promise} into={into} />);
    const wanted = into.want!();
    view.unmount();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      answer.resolve({ greeting: 'late' });
      await wanted;
    });
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
