import type { WeekFigures } from '@frontdoor/data';
import { lastWeekStart } from '../processors/statistics-weekly.processor.js';
import { weeklySummaryEmail } from './weekly-summary.js';

const site = { websiteId: 'site', ownerEmail: 'owner@example.com', businessName: 'Maple Street Barbers', handle: 'maple' };
const none: WeekFigures = { views: 0, visits: 0, contact: 0, newsletter: 0, booking: 0, call: 0, directions: 0, topReferrer: null };
const week = (figures: Partial<WeekFigures>): WeekFigures => ({ ...none, ...figures });
const summary = (now: Partial<WeekFigures>, before: Partial<WeekFigures> = {}) =>
  weeklySummaryEmail(site, week(now), week(before), 'https://frontdoor.example/websites/statistics?websiteId=site');

describe('the weekly summary email', () => {
  it('says how the visits compare with the week before: up, down, the same, or none before', () => {
    expect(summary({ visits: 38, views: 50 }, { visits: 30 }).text).toContain(
      'Maple Street Barbers had 38 visits last week, up from 30 the week before, and 50 page views.',
    );
    expect(summary({ visits: 12, views: 12 }, { visits: 1_200 }).text).toContain('had 12 visits last week, down from 1,200 the week before');
    expect(summary({ visits: 7, views: 9 }, { visits: 7 }).text).toContain('had 7 visits last week, the same as the week before');
    expect(summary({ visits: 1, views: 1 }).text).toContain('had 1 visit last week, there were none the week before, and 1 page view.');
    expect(summary({ visits: 1, views: 1 }).subject).toBe('Your week: 1 visit to Maple Street Barbers');
  });

  it('lists what visitors did, leaving out what nobody did, and says so when nobody did anything', () => {
    expect(summary({ visits: 9, call: 1, directions: 2, contact: 3, booking: 1, newsletter: 2 }).text).toContain(
      'Visitors left 1 tap on your phone number, 2 taps on Directions, 3 messages through the contact form, 1 booking request and 2 newsletter sign-ups.',
    );
    expect(summary({ visits: 9, directions: 1 }).text).toContain('Visitors left 1 tap on Directions.');
    expect(summary({ visits: 9 }).text).toContain('No one tapped your phone number or Directions, or sent a form.');
  });

  it('names where most visits from a link came from, by the name people know when there is one', () => {
    expect(summary({ visits: 3, topReferrer: 'www.google.co.uk' }).text).toContain('most came from Google.');
    expect(summary({ visits: 3, topReferrer: 'l.instagram.com' }).text).toContain('most came from Instagram.');
    expect(summary({ visits: 3, topReferrer: 'maplebarbers-blog.example' }).text).toContain('most came from maplebarbers-blog.example.');
    expect(summary({ visits: 3 }).text).not.toContain('through a link');
  });

  it('says what a visit is, and falls back to the address when the site has no name', () => {
    expect(summary({ visits: 3 }).text).toContain('someone who came on two days counts twice');
    expect(weeklySummaryEmail({ ...site, businessName: ' ' }, week({ visits: 2 }), none, 'https://x.example').subject).toBe('Your week: 2 visits to maple');
  });
});

describe('the week a Monday run reports', () => {
  it('is the whole week (Monday to Sunday, UTC) before the day it runs', () => {
    expect(lastWeekStart(new Date('2026-11-30T08:00:00Z'))).toBe('2026-11-23'); // a Monday
    expect(lastWeekStart(new Date('2026-12-06T23:59:00Z'))).toBe('2026-11-23'); // the Sunday after
    expect(lastWeekStart(new Date('2026-12-07T00:00:00Z'))).toBe('2026-11-30');
  });
});
