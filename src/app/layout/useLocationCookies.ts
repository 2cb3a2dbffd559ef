import { useEffect } from 'react';
import { detectLocation } from '../../api';

/**
 * §7: the visitor's country, region and city go into cookies for 3600 s when not already set. The API
 * helper logs its failures (§8: the page shows nothing), so nothing is awaited or shown here.
 */
export function useLocationCookies(): void {
  useEffect(() => {
    void detectLocation();
  }, []);
}
