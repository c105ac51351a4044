import { socialLinkProblem } from './social-links';

describe('a shop’s social links', () => {
  it('takes https addresses on the network’s own site, and any https website', () => {
    expect(socialLinkProblem('facebook', 'https://www.facebook.com/angkor.athletics')).toBeNull();
    expect(socialLinkProblem('facebook', 'https://m.facebook.com/angkor')).toBeNull();
    expect(socialLinkProblem('telegram', 'https://t.me/angkor')).toBeNull();
    expect(socialLinkProblem('youtube', 'https://youtu.be/abc')).toBeNull();
    expect(socialLinkProblem('website', 'https://angkor-athletics.com.kh/shop')).toBeNull();
  });

  it('says why a link is refused', () => {
    expect(socialLinkProblem('facebook', 'http://facebook.com/angkor')).toBe('The Facebook link must be an address starting with https://');
    expect(socialLinkProblem('instagram', 'instagram.com/angkor')).toBe('The Instagram link must be an address starting with https://');
    expect(socialLinkProblem('tiktok', 'https://tiktok.com.evil.example/@angkor')).toBe('The TikTok link must be an address on tiktok.com');
    expect(socialLinkProblem('facebook', 'https://notfacebook.com/angkor')).toBe('The Facebook link must be an address on facebook.com');
    expect(socialLinkProblem('website', 'javascript:alert(1)')).toBe('The website must be an address starting with https://');
    expect(socialLinkProblem('website', 'https://user:pw@example.com')).toBe('The website must not carry a user name or password');
    expect(socialLinkProblem('website', 'https://localhost/')).toBe('The website must name a site, like https://example.com');
    expect(socialLinkProblem('website', `https://example.com/${'a'.repeat(300)}`)).toBe('The website must be at most 300 characters');
  });
});
