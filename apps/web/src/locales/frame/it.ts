import type { FrameMessages } from './en';

export const frame: FrameMessages = {
  app: {
    name: 'Portale Rete Vendita',
    company: 'Rete vendita del produttore',
  },
  common: {
    all: 'Tutti',
    cancel: 'Annulla',
    close: 'Chiudi',
    details: 'Dettagli',
    home: 'Vai alla pagina iniziale',
    loading: 'Caricamento…',
    noOptions: 'Nessun risultato',
    open: 'Apri',
    reload: 'Ricarica la pagina',
    yes: 'Sì',
  },
  language: {
    label: 'Lingua',
    names: {
      it: 'Italiano',
      en: 'English',
      fr: 'Français',
      es: 'Español',
    },
  },
  notices: {
    browserUnsupported: 'Browser non supportato, aggiornalo e riprova',
    chunkFailed: 'Caricamento del modulo non riuscito',
    chunkFailedHint:
      "Non è stato possibile caricare una parte dell'applicazione, forse perché è stata pubblicata una nuova versione. Ricarica la pagina per continuare.",
    languageError: 'Errore nella selezione della lingua',
    network: 'Impossibile raggiungere il server: controlla la connessione e riprova',
    pageLoadError: 'Errore nel caricamento della pagina',
    pageLoadErrorHint: 'Non è stato possibile mostrare la pagina. Ricaricala o torna alla pagina iniziale.',
    unsupportedLanguage: 'Lingua selezionata non supportata',
  },
  pwa: {
    install: 'Installa',
    installText: "Aggiungi il portale alla schermata iniziale o al desktop e aprilo come un'app.",
    installTitle: "Installa l'app",
    notNow: 'Non ora',
  },
  nav: {
    close: 'Chiudi il menu',
    hide: 'Nascondi il menu',
    label: 'Menu principale',
    open: 'Apri il menu',
    sections: {
      administration: 'Amministrazione',
    },
    show: 'Mostra il menu',
  },
  table: {
    actions: 'Azioni',
    clearSearch: 'Cancella la ricerca',
    empty: 'Nessun risultato',
    first: 'Prima pagina',
    last: 'Ultima pagina',
    next: 'Pagina successiva',
    page: 'Pagina {{page}}',
    pageSize: 'Righe per pagina',
    previous: 'Pagina precedente',
    range: '{{from}}–{{to}} di {{total}}',
    rangeMore: '{{from}}–{{to}} di oltre {{total}}',
    searchPlaceholder: 'Scrivi per filtrare',
    sortBy: 'Ordina per',
  },
};
