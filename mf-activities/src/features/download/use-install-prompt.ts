import { useCallback, useEffect, useState } from 'react';

/** Chromium's install offer (not in the DOM typings): `prompt()` shows the browser's own dialog. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const standalone = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;

/**
 * The browser's install offer for this site, when it makes one (Chrome, Edge and Samsung
 * Internet on Android and desktop; Safari never does, hence the iOS steps on the page).
 * `installed` is true inside the installed app and after the player accepts.
 */
export function useInstallPrompt() {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(standalone);

  useEffect(() => {
    const onOffer = (event: Event) => {
      // Keep the offer for our own button instead of the browser's mini bar.
      event.preventDefault();
      setOffer(event as InstallPromptEvent);
    };
    const onInstalled = () => {
      setInstalled(true);
      setOffer(null);
    };
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!offer) return;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    // An offer can be shown once: a dismissed one waits for the browser's next.
    setOffer(null);
    if (outcome === 'accepted') setInstalled(true);
  }, [offer]);

  return { canInstall: offer !== null && !installed, installed, install };
}
