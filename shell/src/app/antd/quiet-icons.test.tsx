import Alert from 'antd/es/alert';
import ConfigProvider from 'antd/es/config-provider';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { renderToStaticMarkup } from 'react-dom/server';
import { changeLanguage, initI18n } from '@teamwear/shared/i18n';
import { antdLocaleOf } from './antd-locale';
import { useQuietIcons } from './quiet-icons';

function Fields({ language }: { language: string }) {
  const quietIcons = useQuietIcons();
  return (
    <ConfigProvider locale={antdLocaleOf(language)} {...quietIcons}>
      <Alert type="success" showIcon closable title="Saved" />
      <Select aria-label="Size" value="M" options={[{ value: 'M', label: 'M' }]} />
      <Input.Search aria-label="Find" defaultValue="stripes" />
    </ConfigProvider>
  );
}

/** Each antd icon of the markup: its name and whether a screen reader is told to skip it. */
function iconsOf(html: string): { name: string; hidden: boolean }[] {
  return Array.from(html.matchAll(/<span role="img"([^>]*)>/g), ([, attributes = '']) => ({
    name: /aria-label="([^"]*)"/.exec(attributes)?.[1] ?? '',
    hidden: attributes.includes('aria-hidden="true"'),
  }));
}

describe('antd icons a screen reader hears, with the shell quiet icons', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('names the alert close and search buttons in Khmer on a Khmer page and hides the other icons', async () => {
    await changeLanguage('kh');
    const heard = iconsOf(renderToStaticMarkup(<Fields language="kh" />)).filter((icon) => !icon.hidden);
    expect(heard.map((icon) => icon.name).sort()).toEqual(['បិទ', 'ស្វែងរក'].sort());
  });

  it('names them in English on an English page', async () => {
    await changeLanguage('en');
    const heard = iconsOf(renderToStaticMarkup(<Fields language="en" />)).filter((icon) => !icon.hidden);
    expect(heard.map((icon) => icon.name).sort()).toEqual(['Close', 'Search']);
  });
});
