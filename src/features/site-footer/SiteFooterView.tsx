import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import type { FooterItem, FooterResponse } from '../../../contract';
import { contactDetail, footerMessages, safeHref } from './footerText';
import { SocialIcon, socialNetworkOf } from './SocialIcon';
import * as styles from './SiteFooter.css';

export interface SiteFooterViewProps {
  footer: FooterResponse;
}

/** §3 footer: contact, email, social media and link menus, then the compliance texts. */
export function SiteFooterView({ footer }: SiteFooterViewProps) {
  const { t } = useLingui();
  const { footer_menu: menus, compliance_menu: compliance } = footer;
  const documents = compliance.compliance_document.filter((item) => safeHref(item.link));
  const social = menus.social_media.flatMap((item) => {
    const network = socialNetworkOf(item.translate);
    const href = safeHref(item.link);
    return network && href ? [{ id: item.id, network, href }] : [];
  });
  return (
    <section className={styles.footer} aria-label={t`Contact and legal information`}>
      <div className={styles.menus}>
        <Menu items={menus.contact} fallbackTitle={t`Contact us`} showDetail />
        <Menu items={menus.email} fallbackTitle={t`Email`} showDetail />
        {social.length > 0 ? (
          <div>
            <h2 className={styles.heading}>
              <Trans>Follow us</Trans>
            </h2>
            <ul className={styles.socialList}>
              {social.map((item) => (
                <li key={item.id}>
                  <a
                    className={styles.socialLink}
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t`${item.network} (opens in a new tab)`}
                  >
                    <SocialIcon network={item.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Menu items={menus.link} fallbackTitle={t`About us`} />
      </div>
      <div className={styles.compliance}>
        <h2 className={styles.heading}>
          <Trans>Risk warning</Trans>
        </h2>
        <p className={styles.complianceText}>{compliance.risk_disclosure}</p>
        <p className={styles.complianceText}>{compliance.doo_entities}</p>
        <p className={styles.complianceText}>{compliance.notices}</p>
        {documents.length > 0 ? (
          <ul className={styles.documents} aria-label={t`Legal documents`}>
            {documents.map((item) => (
              <li key={item.id}>
                <a
                  className={styles.link}
                  href={safeHref(item.link)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <MessageText text={item.translate} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.copyright}>{compliance.copyright}</p>
      </div>
    </section>
  );
}

function Menu({
  items,
  fallbackTitle,
  showDetail = false,
}: {
  items: FooterItem[];
  fallbackTitle: string;
  showDetail?: boolean;
}) {
  const title = items.find((item) => item.is_title);
  const entries = items.filter((item) => !item.is_title && safeHref(item.link));
  if (entries.length === 0) return null;
  return (
    <div>
      <h2 className={styles.heading}>{title ? <MessageText text={title.translate} /> : fallbackTitle}</h2>
      <ul className={styles.list}>
        {entries.map((item) => {
          const detail = showDetail ? contactDetail(item.link) : undefined;
          return (
            <li key={item.id}>
              <a className={styles.link} href={safeHref(item.link)}>
                <MessageText text={item.translate} />
                {detail ? `: ${detail}` : null}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A message key of the footer service, translated; any other text as the service wrote it. */
function MessageText({ text }: { text: string }) {
  const { i18n } = useLingui();
  const message = footerMessages[text];
  return <>{message ? i18n._(message) : text}</>;
}
