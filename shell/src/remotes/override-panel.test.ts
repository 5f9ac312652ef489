import { mountOverrideUi } from './override-panel';
import { readOverrides, type RemoteOverridePolicy } from './remote-overrides';
import type { RemoteRegistry } from './remote-registry';

const registry: RemoteRegistry = {
  'mf-billing': { manifest: 'https://app.example.org/billing/mf-manifest.json', routes: ['/payments'] },
  'mf-journal': { manifest: 'https://app.example.org/journal/mf-manifest.json', routes: ['/journals'] },
};
const policy: RemoteOverridePolicy = { allowedOrigins: ['http://localhost:*'] };

function mount(options: { policy?: RemoteOverridePolicy } = { policy }) {
  const reload = jest.fn();
  const root = mountOverrideUi({
    document,
    storage: localStorage,
    registry,
    overrides: readOverrides(localStorage, registry, options.policy),
    policy: options.policy,
    reload,
  });
  return { root, reload };
}

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

test('an active override is always marked, with the remote and the URL', () => {
  localStorage.setItem('mf-override:mf-billing', 'http://localhost:3004/mf-manifest.json');
  const { reload } = mount();
  const marker = document.querySelector('[data-testid="override-marker"]')!;
  expect(marker.textContent).toContain('mf-billing → http://localhost:3004/mf-manifest.json');
  (
    Array.from(marker.querySelectorAll('button')).find((b) =>
      b.textContent?.startsWith('Clear'),
    ) as HTMLButtonElement
  ).click();
  expect(localStorage.getItem('mf-override:mf-billing')).toBeNull();
  expect(reload).toHaveBeenCalled();
});

test('nothing is shown when the deployment does not allow overrides, even with one stored', () => {
  localStorage.setItem('mf-override:mf-billing', 'http://localhost:3004/mf-manifest.json');
  localStorage.setItem('mf-overrides-ui', 'on');
  expect(mount({}).root).toBeNull();
  expect(document.body.innerHTML).toBe('');
});

test('without an active override the panel button shows only when asked for', () => {
  expect(mount().root).toBeNull();
  localStorage.setItem('mf-overrides-ui', 'on');
  expect(mount().root).not.toBeNull();
  expect(document.querySelector('[data-testid="override-marker"]')).toBeNull();
});

test('the panel stores a valid override and reloads; an invalid one is refused with the reason', () => {
  localStorage.setItem('mf-overrides-ui', 'on');
  const { reload } = mount();
  const input = document.getElementById('mf-override-mf-journal') as HTMLInputElement;
  expect(input.placeholder).toBe(registry['mf-journal']!.manifest);
  const form = input.closest('form')!;

  input.value = 'javascript:alert(1)';
  form.requestSubmit();
  expect(form.querySelector('[role="alert"]')!.textContent).toContain('javascript: URLs are not allowed');
  expect(localStorage.getItem('mf-override:mf-journal')).toBeNull();
  expect(reload).not.toHaveBeenCalled();

  input.value = 'http://localhost:3103/mf-manifest.json';
  form.requestSubmit();
  expect(localStorage.getItem('mf-override:mf-journal')).toBe('http://localhost:3103/mf-manifest.json');
  expect(reload).toHaveBeenCalledTimes(1);
});
