import Button from 'antd/es/button';
import Input from 'antd/es/input';
import theme from 'antd/es/theme';
import { useState } from 'react';
import { PRODUCTION_DAYS_MAX, PRODUCTION_DAYS_MIN, type Catalogue } from '@teamwear/shared/contracts';
import { formatNumber } from '@teamwear/shared/ui';
import { Heading, Paragraph, SurfaceCard, Text } from '@teamwear/shared/ui/kit/themed';
import { useTranslation } from '../../strings';
import { saveCatalogueTerms } from '../api/catalogue-api';
import { readTerms, TERMS_FIELDS, termsDraftsOf, type TermsDrafts, type TermsField } from './price-table-form';
import { takeSaveAnswer } from './save-answer';

/** What every order pays besides its garments (a printed name, a printed number, delivery), and the days production takes. */
export function TermsForm({ catalogue, onSaved }: { catalogue: Catalogue; onSaved: (catalogue: Catalogue) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [drafts, setDrafts] = useState<TermsDrafts>(() => termsDraftsOf(catalogue));
  const [refused, setRefused] = useState<Partial<Record<TermsField, string>>>({});
  const [saving, setSaving] = useState(false);
  const read = readTerms(drafts);
  const saved = termsDraftsOf(catalogue);
  const changed = TERMS_FIELDS.some((field) => drafts[field] !== saved[field]);

  const onSave = async () => {
    if (!read.request) return;
    setSaving(true);
    const result = await saveCatalogueTerms(read.request);
    setSaving(false);
    const fields = takeSaveAnswer(result, onSaved, t);
    if (result.ok) setDrafts(termsDraftsOf(result.data.data));
    setRefused(fields as Partial<Record<TermsField, string>>);
  };

  return (
    <SurfaceCard testId="catalogue-terms">
      <Heading level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('catalogue.terms.title')}
      </Heading>
      <Paragraph tone="secondary" style={{ marginTop: 0 }}>
        {t('catalogue.terms.detail')}
      </Paragraph>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: token.margin }}>
          {TERMS_FIELDS.map((field) => {
            const inputId = `terms-${field}`;
            const problem = refused[field] ?? (read.problems[field] ? t(`catalogue.problems.${read.problems[field]}`, { min: formatNumber(PRODUCTION_DAYS_MIN), max: formatNumber(PRODUCTION_DAYS_MAX) }) : undefined);
            const days = field === 'productionDays';
            return (
              <div key={field} style={{ minWidth: 0 }}>
                <label htmlFor={inputId} style={{ display: 'block', marginBottom: 4 }}>
                  {t(`catalogue.terms.${field}`)}
                </label>
                <Input
                  id={inputId}
                  inputMode={days ? 'numeric' : 'decimal'}
                  prefix={days ? undefined : <span aria-hidden="true">$</span>}
                  suffix={days ? <span aria-hidden="true">{t('catalogue.terms.days')}</span> : undefined}
                  value={drafts[field]}
                  status={problem ? 'error' : undefined}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${inputId}-problem` : undefined}
                  onChange={(event) => {
                    setDrafts({ ...drafts, [field]: event.target.value });
                    setRefused({ ...refused, [field]: undefined });
                  }}
                  data-testid={inputId}
                />
                {problem && (
                  <Text tone="danger" id={`${inputId}-problem`} data-testid={`${inputId}-problem`} style={{ display: 'block', fontSize: token.fontSizeSM, marginTop: 2 }}>
                    {problem}
                  </Text>
                )}
              </div>
            );
          })}
        </div>
        <Button type="primary" htmlType="submit" loading={saving} disabled={!changed || !read.request} style={{ marginTop: token.margin }} data-testid="terms-save">
          {t('catalogue.save')}
        </Button>
      </form>
    </SurfaceCard>
  );
}
