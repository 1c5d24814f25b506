import { describe, expect, it } from 'vitest';
import { fieldOfMessage, importedNightsText, lastSyncText } from './calendar-import-labels.ts';

describe('calendar feed labels', () => {
  it('says when a feed last synced, on the reader’s clock', () => {
    const at = new Date(2027, 2, 12, 14, 5); // local time, whatever zone the test runs in
    expect(lastSyncText(at.toISOString())).toBe('Last synced 12 Mar 2027, 14:05');
    expect(lastSyncText(null)).toBe('Not synced yet');
    expect(lastSyncText('not a date')).toBe('Not synced yet');
  });

  it('counts the nights a feed closes', () => {
    expect([0, 1, 8].map(importedNightsText)).toEqual([
      'No nights closed',
      '1 night closed',
      '8 nights closed',
    ]);
  });

  it('puts a server message under the field it names', () => {
    expect(fieldOfMessage('url: must not point to a private or local address (127.0.0.1)')).toEqual({
      field: 'url',
      text: 'must not point to a private or local address (127.0.0.1)',
    });
    expect(fieldOfMessage('A listing takes at most 10 calendar feeds')).toEqual({
      field: null,
      text: 'A listing takes at most 10 calendar feeds',
    });
  });
});
