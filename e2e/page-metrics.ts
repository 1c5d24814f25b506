import type { BrowserContext, Page } from 'playwright-core';

/**
 * Cumulative Layout Shift as Chromium reports it: 'layout-shift' entries (buffered) without recent
 * input, grouped into session windows (gap < 1 s, window <= 5 s); CLS is the largest window's sum.
 * Call watchLayoutShifts(context) before the page opens, then layoutShiftScore(page).
 */
export async function watchLayoutShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    type Shift = { value: number; startTime: number; hadRecentInput: boolean };
    const shifts: Shift[] = [];
    (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (!entry.hadRecentInput) shifts.push(entry);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export type LayoutShift = { value: number; startTime: number };

/** The CLS of a list of shifts (largest session window), a pure function for tests and benches. */
export function clsOf(shifts: LayoutShift[]): number {
  let best = 0;
  let windowSum = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - last >= 1000 || shift.startTime - windowStart >= 5000) {
      windowSum = 0;
      windowStart = shift.startTime;
    }
    windowSum += shift.value;
    last = shift.startTime;
    best = Math.max(best, windowSum);
  }
  return best;
}

export async function layoutShiftScore(page: Page): Promise<number> {
  const shifts = await page.evaluate(() =>
    (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts.map((s) => ({
      value: s.value,
      startTime: s.startTime,
    })),
  );
  return clsOf(shifts);
}

/**
 * Hindi text that does not fit on the page as it stands: the page scrolls sideways, or an element
 * holding Devanagari text is wider inside than its box and cuts it off (overflow hidden or clipped,
 * or an ellipsis). Screen-reader-only text (a 1 px box) and data such as listing titles are not
 * looked at. Each finding names the element and the start of its text. Hindi runs longer than
 * English, so the Hindi journey looks for this at 390 px.
 */
export async function overflowingHindi(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) found.push(`the page is ${root.scrollWidth}px wide`);
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!/[\u0900-\u097F]/.test(ownText) || element.offsetParent === null) continue;
      const style = getComputedStyle(element);
      // Screen-reader-only text (Tailwind's sr-only) is clipped to nothing on purpose.
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      const cuts =
        style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      if (cuts && element.scrollWidth > element.clientWidth + 1) {
        const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`;
        found.push(
          `${name} cuts "${ownText.slice(0, 40)}" (${element.scrollWidth}px in ${element.clientWidth}px)`,
        );
      }
    }
    return found;
  });
}
