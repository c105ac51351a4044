import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import theme from 'antd/es/theme';
import { useState } from 'react';
import type { ShopPartners } from '@teamwear/shared/contracts';
import { PARTNER_ORIGINS_MAX, SHOP_KEY_GRACE_HOURS } from '@teamwear/shared/contracts';
import { confirm, dateLocale, formatDate, showToast } from '@teamwear/shared/ui';
import { Heading, Paragraph, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { useStaffAnswer } from '../../common/use-staff-answer';
import { useTranslation } from '../../strings';
import { SectionFailed } from '../SectionFailed';
import { fetchPartners, rotateShopKey, savePartners } from './partners-api';
import { embedSnippet, originRow, partnersRequest, refusalsByRow, rowsOf, type OriginRow } from './partners-form';

/**
 * The shop's partner sites (owners): the sites whose pages may embed its studio, the key those
 * pages name the shop with, the snippet a partner pastes, and the key's rotation (the key before
 * keeps working for a grace period, so the partner has time to change its page).
 */
export function PartnersSection() {
  const { t } = useTranslation();
  const answer = useStaffAnswer('settings/partners', (signal) => fetchPartners(signal));
  return (
    <SurfaceCard testId="partner-settings">
      <Heading level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('settings.partners.title')}
      </Heading>
      <Paragraph tone="secondary" style={{ marginTop: 0 }}>
        {t('settings.partners.intro')}
      </Paragraph>
      {answer.kind === 'loading' ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {answer.kind === 'failed' ? <SectionFailed offline={answer.status === 0} onRetry={answer.reload} /> : null}
      {answer.kind === 'ready' ? (
        <>
          <OriginsForm partners={answer.data.data} onSaved={(data) => answer.replace({ data })} />
          <ShopKey partners={answer.data.data} onRotated={(data) => answer.replace({ data })} />
        </>
      ) : null}
    </SurfaceCard>
  );
}

function OriginsForm({ partners, onSaved }: { partners: ShopPartners; onSaved: (partners: ShopPartners) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [rows, setRows] = useState<OriginRow[]>(() => (partners.allowedOrigins.length > 0 ? rowsOf(partners.allowedOrigins) : [originRow()]));
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<{ rows: Record<number, string>; list: string | null }>({ rows: {}, list: null });
  const [saving, setSaving] = useState(false);
  const request = partnersRequest(rows);

  const change = (id: number, text: string) => {
    setRows(rows.map((row) => (row.id === id ? { ...row, text } : row)));
    setRefused({ rows: { ...refused.rows, [id]: '' }, list: refused.list });
  };

  const onSave = async () => {
    setTried(true);
    if (Object.keys(request.problems).length > 0 || request.tooMany) return;
    setSaving(true);
    const result = await savePartners({ allowedOrigins: request.allowedOrigins });
    setSaving(false);
    if (result.ok) {
      setTried(false);
      setRefused({ rows: {}, list: null });
      setRows(result.data.data.allowedOrigins.length > 0 ? rowsOf(result.data.data.allowedOrigins) : [originRow()]);
      onSaved(result.data.data);
      showToast({ severity: 'success', summary: t('settings.saved') });
      return;
    }
    if (result.status === 400 && result.error.fields) {
      setRefused(refusalsByRow(result.error.fields, request.rowOfEntry));
      return;
    }
    showToast({ severity: 'error', summary: result.status === 0 ? t('settings.offline') : t('settings.saveFailed') });
  };

  const listProblem = refused.list ?? (tried && request.tooMany ? t('settings.partners.tooMany', { max: PARTNER_ORIGINS_MAX }) : null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
      data-testid="partner-origins-form"
    >
      <Heading level={3} style={{ fontSize: 16 }}>
        <span id="partner-origins-label">{t('settings.partners.originsTitle')}</span>
      </Heading>
      <Paragraph tone="secondary" style={{ marginTop: 0 }}>
        {t('settings.partners.originsHelp', { max: PARTNER_ORIGINS_MAX })}
      </Paragraph>
      <ul aria-labelledby="partner-origins-label" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: token.marginXS }}>
        {rows.map((row, index) => {
          const ruled = request.problems[row.id];
          const problem = refused.rows[row.id] || (tried && ruled ? t(`settings.partners.problems.${ruled}`) : undefined);
          const inputId = `partner-origin-${row.id}`;
          return (
            <li key={row.id}>
              <Flex gap={8} align="center">
                <Input
                  id={inputId}
                  aria-label={t('settings.partners.originLabel', { number: index + 1 })}
                  value={row.text}
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="https://club.example.org"
                  onChange={(event) => change(row.id, event.target.value)}
                  status={problem ? 'error' : undefined}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${inputId}-problem` : undefined}
                  style={{ maxWidth: 420 }}
                  data-testid="partner-origin-input"
                />
                <Button
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('settings.partners.remove', { origin: row.text.trim() || t('settings.partners.originLabel', { number: index + 1 }) })}
                  onClick={() => setRows(rows.length > 1 ? rows.filter((each) => each.id !== row.id) : [originRow()])}
                  data-testid="partner-origin-remove"
                />
              </Flex>
              {problem ? (
                <Text tone="danger" id={`${inputId}-problem`} style={{ display: 'block', fontSize: token.fontSizeSM, marginTop: 2 }} data-testid="partner-origin-problem">
                  {problem}
                </Text>
              ) : null}
            </li>
          );
        })}
      </ul>
      {listProblem ? (
        <Text tone="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
          {listProblem}
        </Text>
      ) : null}
      <Flex gap={8} wrap style={{ marginTop: token.margin }}>
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setRows([...rows, originRow()])} disabled={rows.length >= PARTNER_ORIGINS_MAX} data-testid="partner-origin-add">
          {t('settings.partners.add')}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="partner-origins-save">
          {t('settings.save')}
        </Button>
      </Flex>
    </form>
  );
}

/** When an old key stops: the day and the time, in the page's language. */
function stopsAtText(iso: string, language: string): string {
  const time = new Intl.DateTimeFormat(dateLocale(language), { timeStyle: 'short' }).format(new Date(iso));
  return `${formatDate(iso, language)} ${time}`;
}

function ShopKey({ partners, onRotated }: { partners: ShopPartners; onRotated: (partners: ShopPartners) => void }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const [rotating, setRotating] = useState(false);
  const snippet = embedSnippet(window.location.origin, partners.key);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast({ severity: 'success', summary: t('settings.partners.copied') });
    } catch {
      showToast({ severity: 'error', summary: t('settings.partners.copyFailed') });
    }
  };

  const onRotate = async () => {
    const sure = await confirm({
      header: t('settings.partners.rotateTitle'),
      message: t('settings.partners.rotateMessage', { hours: SHOP_KEY_GRACE_HOURS }),
      icon: 'warning',
      acceptLabel: t('settings.partners.rotate'),
      rejectLabel: t('settings.cancel'),
      defaultFocus: 'reject',
    });
    if (!sure) return;
    setRotating(true);
    const result = await rotateShopKey();
    setRotating(false);
    if (result.ok) {
      onRotated(result.data.data);
      showToast({ severity: 'success', summary: t('settings.partners.rotated') });
    } else showToast({ severity: 'error', summary: result.status === 0 ? t('settings.offline') : t('settings.saveFailed') });
  };

  const code = { fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM, whiteSpace: 'pre-wrap' as const, wordBreak: 'break-all' as const, margin: 0 };
  return (
    <div style={{ marginTop: token.marginLG }}>
      <Heading level={3} style={{ fontSize: 16 }}>
        {t('settings.partners.keyTitle')}
      </Heading>
      <Paragraph tone="secondary" style={{ marginTop: 0 }}>
        {t('settings.partners.keyHelp')}
      </Paragraph>
      <Flex gap={8} wrap align="center">
        <Input id="shop-key" aria-label={t('settings.partners.keyTitle')} readOnly value={partners.key} style={{ maxWidth: 320, fontFamily: token.fontFamilyCode }} data-testid="shop-key" />
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(partners.key)} data-testid="shop-key-copy">
          {t('settings.partners.copyKey')}
        </Button>
        <Button danger loading={rotating} onClick={() => void onRotate()} data-testid="shop-key-rotate">
          {t('settings.partners.rotate')}
        </Button>
      </Flex>
      {partners.oldKeys.length > 0 ? (
        <ul style={{ paddingInlineStart: 20, marginBlock: token.marginXS }} data-testid="shop-old-keys">
          {partners.oldKeys.map((old) => (
            <li key={old.key}>
              <Text tone="secondary">
                {old.stopsAt === null
                  ? t('settings.partners.slugUntilRotated', { key: old.key, hours: SHOP_KEY_GRACE_HOURS })
                  : t('settings.partners.oldKeyStops', { key: old.key, date: stopsAtText(old.stopsAt, i18n.language) })}
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
      <Heading level={3} style={{ fontSize: 16 }}>
        {t('settings.partners.snippetTitle')}
      </Heading>
      <Paragraph tone="secondary" style={{ marginTop: 0 }}>
        {t('settings.partners.snippetHelp')}
      </Paragraph>
      <div style={{ display: 'grid', gap: token.marginXS, background: token.colorFillQuaternary, borderRadius: token.borderRadius, padding: token.paddingSM }}>
        <pre style={code} data-testid="partner-snippet-html">
          {snippet.html}
        </pre>
        <pre style={code} data-testid="partner-snippet-script">
          {snippet.script}
        </pre>
      </div>
      <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(`${snippet.html}\n\n${snippet.script}`)} style={{ marginTop: token.marginXS }} data-testid="partner-snippet-copy">
        {t('settings.partners.copySnippet')}
      </Button>
    </div>
  );
}
