import { isOutage } from './error.filter.js';

describe('isOutage', () => {
  it('knows PostgreSQL and Redis being away from faults of a request', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const typeorm = Object.assign(new Error('Query failed'), { driverError: { code: '08006' } });
    expect([refused, shutdown, typeorm, new Error('Connection terminated unexpectedly'), new Error('Connection is closed.')].map(isOutage)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    const syntax = Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' });
    expect([syntax, new TypeError('x is not a function'), 'ECONNREFUSED', null].map(isOutage)).toEqual([false, false, false, false]);
  });
});
