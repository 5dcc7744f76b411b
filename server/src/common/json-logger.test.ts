import { jest } from '@jest/globals';
import { parseEnv } from '@frontdoor/shared';
import { createJsonLogger } from './json-logger.js';

/** The lines a logger writes while `act` runs, parsed. */
function linesOf(act: () => void): { context?: string; message?: string; level?: string }[] {
  const written: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  try {
    act();
  } finally {
    spy.mockRestore();
  }
  return written
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const startup = (logger: ReturnType<typeof createJsonLogger>) => {
  logger.log('Starting Nest application...', 'NestFactory');
  for (const module of ['AppModule', 'DatabaseModule', 'RedisModule']) logger.log(`${module} dependencies initialized`, 'InstanceLoader');
  logger.log('HealthController {/api/health}:', 'RoutesResolver');
  logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
  logger.log('Worker connected', 'Queues');
};

it('keeps start-up to the lines a person reads at info, one JSON object each', () => {
  const lines = linesOf(() => startup(createJsonLogger(parseEnv({ LOG_LEVEL: 'info' }))));
  expect(lines.map((line) => [line.context, line.message])).toEqual([['Queues', 'Worker connected']]);
});

it('shows every module and route at debug', () => {
  const lines = linesOf(() => startup(createJsonLogger(parseEnv({ LOG_LEVEL: 'debug' }))));
  expect(lines).toHaveLength(7);
  expect(lines.filter((line) => line.context === 'RouterExplorer')).toHaveLength(1);
});
