import type { ReactNode } from 'react';
import { installStyleSheet } from '@teamwear/shared/ui';

// AuthCard's look (a centred card, a 28 px title, a secondary intro) on the theme variables.
const CSS = `
.tw-auth-frame { display: flex; justify-content: center; padding: 48px 16px; }
.tw-auth-card { width: 440px; max-width: 100%; box-sizing: border-box; padding: 24px; background: var(--tw-bg); border: 1px solid var(--tw-border); border-radius: calc(var(--tw-radius) + 2px); }
.tw-auth-card h1 { margin: 0 0 .5em; font-size: 28px; font-weight: 600; line-height: 1.2105; color: var(--tw-text); }
.tw-auth-intro { margin: 0 0 1em; color: var(--tw-text-secondary); }
.tw-auth-card a { color: var(--tw-link); text-decoration: none; }
.tw-auth-card a:hover { text-decoration: underline; }
.tw-auth-footer { margin-top: 16px; text-align: center; }
.tw-auth-card .tw-button:disabled { cursor: default; opacity: .75; filter: none; }
.tw-auth-card .tw-spinner { width: 14px; height: 14px; border-width: 2px; border-color: color-mix(in srgb, currentColor 25%, transparent); border-top-color: currentColor; }
`;

/** The frame of the sign-in page, drawn as AuthCard draws the other sign-in pages but without
 *  antd: the page a visitor opens to sign in carries only the shell and its form. */
export function LightAuthCard({ title, intro, children, footer }: { title: string; intro: ReactNode; children: ReactNode; footer: ReactNode }) {
  installStyleSheet('tw-auth-card', CSS);
  return (
    <div className="tw-auth-frame">
      <div className="tw-auth-card">
        <h1>{title}</h1>
        <p className="tw-auth-intro">{intro}</p>
        {children}
        <div className="tw-auth-footer">{footer}</div>
      </div>
    </div>
  );
}
