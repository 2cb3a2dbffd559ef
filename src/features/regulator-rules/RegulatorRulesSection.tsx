import { Accordion, Tabs } from '@doo/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useCatalogPart } from '../../i18n/catalogParts';
import * as styles from './RegulatorRulesSection.css';
import { regulatorTabs, type RegulatorTab } from './regulatorRules';

/** The page anchor of this section (§2: "how rankings are calculated"). */
export const regulatorSectionId = 'regulatorSection';

export type RegulatorTabId = (typeof regulatorTabs)[number]['id'];

export interface RegulatorRulesSectionProps {
  /**
   * The tab open on first render.
   * @default the first tab
   */
  initialTab?: RegulatorTabId;
}

/**
 * The contest rules: numbered rules in tabs, the full terms in an accordion in the last tab. The
 * rules' texts come in a catalog part of their own; the anchor stands while it loads.
 */
export function RegulatorRulesSection(props: RegulatorRulesSectionProps) {
  return (
    <Suspense fallback={<section id={regulatorSectionId} className={styles.section} aria-busy="true" />}>
      <RegulatorRules {...props} />
    </Suspense>
  );
}

function RegulatorRules({ initialTab = regulatorTabs[0]!.id }: RegulatorRulesSectionProps) {
  useCatalogPart('rules');
  const { t } = useLingui();
  return (
    <section id={regulatorSectionId} className={styles.section} aria-labelledby="regulator-rules-title">
      <h2 id="regulator-rules-title" className={styles.title}>
        <Trans>How rankings are calculated</Trans>
      </h2>
      <p className={styles.intro}>
        <Trans>
          The rules of the Doo Trader contest: who can take part, how accounts are ranked and how prizes are
          paid.
        </Trans>
      </p>
      <Tabs.Root defaultValue={initialTab}>
        <div className={styles.tabStrip}>
          <Tabs.List label={t`Contest rules`}>
            {regulatorTabs.map((tab) => (
              <Tabs.Trigger key={tab.id} value={tab.id}>
                {t(tab.title)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        {regulatorTabs.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id}>
            <TabPanel tab={tab} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

function TabPanel({ tab }: { tab: RegulatorTab }) {
  const { t } = useLingui();
  if (tab.kind === 'rules') {
    return (
      <>
        <RuleList rules={tab.rules} />
        {tab.note && (
          <p className={styles.note} role="note">
            <strong className={styles.noteLabel}>
              <Trans>Note:</Trans>
            </strong>{' '}
            {t(tab.note)}
          </p>
        )}
      </>
    );
  }
  return (
    <Accordion.Root type="multiple">
      {tab.sections.map((section) => (
        <Accordion.Item key={section.id} value={section.id}>
          <Accordion.Trigger headingLevel={3}>{t(section.title)}</Accordion.Trigger>
          <Accordion.Content>
            <RuleList rules={section.rules} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

function RuleList({ rules }: { rules: readonly MessageDescriptor[] }) {
  const { t } = useLingui();
  return (
    <ol className={styles.rules}>
      {rules.map((rule) => (
        <li key={rule.id} className={styles.rule}>
          {t(rule)}
        </li>
      ))}
    </ol>
  );
}
