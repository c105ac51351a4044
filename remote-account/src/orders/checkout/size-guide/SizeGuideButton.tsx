import { ColumnWidthOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import type { GarmentSizeGuide } from '@teamwear/shared/contracts';
import { useTranslation } from '../../../strings';

// The dialog and its tables download when the customer asks for them: most orders never do.
const SizeGuideDialog = lazy(() => import('./SizeGuideDialog'));

/** "Size guide" beside the players: what each size measures, before the customer chooses. */
export function SizeGuideButton({ guide }: { guide: GarmentSizeGuide }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" icon={<ColumnWidthOutlined aria-hidden />} onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="size-guide-open">
        {t('checkout.sizeGuide.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SizeGuideDialog guide={guide} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
