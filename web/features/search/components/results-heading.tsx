import { useMatchedPlace } from '../api/properties.ts';
import { type HomeSearch, propertiesApiUrl, resultsHeading } from '../search-query.ts';

/**
 * The results heading's words: "Properties in Udaipur" for a search for "Udaipr" once the server has
 * said which place it found (what was typed until then). Its own component, so the page around it
 * does not re-render as the results load.
 */
export function ResultsHeadingText({ search }: { search: HomeSearch }) {
  const found = useMatchedPlace(propertiesApiUrl(search));
  return <>{resultsHeading(search, found)}</>;
}
