import { useLingui } from '@lingui/react/macro';
import type { UserType } from '../../../contract';

/** The account type as a person reads it: client or IB (introducing broker). */
export function useUserTypeLabel(): (type: UserType) => string {
  const { t } = useLingui();
  return (type) => (type === 'crm_ib' ? t`IB` : t`Client`);
}
