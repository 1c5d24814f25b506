import { describe, expect, it } from 'vitest';
import type { Message } from '../../../domain/schemas/messages.ts';
import { oldestFirst } from './message-order.ts';

const m = (id: string): Message => ({ id, kind: 'text', body: id, sentAt: '', fromMe: false });

describe('the loaded pages of a conversation', () => {
  it('read oldest first across pages, each message once', () => {
    const pages = [
      { messages: [m('5'), m('4'), m('3')], nextCursor: 'c' },
      { messages: [m('3'), m('2'), m('1')], nextCursor: null },
    ];
    expect(oldestFirst(pages).map((x) => x.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(oldestFirst([])).toEqual([]);
  });
});
