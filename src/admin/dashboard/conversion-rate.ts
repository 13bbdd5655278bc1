/** A conversion rate as Turkish writes a percentage ('%20', '%2,5'); '—' when nothing was viewed. */
const PERCENT = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 1 });
const COUNT = new Intl.NumberFormat('tr-TR');

export const conversionRate = (leads: number, views: number) => (views > 0 ? PERCENT.format(leads / views) : '—');
export const countText = (n: number) => COUNT.format(n);
