import type { ReactNode } from 'react';
import { Text } from '@teamwear/shared/ui/kit/themed';

/** A titled block inside a panel (without antd's Flex: the parts panel is on the studio's first screen). */
export function PanelSection({ title, extra, children }: { title?: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      {(title || extra) && (
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          {title && (
            <Text strong style={{ fontSize: 13 }}>
              {title}
            </Text>
          )}
          {extra}
        </div>
      )}
      {children}
    </section>
  );
}

/** A label with its control beside it, wrapping on narrow panels. */
export function FieldRow({ label, children, htmlFor }: { label: ReactNode; children: ReactNode; htmlFor?: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
      <Text style={{ fontSize: 13 }}>{htmlFor ? <label htmlFor={htmlFor}>{label}</label> : label}</Text>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>{children}</div>
    </div>
  );
}
