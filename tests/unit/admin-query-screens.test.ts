// @vitest-environment jsdom
/**
 * The generic list and editor read through the admin's query cache: a write anywhere to the
 * table (its invalidation) reads the list on screen again, and never replaces the row an open
 * editor was filled from; regaining focus or the network reads nothing behind the editor's
 * back. The hooks run in React with a QueryClient like the admin's and a fake data module.
 */
import { focusManager, onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidateTables } from '../../src/admin/data/data-query.ts';
import { dataKeys } from '../../src/admin/data/query-keys.ts';
import { createAdminQueryClient } from '../../src/admin/data/query-client.ts';
import type { DataResult, ResourceData } from '../../src/admin/data/resource-data.ts';
import { useOpenItem, type OpenedItem } from '../../src/admin/form/use-open-item.ts';
import { changeLists, patchRow } from '../../src/admin/resource/list-cache.ts';
import type { AnyResource, Row } from '../../src/admin/resource/types.ts';
import { useResourceList, type ResourceList } from '../../src/admin/resource/use-resource-list.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TABLE = 'blog_posts';
const resource = { table: TABLE, route: 'blog', list: { order: [{ field: 'title', ascending: true }], searchFields: ['title'], filters: [], columns: [{ field: 'title' }] } } as unknown as AnyResource;
const ok = <T>(data: T): DataResult<T> => ({ data, error: null });
const row = (id: string, title: string, updated_at = '2026-01-01T00:00:00Z'): Row => ({ id, title, updated_at });

/** A data module whose table holds `rows` (changed by the test between reads). */
function fakeData(rows: { current: Row[] }) {
  return {
    count: vi.fn(async () => ok(rows.current.length)),
    listAll: vi.fn(async () => ok(rows.current.map((r) => ({ ...r })))),
    get: vi.fn(async (id: string) => ok(rows.current.find((r) => r.id === id) ?? null)),
  };
}

let client: QueryClient;
let root: Root;
let host: HTMLElement;
beforeEach(() => {
  client = createAdminQueryClient();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  client.clear();
});

function render(hook: () => void) {
  function Probe() {
    hook();
    return null;
  }
  act(() => root.render(createElement(QueryClientProvider, { client }, createElement(Probe))));
}

describe('generic list under TanStack Query', () => {
  it('is read again when its table is invalidated (a save in an editor, a write elsewhere), and shows the new rows', async () => {
    const rows = { current: [row('a', 'Birinci'), row('b', 'İkinci')] };
    const db = fakeData(rows);
    let list: ResourceList | undefined;
    render(() => (list = useResourceList(resource, db as unknown as ResourceData, '', {})));
    await vi.waitFor(() => expect(list?.rows.map((r) => r.title)).toEqual(['Birinci', 'İkinci']));
    expect(db.listAll).toHaveBeenCalledTimes(1);

    rows.current = [row('a', 'Birinci (kaydedildi)'), row('b', 'İkinci')];
    await act(() => invalidateTables(client, [TABLE]));
    await vi.waitFor(() => expect(list?.rows.map((r) => r.title)).toEqual(['Birinci (kaydedildi)', 'İkinci']));
    expect(db.count).toHaveBeenCalledTimes(2);
    expect(db.listAll).toHaveBeenCalledTimes(2);
    expect(list?.loading).toBe(false);
  });

  it('shows a change put in its cache at once (optimistic), before any read', async () => {
    const rows = { current: [row('a', 'Birinci')] };
    const db = fakeData(rows);
    let list: ResourceList | undefined;
    render(() => (list = useResourceList(resource, db as unknown as ResourceData, '', {})));
    await vi.waitFor(() => expect(list?.rows).toHaveLength(1));
    await act(() => changeLists(client, TABLE, patchRow('a', { title: 'Hemen' })));
    await vi.waitFor(() => expect(list?.rows.map((r) => r.title)).toEqual(['Hemen']));
    expect(db.listAll).toHaveBeenCalledTimes(1);
  });
});

describe('generic editor under TanStack Query', () => {
  it('keeps the row it opened with: an invalidation reads it again into the cache, never into the editor', async () => {
    const rows = { current: [row('a', 'Açılan', 'v1')] };
    const db = fakeData(rows);
    let opened: OpenedItem | undefined;
    render(() => (opened = useOpenItem(resource, db as unknown as ResourceData, 'a')));
    await vi.waitFor(() => expect(opened).toEqual({ status: 'ready', row: row('a', 'Açılan', 'v1') }));

    rows.current = [row('a', 'Başkasının', 'v2')];
    await act(() => invalidateTables(client, [TABLE]));
    await vi.waitFor(() => expect(client.getQueryData(dataKeys.item(TABLE, 'a'))).toEqual(row('a', 'Başkasının', 'v2')));
    expect(db.get).toHaveBeenCalledTimes(2);
    expect(opened).toEqual({ status: 'ready', row: row('a', 'Açılan', 'v1') });
  });

  it('reads nothing again when the window regains focus or the network comes back', async () => {
    const rows = { current: [row('a', 'Açılan', 'v1')] };
    const db = fakeData(rows);
    let opened: OpenedItem | undefined;
    render(() => (opened = useOpenItem(resource, db as unknown as ResourceData, 'a')));
    await vi.waitFor(() => expect(opened?.status).toBe('ready'));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    expect(client.isFetching()).toBe(0);
    expect(db.get).toHaveBeenCalledTimes(1);
  });

  it('says so when the id names no row', async () => {
    const db = fakeData({ current: [] });
    let opened: OpenedItem | undefined;
    render(() => (opened = useOpenItem(resource, db as unknown as ResourceData, 'yok')));
    await vi.waitFor(() => expect(opened).toEqual({ status: 'missing' }));
  });
});
