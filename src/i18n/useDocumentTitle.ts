import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

export function useDocumentTitle(pageTitle: string): void {
  const { t } = useLingui();
  const siteName = t`Doo Promotions`;
  useEffect(() => {
    document.title = `${pageTitle} · ${siteName}`;
  }, [pageTitle, siteName]);
}
