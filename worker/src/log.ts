type Level = 'debug' | 'log' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 0, log: 1, warn: 2, error: 3 };
const THRESHOLD: Record<string, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** JSON lines like the server's; never pass secrets (URLs with passwords) here. */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (ORDER[level] < (THRESHOLD[process.env.LOG_LEVEL ?? 'info'] ?? 1)) return;
  const line = JSON.stringify({ level, pid: process.pid, timestamp: Date.now(), context: 'Worker', message, ...fields });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
}
