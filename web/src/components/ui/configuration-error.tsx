/** Shown instead of the shop when /runtime-config.json is missing or invalid; the cause is in the console. */
import { frameMessages } from '@shared/frame-messages';
import { Brand } from './brand';
import './error-page.css';

export function ConfigurationError() {
  return (
    <main id="main" className="error-page error-page--configuration container" data-testid="configuration-error">
      <p className="brand">
        <Brand />
      </p>
      <h1 role="alert">{frameMessages.configurationError}</h1>
    </main>
  );
}
