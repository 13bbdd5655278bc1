/**
 * The staff's view of scheduling: a row's draft / scheduled / published state, the list's
 * status filter in the browser and as database filters, Istanbul wall-clock conversion for
 * the date-time picker, and when the page cache learns that scheduled content went live.
 */
import { describe, expect, it } from 'vitest';
import { resource as blog } from '../../generated/admin/blog.ts';
import { resource as team } from '../../generated/admin/team.ts';
import { filterRows, listMatch } from '../../src/admin/resource/list-query.ts';
import { filterConditions, publicationState, SCHEDULED } from '../../src/admin/resource/publication-status.ts';
import type { AnyResource, Row } from '../../src/admin/resource/types.ts';
import { fromIstanbulInput, toIstanbulInput } from '../../src/lib/istanbul-time.ts';
import { publicationSchedule } from '../../server/app/seo/publication-schedule.ts';

const posts = blog as unknown as AnyResource;
const members = team as unknown as AnyResource;
const NOW = Date.parse('2026-11-23T12:00:00Z');
const rows: Row[] = [
  { id: 'draft', title: 'Taslak', category: 'Genel', published: false, publish_at: '2026-11-20T09:00:00+00:00' },
  { id: 'soon', title: 'Yakında', category: 'Genel', published: true, publish_at: '2026-11-30T06:00:00+00:00' },
  { id: 'live', title: 'Yayında', category: 'Genel', published: true, publish_at: null },
  { id: 'past', title: 'Geçmiş', category: 'Genel', published: true, publish_at: '2026-11-23T12:00:00+00:00' },
];

describe('publication state', () => {
  it('is scheduled only for a published row whose time is still ahead; at its time it is published', () => {
    expect(rows.map((r) => publicationState(posts, r, NOW))).toEqual(['draft', 'scheduled', 'live', 'live']);
    expect(publicationState(posts, rows[1]!, Date.parse('2026-11-30T06:00:00Z'))).toBe('live');
  });
  it('the status filter tells live, scheduled and draft rows apart in the browser', () => {
    const ids = (value: string | boolean) => filterRows(posts, rows, '', { published: value }, NOW).map((r) => r.id);
    expect(ids(true)).toEqual(['live', 'past']);
    expect(ids(SCHEDULED)).toEqual(['soon']);
    expect(ids(false)).toEqual(['draft']);
  });
  it('and as database filters', () => {
    expect(filterConditions(posts, { published: SCHEDULED }, NOW)).toEqual({ equals: { published: true }, conditions: [{ column: 'publish_at', operator: 'gt', value: '2026-11-23T12:00:00.000Z' }] });
    expect(filterConditions(posts, { published: true }, NOW)).toEqual({ equals: { published: true }, conditions: [{ or: 'publish_at.is.null,publish_at.lte.2026-11-23T12:00:00.000Z' }] });
    expect(filterConditions(posts, { published: false, category: 'SEO' }, NOW)).toEqual({ equals: { published: false, category: 'SEO' }, conditions: [] });
    // A resource without a publication time keeps plain equality.
    expect(filterConditions(members, { published: true }, NOW)).toEqual({ equals: { published: true }, conditions: [] });
    expect(listMatch(posts, 'web', {}).or).toBe('title.imatch.web,category.imatch.web');
  });
  it('offers "Zamanlandı" in the status filter of every schedulable resource', () => {
    expect(posts.status?.schedule).toBe('publish_at');
    expect(posts.list.filters?.find((f) => f.field === 'published')?.options.map((o) => o.label)).toEqual(['Yayında', 'Taslak', 'Zamanlandı']);
  });
});

describe('Istanbul wall clock', () => {
  it('shows an instant as Istanbul time (UTC+3) and reads it back', () => {
    expect(toIstanbulInput('2026-11-30T06:00:00+00:00')).toBe('2026-11-30T09:00');
    expect(toIstanbulInput('2026-12-31T22:30:00Z')).toBe('2027-01-01T01:30');
    expect(fromIstanbulInput('2026-11-30T09:00')).toBe('2026-11-30T06:00:00.000Z');
    expect(fromIstanbulInput('2027-01-01T01:30')).toBe('2026-12-31T22:30:00.000Z');
    expect(toIstanbulInput(null)).toBe('');
    expect(toIstanbulInput('dün')).toBe('');
    expect(fromIstanbulInput('')).toBeNull();
    expect(fromIstanbulInput('30.11.2026 09:00')).toBeNull();
  });
});

describe('next publication time', () => {
  it('is due once when its time comes, and learns the next one after each change', async () => {
    let now = 1_000;
    let answer: number | null = 5_000;
    const reads: number[] = [];
    const schedule = publicationSchedule(async () => (reads.push(now), answer), () => {}, () => now);
    expect(schedule.due()).toBe(false);
    schedule.refresh();
    await schedule.settled();
    expect(schedule.next()).toBe(5_000);
    now = 4_999;
    expect(schedule.due()).toBe(false);
    now = 5_000;
    expect(schedule.due()).toBe(true);
    expect(schedule.due()).toBe(false);
    answer = null;
    schedule.refresh();
    await schedule.settled();
    expect(schedule.next()).toBeNull();
    expect(reads).toEqual([1_000, 5_000]);
  });
  it('reads again when a change comes in during a read, and keeps going after a failed read', async () => {
    let release!: () => void;
    let calls = 0;
    const logged: string[] = [];
    const schedule = publicationSchedule(
      () => {
        calls++;
        if (calls === 1) return new Promise<number>((r) => (release = () => r(7_000)));
        if (calls === 2) return Promise.resolve(9_000);
        return Promise.reject(new Error('bağlantı yok'));
      },
      (m) => logged.push(m),
      () => 0,
    );
    schedule.refresh();
    schedule.refresh();
    release();
    await schedule.settled();
    expect(calls).toBe(2);
    expect(schedule.next()).toBe(9_000);
    schedule.refresh();
    await schedule.settled();
    expect(schedule.next()).toBe(9_000);
    expect(logged).toEqual(['Next publication time unavailable: bağlantı yok']);
  });
});
