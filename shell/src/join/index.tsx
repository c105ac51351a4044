// The players' page (/join/<code>): its own small build (build/webpack-join.mjs), not a route of the
// shell, so that it opens fast on a phone in a stadium: React and plain elements, no federation,
// no antd, no i18next, no zod (bench/bytes.mjs holds it to its budget).
import { createRoot } from 'react-dom/client';
import { storedLanguage } from '@teamwear/shared/i18n';
import { registerKhmerFont } from '../app/khmer-font';
import { JoinPage } from './JoinPage';
import { joinAddressOf } from './join-address';

// Khmer names and words drawn in the shell's Khmer face on a phone without one (fetched only when
// Khmer text is drawn), on the form and on the design alike.
registerKhmerFont();
const address = joinAddressOf(globalThis.location.pathname, globalThis.location.search);
const root = globalThis.document.getElementById('join');
if (root) createRoot(root).render(<JoinPage code={address.code} initialLink={address.link} initialLanguage={storedLanguage()} />);
