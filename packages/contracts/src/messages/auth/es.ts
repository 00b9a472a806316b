import type { AuthMessages } from './en';

export const auth: AuthMessages = {
  errors: {
    loginWait:
      'Demasiadas contraseñas incorrectas para esta cuenta desde tu red. Inténtalo de nuevo en {{wait}} o restablece tu contraseña.',
    invalidCredentials: 'Usuario o contraseña incorrectos',
    userDisabled: 'Esta cuenta está desactivada',
    passwordNotSet: 'Establece tu contraseña con el enlace que te enviamos por correo',
    wrongOldPassword: 'La contraseña actual es incorrecta',
    samePassword: 'La nueva contraseña debe ser distinta de la actual',
    invalidLink: 'Este enlace no es válido, ha caducado o ya se ha usado',
  },
  success: {
    loggedOut: 'Sesión cerrada',
    passwordChanged: 'Contraseña cambiada',
    passwordReset: 'Contraseña establecida, ya puedes acceder',
    resetEmailSent: 'Si la dirección pertenece a una cuenta, hemos enviado un correo para restablecer la contraseña',
  },
  page: {
    activateSubmit: 'Establecer la contraseña',
    backToLogin: 'Volver al inicio de sesión',
    brandText:
      'Clientes, fichas de cliente, materiales de apoyo, pedidos, facturación y novedades de la red de ventas, en un solo lugar.',
    brandTitle: 'El portal de nuestra red de ventas',
    changeSubmit: 'Cambiar la contraseña',
    changeSubtitle: 'Elige una nueva contraseña; se cerrará la sesión en los demás dispositivos.',
    changeTitle: 'Cambiar la contraseña',
    confirmPassword: 'Repite la nueva contraseña',
    currentPassword: 'Contraseña actual',
    email: 'Correo electrónico',
    forgotLink: '¿Has olvidado la contraseña?',
    forgotSentHint:
      'El enlace es válido durante un tiempo limitado y solo se puede usar una vez. Revisa también el correo no deseado.',
    forgotSentTitle: 'Revisa tu bandeja de entrada',
    forgotSubmit: 'Enviar el enlace de restablecimiento',
    forgotSubtitle:
      'Introduce la dirección de correo de tu cuenta: te enviaremos un enlace para elegir una nueva contraseña.',
    forgotTitle: 'Contraseña olvidada',
    invalidLinkTitle: 'Enlace no válido',
    loginSubtitle: 'Inicia sesión con las credenciales que has recibido.',
    loginTitle: 'Iniciar sesión',
    newHere: '¿Eres nuevo?',
    newPassword: 'Nueva contraseña',
    password: 'Contraseña',
    registerLink: 'Solicitar acceso',
    registerPrompt: '¿Distribuidor o prensa?',
    requestNewLink: 'Solicitar un nuevo enlace',
    resetSubmit: 'Guardar la nueva contraseña',
    resetSubtitle: 'Elige una nueva contraseña para tu cuenta.',
    resetTitle: 'Restablecer la contraseña',
    signIn: 'Iniciar sesión',
    signOut: 'Cerrar sesión',
    togglePassword: 'Mostrar u ocultar la contraseña',
    username: 'Nombre de usuario',
    welcomeSubtitle: 'Tu solicitud ha sido aprobada: elige una contraseña para iniciar sesión.',
    welcomeTitle: 'Bienvenido al portal',
  },
};
