import { describe, expect, it } from 'vitest';
import { prettyLogs, requestLine } from './log-format.ts';

describe('the log format', () => {
  it('is pretty at a terminal in development, JSON when piped, and always JSON in production', () => {
    expect(prettyLogs({ production: false, logPretty: undefined, stdoutIsTty: true })).toBe(true);
    expect(prettyLogs({ production: false, logPretty: undefined, stdoutIsTty: false })).toBe(false);
    expect(prettyLogs({ production: false, logPretty: true, stdoutIsTty: false })).toBe(true);
    expect(prettyLogs({ production: false, logPretty: false, stdoutIsTty: true })).toBe(false);
    expect(prettyLogs({ production: true, logPretty: true, stdoutIsTty: true })).toBe(false);
  });

  it('writes a request event as one short line', () => {
    expect(
      requestLine({ msg: 'incoming request', req: { method: 'GET', path: '/api/properties' } }, 'msg'),
    ).toBe('incoming request GET /api/properties');
    expect(
      requestLine({ msg: 'request completed', res: { statusCode: 200 }, responseTime: 12.3456 }, 'msg'),
    ).toBe('request completed 200 in 12 ms');
    expect(requestLine({ msg: 'mail written' }, 'msg')).toBe('mail written');
  });
});
