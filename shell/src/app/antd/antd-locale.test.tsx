import ConfigProvider from 'antd/es/config-provider';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import { renderToStaticMarkup } from 'react-dom/server';
import { antdLocaleOf } from './antd-locale';

function page(language: string): string {
  return renderToStaticMarkup(
    <ConfigProvider locale={antdLocaleOf(language)}>
      <Input.Password defaultValue="secret" />
      <Table dataSource={[]} columns={[{ title: 'Name', dataIndex: 'name' }]} />
    </ConfigProvider>,
  );
}

describe('antd in the page language', () => {
  it('writes antd own words in Khmer on a Khmer page', () => {
    const html = page('kh');
    expect(html).toContain('aria-label="បង្ហាញ"');
    expect(html).not.toContain('aria-label="Show"');
  });

  it('keeps antd English words on an English page and for an unknown language', () => {
    expect(page('en')).toContain('aria-label="Show"');
    expect(page('fr')).toContain('aria-label="Show"');
  });
});
