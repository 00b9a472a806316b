import type { FrameMessages } from './en';

export const frame: FrameMessages = {
  app: {
    name: 'Portail Réseau de Vente',
    company: 'Réseau de vente du fabricant',
  },
  common: {
    all: 'Tous',
    cancel: 'Annuler',
    close: 'Fermer',
    details: 'Détails',
    home: "Aller à la page d'accueil",
    loading: 'Chargement…',
    noOptions: 'Aucun résultat',
    open: 'Ouvrir',
    reload: 'Recharger la page',
    yes: 'Oui',
  },
  language: {
    label: 'Langue',
    names: {
      it: 'Italiano',
      en: 'English',
      fr: 'Français',
      es: 'Español',
    },
  },
  notices: {
    browserUnsupported: 'Navigateur non pris en charge, mettez-le à jour et réessayez',
    chunkFailed: 'Échec du chargement du module',
    chunkFailedHint:
      "Une partie de l'application n'a pas pu être chargée, peut-être parce qu'une nouvelle version a été publiée. Rechargez la page pour continuer.",
    languageError: 'Erreur lors de la sélection de la langue',
    network: 'Impossible de joindre le serveur : vérifiez votre connexion et réessayez',
    pageLoadError: 'Erreur de chargement de la page',
    pageLoadErrorHint: "La page n'a pas pu être affichée. Rechargez-la ou revenez à la page d'accueil.",
    unsupportedLanguage: 'Langue sélectionnée non prise en charge',
  },
  pwa: {
    install: 'Installer',
    installText: "Ajoutez le portail à votre écran d'accueil ou à votre bureau et ouvrez-le comme une application.",
    installTitle: "Installer l'application",
    notNow: 'Plus tard',
  },
  nav: {
    close: 'Fermer le menu',
    hide: 'Masquer le menu',
    label: 'Menu principal',
    open: 'Ouvrir le menu',
    sections: {
      administration: 'Administration',
    },
    show: 'Afficher le menu',
  },
  table: {
    actions: 'Actions',
    clearSearch: 'Effacer la recherche',
    empty: 'Aucun résultat',
    first: 'Première page',
    last: 'Dernière page',
    next: 'Page suivante',
    page: 'Page {{page}}',
    pageSize: 'Lignes par page',
    previous: 'Page précédente',
    range: '{{from}}–{{to}} sur {{total}}',
    rangeMore: '{{from}}–{{to}} sur plus de {{total}}',
    searchPlaceholder: 'Tapez pour filtrer',
    sortBy: 'Trier par',
  },
};
