import { SearchOutlined } from '@ant-design/icons';
import Select from 'antd/es/select';
import theme from 'antd/es/theme';
import { useEffect, useMemo, useState } from 'react';
import type { FontLang, FontSummary } from '@teamwear/shared/contracts';
import { FONT_LANGS } from '@teamwear/shared/contracts/plain';
import { SYSTEM_FAMILIES } from '../../render/fonts/font-needs';
import { STUDIO_FONTS } from '../../render/fonts/fonts';
import { useTranslation } from '../../strings';
import { FieldRow } from '../panels/PanelSection';
import { fontList } from './font-list';
import { languageOfText, previewLang, SAMPLES } from './font-samples';

/** The language tags the previews are marked with (BCP 47: Khmer is km, Japanese ja…). */
const HTML_LANG: Readonly<Record<FontLang, string>> = {
  kh: 'km',
  th: 'th',
  jp: 'ja',
  kr: 'ko',
  cn: 'zh',
  en: 'en',
};

const SYSTEM_FONTS = STUDIO_FONTS.filter((font) => SYSTEM_FAMILIES.has(font.family));

type LangFilter = FontLang | 'all';

/**
 * A family's name and a sample in its own script, drawn in the family once its pieces for the
 * sample are in: a family is loaded only when its option is shown (the list is virtual, so
 * scrolling loads the families scrolled to).
 */
function FontOption({ family, lang }: { family: string; lang: FontLang }) {
  const { token } = theme.useToken();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void import(/* webpackChunkName: "designer-font-loader" */ '../../render/fonts/font-loader')
      .then((loader) => loader.loadFontSample(family, SAMPLES[lang]))
      .then((ok) => {
        if (live) setReady(ok);
      });
    return () => {
      live = false;
    };
  }, [family, lang]);
  return (
    <span
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 8,
        minWidth: 0,
      }}
      data-font-option={family}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{family}</span>
      <span
        lang={HTML_LANG[lang]}
        data-font-ready={ready}
        style={{
          fontFamily: ready ? `"${family}"` : undefined,
          // Until its family is in, the sample is greyed, in a grey that still reads (4.5:1): a
          // family that never arrives (offline) leaves it so.
          color: ready ? undefined : token.colorTextSecondary,
          whiteSpace: 'nowrap',
        }}
      >
        {SAMPLES[lang]}
      </span>
    </span>
  );
}

/**
 * The font of a text layer (docs/product.md §1, §3): the families on every device and the font
 * library's, filtered by language (at first the language the text is written in). The library's
 * list is asked for when the picker is first opened; a list that fails leaves the device's fonts.
 */
export function FontPicker({ value, text, onChange }: { value: string; text: string; onChange: (family: string, summary: FontSummary | undefined) => void }) {
  const { t } = useTranslation();
  const [fonts, setFonts] = useState<FontSummary[] | null>(null);
  const [asked, setAsked] = useState(false);
  const [lang, setLang] = useState<LangFilter>(() => languageOfText(text) ?? 'all');
  const ask = () => {
    if (asked) return;
    setAsked(true);
    void fontList().then((list) => {
      setFonts(list);
      // An empty answer (the list failed, silently) is asked for again on the next opening.
      if (list.length === 0) setAsked(false);
    });
  };
  const options = useMemo(() => {
    const shown = (fonts ?? []).filter((font) => lang === 'all' || font.lang.includes(lang));
    const system = lang === 'all' || lang === 'en' ? SYSTEM_FONTS : [];
    const known = new Set([...shown.map((font) => font.family), ...system.map((font) => font.family)]);
    const current = known.has(value) ? [] : [{ value, label: <span>{value}</span> }];
    return [
      ...current,
      ...(system.length > 0
        ? [
            {
              label: t('designer.fonts.system'),
              options: system.map((font) => ({
                value: font.family,
                label: <span style={{ fontFamily: font.family }}>{font.label}</span>,
              })),
            },
          ]
        : []),
      ...(shown.length > 0
        ? [
            {
              label: t('designer.fonts.library'),
              options: shown.map((font) => ({
                value: font.family,
                label: <FontOption family={font.family} lang={lang === 'all' ? previewLang(font) : lang} />,
              })),
            },
          ]
        : []),
    ];
  }, [fonts, lang, value, t]);
  return (
    <>
      <FieldRow label={t('designer.fonts.language')}>
        <Select<LangFilter>
          size="small"
          style={{ width: 150 }}
          value={lang}
          aria-label={t('designer.fonts.language')}
          data-testid="font-lang"
          onFocus={ask}
          onChange={(next) => {
            setLang(next);
            ask();
          }}
          options={[
            { value: 'all', label: t('designer.fonts.all') },
            ...FONT_LANGS.map((code) => ({
              value: code,
              label: t(`designer.fonts.langs.${code}`),
            })),
          ]}
        />
      </FieldRow>
      <FieldRow label={t('designer.layers.props.font')}>
        <Select
          size="small"
          style={{ width: 190 }}
          popupMatchSelectWidth={260}
          // Its magnifier, while the list is open, beside the field's own name (ConfigProvider's would make every select searchable).
          showSearch={{ optionFilterProp: 'value', searchIcon: <SearchOutlined aria-hidden /> }}
          value={value}
          options={options}
          aria-label={t('designer.layers.props.font')}
          data-testid="font-picker"
          loading={asked && fonts === null}
          onFocus={ask}
          onOpenChange={(open) => open && ask()}
          onChange={(family: string) => onChange(family, fonts?.find((font) => font.family === family))}
        />
      </FieldRow>
    </>
  );
}
