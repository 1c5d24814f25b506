export type LogFormatSituation = {
  production: boolean;
  /** LOG_PRETTY as set (1/true or 0/false); undefined when unset. */
  logPretty: boolean | undefined;
  stdoutIsTty: boolean;
};

/**
 * Human-readable log lines for a person at a terminal in development; JSON for machines. Production
 * always writes JSON (log collectors parse it); elsewhere LOG_PRETTY decides, and unset it follows
 * whether stdout is a terminal (piped to a file or a collector, it stays JSON).
 */
export function prettyLogs(s: LogFormatSituation): boolean {
  if (s.production) return false;
  return s.logPretty ?? s.stdoutIsTty;
}

type LogLine = Record<string, unknown> & {
  req?: { method?: string; path?: string };
  res?: { statusCode?: number };
  responseTime?: number;
};

/**
 * A request event as one short line: "incoming request GET /api/properties", "request completed 200
 * in 12 ms"; any other line is its message.
 */
export function requestLine(log: LogLine, messageKey: string): string {
  const parts = [String(log[messageKey] ?? '')];
  if (log.req?.method) parts.push(`${log.req.method} ${log.req.path ?? ''}`.trim());
  if (log.res?.statusCode) parts.push(String(log.res.statusCode));
  if (typeof log.responseTime === 'number') parts.push(`in ${Math.round(log.responseTime)} ms`);
  return parts.filter(Boolean).join(' ');
}

/**
 * A stream writing pino's lines pretty (pino-pretty, in this thread), or undefined when pino-pretty
 * is not installed (it is a devDependency: `npm ci --omit=dev` logs JSON).
 */
export async function prettyLogStream(colorize: boolean): Promise<NodeJS.WritableStream | undefined> {
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({
      colorize,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      messageFormat: (log, messageKey) => requestLine(log as LogLine, messageKey),
    });
  } catch {
    return undefined;
  }
}
