/**
 * Values a global's section shows read-only because the server decides them (schema
 * `serverValues`): the site's address is the server's SITE_URL (/runtime-config.json's
 * siteUrl); a build for a hosted project, which has no such server, shows the address the
 * admin is opened at.
 */
import { useEffect, useId, useState } from 'react';
import type { ServerValue } from '../../../schema/resource.ts';
import { loadRuntimeConfig } from '../../lib/runtime-config.ts';
import { inputCss } from '../ui/input-style.ts';

function useSiteUrl(): string {
  const [siteUrl, setSiteUrl] = useState('');
  useEffect(() => {
    let current = true;
    loadRuntimeConfig().then(
      (c) => current && setSiteUrl(c.siteUrl ?? window.location.origin),
      () => current && setSiteUrl(window.location.origin),
    );
    return () => {
      current = false;
    };
  }, []);
  return siteUrl;
}

function ServerValueField({ field }: { field: ServerValue }) {
  const id = useId();
  const siteUrl = useSiteUrl();
  const value = field.value === 'siteUrl' ? siteUrl : '';
  return (
    <div data-server-value={field.value} css={{ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: '0.35rem' }}>
      <label htmlFor={id} css={{ fontSize: '0.875rem', fontWeight: 600 }}>
        {field.label}
      </label>
      <input id={id} value={value} readOnly aria-describedby={field.help ? `${id}-help` : undefined} css={(theme) => ({ ...inputCss()(theme), color: theme.color.textMuted, cursor: 'default' })} />
      {field.help && (
        <p id={`${id}-help`} css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.textMuted })}>
          {field.help}
        </p>
      )}
    </div>
  );
}

export function ServerValues({ values }: { values: readonly ServerValue[] | undefined }) {
  if (!values?.length) return null;
  return (
    <>
      {values.map((v) => (
        <ServerValueField key={v.value} field={v} />
      ))}
    </>
  );
}
