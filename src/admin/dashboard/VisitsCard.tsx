/**
 * "Ziyaretler": what the server counted without cookies (server/app/visits) over 7, 30 or 90
 * days: views and visitors, the top pages, referring sites and UTM campaigns, and each landing
 * page and campaign with its messages and conversion rate (messages per view).
 */
import type { ReactNode } from 'react';
import type { LoadState } from '../data/load-state.ts';
import { VISIT_PERIODS, type VisitPeriod, type VisitReport } from '../data/visit-report-data.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { plainTableCss } from '../ui/plain-table.ts';
import { conversionRate, countText } from './conversion-rate.ts';

export const VISITS_TITLE = 'Ziyaretler';

interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

function VisitTable<T>({ title, testId, rows, columns, rowKey, empty }: { title: string; testId: string; rows: T[]; columns: Column<T>[]; rowKey: (row: T) => string; empty: string }) {
  return (
    <div css={{ minWidth: 0, overflowX: 'auto' }}>
      <h3 css={{ fontSize: '0.95rem', margin: '0 0 0.5rem' }}>{title}</h3>
      {rows.length === 0 ? (
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>{empty}</p>
      ) : (
        <table data-testid={testId} css={plainTableCss}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" css={c.numeric ? { textAlign: 'right' } : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} data-key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.label} data-column={c.label} css={c.numeric ? { textAlign: 'right', whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

type Counts = { views: number; visitors: number };
const VIEWS: Column<Counts> = { label: 'Görüntülenme', cell: (r) => countText(r.views), numeric: true };
const VISITORS: Column<Counts> = { label: 'Ziyaretçi', cell: (r) => countText(r.visitors), numeric: true };
const LEADS: Column<Counts & { leads: number }> = { label: 'Mesaj', cell: (r) => countText(r.leads), numeric: true };
const RATE: Column<Counts & { leads: number }> = { label: 'Dönüşüm', cell: (r) => conversionRate(r.leads, r.views), numeric: true };

function Totals({ report }: { report: VisitReport }) {
  const item = (label: string, value: number, testId: string) => (
    <div>
      <div css={(theme) => ({ fontSize: '0.85rem', color: theme.color.textMuted })}>{label}</div>
      <div data-testid={testId} css={{ fontSize: '1.75rem', fontWeight: 700 }}>
        {countText(value)}
      </div>
    </div>
  );
  return (
    <div css={{ display: 'flex', gap: '2rem', flexWrap: 'wrap' }}>
      {item('Görüntülenme', report.views, 'visits-views')}
      {item('Ziyaretçi', report.visitors, 'visits-visitors')}
    </div>
  );
}

function Report({ report }: { report: VisitReport }) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: '1.5rem' }}>
      <Totals report={report} />
      <VisitTable title="Açılış sayfaları" testId="visits-landing-pages" rows={report.landingPages} rowKey={(r) => r.path} empty="Henüz açılış sayfası yok." columns={[{ label: 'Sayfa', cell: (r) => r.title }, VIEWS, LEADS, RATE]} />
      <VisitTable title="En çok görüntülenen sayfalar" testId="visits-pages" rows={report.pages} rowKey={(r) => r.path} empty="Bu dönemde görüntülenme yok." columns={[{ label: 'Sayfa', cell: (r) => r.path }, VIEWS, VISITORS, LEADS]} />
      <VisitTable title="Yönlendiren siteler" testId="visits-referrers" rows={report.referrers} rowKey={(r) => r.host} empty="Bu dönemde başka bir siteden gelen yok." columns={[{ label: 'Site', cell: (r) => r.host }, VIEWS, VISITORS]} />
      <VisitTable title="UTM kampanyaları" testId="visits-campaigns" rows={report.campaigns} rowKey={(r) => r.campaign} empty="Bu dönemde kampanya bağlantısıyla gelen yok." columns={[{ label: 'Kampanya', cell: (r) => r.campaign }, VIEWS, LEADS, RATE]} />
    </div>
  );
}

export function VisitsCard({ state, days, onDays }: { state: LoadState<VisitReport>; days: VisitPeriod; onDays: (days: VisitPeriod) => void }) {
  const periods = (
    <div role="group" aria-label="Dönem" css={{ display: 'flex', gap: '0.25rem' }}>
      {VISIT_PERIODS.map((d) => (
        <Button key={d} size="sm" variant={d === days ? 'primary' : 'ghost'} aria-pressed={d === days} onClick={() => onDays(d)}>
          {`${d} gün`}
        </Button>
      ))}
    </div>
  );
  return (
    <Card title={VISITS_TITLE} description="Çerez kullanmadan sunucuda sayılır; bot ve ön yüklemeler sayılmaz." actions={periods} data-testid="visits-card">
      {state.error && !state.data ? <Alert tone="danger">Ziyaret sayıları yüklenirken hata oluştu</Alert> : !state.data ? <Spinner /> : <Report report={state.data} />}
    </Card>
  );
}
