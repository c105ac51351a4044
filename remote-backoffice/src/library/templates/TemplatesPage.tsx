import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import { useState } from 'react';
import type { ShopTemplateEntry } from '@teamwear/shared/contracts';
import { mayDo } from '@teamwear/shared/contracts/plain';
import { Link } from '@teamwear/shared/router';
import { SLUG_BY_PRODUCT_TYPE } from '@teamwear/shared/tenant';
import { confirm, showToast } from '@teamwear/shared/ui';
import { Heading, Paragraph } from '@teamwear/shared/ui/kit/themed';
import { useStaffAnswer } from '../../common/use-staff-answer';
import { useStaffRole } from '../../session';
import { SectionFailed } from '../../settings/SectionFailed';
import { useTranslation } from '../../strings';
import { changeShopTemplate, fetchShopTemplates, removeShopTemplate, reorderShopTemplates } from '../library-api';
import { NotForYourRole } from '../NotForYourRole';
import { NewTemplate } from './NewTemplate';
import { RenameTemplate } from './RenameTemplate';
import { TemplatePicture } from './TemplatePicture';
import { byGarment, movedOnePlace } from './template-order';

/**
 * /backoffice/catalogue/templates (owners and staff): the shop's templates by garment, in the order
 * customers see them in the studio. A template is made from a design one of the shop's customers
 * saved (NewTemplate), starts unpublished, and is shown to customers once published.
 */
export function TemplatesPage() {
  const { t } = useTranslation();
  // The workshop's role does not manage templates: say so rather than ask the API for a refusal.
  if (!mayDo(useStaffRole(), 'templates')) return <NotForYourRole title={t('library.templates.title')} />;
  return <Templates />;
}

function Templates() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const answer = useStaffAnswer('templates', (signal) => fetchShopTemplates(signal));
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (key: string, work: () => Promise<{ ok: boolean; status: number }>) => {
    setBusy(key);
    const result = await work();
    setBusy(null);
    if (result.ok) showToast({ severity: 'success', summary: t('library.saved') });
    else showToast({ severity: 'error', summary: result.status === 0 ? t('settings.offline') : t('settings.saveFailed') });
    answer.reload();
  };

  const remove = async (template: ShopTemplateEntry) => {
    const sure = await confirm({
      header: t('library.templates.removeTitle', { name: template.name }),
      message: t('library.templates.removeMessage'),
      acceptLabel: t('library.remove'),
      rejectLabel: t('settings.cancel'),
      icon: 'warning',
      defaultFocus: 'reject',
    });
    if (sure) await act(`remove:${template.id}`, () => removeShopTemplate(template.id));
  };

  return (
    <section data-remote="backoffice" data-testid="templates-page" style={{ display: 'grid', gap: 24 }}>
      <div>
        <Heading level={1} style={{ fontSize: 28, margin: 0 }}>
          {t('library.templates.title')}
        </Heading>
        <Paragraph style={{ margin: '8px 0 0' }}>
          {t('library.templates.intro')} <Link to="/backoffice/catalogue/pictures">{t('library.pictures.title')}</Link>
        </Paragraph>
      </div>
      <NewTemplate onCreated={answer.reload} />
      {answer.kind === 'loading' && <Skeleton active />}
      {answer.kind === 'failed' && <SectionFailed offline={answer.status === 0} onRetry={answer.reload} />}
      {answer.kind === 'ready' && answer.data.data.length === 0 && <Empty description={t('library.templates.none')} />}
      {answer.kind === 'ready' &&
        byGarment(answer.data.data).map((group) => (
          <Card key={group.type} title={<Heading level={2} style={{ fontSize: 18, margin: 0 }}>{t(`products.${SLUG_BY_PRODUCT_TYPE[group.type]}`)}</Heading>} size="small">
            <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }} data-testid={`templates-${group.type}`}>
              {group.templates.map((template, index) => (
                <li key={template.id} data-testid="template-row" data-name={template.name} style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
                  <TemplatePicture template={template} />
                  <span style={{ flex: '1 1 200px', minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{template.name}</span>
                  {/* In the page's text colour on the green tint: antd's green text on it reads below 4.5:1. */}
                  <Tag color={template.published ? 'green' : undefined} style={{ color: token.colorText }}>{template.published ? t('library.templates.published') : t('library.templates.unpublished')}</Tag>
                  <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                    <Switch
                      checked={template.published}
                      loading={busy === `publish:${template.id}`}
                      aria-label={t('library.templates.shownTo', { name: template.name })}
                      onChange={(published) => void act(`publish:${template.id}`, () => changeShopTemplate(template.id, { published }))}
                    />
                    <span aria-hidden="true">{t('library.templates.shown')}</span>
                  </label>
                  <Button
                    icon={<ArrowUpOutlined aria-hidden />}
                    aria-label={t('library.templates.moveUp', { name: template.name })}
                    disabled={index === 0 || busy !== null}
                    onClick={() => void act(`move:${template.id}`, () => reorderShopTemplates(group.type, movedOnePlace(group.templates, template.id, -1)))}
                  />
                  <Button
                    icon={<ArrowDownOutlined aria-hidden />}
                    aria-label={t('library.templates.moveDown', { name: template.name })}
                    disabled={index === group.templates.length - 1 || busy !== null}
                    onClick={() => void act(`move:${template.id}`, () => reorderShopTemplates(group.type, movedOnePlace(group.templates, template.id, 1)))}
                  />
                  <RenameTemplate template={template} disabled={busy !== null} onRenamed={answer.reload} />
                  <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={t('library.templates.removeNamed', { name: template.name })} onClick={() => void remove(template)} />
                </li>
              ))}
            </ol>
          </Card>
        ))}
    </section>
  );
}
