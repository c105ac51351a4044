import { Suspense, useRef, useState } from 'react';
import { preloadable } from '../lazy/preloadable';
import { useTranslation } from '../../strings';
import { LightButton } from '../light/controls';
import { DownloadOutlined } from '../light/icons';

// antd's Dropdown brings its menu (rc-menu, antd's Menu and its overflow list),
// which nothing else on the studio's first screen uses: it downloads when the Export button is
// pointed at, focused or pressed, and the menu opens once it is there.
const ExportDropdown = preloadable(() => import('./ExportDropdown').then((module) => module.ExportDropdown));
const preloadDropdown = () => void ExportDropdown.preload().catch(() => undefined);

/** The header's Export button and its menu. */
export function ExportMenu({ compact, onExport }: { compact: boolean; onExport: (kind: 'screen' | 'print') => void }) {
  const { t } = useTranslation();
  // Until the first press the button is alone; from then on the dropdown wraps it and opens and
  // closes it as antd's does.
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Wrapped in the dropdown the button is drawn anew: the focus it had (a keyboard's Enter) is
  // given back to the new one.
  const hadFocus = useRef(false);
  const button = (
    <LightButton
      ref={buttonRef}
      icon={<DownloadOutlined />}
      // Its name when compact, where it shows the icon alone.
      aria-label={t('designer.header.export')}
      data-testid="export-menu"
      aria-haspopup="menu"
      aria-expanded={open}
      onPointerEnter={preloadDropdown}
      onFocus={preloadDropdown}
      onClick={
        wanted
          ? undefined
          : (event) => {
              hadFocus.current = event.currentTarget === document.activeElement;
              setWanted(true);
              setOpen(true);
            }
      }
    >
      {compact ? null : t('designer.header.export')}
    </LightButton>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ExportDropdown
        open={open}
        onOpenChange={setOpen}
        onExport={onExport}
        onShown={() => {
          if (hadFocus.current) buttonRef.current?.focus();
          hadFocus.current = false;
        }}
      >
        {button}
      </ExportDropdown>
    </Suspense>
  );
}
