import { renderToStaticMarkup } from 'react-dom/server';
import { changeLanguage, initI18n } from '@teamwear/shared/i18n';
import { loadStrings } from '../strings';
import { NotFoundPage } from './NotFoundPage';

// Going home needs a router; what is tested here is what the page says.
jest.mock('@teamwear/shared/router', () => ({ useNavigate: () => () => undefined }));

beforeAll(async () => {
  await initI18n();
  await changeLanguage('kh');
  await loadStrings();
});

describe('the not-found page', () => {
  it('shows a picture without words of its own: on a Khmer page every word on it is Khmer', () => {
    const html = renderToStaticMarkup(<NotFoundPage />);
    expect(html).toContain('data-testid="not-found-picture"');
    expect(html).toContain('រកមិនឃើញទំព័រ');
    // antd's 404 picture titles itself "No Found", in English on every page.
    expect(html).not.toMatch(/<title|<text|No Found/);
  });
});
