import { useTenant } from '@teamwear/shared/tenant';
import { LanguageChoice } from './LanguageChoice';

/** The top of a card page no one is signed in to (the sign-in, the invitation): the shop's logo and name, and the language. */
export function ShopCardHeader() {
  const tenant = useTenant();
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, marginBottom: 16 }}>
      <span style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
        {tenant?.logo && <img src={tenant.logo} alt="" height={40} style={{ height: 40, width: 'auto' }} />}
        <strong style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{tenant?.name}</strong>
      </span>
      <LanguageChoice />
    </div>
  );
}
