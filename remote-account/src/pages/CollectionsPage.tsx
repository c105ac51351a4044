import { useSearchParams } from '@teamwear/shared/router';
import { Heading, Paragraph } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../collections/strings';
import { StartCollection } from '../collections/form/StartCollection';
import { CollectionList } from '../collections/list/CollectionList';

/** /me/collections: the manager's size collections; with `?design=<id>`, the form that starts one from that design. */
export function CollectionsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const designId = params.get('design');
  return (
    <section data-remote="account">
      <Heading level={1} style={{ fontSize: 28 }}>
        {t('collections.title')}
      </Heading>
      <Paragraph tone="secondary">{t('collections.intro')}</Paragraph>
      {designId ? <StartCollection key={designId} designId={designId} /> : null}
      <Heading level={2} style={{ fontSize: 20 }}>
        {t('collections.list.heading')}
      </Heading>
      <CollectionList />
    </section>
  );
}
