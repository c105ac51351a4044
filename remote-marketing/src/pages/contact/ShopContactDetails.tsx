import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import type { ShopContact } from '@teamwear/shared/contracts';
import { useTranslation } from '../../strings';
import { contactWordsIn, type ShopWords } from './contact-in-language';
import { mailtoHref, telHref } from './contact-links';

interface Detail {
  key: 'address' | 'hours' | 'phone' | 'email';
  icon: ReactNode;
  title: string;
  content: ReactNode;
}

/** A value as the shop wrote it: its line breaks kept (an address is often written on several lines). */
const asWritten = (text: string) => <Typography.Text style={{ whiteSpace: 'pre-line' }}>{text}</Typography.Text>;

/** Words of the shop in the page's language, or marked with their own where it gave none in it. */
const inLanguage = (words: ShopWords, pageLanguage: string) =>
  words.lang === pageLanguage ? asWritten(words.text) : <span lang={words.lang === 'kh' ? 'km' : 'en'}>{asWritten(words.text)}</span>;

/** A link when the value makes one, else the value as written. */
const linkOr = (text: string, href: string | null) => (href ? <Typography.Link href={href}>{text}</Typography.Link> : asWritten(text));

/** Whether the shop gives any way to reach it besides the contact form. */
export function givesContactDetails(contact: ShopContact): boolean {
  return [contact.address, contact.hours, contact.phone, contact.email].some((value) => value !== null);
}

/** How to reach this shop, from its settings (whoami `contact`): only what the shop gives is shown. */
export function ShopContactDetails({ contact }: { contact: ShopContact }) {
  const { t, i18n } = useTranslation();
  const { address, hours } = contactWordsIn(contact, i18n.language);
  const details: Detail[] = [];
  if (address) details.push({ key: 'address', icon: <EnvironmentOutlined aria-hidden />, title: t('contact.locationTitle'), content: inLanguage(address, i18n.language) });
  if (hours) details.push({ key: 'hours', icon: <ClockCircleOutlined aria-hidden />, title: t('contact.hoursTitle'), content: inLanguage(hours, i18n.language) });
  if (contact.phone) details.push({ key: 'phone', icon: <PhoneOutlined aria-hidden />, title: t('contact.phoneTitle'), content: linkOr(contact.phone, telHref(contact.phone)) });
  if (contact.email) details.push({ key: 'email', icon: <MailOutlined aria-hidden />, title: t('contact.emailTitle'), content: linkOr(contact.email, mailtoHref(contact.email)) });
  return (
    <div data-testid="shop-contact">
      {details.map((detail) => (
        <Card key={detail.key} size="small" style={{ marginBottom: 12 }} data-testid={`shop-contact-${detail.key}`}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {/* The title says what it is; the icon only decorates it (antd would read out its English name). */}
            <span aria-hidden="true">{detail.icon}</span> {detail.title}
          </Typography.Title>
          {detail.content}
        </Card>
      ))}
    </div>
  );
}
