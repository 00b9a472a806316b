import { afterAll, expect, it, vi } from 'vitest';

// A window and navigator of plain event targets: enough for the install prompt's rules.
vi.stubGlobal('window', new EventTarget());
vi.stubGlobal('navigator', {});
afterAll(() => vi.unstubAllGlobals());

const { installPromptStore, startPwa } = await import('./pwa');

function installPrompt() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, { prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'accepted' }) });
}

it('offers the install prompt only after the user’s first tap, key or wheel turn', () => {
  startPwa();
  let changes = 0;
  installPromptStore.subscribe(() => changes++);
  const event = installPrompt();
  window.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  // The browser offered it, but nobody has touched the page yet: nothing pops up over the first paint.
  expect(installPromptStore.get()).toBeNull();
  window.dispatchEvent(new Event('scroll'));
  expect(installPromptStore.get()).toBeNull();
  window.dispatchEvent(new Event('keydown'));
  expect(installPromptStore.get()).toBe(event);
  expect(changes).toBe(2);
  window.dispatchEvent(new Event('appinstalled'));
  expect(installPromptStore.get()).toBeNull();
});
