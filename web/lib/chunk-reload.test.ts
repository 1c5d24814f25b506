import { describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadGuardMs, reloadOnceForNewBuild } from './chunk-reload.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('reloadOnceForNewBuild', () => {
  it('reloads on the first failed chunk, not on a second one right after (no loop)', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => reloads++;
    expect(reloadOnceForNewBuild({ storage, reload, now: 1_000_000 })).toBe(true);
    expect(reloadOnceForNewBuild({ storage, reload, now: 1_000_000 + 5_000 })).toBe(false);
    expect(reloads).toBe(1);
  });

  it('reloads again for a later deploy in the same tab', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => reloads++;
    reloadOnceForNewBuild({ storage, reload, now: 1_000_000 });
    expect(reloadOnceForNewBuild({ storage, reload, now: 1_000_000 + reloadGuardMs + 1 })).toBe(true);
    expect(reloads).toBe(2);
  });

  it('does not reload when the tab cannot remember that it did (storage blocked)', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    let reloads = 0;
    expect(reloadOnceForNewBuild({ storage: blocked, reload: () => reloads++, now: 1 })).toBe(false);
    expect(reloads).toBe(0);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://localhost:5000/assets/auth-page-Ab12.js',
    'error loading dynamically imported module: http://localhost:5000/assets/auth-page-Ab12.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/auth-page-Ab12.css',
  ])('knows "%s" (Chromium, Firefox, Safari, Vite)', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors to the error boundary', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(
      false,
    );
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
