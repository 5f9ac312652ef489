import type { RemoteRegistry } from './remote-registry';
import {
  OVERRIDE_PANEL_KEY,
  clearAllOverrides,
  clearOverride,
  overridesEnabled,
  setOverride,
  type OverrideState,
  type RemoteOverridePolicy,
} from './remote-overrides';

/**
 * The overrides' marker and panel: plain DOM in its own element outside React's root, so it shows even when the
 * app or an overridden remote fails. A developer tool, in English only (like import-map-overrides' UI).
 * - While an override is active a bar at the bottom says which remote runs which build, with Clear all.
 * - The panel (a button bottom-right: shown while an override is active, or when localStorage
 *   'mf-overrides-ui' is set) lists each remote with its deployed manifest and a field to set or clear an
 *   override; changes apply on reload, as the federation runtime has already registered the remotes.
 * Nothing is shown when the deployment does not allow overrides.
 */
export function mountOverrideUi(options: {
  document: Document;
  storage: Storage;
  registry: RemoteRegistry;
  overrides: OverrideState;
  policy: RemoteOverridePolicy | undefined;
  reload: () => void;
}): HTMLElement | null {
  const { document: doc, storage, registry, overrides, policy, reload } = options;
  const activeNames = Object.keys(overrides.active);
  for (const [name, { value, reason }] of Object.entries(overrides.rejected)) {
    console.warn(`[shell] override of ${name} ignored (${reason}): ${value}`);
  }
  if (!overridesEnabled(policy)) return null;
  let showButton = activeNames.length > 0;
  try {
    showButton ||= storage.getItem(OVERRIDE_PANEL_KEY) !== null;
  } catch {
    // storage blocked: nothing to show
  }
  if (!showButton) return null;

  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, style?: string) => {
    const node = doc.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (style) node.setAttribute('style', style);
    return node;
  };
  const root = el('div');
  root.id = 'mf-overrides';
  const font = 'font: 13px/1.4 system-ui, sans-serif;';

  if (activeNames.length > 0) {
    const bar = el(
      'div',
      undefined,
      `${font} position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483646; padding: 6px 12px;` +
        ' background: #b45309; color: #fff; display: flex; gap: 12px; align-items: center;',
    );
    bar.setAttribute('role', 'status');
    bar.setAttribute('data-testid', 'override-marker');
    bar.append(
      el(
        'span',
        `Remote override active (this browser only): ${activeNames
          .map((name) => `${name} → ${overrides.active[name]}`)
          .join(', ')}`,
      ),
    );
    const clearAll = el('button', 'Clear overrides and reload');
    clearAll.type = 'button';
    clearAll.addEventListener('click', () => {
      clearAllOverrides(storage);
      reload();
    });
    bar.append(clearAll);
    root.append(bar);
  }

  const toggle = el(
    'button',
    'Remote overrides',
    `${font} position: fixed; right: 12px; bottom: ${activeNames.length > 0 ? 44 : 12}px;` +
      ' z-index: 2147483646;',
  );
  toggle.type = 'button';
  toggle.setAttribute('aria-expanded', 'false');
  const panel = el(
    'section',
    undefined,
    `${font} position: fixed; right: 12px; bottom: ${activeNames.length > 0 ? 80 : 48}px; z-index: 2147483646;` +
      ' width: min(560px, calc(100vw - 24px)); max-height: 70vh; overflow: auto; padding: 12px;' +
      ' background: #fff; color: #111; border: 1px solid #999; box-shadow: 0 4px 16px rgba(0,0,0,.2);',
  );
  panel.setAttribute('aria-label', 'Remote overrides');
  panel.hidden = true;
  toggle.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    toggle.setAttribute('aria-expanded', String(!panel.hidden));
  });
  panel.append(
    el(
      'p',
      `Point a remote at another build's mf-manifest.json for this browser only. Allowed origins: ${policy.allowedOrigins.join(', ')}. Changes apply on reload.`,
      'margin: 0 0 8px;',
    ),
  );

  for (const [name, entry] of Object.entries(registry)) {
    const row = el('form', undefined, 'display: grid; gap: 4px; margin: 0 0 10px;');
    const inputId = `mf-override-${name}`;
    const label = el('label', name, 'font-weight: 600;');
    label.htmlFor = inputId;
    const input = el('input', undefined, 'width: 100%; box-sizing: border-box;');
    input.id = inputId;
    input.type = 'url';
    input.placeholder = entry.manifest;
    input.value = overrides.active[name] ?? overrides.rejected[name]?.value ?? '';
    const message = el('span', overrides.rejected[name] ? `Ignored: ${overrides.rejected[name].reason}` : '');
    message.setAttribute('role', 'alert');
    const buttons = el('div', undefined, 'display: flex; gap: 8px;');
    const save = el('button', 'Set and reload');
    save.type = 'submit';
    const clear = el('button', 'Clear');
    clear.type = 'button';
    clear.disabled = !(name in overrides.active) && !(name in overrides.rejected);
    buttons.append(save, clear);
    row.append(label, input, buttons, message);
    row.addEventListener('submit', (event) => {
      event.preventDefault();
      const check = setOverride(storage, name, input.value, policy);
      if (check.ok) reload();
      else message.textContent = `Not set: ${check.reason}`;
    });
    clear.addEventListener('click', () => {
      clearOverride(storage, name);
      reload();
    });
    panel.append(row);
  }

  root.append(panel, toggle);
  doc.body.append(root);
  return root;
}
