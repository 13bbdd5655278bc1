/** The editor's page for an id that names no item (deleted, or its address changed). */
import { ArrowLeft } from 'lucide-react';
import type { AnyResource } from '../resource/types.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { EditorBreadcrumb } from './EditorBreadcrumb.tsx';

export function ItemNotFound({ resource, listPath }: { resource: AnyResource; listPath: string }) {
  return (
    <>
      <EditorBreadcrumb resource={resource} current="Bulunamadı" listPath={listPath} />
      <h1 css={{ margin: '0 0 1.5rem', fontSize: '1.6rem' }}>Kayıt bulunamadı</h1>
      <Card>
        <p css={{ margin: '0 0 1rem' }}>{`Aradığınız ${resource.singular.toLocaleLowerCase('tr')} bulunamadı. Silinmiş ya da adresi değişmiş olabilir.`}</p>
        <ButtonLink to={listPath} variant="primary" icon={ArrowLeft}>
          Listeye dön
        </ButtonLink>
      </Card>
    </>
  );
}
