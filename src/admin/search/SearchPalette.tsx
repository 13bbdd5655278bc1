/**
 * The admin's one search box (Ctrl+K / ⌘K, or "Ara" in the sidebar): a dialog with a combobox
 * over every type the engine knows (generated/admin/search.ts), asked as the signed-in user
 * after typing pauses (src/admin/data/admin-search-data.ts). Arrows move through the results
 * across groups, Enter opens the item's editor, Escape closes.
 */
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider.tsx';
import { staffRole } from '../auth/staff-role.ts';
import { useAdminSearch } from '../data/admin-search-data.ts';
import { inputCss } from '../ui/input-style.ts';
import { Modal } from '../ui/Modal.tsx';
import { InlineSpinner } from '../ui/Spinner.tsx';
import { groupHits, moveActive, type SearchOption } from './search-groups.ts';
import { optionId, SearchResults } from './SearchResults.tsx';
import { useDebounced } from './use-debounced.ts';

const DEBOUNCE_MS = 200;

function StatusLine({ text }: { text: string }) {
  return <p css={(theme) => ({ margin: '0.75rem 0.5rem', color: theme.color.textMuted })}>{text}</p>;
}

function statusText(q: string, loading: boolean, failed: boolean, count: number): string | null {
  if (q.length < 2) return 'Aramak için en az iki harf yazın.';
  if (failed) return 'Arama yapılamadı. Bağlantınızı kontrol edip yeniden deneyin.';
  if (count === 0 && !loading) return 'Sonuç yok';
  return null;
}

function PaletteBody({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const q = useDebounced(text, DEBOUNCE_MS).trim();
  const search = useAdminSearch(q);
  const isAdmin = staffRole(useAuth().session) === 'admin';
  const navigate = useNavigate();
  const listId = useId();
  const groups = useMemo(() => (q.length >= 2 && search.data ? groupHits(search.data, isAdmin) : []), [q, search.data, isAdmin]);
  const options = groups.flatMap((g) => g.options);
  const current = options[active];
  const status = statusText(q, search.isFetching, search.isError, options.length);

  function choose(option: SearchOption) {
    onClose();
    navigate(option.href);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => moveActive(a, options.length, e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter' && (current ?? options[0])) {
      e.preventDefault();
      choose((current ?? options[0])!);
    }
  }

  return (
    <div css={{ display: 'grid', gap: '0.5rem' }}>
      <div css={{ position: 'relative' }}>
        <input
          data-autofocus
          type="text"
          role="combobox"
          aria-label="Ara"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current ? optionId(listId, current) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Ara… (içerik, medya, mesaj, abone)"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          css={inputCss()}
        />
        {search.isFetching && (
          <span css={(theme) => ({ position: 'absolute', right: '0.75rem', top: '50%', transform: 'translateY(-50%)', display: 'flex', color: theme.color.textMuted })}>
            <InlineSpinner size={16} />
          </span>
        )}
      </div>
      <div aria-live="polite">{status && <StatusLine text={status} />}</div>
      <SearchResults id={listId} groups={groups} active={active} onHover={setActive} onChoose={choose} />
    </div>
  );
}

export function SearchPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Yönetim panelinde ara" size="lg">
      <PaletteBody onClose={onClose} />
    </Modal>
  );
}
