import { describe, expect, it, vi } from 'vitest';
import { CLUB_TIME_ZONE, clubToday, formatDay, formatTimeRange, isTodayOrLater, brusselsIsoDateTime } from './dates';

describe('clubToday', () => {
  it('never makes a time-zone formatter: the first one costs a phone the loading of the time-zone data', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 50; i += 1) clubToday(new Date(Date.UTC(2025, 0, i + 1)));
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('is the day Intl says in Brussels, every hour from 1997 to 2040 (the EU rule, checked against the time-zone database)', () => {
    const brussels = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    const wrong: string[] = [];
    for (let time = Date.UTC(1997, 0, 1); time < Date.UTC(2041, 0, 1); time += 60 * 60 * 1000) {
      const now = new Date(time);
      if (clubToday(now) !== brussels.format(now)) wrong.push(now.toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it('changes day at midnight in Brussels on the days the clocks change', () => {
    // 30 March 2025: summer time from 01:00 UTC. 22:00 UTC that evening is midnight in Brussels.
    expect(clubToday(new Date('2025-03-30T21:59:00Z'))).toBe('2025-03-30');
    expect(clubToday(new Date('2025-03-30T22:00:00Z'))).toBe('2025-03-31');
    // 26 October 2025: winter time from 01:00 UTC. 23:00 UTC that evening is midnight in Brussels.
    expect(clubToday(new Date('2025-10-26T22:59:00Z'))).toBe('2025-10-26');
    expect(clubToday(new Date('2025-10-26T23:00:00Z'))).toBe('2025-10-27');
  });

  it('is the calendar day in Brussels, not in UTC', () => {
    // 23:30 UTC on 14 June is already 15 June in Brussels (UTC+2 in summer).
    expect(clubToday(new Date('2025-06-14T23:30:00Z'))).toBe('2025-06-15');
    // In winter Brussels is UTC+1: 22:30 UTC is 23:30 the same day, 23:00 UTC is midnight.
    expect(clubToday(new Date('2025-01-14T22:30:00Z'))).toBe('2025-01-14');
    expect(clubToday(new Date('2025-01-14T23:00:00Z'))).toBe('2025-01-15');
  });
});

describe('isTodayOrLater (the events list rule)', () => {
  const noonInBrussels = new Date('2025-06-14T10:00:00Z');
  it('keeps an event dated today', () => {
    expect(isTodayOrLater('2025-06-14', noonInBrussels)).toBe(true);
  });
  it('keeps future events', () => {
    expect(isTodayOrLater('2025-06-15', noonInBrussels)).toBe(true);
    expect(isTodayOrLater('2026-01-01', noonInBrussels)).toBe(true);
  });
  it('drops an event dated yesterday', () => {
    expect(isTodayOrLater('2025-06-13', noonInBrussels)).toBe(false);
  });
  it('switches at midnight in Brussels, not at midnight UTC', () => {
    const justBeforeMidnight = new Date('2025-06-14T21:59:59Z'); // 23:59:59 in Brussels
    const justAfterMidnight = new Date('2025-06-14T22:00:00Z'); // 00:00:00 on 15 June in Brussels
    expect(isTodayOrLater('2025-06-14', justBeforeMidnight)).toBe(true);
    expect(isTodayOrLater('2025-06-14', justAfterMidnight)).toBe(false);
    expect(isTodayOrLater('2025-06-15', justAfterMidnight)).toBe(true);
  });
  it('handles the winter offset too (UTC+1)', () => {
    expect(isTodayOrLater('2025-01-14', new Date('2025-01-14T22:59:59Z'))).toBe(true);
    expect(isTodayOrLater('2025-01-14', new Date('2025-01-14T23:00:00Z'))).toBe(false);
  });
  it('ignores malformed dates', () => {
    expect(isTodayOrLater('', noonInBrussels)).toBe(false);
    expect(isTodayOrLater('14-06-2025', noonInBrussels)).toBe(false);
  });
});

describe('formatDay', () => {
  it('shows day-month-year with two digits', () => {
    expect(formatDay('2025-06-04')).toBe('04-06-2025');
  });
  it('leaves an unexpected value as is', () => {
    expect(formatDay('demain')).toBe('demain');
  });
});

describe('formatTimeRange', () => {
  it('joins start and end', () => {
    expect(formatTimeRange('09:00', '12:30')).toBe('09:00 - 12:30');
  });
  it('shows what exists', () => {
    expect(formatTimeRange('09:00', '')).toBe('09:00');
    expect(formatTimeRange('', '')).toBe('');
  });
});

describe('brusselsIsoDateTime', () => {
  it('gives the Brussels wall-clock time with its offset, summer and winter (schema.org Event dates)', () => {
    expect(brusselsIsoDateTime('2026-06-26', '12:00')).toBe('2026-06-26T12:00:00+02:00');
    expect(brusselsIsoDateTime('2026-12-03', '09:30')).toBe('2026-12-03T09:30:00+01:00');
  });
});
