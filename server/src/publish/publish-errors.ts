/**
 * The sentence staff read when a publish fails. The precise cause (Gatsby's output, the S3
 * error code) stays in the release's log; the panel says what happened, that visitors still
 * get the previous release, and what to do.
 */
import { BuildFailed } from './build-runner';

const UNTOUCHED = 'Strona na żywo się nie zmieniła.';

const CREDENTIALS = /InvalidAccessKeyId|SignatureDoesNotMatch|AccessDenied|ExpiredToken|InvalidToken|CredentialsProviderError|Could not load credentials/i;
const UNREACHABLE = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|socket hang up|TimeoutError|NoSuchBucket/i;

export function polishPublishError(error: Error, target: string): string {
  if (error instanceof BuildFailed) {
    if (error.reason === 'timeout') return `Budowanie strony trwało za długo i zostało przerwane. ${UNTOUCHED} Spróbuj ponownie; jeśli się powtórzy, zgłoś to z dziennikiem publikacji.`;
    return `Budowanie strony nie powiodło się. ${UNTOUCHED} Szczegóły są w dzienniku publikacji.`;
  }
  const text = `${error.name} ${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`;
  if (target !== 'local' && CREDENTIALS.test(text)) {
    return `Serwer plików strony (CDN) odrzucił dane dostępu: sprawdź klucze AWS i uprawnienia do zasobnika. ${UNTOUCHED}`;
  }
  if (target !== 'local' && UNREACHABLE.test(text)) {
    return `Nie udało się połączyć z serwerem plików strony (CDN) ani wysłać plików. ${UNTOUCHED} Spróbuj ponownie za chwilę.`;
  }
  return `Publikacja nie powiodła się. ${UNTOUCHED} Szczegóły są w dzienniku publikacji.`;
}

/**
 * A rollback that failed: the live release stays live in the history and on the panel (a copy
 * stopped half-way may have put back some of the older files; the next publish or rollback
 * sends what differs from the live one again).
 */
export function polishRollbackError(error: Error, target: string): string {
  const text = `${error.name} ${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`;
  const failed = 'Przywrócenie wydania nie powiodło się.';
  if (target !== 'local' && CREDENTIALS.test(text)) return `${failed} Serwer plików strony (CDN) odrzucił dane dostępu: sprawdź klucze AWS i uprawnienia do zasobnika.`;
  if (target !== 'local' && UNREACHABLE.test(text)) return `${failed} Nie udało się połączyć z serwerem plików strony (CDN). Spróbuj ponownie za chwilę.`;
  return `${failed} Szczegóły są w dzienniku tego wydania.`;
}

/** A release whose API instance stopped mid-publish (killed, restarted). */
export const INTERRUPTED_MESSAGE = `Publikacja została przerwana, bo serwer zatrzymał się w jej trakcie. ${UNTOUCHED} Opublikuj ponownie.`;
