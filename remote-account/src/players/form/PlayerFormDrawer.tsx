import Drawer from 'antd/es/drawer';
import type { InputRef } from 'antd';
import { useRef } from 'react';
import type { Player, SizeChart } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { PlayerForm, type SavedPlayer } from './PlayerForm';

export type PlayerFormTarget = { mode: 'add'; defaults: { team: string; size?: string }; key: number } | { mode: 'edit'; player: Player; key: number };

interface Props {
  /** What the drawer is open for, or null when closed. */
  target: PlayerFormTarget | null;
  chart: SizeChart;
  teams: string[];
  narrow: boolean;
  onClose: () => void;
  onSaved: (saved: SavedPlayer) => void;
}

/** Adding or editing a player, in a drawer (the whole screen on a phone). */
export function PlayerFormDrawer({ target, chart, teams, narrow, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const nameInput = useRef<InputRef | null>(null);
  return (
    <Drawer
      open={target !== null}
      title={target?.mode === 'edit' ? t('players.form.editTitle') : t('players.form.addTitle')}
      size={narrow ? '100%' : 440}
      destroyOnHidden
      onClose={onClose}
      afterOpenChange={(open) => {
        // The slide ends after the customer may already be in a field (clicked while it slid in;
        // on a slow phone it slides for a second): taking the cursor back to the name then would
        // send what they type next into the name. Only the drawer's own focus is moved.
        const form = nameInput.current?.input?.form;
        if (open && !form?.contains(document.activeElement)) nameInput.current?.focus();
      }}
      data-testid="player-drawer"
    >
      {target ? (
        <PlayerForm
          // A new form for each player, and after "Save and add another".
          key={target.key}
          player={target.mode === 'edit' ? target.player : null}
          defaults={target.mode === 'add' ? target.defaults : { team: '' }}
          chart={chart}
          teams={teams}
          focusRef={nameInput}
          onCancel={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Drawer>
  );
}
