import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import type { ShopCustomerDesign } from '@teamwear/shared/contracts';
import { showToast } from '@teamwear/shared/ui';
import { Heading, Paragraph } from '@teamwear/shared/ui/kit/themed';
import { useStaffAnswer } from '../../common/use-staff-answer';
import { fetchCustomer, fetchCustomers } from '../../customers/api/customer-api';
import { DesignPicture } from '../../customers/detail/DesignPicture';
import { useTranslation } from '../../strings';
import { createShopTemplate } from '../library-api';

/**
 * A new template from a design a customer of the shop saved in the studio: find the customer, choose
 * one of their designs (its picture as the API draws it), name the template. The API reads the design
 * itself and keeps its look without the team's name; the template starts unpublished unless asked.
 */
export function NewTemplate({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ShopCustomerDesign | null>(null);
  const [name, setName] = useState('');
  const [publish, setPublish] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const customers = useStaffAnswer(`customers:${search}`, (signal) => fetchCustomers({ search: search || undefined, sort: '-lastOrder', page: 1, pageSize: 8 }, signal));
  const customer = useStaffAnswer(`customer:${customerId ?? ''}`, (signal) =>
    customerId ? fetchCustomer(customerId, signal) : Promise.resolve({ ok: true as const, status: 200, data: null }),
  );
  const designs = customer.kind === 'ready' && customer.data ? customer.data.data.designs : [];

  const create = async () => {
    if (!chosen) return;
    setSaving(true);
    setProblem(null);
    const result = await createShopTemplate({ designId: chosen.id, name, published: publish });
    setSaving(false);
    if (result.ok) {
      showToast({ severity: 'success', summary: t('library.templates.created', { name: result.data.data.name }) });
      setChosen(null);
      setName('');
      onCreated();
    } else setProblem(result.status === 0 ? t('settings.offline') : (Object.values(result.error.fields ?? {})[0] ?? result.error.message));
  };

  return (
    <Card size="small" title={<Heading level={2} style={{ fontSize: 18, margin: 0 }}>{t('library.templates.newTitle')}</Heading>} data-testid="new-template">
      <Paragraph style={{ marginTop: 0 }}>{t('library.templates.newIntro')}</Paragraph>
      <Input.Search
        aria-label={t('library.templates.findCustomer')}
        placeholder={t('library.templates.findCustomer')}
        allowClear
        onSearch={(value) => {
          setSearch(value.trim());
          setCustomerId(null);
          setChosen(null);
        }}
        style={{ maxWidth: 420 }}
      />
      {customers.kind === 'ready' && (
        <ul style={{ listStyle: 'none', padding: 0, margin: '12px 0', display: 'flex', flexWrap: 'wrap', gap: 8 }} aria-label={t('library.templates.customers')}>
          {customers.data.data.map((each) => (
            <li key={each.id}>
              <Button type={each.id === customerId ? 'primary' : 'default'} aria-pressed={each.id === customerId} disabled={each.designCount === 0} onClick={() => setCustomerId(each.id)}>
                {t('library.templates.customerDesigns', { name: each.name, count: each.designCount })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {customerId && customer.kind === 'ready' && designs.length === 0 && <Empty description={t('library.templates.noDesigns')} />}
      {customerId && designs.length > 0 && (
        <ul style={{ listStyle: 'none', padding: 0, margin: '12px 0', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12 }} aria-label={t('library.templates.designs')}>
          {designs.map((design) => (
            <li key={design.id}>
              <button
                type="button"
                aria-pressed={chosen?.id === design.id}
                data-testid="template-source-design"
                onClick={() => {
                  setChosen(design);
                  setName(design.name);
                }}
                style={{ width: '100%', padding: 6, borderRadius: 8, cursor: 'pointer', background: 'transparent', border: chosen?.id === design.id ? '2px solid currentColor' : '1px solid rgba(128,128,128,0.4)', color: 'inherit', font: 'inherit' }}
              >
                <DesignPicture customerId={customerId} designId={design.id} name={design.name} />
                <span style={{ display: 'block', marginTop: 4, overflowWrap: 'anywhere' }}>
                  {design.name} · {t(`products.${design.product}`)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
          style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}
        >
          <label style={{ display: 'grid', gap: 4 }}>
            <span>{t('library.templates.name')}</span>
            <Input value={name} maxLength={80} onChange={(event) => setName(event.target.value)} style={{ width: 280 }} data-testid="template-name" />
          </label>
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <Switch checked={publish} onChange={setPublish} aria-label={t('library.templates.publishNow')} />
            <span aria-hidden="true">{t('library.templates.publishNow')}</span>
          </label>
          <Button type="primary" htmlType="submit" loading={saving} disabled={name.trim() === ''}>
            {t('library.templates.create')}
          </Button>
          {problem && (
            <p role="alert" style={{ margin: 0, flexBasis: '100%' }}>
              {problem}
            </p>
          )}
        </form>
      )}
    </Card>
  );
}
