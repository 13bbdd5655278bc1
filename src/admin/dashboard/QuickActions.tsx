/** Shortcuts to the most common tasks; the three 'new' paths open the create form directly. */
import { FileText, Image, Plus, Search, Settings } from 'lucide-react';
import { ButtonLink } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';

const ACTIONS = [
  { to: '/admin/blog/new', label: 'Yeni Blog Yazısı', icon: Plus, primary: true },
  { to: '/admin/projects/new', label: 'Yeni Proje', icon: Plus, primary: true },
  { to: '/admin/team/new', label: 'Yeni Ekip Üyesi', icon: Plus, primary: true },
  { to: '/admin/pages', label: 'Sayfaları Düzenle', icon: FileText },
  { to: '/admin/media', label: 'Medya Yükle', icon: Image },
  { to: '/admin/seo', label: 'SEO Ayarları', icon: Search },
  { to: '/admin/settings', label: 'Site Ayarları', icon: Settings },
] as const;

export function QuickActions() {
  return (
    <Card title="Hızlı İşlemler">
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
        {ACTIONS.map((a) => (
          <li key={a.to}>
            <ButtonLink to={a.to} icon={a.icon} block variant={'primary' in a ? 'primary' : 'secondary'} css={{ justifyContent: 'flex-start' }}>
              {a.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Card>
  );
}
