import {
  axisMax,
  axisTicks,
  chartSummary,
  conversionsOf,
  conversionsParts,
  countText,
  deviceName,
  periodText,
  pointLabel,
  pointText,
  rangeOf,
  rateText,
  shareOf,
} from './statistics-format';

const point = (at: string, views: number, visitors = views, conversions = 0) => ({
  at,
  views,
  visitors,
  conversions,
  contact: conversions,
  newsletter: 0,
  booking: 0,
  call: 0,
  directions: 0,
});

describe('the periods', () => {
  it('reads ?range= as one of the four periods, else 7 days', () => {
    expect(rangeOf('24h')).toBe('24h');
    expect(rangeOf('90d')).toBe('90d');
    expect(rangeOf(null)).toBe('7d');
    expect(rangeOf('1y')).toBe('7d');
    expect(rangeOf('')).toBe('7d');
  });

  it('says the period in a sentence', () => {
    expect(periodText('24h')).toBe('last 24 hours');
    expect(periodText('7d')).toBe('last 7 days');
    expect(periodText('90d')).toBe('last 90 days');
  });
});

describe('counts and rates', () => {
  it('groups thousands and writes the rate with at most one decimal and a spaced percent sign', () => {
    expect(countText(1234, 'en-US')).toBe('1,234');
    expect(rateText(12.5, 'en-US')).toBe('12.5 %');
    expect(rateText(3, 'en-US')).toBe('3 %');
    expect(rateText(0, 'en-US')).toBe('0 %');
    expect(rateText(33.33, 'en-US')).toBe('33.3 %');
  });

  it('adds up the conversions and names the kinds there were, in the singular for one', () => {
    expect(conversionsOf({ contact: 3, newsletter: 1, booking: 2, call: 4, directions: 1 })).toBe(11);
    expect(conversionsParts({ contact: 3, newsletter: 1, booking: 2, call: 4, directions: 1 }, 'en-US')).toEqual([
      '3 contact forms',
      '1 newsletter sign-up',
      '2 booking requests',
      '4 calls',
      '1 Directions tap',
    ]);
    expect(conversionsParts({ contact: 0, newsletter: 0, booking: 1, call: 0, directions: 0 }, 'en-US')).toEqual(['1 booking request']);
    expect(conversionsParts({ contact: 0, newsletter: 0, booking: 0, call: 0, directions: 0 }, 'en-US')).toEqual(['No forms sent, bookings requested or calls']);
  });

  it('gives an entry its share of the list, 0 for an empty list', () => {
    expect(shareOf(1, 4)).toBe(25);
    expect(shareOf(0, 0)).toBe(0);
    expect(shareOf(5, 4)).toBe(100);
  });

  it('names the device classes', () => {
    expect(deviceName('mobile')).toBe('Mobile');
    expect(deviceName('desktop')).toBe('Desktop');
    expect(deviceName('console')).toBe('console');
  });
});

describe("the chart's labels", () => {
  it('labels hours on the reader’s clock and days as UTC dates', () => {
    expect(pointLabel('2026-11-28T14:00:00.000Z', '24h', 'UTC', 'en-US')).toBe('14:00');
    expect(pointLabel('2026-11-28T14:00:00.000Z', '24h', 'Europe/Paris', 'en-US')).toBe('15:00');
    expect(pointLabel('2026-11-28T00:00:00.000Z', '24h', 'UTC', 'en-US')).toBe('00:00');
    // A UTC day is that date for a reader west of Greenwich too.
    expect(pointLabel('2026-11-28T00:00:00.000Z', '7d', 'America/New_York', 'en-US')).toBe('Nov 28');
    expect(pointText('2026-11-28T23:00:00.000Z', '24h', 'Asia/Tokyo', 'en-US')).toBe('Nov 29, 08:00');
    expect(pointText('2026-11-28T00:00:00.000Z', '30d', 'Asia/Tokyo', 'en-US')).toBe('Nov 28');
  });

  it('rounds the value axis up to 1, 2 or 5 times a power of ten', () => {
    expect(axisMax(0)).toBe(1);
    expect(axisMax(1)).toBe(1);
    expect(axisMax(3)).toBe(5);
    expect(axisMax(10)).toBe(10);
    expect(axisMax(42)).toBe(50);
    expect(axisMax(120)).toBe(200);
    expect(axisMax(999)).toBe(1000);
  });

  it('labels at most eight points, counted back from the newest, every other one minor', () => {
    const hours = axisTicks(24);
    expect(hours.map((tick) => tick.index)).toEqual([2, 5, 8, 11, 14, 17, 20, 23]);
    expect(hours.filter((tick) => !tick.minor).map((tick) => tick.index)).toEqual([5, 11, 17, 23]);
    expect(axisTicks(7).map((tick) => tick.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(axisTicks(90)).toHaveLength(8);
    expect(axisTicks(90).at(-1)).toEqual({ index: 89, anchor: 'end', minor: false });
    expect(axisTicks(0)).toEqual([]);
  });

  it('hangs the labels at the edges inwards', () => {
    const week = axisTicks(7);
    expect(week[0].anchor).toBe('start');
    expect(week[3].anchor).toBe('middle');
    expect(week[6].anchor).toBe('end');
    expect(axisTicks(1)).toEqual([{ index: 0, anchor: 'middle', minor: false }]);
  });
});

describe("the chart's summary", () => {
  it('names the busiest day', () => {
    const series = [point('2026-11-26T00:00:00.000Z', 3), point('2026-11-27T00:00:00.000Z', 42), point('2026-11-28T00:00:00.000Z', 42)];
    expect(chartSummary({ range: '7d', series }, 'UTC', 'en-US')).toBe('Page views per day, last 7 days: most 42 on Nov 27. The line shows visitors.');
  });

  it('names the busiest hour with its date', () => {
    const series = [point('2026-11-28T13:00:00.000Z', 1), point('2026-11-28T14:00:00.000Z', 9)];
    expect(chartSummary({ range: '24h', series }, 'UTC', 'en-US')).toBe('Page views per hour, last 24 hours: most 9 at Nov 28, 14:00. The line shows visitors.');
  });

  it('says so when nothing was seen', () => {
    expect(chartSummary({ range: '30d', series: [point('2026-11-28T00:00:00.000Z', 0)] }, 'UTC', 'en-US')).toBe('Page views per day, last 30 days: none.');
  });
});
