import { describe, expect, it } from 'vitest';
import { type LazyPage, lazyPage } from './lazy-page.ts';

const Shown = ({ name }: { name: string }) => `page of ${name}`;
// A lazy page is a function component: called as React would call it.
const render = (page: LazyPage<{ name: string }>) => {
  try {
    return { element: (page as (props: { name: string }) => unknown)({ name: 'Asha' }) };
  } catch (thrown) {
    return { thrown };
  }
};

describe('a page whose code loads on demand', () => {
  it('suspends until its code has come, then renders at once', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads++;
      return Shown;
    });
    const first = render(Page);
    expect(first.thrown).toBeInstanceOf(Promise);
    await first.thrown;
    const element = render(Page).element as { type: unknown; props: { name: string } };
    expect(element.type).toBe(Shown);
    expect(element.props.name).toBe('Asha');
    expect(loads).toBe(1);
  });

  it('renders on its first render when preloaded, loading its code once', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads++;
      return Shown;
    });
    expect(await Promise.all([Page.preload(), Page.preload()])).toEqual([true, true]);
    expect(render(Page).thrown).toBeUndefined();
    expect(loads).toBe(1);
  });

  it('throws the load’s failure to the error boundary', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const Page = lazyPage<{ name: string }>(() => Promise.reject(failure));
    expect(await Page.preload()).toBe(false);
    expect(render(Page).thrown).toBe(failure);
  });
});
