/** The cookie that keeps a visitor's language choice (`en` or `hi`) between visits. */
export const LANGUAGE_COOKIE = 'basera_language';
