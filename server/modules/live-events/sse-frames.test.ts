import { describe, expect, it } from 'vitest';
import { eventFrame } from './sse-frames.ts';

describe('server-sent event frames', () => {
  it('names the event by its type and carries the rest as one line of JSON', () => {
    expect(eventFrame({ type: 'message', conversationId: 'c-1', messageId: 'm-1' })).toBe(
      'event: message\ndata: {"conversationId":"c-1","messageId":"m-1"}\n\n',
    );
    expect(eventFrame({ type: 'notification' })).toBe('event: notification\ndata: {}\n\n');
  });
});
