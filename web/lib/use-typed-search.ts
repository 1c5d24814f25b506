import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * The text of a search box that searches as one types: `applied` is the search in force (the
 * address's), `apply` is called once typing pauses. When `applied` changes elsewhere (a link,
 * back/forward) the box follows it, unless it already says the same.
 */
export function useTypedSearch(applied: string, apply: (text: string) => void) {
  const [text, setText] = useState(applied);
  useEffect(() => setText((typed) => (typed.trim() === applied.trim() ? typed : applied)), [applied]);
  useEffect(() => {
    if (text.trim() === applied.trim()) return;
    const timer = setTimeout(() => apply(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, applied, apply]);
  return [text, setText] as const;
}
