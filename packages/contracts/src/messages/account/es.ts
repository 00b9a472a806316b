import type { AccountMessages } from './en';

export const account: AccountMessages = {
  page: {
    title: 'Mi cuenta',
    agency: 'Agencia',
    company: 'Empresa',
    headquarters: 'Sede central',
    language: 'Idioma',
    languageHint: 'El portal y los correos que le enviamos usan este idioma.',
    languageLabel: 'Idioma preferido',
    organisation: 'Organización',
    profile: 'Perfil',
    publisher: 'Publicación',
    pressRole: 'Prensa',
    role: 'Rol',
    security: 'Seguridad',
    securityHint: 'Cambie la contraseña con regularidad y no la comparta nunca.',
    welcome: 'Hola {{name}}, estos son los datos de su cuenta.',
  },
};
