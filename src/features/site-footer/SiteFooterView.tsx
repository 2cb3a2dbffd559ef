import { Trans, useLingui } from '@lingui/react/macro';
import type { FooterItem, FooterResponse } from '../../../contract';
import { LoadFailedNotice } from '../../shared/LoadFailedNotice';
import type { SectionFailure } from '../../shared/sectionFailure';
import { contactDetail, footerMessages, safeHref } from './footerText';
import { SocialIcon, socialNetworkOf } from './SocialIcon';
import * as styles from './SiteFooter.css';

export type SiteFooterViewProps =
  | { status: 'ready'; footer: FooterResponse }
  | ({ status: 'failed'; copyrightYear: number } & SectionFailure);

/**
 * §3 footer: contact, email, social media and link menus, then the compliance texts, marked with the
 * language the service wrote them in. When the footer could not be loaded, the standard risk warning.
 */
export function SiteFooterView(props: SiteFooterViewProps) {
  const { t } = useLingui();
  if (props.status === 'failed') return <FooterFallback {...props} />;
  const { footer_menu: menus, compliance_menu: compliance } = props.footer;
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
        <div className={styles.complianceTexts} lang={compliance.lang.tag} dir={compliance.lang.direction}>
          <p className={styles.complianceText}>{compliance.risk_disclosure}</p>
          <p className={styles.complianceText}>{compliance.doo_entities}</p>
          <p className={styles.complianceText}>{compliance.notices}</p>
        </div>
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
        <p className={styles.copyright} lang={compliance.lang.tag} dir={compliance.lang.direction}>
          {compliance.copyright}
        </p>
      </div>
    </section>
  );
}

/** The footer that failed to load: what failed, "Try again", and the risk warning a broker always shows. */
function FooterFallback({ copyrightYear, onRetry, retrying }: SectionFailure & { copyrightYear: number }) {
  const { t } = useLingui();
  return (
    <section className={styles.footer} aria-label={t`Contact and legal information`}>
      <LoadFailedNotice onRetry={onRetry} retrying={retrying}>
        <Trans>
          The contact details and legal documents could not be loaded. The standard risk warning is shown
          below.
        </Trans>
      </LoadFailedNotice>
      <div className={styles.compliance}>
        <h2 className={styles.heading}>
          <Trans>Risk warning (standard text)</Trans>
        </h2>
        <p className={styles.complianceText}>
          <Trans>
            Trading leveraged products carries a high level of risk and may not be suitable for all investors.
            You may lose more than your initial deposit.
          </Trans>
        </p>
        <p className={styles.copyright}>
          <Trans>© {copyrightYear} Doo Group. All rights reserved.</Trans>
        </p>
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
                {/* A number or an address reads left to right in every locale (else `85237043188+` in ae). */}
                {detail ? (
                  <>
                    : <bdi dir="ltr">{detail}</bdi>
                  </>
                ) : null}
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
