import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The footer service names its entries with message keys; these are the keys it sends today. An
 * unknown key is shown as the service wrote it (it may already be a translated text).
 */
export const footerMessages: Record<string, MessageDescriptor> = {
  'footer.contact.title': msg`Contact us`,
  'footer.contact.phone': msg`Phone`,
  'footer.contact.liveChat': msg`Live chat`,
  'footer.email.title': msg`Email`,
  'footer.email.support': msg`Customer support`,
  'footer.email.partnership': msg`Partnerships`,
  'footer.link.title': msg`About us`,
  'footer.link.about': msg`About Doo`,
  'footer.link.privacy': msg`Privacy policy`,
  'footer.link.cookies': msg`Cookie policy`,
  'footer.compliance.clientAgreement': msg`Client agreement`,
  'footer.compliance.riskDisclosure': msg`Risk disclosure`,
  'footer.compliance.privacyPolicy': msg`Privacy policy`,
};

/** Only web, mail and phone links from the service become links; anything else (`javascript:`) does not. */
export function safeHref(link: string): string | undefined {
  return /^(https?:\/\/|mailto:|tel:)/i.test(link.trim()) ? link.trim() : undefined;
}

/** What a contact link shows beside its label: the number or the address itself. */
export function contactDetail(link: string): string | undefined {
  const match = /^(?:mailto|tel):(.+)$/i.exec(link.trim());
  return match?.[1];
}
