import { useState } from 'react';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@teamwear/shared/contracts';
import type { ShopBrand } from '@teamwear/shared/contracts';
import { showToast } from '@teamwear/shared/ui';
import { Heading, Paragraph, SurfaceCard } from '@teamwear/shared/ui/kit/themed';
import { useStaffAnswer } from '../../common/use-staff-answer';
import { useTranslation } from '../../strings';
import { fetchBrand, saveBrand } from '../api/settings-api';
import { SectionFailed } from '../SectionFailed';
import { HeaderPreview } from './HeaderPreview';
import { LogoField, logoAddress } from './LogoField';

interface Values {
  name: string;
  color: string;
  address: string;
  hours: string;
  phone: string;
  email: string;
  addressKh: string;
  hoursKh: string;
  mode: 'light' | 'dark';
  social: Record<SocialNetwork, string>;
}

/** The API's field paths, as the form's fields. */
const FIELD_OF: Record<string, keyof Values> = {
  name: 'name',
  color: 'color',
  'contact.address': 'address',
  'contact.hours': 'hours',
  'contact.phone': 'phone',
  'contact.email': 'email',
  'contact.kh.address': 'addressKh',
  'contact.kh.hours': 'hoursKh',
  mode: 'mode',
};

/** The form's field of an API field path: a social link is a field of the `social` group. */
const fieldOf = (path: string): keyof Values | ['social', SocialNetwork] | undefined => {
  const network = SOCIAL_NETWORKS.find((each) => path === `social.${each}`);
  return network ? ['social', network] : FIELD_OF[path];
};

const valuesOf = (brand: ShopBrand): Values => ({
  name: brand.name,
  color: brand.color,
  address: brand.contact.address ?? '',
  hours: brand.contact.hours ?? '',
  phone: brand.contact.phone ?? '',
  email: brand.contact.email ?? '',
  addressKh: brand.contact.kh.address ?? '',
  hoursKh: brand.contact.kh.hours ?? '',
  mode: brand.mode,
  social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, brand.social[network] ?? ''])) as Record<SocialNetwork, string>,
});

/**
 * The shop's brand (owners): its name and colour, with the customer app's header as it will look,
 * and how customers reach it (the contact page), the address and hours in English and Khmer. The
 * customer app follows on its next page load.
 */
export function BrandSection() {
  const { t } = useTranslation();
  const answer = useStaffAnswer('settings/brand', (signal) => fetchBrand(signal));
  return (
    <SurfaceCard testId="brand-settings">
      <Heading level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('settings.brand.title')}
      </Heading>
      <Paragraph tone="secondary" style={{ marginTop: 0 }}>
        {t('settings.brand.intro')}
      </Paragraph>
      {answer.kind === 'loading' ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {answer.kind === 'failed' ? <SectionFailed offline={answer.status === 0} onRetry={answer.reload} /> : null}
      {answer.kind === 'ready' ? <BrandForm brand={answer.data.data} onSaved={(data) => answer.replace({ data })} /> : null}
    </SurfaceCard>
  );
}

function BrandForm({ brand, onSaved }: { brand: ShopBrand; onSaved: (brand: ShopBrand) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const name = Form.useWatch('name', form) ?? brand.name;
  const color = Form.useWatch('color', form) ?? brand.color;
  const mode = Form.useWatch('mode', form) ?? brand.mode;

  const save = async (values: Values) => {
    setSaving(true);
    const result = await saveBrand({
      name: values.name,
      color: values.color,
      contact: {
        address: values.address,
        hours: values.hours,
        phone: values.phone,
        email: values.email,
        kh: { address: values.addressKh, hours: values.hoursKh },
      },
      mode: values.mode,
      social: values.social,
    });
    setSaving(false);
    if (result.ok) {
      onSaved(result.data.data);
      form.setFieldsValue(valuesOf(result.data.data));
      showToast({ severity: 'success', summary: t('settings.brand.saved') });
      return;
    }
    const fields = Object.entries(result.error.fields ?? {}).flatMap(([path, message]) => {
      const name = fieldOf(path);
      return name ? [{ name, errors: [message] }] : [];
    });
    if (fields.length > 0) form.setFields(fields);
    else showToast({ severity: 'error', summary: result.status === 0 ? t('settings.offline') : t('settings.saveFailed') });
  };

  const text = (field: keyof Values, label: string, max: number, rows = 0) => (
    <Form.Item name={field} label={label}>
      {rows > 0 ? <Input.TextArea rows={rows} maxLength={max} data-testid={`brand-${field}`} /> : <Input maxLength={max} data-testid={`brand-${field}`} />}
    </Form.Item>
  );

  return (
    <Form<Values> form={form} layout="vertical" initialValues={valuesOf(brand)} onFinish={(values) => void save(values)} data-testid="brand-form">
      <Row gutter={[16, 0]}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('settings.brand.name')} rules={[{ required: true, whitespace: true, message: t('settings.brand.nameRequired') }]}>
            <Input maxLength={80} data-testid="brand-name" />
          </Form.Item>
          <Form.Item
            name="color"
            label={t('settings.brand.color')}
            rules={[{ pattern: /^#[0-9a-fA-F]{6}$/, message: t('settings.brand.colorInvalid') }]}
            extra={t('settings.brand.colorHelp')}
          >
            <Input maxLength={7} style={{ maxWidth: 160 }} data-testid="brand-color" addonBefore={<ColorSwatch form={form} />} />
          </Form.Item>
          <Form.Item name="mode" label={t('settings.brand.mode')} extra={t('settings.brand.modeHelp')}>
            <Radio.Group
              optionType="button"
              options={(['light', 'dark'] as const).map((each) => ({ value: each, label: t(`settings.brand.modes.${each}`), 'data-testid': `brand-mode-${each}` }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <HeaderPreview name={name} color={/^#[0-9a-fA-F]{6}$/.test(color) ? color : brand.color} logo={logoAddress(brand.logo)} mode={mode} />
        </Col>
      </Row>
      <LogoField logo={brand.logo} onChanged={onSaved} />
      <Heading level={3} style={{ fontSize: 16 }}>
        {t('settings.brand.contact')}
      </Heading>
      <Row gutter={[16, 0]}>
        <Col xs={24} md={12}>
          {text('phone', t('settings.brand.phone'), 40)}
          {text('email', t('settings.brand.email'), 254)}
        </Col>
        <Col xs={24} md={12}>
          {text('address', t('settings.brand.address'), 500, 2)}
          {text('hours', t('settings.brand.hours'), 200, 2)}
        </Col>
        <Col xs={24} md={12}>
          {text('addressKh', t('settings.brand.addressKh'), 500, 2)}
        </Col>
        <Col xs={24} md={12}>
          {text('hoursKh', t('settings.brand.hoursKh'), 200, 2)}
        </Col>
      </Row>
      <Heading level={3} style={{ fontSize: 16 }}>
        {t('settings.brand.social')}
      </Heading>
      <Paragraph tone="secondary" style={{ marginTop: 0 }}>
        {t('settings.brand.socialHelp')}
      </Paragraph>
      <Row gutter={[16, 0]}>
        {SOCIAL_NETWORKS.map((network) => (
          <Col xs={24} md={12} key={network}>
            <Form.Item name={['social', network]} label={t(`settings.brand.networks.${network}`)}>
              <Input inputMode="url" maxLength={300} placeholder="https://" data-testid={`brand-social-${network}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="brand-save">
        {t('settings.save')}
      </Button>
    </Form>
  );
}

/** The colour picker beside the #rrggbb field: both edit the same value. */
function ColorSwatch({ form }: { form: ReturnType<typeof Form.useForm<Values>>[0] }) {
  const { t } = useTranslation();
  const color = Form.useWatch('color', form) ?? '#000000';
  return (
    <input
      type="color"
      aria-label={t('settings.brand.pickColor')}
      value={/^#[0-9a-fA-F]{6}$/.test(color) ? color.toLowerCase() : '#000000'}
      onChange={(event) => form.setFieldsValue({ color: event.target.value })}
      style={{ width: 28, height: 24, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
      data-testid="brand-color-picker"
    />
  );
}
