import { type PointerEvent, useEffect, useRef, useState } from 'react';
import type { IsoDate } from '../../../lib/calendar-dates.ts';
import { dragOver, type NightSelection, noSelection, pickNight } from './night-selection.ts';

type Drag = { origin: IsoDate; moved: boolean };

/**
 * The selected nights and the handlers that choose them: a click (or Enter/Space on the focused
 * night) picks the first and then the last night; a mouse or pen drag picks both at once. Touch
 * drags scroll the page as usual, so on phones it is tap and tap. Nights before `firstNight`
 * cannot be chosen.
 */
export function useNightSelection(firstNight: IsoDate) {
  const [selection, setSelection] = useState<NightSelection>(noSelection);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<Drag | null>(null);
  // A drag that ends back on its first night also fires a click there: that click is the drag's, not a pick.
  const dragEnded = useRef(false);

  useEffect(() => {
    const end = () => {
      if (!drag.current) return;
      if (drag.current.moved) {
        dragEnded.current = true;
        setTimeout(() => {
          dragEnded.current = false;
        }, 0);
      }
      drag.current = null;
      setDragging(false);
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, []);

  const pickable = (night: IsoDate) => night >= firstNight;

  return {
    selection,
    dragging,
    clear: () => setSelection(noSelection),
    reset: () => {
      drag.current = null;
      setSelection(noSelection);
    },
    onPick: (night: IsoDate) => {
      if (dragEnded.current || !pickable(night)) return;
      setSelection((current) => pickNight(current, night));
    },
    onPointerDown: (night: IsoDate, event: PointerEvent) => {
      if (event.button !== 0 || event.pointerType === 'touch' || !pickable(night)) return;
      drag.current = { origin: night, moved: false };
    },
    onPointerEnter: (night: IsoDate) => {
      const current = drag.current;
      if (!current) return;
      const over = pickable(night) ? night : firstNight;
      if (over !== current.origin) current.moved = true;
      if (!current.moved) return;
      setDragging(true);
      setSelection(dragOver(current.origin, over));
    },
  };
}
