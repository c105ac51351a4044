import theme from 'antd/es/theme';
import { renderToStaticMarkup } from 'react-dom/server';
import { createDesignStore } from '@teamwear/design';
import { initI18n } from '@teamwear/shared/i18n';
import { loadStrings } from '../../strings';
import { StudioController } from '../../render/studio-controller';
import { StudioHeader } from '../header/StudioHeader';
import { newStudioDesign } from '../state/new-design';
import { StudioContext } from '../studio-context';
import { LightButton, LightSwitch, ViewSwitch } from './controls';
import { lightControlRules } from './light-styles';

describe('the studio first screen light controls', () => {
  beforeAll(async () => {
    await initI18n();
    await loadStrings();
  });

  it('draws the header without any antd component (no antd class, so no antd style is built for it)', () => {
    const store = createDesignStore(newStudioDesign('soccer'));
    const html = renderToStaticMarkup(
      <StudioContext.Provider value={{ store, product: 'soccer', controller: new StudioController() }}>
        <StudioHeader
          title="Soccer kit"
          status="Not saved yet"
          viewChoice="front"
          onViewChoice={() => undefined}
          allowBoth
          onExport={() => undefined}
          actions={{ kind: 'shop', saving: false, onSave: () => undefined, onPreview: () => undefined, onAddToCart: () => undefined }}
          compact={false}
        />
      </StudioContext.Provider>,
    );
    expect(html).not.toMatch(/class="[^"]*\bant-/);
    // What a user reaches there: the view choice, undo and redo (nothing to undo yet), export and save.
    expect(html).toMatch(/role="radiogroup"[^>]*data-testid="view-toggle"/);
    expect(html).toMatch(/aria-label="Undo"[^>]*data-testid="undo"/);
    expect(html).toMatch(/disabled=""[^>]*data-testid="undo"|data-testid="undo"[^>]*disabled=""/);
    expect(html).toContain('data-testid="export-menu"');
    expect(html).toContain('data-testid="save-design"');
  });

  it('offers a view switch whose chosen option alone is reached with Tab, as a radio group', () => {
    const html = renderToStaticMarkup(
      <ViewSwitch
        value="back"
        onChange={() => undefined}
        aria-label="View"
        options={[
          { value: 'front', label: 'Front' },
          { value: 'back', label: 'Back' },
        ]}
      />,
    );
    expect(html).toContain('role="radiogroup" class="tw-seg" aria-label="View"');
    expect(html).toMatch(/role="radio" aria-checked="false" tabindex="-1"[^>]*>Front</);
    expect(html).toMatch(/role="radio" aria-checked="true" tabindex="0"[^>]*>Back</);
  });

  it('says a busy button is busy and a switch whether it is on', () => {
    expect(renderToStaticMarkup(<LightButton loading>Save</LightButton>)).toMatch(/class="tw-btn tw-btn-loading" aria-busy="true"/);
    expect(renderToStaticMarkup(<LightSwitch checked aria-label="Apart" onChange={() => undefined} />)).toContain('role="switch" aria-checked="true"');
    expect(renderToStaticMarkup(<LightSwitch checked={false} aria-label="Apart" onChange={() => undefined} />)).toContain('aria-checked="false"');
  });

  it('draws them in the shop theme colours, as antd would', () => {
    const token = theme.getDesignToken({ token: { colorPrimary: '#0b7a3e' } });
    const rules = lightControlRules(token);
    expect(rules).toContain(`.tw-btn-primary { color: ${token.colorTextLightSolid}; background: ${token.colorPrimary};`);
    expect(token.colorPrimary.toLowerCase()).toBe('#0b7a3e');
    expect(rules).toContain(`outline: ${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`);
    // A plain button pointed at is written in the theme's readable hover colour when it sets one
    // (the shell's: the links' colour, 4.5:1 on white), as antd's Button would.
    expect(rules).toContain(`.tw-btn:hover:not(:disabled) { color: ${token.colorPrimaryHover};`);
    expect(lightControlRules(token, { defaultHoverColor: '#08602f' })).toContain('.tw-btn:hover:not(:disabled) { color: #08602f;');
  });
});
