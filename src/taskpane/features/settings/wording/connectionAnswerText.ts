import { t } from '../../../i18n/i18n';
import { describeError } from '../../../wording/describeError';
import type { ConnectionAnswer } from '../logic/connectionAnswer';

/** What Settings says after Test connection: what answered, or what to fix on the form it is shown in. */
export function connectionAnswerText(answer: ConnectionAnswer): string {
  switch (answer.kind) {
    case 'answered':
      return t(answer.connection === 'relay' ? 'jobs.testConnection.okRelay' : 'jobs.testConnection.ok', {
        url: answer.url,
      });
    case 'relayRefusedOrigin':
    case 'relayUnreachable':
      return t(`jobs.testConnection.${answer.kind}`, { url: answer.url, origin: answer.origin });
    case 'failed':
      return describeError(answer.error, { inSettings: true });
  }
}
