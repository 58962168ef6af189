/** URL of the deploy-time settings document, beside the shell's index.html. */
export const settingsUrl = () => new URL('/settings.json', window.location.href).href;

/**
 * Fetches the settings document without throwing: a missing or broken document yields `undefined`, and
 * the site still renders its shell (every area then shows its "temporarily unavailable" panel).
 */
export async function fetchSettingsDocument(): Promise<unknown> {
  try {
    const response = await fetch(settingsUrl(), { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.json();
  } catch (error) {
    console.error('[settings] Could not load /settings.json; areas will be unavailable.', error);
    return undefined;
  }
}
