import { lazy } from 'react';

/**
 * The full search panel (Where combobox, dates, guests) as its own chunk (issue 29 §1, decision 111):
 * phones fetch it when the summary opens; wider screens as soon as the home page runs, with its
 * height held (home-page.tsx) so nothing below moves when it arrives.
 */
export const loadSearchPanel = () => import('./search-panel.tsx');
export const SearchPanel = lazy(() => loadSearchPanel().then((module) => ({ default: module.SearchPanel })));
