import Dropdown from 'antd/es/dropdown';
import { useEffect, type ReactElement } from 'react';
import { PRINT_LONG_SIDE } from '../../render/export/plan';
import { useTranslation } from '../../strings';

export interface ExportDropdownProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onExport: (kind: 'screen' | 'print') => void;
  /** Called once the dropdown is on the page, around the button. */
  onShown: () => void;
  /** The header's Export button, which the menu opens under. */
  children: ReactElement;
}

/** The export menu: a picture of the screen, or the print-size PNG. */
export function ExportDropdown({ open, onOpenChange, onExport, onShown, children }: ExportDropdownProps) {
  const { t } = useTranslation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when first drawn
  useEffect(() => onShown(), []);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        items: [
          { key: 'screen', label: t('designer.header.exportScreen') },
          { key: 'print', label: t('designer.header.exportPrint', { size: PRINT_LONG_SIDE }) },
        ],
        onClick: ({ key }) => {
          onOpenChange(false);
          onExport(key as 'screen' | 'print');
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
