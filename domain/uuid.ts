/** A UUID as text, in any case: the form of every id in Basera's API and page addresses. */
export const UUID_TEXT = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const UUID = new RegExp(`^${UUID_TEXT}$`, 'i');

/** Whether `text` is a UUID, checked before it reaches SQL as one (a malformed id is never a database error). */
export const isUuid = (text: string): boolean => UUID.test(text);
