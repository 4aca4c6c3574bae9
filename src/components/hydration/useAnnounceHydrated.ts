import { useEffect, type RefObject } from 'react';
import { HYDRATED } from './hydrated.ts';

/** Tells the island around `root` that React has hydrated it (an effect runs after the commit). */
export function useAnnounceHydrated(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    root.current?.dispatchEvent(new Event(HYDRATED, { bubbles: true }));
  }, [root]);
}
