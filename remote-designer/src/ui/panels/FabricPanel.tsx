import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { callEndpoint } from '@teamwear/shared/api';
import { fabricRoutes } from '@teamwear/shared/api-routes';
import type { FabricCatalogue } from '@teamwear/shared/contracts';
import { ANY_SUPPLIER } from '@teamwear/shared/contracts/plain';
import { useDesignState } from '../state/use-design-store';
import { useEdit, useStudio } from '../studio-context';
import { PanelSection } from './PanelSection';
import { useTranslation } from '../../strings';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; catalogue: FabricCatalogue };

/**
 * Fabric (docs/product.md §3): a supplier (or any supplier), one of its fabrics, one of the
 * fabric's colours, from GET /api/fabrics. A design without a chosen fabric uses the shop's
 * default one, shown as chosen.
 */
export function FabricPanel() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { store } = useStudio();
  const edit = useEdit();
  const { doc } = useDesignState(store);
  const supplierId = doc.fabric.supplierId;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const query = { supplierId: supplierId ?? ANY_SUPPLIER };
    void callEndpoint(fabricRoutes.catalogue, { query, auth: false, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setLoad(result.ok ? { state: 'ready', catalogue: result.data.data } : { state: 'error' });
    });
    return () => controller.abort();
  }, [supplierId, attempt]);

  if (load.state === 'loading') return <Skeleton active paragraph={{ rows: 4 }} />;
  if (load.state === 'error') {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('designer.fabric.error')}
        action={
          <Button size="small" onClick={() => { setLoad({ state: 'loading' }); setAttempt(attempt + 1); }}>
            {t('designer.fabric.retry')}
          </Button>
        }
      />
    );
  }
  const { catalogue } = load;
  const fabricId = doc.fabric.fabricId ?? catalogue.defaultFabricId;
  const fabric = catalogue.fabrics.find((candidate) => candidate.id === fabricId);

  return (
    <Flex vertical gap={18}>
      <PanelSection title={t('designer.fabric.supplier')}>
        <Select
          aria-label={t('designer.fabric.supplier')}
          data-testid="fabric-supplier"
          value={supplierId ?? ANY_SUPPLIER}
          onChange={(value) => edit({ type: 'setFabric', args: { supplierId: value === ANY_SUPPLIER ? null : value } })}
          options={[{ value: ANY_SUPPLIER, label: t('designer.fabric.anySupplier') }, ...catalogue.suppliers.map((supplier) => ({ value: supplier.id, label: supplier.name }))]}
        />
      </PanelSection>
      <PanelSection title={t('designer.fabric.fabric')}>
        {catalogue.fabrics.length === 0 && <Typography.Text type="secondary">{t('designer.fabric.none')}</Typography.Text>}
        <Radio.Group
          value={fabricId}
          onChange={(event) => edit({ type: 'setFabric', args: { fabricId: event.target.value as string } })}
          style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
          aria-label={t('designer.fabric.fabric')}
        >
          {catalogue.fabrics.map((candidate) => (
            <Radio
              key={candidate.id}
              value={candidate.id}
              style={{ padding: '6px 8px', borderRadius: 8, border: `1px solid ${candidate.id === fabricId ? token.colorPrimary : token.colorBorderSecondary}`, marginInlineEnd: 0 }}
            >
              <Flex vertical>
                {/* The tag in the page's text colour on the green tint: antd's green text on it reads at 3.4:1. */}
                <span>
                  {candidate.name} {candidate.isDefault && <Tag color="green" style={{ color: token.colorText }}>{t('designer.fabric.default')}</Tag>}
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('designer.fabric.details', { composition: candidate.composition, gsm: candidate.weightGsm })}
                </Typography.Text>
              </Flex>
            </Radio>
          ))}
        </Radio.Group>
      </PanelSection>
      {fabric && fabric.colours.length > 0 && (
        <PanelSection title={t('designer.fabric.colour')}>
          <Flex gap={8} wrap role="radiogroup" aria-label={t('designer.fabric.colour')}>
            {fabric.colours.map((colour) => {
              const chosen = doc.fabric.colorId === colour.id;
              return (
                <button
                  key={colour.id}
                  type="button"
                  role="radio"
                  aria-checked={chosen}
                  title={colour.name}
                  onClick={() => edit({ type: 'setFabric', args: { fabricId: fabric.id, colorId: colour.id } })}
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 6,
                    padding: '4px 8px 4px 4px',
                    borderRadius: 16,
                    cursor: 'pointer',
                    font: 'inherit',
                    fontSize: 12,
                    color: token.colorText,
                    background: chosen ? token.colorPrimaryBg : token.colorBgContainer,
                    border: `1px solid ${chosen ? token.colorPrimary : token.colorBorderSecondary}`,
                  }}
                >
                  <span aria-hidden style={{ width: 18, height: 18, borderRadius: '50%', background: colour.hex, border: '1px solid rgba(0,0,0,.2)' }} />
                  {colour.name}
                </button>
              );
            })}
          </Flex>
        </PanelSection>
      )}
    </Flex>
  );
}
