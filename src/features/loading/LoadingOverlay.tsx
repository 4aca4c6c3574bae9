/** The full-screen spinner shown while the loading flag is on. */
import { useStore } from '@nanostores/react';
import type { LoadingMessages } from './messages.ts';
import { $loading } from './loading.store.ts';

interface Props {
  /** The page's edition of loadingMessages (src/features/loading/messages.ts), from the island's page. */
  t?: LoadingMessages | undefined;
}

export default function LoadingOverlay({ t }: Props) {
  const loading = useStore($loading, { ssr: 'initial' });
  if (!loading) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading">
      <span className="loading-spinner" aria-hidden="true" />
      {t && <span className="visually-hidden">{t.loading}</span>}
    </div>
  );
}
