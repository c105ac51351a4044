import { renderToStaticMarkup } from 'react-dom/server';
import { ActionMenu, ActionMenuList, type ActionMenuItem } from './ActionMenu';

const ITEMS: ActionMenuItem[] = [
  { key: 'rename', label: 'Rename' },
  { key: 'copy', label: 'Duplicate', disabled: true },
  { key: 'delete', label: 'Delete', danger: true },
];

describe('the action menu', () => {
  it('gives its button what a menu button says: it opens a menu, closed for now', () => {
    const html = renderToStaticMarkup(
      <ActionMenu items={ITEMS} onChoose={() => undefined} label="More actions for Home kit" trigger={(props) => <button type="button" aria-label="More actions for Home kit" {...props} />} />,
    );
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="menu"');
  });

  it('lists its actions as menu items, named, the disabled one said to be so', () => {
    const html = renderToStaticMarkup(<ActionMenuList id="m" label="More actions for Home kit" items={ITEMS} align="end" onChoose={() => undefined} />);
    expect(html).toMatch(/role="menu" aria-label="More actions for Home kit"/);
    expect(html.match(/role="menuitem"/g)).toHaveLength(3);
    expect(html).toMatch(/aria-disabled="true" data-key="copy"/);
    expect(html).not.toMatch(/aria-disabled="true" data-key="(rename|delete)"/);
    for (const label of ['Rename', 'Duplicate', 'Delete']) expect(html).toContain(`<span>${label}</span>`);
  });

  it('draws a danger item in the error colour and a disabled one greyed', () => {
    const html = renderToStaticMarkup(<ActionMenuList id="m" label="Actions" items={ITEMS} align="start" onChoose={() => undefined} />);
    const style = (key: string) => html.match(new RegExp(`data-key="${key}" style="([^"]*)"`))?.[1] ?? '';
    expect(style('delete')).toContain('color:#ff4d4f');
    expect(style('copy')).toContain('cursor:not-allowed');
    expect(style('rename')).toContain('cursor:pointer');
    // Under its button, lined up with its start.
    expect(html).toMatch(/top:100%.*inset-inline-start:0/);
  });
});
