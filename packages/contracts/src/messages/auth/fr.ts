import type { AuthMessages } from './en';

export const auth: AuthMessages = {
  errors: {
    loginWait:
      'Trop de mots de passe erronés pour ce compte depuis votre réseau. Réessayez dans {{wait}} ou réinitialisez votre mot de passe.',
    invalidCredentials: 'Nom d’utilisateur ou mot de passe incorrect',
    userDisabled: 'Ce compte est désactivé',
    passwordNotSet: 'Définissez votre mot de passe avec le lien reçu par e-mail',
    wrongOldPassword: 'Le mot de passe actuel est incorrect',
    samePassword: 'Le nouveau mot de passe doit être différent de l’actuel',
    invalidLink: 'Ce lien n’est pas valide, a expiré ou a déjà été utilisé',
  },
  success: {
    loggedOut: 'Déconnecté',
    passwordChanged: 'Mot de passe modifié',
    passwordReset: 'Mot de passe défini, vous pouvez vous connecter',
    resetEmailSent:
      'Si l’adresse correspond à un compte, nous avons envoyé un e-mail pour réinitialiser le mot de passe',
  },
  page: {
    activateSubmit: 'Définir le mot de passe',
    backToLogin: 'Retour à la connexion',
    brandText:
      'Clients, fiches client, matériels de support, commandes, chiffre d’affaires et actualités du réseau de vente, au même endroit.',
    brandTitle: 'Le portail de notre réseau de vente',
    changeSubmit: 'Changer le mot de passe',
    changeSubtitle: 'Choisissez un nouveau mot de passe ; les autres appareils seront déconnectés.',
    changeTitle: 'Changer le mot de passe',
    confirmPassword: 'Répétez le nouveau mot de passe',
    currentPassword: 'Mot de passe actuel',
    email: 'E-mail',
    forgotLink: 'Mot de passe oublié ?',
    forgotSentHint:
      'Le lien est valable pendant une durée limitée et ne peut être utilisé qu’une fois. Vérifiez aussi vos courriers indésirables.',
    forgotSentTitle: 'Consultez votre boîte de réception',
    forgotSubmit: 'Envoyer le lien de réinitialisation',
    forgotSubtitle:
      "Saisissez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    forgotTitle: 'Mot de passe oublié',
    invalidLinkTitle: 'Lien non valide',
    loginSubtitle: 'Connectez-vous avec les identifiants que vous avez reçus.',
    sessionExpiredHint: 'Votre session a expiré : reconnectez-vous pour continuer.',
    loginTitle: 'Connexion',
    newHere: 'Nouveau ?',
    newPassword: 'Nouveau mot de passe',
    password: 'Mot de passe',
    registerLink: "Demander l'accès",
    registerPrompt: 'Revendeur ou presse ?',
    requestNewLink: 'Demander un nouveau lien',
    resetSubmit: 'Enregistrer le nouveau mot de passe',
    resetSubtitle: 'Choisissez un nouveau mot de passe pour votre compte.',
    resetTitle: 'Réinitialiser le mot de passe',
    signIn: 'Se connecter',
    signOut: 'Se déconnecter',
    togglePassword: 'Afficher ou masquer le mot de passe',
    username: "Nom d'utilisateur",
    welcomeSubtitle: 'Votre demande a été approuvée : choisissez un mot de passe pour vous connecter.',
    welcomeTitle: 'Bienvenue sur le portail',
  },
  mail: {
    passwordReset: {
      label: 'Réinitialisation du mot de passe',
      subject: 'Réinitialisez votre mot de passe',
      body: [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {{username}}.',
        'Le lien est valable {{minutes}} minutes et ne peut servir qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
      ],
      action: 'Choisir un nouveau mot de passe',
    },
  },
};
