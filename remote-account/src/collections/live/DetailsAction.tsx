import { EditOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { useState } from 'react';
import type { Collection } from '@teamwear/shared/contracts';
import { showToast } from '@teamwear/shared/ui';
import { useTranslation } from '../strings';
import { DetailsDialog } from './DetailsDialog';

/** The live page's "Change details": the title, message, players expected and need-by day, in a dialog. */
export function DetailsAction({ collection, onChanged }: { collection: Collection; onChanged: (collection: Collection) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<EditOutlined aria-hidden />} onClick={() => setOpen(true)} data-testid="collection-details">
        {t('collections.details.open')}
      </Button>
      {open ? (
        <DetailsDialog
          collection={collection}
          onClose={() => setOpen(false)}
          onDone={(changed) => {
            setOpen(false);
            if (!changed) return;
            onChanged(changed);
            showToast({ severity: 'success', summary: t('collections.details.saved') });
          }}
        />
      ) : null}
    </>
  );
}
