/**
 * A tab opened before a deploy still runs the old build, whose code-split chunks are gone from the
 * server. When one fails to load, the page reloads once to pick up the new build. A second failure
 * soon after is not a deploy (the network or the server is down): no reload loop, the error
 * boundary shows its message with a Reload button instead.
 */
const reloadedAtKey = 'basera:reloaded-for-new-build';
/** Within this long after a reload for a failed chunk, another failure is shown, not reloaded. */
export const reloadGuardMs = 60_000;

/** The errors browsers and Vite throw when a script chunk or its CSS cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|is not a valid JavaScript MIME type/i.test(
      error.message,
    )
  );
}

let reloadPending = false;
/** True once this page has asked to reload for a new build: what fails meanwhile is not worth a message. */
export const isReloadPending = () => reloadPending;

type ReloadDeps = { storage: Pick<Storage, 'getItem' | 'setItem'>; reload: () => void; now: number };

const browserDeps = (): ReloadDeps => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  now: Date.now(),
});

/** Reloads the page unless it already did so for a failed chunk in the last minute; says whether it did. */
export function reloadOnceForNewBuild(deps: ReloadDeps = browserDeps()): boolean {
  let last = Number.NaN;
  try {
    last = Number(deps.storage.getItem(reloadedAtKey));
  } catch {
    return false; // storage blocked: we could not tell a loop from a deploy
  }
  if (Number.isFinite(last) && last > 0 && deps.now - last < reloadGuardMs) return false;
  try {
    deps.storage.setItem(reloadedAtKey, String(deps.now));
  } catch {
    return false;
  }
  reloadPending = true;
  deps.reload();
  return true;
}

/**
 * Vite's 'vite:preloadError' (a lazy chunk or one of its dependencies failed): reload once for a
 * missing file. Vite raises it for any error of the import, a page that throws as it runs included.
 * The error still reaches the error boundary, which waits for the reload instead of showing it.
 */
export function installChunkReload() {
  window.addEventListener('vite:preloadError', (event) => {
    if (isChunkLoadError(event.payload)) reloadOnceForNewBuild();
  });
}
