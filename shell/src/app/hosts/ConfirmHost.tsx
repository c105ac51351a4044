import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  ExclamationCircleOutlined,
  InfoCircleOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import { useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent } from 'react';
import { useStore } from 'zustand';
import { confirmStore, settleChoice, settleConfirm, type ConfirmPosition, type PendingConfirm } from '@teamwear/shared/ui';
import { useResponsiveDialogWidth } from '../../layouts/common/use-responsive-dialog-width';
import { useTranslation } from '@teamwear/shared/i18n';

const ICONS = {
  warning: <ExclamationCircleOutlined aria-hidden style={{ color: '#d97706' }} />,
  info: <InfoCircleOutlined aria-hidden style={{ color: '#2563eb' }} />,
  error: <CloseCircleOutlined aria-hidden style={{ color: '#dc2626' }} />,
  question: <QuestionCircleOutlined aria-hidden style={{ color: '#2563eb' }} />,
  success: <CheckCircleOutlined aria-hidden style={{ color: '#16a34a' }} />,
} as const;

/** Where the dialog sits; centred by default. */
function placement(position: ConfirmPosition | undefined): { centered: boolean; style?: CSSProperties } {
  switch (position) {
    case 'top':
      return { centered: false, style: { top: 24 } };
    case 'bottom':
      return { centered: false, style: { top: 'auto', position: 'fixed', bottom: 24, left: 0, right: 0 } };
    case 'left':
    case 'top-left':
    case 'bottom-left':
      return { centered: position === 'left', style: { marginLeft: 24, top: position === 'top-left' ? 24 : undefined } };
    case 'right':
    case 'top-right':
    case 'bottom-right':
      return { centered: position === 'right', style: { marginRight: 24, top: position === 'top-right' ? 24 : undefined } };
    default:
      return { centered: true };
  }
}

function ConfirmDialog({ entry }: { entry: PendingConfirm }) {
  const { t } = useTranslation();
  const width = useResponsiveDialogWidth(450);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);
  const { centered, style } = placement(entry.position);

  // Draggable by its header, as PrimeNG dialogs are by default.
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX - offset.x, y: event.clientY - offset.y };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current) setOffset({ x: event.clientX - drag.current.x, y: event.clientY - drag.current.y });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const rejectFocused = entry.defaultFocus === 'reject';
  return (
    <Modal
      open
      centered={centered}
      style={style}
      width={width}
      keyboard
      closable
      mask={{ closable: false }}
      onCancel={() => settleConfirm(entry.id, false)}
      title={
        <div
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          style={{ cursor: 'move', userSelect: 'none' }}
          data-testid="confirm-header"
        >
          {entry.header ?? t('confirmDialog.header')}
        </div>
      }
      modalRender={(node) => <div style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}>{node}</div>}
      footer={
        entry.choices ? (
          // A question with several answers (choose()): one button each, wrapping on a phone.
          <Flex justify="end" gap="small" wrap>
            {entry.choices.map((choice) => (
              <Button key={choice.key} type={choice.primary ? 'primary' : 'default'} autoFocus={choice.primary} onClick={() => settleChoice(entry.id, choice.key)}>
                {choice.label}
              </Button>
            ))}
          </Flex>
        ) : (
          <Flex justify="end" gap="small">
            <Button autoFocus={rejectFocused} onClick={() => settleConfirm(entry.id, false)}>
              {entry.rejectLabel ?? t('confirmDialog.reject')}
            </Button>
            <Button type="primary" autoFocus={!rejectFocused} onClick={() => settleConfirm(entry.id, true)}>
              {entry.acceptLabel ?? t('confirmDialog.accept')}
            </Button>
          </Flex>
        )
      }
      data-testid="confirm-dialog"
    >
      <Flex gap="middle" align="start">
        {entry.icon ? <span style={{ fontSize: 22 }}>{ICONS[entry.icon]}</span> : null}
        <p style={{ margin: 0 }}>{entry.message}</p>
      </Flex>
    </Modal>
  );
}

/** Shows confirmations asked with `confirm()` of @teamwear/shared/ui, one at a time. */
export function ConfirmHost({ group }: { group?: string }) {
  const pending = useStore(confirmStore, (s) => s.pending);
  const first = pending.find((entry) => entry.group === group);
  return first ? <ConfirmDialog key={first.id} entry={first} /> : null;
}
