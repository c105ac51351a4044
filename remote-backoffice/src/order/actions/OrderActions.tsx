import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useRef, useState } from 'react';
import type { ProviderOrder } from '@teamwear/shared/contracts';
import { showToast } from '@teamwear/shared/ui';
import { mayMoveOrder } from '@teamwear/shared/contracts/plain';
import { useStaffRole } from '../../session';
import { useTranslation } from '../../strings';
import { staffMoves, type StaffAction, type StaffMove } from '../staff-actions';
import { MoveDialog } from './MoveDialog';

export interface OrderActionsProps {
  order: ProviderOrder;
  onMoved: (order: ProviderOrder) => void;
  onStale: () => void;
  /** Where the focus goes once a move is made and its button is gone: the page's heading. */
  focusAfterMove: () => void;
}

/** The moves the order's status allows the shop, each opening its dialog; start production disabled, with why, until the proof is approved. */
export function OrderActions({ order, onMoved, onStale, focusAfterMove }: OrderActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<StaffMove | null>(null);
  const buttons = useRef<Partial<Record<StaffAction, HTMLElement | null>>>({});
  const role = useStaffRole();
  // Only the moves the role makes: the workshop's are ready and shipped (the API refuses the rest).
  const moves = staffMoves(order).filter((move) => mayMoveOrder(role, order.status, move.to));
  if (moves.length === 0 && !open) return null;

  const close = (moved: boolean) => {
    const action = open?.action;
    setOpen(null);
    // The dialog gives the focus back to its button; once the move is made the button is gone.
    window.setTimeout(() => {
      const button = action ? buttons.current[action] : null;
      if (!moved && button?.isConnected) button.focus();
      else focusAfterMove();
    }, 0);
  };

  return (
    <Flex vertical gap={4} align="flex-end" data-testid="order-actions">
      <Flex gap={8} wrap justify="flex-end">
        {moves.map((move) => (
          <Button
            key={move.action}
            ref={(element) => {
              buttons.current[move.action] = element;
            }}
            type={move.danger ? 'default' : 'primary'}
            danger={move.danger}
            disabled={move.blockedBy !== null}
            aria-describedby={move.blockedBy ? `order-action-blocked-${move.action}` : undefined}
            onClick={() => setOpen(move)}
            data-testid={`order-action-${move.action}`}
          >
            {t(`order.move.${move.action}.button`)}
          </Button>
        ))}
      </Flex>
      {moves
        .filter((move) => move.blockedBy)
        .map((move) => (
          <Typography.Text key={move.action} type="secondary" id={`order-action-blocked-${move.action}`} data-testid="order-action-blocked">
            {t(`order.actions.${move.blockedBy}`)}
          </Typography.Text>
        ))}
      {open ? (
        <MoveDialog
          order={order}
          move={open}
          onClose={() => close(false)}
          onStale={onStale}
          onMoved={(moved) => {
            onMoved(moved);
            showToast({ severity: 'success', summary: t(`order.move.${open.action}.done`, { number: moved.number }) });
            close(true);
          }}
        />
      ) : null}
    </Flex>
  );
}
